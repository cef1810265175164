//! The table's public information and two spies, over HTTP (RULES.md,
//! section 12).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, assert_problem, assert_spy_view_keeps_secrets, player_id as id, public_part, spawn_app,
};

const SEVEN: [&str; 7] = ["Ana", "Ben", "Cy", "Di", "Eve", "Fay", "Gus"];

/// Every view of the room and the seats holding a spy card.
async fn views(
    app: &TestApp,
    code: &str,
    p: &[crate::helpers::Player],
) -> (Vec<Value>, Vec<usize>) {
    let mut all = Vec::new();
    for player in p {
        all.push(app.room(code, player).await);
    }
    let spies = (0..all.len())
        .filter(|&i| all[i]["round"]["my_card"]["spy"] == true)
        .collect();
    (all, spies)
}

#[tokio::test]
async fn r_12_1_two_spies_need_seven_players_and_standard_play() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(&SEVEN[..6], json!({"rule_set": "classic", "spies": 2}))
        .await;
    app.start_game(&code, &p[0]).await;
    let res = app.deal(&code, &p[0]).await;
    let problem = assert_problem(res, StatusCode::CONFLICT, "too_few_players").await;
    assert!(
        problem["detail"].as_str().unwrap().contains("7 to 12"),
        "{problem}"
    );
    let res = app
        .send(
            reqwest::Method::PATCH,
            &format!("/api/v1/rooms/{code}"),
            Some(&p[0].token),
            Some(json!({"settings": {"rule_set": "time_travel", "mode": "team"}})),
        )
        .await;
    assert_problem(
        res,
        StatusCode::UNPROCESSABLE_ENTITY,
        "two_spies_need_standard_play",
    )
    .await;
}

