//! A revoked token stays refused: by every instance, after a restart, also once its row is
//! deleted with its user; and what it holds open (event streams, long-polls) ends when it
//! is revoked.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::admin::cli_command;
use crate::admin::league::account;
use crate::helpers::{Player, TestApp, assert_problem, bounded, spawn_app, spawn_app_with};
use crate::polling::{event_id, held, next_frame, open_events};

/// A classic round dealt to Host, Ann (an account), Zed and Cy.
async fn dealt_table(app: &TestApp) -> (String, Player, Player, Player) {
    let ann = account(app, "ann", "Ann").await;
    let zed = app.guest("Zed").await;
    let host = app.guest("Host").await;
    let code = app.create_room(&host, json!({"rule_set": "classic"})).await;
    for p in [&ann, &zed, &app.guest("Cy").await] {
        assert_eq!(app.join(&code, p).await.status(), StatusCode::CREATED);
    }
    app.start_game(&code, &host).await;
    assert_eq!(app.deal(&code, &host).await.status(), StatusCode::CREATED);
    (code, host, ann, zed)
}

fn tag_of(view: &Value, player: &Player) -> String {
    format!("\"{}-{}\"", view["version"], player.user_id)
}

#[tokio::test]
async fn logging_out_and_deleting_an_account_hold_across_a_restart() {
    let mut app = spawn_app().await;
    let (code, host, ann, zed) = dealt_table(&app).await;
    assert!(app.room(&code, &ann).await["round"]["my_card"].is_object());
    assert_eq!(app.log_out(&zed).await.status(), StatusCode::NO_CONTENT);
    // Another process deletes Ann's account: her token rows are gone with it.
    cli_command(&app, &["delete-user", "ann", "--yes"]).await;

    app.restart().await;
    // The new instance answers polls from memory once it has loaded what it trusts.
    app.live.syncs().wait_for(|&n| n > 0).await.unwrap();
    let current = app.room(&code, &host).await;
    let path = format!("/api/v1/rooms/{code}");
    for p in [&ann, &zed] {
        let res = app.get(&path, Some(&p.token)).await;
        assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
        let waiting = format!("{path}?wait=1");
        let res = app
            .get_if_none_match(&waiting, &p.token, &tag_of(&current, p))
            .await;
        assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
    }
}

#[tokio::test]
async fn open_streams_and_held_polls_end_when_their_token_is_revoked() {
    let app = spawn_app_with(|v| v.push(("SPYFALL_SSE_KEEPALIVE_MS".into(), "200".into()))).await;
    let (code, _host, ann, zed) = dealt_table(&app).await;
    let mut buf = String::new();
    let mut stream = open_events(&app, &code, &ann, None).await;
    let first = event_id(&next_frame(&mut stream, &mut buf).await);
    let zed_view = app.room(&code, &zed).await;
    let waiting = format!("/api/v1/rooms/{code}?wait=60");
    let tag = tag_of(&zed_view, &zed);
    let poll = app.get_if_none_match(&waiting, &zed.token, &tag);
    let log_out = async {
        // Both are held before anything is revoked.
        held(app.metrics.held_polls.subscribe(), 2).await;
        assert_eq!(app.log_out(&zed).await.status(), StatusCode::NO_CONTENT);
    };
    // Logging out changes no room: only the revocation can end Zed's poll before 60 s.
    let (poll, ()) = tokio::join!(poll, log_out);
    assert_problem(poll, StatusCode::UNAUTHORIZED, "unauthorized").await;

    // Another process deletes Ann's account, which renames her seat (a new version): her
    // stream ends without sending it.
    cli_command(&app, &["delete-user", "ann", "--yes"]).await;
    let read_to_end = async {
        let mut rest = std::mem::take(&mut buf);
        while let Some(chunk) = stream.chunk().await.unwrap() {
            rest.push_str(std::str::from_utf8(&chunk).unwrap());
        }
        rest
    };
    let rest = bounded(read_to_end).await;
    assert!(
        !rest.contains("id: "),
        "no frame after version {first}: {rest}"
    );
    // And its place among the held connections is given back.
    let mut gauge = app.metrics.held_polls.subscribe();
    bounded(gauge.wait_for(|&h| h == 0)).await.unwrap();
}

/// A move written in one statement checks its caller's session in that statement: one
/// round trip in all, and a token revoked where this instance has not heard of it (another
/// process's change, no notification) is refused 401 with nothing written.
#[tokio::test]
async fn a_move_in_one_statement_checks_the_callers_session_in_it() {
    // A sweeper pass runs at start and not again during the test.
    let app =
        spawn_app_with(|v| v.push(("SPYFALL_SWEEP_INTERVAL_MS".into(), "60000".into()))).await;
    let (code, p) = app.four_playing().await;
    app.live.syncs().wait_for(|&n| n > 0).await.unwrap();
    app.sweeps.clone().wait_for(|&n| n >= 1).await.unwrap();
    let view = app.room(&code, &p[1]).await;
    let ask = |target: &Value| json!({"type": "ask", "target": target["me"]["player_id"]});

    let counts = || {
        let m = &app.metrics;
        (m.db_acquires.get(), m.moves_in_one_statement.get())
    };
    let before = counts();
    let asked = app.act_ok(&code, &p[0], ask(&view)).await;
    assert_eq!(
        counts(),
        (before.0 + 1, before.1 + 1),
        "one statement, the session checked in it"
    );

    // Revoked with the table's triggers off: no notification reaches this instance, as
    // when it has not heard of a revocation yet.
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL session_replication_role = replica")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("UPDATE tokens SET revoked_at = now() WHERE user_id = $1::text::uuid")
        .bind(&p[1].user_id)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert!(app.live.is_trusted());
    let target = app.room(&code, &p[2]).await;
    let refused = app.metrics.db_acquires.get();
    let res = app.act(&code, &p[1], ask(&target)).await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
    assert_eq!(
        app.metrics.db_acquires.get(),
        refused + 2,
        "the one statement tried, then the session looked up"
    );
    let now = app.room(&code, &p[0]).await;
    assert_eq!(now["version"], asked["version"], "nothing written");
    assert_eq!(counts().1, before.1 + 1);
}
