//! Completes the OpenAPI document with the problems every operation of a kind can answer,
//! so that clients (and the schema fuzzer) find each status the server may send: the
//! handlers' annotations name what is particular to them, this adds what is common.

use std::collections::BTreeMap;

use utoipa::openapi::extensions::ExtensionsBuilder;
use utoipa::openapi::header::Header;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::response::Response;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{Content, Ref, RefOr};

use super::problem::{CHALLENGE, CONTENT_TYPE, ProblemCode};

/// The extension that lists an error response's problem codes.
pub const CODES: &str = "x-problem-codes";

/// What an operation is, as far as common problems go.
struct Kind<'a> {
    path: &'a str,
    method: &'a str,
}

impl Kind<'_> {
    fn write(&self) -> bool {
        matches!(self.method, "post" | "patch" | "delete")
    }

    /// What the abuse limits charge it, as the route table says (`routes::charge`).
    fn charge(&self) -> super::routes::Charge {
        let method = self.method.to_uppercase();
        let method = actix_web::http::Method::from_bytes(method.as_bytes());
        super::routes::charge(&method.unwrap_or_default(), self.path)
    }

    /// May be refused 429 by an abuse budget: one of its own, or the miss budget of a
    /// request that names a code.
    fn rate_limited(&self) -> bool {
        let charge = self.charge();
        charge.class.is_some() || charge.names_code
    }

    /// Spends a budget of its own, whose standing every answer tells (`RateLimit`).
    fn spends_budget(&self) -> bool {
        self.charge().class.is_some()
    }
}

/// Adds the common problems to every operation of `doc`, and the problem body to every
/// error response that names no content.
pub fn complete(doc: &mut utoipa::openapi::OpenApi) {
    for (path, item) in doc.paths.paths.iter_mut() {
        let ops = [
            ("get", &mut item.get),
            ("post", &mut item.post),
            ("patch", &mut item.patch),
            ("delete", &mut item.delete),
            ("put", &mut item.put),
        ];
        for (method, op) in ops {
            if let Some(op) = op.as_mut() {
                add_common(op, &Kind { path, method });
            }
        }
    }
}

fn add_common(op: &mut Operation, kind: &Kind) {
    use ProblemCode as P;
    let params = op.parameters.as_deref().unwrap_or_default();
    let has = |place: ParameterIn| params.iter().any(|p| p.parameter_in == place);
    let (in_path, in_query) = (has(ParameterIn::Path), has(ParameterIn::Query));
    let secured = op.security.as_ref().is_some_and(|s| !s.is_empty());
    let body = op.request_body.is_some();
    let mut common: Vec<(&str, ProblemCode)> = vec![];
    if secured {
        common.push(("401", P::Unauthorized));
    }
    if body {
        common.extend([
            ("400", P::MalformedJson),
            ("400", P::UnreadableBody),
            ("408", P::BodyTimeout),
            ("413", P::PayloadTooLarge),
            ("415", P::UnsupportedMediaType),
            ("422", P::InvalidBody),
            ("422", P::InvalidText),
        ]);
    }
    if in_query {
        common.push(("400", P::InvalidQuery));
    }
    if in_path {
        // A path parameter of the wrong form.
        common.push(("404", P::NotFound));
    }
    if kind.write() {
        common.extend([
            ("400", P::InvalidIdempotencyKey),
            ("422", P::IdempotencyKeyReused),
        ]);
        if kind.path.starts_with("/api/v1/rooms/") {
            common.push(("409", P::IdempotencyKeyInUse));
        }
    }
    // A body counts against its address's bodies in transit (`body_arrival`).
    if kind.rate_limited() || body {
        common.push(("429", P::RateLimited));
    }
    common.extend([("503", P::Overloaded), ("503", P::DatabaseUnavailable)]);
    let responses = &mut op.responses.responses;
    for (status, code) in common {
        add_codes(responses, status, &[code]);
    }
    for (status, response) in op.responses.responses.iter_mut() {
        let RefOr::T(response) = response else {
            continue;
        };
        if kind.spends_budget() && (status.starts_with('2') || status == "429") {
            add_rate_limit_headers(response);
        }
        if status.starts_with('2') {
            add_success_headers(response, kind);
            continue;
        }
        if matches!(status.as_str(), "429" | "503") {
            let seconds = ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1));
            let mut header = Header::new(seconds);
            header.description = Some("Whole seconds to wait before retrying.".into());
            response.headers.insert("Retry-After".to_string(), header);
        }
        if status == "401" {
            let mut header = Header::new(ObjectBuilder::new().schema_type(Type::String));
            header.description = Some(format!("`{CHALLENGE}`: the scheme this API takes."));
            response
                .headers
                .insert("WWW-Authenticate".to_string(), header);
        }
    }
}