#[tokio::test]
async fn r_12_2_r_12_5_r_12_6_r_2_8_a_game_with_two_spies() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &SEVEN,
            json!({"rule_set": "time_travel", "spies": 2, "rounds": 2, "pack_ids": ["spyfall1"]}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);
    let (v, spies) = views(&app, &code, &p).await;
    assert_eq!(spies.len(), 2, "two spy cards (R-12.2)");
    let location = v
        .iter()
        .find(|x| x["round"]["my_card"]["spy"] == false)
        .unwrap()["round"]["my_card"]["location"]
        .clone();
    // Each spy sees nothing of the location nor of the other spy: their view is the
    // table's public part and their own `{spy: true}`.
    for &s in &spies {
        assert_spy_view_keeps_secrets(&v[s], std::slice::from_ref(&location));
        assert_eq!(public_part(&v[s]), public_part(&v[0]));
    }
    assert!(
        v[0]["candidate_locations"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["used"] == false)
    );

    // The first spy guesses right: both spies win 4.
    let over = app
        .act_ok(
            &code,
            &p[spies[1]],
            json!({"type": "guess", "location_id": location["id"]}),
        )
        .await;
    let result = &over["round"]["result"];
    assert_eq!(result["winner"], "spy");
    let both: Vec<Value> = spies.iter().map(|&s| json!(id(&v[s]))).collect();
    assert_eq!(
        result["spies"],
        json!(both),
        "the record reveals both spies (R-12.5)"
    );
    assert_eq!(result["outcome"]["spy_id"], json!(id(&v[spies[1]])));
    for (seat, player) in over["players"].as_array().unwrap().iter().enumerate() {
        let expected = if spies.contains(&seat) { 4 } else { 0 };
        assert_eq!(player["score"], expected, "seat {seat}");
    }
    let used: Vec<&Value> = over["candidate_locations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["used"] == true)
        .collect();
    assert_eq!(used.len(), 1);
    assert_eq!(
        used[0]["id"], location["id"],
        "the played location is marked (R-2.8)"
    );

    // the next dealer is the first spy clockwise after the previous dealer.
    let dealer = v[0]["round"]["dealer_id"].as_str().unwrap().to_string();
    let dealer_seat = v.iter().position(|x| id(x) == dealer).unwrap();
    let next = (1..=7)
        .map(|step| (dealer_seat + step) % 7)
        .find(|s| spies.contains(s))
        .unwrap();
    assert_eq!(
        app.deal(&code, &p[next]).await.status(),
        StatusCode::CREATED
    );
    let (v, spies) = views(&app, &code, &p).await;
    assert_eq!(v[0]["round"]["dealer_id"], json!(id(&v[next])));
    // During the round the earlier location stays marked and a guess of it is refused.
    let marked: Vec<&Value> = v[spies[0]]["candidate_locations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["used"] == true)
        .collect();
    assert_eq!(marked.len(), 1);
    assert_eq!(marked[0]["id"], location["id"]);
    let res = app
        .act(
            &code,
            &p[spies[0]],
            json!({"type": "guess", "location_id": location["id"]}),
        )
        .await;
    assert_problem(res, StatusCode::CONFLICT, "location_already_used").await;
}

#[tokio::test]
async fn r_4_7_every_player_sees_each_ballot_as_it_is_cast() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &SEVEN[..5],
            json!({"rule_set": "classic", "pack_ids": ["spyfall1"]}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (v, _) = app.views(&code, &p).await;
    app.act_ok(
        &code,
        &p[1],
        json!({"type": "accuse", "suspect": id(&v[2])}),
    )
    .await;
    app.act_ok(&code, &p[3], json!({"type": "vote", "yes": true}))
        .await;
    let expected = json!([
        {"player_id": id(&v[1]), "yes": true},
        {"player_id": id(&v[3]), "yes": true}
    ]);
    for player in &p {
        let view = app.room(&code, player).await;
        assert_eq!(view["round"]["vote"]["ballots"], expected);
    }
    let after = app
        .act_ok(&code, &p[4], json!({"type": "vote", "yes": false}))
        .await;
    assert_eq!(after["round"]["vote"], Value::Null);
    assert_eq!(
        after["round"]["accusations"][0]["votes"][2],
        json!({"player_id": id(&v[4]), "yes": false})
    );
}

/// The `type`s of a list of moves.
fn kinds(moves: &Value) -> Vec<&str> {
    moves
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["type"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn the_view_says_what_each_player_may_do_now_and_who_deals_next() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &SEVEN[..4],
            json!({"rule_set": "classic", "pack_ids": ["spyfall1"]}),
        )
        .await;
    let host = app.room(&code, &p[0]).await;
    assert_eq!(
        kinds(&host["me"]["table_moves"]),
        [
            "start_game",
            "change_settings",
            "change_seat_order",
            "hand_over_host",
            "kick",
            "leave"
        ]
    );
    assert_eq!(
        host["me"]["table_moves"][4]["players"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    assert_eq!(
        kinds(&app.room(&code, &p[1]).await["me"]["table_moves"]),
        ["leave"]
    );
    assert_eq!(
        host["table"],
        json!({"next_dealer_id": null, "round_minutes": 6, "min_players": 4, "max_players": 12, "players": 4, "moderator_id": null, "league": false, "league_play": null, "closed": false,
               "join_url": format!("http://spyfall.test/r/{code}"), "join_url_local_only": false})
    );

    let started = app.start_game(&code, &p[0]).await;
    assert_eq!(
        kinds(&started["me"]["table_moves"]),
        [
            "start_game",
            "deal",
            "change_settings",
            "hand_over_host",
            "kick",
            "leave"
        ]
    );
    assert_eq!(
        started["table"]["next_dealer_id"],
        json!(id(&started)),
        "classic: the host deals round 1"
    );
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);

    let (v, spy) = app.views(&code, &p).await;
    for view in &v {
        assert_eq!(
            view["table"]["next_dealer_id"],
            Value::Null,
            "never named during a round"
        );
    }
    assert_eq!(
        kinds(&v[0]["me"]["table_moves"]),
        [
            "abandon_round",
            "pause_round",
            "hand_over_host",
            "kick",
            "leave"
        ]
    );
    // The dealer asks first: ask and accuse; everyone else accuses; the spy also guesses.
    let dealer = &v[0];
    let expected: &[&str] = if spy == 0 {
        &["ask", "accuse", "guess"]
    } else {
        &["ask", "accuse"]
    };
    assert_eq!(kinds(&dealer["me"]["moves"]), expected);
    for (seat, view) in v.iter().enumerate().skip(1) {
        let expected: &[&str] = if seat == spy {
            &["accuse", "guess"]
        } else {
            &["accuse"]
        };
        assert_eq!(kinds(&view["me"]["moves"]), expected, "seat {seat}");
    }
    // A listed target is accepted.
    let target = dealer["me"]["moves"][0]["targets"][0].clone();
    app.act_ok(&code, &p[0], json!({"type": "ask", "target": target}))
        .await;
    // The spy guesses a location not marked used; the next dealer is the spy.
    let open = v[spy]["candidate_locations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["used"] == false)
        .unwrap()["id"]
        .clone();
    let over = app
        .act_ok(
            &code,
            &p[spy],
            json!({"type": "guess", "location_id": open}),
        )
        .await;
    assert_eq!(over["me"]["moves"], json!([]));
    assert_eq!(over["table"]["next_dealer_id"], json!(id(&v[spy])));
    let dealer_view = app.room(&code, &p[spy]).await;
    assert!(kinds(&dealer_view["me"]["table_moves"]).contains(&"deal"));
    if spy != 0 {
        let other = (1..4).find(|&s| s != spy).unwrap();
        let theirs = app.room(&code, &p[other]).await;
        assert_eq!(kinds(&theirs["me"]["table_moves"]), ["leave"]);
        let res = app.deal(&code, &p[other]).await;
        assert_problem(res, StatusCode::FORBIDDEN, "not_dealer").await;
    }
}
