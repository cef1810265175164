//! A walk-in's claim code (issue 35): spent by its first claim, so it never becomes a
//! lasting login; a lost phone is given a new code by the organizer, which ends the old
//! code's sessions; a finished night's codes take no one in.

use reqwest::StatusCode;
use serde_json::{Value, json};
use spyfall::staff::Role;

use super::league::{Night, between};
use crate::helpers::{TestApp, assert_problem, spawn_app};

async fn claim(app: &TestApp, code: &str) -> reqwest::Response {
    app.post("/api/v1/nights/claim", None, json!({ "code": code }))
        .await
}

async fn token_of(res: reqwest::Response) -> String {
    assert_eq!(res.status(), StatusCode::CREATED);
    let body: Value = res.json().await.unwrap();
    body["token"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_claim_code_is_spent_by_its_first_claim_and_renewed_by_the_organizer() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    let page = night
        .ok(
            "/players",
            &[("kind", "walk_in"), ("display_name", "Wanda")],
        )
        .await;
    let first = between(&page.body, "Their claim code: ", "<")
        .trim()
        .to_string();
    let phone = token_of(claim(&app, &first).await).await;
    assert_problem(
        claim(&app, &first).await,
        StatusCode::NOT_FOUND,
        "claim_not_found",
    )
    .await;

    // The phone is lost: a new code; the lost phone's session ends.
    let page = night.page().await;
    assert!(page.body.contains("claimed on a phone"));
    let player = between(&page.body, "/players/", "/claim-code")
        .rsplit('/')
        .next()
        .unwrap();
    let page = night
        .ok(&format!("/players/{player}/claim-code"), &[])
        .await;
    let second = between(&page.body, "Wanda&#39;s new claim code: ", ".").to_string();
    assert_ne!(second, first);
    let me = app.get("/api/v1/me", Some(&phone)).await;
    assert_eq!(
        me.status(),
        StatusCode::UNAUTHORIZED,
        "the lost phone's session ended"
    );
    let again = token_of(claim(&app, &second).await).await;
    assert_eq!(
        app.get("/api/v1/me", Some(&again)).await.status(),
        StatusCode::OK
    );

    // A finished night's codes take no one in.
    let page = night
        .ok(&format!("/players/{player}/claim-code"), &[])
        .await;
    let third = between(&page.body, "Wanda&#39;s new claim code: ", ".").to_string();
    night.ok("/finish", &[("finished", "1")]).await;
    assert_problem(
        claim(&app, &third).await,
        StatusCode::NOT_FOUND,
        "claim_not_found",
    )
    .await;
}
