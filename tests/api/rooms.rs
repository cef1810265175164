//! Rooms and their lobby.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, spawn_app};

async fn table(app: &TestApp, names: &[&str]) -> Vec<Player> {
    let mut players = Vec::new();
    for name in names {
        players.push(app.guest(name).await);
    }
    players
}

/// The names of the players at the table, in seat order (those who left are listed after
/// them with `present: false`).
fn seat_names(view: &Value) -> Vec<String> {
    view["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["present"] == true)
        .map(|p| p["display_name"].as_str().unwrap().to_string())
        .collect()
}

fn player_id(view: &Value, name: &str) -> String {
    view["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["display_name"] == name)
        .map(|p| p["id"].as_str().unwrap().to_string())
        .unwrap()
}

#[tokio::test]
async fn r_1_1_four_players_sit_in_join_order() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "Ben", "Cy", "Di"]).await;
    let code = app
        .create_room(
            &p[0],
            json!({"rule_set": "time_travel", "pack_ids": ["time-travel"]}),
        )
        .await;
    // Codes are case-insensitive.
    let lower = code.to_lowercase();
    for player in &p[1..] {
        assert_eq!(app.join(&lower, player).await.status(), StatusCode::CREATED);
    }
    let view = app.room(&code, &p[2]).await;
    assert_eq!(seat_names(&view), vec!["Ana", "Ben", "Cy", "Di"]);
    let seats: Vec<u64> = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats, vec![0, 1, 2, 3]);
    assert_eq!(view["me"]["seat"], 2);
    assert_eq!(view["me"]["player_id"], player_id(&view, "Cy"));
    assert_eq!(view["host_id"], player_id(&view, "Ana"));
    assert_eq!(view["settings"]["rule_set"], "time_travel");
    assert_eq!(view["candidate_locations"].as_array().unwrap().len(), 20);
    assert_eq!(view["game"], Value::Null);
    assert_eq!(view["round"], Value::Null);
    assert!(view["now"].as_str().unwrap().ends_with('Z'));
    // Joining again changes nothing.
    assert_eq!(app.join(&code, &p[1]).await.status(), StatusCode::OK);
    let again = app.room(&code, &p[2]).await;
    assert_eq!(again["version"], view["version"]);
}

#[tokio::test]
async fn outsiders_see_the_lobby_without_a_seat() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "Eve"]).await;
    let code = app.create_room(&p[0], json!({})).await;
    let view = app.room(&code, &p[1]).await;
    assert_eq!(view["me"], Value::Null);
    assert_eq!(seat_names(&view), vec!["Ana"]);
    let res = app.get("/api/v1/rooms/BCDFG", Some(&p[0].token)).await;
    assert_problem(res, StatusCode::NOT_FOUND, "room_not_found").await;
    let res = app.get("/api/v1/rooms/not-a-code", Some(&p[0].token)).await;
    assert_problem(res, StatusCode::NOT_FOUND, "room_not_found").await;
}

#[tokio::test]
async fn r_1_2_the_thirteenth_player_is_refused() {
    let app = spawn_app().await;
    let names: Vec<String> = (0..13).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let p = table(&app, &refs).await;
    let code = app.create_room(&p[0], json!({})).await;
    for player in &p[1..12] {
        assert_eq!(app.join(&code, player).await.status(), StatusCode::CREATED);
    }
    let res = app.join(&code, &p[12]).await;
    assert_problem(res, StatusCode::CONFLICT, "room_full").await;
    assert_eq!(
        app.room(&code, &p[0]).await["players"]
            .as_array()
            .unwrap()
            .len(),
        12
    );
}

#[tokio::test]
async fn racing_joins_never_seat_more_than_twelve() {
    let app = spawn_app().await;
    let host = app.guest("Host").await;
    let code = app.create_room(&host, json!({})).await;
    let names: Vec<String> = (0..16).map(|i| format!("Racer{i}")).collect();
    let mut racers = Vec::new();
    for n in &names {
        racers.push(app.guest(n).await);
    }
    let results = futures_util::future::join_all(racers.iter().map(|p| app.join(&code, p))).await;
    let seated = results
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .count();
    let full = results
        .iter()
        .filter(|r| r.status() == StatusCode::CONFLICT)
        .count();
    assert_eq!((seated, full), (11, 5));
    let view = app.room(&code, &host).await;
    let seats: Vec<u64> = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats, (0..12).collect::<Vec<u64>>());
}

