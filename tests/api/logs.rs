//! The server's own logs, at their most talkative, hold no token, password, claim code or
//! signing secret: the binary runs with `RUST_LOG=debug`, players sign up, log in (and
//! fail to), play and log out, someone tries a claim code, and every line it wrote is
//! searched.

use std::process::Stdio;
use std::sync::{Arc, Mutex};

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sqlx::{Connection, PgConnection};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;

#[tokio::test]
async fn no_token_password_or_claim_code_reaches_the_logs() {
    let server = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let (server, _) = server.rsplit_once('/').unwrap();
    let name = format!("spyfall_logs_{}", uuid::Uuid::new_v4().simple());
    let mut admin = PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    let data_dir = std::env::temp_dir().join(format!("spyfall-logs-{}", uuid::Uuid::new_v4()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_spyfall"))
        .arg("serve")
        .env("DATABASE_URL", format!("{server}/{name}"))
        .env_remove("SPYFALL_JWT_SECRET")
        .env("SPYFALL_DATA_DIR", &data_dir)
        .env("SPYFALL_ADDR", "127.0.0.1:0")
        .env(
            "SPYFALL_PACKS_DIR",
            concat!(env!("CARGO_MANIFEST_DIR"), "/locations"),
        )
        .env("SPYFALL_LOG_FORMAT", "json")
        .env("RUST_LOG", "debug")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let port = loop {
        let line = lines.next_line().await.unwrap().expect("the server starts");
        if let Ok(entry) = serde_json::from_str::<Value>(&line)
            && entry["message"] == "listening"
        {
            break entry["port"].as_u64().unwrap();
        }
    };
    let log = Arc::new(Mutex::new(String::new()));
    let kept = log.clone();
    let reader = tokio::spawn(async move {
        while let Ok(Some(line)) = lines.next_line().await {
            let mut all = kept.lock().unwrap();
            all.push_str(&line);
            all.push('\n');
        }
    });
    let base = format!("http://127.0.0.1:{port}/api/v1");
    let http = Client::new();
    let post = |path: &str, token: Option<&str>, body: Value| {
        let mut req = http.post(format!("{base}{path}")).json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send()
    };

    let password = "Correct-Horse-Battery-9123";
    let mut secrets: Vec<String> = vec![password.into()];
    let account: Value = post(
        "/users",
        None,
        json!({"username": "logger", "password": password, "display_name": "Logger"}),
    )
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    secrets.push(account["token"].as_str().unwrap().into());
    let wrong = post(
        "/sessions",
        None,
        json!({"username": "logger", "password": "Wrong-Horse-Battery-0000"}),
    )
    .await
    .unwrap();
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    secrets.push("Wrong-Horse-Battery-0000".into());
    let session: Value = post(
        "/sessions",
        None,
        json!({"username": "logger", "password": password}),
    )
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let token = session["token"].as_str().unwrap().to_string();
    secrets.push(token.clone());
    let guest: Value = post("/guests", None, json!({"display_name": "Guest"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let guest_token = guest["token"].as_str().unwrap().to_string();
    secrets.push(guest_token.clone());
    let room: Value = post("/rooms", Some(&guest_token), json!({}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let code = room["code"].as_str().unwrap();
    let joined = post(&format!("/rooms/{code}/players"), Some(&token), json!({})).await;
    assert_eq!(joined.unwrap().status(), StatusCode::CREATED);
    let claim = post("/nights/claim", None, json!({"code": "QWRTPQWRTP"})).await;
    assert_eq!(claim.unwrap().status(), StatusCode::NOT_FOUND);
    secrets.push("QWRTPQWRTP".into());
    let out = http
        .delete(format!("{base}/sessions/current"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert!(out.status().is_success(), "{}", out.status());
    // A revoked token, used again: refused, and still not written down.
    let refused = http
        .get(format!("{base}/rooms/{code}"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::UNAUTHORIZED);
    secrets.push(
        std::fs::read_to_string(data_dir.join("jwt-secret"))
            .unwrap()
            .trim()
            .into(),
    );

    child.kill().await.unwrap();
    reader.await.unwrap();
    let log = log.lock().unwrap().clone();
    assert!(
        log.matches("request done").count() >= 9,
        "every request is logged: {log}"
    );
    for secret in &secrets {
        assert!(
            !log.contains(secret.as_str()),
            "{secret} is in the log:\n{log}"
        );
        // Nor its readable middle (a token cut by a log formatter).
        let middle = &secret[secret.len() / 4..secret.len() * 3 / 4];
        assert!(!log.contains(middle), "part of {secret} is in the log");
    }
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
    let _ = std::fs::remove_dir_all(&data_dir);
}
