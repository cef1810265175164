//! Secrets stay secret over HTTP: every player's view is the same outside their
//! own part (`me`, `round.my_card`), so nothing public tells who the spy is; the spy's
//! view holds the location nowhere but in the candidate list.

use serde_json::{Value, json};

use crate::helpers::{assert_spy_view_keeps_secrets, public_part, spawn_app};

fn assert_no_secret_outside_own_part(views: &[Value]) {
    let reference = public_part(&views[0]);
    for v in views {
        assert_eq!(
            public_part(v),
            reference,
            "the public part is the same for every player"
        );
    }
    let spy = views
        .iter()
        .find(|v| v["round"]["my_card"]["spy"] == true)
        .unwrap();
    let location = views
        .iter()
        .find(|v| v["round"]["my_card"]["spy"] == false)
        .map(|v| v["round"]["my_card"]["location"].clone())
        .unwrap();
    assert_spy_view_keeps_secrets(spy, &[location]);
}

#[tokio::test]
async fn r_2_5_views_differ_only_in_the_callers_own_part() {
    let app = spawn_app().await;
    let names = ["A", "B", "C", "D", "E", "F"];
    let (code, p) = app
        .table(
            &names,
            json!({"rule_set": "time_travel", "pack_ids": ["time-travel"]}),
        )
        .await;
    app.start_game(&code, &p[0]).await;
    app.deal(&code, &p[0]).await;
    assert_no_secret_outside_own_part(&app.views(&code, &p).await.0);
    // After some public play: a question, an accusation and a vote.
    let views = app.views(&code, &p).await.0;
    let id = |i: usize| views[i]["me"]["player_id"].clone();
    // the dealer (random in round 1 of time_travel) asks first.
    let turn = views[0]["round"]["turn_player_id"].clone();
    let asker = views
        .iter()
        .position(|v| v["me"]["player_id"] == turn)
        .unwrap();
    let target = (asker + 1) % 6;
    app.act_ok(
        &code,
        &p[asker],
        json!({"type": "ask", "target": id(target)}),
    )
    .await;
    let (accuser, suspect) = ((asker + 2) % 6, (asker + 3) % 6);
    app.act_ok(
        &code,
        &p[accuser],
        json!({"type": "accuse", "suspect": id(suspect)}),
    )
    .await;
    let voter = (asker + 4) % 6;
    app.act_ok(&code, &p[voter], json!({"type": "vote", "yes": true}))
        .await;
    let views = app.views(&code, &p).await.0;
    assert_eq!(views[0]["round"]["phase"], "voting");
    assert_no_secret_outside_own_part(&views);
    // Headers carry nothing per player beyond the request id; the language is the
    // table's, the same for every player who asks for it.
    let mut languages = std::collections::HashSet::new();
    for player in &p {
        let res = app
            .get(&format!("/api/v1/rooms/{code}"), Some(&player.token))
            .await;
        languages.insert(res.headers()["content-language"].clone());
        let names: Vec<String> = res.headers().keys().map(|k| k.to_string()).collect();
        for name in names {
            assert!(
                [
                    "content-length",
                    "content-type",
                    "date",
                    "x-request-id",
                    "vary",
                    "cache-control",
                    "etag",
                    "x-poll-interval",
                    "content-language"
                ]
                .contains(&name.as_str()),
                "unexpected header {name}"
            );
        }
    }
    assert_eq!(languages.len(), 1);
}
