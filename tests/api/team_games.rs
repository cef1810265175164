//! Team games over HTTP: who captains, who deals, and when the game is over (R-10.7 to
//! ), with players joining and leaving as at a real table.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, player_id as id, spawn_app};

const NAMES: [&str; 9] = ["Ana", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ivy"];

/// One-minute team rounds with ten seconds for the spy's guess.
async fn team_table(app: &TestApp, n: usize) -> (String, Vec<Player>) {
    let settings = json!({"rule_set": "time_travel", "mode": "team", "round_minutes": 1,
                          "vote_timeout_seconds": 10, "pack_ids": ["time-travel"]});
    app.table(&NAMES[..n], settings).await
}

/// Deals the next round as `by` and answers the dealt round's view.
async fn deal(app: &TestApp, code: &str, by: &Player) -> Value {
    let res = app.deal(code, by).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    res.json::<Value>().await.unwrap()["round"].clone()
}

/// Lets the round in play run out: time up, then the spy's guess times out.
async fn run_out(app: &TestApp, code: &str, watcher: &Player) -> Value {
    app.clock.advance(60_000 + 10_000);
    let view = app.room(code, watcher).await;
    assert_eq!(view["round"]["phase"], "over", "{}", view["round"]);
    view
}

/// `player` leaves the room.
async fn leave(app: &TestApp, code: &str, player: &Player) {
    let me = app.room(code, player).await;
    let path = format!("/api/v1/rooms/{code}/players/{}", id(&me));
    let res = app
        .send(Method::DELETE, &path, Some(&player.token), None)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
}

/// The host's deal is refused: the game is over.
async fn refused_as_over(app: &TestApp, code: &str, host: &Player) {
    assert_problem(
        app.deal(code, host).await,
        StatusCode::CONFLICT,
        "game_over",
    )
    .await;
}

fn kinds(moves: &Value) -> Vec<String> {
    (moves.as_array().unwrap().iter())
        .map(|m| m["type"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn r_10_7_r_10_9_a_newcomer_during_the_last_round_captains_and_deals_next() {
    let app = spawn_app().await;
    let (code, mut p) = team_table(&app, 7).await;
    let started = app.start_game(&code, &p[0]).await;
    assert_eq!(started["game"]["rounds_total"], 4, "one pass of seven");
    let mut announced = started["table"]["next_dealer_id"].clone();
    assert_eq!(
        announced,
        json!(id(&started)),
        "round 1's first captain, not drawn"
    );
    for round in 1..=4 {
        let dealt = deal(&app, &code, &p[0]).await;
        // the dealer is the first captain, as the table was told before the deal.
        assert_eq!(dealt["dealer_id"], announced, "round {round}");
        assert_eq!(dealt["team"]["captains"][0], announced, "round {round}");
        if round == 4 {
            // A newcomer sits down during the last round of the pass.
            let newcomer = app.guest(NAMES[7]).await;
            assert_eq!(
                app.join(&code, &newcomer).await.status(),
                StatusCode::CREATED
            );
            p.push(newcomer);
            let seen = app.room(&code, &p[7]).await;
            assert_eq!(seen["me"]["in_round"], false);
            assert_eq!(seen["game"]["rounds_total"], 5, "their turn is counted");
        }
        let over = run_out(&app, &code, &p[1]).await;
        announced = over["table"]["next_dealer_id"].clone();
    }
    let newcomer = app.room(&code, &p[7]).await;
    assert_eq!(newcomer["game"]["over"], false);
    assert_eq!(newcomer["game"]["end_reason"], Value::Null);
    assert_eq!(newcomer["table"]["next_dealer_id"], json!(id(&newcomer)));
    assert_eq!(kinds(&newcomer["me"]["table_moves"]), ["deal", "leave"]);
    // The newcomer deals their own round as its first captain.
    let dealt = deal(&app, &code, &p[7]).await;
    assert_eq!(dealt["dealer_id"], json!(id(&newcomer)));
    assert_eq!(dealt["team"]["captains"][0], json!(id(&newcomer)));
    let over = run_out(&app, &code, &p[1]).await;
    assert_eq!(over["game"]["over"], true);
    assert_eq!(over["game"]["end_reason"], "everyone_captained");
    assert_eq!(over["game"]["rounds_total"], 5);
    refused_as_over(&app, &code, &p[0]).await;
}

#[tokio::test]
async fn r_10_8_a_team_game_that_drops_below_seven_is_over_and_its_scores_stand() {
    let app = spawn_app().await;
    let (code, p) = team_table(&app, 7).await;
    app.start_game(&code, &p[0]).await;
    deal(&app, &code, &p[0]).await;
    let after_one = run_out(&app, &code, &p[1]).await;
    let standings = after_one["game"]["standings"].clone();
    deal(&app, &code, &p[0]).await;
    // Gus leaves during round 2: it is void, six are left, the game is over.
    leave(&app, &code, &p[6]).await;
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["round"]["result"]["outcome"]["kind"], "voided");
    assert_eq!(view["game"]["over"], true);
    assert_eq!(view["game"]["end_reason"], "too_few_players");
    assert_eq!(
        view["game"]["standings"], standings,
        "round 1's points stand"
    );
    refused_as_over(&app, &code, &p[0]).await;
    // A newcomer makes seven again: the game stays over; the host may start another.
    let newcomer = app.guest(NAMES[8]).await;
    assert_eq!(
        app.join(&code, &newcomer).await.status(),
        StatusCode::CREATED
    );
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["game"]["over"], true);
    assert_eq!(view["game"]["end_reason"], "too_few_players");
    assert!(kinds(&view["me"]["table_moves"]).contains(&"start_game".to_string()));
    refused_as_over(&app, &code, &p[0]).await;
}

#[tokio::test]
async fn r_10_8_before_its_first_deal_a_short_team_game_is_refused_not_over() {
    let app = spawn_app().await;
    let (code, p) = team_table(&app, 6).await;
    app.start_game(&code, &p[0]).await;
    let res = app.deal(&code, &p[0]).await;
    let problem = assert_problem(res, StatusCode::CONFLICT, "too_few_players").await;
    assert!(problem["detail"].as_str().unwrap().contains("7 to 12"));
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["game"]["over"], false);
    // A seventh player sits down and the game deals.
    let seventh = app.guest(NAMES[6]).await;
    assert_eq!(
        app.join(&code, &seventh).await.status(),
        StatusCode::CREATED
    );
    deal(&app, &code, &p[0]).await;
}

#[tokio::test]
async fn r_10_7_a_departure_between_rounds_that_leaves_nobody_to_captain_ends_the_game() {
    let app = spawn_app().await;
    let (code, p) = team_table(&app, 9).await;
    app.start_game(&code, &p[0]).await;
    for _ in 0..4 {
        deal(&app, &code, &p[0]).await;
        run_out(&app, &code, &p[1]).await;
    }
    // Eight of nine have captained; Ivy, the last, leaves between rounds.
    let ivy = app.room(&code, &p[8]).await;
    assert_eq!(ivy["table"]["next_dealer_id"], json!(id(&ivy)));
    leave(&app, &code, &p[8]).await;
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["game"]["over"], true);
    assert_eq!(view["game"]["end_reason"], "everyone_captained");
    assert_eq!(view["game"]["rounds_total"], 4);
    assert_eq!(view["table"]["next_dealer_id"], Value::Null);
    // She comes back: the game stays over.
    assert_eq!(app.join(&code, &p[8]).await.status(), StatusCode::CREATED);
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["game"]["over"], true);
    refused_as_over(&app, &code, &p[0]).await;
}
