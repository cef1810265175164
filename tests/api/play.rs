//! Playing whole games over HTTP.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, player_id as id, spawn_app};

fn points(view: &Value) -> Vec<i64> {
    view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_classic_game_of_two_rounds_from_deal_to_standings() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "classic", "rounds": 2, "pack_ids": ["spyfall1"]}),
        )
        .await;
    let res = app.deal(&code, &p[0]).await;
    assert_problem(res, StatusCode::CONFLICT, "no_game").await;
    let started = app.start_game(&code, &p[0]).await;
    assert_eq!(started["game"]["rounds_total"], 2);
    assert_eq!(started["round"], Value::Null);
    let res = app.deal(&code, &p[1]).await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_dealer").await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);

    // Round 1: the host deals and asks first; the spy guesses right.
    let (v, spy) = app.views(&code, &p).await;
    assert_eq!(v[0]["round"]["dealer_id"], id(&v[0]));
    assert_eq!(v[0]["round"]["turn_player_id"], id(&v[0]));
    let location = v
        .iter()
        .find(|x| x["round"]["my_card"]["spy"] == false)
        .unwrap()["round"]["my_card"]["location"]["id"]
        .clone();
    let asker = &p[0];
    let target = if spy == 1 { 2 } else { 1 };
    app.act_ok(
        &code,
        asker,
        json!({"type": "ask", "target": id(&v[target])}),
    )
    .await;
    let res = app
        .act(&code, &p[0], json!({"type": "ask", "target": id(&v[3])}))
        .await;
    assert_problem(res, StatusCode::CONFLICT, "not_your_turn").await;
    let after = app
        .act_ok(
            &code,
            &p[spy],
            json!({"type": "guess", "location_id": location}),
        )
        .await;
    assert_eq!(after["round"]["phase"], "over");
    assert_eq!(after["round"]["result"]["winner"], "spy");
    let mut expected = vec![0, 0, 0, 0];
    expected[spy] = 4;
    assert_eq!(points(&after), expected);

    // Round 2: the previous spy deals; the spy is accused and indicted.
    let res = app.deal(&code, &p[spy]).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let (v, spy2) = app.views(&code, &p).await;
    assert_eq!(v[0]["round"]["dealer_id"], id(&v[spy]));
    assert_ne!(
        v[0]["round"]["my_card"]["location"], location,
        "no location twice in a game"
    );
    // The fair-deal ledger counts round 1 only while round 2 is played: it would tell.
    let ledger = async |who: &crate::helpers::Player| -> Vec<(i64, i64, f64)> {
        let history: Value = app
            .get(&format!("/api/v1/rooms/{code}/rounds"), Some(&who.token))
            .await
            .json()
            .await
            .unwrap();
        let deal = |i: usize| {
            let line = history["spy_deals"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| d["player_id"] == id(&v[i]))
                .unwrap();
            let n = |f: &str| line[f].as_i64().unwrap();
            let expected = line["expected_spy_rounds"].as_f64().unwrap();
            (n("rounds"), n("spy_rounds"), expected)
        };
        (0..4).map(deal).collect()
    };
    let mut spied = [0, 0, 0, 0];
    spied[spy] = 1;
    let during: Vec<_> = (0..4).map(|i| (1, spied[i], 0.25)).collect();
    assert_eq!(ledger(&p[spy2]).await, during);
    assert_eq!(ledger(&p[(spy2 + 1) % 4]).await, during);
    let accuser = (spy2 + 1) % 4;
    app.act_ok(
        &code,
        &p[accuser],
        json!({"type": "accuse", "suspect": id(&v[spy2])}),
    )
    .await;
    let mut last = Value::Null;
    for (i, voter) in p.iter().enumerate() {
        if i != accuser && i != spy2 {
            last = app
                .act_ok(&code, voter, json!({"type": "vote", "yes": true}))
                .await;
        }
    }
    assert_eq!(last["round"]["result"]["winner"], "non_spies");
    assert_eq!(last["game"]["over"], true);
    let mut round2 = [1, 1, 1, 1];
    round2[spy2] = 0;
    round2[accuser] = 2;
    let total: Vec<i64> = (0..4).map(|i| expected[i] + round2[i]).collect();
    assert_eq!(points(&last), total);
    let standings = last["game"]["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 4);
    assert!(
        standings
            .windows(2)
            .all(|w| w[0]["points"].as_i64() >= w[1]["points"].as_i64())
    );
    let res = app.deal(&code, &p[0]).await;
    assert_problem(res, StatusCode::CONFLICT, "game_over").await;

    // The history shows both rounds whole.
    let history: Value = app
        .get(&format!("/api/v1/rooms/{code}/rounds"), Some(&p[2].token))
        .await
        .json()
        .await
        .unwrap();
    let rounds = history["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 2);
    spied[spy2] += 1;
    let after: Vec<_> = (0..4).map(|i| (2, spied[i], 0.5)).collect();
    assert_eq!(
        ledger(&p[0]).await,
        after,
        "each round's spy, against 1 in 4 a round"
    );
    assert!(
        rounds
            .iter()
            .all(|r| r["result"]["cards"].as_array().unwrap().len() == 4)
    );
    let scores: i64 = sqlx::query_scalar("SELECT sum(points)::bigint FROM round_scores")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(scores, total.iter().sum::<i64>());
}

#[tokio::test]
async fn time_runs_out_on_the_servers_clock_and_votes_time_out() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "classic", "round_minutes": 6, "vote_timeout_seconds": 30}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (v, _) = app.views(&code, &p).await;
    // A vote stops the clock; it times out after 30 s and the clock resumes.
    app.clock.advance(60_000);
    app.act_ok(
        &code,
        &p[1],
        json!({"type": "accuse", "suspect": id(&v[2])}),
    )
    .await;
    app.clock.advance(20_000);
    let voting = app.room(&code, &p[0]).await;
    assert_eq!(voting["round"]["phase"], "voting");
    assert_eq!(voting["round"]["clock"]["running"], false);
    assert_eq!(voting["round"]["clock"]["remaining_ms"], 5 * 60_000);
    assert_eq!(voting["round"]["vote"]["yes_count"], 1);
    app.clock.advance(15_000);
    let resumed = app.room(&code, &p[0]).await;
    assert_eq!(resumed["round"]["phase"], "playing");
    assert_eq!(resumed["round"]["clock"]["running"], true);
    // Resumed at the timeout (30 s after the accusation), 5 s ago.
    assert_eq!(
        resumed["round"]["clock"]["remaining_ms"],
        5 * 60_000 - 5_000
    );
    // Time up: the spy wins, with no client action.
    app.clock.advance(5 * 60_000);
    let over = app.room(&code, &p[3]).await;
    assert_eq!(over["round"]["phase"], "over");
    assert_eq!(over["round"]["result"]["outcome"]["kind"], "time_up");
    assert_eq!(over["round"]["result"]["winner"], "spy");
}

