//! Cheap polling (API.md, Polling): ETags and 304s answered from memory, long-polls woken
//! by a change on any instance or by time, Server-Sent Events, back-pressure, metrics.

use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};
use tokio::sync::watch;

use crate::helpers::{
    Player, TestApp, assert_problem, bounded, player_id, run_ok, spawn_app, spawn_app_with,
};

impl TestApp {
    /// A GET of the room view from `base` (this server or another instance), with
    /// `If-None-Match` and `?wait=` when given.
    pub(crate) async fn poll(
        &self,
        base: &str,
        code: &str,
        by: &Player,
        tag: Option<&str>,
        wait: Option<u64>,
    ) -> Response {
        let mut url = format!("{base}/api/v1/rooms/{code}");
        if let Some(w) = wait {
            url.push_str(&format!("?wait={w}"));
        }
        let mut req = self.client.get(url).bearer_auth(&by.token);
        if let Some(t) = tag {
            req = req.header("if-none-match", t);
        }
        req.send().await.expect("the request is sent")
    }

    /// Waits until this server's map of room versions is trusted (its listener is
    /// listening and has loaded the map), counting from `seen` resynchronisations.
    async fn listening_after(&self, seen: u64) {
        let mut syncs = self.live.syncs();
        syncs.wait_for(|&n| n > seen).await.unwrap();
        assert!(self.live.is_trusted());
    }

    fn acquires(&self) -> u64 {
        self.metrics.db_acquires.get()
    }
}

pub(crate) fn etag(res: &Response) -> String {
    res.headers()
        .get("etag")
        .expect("an ETag")
        .to_str()
        .unwrap()
        .to_string()
}

/// Waits until `n` long-polls or streams are held.
pub(crate) async fn held(gauge: watch::Receiver<i64>, n: i64) {
    let mut gauge = gauge;
    gauge.wait_for(|&h| h >= n).await.unwrap();
}

