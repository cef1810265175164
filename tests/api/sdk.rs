//! The Python SDK (sdk/python): its own tests against a scripted stub (resends, keys,
//! Retry-After, the long-poll fallback), and the bot of docs/examples/bot.py playing a
//! whole game against the real server through it, four phones on four threads.

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