#[tokio::test]
async fn a_refused_action_says_why_and_changes_nothing() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["Ana", "Ben", "Cy", "Di"], json!({})).await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let before = app.room(&code, &p[0]).await;
    let me = id(&before);
    for (by, action, status, code_) in [
        (
            &p[1],
            json!({"type": "ask", "target": me}),
            StatusCode::CONFLICT,
            "not_your_turn",
        ),
        (
            &p[0],
            json!({"type": "ask", "target": me}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "cannot_ask_yourself",
        ),
        (
            &p[0],
            json!({"type": "vote", "yes": true}),
            StatusCode::CONFLICT,
            "no_vote_open",
        ),
        (
            &p[0],
            json!({"type": "pick", "agent": me}),
            StatusCode::CONFLICT,
            "not_in_this_variant",
        ),
    ] {
        let res = app.act(&code, by, action).await;
        assert_problem(res, status, code_).await;
    }
    let res = app.act(&code, &p[0], json!({"type": "dance"})).await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body").await;
    let stranger = app.guest("Eve").await;
    let res = app
        .act(&code, &stranger, json!({"type": "vote", "yes": true}))
        .await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_a_member").await;
    let after = app.room(&code, &p[0]).await;
    assert_eq!(after["version"], before["version"]);
    assert_eq!(after["round"], before["round"]);
}

