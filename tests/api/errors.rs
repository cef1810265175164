//! Bad input gets a clear problem+json 4xx and changes nothing.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{assert_problem, spawn_app, spawn_app_with};

async fn user_count(app: &crate::helpers::TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn malformed_mistyped_and_incomplete_json_is_refused() {
    let app = spawn_app().await;
    let raw = |body: &'static str| {
        app.client
            .post(app.url("/api/v1/guests"))
            .header("content-type", "application/json")
            .body(body)
            .send()
    };
    assert_problem(
        raw("{\"display_name\": ").await.unwrap(),
        StatusCode::BAD_REQUEST,
        "malformed_json",
    )
    .await;
    assert_problem(
        raw("").await.unwrap(),
        StatusCode::BAD_REQUEST,
        "malformed_json",
    )
    .await;
    assert_problem(
        raw("{\"display_name\": 7}").await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    )
    .await;
    assert_problem(
        raw("{}").await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    )
    .await;
    assert_problem(
        raw("[1, 2]").await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    )
    .await;
    assert_problem(
        raw("{\"display_name\": \"A\", \"admin\": true}")
            .await
            .unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    )
    .await;
    let res = app
        .client
        .post(app.url("/api/v1/guests"))
        .header("content-type", "text/plain")
        .body("{\"display_name\": \"A\"}")
        .send()
        .await
        .unwrap();
    assert_problem(
        res,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    )
    .await;
    assert_eq!(user_count(&app).await, 0);
}

#[tokio::test]
async fn oversized_bodies_are_refused() {
    let app =
        spawn_app_with(|vars| vars.push(("SPYFALL_MAX_BODY_BYTES".into(), "2048".into()))).await;
    let big = "x".repeat(4096);
    let res = app
        .post("/api/v1/guests", None, json!({"display_name": big}))
        .await;
    assert_problem(res, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large").await;
    let host = app.guest("Ana").await;
    let code = app.create_room(&host, json!({})).await;
    let guest = app.guest("Ben").await;
    let res = app
        .client
        .post(app.url(&format!("/api/v1/rooms/{code}/players")))
        .bearer_auth(&guest.token)
        .body(format!("{{\"display_name\": \"{big}\"}}"))
        .send()
        .await
        .unwrap();
    assert_problem(res, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large").await;
    assert_eq!(user_count(&app).await, 2);
}

#[tokio::test]
async fn unknown_routes_and_wrong_methods_get_problems() {
    let app = spawn_app().await;
    assert_problem(
        app.get("/api/v1/nowhere", None).await,
        StatusCode::NOT_FOUND,
        "route_not_found",
    )
    .await;
    assert_problem(
        app.get("/no/such/page", None).await,
        StatusCode::NOT_FOUND,
        "route_not_found",
    )
    .await;
    for (method, path, allow) in [
        (Method::DELETE, "/api/v1/packs", "GET, POST"),
        (Method::GET, "/api/v1/guests", "POST"),
        (Method::PUT, "/api/v1/rooms/BCDFG", "GET, PATCH"),
        (Method::POST, "/healthz", "GET"),
    ] {
        let res = app.send(method, path, None, None).await;
        // RFC 9110: a 405 names the methods the resource has.
        assert_eq!(res.headers()["allow"], allow, "{path}");
        assert_problem(res, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed").await;
    }
}

#[tokio::test]
async fn a_bad_path_parameter_is_a_404_problem() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    let code = app.create_room(&host, json!({})).await;
    let res = app
        .send(
            Method::DELETE,
            &format!("/api/v1/rooms/{code}/players/not-a-uuid"),
            Some(&host.token),
            None,
        )
        .await;
    assert_problem(res, StatusCode::NOT_FOUND, "not_found").await;
}

#[tokio::test]
async fn every_response_carries_a_request_id() {
    let app = spawn_app().await;
    let res = app
        .client
        .get(app.url("/healthz"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], "abc-123");
    let res = app.get("/api/v1/nowhere", None).await;
    assert!(res.headers().contains_key("x-request-id"));
}

#[tokio::test]
async fn a_nul_character_is_bad_input_not_a_fault() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    let code = app.create_room(&host, json!({})).await;
    let version = app.room(&code, &host).await["version"].clone();
    // The database cannot store NUL: refused as input wherever it comes in.
    let res = app
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "ana\u{0}", "password": "whatever1"}),
        )
        .await;
    assert_problem(res, StatusCode::UNAUTHORIZED, "invalid_credentials").await;
    let res = app.get("/api/v1/packs/spy%00fall1", None).await;
    assert_problem(res, StatusCode::NOT_FOUND, "route_not_found").await;
    let res = app
        .send(
            Method::PATCH,
            &format!("/api/v1/rooms/{code}"),
            Some(&host.token),
            Some(json!({"settings": {"pack_ids": ["spy\u{0}fall1"]}})),
        )
        .await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "invalid_text").await;
    assert_eq!(app.room(&code, &host).await["version"], version);
}

#[tokio::test]
async fn a_problems_type_links_to_the_servers_own_explanation_of_its_code() {
    use spyfall::problem_code::ProblemCode;
    use spyfall::problem_explanations::explain;
    let app = spawn_app().await;
    let player = app.guest("Ana").await;
    let res = app.get("/api/v1/rooms/BCDFG", Some(&player.token)).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let problem: serde_json::Value = res.json().await.unwrap();
    assert_eq!(problem["code"], "room_not_found");
    let link = problem["type"].as_str().unwrap();
    let (page, section) = link.split_once('#').expect("the type names a section");

    let res = app.get(page, None).await;
    assert_eq!(res.status(), StatusCode::OK);
    let html = res.text().await.unwrap();
    assert!(
        html.contains(&format!("<section id=\"{section}\">")),
        "{section} has a section"
    );
    let said = explain(ProblemCode::RoomNotFound);
    let at = html.find(&format!("id=\"{section}\"")).unwrap();
    let next = html[at..].find("</section>").unwrap() + at;
    for sentence in [said.what, said.then] {
        let shown = sentence.replace('\'', "&#39;").replace('"', "&quot;");
        assert!(
            html[at..next].contains(&shown),
            "{section} says {sentence:?}"
        );
    }
}
