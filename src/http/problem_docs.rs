//! Every problem code explained where clients look: in the API document (the
//! `ProblemCode` schema's `x-enum-descriptions`), on the server's own page
//! `/api/v1/problems` (which each problem's `type` points into) and in docs/problems.md,
//! all written from `crate::problem_explanations` and the operations the document says
//! answer each code.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;
use strum::IntoEnumIterator;

use crate::problem_code::ProblemCode;
use crate::problem_explanations::{Retry, explain};

/// The page that explains every problem code, a section each.
pub const PAGE: &str = "/api/v1/problems";

/// A problem's `type`: its section of the problems page (a reference the client resolves
/// against the server it asked, as RFC 9457 allows).
pub fn type_uri(code: ProblemCode) -> String {
    format!("{PAGE}#{code}")
}

/// Whether sending the request again can help, in words.
/// What a client does with a code it does not know (one added after it was written).
pub const UNKNOWN_CODE: &str = "A code not listed here was added later: act on the status. \
    429 and 503: send the same request again after `Retry-After`. 409 and 412: read the \
    current state before deciding again. Any other 4xx: do not send the same request again. \
    Show `detail` to the person either way.";

/// The retry advice as a word a program can switch on (`x-enum-retry`).
pub fn retry_slug(retry: Retry) -> &'static str {
    match retry {
        Retry::No => "no",
        Retry::AfterReading => "after_reading",
        Retry::AfterWaiting => "after_waiting",
        Retry::AsIs => "as_is",
    }
}

pub fn retry_words(retry: Retry) -> &'static str {
    match retry {
        Retry::No => "No: the same request fails the same way.",
        Retry::AfterReading => "After reading the current state again.",
        Retry::AfterWaiting => {
            "After waiting (`Retry-After` says how long when present); a write keeps its \
             idempotency key."
        }
        Retry::AsIs => "Yes, as it is; a write keeps its idempotency key.",
    }
}

/// One code as the page and docs/problems.md show it.
pub struct Entry {
    pub code: &'static str,
    pub what: &'static str,
    pub retry: &'static str,
    pub then: &'static str,
    /// The HTTP statuses it comes with.
    pub statuses: Vec<String>,
    /// The operations (by `operationId`) the document says may answer it.
    pub operations: Vec<String>,
}

/// Every code, in the order of `ProblemCode`, with where the document says it is answered.
pub fn entries(doc: &Value) -> Vec<Entry> {
    let answered = answered_by(doc);
    ProblemCode::iter()
        .map(|code| {
            let said = explain(code);
            let (statuses, operations) = answered.get(code.as_str()).cloned().unwrap_or_default();
            Entry {
                code: code.as_str(),
                what: said.what,
                retry: retry_words(said.retry),
                then: said.then,
                statuses: statuses.into_iter().collect(),
                operations: operations.into_iter().collect(),
            }
        })
        .collect()
}

type Answered = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

/// For each code: the statuses and operations whose responses list it.
fn answered_by(doc: &Value) -> Answered {
    let mut answered = Answered::new();
    let paths = doc["paths"].as_object().into_iter().flatten();
    for op in paths.flat_map(|(_, item)| item.as_object().into_iter().flatten()) {
        let (_, op) = op;
        let id = op["operationId"].as_str().unwrap_or_default();
        let responses = op["responses"].as_object().into_iter().flatten();
        for (status, response) in responses {
            let codes = response[super::openapi_problems::CODES].as_array();
            for code in codes.into_iter().flatten().filter_map(Value::as_str) {
                let (statuses, operations) = answered.entry(code.to_string()).or_default();
                statuses.insert(status.clone());
                operations.insert(id.to_string());
            }
        }
    }
    answered
}