#[tokio::test]
async fn display_names_are_unique_within_a_room() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "ana", "Other"]).await;
    let code = app.create_room(&p[0], json!({})).await;
    let res = app.join(&code, &p[1]).await;
    assert_problem(res, StatusCode::CONFLICT, "display_name_taken").await;
    let res = app
        .send(
            Method::POST,
            &format!("/api/v1/rooms/{code}/players"),
            Some(&p[1].token),
            Some(json!({"display_name": "  Ana the Second "})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let view: Value = res.json().await.unwrap();
    assert_eq!(seat_names(&view), vec!["Ana", "Ana the Second"]);
    let res = app
        .send(
            Method::POST,
            &format!("/api/v1/rooms/{code}/players"),
            Some(&p[2].token),
            Some(json!({"display_name": ""})),
        )
        .await;
    assert_problem(
        res,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_display_name",
    )
    .await;
}

#[tokio::test]
async fn leaving_closes_the_gap_and_the_host_passes_clockwise() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "Ben", "Cy"]).await;
    let code = app.create_room(&p[0], json!({})).await;
    for player in &p[1..] {
        app.join(&code, player).await;
    }
    let view = app.room(&code, &p[0]).await;
    let ana = player_id(&view, "Ana");
    let ben = player_id(&view, "Ben");
    let res = app
        .send(
            Method::DELETE,
            &format!("/api/v1/rooms/{code}/players/{ana}"),
            Some(&p[0].token),
            None,
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(after["me"], Value::Null, "the leaver is no longer seated");
    assert_eq!(seat_names(&after), vec!["Ben", "Cy"]);
    assert_eq!(after["host_id"], ben);
    assert_eq!(app.room(&code, &p[2]).await["me"]["seat"], 1);
    // Coming back sits at the end.
    assert_eq!(app.join(&code, &p[0]).await.status(), StatusCode::CREATED);
    assert_eq!(
        seat_names(&app.room(&code, &p[0]).await),
        vec!["Ben", "Cy", "Ana"]
    );
}

#[tokio::test]
async fn only_the_host_kicks_and_a_kicked_player_stays_out() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "Ben", "Cy"]).await;
    let code = app.create_room(&p[0], json!({})).await;
    for player in &p[1..] {
        app.join(&code, player).await;
    }
    let view = app.room(&code, &p[0]).await;
    let cy = player_id(&view, "Cy");
    let path = format!("/api/v1/rooms/{code}/players/{cy}");
    let res = app
        .send(Method::DELETE, &path, Some(&p[1].token), None)
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_host").await;
    let res = app
        .send(Method::DELETE, &path, Some(&p[0].token), None)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        seat_names(&app.room(&code, &p[0]).await),
        vec!["Ana", "Ben"]
    );
    let res = app.join(&code, &p[2]).await;
    assert_problem(res, StatusCode::FORBIDDEN, "kicked_from_room").await;
    let res = app
        .send(Method::DELETE, &path, Some(&p[0].token), None)
        .await;
    assert_problem(res, StatusCode::NOT_FOUND, "player_not_found").await;
    let stranger = app.guest("Stranger").await;
    let res = app
        .send(Method::DELETE, &path, Some(&stranger.token), None)
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_a_member").await;
}

#[tokio::test]
async fn the_host_changes_settings_and_seat_order() {
    let app = spawn_app().await;
    let p = table(&app, &["Ana", "Ben", "Cy"]).await;
    let code = app.create_room(&p[0], json!({})).await;
    for player in &p[1..] {
        app.join(&code, player).await;
    }
    let view = app.room(&code, &p[0]).await;
    let ids: Vec<String> = ["Cy", "Ana", "Ben"]
        .iter()
        .map(|n| player_id(&view, n))
        .collect();
    let path = format!("/api/v1/rooms/{code}");

    let res = app
        .send(
            Method::PATCH,
            &path,
            Some(&p[1].token),
            Some(json!({"settings": {"rounds": 3}})),
        )
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_host").await;

    let res = app
        .send(
            Method::PATCH,
            &path,
            Some(&p[0].token),
            Some(json!({"settings": {"rounds": 3, "round_minutes": 9, "pack_ids": ["spyfall1", "spyfall2"]},
                        "seat_order": ids})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(seat_names(&after), vec!["Cy", "Ana", "Ben"]);
    assert_eq!(after["settings"]["rounds"], 3);
    assert_eq!(after["settings"]["round_minutes"], 9);
    assert_eq!(after["candidate_locations"].as_array().unwrap().len(), 48);
    assert!(after["version"].as_i64() > view["version"].as_i64());

    let bad = [
        (
            json!({"seat_order": [ids[0], ids[1]]}),
            "invalid_seat_order",
        ),
        (json!({"settings": {"pack_ids": ["nope"]}}), "unknown_pack"),
        (
            json!({"settings": {"mode": "team"}}),
            "team_mode_needs_time_travel",
        ),
        (
            json!({"settings": {"round_minutes": 31}}),
            "invalid_round_minutes",
        ),
    ];
    for (body, code_) in bad {
        let res = app
            .send(Method::PATCH, &path, Some(&p[0].token), Some(body))
            .await;
        assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, code_).await;
    }
    let unchanged = app.room(&code, &p[0]).await;
    assert_eq!(
        unchanged["version"], after["version"],
        "refused changes change nothing"
    );
    assert_eq!(unchanged["settings"], after["settings"]);
}

#[tokio::test]
async fn room_creation_checks_its_settings() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    let res = app
        .post(
            "/api/v1/rooms",
            Some(&host.token),
            json!({"pack_ids": ["nope"]}),
        )
        .await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "unknown_pack").await;
    let res = app
        .post(
            "/api/v1/rooms",
            Some(&host.token),
            json!({"rule_set": "chess"}),
        )
        .await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body").await;
    let res = app.post("/api/v1/rooms", None, json!({})).await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let rooms: i64 = sqlx::query_scalar("SELECT count(*) FROM rooms")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rooms, 0);
    let code = app
        .create_room(
            &host,
            json!({"rule_set": "time_travel", "mode": "team", "pack_ids": ["time-travel"]}),
        )
        .await;
    assert_eq!(code.len(), 5);
    assert_eq!(code, code.to_uppercase());
}

