//! Logging in and out: every page needs a session; the cookie's attributes; sessions that
//! expire, are revoked or belong to disabled accounts; throttled attempts; roles.

use reqwest::StatusCode;
use spyfall::staff::Role;

use super::{Browser, PASSWORD};
use crate::helpers::{TestApp, spawn_app, spawn_app_with};

/// Every page and form of the panel, with placeholders filled in.
const GETS: &[&str] = &[
    "/admin",
    "/admin/packs",
    "/admin/packs/spyfall1",
    "/admin/packs/spyfall1/delete",
    "/admin/packs/spyfall1/export?format=csv",
    "/admin/packs/spyfall1/locations/bank",
    "/admin/import",
    "/admin/rooms",
    "/admin/accounts",
];
const POSTS: &[&str] = &[
    "/admin/logout",
    "/admin/packs",
    "/admin/packs/spyfall1",
    "/admin/packs/spyfall1/publish",
    "/admin/packs/spyfall1/copy",
    "/admin/packs/spyfall1/delete",
    "/admin/packs/spyfall1/locations",
    "/admin/packs/spyfall1/locations/bank",
    "/admin/packs/spyfall1/locations/bank/move",
    "/admin/packs/spyfall1/locations/bank/delete",
    "/admin/import",
    "/admin/import/commit",
    "/admin/accounts",
    "/admin/accounts/00000000-0000-0000-0000-000000000000/disable",
    "/admin/accounts/00000000-0000-0000-0000-000000000000/enable",
];