#[tokio::test]
async fn the_sweeper_ends_a_round_on_time_with_nobody_calling() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di", "Ed"],
            json!({"rule_set": "time_travel", "round_minutes": 1, "vote_timeout_seconds": 10}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    let dealer = app.deal(&code, &p[0]).await;
    assert_eq!(dealer.status(), StatusCode::CREATED);
    let phase = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT phase FROM rounds")
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    app.sweep().await;
    assert_eq!(phase(&app).await, "playing", "nothing is due yet");
    // Time up in time_travel: final voting starts, then each step times out.
    app.clock.advance(60_000);
    app.sweep().await;
    assert_eq!(phase(&app).await, "final_voting");
    let version: i64 = sqlx::query_scalar("SELECT version FROM rooms")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    app.clock.advance(5 * 10_000);
    app.sweep().await;
    assert_eq!(
        phase(&app).await,
        "over",
        "five final votes timed out: the spy wins"
    );
    let after: i64 = sqlx::query_scalar("SELECT version FROM rooms")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(after > version, "the change bumped the room's version");
    let view = app.room(&code, &p[1]).await;
    assert_eq!(view["round"]["result"]["outcome"]["kind"], "no_conviction");
}

#[tokio::test]
async fn an_action_on_a_stale_version_is_refused_with_412() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["Ana", "Ben", "Cy", "Di"], json!({})).await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let view = app.room(&code, &p[0]).await;
    let version = view["version"].as_i64().unwrap();
    let ben = app.room(&code, &p[1]).await;
    let ask = json!({"type": "ask", "target": id(&ben)});
    let send = |tag: String| {
        app.client
            .post(app.url(&format!("/api/v1/rooms/{code}/actions")))
            .bearer_auth(&p[0].token)
            .header("if-match", tag)
            .json(&ask)
            .send()
    };
    let res = send(format!("\"{}\"", version - 1)).await.unwrap();
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    let res = send("\"nonsense\"".into()).await.unwrap();
    assert_problem(res, StatusCode::BAD_REQUEST, "invalid_if_match").await;
    assert_eq!(
        app.room(&code, &p[0]).await["version"],
        version,
        "nothing changed"
    );
    let res = send(format!("\"{version}\"")).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(after["version"], version + 1);
    // `*` acts on whatever version is current (RFC 9110): Ben, now asked, asks Cy.
    let cy = app.room(&code, &p[2]).await;
    let next = json!({"type": "ask", "target": id(&cy)});
    let res = app
        .client
        .post(app.url(&format!("/api/v1/rooms/{code}/actions")))
        .bearer_auth(&p[1].token)
        .header("if-match", "*")
        .json(&next)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK, "`*` matches any version");
    let moved: Value = res.json().await.unwrap();
    assert_eq!(moved["version"], version + 2);
}