#[tokio::test]
async fn a_current_etag_is_answered_304_without_any_database_round_trip() {
    // A sweeper pass runs at start and not again during the test.
    let app =
        spawn_app_with(|v| v.push(("SPYFALL_SWEEP_INTERVAL_MS".into(), "60000".into()))).await;
    let (code, p) = app.four_playing().await;
    app.listening_after(0).await;
    let mut sweeps = app.sweeps.clone();
    sweeps.wait_for(|&n| n >= 1).await.unwrap();
    let res = app.poll(&app.address, &code, &p[1], None, None).await;
    assert_eq!(res.status(), StatusCode::OK);
    let tag = etag(&res);
    assert_eq!(res.headers()["cache-control"], "private, no-cache");
    assert_eq!(res.headers()["vary"], "Authorization, Accept-Language");
    assert_eq!(res.headers()["x-poll-interval"], "2");
    let view: Value = res.json().await.unwrap();
    assert_eq!(tag, format!("\"{}-{}\"", view["version"], p[1].user_id));

    let before = app.acquires();
    for _ in 0..20 {
        let res = app.poll(&app.address, &code, &p[1], Some(&tag), None).await;
        assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
        assert_eq!(etag(&res), tag);
        assert!(res.headers().contains_key("x-poll-interval"));
    }
    assert_eq!(
        app.acquires(),
        before,
        "no connection was taken from the pool"
    );

    // Someone else's tag, or a stale one, gets the view (from the database).
    let res = app.poll(&app.address, &code, &p[2], Some(&tag), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    app.act_ok(
        &code,
        &p[0],
        json!({"type": "ask", "target": player_id(&view)}),
    )
    .await;
    let res = app.poll(&app.address, &code, &p[1], Some(&tag), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(app.acquires() > before);
}

#[tokio::test]
async fn a_revoked_token_gets_no_304() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    app.listening_after(0).await;
    let res = app.poll(&app.address, &code, &p[1], None, None).await;
    let tag = etag(&res);
    let res = app.log_out(&p[1]).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = app.poll(&app.address, &code, &p[1], Some(&tag), None).await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

/// A server and another instance on its database, both with trusted maps.
async fn two_instances_listening() -> (TestApp, crate::helpers::Instance) {
    let app = spawn_app().await;
    let other = app.another_instance().await;
    app.listening_after(0).await;
    let mut syncs = other.live.syncs();
    syncs.wait_for(|&n| n > 0).await.unwrap();
    (app, other)
}

#[tokio::test]
async fn a_long_poll_wakes_on_a_change_made_through_another_instance() {
    let (app, other) = two_instances_listening().await;
    let (code, p) = app.four_playing().await;
    let res = app.poll(&app.address, &code, &p[1], None, None).await;
    let tag = etag(&res);
    let view: Value = res.json().await.unwrap();

    let waiting = app.poll(&app.address, &code, &p[1], Some(&tag), Some(30));
    let change = async {
        held(app.metrics.held_polls.subscribe(), 1).await;
        // The dealer (the host, in classic) asks, through the other instance.
        let ask = json!({"type": "ask", "target": player_id(&view)});
        app.act_through(&other.address, &code, &p[0], ask).await;
    };
    let (res, ()) = tokio::join!(waiting, change);
    assert_eq!(res.status(), StatusCode::OK);
    let woke: Value = res.json().await.unwrap();
    assert_eq!(woke["version"], view["version"].as_i64().unwrap() + 1);
    assert_eq!(woke["round"]["questions"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_change_wakes_every_phone_of_the_room_with_one_database_read() {
    let (app, other) = two_instances_listening().await;
    let (code, p) = app.four_playing().await;
    let mut tags = Vec::new();
    for player in &p {
        let res = app.poll(&app.address, &code, player, None, None).await;
        tags.push(etag(&res));
    }
    // Ben's view: the dealer (the host, in classic) asks him.
    let view: Value = app
        .poll(&app.address, &code, &p[1], None, None)
        .await
        .json()
        .await
        .unwrap();
    let read_before = app.metrics.room_states_read.get();
    let shared_before = app.metrics.room_states_shared.get();

    let waiting = futures_util::future::join_all(
        p.iter()
            .zip(&tags)
            .map(|(player, tag)| app.poll(&app.address, &code, player, Some(tag), Some(30))),
    );
    let change = async {
        held(app.metrics.held_polls.subscribe(), p.len() as i64).await;
        let ask = json!({"type": "ask", "target": player_id(&view)});
        app.act_through(&other.address, &code, &p[0], ask).await;
    };
    let (answers, ()) = tokio::join!(waiting, change);
    let version = view["version"].as_i64().unwrap() + 1;
    let mut seats = std::collections::HashSet::new();
    for (player, res) in p.iter().zip(answers) {
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(etag(&res), format!("\"{version}-{}\"", player.user_id));
        let woke: Value = res.json().await.unwrap();
        assert_eq!(woke["version"], version);
        assert!(seats.insert(woke["me"]["seat"].as_u64().unwrap()));
    }
    assert_eq!(
        seats.len(),
        4,
        "each phone got its own view of the shared state"
    );
    assert_eq!(
        app.metrics.room_states_read.get() - read_before,
        1,
        "one read for the four phones"
    );
    assert_eq!(app.metrics.room_states_shared.get() - shared_before, 3);
}

/// Phones following a room by its event stream see each move written in one statement
/// through this instance with the state the move wrote. The move's notification may arrive
/// before that state is kept here; the phones it wakes wait for it at the room's gate
/// rather than read the room again (before, a third of the moves were read again).
#[tokio::test]
async fn phones_following_a_room_see_its_moves_without_reading_it_again() {
    const MOVES: usize = 12;
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let (mut streams, ids) = follow_on_streams(&app, &code, &p).await;
    let in_one = app.metrics.moves_in_one_statement.get();
    let reads = app.metrics.room_states_read.get();
    for n in 0..MOVES {
        // Round the table: whoever was asked asks the next, never back.
        let ask = json!({"type": "ask", "target": ids[(n + 1) % 4]});
        app.act_ok(&code, &p[n % 4], ask).await;
        for (res, buf, seen) in &mut streams {
            let frame = next_event(res, buf).await;
            assert_eq!(event_id(&frame), *seen + 1);
            *seen += 1;
        }
    }
    assert_eq!(
        app.metrics.moves_in_one_statement.get() - in_one,
        MOVES as u64,
        "every move in one statement"
    );
    assert_eq!(
        app.metrics.room_states_read.get(),
        reads,
        "every event came from the state its move wrote"
    );
}

/// The same for the changes that take a transaction (a pause, a resume, a round
/// abandoned, a deal): each holds the room's gate from before its transaction until its
/// state is kept here, so the phones its notification wakes wait for that state.
#[tokio::test]
async fn phones_following_a_room_see_its_other_changes_without_reading_it_again() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let (mut streams, _) = follow_on_streams(&app, &code, &p).await;
    let reads = app.metrics.room_states_read.get();
    for _ in 0..3 {
        for change in [
            "rounds/current/pause",
            "rounds/current/resume",
            "rounds/current/abandon",
            "rounds",
        ] {
            let res = app
                .post(
                    &format!("/api/v1/rooms/{code}/{change}"),
                    Some(&p[0].token),
                    json!({}),
                )
                .await;
            assert!(res.status().is_success(), "{change}: {}", res.status());
            let version = res.json::<Value>().await.unwrap()["version"]
                .as_i64()
                .unwrap();
            for (res, buf, seen) in &mut streams {
                let next = event_id(&bounded(next_event(res, buf)).await);
                assert_eq!(
                    (next, version),
                    (*seen + 1, next),
                    "{change}: the next version"
                );
                *seen = next;
            }
        }
    }
    assert_eq!(
        app.metrics.room_states_read.get(),
        reads,
        "every event came from the state its change wrote"
    );
}

/// Each of `players` following the room on an event stream (the response, its unread
/// text, the last event's id), and their player ids, once each stream's first event came.
async fn follow_on_streams(
    app: &TestApp,
    code: &str,
    players: &[Player],
) -> (Vec<(Response, String, i64)>, Vec<String>) {
    let mut streams = Vec::new();
    let mut ids = Vec::new();
    for player in players {
        let mut buf = String::new();
        let mut res = open_events(app, code, player, None).await;
        let first = next_frame(&mut res, &mut buf).await;
        ids.push(player_id(&event_view(&first)));
        streams.push((res, buf, event_id(&first)));
    }
    (streams, ids)
}

/// A phone whose tag names a version this instance has not heard of yet (another instance
/// served it, and the notification is on its way) is not sent back to an older view: the
/// instance reads the room instead of trusting the state it shares.
#[tokio::test]
async fn a_tag_newer_than_this_instance_knows_is_checked_against_the_database() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let view: Value = app.room(&code, &p[1]).await;
    let version = view["version"].as_i64().unwrap();
    // A change this instance does not hear of, as while its notification is on the way.
    for statement in [
        "ALTER TABLE rooms DISABLE TRIGGER rooms_version_notify",
        "UPDATE rooms SET version = version + 1",
        "ALTER TABLE rooms ENABLE TRIGGER rooms_version_notify",
    ] {
        sqlx::query(statement).execute(&app.pool).await.unwrap();
    }
    let newer = format!("\"{}-{}\"", version + 1, p[1].user_id);
    let res = app
        .poll(&app.address, &code, &p[1], Some(&newer), None)
        .await;
    assert_eq!(
        res.status(),
        StatusCode::NOT_MODIFIED,
        "the tag is current in the database, not older than this instance's view"
    );
}

#[tokio::test]
async fn time_up_wakes_a_long_poll_with_nobody_acting() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    app.listening_after(0).await;
    let res = app.poll(&app.address, &code, &p[2], None, None).await;
    let tag = etag(&res);
    let waiting = app.poll(&app.address, &code, &p[2], Some(&tag), Some(30));
    let time_passes = async {
        held(app.metrics.held_polls.subscribe(), 1).await;
        // The round's minute runs out; the sweeper applies it and the change wakes the
        // waiting poll.
        app.clock.advance(60_000);
    };
    let (res, ()) = tokio::join!(waiting, time_passes);
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["round"]["phase"], "over");
    assert_eq!(view["round"]["result"]["outcome"]["kind"], "time_up");
}

#[tokio::test]
async fn a_long_poll_with_nothing_new_ends_in_304_and_wait_is_bounded() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let res = app.poll(&app.address, &code, &p[0], None, None).await;
    let tag = etag(&res);
    let res = app
        .poll(&app.address, &code, &p[0], Some(&tag), Some(1))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
    let res = app
        .poll(&app.address, &code, &p[0], Some(&tag), Some(61))
        .await;
    assert_problem(res, StatusCode::BAD_REQUEST, "invalid_query").await;
}

