//! A database outage under play: PostgreSQL stops while phones poll and act, then comes
//! back on the same address. Requests fail fast with 503 problem+json and `Retry-After`,
//! nothing half-done is kept, and the server recovers by itself: the pool reconnects, the
//! LISTEN connection comes back, and a change made meanwhile reaches a held long-poll (a
//! phone's, and the room's TV screen's).

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};
use spyfall::embedded_pg::EmbeddedPostgres;

use spyfall::staff::Role;

use crate::admin::league::{Night, projector_path};
use crate::helpers::{Player, TestApp, bounded, spawn_app_with};

/// Long-polls the room's `path` (its view, as `who`, or with no token its screen) from
/// `etag` until a view newer than `version` arrives; answers that are not a newer view
/// (304, 503) are polled through, as a phone or a TV would.
async fn poll_until_newer(
    app: &TestApp,
    path: &str,
    who: Option<&Player>,
    mut etag: String,
    version: i64,
) -> (i64, u32) {
    let mut unavailable = 0;
    loop {
        let mut req = app.client.get(app.url(&format!("{path}?wait=20")));
        if let Some(who) = who {
            req = req.bearer_auth(&who.token);
        }
        let res = req
            .header("if-none-match", &etag)
            .timeout(Duration::from_secs(40))
            .send()
            .await
            .expect("a held poll is answered, never left hanging");
        match res.status() {
            StatusCode::NOT_MODIFIED => {}
            StatusCode::SERVICE_UNAVAILABLE => unavailable += 1,
            StatusCode::OK => {
                let tag = res.headers()["etag"].to_str().unwrap().to_string();
                let view: Value = res.json().await.unwrap();
                let seen = view["version"].as_i64().unwrap();
                if seen > version {
                    return (seen, unavailable);
                }
                etag = tag;
            }
            other => panic!("unexpected {other} while polling"),
        }
    }
}

/// Sends `req` and expects a fast 503 problem with `Retry-After`; returns how long it took.
async fn unavailable(req: reqwest::RequestBuilder) -> Duration {
    let started = Instant::now();
    let res = req
        .timeout(Duration::from_secs(30))
        .send()
        .await
        .expect("answered, not hung");
    let took = started.elapsed();
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(res.headers().contains_key("retry-after"));
    assert_eq!(res.headers()["content-type"], "application/problem+json");
    let body: Value = res.json().await.unwrap();
    assert!(
        matches!(
            body["code"].as_str(),
            Some("database_unavailable" | "overloaded")
        ),
        "{body}"
    );
    took
}

/// A server on a PostgreSQL cluster of its own (in a folder of its own), which the test may
/// stop; a database connection is waited for at most 1 s.
async fn server_on_a_cluster_of_its_own(
    database: &str,
) -> (std::path::PathBuf, EmbeddedPostgres, TestApp) {
    let dir = std::env::temp_dir().join(format!("spyfall-outage-{}", uuid::Uuid::new_v4()));
    let pg = EmbeddedPostgres::start(&dir)
        .await
        .expect("a cluster of its own");
    let url = pg.url(database);
    let app = spawn_app_with(|vars| {
        vars.push(("DATABASE_URL".into(), url));
        vars.push(("SPYFALL_DB_ACQUIRE_TIMEOUT_MS".into(), "1000".into()));
    })
    .await;
    (dir, pg, app)
}

