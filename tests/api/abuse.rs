//! Abuse limits over HTTP: per-address and per-user budgets answer 429 problem+json with
//! `Retry-After`, refill with the server's clock, and make guessing codes no faster than
//! the miss budget, without telling a guesser which codes exist.

use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, spawn_app_with};

/// A server with the default limits changed by `spec` ("" keeps the defaults).
async fn limited(spec: &str) -> TestApp {
    let spec = spec.to_string();
    spawn_app_with(move |vars| {
        vars.retain(|(k, _)| k != "SPYFALL_RATE_LIMITS");
        if !spec.is_empty() {
            vars.push(("SPYFALL_RATE_LIMITS".into(), spec));
        }
    })
    .await
}

async fn guest_res(app: &TestApp, name: &str) -> Response {
    app.post("/api/v1/guests", None, json!({"display_name": name}))
        .await
}

/// Asserts a 429 `rate_limited` problem whose `Retry-After` is `secs`.
async fn assert_limited(res: Response, secs: u64) {
    let retry = res
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    assert_problem(res, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    assert_eq!(retry, Some(secs.to_string()));
}

#[tokio::test]
async fn signups_from_one_address_stop_at_the_default_budget_and_refill_with_time() {
    let app = limited("").await;
    let mut admitted = 0;
    let refused = loop {
        let res = if admitted % 2 == 0 {
            guest_res(&app, "Guest").await
        } else {
            let body = json!({"username": format!("user{admitted}"), "password": "long enough", "display_name": "U"});
            app.post("/api/v1/users", None, body).await
        };
        if res.status() != StatusCode::CREATED {
            break res;
        }
        admitted += 1;
        assert!(admitted <= 1000, "no limit reached");
    };
    // Accounts and guests share the budget: 60 in 10 minutes, then one every 10 s.
    assert_eq!(admitted, 60);
    assert_limited(refused, 10).await;
    let users: i64 = sqlx::query_scalar("select count(*) from users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(users, 60, "a refused signup creates nothing");
    app.clock.advance(9_000);
    assert_limited(guest_res(&app, "Early").await, 1).await;
    app.clock.advance(1_000);
    assert_eq!(
        guest_res(&app, "OnTime").await.status(),
        StatusCode::CREATED
    );
    assert_eq!(
        guest_res(&app, "Again").await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn room_creation_is_limited_per_user_and_per_address() {
    let app = limited("room_create.user=3/1m,room_create.address=5/1m").await;
    let (ann, bob) = (app.guest("Ann").await, app.guest("Bob").await);
    let create = |p: &Player| {
        let token = p.token.clone();
        let app = &app;
        async move { app.post("/api/v1/rooms", Some(&token), json!({})).await }
    };
    for _ in 0..3 {
        assert_eq!(create(&ann).await.status(), StatusCode::CREATED);
    }
    assert_limited(create(&ann).await, 20).await;
    // Bob has a budget of his own, but shares the address's: 2 more rooms from it.
    for _ in 0..2 {
        assert_eq!(create(&bob).await.status(), StatusCode::CREATED);
    }
    assert_limited(create(&bob).await, 12).await;
    let rooms: i64 = sqlx::query_scalar("select count(*) from rooms")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rooms, 5);
}

#[tokio::test]
async fn logins_are_limited_per_account_name_whatever_the_password() {
    let app = limited("login.user=3/1m").await;
    let body = json!({"username": "carol", "password": "right password", "display_name": "Carol"});
    assert_eq!(
        app.post("/api/v1/users", None, body).await.status(),
        StatusCode::CREATED
    );
    let login = |password: &str| {
        app.post(
            "/api/v1/sessions",
            None,
            json!({"username": "Carol", "password": password}),
        )
    };
    for _ in 0..3 {
        assert_eq!(
            login("wrong password").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    // The right password is refused too until the budget refills: guessing gets nothing.
    assert_limited(login("right password").await, 20).await;
    // Another account name is not held back.
    let other = app
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "dave", "password": "whatever1"}),
        )
        .await;
    assert_eq!(other.status(), StatusCode::UNAUTHORIZED);
    app.clock.advance(20_000);
    assert_eq!(login("right password").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn joins_are_limited_per_user() {
    let app = limited("join.user=2/1m").await;
    let host = app.guest("Host").await;
    let codes = [
        app.create_room(&host, json!({})).await,
        app.create_room(&host, json!({})).await,
        app.create_room(&host, json!({})).await,
    ];
    let eve = app.guest("Eve").await;
    assert_eq!(
        app.join(&codes[0], &eve).await.status(),
        StatusCode::CREATED
    );
    assert_eq!(
        app.join(&codes[1], &eve).await.status(),
        StatusCode::CREATED
    );
    assert_limited(app.join(&codes[2], &eve).await, 30).await;
    // Nothing was joined by the refused request.
    let view = app.room(&codes[2], &host).await;
    assert_eq!(view["players"].as_array().unwrap().len(), 1);
    let fred = app.guest("Fred").await;
    assert_eq!(
        app.join(&codes[2], &fred).await.status(),
        StatusCode::CREATED
    );
}

/// How a guesser sees a code: the status and problem code.
async fn probe(app: &TestApp, who: &Player, code: &str) -> (StatusCode, Value) {
    let res = app
        .get(&format!("/api/v1/rooms/{code}"), Some(&who.token))
        .await;
    let status = res.status();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    (status, body["code"].clone())
}

#[tokio::test]
async fn guessing_room_codes_stops_at_the_miss_budget_and_then_tells_nothing() {
    let app = limited("miss.user=4/1m,miss.address=off").await;
    let host = app.guest("Host").await;
    let real = app.create_room(&host, json!({})).await;
    let mallory = app.guest("Mallory").await;
    // Codes that exist cost nothing: the room's lobby is readable by code (API.md).
    assert_eq!(probe(&app, &mallory, &real).await.0, StatusCode::OK);
    let unused = unused_codes(&app, 6).await;
    for code in &unused[..4] {
        let (status, code) = probe(&app, &mallory, code).await;
        assert_eq!(
            (status, code),
            (StatusCode::NOT_FOUND, json!("room_not_found"))
        );
    }
    // Out of misses: a real code and an unused one get the same answer.
    assert_eq!(
        probe(&app, &mallory, &real).await,
        (StatusCode::TOO_MANY_REQUESTS, json!("rate_limited"))
    );
    assert_eq!(
        probe(&app, &mallory, &unused[4]).await,
        (StatusCode::TOO_MANY_REQUESTS, json!("rate_limited"))
    );
    let join = app.join(&unused[5], &mallory).await;
    assert_limited(join, 15).await;
    // The host is not held back, and neither is the guesser after the refill.
    app.room(&real, &host).await;
    app.clock.advance(15_000);
    assert_eq!(probe(&app, &mallory, &real).await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_rooms_own_players_are_spared_when_their_address_is_out_of_misses() {
    let app = limited("miss.address=3/1m").await;
    let (code, players) = app.table(&["Ann", "Ben", "Cy", "Di"], json!({})).await;
    let other_host = app.guest("Host").await;
    let other = app.create_room(&other_host, json!({})).await;
    // The table's phones poll their room (so this server knows who sits there).
    for p in &players {
        app.room(&code, p).await;
    }
    // Someone at the same address (a venue's Wi-Fi) guesses until the address is spent.
    let mallory = app.guest("Mallory").await;
    for code in unused_codes(&app, 3).await {
        assert_eq!(probe(&app, &mallory, &code).await.0, StatusCode::NOT_FOUND);
    }
    assert_eq!(
        probe(&app, &mallory, &other).await.0,
        StatusCode::TOO_MANY_REQUESTS
    );
    // They keep polling and playing their own room.
    for p in &players {
        app.room(&code, p).await;
    }
    app.start_game(&code, &players[0]).await;
    // A seated player naming someone else's room is held back like anyone at the address.
    assert_eq!(
        probe(&app, &players[1], &other).await.0,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn claim_codes_cost_misses_too() {
    let app = limited("miss.address=2/1m").await;
    for code in ["BCDFGHJKLM", "BCDFGHJKLN"] {
        let res = app
            .post("/api/v1/nights/claim", None, json!({"code": code}))
            .await;
        assert_problem(res, StatusCode::NOT_FOUND, "claim_not_found").await;
    }
    let res = app
        .post("/api/v1/nights/claim", None, json!({"code": "BCDFGHJKLP"}))
        .await;
    assert_limited(res, 30).await;
}

#[tokio::test]
async fn oversized_collections_and_strings_are_refused_and_change_nothing() {
    let app = limited("off").await;
    let host = app.guest("Host").await;
    let code = app.create_room(&host, json!({})).await;
    let before = app.room(&code, &host).await["version"].clone();
    let packs: Vec<String> = (0..2_000).map(|i| format!("p{i}")).collect();
    let res = app
        .send(
            Method::PATCH,
            &format!("/api/v1/rooms/{code}"),
            Some(&host.token),
            Some(json!({"settings": {"pack_ids": packs}})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let order: Vec<String> = (0..500).map(|_| uuid::Uuid::new_v4().to_string()).collect();
    let res = app
        .send(
            Method::PATCH,
            &format!("/api/v1/rooms/{code}"),
            Some(&host.token),
            Some(json!({"seat_order": order})),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let long = "x".repeat(5_000);
    let res = app
        .post(
            &format!("/api/v1/rooms/{code}/players"),
            Some(&app.guest("Zed").await.token),
            json!({"display_name": long}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let huge = "y".repeat(200_000);
    let res = app
        .post("/api/v1/guests", None, json!({"display_name": huge}))
        .await;
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.room(&code, &host).await["version"], before);
}

/// `n` codes of valid form that no room has.
async fn unused_codes(app: &TestApp, n: usize) -> Vec<String> {
    let taken: Vec<String> = sqlx::query_scalar("select code from rooms")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let letters = b"BCDFGHJKLMNPQRSTVWXZ";
    (0..)
        .map(|i: usize| {
            (0..5)
                .map(|k| letters[(i / 20usize.pow(k)) % 20] as char)
                .collect::<String>()
        })
        .filter(|c| !taken.contains(c))
        .take(n)
        .collect()
}

/// Three signups, each claiming another address in `X-Forwarded-For`: how many are
/// admitted when the address budget allows two. `proxy_line`: the address a proxy adds as
/// a header line of its own after the client's (HAProxy does).
async fn signups_claiming_three_addresses(
    trusted_proxies: &str,
    proxy_line: Option<&'static str>,
) -> usize {
    let proxies = trusted_proxies.to_string();
    let app = spawn_app_with(move |vars| {
        vars.retain(|(k, _)| k != "SPYFALL_RATE_LIMITS");
        vars.push(("SPYFALL_RATE_LIMITS".into(), "signup.address=2/10m".into()));
        vars.push((
            "SPYFALL_CLIENT_ADDRESS_HEADER".into(),
            "x-forwarded-for".into(),
        ));
        vars.push(("SPYFALL_TRUSTED_PROXIES".into(), proxies));
    })
    .await;
    let mut admitted = 0;
    for n in 1..=3 {
        let mut req = app
            .client
            .post(app.url("/api/v1/guests"))
            .header("x-forwarded-for", format!("10.1.1.{n}"));
        if let Some(line) = proxy_line {
            req = req.header("x-forwarded-for", line);
        }
        let res = req
            .json(&json!({"display_name": "Guest"}))
            .send()
            .await
            .unwrap();
        admitted += usize::from(res.status() == StatusCode::CREATED);
    }
    admitted
}

#[tokio::test]
async fn forwarded_addresses_are_believed_only_from_a_trusted_proxy() {
    // The tests' requests come from loopback: a proxy on the same machine, trusted by
    // default, so each signup counts for the address it names.
    assert_eq!(
        signups_claiming_three_addresses("127.0.0.1,::1", None).await,
        3
    );
    // From anyone else the header is ignored: every signup counts for the peer.
    assert_eq!(signups_claiming_three_addresses("10.9.9.9", None).await, 2);
}

#[tokio::test]
async fn a_proxys_own_header_line_is_believed_over_the_clients() {
    // The client's own lines come first; the proxy's, with the address it saw, last.
    assert_eq!(
        signups_claiming_three_addresses("127.0.0.1,::1", Some("10.2.2.2")).await,
        2
    );
}
