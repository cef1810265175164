//! Forged posts: without this session's token, or sent from another site, a form changes
//! nothing and gets 403.

use reqwest::StatusCode;
use spyfall::staff::Role;

use super::Browser;
use crate::helpers::{TestApp, spawn_app};

async fn custom_packs(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM packs WHERE NOT bundled")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_post_without_the_sessions_token_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let mut b = app.logged_in("boss", Role::Admin).await;
    let good = b.csrf.clone();
    for body in [
        "name=Forged",
        "csrf=&name=Forged",
        "csrf=0123abcd&name=Forged",
    ] {
        let page = b.post_raw("/admin/packs", body, true).await;
        assert_eq!(page.status, StatusCode::FORBIDDEN, "{body}");
        page.assert_has("security token");
    }
    // Another session's token is no better.
    let other = app.logged_in("other", Role::Admin).await;
    assert_ne!(other.csrf, good);
    let body = format!("csrf={}&name=Forged", other.csrf);
    assert_eq!(
        b.post_raw("/admin/packs", &body, true).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(custom_packs(&app).await, 0);

    let body = format!("csrf={good}&name=Real");
    assert_eq!(
        b.post_raw("/admin/packs", &body, true).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(custom_packs(&app).await, 1);
}

#[tokio::test]
async fn a_post_from_another_site_is_refused_even_with_the_token() {
    let app = spawn_app().await;
    let mut b = app.logged_in("boss", Role::Admin).await;
    let body = format!("csrf={}&name=Forged", b.csrf);
    for (header, value) in [
        ("origin", "http://evil.example"),
        ("origin", "null"),
        ("referer", "http://evil.example/admin/packs"),
    ] {
        let req = app
            .client
            .post(app.url("/admin/packs"))
            .header(header, value)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body.clone());
        let page = b.finish(req).await;
        assert_eq!(page.status, StatusCode::FORBIDDEN, "{header}: {value}");
        page.assert_has("not sent from a page of this server");
    }
    // Neither header: refused too.
    assert_eq!(
        b.post_raw("/admin/packs", &body, false).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(custom_packs(&app).await, 0);

    // A browser that sends only a Referer of this site is fine.
    let req = app
        .client
        .post(app.url("/admin/packs"))
        .header("referer", app.url("/admin/packs"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.clone());
    assert_eq!(b.finish(req).await.status, StatusCode::SEE_OTHER);
    assert_eq!(custom_packs(&app).await, 1);
}

#[tokio::test]
async fn the_login_form_needs_its_own_token() {
    let app = spawn_app().await;
    app.account("boss", Role::Admin).await;
    let mut b = Browser::new(&app);
    // A login posted from elsewhere, with no token from the login page.
    let page = b
        .post_raw(
            "/admin/login",
            &format!("username=boss&password={}", "a+long+enough+password"),
            true,
        )
        .await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    assert!(!b.cookies.contains_key("spyfall_admin"));
}
