//! A night's settings after it was created: all of them until the first seating round is
//! seated, then its name and seating rounds only (issue 34: a round added while it runs).

use reqwest::StatusCode;
use spyfall::staff::Role;

use super::Page;
use super::league::{Night, between};
use super::league_rules::registered;
use crate::helpers::{TestApp, spawn_app};

/// The night's name, seating rounds, games per table and table settings as stored.
async fn stored(app: &TestApp) -> (String, i32, i32, serde_json::Value) {
    sqlx::query_as("SELECT name, seating_rounds, games_per_table, settings FROM nights")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// The settings form as a night not yet started sends it.
fn every_setting<'a>(name: &'a str, rounds: &'a str, minutes: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("scope", "all"),
        ("name", name),
        ("seating_rounds", rounds),
        ("games_per_table", "2"),
        ("rule_set", "classic"),
        ("mode", "standard"),
        ("packs", "spyfall1"),
        ("packs", "spyfall2"),
        ("rounds", "3"),
        ("round_minutes", minutes),
        ("vote_timeout_seconds", "90"),
    ]
}

/// The fingerprint the settings page is drawn with now.
async fn seen(night: &mut Night<'_>) -> String {
    let form = night.b.get(&format!("{}/settings", night.url)).await;
    between(&form.body, "name=\"seen\" value=\"", "\"").to_string()
}

/// Sends the settings form as drawn now with `fields`; the page after.
async fn save(night: &mut Night<'_>, fields: &[(&str, &str)]) -> Page {
    let seen = seen(night).await;
    let mut all = vec![("seen", seen.as_str())];
    all.extend_from_slice(fields);
    night.post("/settings", &all).await
}

#[tokio::test]
async fn a_nights_settings_change_until_it_starts_and_a_round_is_added_while_it_runs() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    night
        .page()
        .await
        .assert_has("Change the night&#39;s settings…");
    let form = night.b.get(&format!("{}/settings", night.url)).await;
    assert_eq!(form.status, StatusCode::OK);
    form.assert_has("name=\"scope\" value=\"all\"");

    // Before the first seating round: everything, the packs ticked from the list.
    let page = save(&mut night, &every_setting("Night one, renamed", "3", "")).await;
    page.assert_has("3 seating rounds");
    let (name, rounds, games, settings) = stored(&app).await;
    assert_eq!((name.as_str(), rounds, games), ("Night one, renamed", 3, 2));
    assert_eq!(
        settings["pack_ids"],
        serde_json::json!(["spyfall1", "spyfall2"])
    );
    assert_eq!(
        (settings["rounds"].clone(), settings["show_roles"].clone()),
        (3.into(), false.into())
    );

    // Seated: the table settings are fixed, the form says so and sends the rounds only.
    registered(&app, &night, 4).await;
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    let form = night.b.get(&format!("{}/settings", night.url)).await;
    form.assert_has("<fieldset class=\"plain\" disabled>");
    form.assert_has("name=\"scope\" value=\"rounds\"");
    let added = [
        ("scope", "rounds"),
        ("name", "Night one"),
        ("seating_rounds", "4"),
    ];
    save(&mut night, &added)
        .await
        .assert_has("4 seating rounds");
    let (name, rounds, games, after) = stored(&app).await;
    assert_eq!((name.as_str(), rounds, games), ("Night one", 4, 2));
    assert_eq!(after, settings, "the tables' settings stay");

    // A stale full form changing what the tables play is refused and changes nothing.
    let refused = save(&mut night, &every_setting("Night one", "4", "5")).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    refused.assert_has("The tables already play with these settings");
    assert_eq!(stored(&app).await.3, settings);

    // Rounds seated or proposed stay: round 2 is proposed, so the night keeps 2.
    night.ok("/seating", &[]).await;
    let fewer = [
        ("scope", "rounds"),
        ("name", "Night one"),
        ("seating_rounds", "1"),
    ];
    let refused = save(&mut night, &fewer).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    refused.assert_has("keeps at least 2");
    assert_eq!(stored(&app).await.1, 4);

    // Two tabs: the second, drawn before the first saved, would undo that save; refused,
    // it shows the settings as they are now.
    let drawn = seen(&mut night).await;
    let renamed = [
        ("scope", "rounds"),
        ("name", "Night one at the bar"),
        ("seating_rounds", "4"),
    ];
    save(&mut night, &renamed).await;
    let older = [
        ("seen", drawn.as_str()),
        ("scope", "rounds"),
        ("name", "Night one"),
        ("seating_rounds", "5"),
    ];
    let refused = night.post("/settings", &older).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    refused.assert_has("since this page was loaded, so nothing was saved");
    refused.assert_has("value=\"Night one at the bar\"");
    let (name, rounds, _, _) = stored(&app).await;
    assert_eq!((name.as_str(), rounds), ("Night one at the bar", 4));
}
