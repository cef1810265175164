//! The HTTP details a client generated from the document relies on: a 201 says where what
//! it made is (`Location`, replayed with the answer), every host write at the table takes
//! `If-Match`, a stream ticket's `url` is absolute on the origin asked, and a limited route
//! says where its budgets stand (`RateLimit-Policy`, `RateLimit`) before it refuses.

use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, player_id, spawn_app, spawn_app_with};
use crate::table_packs::list;

fn location(res: &Response) -> String {
    let value = res
        .headers()
        .get("location")
        .expect("a 201 carries Location");
    value.to_str().unwrap().to_string()
}

/// Asserts `res` is a 201 whose `Location` the caller can read; answers its body.
async fn created_at(app: &TestApp, res: Response, by: &Player) -> (String, Value) {
    assert_eq!(res.status(), StatusCode::CREATED);
    let at = location(&res);
    let body: Value = res.json().await.unwrap();
    let there = app.get(&at, Some(&by.token)).await;
    assert_eq!(there.status(), StatusCode::OK, "{at} can be read");
    (at, body)
}

#[tokio::test]
async fn every_201_says_where_what_it_made_is_and_a_replay_says_it_again() {
    let app = spawn_app().await;
    let res = app
        .post("/api/v1/guests", None, json!({"display_name": "Ana"}))
        .await;
    assert_eq!(location(&res), "/api/v1/me");
    let body: Value = res.json().await.unwrap();
    let ana = Player {
        token: body["token"].as_str().unwrap().to_string(),
        user_id: body["user"]["id"].as_str().unwrap().to_string(),
    };
    let me = app.get("/api/v1/me", Some(&ana.token)).await;
    let me: Value = me.json().await.unwrap();
    assert_eq!(me["id"].as_str(), Some(ana.user_id.as_str()));

    // A room, made with a key: its replay carries the same Location.
    let make_room = || {
        app.client
            .post(app.url("/api/v1/rooms"))
            .bearer_auth(&ana.token)
            .header("idempotency-key", "room-1")
            .json(&json!({}))
            .send()
    };
    let (at, room) = created_at(&app, make_room().await.unwrap(), &ana).await;
    let code = room["code"].as_str().unwrap().to_string();
    assert_eq!(at, format!("/api/v1/rooms/{code}"));
    let again = make_room().await.unwrap();
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(location(&again), at);

    let mut players = vec![ana];
    for name in ["Ben", "Cy", "Di"] {
        let p = app.guest(name).await;
        let (at, _) = created_at(&app, app.join(&code, &p).await, &p).await;
        assert_eq!(at, format!("/api/v1/rooms/{code}"));
        players.push(p);
    }
    let host = &players[0];
    let games = format!("/api/v1/rooms/{code}/games");
    let res = app
        .send(Method::POST, &games, Some(&host.token), None)
        .await;
    let (at, _) = created_at(&app, res, host).await;
    assert_eq!(at, format!("/api/v1/rooms/{code}/rounds"));
    let res = app.deal(&code, host).await;
    let (at, view) = created_at(&app, res, host).await;
    assert_eq!(at, format!("/api/v1/rooms/{code}/rounds/1"));
    assert_eq!(view["round"]["number"], 1);

    let res = app
        .post("/api/v1/packs", Some(&host.token), list("Ours", 8))
        .await;
    let (at, pack) = created_at(&app, res, host).await;
    let share_code = pack["share_code"].as_str().unwrap();
    assert_eq!(at, format!("/api/v1/packs/shared/{share_code}"));

    let tickets = format!("/api/v1/rooms/{code}/events/tickets");
    let res = app
        .send(Method::POST, &tickets, Some(&host.token), None)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let at = location(&res);
    let ticket: Value = res.json().await.unwrap();
    assert_eq!(ticket["url"].as_str(), Some(at.as_str()));
}

#[tokio::test]
async fn a_stream_ticket_names_the_origin_the_client_asked_and_lasts_15_minutes() {
    let app = spawn_app().await;
    let (code, p) = app.table(&["Ana", "Ben", "Cy", "Di"], json!({})).await;
    let tickets = format!("/api/v1/rooms/{code}/events/tickets");
    // As a phone on the venue's network reaches the server, by another name than ours.
    let res = app
        .client
        .post(app.url(&tickets))
        .bearer_auth(&p[0].token)
        .header("host", "spyfall.lan:8123")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let ticket: Value = res.json().await.unwrap();
    let url = ticket["url"].as_str().unwrap();
    let path = format!("/api/v1/rooms/{code}/events?ticket=");
    assert!(
        url.starts_with(&format!("http://spyfall.lan:8123{path}")),
        "{url}"
    );
    // Asked by our own address, the url opens the stream there.
    let res = app
        .send(Method::POST, &tickets, Some(&p[0].token), None)
        .await;
    let ticket: Value = res.json().await.unwrap();
    let url = ticket["url"].as_str().unwrap();
    assert!(url.starts_with(&app.url(&path)), "{url}");
    let stream = app.client.get(url).send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert_eq!(stream.headers()["content-type"], "text/event-stream");
    drop(stream);
    // 15 minutes to open and reopen it: a browser's own reconnect after 14 works, after
    // 17 it is refused and the page must ask for another ticket.
    app.clock.advance(14 * 60 * 1000);
    let stream = app.client.get(url).send().await.unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    drop(stream);
    app.clock.advance(3 * 60 * 1000);
    let res = app.client.get(url).send().await.unwrap();
    assert_problem(res, StatusCode::UNAUTHORIZED, "unauthorized").await;
}