#[tokio::test]
async fn a_database_outage_gives_fast_503s_and_the_server_recovers_by_itself() {
    let (dir, mut pg, app) = server_on_a_cluster_of_its_own("spyfall_outage").await;
    let (code, players) = app.four_playing().await;
    let res = app
        .get(&format!("/api/v1/rooms/{code}"), Some(&players[1].token))
        .await;
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let before: Value = res.json().await.unwrap();
    let v0 = before["version"].as_i64().unwrap();
    let reconnects_before = app.metrics.listener_reconnects.get();

    // A phone holds a long-poll across the whole outage, and so does the room's TV.
    let room = format!("/api/v1/rooms/{code}");
    let poller = poll_until_newer(&app, &room, Some(&players[1]), etag.clone(), v0);
    let screen = format!("{room}/screen");
    let res = app.get(&screen, None).await;
    let screen_tag = res.headers()["etag"].to_str().unwrap().to_string();
    let tv = poll_until_newer(&app, &screen, None, screen_tag, v0);
    let outage = async {
        pg.stop().await.expect("the database stops");
        // Until its LISTEN connection drops, the server still serves the views it holds
        // in memory (as fresh as they ever are); from then on it trusts nothing it holds.
        while app.live.is_trusted() {
            tokio::task::yield_now().await;
        }
        let mut slowest = Duration::ZERO;
        let target = json!({"type": "ask", "target": before["me"]["player_id"]});
        for _ in 0..3 {
            let act = app
                .client
                .post(app.url(&format!("/api/v1/rooms/{code}/actions")))
                .bearer_auth(&players[0].token)
                .json(&target);
            let view = app
                .client
                .get(app.url(&format!("/api/v1/rooms/{code}")))
                .bearer_auth(&players[2].token);
            let signup = app
                .client
                .post(app.url("/api/v1/guests"))
                .json(&json!({"display_name": "Late"}));
            for req in [act, view, signup] {
                slowest = slowest.max(unavailable(req).await);
            }
        }
        let ready = app.get("/readyz", None).await;
        assert_eq!(ready.status(), StatusCode::SERVICE_UNAVAILABLE);
        pg.resume()
            .await
            .expect("the database starts again on its port");
        // At once, before this server's LISTEN connection is back (it retries with a
        // backoff), another instance changes the room: the held poll must not miss it.
        let other = app.another_instance().await;
        let listening_at_change = app.live.is_trusted();
        let res = app
            .client
            .get(format!("{}/api/v1/rooms/{code}", other.address))
            .bearer_auth(&players[2].token)
            .send()
            .await
            .unwrap();
        let after: Value = res.json().await.unwrap();
        assert_eq!(
            after["version"].as_i64().unwrap(),
            v0,
            "a refused action kept nothing"
        );
        let res = app
            .client
            .post(format!("{}/api/v1/rooms/{code}/actions", other.address))
            .bearer_auth(&players[0].token)
            .json(&target)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let changed: Value = res.json().await.unwrap();
        // Recovered without a restart: ready again, the LISTEN connection re-established.
        loop {
            let ready = app.get("/readyz", None).await.status() == StatusCode::OK;
            if ready
                && app.live.is_trusted()
                && app.metrics.listener_reconnects.get() > reconnects_before
            {
                break;
            }
        }
        println!(
            "outage: this server was listening when the change was made: {listening_at_change}"
        );
        (slowest, changed["version"].as_i64().unwrap(), other)
    };
    let ((seen, refused_polls), (tv_seen, _), (slowest, v1, _other)) =
        tokio::join!(poller, tv, outage);
    assert_eq!(
        seen, v1,
        "the held poll converges on the change made after the outage"
    );
    assert_eq!(tv_seen, v1, "so does the TV's");
    println!(
        "outage: slowest 503 {} ms (acquire timeout 1000 ms); the held poll saw {refused_polls} 503s, then version {seen}",
        slowest.as_millis()
    );
    drop(app);
    let _ = pg.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn the_projector_keeps_its_last_screen_and_the_panel_says_503_during_an_outage() {
    let (dir, mut pg, app) = server_on_a_cluster_of_its_own("spyfall_projector_outage").await;
    let b = app.logged_in("boss", Role::Admin).await;
    let mut night = Night::create(b, "2").await;
    let projector = projector_path(&night.page().await.body);
    let shown = app.get(&projector, None).await;
    assert_eq!(shown.status(), StatusCode::OK);
    let shown = shown.text().await.unwrap();
    assert!(shown.contains("Night one") && !shown.contains("Reconnecting"));

    pg.stop().await.expect("the database stops");
    let mut syncs = app.live.syncs();
    bounded(async {
        while app.live.is_trusted() {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await;
    // The venue's screen keeps the standings it showed, says it is reconnecting, and
    // reloads itself shortly; never an error body.
    let res = app.get(&projector, None).await;
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.headers()["retry-after"], "3");
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert!(res.headers().contains_key("content-security-policy"));
    let body = res.text().await.unwrap();
    assert!(
        body.contains("Night one") && body.contains("Reconnecting"),
        "{body}"
    );
    assert!(
        body.contains("http-equiv=\"refresh\" content=\"3\""),
        "{body}"
    );
    // The panel answers a page that says so, with Retry-After, not a fault.
    let page = night.b.get(&night.url).await;
    assert_eq!(
        page.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "{}",
        page.body
    );
    assert!(page.headers.contains_key("retry-after"));
    assert!(
        page.body.contains("Database not reachable"),
        "{}",
        page.body
    );

    pg.resume().await.expect("the database starts again");
    // Trusted again once the listener is back and has reloaded what it holds.
    bounded(syncs.wait_for(|_| app.live.is_trusted()))
        .await
        .unwrap();
    let res = app.get(&projector, None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(!res.text().await.unwrap().contains("Reconnecting"));
    drop(night);
    drop(app);
    let _ = pg.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}
