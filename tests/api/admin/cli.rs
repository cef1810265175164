//! The command line: `create-admin` reads the password from standard input, never from an
//! argument; `packs export|import` in both formats.

use std::process::Stdio;

use reqwest::StatusCode;
use tokio::io::AsyncWriteExt;
use tokio::process::Command;

use super::{Browser, PASSWORD};
use crate::helpers::{TestApp, run_ok, spawn_app};

fn spyfall(app: &TestApp) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_spyfall"));
    c.env("DATABASE_URL", app.database_url())
        .env(
            "SPYFALL_PACKS_DIR",
            concat!(env!("CARGO_MANIFEST_DIR"), "/locations"),
        )
        .env("RUST_LOG", "warn")
        .kill_on_drop(true);
    c
}

async fn create_admin(app: &TestApp, args: &[&str], stdin: &str) -> std::process::Output {
    let mut child = spyfall(app)
        .arg("create-admin")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .await
        .unwrap();
    child.wait_with_output().await.unwrap()
}

#[tokio::test]
async fn create_admin_takes_the_password_from_standard_input() {
    let app = spawn_app().await;
    let out = create_admin(&app, &["Boss"], &format!("{PASSWORD}\n")).await;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("account 'boss' (admin) created"));
    let mut b = Browser::new(&app);
    assert_eq!(
        b.log_in("boss", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );

    // Again: a new password and role for the same account.
    let out = create_admin(
        &app,
        &["boss", "--role", "organizer"],
        "another long password\n",
    )
    .await;
    assert!(String::from_utf8_lossy(&out.stderr).contains("updated"));
    let mut b = Browser::new(&app);
    assert_eq!(
        b.log_in("boss", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    let page = b.log_in("boss", "another long password").await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert!(
        !b.get("/admin/packs")
            .await
            .body
            .contains("/admin/accounts\""),
        "an organizer now"
    );

    // A short password, an unknown role, or a password as an argument: refused.
    assert!(
        !create_admin(&app, &["sam"], "short\n")
            .await
            .status
            .success()
    );
    assert!(
        !create_admin(&app, &["sam", "--role", "root"], &format!("{PASSWORD}\n"))
            .await
            .status
            .success()
    );
    assert!(
        !create_admin(&app, &["sam", PASSWORD], "")
            .await
            .status
            .success()
    );
}

/// Issue 35: `create-admin` on a player's username changes nothing unless told to promote
/// it, and then the player's sessions end.
#[tokio::test]
async fn create_admin_refuses_a_players_name_unless_told_to_promote_it() {
    let app = spawn_app().await;
    let player = super::league::account(&app, "wanda", "Wanda").await;
    let out = create_admin(&app, &["wanda"], &format!("{PASSWORD}\n")).await;
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is a player's account"));
    let me = app.get("/api/v1/me", Some(&player.token)).await;
    assert_eq!(me.status(), StatusCode::OK, "nothing changed");
    assert_eq!(
        Browser::new(&app).log_in("wanda", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );

    let out = create_admin(
        &app,
        &["wanda", "--promote-player"],
        &format!("{PASSWORD}\n"),
    )
    .await;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("made staff from a player account"));
    let me = app.get("/api/v1/me", Some(&player.token)).await;
    assert_eq!(
        me.status(),
        StatusCode::UNAUTHORIZED,
        "the player's session ended"
    );
    assert_eq!(
        Browser::new(&app).log_in("wanda", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    // A staff account logs in through the panel only: the player API knows no such name.
    let login = serde_json::json!({ "username": "wanda", "password": PASSWORD });
    let res = app.post("/api/v1/sessions", None, login).await;
    crate::helpers::assert_problem(res, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
}

#[tokio::test]
async fn packs_export_and_import_round_trip_in_both_formats() {
    let app = spawn_app().await;
    let dir = std::env::temp_dir().join(format!("spyfall-cli-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("s2.csv");
    run_ok(
        spyfall(&app)
            .args(["packs", "export", "spyfall2", "--format", "csv", "-o"])
            .arg(&csv),
    )
    .await;
    let text = std::fs::read_to_string(&csv).unwrap();
    // The bundled pack's translations travel as two columns per language.
    assert!(
        text.starts_with("location,role,location.de,role.de,"),
        "{text}"
    );

    // A CSV names no pack: --id and --name make one.
    let mut no_id = spyfall(&app);
    no_id.args(["packs", "import"]).arg(&csv);
    assert!(!no_id.output().await.unwrap().status.success());
    run_ok(
        spyfall(&app)
            .args([
                "packs",
                "import",
                "--id",
                "second",
                "--name",
                "Second",
                "--publish",
            ])
            .arg(&csv),
    )
    .await;
    let again = run_ok(spyfall(&app).args(["packs", "export", "second", "--format", "csv"])).await;
    assert_eq!(again, text);
    let listed: serde_json::Value = app
        .get("/api/v1/packs/second", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed["location_count"], 20);

    // TOML: export, change the id, import, export: the same file.
    let toml = run_ok(spyfall(&app).args(["packs", "export", "spyfall2"])).await;
    let file = dir.join("copy.toml");
    std::fs::write(&file, toml.replace("id = \"spyfall2\"", "id = \"copy\"")).unwrap();
    run_ok(spyfall(&app).args(["packs", "import"]).arg(&file)).await;
    let copy = run_ok(spyfall(&app).args(["packs", "export", "copy"])).await;
    assert_eq!(copy.replace("\"copy\"", "\"spyfall2\""), toml);
    std::fs::remove_dir_all(&dir).ok();
}