/// Sends `method path` as `by` with `If-Match: tag`.
async fn with_if_match(
    app: &TestApp,
    (method, path): (Method, &str),
    by: &Player,
    tag: &str,
    body: Option<Value>,
) -> Response {
    let mut req = (app.client.request(method, app.url(path)))
        .bearer_auth(&by.token)
        .header("if-match", tag);
    if let Some(body) = body {
        req = req.json(&body);
    }
    req.send().await.unwrap()
}

#[tokio::test]
async fn every_host_write_at_the_table_refuses_a_stale_if_match_and_changes_nothing() {
    let app = spawn_app().await;
    let (code, p) = app
        .table(&["Ana", "Ben", "Cy", "Di", "Eve"], json!({}))
        .await;
    let (host, room) = (&p[0], format!("/api/v1/rooms/{code}"));
    let ben = player_id(&app.room(&code, &p[1]).await);
    let eve = player_id(&app.room(&code, &p[4]).await);
    let version = app.room(&code, host).await["version"].as_i64().unwrap();
    let stale = format!("\"{}\"", version - 1);
    let (kick, host_path) = (format!("{room}/players/{eve}"), format!("{room}/host"));
    let (games, rounds) = (format!("{room}/games"), format!("{room}/rounds"));
    let writes = [
        (
            Method::PATCH,
            room.as_str(),
            Some(json!({"settings": {"round_minutes": 6}})),
        ),
        (
            Method::POST,
            host_path.as_str(),
            Some(json!({"player_id": ben})),
        ),
        (Method::DELETE, kick.as_str(), None),
        (Method::POST, games.as_str(), None),
    ];
    for (method, path, body) in writes.clone() {
        let res = with_if_match(&app, (method, path), host, &stale, body).await;
        assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    }
    let res = with_if_match(&app, (Method::POST, &games), host, "\"x\"", None).await;
    assert_problem(res, StatusCode::BAD_REQUEST, "invalid_if_match").await;
    let view = app.room(&code, host).await;
    assert_eq!(view["version"], version, "nothing changed");
    assert_eq!(view["players"].as_array().unwrap().len(), 5);

    // The view's own ETag serves as well as its version.
    let tag = app.get(&room, Some(&host.token)).await.headers()["etag"].clone();
    let tag = tag.to_str().unwrap();
    let res = with_if_match(&app, (Method::POST, &games), host, tag, None).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let started: Value = res.json().await.unwrap();
    let res = with_if_match(&app, (Method::POST, &rounds), host, &stale, None).await;
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    let current = format!("\"{}\"", started["version"]);
    let res = with_if_match(&app, (Method::POST, &rounds), host, &current, None).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let abandon = format!("{room}/rounds/current/abandon");
    let res = with_if_match(&app, (Method::POST, &abandon), host, &current, None).await;
    assert_problem(res, StatusCode::PRECONDITION_FAILED, "version_mismatch").await;
    let res = with_if_match(&app, (Method::POST, &abandon), host, "*", None).await;
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "`*` acts on the current version"
    );
}

fn field(res: &Response, name: &str) -> String {
    res.headers()[name].to_str().unwrap().to_string()
}

#[tokio::test]
async fn a_limited_route_says_where_its_budgets_stand_before_it_refuses() {
    let app = spawn_app_with(|vars| {
        vars.retain(|(k, _)| k != "SPYFALL_RATE_LIMITS");
        let spec = "room_create.user=3/10m,room_create.address=50/1h".to_string();
        vars.push(("SPYFALL_RATE_LIMITS".into(), spec));
    })
    .await;
    let ana = app.guest("Ana").await;
    let policy = "\"room_create.address\";q=50;w=3600, \"room_create.user\";q=3;w=600";
    for left in [2, 1, 0] {
        let res = app.post("/api/v1/rooms", Some(&ana.token), json!({})).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        assert_eq!(field(&res, "ratelimit-policy"), policy);
        let spent = 3 - left;
        let now = format!(
            "\"room_create.address\";r={};t={}, \"room_create.user\";r={left};t={}",
            50 - spent,
            spent * 72,
            spent * 200
        );
        assert_eq!(field(&res, "ratelimit"), now);
    }
    let res = app.post("/api/v1/rooms", Some(&ana.token), json!({})).await;
    assert_eq!(field(&res, "ratelimit-policy"), policy);
    assert!(field(&res, "ratelimit").ends_with("\"room_create.user\";r=0;t=600"));
    assert_eq!(field(&res, "retry-after"), "200");
    assert_problem(res, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    // Routes without a budget say nothing of one.
    let res = app.get("/api/v1/me", Some(&ana.token)).await;
    assert!(res.headers().get("ratelimit").is_none());
}
