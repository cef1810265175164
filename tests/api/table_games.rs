//! The table app played in a real headless Chromium, one browser context per phone, by
//! the scripts in tests/browser/: a classic game with five phones (table.mjs), a TV
//! watching a round (tv.mjs), a host who moderates without playing (moderator.mjs), the other
//! modes (variants.mjs), a table in three languages (languages.mjs), a location list
//! made and shared at the table (lists.mjs), a league night
//! (night.mjs), a spy's phone beside a non-spy's
//! with the cards face down in every mode (glance.mjs), and the page's own first screen
//! before the app has run (first_screen.mjs). Each script checks on every
//! page a phone showed. A script asks for what only the test can do by printing
//! `@@REQUEST` (`advance-clock MS`: move the server's clock; others are the test's own,
//! such as the organizer seating a round); the test does it and answers `ok`. Set
//! SPYFALL_SCREENSHOTS to a directory to keep screenshots.

use std::path::Path;
use std::process::Stdio;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::Command;

use spyfall::staff::Role;

use crate::admin::league::{Night, account, between};
use crate::helpers::{TestApp, spawn_app, spawn_app_with};

/// Runs `node SCRIPT BASE ARGS…` to its end, moving the clock when asked and passing its
/// other requests to `serve`; returns stdout.
async fn play(
    app: &TestApp,
    script: &str,
    args: &[&str],
    mut serve: impl AsyncFnMut(&str),
) -> String {
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
        if let Some(request) = line.strip_prefix("@@") {
            match request.strip_prefix("advance-clock ") {
                Some(ms) => app.clock.advance(ms.parse().expect("milliseconds")),
                None => serve(request).await,
            }
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

/// One game of variants.mjs on a server of its own.
async fn variant(game: &str) {
    let app = spawn_app().await;
    play(&app, "variants.mjs", &[game], async |_| {}).await;
}

/// One comparison of glance.mjs: with the cards face down, a spy's phone and a non-spy's
/// show the same screen at every phase of `mode` (R-2.5; API.md: a phone lying on the
/// table is public).
async fn glance(mode: &str) {
    let app = spawn_app().await;
    play(&app, "glance.mjs", &[mode], async |_| {}).await;
}

#[tokio::test]
async fn r_2_5_face_down_a_spys_phone_looks_like_anyones_in_classic_play() {
    glance("classic").await;
}

#[tokio::test]
async fn r_2_5_face_down_a_spys_phone_looks_like_anyones_in_final_voting() {
    glance("final-voting").await;
}

#[tokio::test]
async fn r_2_5_face_down_a_spys_phone_looks_like_anyones_with_three_players() {
    glance("three").await;
}

#[tokio::test]
async fn r_2_5_face_down_a_spys_phone_looks_like_anyones_with_two_players() {
    glance("two").await;
}

#[tokio::test]
async fn r_2_5_face_down_a_spys_phone_looks_like_anyones_in_team_mode() {
    glance("team").await;
}

#[tokio::test]
async fn r_2_5_r_12_2_face_down_a_spys_phone_looks_like_anyones_with_two_spies() {
    glance("two-spies").await;
}

#[tokio::test]
async fn five_phones_play_a_classic_game_with_nothing_but_the_join_code() {
    // The lobby shows the address phones open (SPYFALL_PUBLIC_URL), not the test's own.
    let public = "http://192.168.1.20:8080";
    let app = spawn_app_with(|vars| vars.push(("SPYFALL_PUBLIC_URL".into(), public.into()))).await;
    play(&app, "table.mjs", &[public], async |_| {}).await;
}

#[tokio::test]
async fn r_2_5_a_tv_watches_a_whole_round_by_the_code_alone_and_shows_nothing_secret() {
    let app = spawn_app().await;
    play(&app, "tv.mjs", &[], async |_| {}).await;
}

#[tokio::test]
async fn r_1_2_a_host_moderates_a_round_on_a_phone_with_no_card_and_scores_nothing() {
    let app = spawn_app().await;
    play(&app, "moderator.mjs", &[], async |_| {}).await;
}

#[tokio::test]
async fn the_pages_own_first_screen_takes_typing_until_the_app_takes_over() {
    let app = spawn_app().await;
    play(&app, "first_screen.mjs", &[], async |_| {}).await;
}

#[tokio::test]
async fn r_5_1_a_table_in_three_languages_plays_and_the_guess_goes_by_id() {
    let app = spawn_app().await;
    play(&app, "languages.mjs", &[], async |_| {}).await;
}

#[tokio::test]
async fn a_guest_shares_a_location_list_and_another_plays_eight_of_it() {
    let app = spawn_app().await;
    play(&app, "lists.mjs", &[], async |_| {}).await;
}

#[tokio::test]
async fn time_runs_out_into_final_voting_on_every_phone() {
    variant("final-voting").await;
}

#[tokio::test]
async fn three_phones_reveal_the_middle_card() {
    variant("three").await;
}

#[tokio::test]
async fn seven_phones_play_a_whole_team_game() {
    variant("team").await;
}

#[tokio::test]
async fn r_4_4_r_7_5_a_dead_phone_shows_as_missing_and_the_host_removes_it() {
    variant("dead-phone").await;
}

#[tokio::test]
async fn seven_phones_play_with_two_spies() {
    variant("two-spies").await;
}

#[tokio::test]
async fn phones_follow_their_table_through_a_league_night() {
    let app = spawn_app().await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    let mut night = Night::create(organizer, "2").await;
    for name in ["Ana", "Boris", "Chen", "Dana"] {
        account(&app, &name.to_lowercase(), name).await;
    }
    let page = night
        .ok("/players", &[("kind", "walk_in"), ("display_name", "Emil")])
        .await;
    let claim = between(&page.body, "Their claim code: ", "<")
        .trim()
        .to_string();
    // Tables of exactly four: of the five phones, one sits each round out.
    night
        .ok(
            "/seating/options",
            &[("method", "fewest_repeats"), ("min", "4"), ("max", "4")],
        )
        .await;
    let code = night.code.clone();
    play(&app, "night.mjs", &[&code, &claim], async |request| {
        assert_eq!(request, "seat", "the night script asks only to seat");
        night.ok("/seating", &[]).await;
        night.ok("/seating/confirm", &[]).await;
    })
    .await;
}
