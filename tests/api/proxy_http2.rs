//! The listener for a proxy in front (`SPYFALL_H2C_ADDR`): the proxy carries many phones'
//! requests as streams of one cleartext HTTP/2 connection, so the server holds one
//! connection, not one per phone. The public address stays HTTP/1.1.

use reqwest::{Client, StatusCode, Version};
use serde_json::json;

use futures_util::StreamExt;

use crate::helpers::{assert_problem, bounded, player_id, spawn_app_with};
use crate::polling::{event_id, event_view, next_event, next_frame};

fn http2_client() -> Client {
    Client::builder()
        .http2_prior_knowledge()
        .build()
        .expect("an HTTP/2 client")
}

/// The server's settings with a listener for the proxy, on a free port.
fn with_proxy_listener(settings: &mut Vec<(String, String)>) {
    settings.push(("SPYFALL_H2C_ADDR".into(), "127.0.0.1:0".into()));
}

#[tokio::test]
async fn a_proxy_carries_every_phones_event_stream_over_http2() {
    let app = spawn_app_with(with_proxy_listener).await;
    let base = app.h2c_address.clone().expect("a listener for the proxy");
    let (code, players) = app.four_playing().await;
    let proxy = http2_client();

    let mut streams = Vec::new();
    for p in &players {
        let res = proxy
            .get(format!("{base}/api/v1/rooms/{code}/events"))
            .bearer_auth(&p.token)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.version(), Version::HTTP_2);
        assert_eq!(res.headers()["content-type"], "text/event-stream");
        assert_eq!(res.headers()["x-accel-buffering"], "no");
        assert!(res.headers().contains_key("x-request-id"));
        let mut buf = String::new();
        let mut res = res;
        let first = next_frame(&mut res, &mut buf).await;
        // Each stream is its own phone's view, however the connection is shared.
        let view = event_view(&first);
        let own = player_id(&app.room(&code, p).await);
        assert_eq!(player_id(&view), own);
        streams.push((res, buf, event_id(&first)));
    }

    // A move sent through the same connection reaches every stream on it.
    let target = player_id(&app.room(&code, &players[1]).await);
    let moved = proxy
        .post(format!("{base}/api/v1/rooms/{code}/actions"))
        .bearer_auth(&players[0].token)
        .json(&json!({"type": "ask", "target": target}))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), StatusCode::OK);
    for (res, buf, seen) in &mut streams {
        let frame = next_event(res, buf).await;
        assert_eq!(event_id(&frame), *seen + 1);
    }

    // The proxy's listener answers HTTP/1.1 as well, as a proxy may send either.
    let plain = app
        .client
        .get(format!("{base}/healthz"))
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), StatusCode::OK);
    assert_eq!(plain.version(), Version::HTTP_11);
}

#[tokio::test]
async fn a_body_of_unknown_length_over_http2_is_held_to_the_deadline() {
    let app = spawn_app_with(|v| {
        with_proxy_listener(v);
        v.push(("SPYFALL_BODY_TIMEOUT_MS".into(), "300".into()));
    })
    .await;
    let base = app.h2c_address.clone().expect("a listener for the proxy");
    // HTTP/2 sends no Transfer-Encoding, and this body no Content-Length: it starts and
    // never ends, as a client trickling bodies through a proxy would.
    let never_ending = futures_util::stream::once(async { Ok::<_, std::io::Error>(b"{".to_vec()) })
        .chain(futures_util::stream::pending());
    let sent = http2_client()
        .post(format!("{base}/api/v1/guests"))
        .header("content-type", "application/json")
        .body(reqwest::Body::wrap_stream(never_ending))
        .send();
    let res = bounded(sent).await.unwrap();
    assert_problem(res, StatusCode::REQUEST_TIMEOUT, "body_timeout").await;
    assert_eq!(app.metrics.bodies_timed_out.get(), 1);
}

#[tokio::test]
async fn a_stream_ticket_over_http2_names_the_authority_asked() {
    let app = spawn_app_with(with_proxy_listener).await;
    let base = app.h2c_address.clone().expect("a listener for the proxy");
    let (code, p) = app.four_playing().await;
    // HTTP/2 names the host as the request's authority and sends no `Host` header.
    let res = http2_client()
        .post(format!("{base}/api/v1/rooms/{code}/events/tickets"))
        .bearer_auth(&p[0].token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let ticket: serde_json::Value = res.json().await.unwrap();
    let url = ticket["url"].as_str().unwrap();
    assert!(
        url.starts_with(&format!("{base}/api/v1/rooms/{code}/events?")),
        "{url}"
    );
}

#[tokio::test]
async fn the_public_address_speaks_http1_only() {
    let app = spawn_app_with(|_| {}).await;
    assert!(app.h2c_address.is_none(), "no proxy listener unless asked");
    // An HTTP/2 preface is not an HTTP/1.1 request: the client gets no answer it can read.
    let res = http2_client()
        .get(format!("{}/healthz", app.address))
        .send()
        .await;
    assert!(res.is_err(), "{res:?}");
}