#[tokio::test]
async fn held_polls_beyond_the_limit_get_503_with_retry_after() {
    let app = spawn_app_with(|v| v.push(("SPYFALL_MAX_HELD_POLLS".into(), "1".into()))).await;
    let (code, p) = app.four_playing().await;
    let res = app.poll(&app.address, &code, &p[0], None, None).await;
    let tag = etag(&res);
    let first = app.poll(&app.address, &code, &p[0], Some(&tag), Some(30));
    let second = async {
        held(app.metrics.held_polls.subscribe(), 1).await;
        let res = app
            .poll(&app.address, &code, &p[0], Some(&tag), Some(30))
            .await;
        assert!(res.headers().contains_key("retry-after"));
        assert_problem(res, StatusCode::SERVICE_UNAVAILABLE, "overloaded").await;
        // A plain poll is still answered, and a change releases the held one.
        let res = app.poll(&app.address, &code, &p[0], Some(&tag), None).await;
        assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
        let v = app.room(&code, &p[1]).await;
        app.act_ok(
            &code,
            &p[0],
            json!({"type": "ask", "target": player_id(&v)}),
        )
        .await;
    };
    let (res, ()) = tokio::join!(first, second);
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(app.metrics.held_polls.get(), 0);
}

/// Reads one SSE frame (an event or a comment) from a streaming response.
pub(crate) async fn next_frame(res: &mut Response, buf: &mut String) -> String {
    loop {
        if let Some(end) = buf.find("\n\n") {
            let frame = buf[..end].to_string();
            buf.drain(..end + 2);
            return frame;
        }
        let chunk = res.chunk().await.unwrap().expect("the stream goes on");
        buf.push_str(std::str::from_utf8(&chunk).unwrap());
    }
}

