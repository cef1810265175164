//! The API document is a contract a client can be written against: it passes
//! `openapi-spec-validator`; `openapi-python-client` generates a client from it with no
//! warning or dropped operation, and a script plays the start of a game through that
//! client; `openapi-typescript` generates types for every operation that compile, with a
//! client file using them, under `tsc --strict`. The tools are installed by
//! `scripts/setup.sh --test` (PyPI, and npm in tests/contract).

use std::path::{Path, PathBuf};

use tokio::process::Command;

use crate::helpers::{TestApp, spawn_app};

/// Runs `command`; its success and its whole output.
pub(crate) async fn run(command: &mut Command) -> (bool, String) {
    let out = command
        .output()
        .await
        .unwrap_or_else(|e| panic!("{command:?} runs (scripts/setup.sh --test installs it): {e}"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// The document as the server publishes it.
pub(crate) async fn served_document(app: &TestApp) -> String {
    let res = app.get("/api/v1/openapi.json", None).await;
    res.text().await.unwrap()
}

/// The served document written to `openapi.json` in a new scratch folder named for `what`:
/// the folder, the file and the document's text.
pub(crate) async fn served_spec(app: &TestApp, what: &str) -> (PathBuf, PathBuf, String) {
    let doc = served_document(app).await;
    let work = std::env::temp_dir().join(format!("spyfall-{what}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&work).unwrap();
    let spec = work.join("openapi.json");
    std::fs::write(&spec, &doc).unwrap();
    (work, spec, doc)
}

pub(crate) fn contract_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/contract")
}

#[tokio::test]
async fn the_api_document_is_valid_and_generates_clients_that_play() {
    let app = spawn_app().await;
    let (work, spec, doc) = served_spec(&app, "contract").await;

    let (ok, text) = run(Command::new("openapi-spec-validator").arg(&spec)).await;
    assert!(ok, "openapi-spec-validator: {text}");

    // Python: generated without a warning, open to what later servers add (unions with
    // a last variant for unknown tags, enums that keep unknown values), then used to play.
    let opened = work.join("openapi-open.json");
    let (ok, text) = run(Command::new("python3")
        .arg(contract_dir().join("open_unions.py"))
        .arg(&spec)
        .arg(&opened))
    .await;
    assert!(ok, "open_unions.py: {text}");
    let package = work.join("spyfall_client");
    let (ok, text) = run(Command::new("openapi-python-client")
        .current_dir(&work)
        .args(["generate", "--meta", "none", "--path"])
        .arg(&opened)
        .arg("--config")
        .arg(contract_dir().join("python-client.yaml"))
        .arg("--custom-template-path")
        .arg(contract_dir().join("python-templates"))
        .arg("--output-path")
        .arg(&package))
    .await;
    assert!(ok, "openapi-python-client: {text}");
    for sign in ["Warning", "Unable", "removal"] {
        assert!(!text.contains(sign), "openapi-python-client warned: {text}");
    }
    let script = contract_dir().join("play_with_generated_client.py");
    let (ok, text) = run(Command::new("python3")
        .arg(&script)
        .arg(app.url(""))
        .env("PYTHONPATH", &work))
    .await;
    assert!(
        ok && text.contains("played through the generated client"),
        "{text}"
    );
    // The same client against a later server: one more phase, move type, event and code.
    let (code, players) = app.four_playing().await;
    let views = (app.views(&code, &players).await).0;
    let asker = views
        .iter()
        .find(|v| v["me"]["moves"].to_string().contains("\"ask\""));
    let view = work.join("view.json");
    std::fs::write(&view, asker.expect("someone may ask").to_string()).unwrap();
    let (ok, text) = run(Command::new("python3")
        .arg(contract_dir().join("read_a_later_server.py"))
        .arg(&view)
        .env("PYTHONPATH", &work))
    .await;
    assert!(ok && text.contains("read a later server's"), "{text}");

    // TypeScript: types for every operation, and a client file that compiles against them.
    let bin = contract_dir().join("node_modules/.bin");
    let types = work.join("spyfall-api.d.ts");
    let (ok, text) = run(Command::new(bin.join("openapi-typescript"))
        .arg(&spec)
        .arg("-o")
        .arg(&types))
    .await;
    assert!(
        ok && !text.to_lowercase().contains("warn"),
        "openapi-typescript: {text}"
    );
    let generated = std::fs::read_to_string(&types).unwrap();
    let documented: serde_json::Value = serde_json::from_str(&doc).unwrap();
    for (_, ops) in documented["paths"].as_object().unwrap() {
        for (_, op) in ops.as_object().unwrap() {
            let id = op["operationId"]
                .as_str()
                .expect("every operation has an id");
            assert!(generated.contains(&format!("{id}: {{")), "{id} is typed");
        }
    }
    std::fs::copy(
        contract_dir().join("uses-types.ts"),
        work.join("uses-types.ts"),
    )
    .unwrap();
    let (ok, text) = run(Command::new(bin.join("tsc"))
        .args(["--noEmit", "--strict"])
        .arg(work.join("uses-types.ts")))
    .await;
    assert!(ok, "tsc: {text}");
    let _ = std::fs::remove_dir_all(&work);
}

#[tokio::test]
async fn the_published_document_cites_nothing_the_server_does_not_publish() {
    let app = spawn_app().await;
    let doc = served_document(&app).await;
    let problems = app
        .get("/api/v1/problems", None)
        .await
        .text()
        .await
        .unwrap();
    for (what, text) in [("the document", &doc), ("the problems page", &problems)] {
        for private in ["RULES.md", "API.md", "[`", "::"] {
            assert!(!text.contains(private), "{what} mentions {private}");
        }
        let rule_id = text
            .match_indices("R-")
            .find(|(at, _)| text[at + 2..].starts_with(|c: char| c.is_ascii_digit()));
        assert!(rule_id.is_none(), "{what} cites a rule's id: {rule_id:?}");
    }
    let doc: serde_json::Value = serde_json::from_str(&doc).unwrap();
    assert_eq!(doc["servers"][0]["url"], "/");
    // Tagged unions say which property picks the variant.
    for (union, property) in [("Action", "type"), ("Move", "type"), ("Event", "type")] {
        let schema = &doc["components"]["schemas"][union];
        assert_eq!(schema["discriminator"]["propertyName"], property, "{union}");
    }
    assert_eq!(
        doc["components"]["schemas"]["OutcomeView"]["discriminator"]["propertyName"],
        "kind"
    );
    let act = &doc["paths"]["/api/v1/rooms/{code}/actions"]["post"]["responses"]["200"];
    for header in ["ETag", "Idempotent-Replayed"] {
        assert!(act["headers"][header].is_object(), "{header} is declared");
    }
    declares_http_details(&doc);
}

/// Every 201 declares its `Location`; every write at a room's table its `If-Match` and
/// 412; every limited operation its `RateLimit` fields.
fn declares_http_details(doc: &serde_json::Value) {
    let mut created = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let responses = &op["responses"];
            if let Some(made) = responses.get("201") {
                created += 1;
                assert!(made["headers"]["Location"].is_object(), "{method} {path}");
            }
            let table_write = path.starts_with("/api/v1/rooms/{code}")
                && method != "get"
                && !path.ends_with("/players")
                && !path.ends_with("/tickets");
            let params = op["parameters"].as_array().into_iter().flatten();
            let if_match = params.clone().any(|p| p["name"] == "If-Match");
            assert_eq!(if_match, table_write, "{method} {path}: If-Match");
            assert_eq!(
                responses.get("412").is_some(),
                table_write,
                "{method} {path}"
            );
            if responses
                .get("429")
                .is_some_and(|r| r["headers"]["RateLimit"].is_object())
            {
                let ok = responses
                    .as_object()
                    .unwrap()
                    .iter()
                    .find(|(s, _)| s.starts_with('2'));
                let (_, ok) = ok.expect("a success");
                assert!(
                    ok["headers"]["RateLimit-Policy"].is_object(),
                    "{method} {path}"
                );
            }
        }
    }
    assert!(
        created >= 13,
        "every operation was read ({created} make something)"
    );
    let limited = &doc["paths"]["/api/v1/rooms"]["post"]["responses"]["201"]["headers"];
    assert!(limited["RateLimit"].is_object(), "making a room is limited");
}

/// Whether a property's schema carries a description (an optional one carries it on the
/// non-null member of its `oneOf`).
fn described(property: &serde_json::Value) -> bool {
    let own = property["description"]
        .as_str()
        .is_some_and(|d| !d.is_empty());
    let members = ["oneOf", "allOf", "anyOf"]
        .iter()
        .filter_map(|k| property[*k].as_array())
        .flatten();
    own || members
        .into_iter()
        .any(|m| m["description"].as_str().is_some_and(|d| !d.is_empty()))
}

#[tokio::test]
async fn the_document_describes_every_operation_parameter_and_property() {
    let app = spawn_app().await;
    let doc: serde_json::Value = serde_json::from_str(&served_document(&app).await).unwrap();
    let mut missing = Vec::new();
    let mut total = 0;
    for (name, schema) in doc["components"]["schemas"].as_object().unwrap() {
        for (property, value) in schema["properties"].as_object().into_iter().flatten() {
            total += 1;
            if !described(value) {
                missing.push(format!("{name}.{property}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} of {total} properties have no description: {missing:?}",
        missing.len()
    );
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let text = op["description"].as_str().unwrap_or_default();
            assert!(!text.is_empty(), "{method} {path} has no description");
            for param in op["parameters"].as_array().into_iter().flatten() {
                let name = param["name"].as_str().unwrap();
                assert!(described(param), "{method} {path}: parameter {name}");
                if name == "wait" {
                    assert_eq!(param["schema"]["maximum"], 60, "{method} {path}: wait");
                }
            }
        }
    }
}

#[tokio::test]
async fn the_document_passes_redocly_and_spectral_without_an_error() {
    let app = spawn_app().await;
    let (work, spec, _) = served_spec(&app, "lint").await;
    let bin = contract_dir().join("node_modules/.bin");
    // Nothing is fetched: no telemetry, no update check.
    let (ok, text) = run(Command::new(bin.join("redocly"))
        .args(["lint", "--format=summary", "--config"])
        .arg(contract_dir().join("redocly.yaml"))
        .arg(&spec)
        .env("REDOCLY_TELEMETRY", "off")
        .env("REDOCLY_SUPPRESS_UPDATE_NOTICE", "true"))
    .await;
    assert!(ok && !text.contains("error "), "redocly lint: {text}");
    let (ok, text) = run(Command::new(bin.join("spectral"))
        .args(["lint", "--fail-severity=error", "--ruleset"])
        .arg(contract_dir().join("spectral.yaml"))
        .arg(&spec))
    .await;
    assert!(ok, "spectral lint: {text}");
    let _ = std::fs::remove_dir_all(&work);
}
