//! `Idempotency-Key` on writes (API.md, Retries and races): a retry gets the first
//! answer and causes no second effect.

use futures_util::future::join_all;
use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};
use sqlx::Connection;

use crate::helpers::{Player, TestApp, assert_problem, player_id, spawn_app, spawn_app_with};

impl TestApp {
    async fn keyed(
        &self,
        method: Method,
        path: &str,
        by: &Player,
        key: &str,
        body: Option<Value>,
    ) -> Response {
        let mut req = self
            .client
            .request(method, self.url(path))
            .bearer_auth(&by.token)
            .header("Idempotency-Key", key);
        if let Some(b) = body {
            req = req.json(&b);
        }
        req.send().await.expect("the request is sent")
    }

    async fn count(&self, sql: &str) -> i64 {
        sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }
}

/// A dealt round, the path of its actions, and the first player's question to the second.
async fn a_round_with_an_ask_ready(app: &TestApp) -> (String, Vec<Player>, String, Value) {
    let (code, p) = four_at_a_table(app).await;
    app.start_game(&code, &p[0]).await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);
    let (v, _) = app.views(&code, &p).await;
    let path = format!("/api/v1/rooms/{code}/actions");
    let ask = json!({"type": "ask", "target": player_id(&v[1])});
    (code, p, path, ask)
}

async fn four_at_a_table(app: &TestApp) -> (String, Vec<Player>) {
    app.table(
        &["Ana", "Ben", "Cy", "Di"],
        json!({"rule_set": "classic", "rounds": 3, "pack_ids": ["spyfall1"]}),
    )
    .await
}

fn replayed(res: &Response) -> bool {
    res.headers()
        .get("idempotent-replayed")
        .is_some_and(|v| v == "true")
}

#[tokio::test]
async fn a_retried_action_gets_the_first_answer_and_acts_once() {
    let app = spawn_app().await;
    let (code, p, path, ask) = a_round_with_an_ask_ready(&app).await;

    let in_one = app.metrics.moves_in_one_statement.get();
    let first = app
        .keyed(Method::POST, &path, &p[0], "ask-1", Some(ask.clone()))
        .await;
    assert_eq!(first.status(), StatusCode::OK);
    assert!(!replayed(&first));
    // Written in one statement with its answer kept, which the retry replays.
    assert_eq!(app.metrics.moves_in_one_statement.get(), in_one + 1);
    let first: Value = first.json().await.unwrap();
    let again = app
        .keyed(Method::POST, &path, &p[0], "ask-1", Some(ask.clone()))
        .await;
    assert_eq!(again.status(), StatusCode::OK);
    assert!(replayed(&again));
    assert_eq!(again.json::<Value>().await.unwrap(), first);

    assert_eq!(app.count("SELECT count(*) FROM round_questions").await, 1);
    let now = app.room(&code, &p[0]).await;
    assert_eq!(now["version"], first["version"], "the retry bumped nothing");
    assert_eq!(now["round"]["turn_player_id"], ask["target"]);
}