/// The stream's next event, past its keep-alive comments.
pub(crate) async fn next_event(res: &mut Response, buf: &mut String) -> String {
    loop {
        let frame = next_frame(res, buf).await;
        if !frame.starts_with(':') {
            return frame;
        }
    }
}

pub(crate) fn event_id(frame: &str) -> i64 {
    frame
        .lines()
        .find_map(|l| l.strip_prefix("id: "))
        .unwrap_or_else(|| panic!("an event with an id: {frame}"))
        .parse()
        .unwrap()
}

pub(crate) fn event_view(frame: &str) -> Value {
    let data = frame
        .lines()
        .find_map(|l| l.strip_prefix("data: "))
        .unwrap();
    serde_json::from_str(data).unwrap()
}

pub(crate) async fn open_events(
    app: &TestApp,
    code: &str,
    by: &Player,
    last: Option<i64>,
) -> Response {
    let mut req = app
        .client
        .get(app.url(&format!("/api/v1/rooms/{code}/events")))
        .bearer_auth(&by.token);
    if let Some(id) = last {
        req = req.header("last-event-id", id.to_string());
    }
    let res = req.send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "text/event-stream");
    assert_eq!(res.headers()["cache-control"], "no-cache");
    assert_eq!(
        res.headers()["x-accel-buffering"],
        "no",
        "unbuffered by a proxy"
    );
    assert!(res.headers().contains_key("x-request-id"));
    res
}

#[tokio::test]
async fn events_stream_views_and_resume_from_last_event_id() {
    let app = spawn_app_with(|v| v.push(("SPYFALL_SSE_KEEPALIVE_MS".into(), "200".into()))).await;
    let (code, p) = app.four_playing().await;
    let mut buf = String::new();
    let mut res = open_events(&app, &code, &p[1], None).await;
    let first = next_frame(&mut res, &mut buf).await;
    let v1 = event_id(&first);
    let view = event_view(&first);
    assert_eq!(view["version"], v1);
    assert!(
        view["round"]["my_card"].is_object(),
        "the caller's own view"
    );

    // A change arrives as the next event.
    app.act_ok(
        &code,
        &p[0],
        json!({"type": "ask", "target": player_id(&view)}),
    )
    .await;
    let frame = next_event(&mut res, &mut buf).await;
    assert_eq!(event_id(&frame), v1 + 1);
    drop(res);

    // Missed a change while away: resuming from v1+1 sends the newer view at once.
    app.act_ok(
        &code,
        &p[1],
        json!({"type": "ask", "target": player_id(&app.room(&code, &p[2]).await)}),
    )
    .await;
    let mut buf = String::new();
    let mut res = open_events(&app, &code, &p[1], Some(v1 + 1)).await;
    let frame = next_frame(&mut res, &mut buf).await;
    assert_eq!(event_id(&frame), v1 + 2);
    drop(res);

    // Up to date: nothing is sent again, only keep-alives until something changes.
    let mut buf = String::new();
    let mut res = open_events(&app, &code, &p[1], Some(v1 + 2)).await;
    let frame = next_frame(&mut res, &mut buf).await;
    assert_eq!(frame, ": keep-alive");
}