/// The codes an error response lists (empty for a response that is not a problem).
pub fn codes_of(response: &Response) -> Vec<ProblemCode> {
    response
        .extensions
        .as_ref()
        .and_then(|e| e.get(CODES))
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

/// Adds `codes` to the problem response of `status`, creating it when missing.
fn add_codes(
    responses: &mut BTreeMap<String, RefOr<Response>>,
    status: &str,
    codes: &[ProblemCode],
) {
    let mut all = match responses.get(status) {
        Some(RefOr::T(existing)) => codes_of(existing),
        _ => vec![],
    };
    for code in codes {
        if !all.contains(code) {
            all.push(*code);
        }
    }
    responses.insert(status.to_string(), RefOr::T(problem_response(&all)));
}

/// A problem+json response whose `code` is one of `codes`, which it lists in words and in
/// `x-problem-codes`. Its schema is the one `ProblemBody`, its `code` the whole
/// `ProblemCode`: a client decodes every problem with one type, and a code added later
/// decodes as well (a narrowed enum per response would refuse it).
pub fn problem_response(codes: &[ProblemCode]) -> Response {
    let names: Vec<&str> = codes.iter().map(|c| c.as_str()).collect();
    let schema = Ref::from_schema_name("ProblemBody");
    let mut response = Response::new(format!("Problem codes: {}.", names.join(", ")));
    response
        .content
        .insert(CONTENT_TYPE.to_string(), Content::new(Some(schema)));
    response.extensions = Some(
        ExtensionsBuilder::new()
            .add(CODES, serde_json::json!(names))
            .build(),
    );
    response
}

/// Where the operation's abuse budgets stand, as the IETF RateLimit fields say it.
fn add_rate_limit_headers(response: &mut Response) {
    let fields = [
        (
            "RateLimit-Policy",
            "Each budget this request spends from, as `\"<name>\";q=<requests>;w=<seconds>`: \
             at most q requests per w seconds, all at once if they come together (e.g. \
             `\"join.address\";q=240;w=600, \"join.user\";q=30;w=600`).",
        ),
        (
            "RateLimit",
            "Where each budget stands after this request, as `\"<name>\";r=<left>;t=<seconds>`: \
             r requests may still be made at once, and all are back in t seconds. At r=0 the \
             next request of this kind is refused with 429 until `Retry-After`.",
        ),
    ];
    for (name, description) in fields {
        let mut header = Header::new(ObjectBuilder::new().schema_type(Type::String));
        header.description = Some(description.into());
        response.headers.insert(name.to_string(), header);
    }
}

/// A view answered carries the `ETag` to poll with; a write's answer says whether it is an
/// idempotent replay.
fn add_success_headers(response: &mut Response, kind: &Kind) {
    let is_view = response.content.values().any(|c| {
        matches!(&c.schema, Some(RefOr::Ref(r))
            if r.ref_location.ends_with("/RoomView") || r.ref_location.ends_with("/NightView"))
    });
    if is_view && !response.headers.contains_key("ETag") {
        let mut tag = Header::new(ObjectBuilder::new().schema_type(Type::String));
        tag.description =
            Some("The view's tag: send it as If-None-Match to poll for the next change.".into());
        response.headers.insert("ETag".to_string(), tag);
    }
    if kind.write() {
        let mut replayed = Header::new(ObjectBuilder::new().schema_type(Type::String));
        replayed.description = Some(
            "`true` when this is the stored answer to an earlier request with the same \
             Idempotency-Key."
                .into(),
        );
        response
            .headers
            .insert("Idempotent-Replayed".to_string(), replayed);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::Value;
    use strum::IntoEnumIterator;

    use super::{CODES, ProblemCode};

    /// Answered outside any one operation: by the router and the last-resort handlers.
    const OUTSIDE_OPERATIONS: [ProblemCode; 4] = [
        ProblemCode::RouteNotFound,
        ProblemCode::MethodNotAllowed,
        ProblemCode::BadRequest,
        ProblemCode::InternalError,
    ];

    fn operations(doc: &Value) -> Vec<(String, &Value)> {
        let paths = doc["paths"].as_object().unwrap();
        paths
            .iter()
            .flat_map(|(path, item)| {
                let methods = item.as_object().unwrap();
                methods
                    .iter()
                    .map(move |(m, op)| (format!("{m} {path}"), op))
            })
            .collect()
    }

    fn listed(response: &Value) -> Vec<ProblemCode> {
        serde_json::from_value(response[CODES].clone()).unwrap_or_default()
    }

    #[test]
    fn every_error_response_lists_its_codes_in_words_and_extension() {
        let doc = crate::http::openapi::document_json().unwrap();
        for (name, op) in operations(&doc) {
            let mut seen = BTreeSet::new();
            for (status, response) in op["responses"].as_object().unwrap() {
                if !(status.starts_with('4') || status.starts_with('5')) {
                    continue;
                }
                let codes = listed(response);
                assert!(!codes.is_empty(), "{name} {status} names no problem code");
                let words: Vec<&str> = codes.iter().map(|c| c.as_str()).collect();
                let schema = &response["content"]["application/problem+json"]["schema"];
                assert_eq!(
                    schema["$ref"], "#/components/schemas/ProblemBody",
                    "{name} {status}"
                );
                assert!(response["description"].as_str().unwrap().contains(words[0]));
                for code in codes {
                    assert!(seen.insert(code), "{name}: {code} under two statuses");
                }
            }
        }
    }

    #[test]
    fn every_code_of_the_enum_is_in_its_schema_and_answered_somewhere() {
        let doc = crate::http::openapi::document_json().unwrap();
        let schema: Vec<ProblemCode> =
            serde_json::from_value(doc["components"]["schemas"]["ProblemCode"]["enum"].clone())
                .unwrap();
        let all: BTreeSet<ProblemCode> = ProblemCode::iter().collect();
        assert_eq!(schema.into_iter().collect::<BTreeSet<_>>(), all);
        let mut answered: BTreeSet<ProblemCode> = OUTSIDE_OPERATIONS.into();
        for (_, op) in operations(&doc) {
            for response in op["responses"].as_object().unwrap().values() {
                answered.extend(listed(response));
            }
        }
        let missing: Vec<_> = all.difference(&answered).collect();
        assert!(missing.is_empty(), "no operation lists {missing:?}");
    }
}