/// `PATCH /rooms/{code}` as `by`.
async fn patch(app: &TestApp, code: &str, by: &Player, body: Value) -> reqwest::Response {
    let path = format!("/api/v1/rooms/{code}");
    app.send(Method::PATCH, &path, Some(&by.token), Some(body))
        .await
}

fn table_moves(view: &Value) -> Vec<String> {
    (view["me"]["table_moves"].as_array().unwrap().iter())
        .map(|m| m["type"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn r_1_1_the_seat_order_changes_only_before_a_game_starts() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "classic", "rounds": 2, "round_minutes": 1}),
        )
        .await;
    let lobby = app.room(&code, &p[0]).await;
    assert!(table_moves(&lobby).contains(&"change_seat_order".into()));
    let reversed = |view: &Value| -> Vec<Value> {
        let mut ids: Vec<Value> = (view["players"].as_array().unwrap().iter())
            .map(|pl| pl["id"].clone())
            .collect();
        ids.reverse();
        ids
    };
    app.start_game(&code, &p[0]).await;
    // Between two rounds of the game: refused, and nothing changes.
    app.deal(&code, &p[0]).await;
    app.clock.advance(60_000);
    let between = app.room(&code, &p[0]).await;
    assert_eq!(between["round"]["phase"], "over");
    assert_eq!(between["game"]["over"], false);
    let moves = table_moves(&between);
    assert!(!moves.contains(&"change_seat_order".into()), "{moves:?}");
    assert!(moves.contains(&"change_settings".into()));
    let res = patch(
        &app,
        &code,
        &p[0],
        json!({"seat_order": reversed(&between)}),
    )
    .await;
    let problem = assert_problem(res, StatusCode::CONFLICT, "game_in_progress").await;
    assert!(problem["detail"].as_str().unwrap().contains("seat order"));
    let after = app.room(&code, &p[0]).await;
    assert_eq!(after["version"], between["version"]);
    assert_eq!(seat_names(&after), ["Ana", "Ben", "Cy", "Di"]);
    // Once the game is over, before the next one starts: allowed again.
    app.deal(&code, &p[0]).await;
    app.clock.advance(60_000);
    let over = app.room(&code, &p[0]).await;
    assert_eq!(over["game"]["over"], true);
    assert!(table_moves(&over).contains(&"change_seat_order".into()));
    let res = patch(&app, &code, &p[0], json!({"seat_order": reversed(&over)})).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        seat_names(&res.json::<Value>().await.unwrap()),
        ["Di", "Cy", "Ben", "Ana"]
    );
}

#[tokio::test]
async fn r_1_4_settings_changed_during_a_game_apply_from_the_next_game() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "classic", "rounds": 2, "round_minutes": 7}),
        )
        .await;
    let started = app.start_game(&code, &p[0]).await;
    assert_eq!(started["game"]["settings"]["round_minutes"], 7);
    app.deal(&code, &p[0]).await;
    app.clock.advance(7 * 60_000);
    let res = patch(
        &app,
        &code,
        &p[0],
        json!({"settings": {"round_minutes": 2}}),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    // The room's settings are the next game's; this game and its next round keep 7.
    assert_eq!(view["settings"]["round_minutes"], 2);
    assert_eq!(view["game"]["settings"]["round_minutes"], 7);
    assert_eq!(view["table"]["round_minutes"], 7);
    let dealt: Value = app.deal(&code, &p[0]).await.json().await.unwrap();
    assert_eq!(dealt["round"]["clock"]["remaining_ms"], 7 * 60_000);
    // After the game, only the next one's settings count.
    app.clock.advance(7 * 60_000);
    let over = app.room(&code, &p[0]).await;
    assert_eq!(over["game"]["over"], true);
    assert_eq!(over["game"]["end_reason"], "last_round");
    assert_eq!(over["game"]["settings"], Value::Null);
    assert_eq!(over["table"]["round_minutes"], 2);
    app.start_game(&code, &p[0]).await;
    let dealt: Value = app.deal(&code, &p[0]).await.json().await.unwrap();
    assert_eq!(dealt["round"]["clock"]["remaining_ms"], 2 * 60_000);
}