#[tokio::test]
async fn a_listener_reconnect_is_survived_and_no_change_is_missed() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    app.listening_after(0).await;
    let res = app.poll(&app.address, &code, &p[1], None, None).await;
    let tag = etag(&res);
    let view: Value = res.json().await.unwrap();

    // A change whose notification is lost (as while the listener is down), made beside
    // this instance so it cannot have heard of it.
    sqlx::query("ALTER TABLE rooms DISABLE TRIGGER rooms_version_notify")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE rooms SET version = version + 1")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("ALTER TABLE rooms ENABLE TRIGGER rooms_version_notify")
        .execute(&app.pool)
        .await
        .unwrap();
    let res = app.poll(&app.address, &code, &p[1], Some(&tag), None).await;
    assert_eq!(
        res.status(),
        StatusCode::NOT_MODIFIED,
        "the map has not heard of it (this is what the resynchronisation is for)"
    );

    // The listener's connection dies; it comes back and reloads the map.
    let syncs = *app.live.syncs().borrow();
    let killed: i64 = sqlx::query_scalar(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(killed, 1, "one listener connection");
    app.listening_after(syncs).await;
    assert!(app.metrics.listener_reconnects.get() >= 1);
    let res = app.poll(&app.address, &code, &p[1], Some(&tag), None).await;
    assert_eq!(res.status(), StatusCode::OK);
    let now: Value = res.json().await.unwrap();
    assert_eq!(now["version"], view["version"].as_i64().unwrap() + 1);

    // And notifications flow again.
    let tag = format!("\"{}-{}\"", now["version"], p[1].user_id);
    let waiting = app.poll(&app.address, &code, &p[1], Some(&tag), Some(30));
    let change = async {
        held(app.metrics.held_polls.subscribe(), 1).await;
        // Through another instance: only the notification can tell this one.
        let other = app.another_instance().await;
        let ask = json!({"type": "ask", "target": player_id(&view)});
        app.act_through(&other.address, &code, &p[0], ask).await;
    };
    let (res, ()) = tokio::join!(waiting, change);
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn metrics_count_requests_by_route_and_status() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    app.room(&code, &p[0]).await;
    let res = app.get("/api/v1/rooms/NOPE1", Some(&p[0].token)).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let text = app.get("/metrics", None).await.text().await.unwrap();
    for line in [
        "spyfall_http_requests_total{route=\"/api/v1/rooms/{code}\",status=\"200\"}",
        "spyfall_http_requests_total{route=\"/api/v1/rooms/{code}\",status=\"404\"} 1",
        "spyfall_http_request_duration_seconds_bucket{le=\"+Inf\",route=\"/api/v1/rooms/{code}/rounds\"} 1",
        "spyfall_long_polls_held 0",
        "spyfall_listener_reconnects_total 0",
        "spyfall_db_pool_max_connections 8",
    ] {
        assert!(text.contains(line), "missing {line} in\n{text}");
    }
}

/// The load generator's smoke run: a few tables of bots play real games for a few seconds,
/// with phones polling both ways; it must see no protocol error and no rule violation.
#[tokio::test]
async fn the_load_generator_plays_games_without_an_error() {
    let app = spawn_app().await;
    for mode in ["etag", "long"] {
        let report = run_ok(
            tokio::process::Command::new(crate::helpers::loadgen())
                .args(["--url", &app.address, "--rooms", "3", "--players", "5"])
                .args(["--seconds", "3", "--think-ms", "20", "--poll", mode]),
        )
        .await;
        assert!(report.contains("\nerrors 0\n"), "{report}");
        let rounds: u64 = report
            .lines()
            .find_map(|l| l.split("rounds finished ").nth(1))
            .and_then(|n| n.trim().parse().ok())
            .unwrap();
        assert!(rounds > 0, "{report}");
    }
}

/// Requests in flight beyond the limit get 503; a held long-poll does not take a place.
#[tokio::test]
async fn the_load_generator_times_held_polls_woken_through_another_instance() {
    let (app, other) = two_instances_listening().await;
    let report = run_ok(
        tokio::process::Command::new(crate::helpers::loadgen())
            .args([
                "--hold",
                "--url",
                &app.address,
                "--change-url",
                &other.address,
            ])
            .args(["--rooms", "3", "--players", "4", "--waves", "2"]),
    )
    .await;
    assert!(report.contains("\nerrors 0\n"), "{report}");
    assert!(report.contains("held polls 12\n"), "{report}");
    assert!(
        report.contains("wake-ups 24 (change sent -> held poll answered)"),
        "{report}"
    );
}

