//! Racing requests on one room: each applies after the other, none is lost or doubled
//!

use futures_util::future::join_all;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{player_id as id, spawn_app};

#[tokio::test]
async fn r_11_2_many_concurrent_votes_on_one_accusation() {
    let app = spawn_app().await;
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let (code, p) = app.table(&names, json!({"rule_set": "classic"})).await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (views, spy) = app.views(&code, &p).await;
    let accuser = (spy + 1) % 8;
    app.act_ok(
        &code,
        &p[accuser],
        json!({"type": "accuse", "suspect": id(&views[spy])}),
    )
    .await;
    let voters: Vec<_> = (0..8).filter(|&i| i != spy && i != accuser).collect();
    let results = join_all(
        voters
            .iter()
            .map(|&i| app.act(&code, &p[i], json!({"type": "vote", "yes": true}))),
    )
    .await;
    assert!(
        results.iter().all(|r| r.status() == StatusCode::OK),
        "every vote counted"
    );
    let after = app.room(&code, &p[0]).await;
    assert_eq!(after["round"]["result"]["outcome"]["kind"], "indicted");
    let votes: i64 = sqlx::query_scalar("SELECT count(*) FROM round_votes")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        votes, 7,
        "the accuser's implied yes and six votes, each once"
    );
    let scores: i64 = sqlx::query_scalar("SELECT count(*) FROM round_scores")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(scores, 8);
}

#[tokio::test]
async fn r_11_2_two_concurrent_deals_deal_one_round() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["A", "B", "C", "D"], json!({})).await;
    app.start_game(&code, &p[0]).await;
    let results = join_all((0..4).map(|_| app.deal(&code, &p[0]))).await;
    let created = results
        .iter()
        .filter(|r| r.status() == StatusCode::CREATED)
        .count();
    let refused = results
        .iter()
        .filter(|r| r.status() == StatusCode::CONFLICT)
        .count();
    assert_eq!((created, refused), (1, 3));
    let rounds: i64 = sqlx::query_scalar("SELECT count(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 1);
}

#[tokio::test]
async fn r_11_2_a_guess_racing_an_accusation_gives_one_outcome() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["A", "B", "C", "D", "E"], json!({})).await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    let (views, spy) = app.views(&code, &p).await;
    let other = (spy + 1) % 5;
    let location = views[other]["round"]["my_card"]["location"]["id"].clone();
    let (guess, accuse) = tokio::join!(
        app.act(
            &code,
            &p[spy],
            json!({"type": "guess", "location_id": location})
        ),
        app.act(
            &code,
            &p[other],
            json!({"type": "accuse", "suspect": id(&views[spy])})
        ),
    );
    let statuses = (guess.status(), accuse.status());
    let after = app.room(&code, &p[0]).await;
    match statuses {
        // The guess came first: the round is over and the accusation was refused.
        (StatusCode::OK, StatusCode::CONFLICT) => {
            assert_eq!(after["round"]["result"]["outcome"]["kind"], "spy_guessed");
        }
        // The accusation came first: the clock stopped and the guess was refused.
        (StatusCode::CONFLICT, StatusCode::OK) => {
            assert_eq!(after["round"]["phase"], "voting");
        }
        other => panic!("exactly one of the two applies: {other:?}"),
    }
}
