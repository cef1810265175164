//! Completes the OpenAPI document with the problems every operation of a kind can answer,
//! so that clients (and the schema fuzzer) find each status the server may send: the
//! handlers' annotations name what is particular to them, this adds what is common.

use utoipa::openapi::header::Header;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::response::Response;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{Content, Ref, RefOr};

use super::problem::CONTENT_TYPE;

/// What an operation is, as far as common problems go.
struct Kind<'a> {
    path: &'a str,
    method: &'a str,
}

impl Kind<'_> {
    fn write(&self) -> bool {
        matches!(self.method, "post" | "patch" | "delete")
    }

    /// Named by the abuse limits (`crate::http::rate_limit::charge`).
    fn rate_limited(&self) -> bool {
        let p = self.path;
        (self.method == "post"
            && matches!(
                p,
                "/api/v1/users"
                    | "/api/v1/guests"
                    | "/api/v1/sessions"
                    | "/api/v1/rooms"
                    | "/api/v1/me/account"
            ))
            || p.starts_with("/api/v1/rooms/{code}")
            || p.starts_with("/api/v1/nights/{code}")
            || p == "/api/v1/nights/claim"
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
    let params = op.parameters.as_deref().unwrap_or_default();
    let has = |place: ParameterIn| params.iter().any(|p| p.parameter_in == place);
    let (in_path, in_query) = (has(ParameterIn::Path), has(ParameterIn::Query));
    let secured = op.security.as_ref().is_some_and(|s| !s.is_empty());
    let body = op.request_body.is_some();
    let mut add = |status: &str, codes: &str| {
        let responses = &mut op.responses.responses;
        match responses.get_mut(status) {
            Some(RefOr::T(existing)) => {
                if !existing.description.contains(codes) {
                    existing.description = format!("{}; also {codes}", existing.description);
                }
            }
            Some(RefOr::Ref(_)) => {}
            None => {
                responses.insert(status.to_string(), RefOr::T(Response::new(codes)));
            }
        }
    };
    if secured {
        add("401", "unauthorized");
    }
    if body || kind.write() || in_query {
        let mut codes = vec![];
        if body {
            codes.push("malformed_json");
        }
        if kind.write() {
            codes.push("invalid_idempotency_key");
        }
        if in_query {
            codes.push("invalid_query");
        }
        add("400", &codes.join(", "));
    }
    if in_path {
        add("404", "not_found (a path parameter of the wrong form)");
    }
    if body {
        add("413", "payload_too_large");
        add("415", "unsupported_media_type");
        add("422", "invalid_body, invalid_text (a NUL character)");
    }
    if kind.write() {
        add("422", "idempotency_key_reused");
    }
    if kind.write() && kind.path.starts_with("/api/v1/rooms/") {
        add("409", "idempotency_key_in_use");
    }
    if kind.rate_limited() {
        add("429", "rate_limited");
    }
    add("503", "overloaded, database_unavailable");
    for (status, response) in op.responses.responses.iter_mut() {
        let RefOr::T(response) = response else {
            continue;
        };
        if status.starts_with('2') {
            add_success_headers(response, kind);
            continue;
        }
        if !(status.starts_with('4') || status.starts_with('5')) {
            continue;
        }
        if response.content.is_empty() {
            response.content.insert(
                CONTENT_TYPE.to_string(),
                Content::new(Some(Ref::from_schema_name("ProblemBody"))),
            );
        }
        if matches!(status.as_str(), "429" | "503") {
            let seconds = ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1));
            let mut header = Header::new(seconds);
            header.description = Some("Whole seconds to wait before retrying.".into());
            response.headers.insert("Retry-After".to_string(), header);
        }
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