#[tokio::test]
async fn a_move_stating_the_round_situation_counts_however_many_moves_crossed_it() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(&["Ana", "Ben", "Cy", "Di", "Eve"], json!({}))
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let di = id(&app.room(&code, &p[3]).await);
    let send = |by: usize, action: Value, tag: String| {
        app.client
            .post(app.url(&format!("/api/v1/rooms/{code}/actions")))
            .bearer_auth(&p[by].token)
            .header("if-match", format!("\"{tag}\""))
            .json(&action)
            .send()
    };
    // Eve puts Di to the vote; Ana, Ben and Cy vote on the view they all saw then.
    let open = app
        .act_ok(&code, &p[4], json!({"type": "accuse", "suspect": di}))
        .await;
    let situation = open["round"]["situation"].as_str().unwrap().to_string();
    let (yes, no) = (
        json!({"type": "vote", "yes": true}),
        json!({"type": "vote", "yes": false}),
    );
    for voter in [0, 1] {
        let res = send(voter, yes.clone(), situation.clone()).await.unwrap();
        assert_eq!(
            res.status(),
            StatusCode::OK,
            "a ballot crossed by another counts"
        );
    }
    // Stated by the version, Cy's ballot on that view is refused: two ballots came since.
    let res = send(2, no.clone(), open["version"].to_string())
        .await
        .unwrap();
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    let res = send(2, no, situation.clone()).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let after: Value = res.json().await.unwrap();
    assert_eq!(after["round"]["phase"], "playing", "the vote failed");
    assert_ne!(after["round"]["situation"], situation.as_str());
    // The vote is over: a ballot stated for it is refused as stale, changing nothing.
    let res = send(0, yes, situation).await.unwrap();
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    assert_eq!(app.room(&code, &p[0]).await["version"], after["version"]);
}

#[tokio::test]
async fn a_situation_names_its_own_round_never_the_same_number_in_a_later_game() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["Ana", "Ben", "Cy", "Di"], json!({})).await;
    let with = |by: usize, path: &str, tag: &Value, body: Option<Value>| {
        let req = app
            .client
            .post(app.url(&format!("/api/v1/rooms/{code}{path}")));
        let req = req
            .bearer_auth(&p[by].token)
            .header("if-match", format!("\"{}\"", tag.as_str().unwrap()));
        match body {
            Some(body) => req.json(&body).send(),
            None => req.send(),
        }
    };
    app.start_game(&code, &p[0]).await;
    let first: Value = app.deal(&code, &p[0]).await.json().await.unwrap();
    let first_situation = &first["round"]["situation"];
    // The host's writes take the round's situation too: the round is still where it was.
    let res = with(0, "/rounds/current/abandon", first_situation, None)
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let ended: Value = res.json().await.unwrap();
    let res = with(0, "/games", &ended["round"]["situation"], None)
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let second: Value = app.deal(&code, &p[0]).await.json().await.unwrap();
    assert_eq!(second["round"]["number"], 1, "round 1 again, of game 2");
    assert_ne!(&second["round"]["situation"], first_situation);
    // A move chosen in game 1's round 1 is not made in game 2's.
    let turn = second["round"]["turn_player_id"].as_str().unwrap();
    let views = app.views(&code, &p).await.0;
    let asker = views.iter().position(|v| id(v) == turn).unwrap();
    let target = views[(asker + 1) % 4]["me"]["player_id"].clone();
    let ask = json!({"type": "ask", "target": target});
    let res = with(asker, "/actions", first_situation, Some(ask.clone()))
        .await
        .unwrap();
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    let res = with(asker, "/actions", &second["round"]["situation"], Some(ask))
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_spy_leaving_mid_round_calls_it_off_and_a_newcomer_waits() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(&["Ana", "Ben", "Cy", "Di", "Ed"], json!({}))
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    // A newcomer joins mid-round and waits for the next deal.
    let late = app.guest("Late").await;
    assert_eq!(app.join(&code, &late).await.status(), StatusCode::CREATED);
    let waiting = app.room(&code, &late).await;
    assert_eq!(waiting["me"]["in_round"], false);
    assert_eq!(waiting["round"]["my_card"], Value::Null);
    let (v, spy) = app.views(&code, &p).await;
    let res = app
        .send(
            reqwest::Method::DELETE,
            &format!("/api/v1/rooms/{code}/players/{}", id(&v[spy])),
            Some(&p[spy].token),
            None,
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let other = (spy + 1) % 5;
    let after = app.room(&code, &p[other]).await;
    assert_eq!(after["round"]["phase"], "over");
    assert_eq!(after["round"]["result"]["outcome"]["kind"], "voided");
    assert!(points(&after).iter().all(|&n| n == 0));
    // The next deal includes the newcomer.
    let dealer = if spy == 0 { &p[1] } else { &p[0] };
    assert_eq!(app.deal(&code, dealer).await.status(), StatusCode::CREATED);
    assert_eq!(app.room(&code, &late).await["me"]["in_round"], true);
}