#[tokio::test]
async fn requests_in_flight_beyond_the_limit_get_503_and_held_polls_do_not_count() {
    let app = spawn_app_with(|v| v.push(("SPYFALL_MAX_IN_FLIGHT".into(), "1".into()))).await;
    let (code, p) = app.four_playing().await;
    let res = app.poll(&app.address, &code, &p[0], None, None).await;
    let tag = etag(&res);
    let ben = app.room(&code, &p[1]).await;
    let waiting = app.poll(&app.address, &code, &p[0], Some(&tag), Some(30));
    let rest = async {
        held(app.metrics.held_polls.subscribe(), 1).await;
        // Held: the one place in flight is free for this request.
        assert_eq!(
            app.get("/api/v1/me", Some(&p[1].token)).await.status(),
            StatusCode::OK
        );

        // An action kept waiting on the room's lock takes the place.
        let mut lock = app.pool.begin().await.unwrap();
        sqlx::query("SELECT 1 FROM rooms FOR UPDATE")
            .execute(&mut *lock)
            .await
            .unwrap();
        let ask = json!({"type": "ask", "target": player_id(&ben)});
        let acting = app.act(&code, &p[0], ask.clone());
        let refused = async {
            let mut in_flight = app.metrics.in_flight.subscribe();
            in_flight.wait_for(|&n| n >= 1).await.unwrap();
            let res = app.get("/api/v1/me", Some(&p[1].token)).await;
            assert!(res.headers().contains_key("retry-after"));
            assert_problem(res, StatusCode::SERVICE_UNAVAILABLE, "overloaded").await;
            lock.commit().await.unwrap();
        };
        let (res, ()) = tokio::join!(acting, refused);
        assert_eq!(
            res.status(),
            StatusCode::OK,
            "the waiting action went through"
        );
    };
    let (res, ()) = tokio::join!(waiting, rest);
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "the change woke the held poll"
    );
}

#[tokio::test]
async fn a_removed_player_is_told_why_and_their_event_stream_ends() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(
            &["Ana", "Ben", "Cy", "Di", "Eve"],
            json!({"rule_set": "classic"}),
        )
        .await;
    let mut buf = String::new();
    let mut res = open_events(&app, &code, &p[3], None).await;
    let di = player_id(&event_view(&next_frame(&mut res, &mut buf).await));
    let eve = player_id(&app.room(&code, &p[4]).await);
    let (eve_path, di_path) = (
        format!("/api/v1/rooms/{code}/players/{eve}"),
        format!("/api/v1/rooms/{code}/players/{di}"),
    );
    let delete = reqwest::Method::DELETE;
    let left = app.send(delete.clone(), &eve_path, Some(&p[4].token), None);
    assert_eq!(left.await.status(), StatusCode::OK, "Eve leaves");
    let kicked = app.send(delete, &di_path, Some(&p[0].token), None);
    assert_eq!(kicked.await.status(), StatusCode::OK, "the host kicks Di");
    let frame = loop {
        let f = next_frame(&mut res, &mut buf).await;
        if f.contains("event: removed") {
            break f;
        }
    };
    let view = event_view(&frame);
    assert_eq!(
        view["removed"],
        json!({"player_id": di, "reason": "kicked"})
    );
    assert_eq!(view["me"], Value::Null);
    assert_eq!(
        res.chunk().await.unwrap(),
        None,
        "the stream ends after saying why"
    );

    let eve_view = app.room(&code, &p[4]).await;
    assert_eq!(
        eve_view["removed"],
        json!({"player_id": eve, "reason": "left"})
    );
    // Everyone still sees who left: no id in the room's record points to nobody.
    let ana = app.room(&code, &p[0]).await;
    assert_eq!(ana["removed"], Value::Null);
    let players: Vec<(Value, Value, Value)> = ana["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["display_name"].clone(),
                x["seat"].clone(),
                x["present"].clone(),
            )
        })
        .collect();
    assert_eq!(
        players,
        vec![
            (json!("Ana"), json!(0), json!(true)),
            (json!("Ben"), json!(1), json!(true)),
            (json!("Cy"), json!(2), json!(true)),
            (json!("Di"), Value::Null, json!(false)),
            (json!("Eve"), Value::Null, json!(false)),
        ]
    );
}

