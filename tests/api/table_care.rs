//! What keeps a table's night going: a guest becoming an account, the host role handed on,
//! a round abandoned.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{assert_problem, player_id as id, spawn_app};

#[tokio::test]
async fn a_guest_becomes_an_account_keeping_their_id_seat_and_points() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(&["Ana", "Ben", "Cy", "Di"], json!({"rule_set": "classic"}))
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (v, spy) = app.views(&code, &p).await;
    let open = v[spy]["candidate_locations"][0]["id"].clone();
    app.act_ok(
        &code,
        &p[spy],
        json!({"type": "guess", "location_id": open}),
    )
    .await;
    let before = app.room(&code, &p[spy]).await;
    let me_before: Value = app
        .get("/api/v1/me", Some(&p[spy].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me_before["guest"], true);

    let body = json!({"username": "spymaster", "password": "correct horse"});
    let res = app
        .post("/api/v1/me/account", Some(&p[spy].token), body.clone())
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let session: Value = res.json().await.unwrap();
    assert_eq!(session["user"]["id"], me_before["id"], "the same user");
    assert_eq!(session["user"]["guest"], false);
    assert_eq!(session["user"]["display_name"], me_before["display_name"]);
    // The new token and the old one both see the same seat and points.
    let new = crate::helpers::Player {
        token: session["token"].as_str().unwrap().to_string(),
        ..p[spy].clone()
    };
    for player in [&p[spy], &new] {
        let after = app.room(&code, player).await;
        assert_eq!(after["me"], before["me"]);
        assert_eq!(after["players"], before["players"]);
    }
    // Logging in works; a second upgrade or a taken name is refused.
    let login = json!({"username": "spymaster", "password": "correct horse"});
    assert_eq!(
        app.post("/api/v1/sessions", None, login).await.status(),
        StatusCode::OK
    );
    let res = app
        .post("/api/v1/me/account", Some(&new.token), body.clone())
        .await;
    assert_problem(res, StatusCode::CONFLICT, "already_an_account").await;
    let res = app
        .post("/api/v1/me/account", Some(&p[(spy + 1) % 4].token), body)
        .await;
    assert_problem(res, StatusCode::CONFLICT, "username_taken").await;
}

#[tokio::test]
async fn the_host_hands_the_host_role_to_another_player() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["Ana", "Ben", "Cy", "Di"], json!({})).await;
    let v = app.room(&code, &p[1]).await;
    let ben = id(&v);
    let path = format!("/api/v1/rooms/{code}/host");
    let res = app
        .post(&path, Some(&p[1].token), json!({"player_id": id(&v)}))
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_host").await;
    let stranger = uuid_like();
    let res = app
        .post(&path, Some(&p[0].token), json!({"player_id": stranger}))
        .await;
    assert_problem(res, StatusCode::NOT_FOUND, "player_not_found").await;
    let res = app
        .post(&path, Some(&p[0].token), json!({"player_id": ben}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let after = app.room(&code, &p[1]).await;
    assert_eq!(after["host_id"], json!(ben));
    let kinds: Vec<&str> = after["me"]["table_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["type"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"hand_over_host") && kinds.contains(&"start_game"));
    // The old host is a player like the others now.
    let res = app
        .send(
            Method::POST,
            &format!("/api/v1/rooms/{code}/games"),
            Some(&p[0].token),
            None,
        )
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_host").await;
}

fn uuid_like() -> String {
    "00000000-0000-4000-8000-000000000001".to_string()
}

#[tokio::test]
async fn the_host_abandons_a_round_without_points_and_the_game_keeps_its_length() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "classic", "rounds": 2}),
        )
        .await;
    let path = format!("/api/v1/rooms/{code}/rounds/current/abandon");
    app.start_game(&code, &p[0]).await;
    let res = app.send(Method::POST, &path, Some(&p[0].token), None).await;
    assert_problem(res, StatusCode::CONFLICT, "no_round_in_progress").await;
    app.deal(&code, &p[0]).await;
    let res = app.send(Method::POST, &path, Some(&p[1].token), None).await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_host").await;
    let res = app.send(Method::POST, &path, Some(&p[0].token), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    // Everyone sees it: the record, no points, and the game still has two rounds to play.
    for player in &p {
        let view = app.room(&code, player).await;
        assert_eq!(view["round"]["result"]["outcome"]["kind"], "abandoned");
        assert_eq!(view["round"]["result"]["winner"], "nobody");
        assert!(
            view["players"]
                .as_array()
                .unwrap()
                .iter()
                .all(|x| x["score"] == 0)
        );
        assert_eq!(view["game"]["rounds_total"], 3);
        assert_eq!(view["game"]["over"], false);
        let last = view["round"]["log"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(last["event"]["type"], "round_ended");
    }
}
