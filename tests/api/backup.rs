//! Backups as docs/operations.md gives them: `pg_dump` of a database in use, `pg_restore`
//! into a fresh one, and a server started on the copy serves the same views and signs in
//! the same accounts.

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::{Connection, PgConnection};

use crate::helpers::{run_ok, spawn_app, spawn_app_with};

/// A view without the instants that depend on when it was asked.
fn timeless(view: &Value) -> Value {
    let mut v = view.clone();
    let obj = v.as_object_mut().unwrap();
    obj.remove("now");
    if let Some(clock) = obj
        .get_mut("round")
        .and_then(|r| r.get_mut("clock"))
        .and_then(Value::as_object_mut)
    {
        clock.remove("remaining_ms");
    }
    v
}

#[tokio::test]
async fn a_dump_restored_into_a_fresh_database_serves_the_same_views() {
    let app = spawn_app().await;
    let (code, players) = app.four_playing().await;
    let res = app
        .post(
            "/api/v1/users",
            None,
            json!({"username": "keeper", "password": "correct horse battery", "display_name": "Keeper"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let mut before = Vec::new();
    for p in &players {
        before.push(timeless(&app.room(&code, p).await));
    }

    // Dumped while the server runs, restored into a database of its own.
    let dump = std::env::temp_dir().join(format!("spyfall-{}.dump", uuid::Uuid::new_v4()));
    // As psql would take it: without the client's own query parameters.
    let full = app.database_url();
    let url = full.split('?').next().unwrap().to_string();
    run_ok(
        tokio::process::Command::new("pg_dump")
            .args(["--format=custom", "--file"])
            .arg(&dump)
            .arg(&url),
    )
    .await;
    let copy_name = format!("spyfall_restored_{}", uuid::Uuid::new_v4().simple());
    let (server, _) = url.rsplit_once('/').unwrap();
    let mut admin = PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {copy_name}")))
        .execute(&mut admin)
        .await
        .unwrap();
    let copy_url = format!("{server}/{copy_name}");
    run_ok(
        tokio::process::Command::new("pg_restore")
            .args(["--no-owner", "--dbname"])
            .arg(&copy_url)
            .arg(&dump),
    )
    .await;
    std::fs::remove_file(&dump).unwrap();

    let restored =
        spawn_app_with(|vars| vars.push(("DATABASE_URL".into(), copy_url.clone()))).await;
    for (p, seen) in players.iter().zip(&before) {
        assert_eq!(&timeless(&restored.room(&code, p).await), seen);
    }
    let res = restored
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "keeper", "password": "correct horse battery"}),
        )
        .await;
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "the account signs in on the copy"
    );

    drop(restored);
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {copy_name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
}
