//! A host who moderates without playing (issue 39; a decision on in
//! docs/rules-decisions.md): they deal, pause and end rounds, see what the room's screen
//! sees and score nothing, and every player count counts only the players dealt.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, player_id, public_part, spawn_app};

fn move_types(view: &Value) -> Vec<&str> {
    let moves = view["me"]["table_moves"].as_array().unwrap();
    moves.iter().map(|m| m["type"].as_str().unwrap()).collect()
}

async fn screen(app: &TestApp, code: &str) -> Value {
    let res = app.get(&format!("/api/v1/rooms/{code}/screen"), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

/// The moderator sees what the room's screen shows, and nothing else.
async fn assert_sees_the_screen(app: &TestApp, code: &str, moderator: &Player, when: &str) {
    let view = app.room(code, moderator).await;
    let screen = screen(app, code).await;
    assert_eq!(public_part(&view), public_part(&screen), "{when}");
}

async fn delete(app: &TestApp, code: &str, by: &Player, player: &str) -> reqwest::Response {
    let path = format!("/api/v1/rooms/{code}/players/{player}");
    app.send(reqwest::Method::DELETE, &path, Some(&by.token), None)
        .await
}

#[tokio::test]
async fn r_1_2_r_1_4_r_2_6_a_moderator_deals_without_a_card_and_counts_in_no_player_count() {
    let app = spawn_app().await;
    let settings = json!({"rule_set": "classic", "moderator": true});
    let (code, p) = app.table(&["Mo", "Ana", "Ben", "Cy"], settings).await;
    let (mo, players) = (&p[0], &p[1..]);
    let view = app.room(&code, mo).await;
    let mo_id = player_id(&view);
    assert_eq!(view["table"]["moderator_id"], mo_id);
    assert_eq!(view["table"]["players"], 3, "the moderator is not counted");
    app.start_game(&code, mo).await;
    // Four seated, three to deal: classic needs four.
    assert_problem(
        app.deal(&code, mo).await,
        StatusCode::CONFLICT,
        "too_few_players",
    )
    .await;
    let di = app.guest("Di").await;
    assert_eq!(app.join(&code, &di).await.status(), StatusCode::CREATED);
    let players = [players, std::slice::from_ref(&di)].concat();
    let view = app.room(&code, mo).await;
    assert_eq!(view["table"]["players"], 4);
    assert_eq!(
        view["table"]["round_minutes"], 6,
        "R-1.4: by the 4 players dealt"
    );
    let ana = player_id(&app.room(&code, &players[0]).await);
    assert_eq!(
        view["table"]["next_dealer_id"], ana,
        "R-2.6 with a moderator: the first player deals round 1"
    );
    assert_eq!(app.deal(&code, mo).await.status(), StatusCode::CREATED);

    // The moderator: no card, no move of the round, the host's moves, the screen's round.
    let view = app.room(&code, mo).await;
    assert_eq!(view["game"]["moderator_id"], mo_id);
    assert_eq!(view["me"]["in_round"], false);
    assert!(view["round"]["my_card"].is_null());
    assert!(view["me"].get("moves").is_none());
    assert_eq!(view["round"]["dealer_id"], ana);
    let moves = move_types(&view);
    for expected in ["pause_round", "abandon_round", "hand_over_host", "kick"] {
        assert!(moves.contains(&expected), "{expected} in {moves:?}");
    }
    assert_sees_the_screen(&app, &code, mo, "after the deal").await;
    let (views, spy) = app.views(&code, &players).await;
    assert!(views.iter().all(|v| v["me"]["in_round"] == true));
    let ben = player_id(&views[1]);
    app.act_ok(&code, &players[0], json!({"type": "ask", "target": ben}))
        .await;
    assert_sees_the_screen(&app, &code, mo, "after a question").await;

    // The moderator pauses and resumes; the round is played to its end by the players.
    let pause = format!("/api/v1/rooms/{code}/rounds/current/pause");
    let res = app
        .post(&pause, Some(&mo.token), json!({"reason": "Drinks"}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_sees_the_screen(&app, &code, mo, "paused").await;
    let resume = format!("/api/v1/rooms/{code}/rounds/current/resume");
    let res = app.post(&resume, Some(&mo.token), json!({})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let place = &views[(spy + 1) % 4]["round"]["my_card"]["location"]["id"];
    let guess = json!({"type": "guess", "location_id": place});
    let ended = app.act_ok(&code, &players[spy], guess).await;
    assert_eq!(ended["round"]["phase"], "over");
    assert_sees_the_screen(&app, &code, mo, "at the round's end").await;

    // The moderator scores nothing and is ranked nowhere.
    let view = app.room(&code, mo).await;
    let standings = view["game"]["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 4);
    assert!(standings.iter().all(|s| s["player_id"] != mo_id));
    let points = view["round"]["result"]["points"].as_array().unwrap();
    assert!(points.iter().all(|s| s["player_id"] != mo_id));

    // Handing the host role on mid-game deals the old host in no round and takes nobody out.
    let host = format!("/api/v1/rooms/{code}/host");
    let res = app
        .post(&host, Some(&mo.token), json!({"player_id": ana}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        app.deal(&code, &players[0]).await.status(),
        StatusCode::CREATED
    );
    let view = app.room(&code, mo).await;
    assert_eq!(view["game"]["moderator_id"], mo_id, "for the whole game");
    assert_eq!(view["me"]["in_round"], false);
    let (views, _) = app.views(&code, &players).await;
    assert!(views.iter().all(|v| v["me"]["in_round"] == true));
    assert!(views.iter().all(|v| v["table"]["moderator_id"] == mo_id));
}

#[tokio::test]
async fn r_1_2_r_10_8_a_moderated_team_game_counts_only_its_players() {
    let app = spawn_app().await;
    let settings = json!({"rule_set": "time_travel", "mode": "team", "moderator": true,
                          "pack_ids": ["time-travel"]});
    let names = ["Mo", "A", "B", "C", "D", "E", "F", "G", "H"];
    let (code, p) = app.table(&names, settings).await;
    let mo = &p[0];
    let mo_id = player_id(&app.room(&code, mo).await);
    let started = app.start_game(&code, mo).await;
    let total = &started["game"]["rounds_total"];
    assert_eq!(
        total, 4,
        "eight captains in pairs (nine would take five rounds)"
    );
    assert_eq!(app.deal(&code, mo).await.status(), StatusCode::CREATED);
    let view = app.room(&code, mo).await;
    let captains = view["round"]["team"]["captains"].as_array().unwrap();
    assert!(!captains.contains(&Value::String(mo_id.clone())));
    let abandon = format!("/api/v1/rooms/{code}/rounds/current/abandon");
    let res = app.post(&abandon, Some(&mo.token), json!({})).await;
    assert_eq!(res.status(), StatusCode::OK);
    // Seven seated after two players leave, but six players: ends the game.
    for leaving in &p[7..] {
        let gone = player_id(&app.room(&code, leaving).await);
        let res = delete(&app, &code, leaving, &gone).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let view = app.room(&code, mo).await;
    assert_eq!(view["game"]["over"], true);
    assert_eq!(view["game"]["end_reason"], "too_few_players");
}

#[tokio::test]
async fn r_1_2_a_moderated_room_seats_twelve_players_and_its_moderator() {
    let app = spawn_app().await;
    let names: Vec<String> = (0..13).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let (code, p) = app.table(&names, json!({"moderator": true})).await;
    let late = app.guest("Late").await;
    assert_problem(
        app.join(&code, &late).await,
        StatusCode::CONFLICT,
        "room_full",
    )
    .await;
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["table"]["players"], 12);
    let mo = player_id(&view);
    app.start_game(&code, &p[0]).await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);

    // The moderator steps out: their seat is kept for them, not for a newcomer.
    assert_eq!(
        delete(&app, &code, &p[0], &mo).await.status(),
        StatusCode::OK
    );
    assert_problem(
        app.join(&code, &late).await,
        StatusCode::CONFLICT,
        "room_full",
    )
    .await;
    assert_eq!(app.join(&code, &p[0]).await.status(), StatusCode::CREATED);
    let view = app.room(&code, &p[0]).await;
    assert_eq!(
        view["host_id"], mo,
        "back at the table, the moderator runs it again"
    );
    // The setting turned off (for the next game, between rounds) leaves this game's
    // moderator in place.
    let host = &p[0];
    let abandon = format!("/api/v1/rooms/{code}/rounds/current/abandon");
    let res = app.post(&abandon, Some(&host.token), json!({})).await;
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "the moderator's leaving voided nothing"
    );
    let patch = json!({"settings": {"moderator": false}});
    let path = format!("/api/v1/rooms/{code}");
    let res = (app.send(
        reqwest::Method::PATCH,
        &path,
        Some(&host.token),
        Some(patch),
    ))
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let gone = player_id(&app.room(&code, &p[5]).await);
    assert_eq!(
        delete(&app, &code, &p[5], &gone).await.status(),
        StatusCode::OK
    );
    assert_eq!(app.join(&code, &p[5]).await.status(), StatusCode::CREATED);
    assert_problem(
        app.join(&code, &late).await,
        StatusCode::CONFLICT,
        "room_full",
    )
    .await;
    assert_eq!(app.room(&code, host).await["game"]["moderator_id"], mo);
}
