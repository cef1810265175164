//! A hostile client cannot take the server from everyone else: bodies sent slowly are cut
//! off and never count among the requests in flight; long-polls and streams are capped per
//! user and per address, and a poll whose client has gone is let go at once; a stopping
//! server answers what it holds instead of making it wait.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::crash::{free_address, start};
use crate::helpers::{TestApp, assert_problem, bounded, player_id, spawn_app_with};
use crate::polling::{etag, held, next_frame};

/// A connection that sends a request's head announcing a large body, then one byte of it.
async fn slow_body(app: &TestApp) -> TcpStream {
    let addr = app.address.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).await.unwrap();
    let head = "POST /api/v1/guests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                Content-Length: 60000\r\n\r\n{";
    s.write_all(head.as_bytes()).await.unwrap();
    s
}

/// What the server answers on `s`, read until it closes the connection.
async fn answer(mut s: TcpStream) -> String {
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn slow_bodies_neither_starve_the_table_nor_stay() {
    // Four places in flight, and more slow bodies than that (all from one address here).
    let app = spawn_app_with(|v| {
        v.push(("SPYFALL_MAX_IN_FLIGHT".into(), "4".into()));
        v.push(("SPYFALL_MAX_RECEIVING_PER_ADDRESS".into(), "8".into()));
        v.push(("SPYFALL_BODY_TIMEOUT_MS".into(), "60000".into()));
    })
    .await;
    let (code, p) = app.four_playing().await;
    let mut slow = Vec::new();
    for _ in 0..6 {
        slow.push(slow_body(&app).await);
    }
    let mut receiving = app.metrics.bodies_receiving.subscribe();
    bounded(receiving.wait_for(|&n| n == 6)).await.unwrap();

    // The table plays on: views, moves and new guests are answered.
    app.room(&code, &p[0]).await;
    let res = app
        .post("/api/v1/guests", None, json!({"display_name": "Late"}))
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    // An address with as many bodies on their way as it may send more: 429.
    slow.push(slow_body(&app).await);
    slow.push(slow_body(&app).await);
    bounded(receiving.wait_for(|&n| n == 8)).await.unwrap();
    let res = app
        .post("/api/v1/guests", None, json!({"display_name": "Also"}))
        .await;
    assert!(res.headers().contains_key("retry-after"));
    assert_problem(res, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    drop(slow);
    bounded(receiving.wait_for(|&n| n == 0)).await.unwrap();

    // With a short deadline, a slow body is answered 408 and its connection closed.
    let app = spawn_app_with(|v| v.push(("SPYFALL_BODY_TIMEOUT_MS".into(), "300".into()))).await;
    let text = bounded(answer(slow_body(&app).await)).await;
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(text.contains("application/problem+json"), "{text}");
    assert!(text.contains("\"code\":\"body_timeout\""), "{text}");
    assert_eq!(app.metrics.bodies_timed_out.get(), 1);
}

#[tokio::test]
async fn held_polls_are_capped_per_user_and_let_go_when_their_client_leaves() {
    let app = spawn_app_with(|v| {
        v.push(("SPYFALL_MAX_HELD_PER_USER".into(), "2".into()));
        v.push(("SPYFALL_MAX_HELD_PER_ADDRESS".into(), "3".into()));
    })
    .await;
    let (code, p) = app.four_playing().await;
    let tag = etag(&app.poll(&app.address, &code, &p[0], None, None).await);
    // Two polls held on raw connections, as a flood would send them.
    let addr = app.address.trim_start_matches("http://");
    let mut polls = Vec::new();
    for _ in 0..2 {
        let mut s = TcpStream::connect(addr).await.unwrap();
        let req = format!(
            "GET /api/v1/rooms/{code}?wait=60 HTTP/1.1\r\nHost: x\r\n\
             Authorization: Bearer {}\r\nIf-None-Match: {tag}\r\n\r\n",
            p[0].token
        );
        s.write_all(req.as_bytes()).await.unwrap();
        polls.push(s);
    }
    held(app.metrics.held_polls.subscribe(), 2).await;
    // A third by the same player is refused (the tests run with the abuse limits off:
    // this 429 is the cap's).
    let res = app
        .poll(&app.address, &code, &p[0], Some(&tag), Some(60))
        .await;
    assert_eq!(res.headers()["retry-after"], "5");
    assert_problem(res, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    // Another player's is held as usual, until the address holds its three.
    let tag1 = etag(&app.poll(&app.address, &code, &p[1], None, None).await);
    let other = app.poll(&app.address, &code, &p[1], Some(&tag1), Some(60));
    let refused = async {
        let mut gauge = app.metrics.held_polls.subscribe();
        bounded(gauge.wait_for(|&n| n == 3)).await.unwrap();
        let tag2 = etag(&app.poll(&app.address, &code, &p[2], None, None).await);
        let res = app
            .poll(&app.address, &code, &p[2], Some(&tag2), Some(60))
            .await;
        assert_problem(res, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
        // The flooding client closes its connections: its two polls are let go at once,
        // not when their 60 s are up, and nothing else has changed.
        drop(polls);
        bounded(gauge.wait_for(|&n| n == 1)).await.unwrap();
        // A change answers the other player's poll.
        let v = app.room(&code, &p[1]).await;
        let target = json!({"type": "ask", "target": player_id(&v)});
        app.act_ok(&code, &p[0], target).await;
    };
    let (other, ()) = tokio::join!(other, refused);
    assert_eq!(other.status(), StatusCode::OK);
    // The player's places are free again: a poll of theirs is held.
    let tag = etag(&app.poll(&app.address, &code, &p[0], None, None).await);
    let res = app
        .poll(&app.address, &code, &p[0], Some(&tag), Some(1))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn a_stopping_server_answers_its_held_polls_and_ends_its_streams() {
    let app = spawn_app_with(|_| {}).await;
    let (code, p) = app.four_playing().await;
    let addr = free_address();
    let mut server = start(&app, &addr).await;
    let base = format!("http://{addr}");
    let tag = etag(&app.poll(&base, &code, &p[0], None, None).await);
    let events = app
        .client
        .get(format!("{base}/api/v1/rooms/{code}/events"))
        .bearer_auth(&p[1].token)
        .send();
    let mut stream = events.await.unwrap();
    let mut buf = String::new();
    next_frame(&mut stream, &mut buf).await;
    let poll = app.poll(&base, &code, &p[0], Some(&tag), Some(60));
    let stop = async {
        // Both held (read from the server's own metrics, a few times a second), then
        // SIGTERM.
        bounded(async {
            loop {
                let metrics = app.client.get(format!("{base}/metrics")).send().await;
                let text = metrics.unwrap().text().await.unwrap();
                if text.lines().any(|l| l == "spyfall_long_polls_held 2") {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
        .await;
        let pid = server.id().unwrap().to_string();
        let killed = tokio::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status();
        assert!(killed.await.unwrap().success());
    };
    let (poll, ()) = tokio::join!(poll, stop);
    // Answered, not cut off when a shutdown timeout ran out.
    assert_eq!(poll.status(), StatusCode::NOT_MODIFIED);
    while let Some(chunk) = stream.chunk().await.expect("the stream ends cleanly") {
        buf.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert!(server.wait().await.unwrap().success());
}
