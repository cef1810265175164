//! The host's pause over HTTP (a decision that extends, docs/rules-decisions.md):
//! offered in `me.table_moves`, shown in every view, every clock standing still, no move but
//! leaving, removals and calling the round off accepted, and retention not closing the room
//! before its idle hours.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, player_id, spawn_app_with};

const HOUR: i64 = 3_600_000;

async fn pause(app: &TestApp, code: &str, by: &Player, body: Value) -> reqwest::Response {
    let path = format!("/api/v1/rooms/{code}/rounds/current/pause");
    app.post(&path, Some(&by.token), body).await
}

async fn resume(app: &TestApp, code: &str, by: &Player) -> reqwest::Response {
    let path = format!("/api/v1/rooms/{code}/rounds/current/resume");
    app.post(&path, Some(&by.token), json!({})).await
}

fn move_types(view: &Value) -> Vec<String> {
    let moves = view["me"]["table_moves"].as_array().unwrap();
    moves
        .iter()
        .map(|m| m["type"].as_str().unwrap().to_string())
        .collect()
}

/// Moves the server's clock on by `ms` and waits for a sweep that started after.
async fn pass_time(app: &TestApp, ms: i64) {
    app.clock.advance(ms);
    app.sweep().await;
}

#[tokio::test]
async fn r_1_5_pause_over_http_stops_the_table_until_the_host_resumes() {
    let app =
        spawn_app_with(|vars| vars.push(("SPYFALL_ROOM_IDLE_HOURS".into(), "24".into()))).await;
    let (code, p) = app.four_playing().await;
    let (host, other) = (&p[0], &p[1]);
    assert!(move_types(&app.room(&code, host).await).contains(&"pause_round".into()));
    assert!(!move_types(&app.room(&code, other).await).contains(&"pause_round".into()));
    assert_problem(
        pause(&app, &code, other, json!({})).await,
        StatusCode::FORBIDDEN,
        "not_host",
    )
    .await;
    let long = json!({"reason": "x".repeat(101)});
    assert_problem(
        pause(&app, &code, host, long).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_pause_reason",
    )
    .await;
    assert_problem(
        resume(&app, &code, host).await,
        StatusCode::CONFLICT,
        "round_not_paused",
    )
    .await;

    let res = pause(&app, &code, host, json!({"reason": "  Pizza is here "})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    let round = &view["round"];
    assert_eq!(round["paused"]["reason"], "Pizza is here");
    assert_eq!(round["paused"]["player_id"], player_id(&view));
    assert_eq!(round["clock"]["running"], false);
    let left = round["clock"]["remaining_ms"].as_i64().unwrap();
    assert_eq!(
        move_types(&view),
        [
            "abandon_round",
            "resume_round",
            "hand_over_host",
            "kick",
            "leave"
        ],
        "no pause again; a host whose phone dies may still be replaced"
    );
    // Every phone shows it; nobody may move.
    let seen = app.room(&code, other).await;
    assert_eq!(seen["round"]["paused"], round["paused"]);
    assert_eq!(seen["me"]["moves"], json!([]));
    assert_eq!(move_types(&seen), ["leave"]);
    let turn = round["turn_player_id"].as_str().unwrap();
    let mut ids = Vec::new();
    for q in &p {
        ids.push(player_id(&app.room(&code, q).await));
    }
    let asker = &p[ids.iter().position(|id| id == turn).unwrap()];
    let target = ids.iter().find(|id| *id != turn).unwrap();
    let ask = json!({"type": "ask", "target": target});
    assert_problem(
        app.act(&code, asker, ask.clone()).await,
        StatusCode::CONFLICT,
        "round_paused",
    )
    .await;
    assert_problem(
        pause(&app, &code, host, json!({})).await,
        StatusCode::CONFLICT,
        "round_paused",
    )
    .await;

    // The one-minute round would have run out long ago; nor does retention close the
    // room before a day has passed since the pause.
    pass_time(&app, 23 * HOUR).await;
    let view = app.room(&code, other).await;
    assert_eq!(view["table"]["closed"], false);
    assert_eq!(view["round"]["phase"], "playing");
    assert_eq!(view["round"]["clock"]["remaining_ms"], left);

    let res = resume(&app, &code, host).await;
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["round"]["paused"], Value::Null);
    assert_eq!(view["round"]["clock"]["running"], true);
    assert!(move_types(&view).contains(&"pause_round".into()));
    let log: Vec<&str> = (view["round"]["log"].as_array().unwrap().iter())
        .map(|e| e["event"]["type"].as_str().unwrap())
        .collect();
    assert_eq!(log, ["round_paused", "round_resumed"]);
    app.act_ok(&code, asker, ask).await;

    // Paused again and left a whole day: the room closes like any idle room. The sweep's
    // change reaches the room's shared view by notification: wait for its version.
    let res = pause(&app, &code, host, json!({})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let paused = res.json::<Value>().await.unwrap()["version"]
        .as_i64()
        .unwrap();
    pass_time(&app, 25 * HOUR).await;
    let closed = app.room_view_after(&code, other, paused).await;
    assert_eq!(closed["table"]["closed"], true);
}

#[tokio::test]
async fn r_1_5_a_paused_round_may_be_left_and_called_off() {
    let app = crate::helpers::spawn_app().await;
    let (code, p) = app.four_playing().await;
    assert_eq!(
        pause(&app, &code, &p[0], json!({})).await.status(),
        StatusCode::OK
    );
    let path = format!("/api/v1/rooms/{code}/rounds/current/abandon");
    let res = app
        .send(reqwest::Method::POST, &path, Some(&p[0].token), None)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["round"]["phase"], "over");
    assert_eq!(view["round"]["paused"], Value::Null);
    assert_problem(
        resume(&app, &code, &p[0]).await,
        StatusCode::CONFLICT,
        "no_round_in_progress",
    )
    .await;
}