#[tokio::test]
async fn a_web_client_on_an_allowed_origin_may_call_the_api_and_read_its_poll_headers() {
    let origin = "https://play.example.org";
    let app = spawn_app_with(|v| v.push(("SPYFALL_CORS_ORIGINS".into(), origin.into()))).await;
    let (code, p) = app.four_playing().await;
    let preflight = app
        .client
        .request(reqwest::Method::OPTIONS, app.url("/api/v1/rooms/x/actions"))
        .header("Origin", origin)
        .header("Access-Control-Request-Method", "POST")
        .header(
            "Access-Control-Request-Headers",
            "authorization, idempotency-key, content-type",
        )
        .send()
        .await
        .unwrap();
    assert!(preflight.status().is_success(), "{}", preflight.status());
    assert_eq!(preflight.headers()["access-control-allow-origin"], origin);
    let get = |from: &'static str| {
        app.client
            .get(app.url(&format!("/api/v1/rooms/{code}")))
            .bearer_auth(&p[0].token)
            .header("Origin", from)
            .send()
    };
    let res = get(origin).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["access-control-allow-origin"], origin);
    let exposed = res.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap()
        .to_lowercase();
    for header in [
        "etag",
        "x-poll-interval",
        "retry-after",
        "idempotent-replayed",
    ] {
        assert!(exposed.contains(header), "{header} in {exposed}");
    }
    // Another origin is not allowed to read it.
    let res = get("https://elsewhere.example").await.unwrap();
    assert!(res.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn without_allowed_origins_the_api_sends_no_cors_headers() {
    let app = spawn_app().await;
    let res = app
        .client
        .get(app.url("/api/v1/healthz"))
        .header("Origin", "https://play.example.org")
        .send()
        .await
        .unwrap();
    assert!(res.headers().get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn a_browser_opens_the_event_stream_with_a_ticket_bound_to_its_user_room_and_token() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let asked = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/rooms/{code}/events/tickets"),
            Some(&p[1].token),
            None,
        )
        .await;
    assert_eq!(asked.status(), StatusCode::CREATED);
    let t: Value = asked.json().await.unwrap();
    // Absolute, on the address the test asked: the path is what follows it.
    let url = t["url"].as_str().unwrap();
    let url = url
        .strip_prefix(&app.address)
        .expect("an absolute url")
        .to_string();
    let ticket = t["ticket"].as_str().unwrap().to_string();
    let open = |path: String| app.client.get(app.url(&path)).send();
    // No Authorization header: the ticket alone opens the caller's own stream.
    let mut res = open(url.clone()).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let mut buf = String::new();
    let view = event_view(&next_frame(&mut res, &mut buf).await);
    assert!(
        view["round"]["my_card"].is_object(),
        "the caller's own view"
    );
    assert_eq!(view["me"], app.room(&code, &p[1]).await["me"]);
    drop(res);
    // Not for another room, not altered, not as a player token.
    let other = app.create_room(&p[1], json!({})).await;
    let res = open(format!("/api/v1/rooms/{other}/events?ticket={ticket}"))
        .await
        .unwrap();
    let problem = assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("another stream"),
        "a ticket of another room is said to be one: {problem}"
    );
    let altered = format!("{}x", &ticket);
    let res = open(format!("/api/v1/rooms/{code}/events?ticket={altered}"))
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let res = app.get("/api/v1/me", Some(&ticket)).await;
    assert_eq!(
        res.status(),
        StatusCode::UNAUTHORIZED,
        "a ticket is no player token"
    );
    // Logging out ends the tickets the token asked for.
    let out = app.log_out(&p[1]).await;
    assert_eq!(out.status(), StatusCode::NO_CONTENT);
    let res = open(url).await.unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

/// A move on an instance that knows the room's current state is made on it and written in
/// one statement, answering the state it leaves without reading it back: the state it
/// acted on and answers is what another instance reads from the database, and the
/// round's record rows hold every question and vote once, each move adding only
/// its own. The move that ends the round writes its points in a transaction.
#[tokio::test]
async fn r_11_1_r_11_3_a_move_from_memory_acts_on_and_records_what_the_database_holds() {
    let (app, other) = two_instances_listening().await;
    let (code, p) = app.four_playing().await;
    let mut ids = Vec::new();
    for player in &p {
        ids.push(player_id(&app.room(&code, player).await));
    }
    let moves = [
        (0, json!({"type": "ask", "target": ids[1]})),
        (1, json!({"type": "ask", "target": ids[2]})),
        (2, json!({"type": "ask", "target": ids[3]})),
        (3, json!({"type": "accuse", "suspect": ids[0]})),
        (1, json!({"type": "vote", "yes": true})),
    ];
    let before = app.metrics.moves_in_one_statement.get();
    for (actor, action) in &moves {
        let answered = app.act_ok(&code, &p[*actor], action.clone()).await;
        // The other instance may not have heard of the move yet: it is asked to wait for
        // any version after the one before, which it then reads from the database.
        let version = answered["version"].as_i64().unwrap();
        let older = format!("\"{}-{}\"", version - 1, p[*actor].user_id);
        let res = (app.poll(&other.address, &code, &p[*actor], Some(&older), Some(30))).await;
        let read: Value = res.json().await.unwrap();
        assert_eq!(answered, read, "after {action}");
    }
    let in_one = app.metrics.moves_in_one_statement.get() - before;
    assert_eq!(
        in_one,
        moves.len() as u64,
        "every move written in one statement"
    );
    let rows: (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM round_questions), (SELECT count(*) FROM round_votes)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        rows,
        (3, 2),
        "three questions, the accuser's implied yes and one vote"
    );
    // The last ballot ends the round: its points go the transaction's way.
    let ended = (app.act_ok(&code, &p[2], json!({"type": "vote", "yes": true}))).await;
    assert_eq!(ended["round"]["phase"], "over");
    let scores: i64 = sqlx::query_scalar("SELECT count(*) FROM round_scores")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(scores, 4, "every player's points");
    let in_one = app.metrics.moves_in_one_statement.get() - before;
    assert_eq!(in_one, moves.len() as u64);
}