/// across a restart: the round, the cards and the clock live in the database, so a
/// new server on the same database goes on where the old one stopped, counting the time it
/// was down, and the sweeper of the new server ends the round on time.
#[tokio::test]
async fn a_round_goes_on_with_the_right_clock_after_a_restart() {
    let mut app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di"],
            json!({"rule_set": "time_travel", "round_minutes": 5, "vote_timeout_seconds": 30}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (before, _) = app.views(&code, &p).await;
    app.clock.advance(60_000);
    app.act_ok(
        &code,
        &p[1],
        json!({"type": "accuse", "suspect": id(&before[2])}),
    )
    .await;
    app.clock.advance(10_000);

    // Stopped mid-vote; down for 5 s.
    app.restart().await;
    app.clock.advance(5_000);
    let (after, _) = app.views(&code, &p).await;
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(
            a["round"]["my_card"], b["round"]["my_card"],
            "the same cards"
        );
    }
    let round = &after[0]["round"];
    assert_eq!(round["phase"], "voting");
    assert_eq!(round["clock"]["running"], false);
    assert_eq!(round["clock"]["remaining_ms"], 4 * 60_000);
    assert_eq!(round["vote"]["yes_count"], 1);
    let voted = app
        .act_ok(&code, &p[0], json!({"type": "vote", "yes": false}))
        .await;
    assert_eq!(voted["round"]["clock"]["running"], true);
    assert_eq!(voted["round"]["clock"]["remaining_ms"], 4 * 60_000);

    // Down again across the end of the round: the new server's sweeper applies time up
    // (final voting, R-6.2) at the right instant with no client calling.
    app.restart().await;
    app.clock.advance(4 * 60_000 - 1);
    app.sweep().await;
    let phase = || sqlx::query_scalar::<_, String>("SELECT phase FROM rounds").fetch_one(&app.pool);
    assert_eq!(phase().await.unwrap(), "playing");
    app.clock.advance(1);
    app.sweep().await;
    assert_eq!(phase().await.unwrap(), "final_voting");
}

/// The README's game by curl (scripts/curl-game.sh) plays through against a real server.
#[tokio::test]
async fn the_readme_game_by_curl_plays_to_the_end() {
    let app = spawn_app().await;
    let stdout = crate::helpers::run_ok(
        tokio::process::Command::new("bash")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/curl-game.sh"))
            .arg(&app.address),
    )
    .await;
    assert!(stdout.contains("\"over\":true"), "{stdout}");
    assert_eq!(stdout.matches("\"winner\"").count(), 2 + 2, "{stdout}");
    let rounds: i64 = sqlx::query_scalar("SELECT count(*) FROM rounds WHERE phase = 'over'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 2);
}

/// Two server instances on one database both sweep: time up is applied once (one new
/// version, one set of points), whichever instance gets there first.
#[tokio::test]
async fn two_instances_sweeping_one_database_apply_time_up_once() {
    let app = spawn_app().await;
    let other = app.another_instance().await;
    let (code, p) = app.four_playing().await;
    let version = |pool: sqlx::PgPool| async move {
        sqlx::query_scalar::<_, i64>("SELECT version FROM rooms")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    let before = version(app.pool.clone()).await;
    app.clock.advance(60_000);
    tokio::join!(app.sweep(), crate::helpers::wait_for_pass(&other.sweeps));
    assert_eq!(version(app.pool.clone()).await, before + 1, "one change");
    let scores: i64 = sqlx::query_scalar("SELECT count(*) FROM round_scores")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(scores, 4, "one set of points");
    let res = app
        .client
        .get(format!("{}/api/v1/rooms/{code}", other.address))
        .bearer_auth(&p[1].token)
        .send()
        .await
        .unwrap();
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["round"]["result"]["outcome"]["kind"], "time_up");
    assert_eq!(view["version"], before + 1);
}