#[tokio::test]
async fn the_same_key_for_another_request_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let (code, p) = four_at_a_table(&app).await;
    let path = format!("/api/v1/rooms/{code}");
    let res = app
        .keyed(
            Method::PATCH,
            &path,
            &p[0],
            "k",
            Some(json!({"settings": {"rounds": 4}})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let before = app.room(&code, &p[0]).await;

    let res = app
        .keyed(
            Method::PATCH,
            &path,
            &p[0],
            "k",
            Some(json!({"settings": {"rounds": 5}})),
        )
        .await;
    assert_problem(
        res,
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    )
    .await;
    // The same key on another route is another request too; refusals leave the key free
    // at once for the next try (a refused transaction's rollback is not waited on).
    for _ in 0..10 {
        let res = app
            .keyed(
                Method::POST,
                &format!("/api/v1/rooms/{code}/games"),
                &p[0],
                "k",
                None,
            )
            .await;
        assert_problem(
            res,
            StatusCode::UNPROCESSABLE_ENTITY,
            "idempotency_key_reused",
        )
        .await;
    }
    assert_eq!(app.room(&code, &p[0]).await, before);
    assert_eq!(before["settings"]["rounds"], 4);
}

#[tokio::test]
async fn a_retry_while_the_first_is_still_running_gets_409() {
    let app = spawn_app().await;
    let (code, p) = four_at_a_table(&app).await;
    // Stand in for a first request still in its transaction: hold the key's lock.
    let mut holder = sqlx::PgConnection::connect_with(&app.pool.connect_options())
        .await
        .unwrap();
    sqlx::query("SELECT pg_advisory_lock(hashtextextended($1::text || '/' || $2, 7))")
        .bind(&p[0].user_id)
        .bind("start-1")
        .execute(&mut holder)
        .await
        .unwrap();
    let path = format!("/api/v1/rooms/{code}/games");
    let res = app.keyed(Method::POST, &path, &p[0], "start-1", None).await;
    assert_problem(res, StatusCode::CONFLICT, "idempotency_key_in_use").await;
    assert_eq!(app.count("SELECT count(*) FROM games").await, 0);

    // Once the first has finished, the key works.
    sqlx::query("SELECT pg_advisory_unlock(hashtextextended($1::text || '/' || $2, 7))")
        .bind(&p[0].user_id)
        .bind("start-1")
        .execute(&mut holder)
        .await
        .unwrap();
    let res = app.keyed(Method::POST, &path, &p[0], "start-1", None).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(app.count("SELECT count(*) FROM games").await, 1);
}

/// A move whose key is held by a request still running is not written in one statement
/// beside it: it waits for the key like any write, then gets 409 and changes nothing.
#[tokio::test]
async fn a_move_whose_key_is_in_use_gets_409_and_changes_nothing() {
    let app = spawn_app().await;
    let (_code, p, path, ask) = a_round_with_an_ask_ready(&app).await;
    let mut holder = sqlx::PgConnection::connect_with(&app.pool.connect_options())
        .await
        .unwrap();
    let lock = "SELECT pg_advisory_lock(hashtextextended($1::text || '/' || $2, 7))";
    sqlx::query(lock)
        .bind(&p[0].user_id)
        .bind("ask-1")
        .execute(&mut holder)
        .await
        .unwrap();
    let res = (app.keyed(Method::POST, &path, &p[0], "ask-1", Some(ask.clone()))).await;
    assert_problem(res, StatusCode::CONFLICT, "idempotency_key_in_use").await;
    assert_eq!(app.count("SELECT count(*) FROM round_questions").await, 0);
    holder.close().await.unwrap();
    let res = (app.keyed(Method::POST, &path, &p[0], "ask-1", Some(ask))).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(app.count("SELECT count(*) FROM round_questions").await, 1);
}

#[tokio::test]
async fn racing_retries_of_one_deal_make_one_round() {
    let app = spawn_app().await;
    let (code, p) = four_at_a_table(&app).await;
    app.start_game(&code, &p[0]).await;
    let path = format!("/api/v1/rooms/{code}/rounds");
    let answers =
        join_all((0..6).map(|_| app.keyed(Method::POST, &path, &p[0], "deal-1", None))).await;
    let mut bodies = Vec::new();
    for res in answers {
        match res.status() {
            StatusCode::CREATED => bodies.push(res.json::<Value>().await.unwrap()),
            StatusCode::CONFLICT => {
                assert_problem(res, StatusCode::CONFLICT, "idempotency_key_in_use").await;
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert!(!bodies.is_empty());
    assert!(
        bodies.iter().all(|b| *b == bodies[0]),
        "every 201 is the first answer"
    );
    assert_eq!(app.count("SELECT count(*) FROM rounds").await, 1);
}

#[tokio::test]
async fn keys_belong_to_their_user_and_expire_after_a_day() {
    // The room must outlive the day the test waits (retention closes it after a day idle).
    let app =
        spawn_app_with(|vars| vars.push(("SPYFALL_ROOM_IDLE_HOURS".into(), "48".into()))).await;
    let (code, p) = four_at_a_table(&app).await;
    let path = format!("/api/v1/rooms/{code}/players");
    let late = app.guest("Eve").await;
    let res = app.keyed(Method::POST, &path, &late, "join", None).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    // Another user's request with the same key is theirs alone.
    let other = app.guest("Fay").await;
    let res = app.keyed(Method::POST, &path, &other, "join", None).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert!(!replayed(&res));
    assert_eq!(
        app.room(&code, &p[0]).await["players"]
            .as_array()
            .unwrap()
            .len(),
        6
    );
    let res = app.keyed(Method::POST, &path, &late, "join", None).await;
    assert_eq!(res.status(), StatusCode::CREATED, "the first answer again");
    assert!(replayed(&res));
    assert_eq!(app.count("SELECT count(*) FROM idempotency_keys").await, 2);

    // A day later the key is forgotten: the sweeper removes it, and it may be used anew.
    app.clock.advance(24 * 60 * 60 * 1000 + 1);
    app.sweep().await;
    assert_eq!(app.count("SELECT count(*) FROM idempotency_keys").await, 0);
    let res = app
        .keyed(
            Method::POST,
            &path,
            &late,
            "join",
            Some(json!({"display_name": "Eve"})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK, "already seated, not a replay");
    assert!(!replayed(&res));
}

#[tokio::test]
async fn a_malformed_key_is_refused_before_anything_runs() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    for key in ["x".repeat(256), "two words".to_string()] {
        let res = app
            .keyed(
                Method::POST,
                "/api/v1/rooms",
                &host,
                &key,
                Some(json!({"pack_ids": ["spyfall1"]})),
            )
            .await;
        assert_problem(res, StatusCode::BAD_REQUEST, "invalid_idempotency_key").await;
    }
    assert_eq!(app.count("SELECT count(*) FROM rooms").await, 0);
    // A GET ignores the header.
    let res = app
        .keyed(Method::GET, "/api/v1/me", &host, "two words", None)
        .await;
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_retried_room_creation_gives_the_same_room() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    let body = json!({"pack_ids": ["spyfall1"]});
    let first = app
        .keyed(
            Method::POST,
            "/api/v1/rooms",
            &host,
            "room",
            Some(body.clone()),
        )
        .await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = app
        .keyed(Method::POST, "/api/v1/rooms", &host, "room", Some(body))
        .await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.json::<Value>().await.unwrap()["code"], first["code"]);
    assert_eq!(app.count("SELECT count(*) FROM rooms").await, 1);
}

#[tokio::test]
async fn a_write_answer_and_its_replay_carry_the_new_views_etag() {
    let app = spawn_app().await;
    let (code, p, path, ask) = a_round_with_an_ask_ready(&app).await;
    let first = app
        .keyed(Method::POST, &path, &p[0], "tagged", Some(ask.clone()))
        .await;
    let tag = first.headers()["etag"].to_str().unwrap().to_string();
    let body: Value = first.json().await.unwrap();
    assert!(tag.starts_with(&format!("\"{}-", body["version"])), "{tag}");
    // The tag is the one a poll answers 304 to.
    let poll = app
        .get_if_none_match(&format!("/api/v1/rooms/{code}"), &p[0].token, &tag)
        .await;
    assert_eq!(poll.status(), StatusCode::NOT_MODIFIED);
    let again = app
        .keyed(Method::POST, &path, &p[0], "tagged", Some(ask))
        .await;
    assert!(replayed(&again));
    assert_eq!(
        again.headers()["etag"].to_str().unwrap(),
        tag,
        "the replay says which view it returns"
    );
}