/// Gives the `ProblemCode` schema a description per value, in the order of its `enum`.
pub fn describe_codes(doc: &mut Value) {
    let schema = &mut doc["components"]["schemas"]["ProblemCode"];
    let Some(values) = schema["enum"].as_array() else {
        return;
    };
    let described: Vec<Value> = values
        .iter()
        .map(|v| {
            let code = v.as_str().and_then(|c| c.parse::<ProblemCode>().ok());
            code.map_or(Value::Null, |code| {
                let said = explain(code);
                let retry = retry_words(said.retry);
                format!("{} Retry: {retry} {}", said.what, said.then).into()
            })
        })
        .collect();
    let retries: Vec<Value> = (values.iter())
        .map(|v| {
            let code = v.as_str().and_then(|c| c.parse::<ProblemCode>().ok());
            code.map_or(Value::Null, |c| retry_slug(explain(c).retry).into())
        })
        .collect();
    schema["x-enum-descriptions"] = described.into();
    schema["x-enum-retry"] = retries.into();
    schema["description"] = format!(
        "A stable, machine-readable problem code that clients switch on. Each value is \
         explained in `x-enum-descriptions` and on the page {PAGE}, which a problem's \
         `type` links to; `x-enum-retry` says, for each, whether sending the request again \
         can help: `no`, `after_reading` (the state), `after_waiting` (`Retry-After`) or \
         `as_is`. {UNKNOWN_CODE}"
    )
    .into();
}

/// docs/problems.md: the same as the page, for reading in the repository.
pub fn markdown(doc: &Value) -> String {
    let mut out = String::from(
        "# Problem codes\n\n\
         Written from the server's code by `problem_docs::markdown` (a test keeps this file\n\
         equal to it: `SPYFALL_WRITE_DOCS=1 cargo nextest run -E 'test(problems_md)'`\n\
         rewrites it). Every error is an RFC 9457 `application/problem+json` body whose\n\
         `code` is one of these; its `type` is `/api/v1/problems#<code>`, the section of\n\
         the server's own page that says the same as this file.\n",
    );
    out.push_str(&format!("\n{UNKNOWN_CODE}\n"));
    for e in entries(doc) {
        out.push_str(&format!("\n## `{}`\n\n{}\n\n", e.code, e.what));
        out.push_str(&format!(
            "- **Retry:** {}\n- **Then:** {}\n",
            e.retry, e.then
        ));
        if !e.statuses.is_empty() {
            out.push_str(&format!(
                "- **Status:** {}; **answered by:** {}\n",
                e.statuses.join(", "),
                e.operations.join(", ")
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn served() -> Value {
        crate::http::openapi::document_json().unwrap()
    }

    #[test]
    fn problems_md_is_written_from_the_code() {
        let written = markdown(&served());
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/problems.md");
        if std::env::var_os("SPYFALL_WRITE_DOCS").is_some() {
            std::fs::write(path, &written).unwrap();
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == written,
            "docs/problems.md is not what the code says: run \
             SPYFALL_WRITE_DOCS=1 cargo nextest run -E 'test(problems_md)'"
        );
    }

    #[test]
    fn every_code_says_what_happened_whether_to_retry_and_what_to_do() {
        for code in ProblemCode::iter() {
            let said = explain(code);
            for sentence in [said.what, said.then] {
                assert!(
                    sentence.len() > 20 && sentence.ends_with('.'),
                    "{code}: {sentence:?} is not a sentence"
                );
            }
        }
        let doc = served();
        let schema = &doc["components"]["schemas"]["ProblemCode"];
        let described = schema["x-enum-descriptions"].as_array().unwrap();
        assert_eq!(described.len(), schema["enum"].as_array().unwrap().len());
        assert!(
            described.iter().all(Value::is_string),
            "every value described"
        );
        // And its retry advice as a word a program switches on, value by value.
        let retries = schema["x-enum-retry"].as_array().unwrap();
        let values = schema["enum"].as_array().unwrap();
        assert_eq!(retries.len(), values.len());
        for (value, retry) in values.iter().zip(retries) {
            let code: ProblemCode = value.as_str().unwrap().parse().unwrap();
            assert_eq!(retry, retry_slug(explain(code).retry), "{code}");
        }
        assert_eq!(
            retries[values.iter().position(|v| v == "rate_limited").unwrap()],
            "after_waiting"
        );
    }
}
