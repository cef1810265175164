//! The API fuzzed from its own OpenAPI document by schemathesis: generated and mutated
//! requests to every operation, as a seated player and as a guest in no room, must get no
//! 5xx and only answers the document describes (status, content type, headers, body).
//!
//! Short by default; `SPYFALL_FUZZ_EXAMPLES` (examples per operation) and
//! `SPYFALL_FUZZ_SEED` make the longer runs of docs/reliability.md.

use std::path::Path;
use std::process::Stdio;

use serde_json::json;
use tokio::process::Command;

use crate::helpers::{TestApp, spawn_app};

fn setting(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

/// Runs schemathesis with `token` against the app; returns its exit status and output.
async fn fuzz(app: &TestApp, config: &Path, token: &str, only: Option<&str>) -> (bool, String) {
    let mut cmd = Command::new("schemathesis");
    // It keeps a cache under its working directory: not in the repository.
    cmd.current_dir(std::env::temp_dir())
        .arg("--config-file")
        .arg(config)
        .arg("run")
        .arg(app.url("/api/v1/openapi.json"))
        .args(["--header", &format!("Authorization: Bearer {token}")])
        .args(["--max-examples", &setting("SPYFALL_FUZZ_EXAMPLES", "8")])
        .args(["--seed", &setting("SPYFALL_FUZZ_SEED", "20261121")])
        // The event stream never ends by itself; a cut-off stream is not a failure.
        .args(["--request-timeout", "2"])
        .args(["--generation-database", "none"])
        .arg("--no-color");
    match only {
        Some(path) => cmd.args(["--include-path", path]),
        // Logging out would revoke the token the other operations use: its own run below.
        None => cmd.args(["--exclude-path", "/api/v1/sessions/current"]),
    };
    let out = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .await
        .expect("schemathesis runs (scripts/setup.sh --test installs it)");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// The last lines of a run's output: its summary.
fn summary(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

#[tokio::test]
async fn the_api_answers_fuzzed_requests_as_its_document_says() {
    let app = spawn_app().await;
    // A room with a round under way, so room operations reach the engine.
    let (code, players) = app.four_playing().await;
    let guest = app.guest("Outsider").await;
    let config = std::env::temp_dir().join(format!("spyfall-fuzz-{}.toml", uuid::Uuid::new_v4()));
    std::fs::write(
        &config,
        format!(
            r#"[parameters]
"path.code" = "{code}"

# Every check but one: valid-looking input is often refused for reasons a schema
# cannot say (a pack that does not exist, a name taken at the table).
[checks]
positive_data_acceptance.enabled = false

# The room view ignores a conditional header it cannot use, as HTTP asks, and the
# fuzzer counts an out-of-range `wait` it leaves out of the request as accepted.
[[operations]]
include-path = "/api/v1/rooms/{{code}}"
include-method = "GET"
checks.negative_data_rejection.enabled = false
"#
        ),
    )
    .unwrap();

    let mut failed = Vec::new();
    for (who, token) in [("player", &players[0].token), ("guest", &guest.token)] {
        let (ok, text) = fuzz(&app, &config, token, None).await;
        println!("== schemathesis as the {who}\n{}", summary(&text));
        if !ok {
            failed.push(format!("as the {who}:\n{text}"));
        }
    }
    let fresh = app.guest("Leaver").await;
    let (ok, text) = fuzz(
        &app,
        &config,
        &fresh.token,
        Some("/api/v1/sessions/current"),
    )
    .await;
    println!("== schemathesis on logout\n{}", summary(&text));
    if !ok {
        failed.push(format!("on logout:\n{text}"));
    }
    let _ = std::fs::remove_file(&config);
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));

    // The room survived the run in a state the engine accepts.
    let view = app.room(&code, &players[1]).await;
    assert_eq!(view["code"], json!(code));
}
