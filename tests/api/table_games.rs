//! The table app played in a real headless Chromium, one browser context per phone, by
//! the scripts in tests/browser/: a classic game with five phones (table.mjs) and the other
//! modes (variants.mjs). Each script checks on every page a phone showed. A script
//! asks for the server's clock to move by printing `@@advance-clock MS`; this test moves
//! it and answers `ok`. Set SPYFALL_SCREENSHOTS to a directory to keep screenshots.

use std::path::Path;
use std::process::Stdio;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::Command;

use crate::helpers::{TestApp, spawn_app};

/// Runs `node SCRIPT BASE ARGS…` to its end, serving its clock requests; returns stdout.
async fn play(app: &TestApp, script: &str, args: &[&str]) -> String {
    let mut node = Command::new("node");
    node.current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser"))
        .arg(script)
        .arg(&app.address)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .kill_on_drop(true);
    if let Ok(shots) = std::env::var("SPYFALL_SCREENSHOTS") {
        node.env(
            "SCREENSHOTS",
            Path::new(env!("CARGO_MANIFEST_DIR")).join(shots),
        );
    }
    let mut child = node.spawn().expect("node runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let mut lines = BufReader::new(child.stdout.take().expect("a pipe")).lines();
    let mut out = String::new();
    while let Some(line) = lines.next_line().await.expect("the script's output") {
        if let Some(ms) = line.strip_prefix("@@advance-clock ") {
            app.clock.advance(ms.parse().expect("milliseconds"));
            stdin.write_all(b"ok\n").await.expect("the script reads");
        } else {
            out.push_str(&line);
            out.push('\n');
        }
    }
    drop(stdin);
    let status = child.wait().await.expect("node ends");
    println!("{out}");
    assert!(
        status.success() && out.contains("ok: every step passed"),
        "{script} {args:?} failed:\n{out}"
    );
    out
}

#[tokio::test]
async fn five_phones_play_a_classic_game_with_nothing_but_the_join_code() {
    let app = spawn_app().await;
    play(&app, "table.mjs", &[]).await;
}

#[tokio::test]
async fn time_runs_out_into_final_voting_on_every_phone() {
    let app = spawn_app().await;
    play(&app, "variants.mjs", &["final-voting"]).await;
}

#[tokio::test]
async fn three_phones_reveal_the_middle_card() {
    let app = spawn_app().await;
    play(&app, "variants.mjs", &["three"]).await;
}

#[tokio::test]
async fn seven_phones_play_a_team_round() {
    let app = spawn_app().await;
    play(&app, "variants.mjs", &["team"]).await;
}

#[tokio::test]
async fn seven_phones_play_with_two_spies() {
    let app = spawn_app().await;
    play(&app, "variants.mjs", &["two-spies"]).await;
}