#[tokio::test]
async fn every_page_and_form_needs_a_session() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    for path in GETS {
        let page = b.get(path).await;
        let expected = if *path == "/admin" {
            "/admin/packs"
        } else {
            "/admin/login"
        };
        assert_eq!(
            (page.status, page.location()),
            (StatusCode::SEE_OTHER, expected),
            "{path}"
        );
    }
    for path in POSTS {
        let page = b.post_raw(path, "name=x", true).await;
        assert_eq!(
            (page.status, page.location()),
            (StatusCode::SEE_OTHER, "/admin/login"),
            "{path}"
        );
    }
    // A player's bearer token is not a session, nor is it one as a cookie.
    let player = app.guest("Ann").await;
    let res = app
        .client
        .get(app.url("/admin/packs"))
        .bearer_auth(&player.token)
        .header("cookie", format!("spyfall_admin={}", player.token))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn a_method_a_page_does_not_take_is_a_405_page_naming_those_it_takes() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    let page = b.get("/admin/logout").await;
    assert_eq!(page.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(page.headers["allow"], "POST");
    assert!(
        page.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    page.assert_has("it takes POST");
    // A path with no page at all is still a 404 page.
    assert_eq!(
        b.get("/admin/no-such-page").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_session_cookie_is_http_only_strict_and_secure_over_https() {
    let app = spawn_app().await;
    app.account("boss", Role::Admin).await;
    let mut b = Browser::new(&app);
    let page = b.log_in("boss", PASSWORD).await;
    let cookie = session_cookie(&page);
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(cookie.contains("Path=/admin"), "{cookie}");
    assert!(cookie.contains("Max-Age=43200"), "{cookie}");
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");

    // Behind a TLS-terminating proxy (on this machine, trusted by default) the request
    // arrived over https.
    assert!(cookie_said_over_https(&app).await.contains("Secure"));
    // A client that is not the proxy cannot say so.
    let app =
        spawn_app_with(|v| v.push(("SPYFALL_TRUSTED_PROXIES".into(), "10.9.9.9".into()))).await;
    app.account("boss", Role::Admin).await;
    assert!(!cookie_said_over_https(&app).await.contains("Secure"));
}

/// The session cookie of a login whose request says `X-Forwarded-Proto: https`.
async fn cookie_said_over_https(app: &TestApp) -> String {
    let mut b = Browser::new(app);
    b.get("/admin/login").await;
    let req = app
        .client
        .post(app.url("/admin/login"))
        .header("origin", &app.address)
        .header("x-forwarded-proto", "https")
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!(
            "csrf={}&username=boss&password={}",
            b.csrf,
            PASSWORD.replace(' ', "+")
        ));
    let page = b.finish(req).await;
    session_cookie(&page)
}

fn session_cookie(page: &super::Page) -> String {
    page.headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("spyfall_admin="))
        .expect("a session cookie")
}

#[tokio::test]
async fn logging_out_ends_the_session_and_sessions_expire() {
    let app = spawn_app().await;
    let mut b = app.logged_in("boss", Role::Admin).await;
    let stolen = b.cookies.clone();
    let page = b.post("/admin/logout", &[]).await;
    assert_eq!(
        (page.status, page.location()),
        (StatusCode::SEE_OTHER, "/admin/login")
    );
    assert!(!b.cookies.contains_key("spyfall_admin"));
    // The same cookie, kept by someone, no longer opens anything.
    let mut thief = Browser::new(&app);
    thief.cookies = stolen;
    assert_eq!(
        thief.get("/admin/packs").await.status,
        StatusCode::SEE_OTHER
    );

    let mut b = app.logged_in("boss2", Role::Admin).await;
    app.clock.advance(11 * 3600 * 1000);
    assert_eq!(b.get("/admin/packs").await.status, StatusCode::OK);
    app.clock.advance(3600 * 1000 + 1000);
    assert_eq!(b.get("/admin/packs").await.location(), "/admin/login");
}

#[tokio::test]
async fn a_wrong_password_or_unknown_name_gets_the_same_answer() {
    let app = spawn_app().await;
    app.account("boss", Role::Admin).await;
    let mut b = Browser::new(&app);
    let wrong = b.log_in("boss", "not the password").await;
    let unknown = b.log_in("nobody", "not the password").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
    wrong.assert_has("The username or the password is wrong.");
    unknown.assert_has("The username or the password is wrong.");
    assert!(!b.cookies.contains_key("spyfall_admin"));
    // A player account (no role) cannot log in to the panel.
    let res = app
        .post(
            "/api/v1/users",
            None,
            serde_json::json!({"username": "player", "password": PASSWORD, "display_name": "P"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(
        b.log_in("player", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn failed_logins_are_throttled_per_account_then_released() {
    let app = spawn_app().await;
    app.account("boss", Role::Admin).await;
    let mut b = Browser::new(&app);
    for _ in 0..5 {
        assert_eq!(
            b.log_in("boss", "guess").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    // Even the right password waits now; the answer does not say whether it was right.
    let page = b.log_in("boss", PASSWORD).await;
    assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
    let retry: i64 = page.headers["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=900).contains(&retry), "{retry}");
    page.assert_has("Too many login attempts");
    // Refused attempts do not count: once the window has passed, the login works.
    app.clock.advance(15 * 60 * 1000 + 1000);
    assert_eq!(
        b.log_in("boss", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn failed_logins_are_throttled_per_address() {
    let app = spawn_app().await;
    app.account("boss", Role::Admin).await;
    let mut b = Browser::new(&app);
    // Four tries at each of five names stay under each account's limit...
    for name in ["a1", "a2", "a3", "a4", "a5"] {
        for _ in 0..4 {
            assert_eq!(
                b.log_in(name, "guess").await.status,
                StatusCode::UNAUTHORIZED
            );
        }
    }
    // ...but twenty from one address is the address's limit.
    assert_eq!(
        b.log_in("boss", PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn organizers_cannot_manage_accounts_and_disabled_accounts_are_logged_out() {
    let app = spawn_app().await;
    let mut organizer = app.logged_in("olga", Role::Organizer).await;
    assert!(
        !organizer
            .get("/admin/packs")
            .await
            .body
            .contains("/admin/accounts\"")
    );
    let page = organizer.get("/admin/accounts").await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    assert!(
        page.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let page = organizer
        .post(
            "/admin/accounts",
            &[
                ("username", "sneaky"),
                ("password", PASSWORD),
                ("role", "admin"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);

    let mut admin = app.logged_in("boss", Role::Admin).await;
    let page = admin.get("/admin/accounts").await;
    page.assert_has("olga");
    let page = admin
        .post(
            "/admin/accounts",
            &[
                ("username", "Sam"),
                ("password", "short"),
                ("role", "organizer"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("10 to 128 characters");
    assert!(
        !page.body.contains("value=\"short\""),
        "a refused password is not echoed"
    );
    let page = admin
        .post(
            "/admin/accounts",
            &[
                ("username", "Sam"),
                ("password", PASSWORD),
                ("role", "organizer"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let page = admin
        .post(
            "/admin/accounts",
            &[
                ("username", "sam"),
                ("password", PASSWORD),
                ("role", "organizer"),
            ],
        )
        .await;
    page.assert_has("That username is taken.");
    assert_eq!(
        Browser::new(&app).log_in("sam", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );

    let olga_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'olga'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let page = admin
        .post(&format!("/admin/accounts/{olga_id}/disable"), &[])
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert_eq!(
        organizer.get("/admin/packs").await.location(),
        "/admin/login"
    );
    assert_eq!(
        Browser::new(&app).log_in("olga", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    admin
        .post(&format!("/admin/accounts/{olga_id}/enable"), &[])
        .await;
    assert_eq!(
        Browser::new(&app).log_in("olga", PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    // An admin cannot lock themself out.
    let boss_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'boss'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let page = admin
        .post(&format!("/admin/accounts/{boss_id}/disable"), &[])
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    admin
        .get("/admin/accounts")
        .await
        .assert_has("You cannot disable your own account.");
    assert_eq!(admin.get("/admin/packs").await.status, StatusCode::OK);
}
