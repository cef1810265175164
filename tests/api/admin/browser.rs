//! The admin panel in a real headless Chromium, driven by tests/browser/admin.mjs with
//! Playwright (playwright-core and Debian's chromium; scripts/setup.sh installs both).
//! Set SPYFALL_SCREENSHOTS to a directory to keep screenshots of the main pages.

use spyfall::staff::Role;

use super::PASSWORD;
use crate::helpers::{run_ok, spawn_app};

#[tokio::test]
async fn an_organizer_makes_and_publishes_a_pack_in_a_real_browser() {
    let app = spawn_app().await;
    app.account("olga", Role::Organizer).await;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser");
    let mut node = tokio::process::Command::new("node");
    node.current_dir(dir)
        .arg("admin.mjs")
        .args([&app.address, "olga", PASSWORD])
        .kill_on_drop(true);
    if let Ok(shots) = std::env::var("SPYFALL_SCREENSHOTS") {
        // Relative to the project, as the README gives it.
        node.env(
            "SCREENSHOTS",
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(shots),
        );
    }
    let out = run_ok(&mut node).await;
    println!("{out}");
    assert!(out.contains("ok: every step passed"), "{out}");
}
