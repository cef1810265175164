//! The SDKs. Python (sdk/python): its own tests against a scripted stub (resends, keys,
//! Retry-After, the long-poll fallback), and the bot of docs/examples/bot.py playing a
//! whole game against the real server through it, four phones on four threads.
//! TypeScript (sdk/typescript, which the table app imports): its tests against a scripted
//! stub, then against the real server (crossing moves, following by the stream, and its
//! example bots' whole game).

use std::path::Path;

use tokio::process::Command;

use crate::contract::run;
use crate::helpers::spawn_app;

fn sdk() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sdk/python")
}

#[tokio::test]
async fn the_python_sdk_resends_as_it_says_and_falls_back_to_long_polls() {
    let (ok, text) = run(Command::new("python3")
        .args(["-m", "unittest", "discover", "-s"])
        .arg(sdk().join("tests"))
        .env("PYTHONPATH", sdk()))
    .await;
    assert!(ok && text.contains("OK"), "{text}");
}

#[tokio::test]
async fn the_example_bots_play_a_whole_game_through_the_python_sdk() {
    let app = spawn_app().await;
    let bot = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/bot.py");
    let mut command = Command::new("python3");
    command
        .arg(bot)
        .arg(app.url(""))
        .env("PYTHONPATH", sdk())
        .kill_on_drop(true);
    // A bound for a failing run only: the game ends by the bots' moves, not by time.
    let played = tokio::time::timeout(std::time::Duration::from_secs(300), run(&mut command));
    let (ok, text) = played.await.expect("the bots finish within 5 minutes");
    assert!(ok && text.contains("standings add up"), "{text}");
}

/// The TypeScript SDK, its tests and its example compiled into a new scratch folder (two
/// tests compile at once, so not into the package's own `out/`), as ES modules.
async fn compiled_typescript(what: &str) -> std::path::PathBuf {
    let package = Path::new(env!("CARGO_MANIFEST_DIR")).join("sdk/typescript");
    let out = std::env::temp_dir().join(format!("spyfall-ts-{what}-{}", uuid::Uuid::new_v4()));
    let (ok, text) = run(Command::new(package.join("node_modules/.bin/tsc"))
        .arg("-p")
        .arg(package.join("tsconfig.test.json"))
        .arg("--outDir")
        .arg(&out))
    .await;
    assert!(ok, "the TypeScript SDK compiles: {text}");
    std::fs::write(out.join("package.json"), r#"{"type": "module"}"#).unwrap();
    out
}

/// `node --test` over the compiled `*.test.js` files of `dir`.
fn node_tests(dir: &Path) -> Command {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".test.js"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "tests in {dir:?}");
    let mut command = Command::new("node");
    command
        .args(["--test", "--test-timeout=240000", "--test-reporter=spec"])
        .args(files)
        .kill_on_drop(true);
    command
}

#[tokio::test]
async fn the_typescript_sdk_resends_follows_and_falls_back_as_it_says() {
    let out = compiled_typescript("stub").await;
    let mut command = node_tests(&out.join("test"));
    // A bound for a failing run only: each test ends by what the stub answers.
    let tested = tokio::time::timeout(std::time::Duration::from_secs(120), run(&mut command));
    let (ok, text) = tested
        .await
        .expect("the SDK's tests finish within 2 minutes");
    std::fs::remove_dir_all(&out).ok();
    assert!(ok && text.contains("fail 0"), "{text}");
}

#[tokio::test]
async fn the_typescript_sdk_plays_against_the_real_server() {
    let app = spawn_app().await;
    let out = compiled_typescript("server").await;
    let mut command = node_tests(&out.join("test/server"));
    command.env("SPYFALL_URL", app.url(""));
    // A bound for a failing run only: the games end by the moves, not by time.
    let played = tokio::time::timeout(std::time::Duration::from_secs(300), run(&mut command));
    let (ok, text) = played
        .await
        .expect("the SDK's games finish within 5 minutes");
    std::fs::remove_dir_all(&out).ok();
    assert!(ok && text.contains("fail 0"), "{text}");
}
