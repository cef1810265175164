//! The `spyfall serve` binary with no DATABASE_URL: it runs its own PostgreSQL in the data
//! directory, and the data survives a restart.

use std::path::Path;
use std::process::Stdio;

use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

struct Served {
    child: Child,
    base: String,
}

/// Starts the binary on a free port and waits for its "listening" log line.
async fn start(data_dir: &Path) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spyfall"))
        .arg("serve")
        .env_remove("DATABASE_URL")
        .env_remove("SPYFALL_JWT_SECRET")
        .env("SPYFALL_DATA_DIR", data_dir)
        .env("SPYFALL_ADDR", "127.0.0.1:0")
        .env("SPYFALL_LOG_FORMAT", "json")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the server binary starts");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let port = loop {
        let line = lines
            .next_line()
            .await
            .unwrap()
            .expect("the server logs 'listening' before it exits");
        let Ok(entry) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        if entry["message"] == "listening" {
            break entry["port"].as_u64().unwrap();
        }
    };
    // Keep draining the log so the server never blocks on a full pipe.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Served {
        child,
        base: format!("http://127.0.0.1:{port}"),
    }
}

/// Asks the server to stop (SIGTERM) and waits for a clean exit.
async fn stop(mut served: Served) {
    let pid = served.child.id().unwrap();
    let status = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .await
        .unwrap();
    assert!(status.success());
    let exit = served.child.wait().await.unwrap();
    assert!(exit.success(), "the server exits cleanly: {exit:?}");
}

#[tokio::test]
async fn serve_runs_its_own_database_and_keeps_data_across_restarts() {
    let data_dir = std::env::temp_dir().join(format!("spyfall-serve-{}", uuid::Uuid::new_v4()));
    let client = reqwest::Client::new();

    let served = start(&data_dir).await;
    let ready = client
        .get(format!("{}/readyz", served.base))
        .send()
        .await
        .unwrap();
    assert_eq!(ready.status(), StatusCode::OK);
    let res = client
        .post(format!("{}/api/v1/guests", served.base))
        .json(&json!({"display_name": "Persistent"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let token = res.json::<Value>().await.unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string();
    stop(served).await;
    assert!(
        !data_dir.join("postgres/postmaster.pid").exists(),
        "the embedded PostgreSQL was stopped with the server"
    );

    let served = start(&data_dir).await;
    let ready = client
        .get(format!("{}/readyz", served.base))
        .send()
        .await
        .unwrap();
    assert_eq!(ready.status(), StatusCode::OK);
    // The user, the token and the signing secret all survived.
    let me = client
        .get(format!("{}/api/v1/me", served.base))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), StatusCode::OK);
    assert_eq!(
        me.json::<Value>().await.unwrap()["display_name"],
        "Persistent"
    );
    stop(served).await;
    std::fs::remove_dir_all(&data_dir).ok();
}

#[tokio::test]
async fn a_bad_setting_stops_the_binary_with_the_variables_name() {
    let out = Command::new(env!("CARGO_BIN_EXE_spyfall"))
        .env("SPYFALL_ADDR", "not-an-address")
        .output()
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("SPYFALL_ADDR"), "{stderr}");
}