/// A join or a deal on an instance that holds the room's state at the version it locks
/// works out the state it leaves from that one instead of reading the room back: every
/// seated player's view of it there is what another instance reads from the database (a
/// newcomer seated last, one already seated answered the same room, a returning player no
/// longer among those who left, a round dealt with each player's card).
#[tokio::test]
async fn a_join_or_a_deal_from_memory_leaves_what_the_database_holds() {
    let (app, other) = two_instances_listening().await;
    let p = [
        app.guest("Ana").await,
        app.guest("Ben").await,
        app.guest("Cy").await,
        app.guest("Di").await,
    ];
    let code = app.create_room(&p[0], json!({"rule_set": "classic"})).await;
    let before = app.metrics.moves_from_memory.get();
    let reads = app.metrics.room_states_read.get();
    // The write's answer and each seated player's view here (served from the state the
    // write left: no read, checked below), against the other instance's read.
    let same_everywhere = async |answer: Response, seated: &[&Player]| -> Value {
        let answered: Value = answer.json().await.unwrap();
        let version = answered["version"].as_i64().unwrap();
        for player in seated {
            let older = format!("\"{}-{}\"", version - 1, player.user_id);
            let res = app.poll(&other.address, &code, player, Some(&older), Some(30));
            let read: Value = res.await.json().await.unwrap();
            assert_eq!(read["version"], version);
            assert_eq!(app.room(&code, player).await, read, "after {answered}");
            if read["me"]["player_id"] == answered["me"]["player_id"] {
                assert_eq!(answered, read);
            }
        }
        answered
    };
    let joined = app.join(&code, &p[1]).await;
    assert_eq!(joined.status(), StatusCode::CREATED);
    same_everywhere(joined, &[&p[0], &p[1]]).await;
    let again = app.join(&code, &p[1]).await;
    assert_eq!(again.status(), StatusCode::OK);
    same_everywhere(again, &[&p[0], &p[1]]).await;
    for _ in 0..2 {
        let joined = app.join(&code, &p[2]).await;
        assert_eq!(joined.status(), StatusCode::CREATED);
        let cy = player_id(&same_everywhere(joined, &[&p[0], &p[1], &p[2]]).await);
        let path = format!("/api/v1/rooms/{code}/players/{cy}");
        let left = app
            .send(Method::DELETE, &path, Some(&p[2].token), None)
            .await;
        assert_eq!(left.status(), StatusCode::OK);
    }
    let back = app.join(&code, &p[2]).await;
    assert_eq!(back.status(), StatusCode::CREATED);
    same_everywhere(back, &[&p[0], &p[1], &p[2]]).await;
    let joined = app.join(&code, &p[3]).await;
    same_everywhere(joined, &[&p[0], &p[1], &p[2], &p[3]]).await;
    app.start_game(&code, &p[0]).await;
    let dealt = app.deal(&code, &p[0]).await;
    assert_eq!(dealt.status(), StatusCode::CREATED);
    same_everywhere(dealt, &[&p[0], &p[1], &p[2], &p[3]]).await;
    assert_eq!(
        app.metrics.room_states_read.get(),
        reads,
        "every view here came from the states the writes left"
    );
    let from_memory = app.metrics.moves_from_memory.get() - before;
    assert_eq!(from_memory, 7, "six joins and a deal, none read back");
}
