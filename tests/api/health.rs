//! Operations endpoints and the API description.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::spawn_app;

#[tokio::test]
async fn health_and_readiness_answer() {
    let app = spawn_app().await;
    for path in ["/healthz", "/readyz", "/api/v1/healthz", "/api/v1/readyz"] {
        assert_eq!(app.get(path, None).await.status(), StatusCode::OK, "{path}");
    }
    let ready: Value = app.get("/readyz", None).await.json().await.unwrap();
    assert_eq!(ready["status"], "ready");
}

#[tokio::test]
async fn readiness_fails_when_migrations_are_missing() {
    let app = spawn_app().await;
    sqlx::query("DELETE FROM _sqlx_migrations")
        .execute(&app.pool)
        .await
        .unwrap();
    let res = app.get("/readyz", None).await;
    crate::helpers::assert_problem(res, StatusCode::SERVICE_UNAVAILABLE, "not_ready").await;
}

#[tokio::test]
async fn readiness_fails_once_the_server_begins_to_stop() {
    let app = spawn_app().await;
    app.live.begin_shutdown();
    let res = app.get("/readyz", None).await;
    assert!(res.headers().contains_key("retry-after"));
    let problem =
        crate::helpers::assert_problem(res, StatusCode::SERVICE_UNAVAILABLE, "not_ready").await;
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("shutting down"),
        "{problem}"
    );
}

#[tokio::test]
async fn the_openapi_document_covers_every_route() {
    let app = spawn_app().await;
    let doc: Value = app
        .get("/api/v1/openapi.json", None)
        .await
        .json()
        .await
        .unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    let paths = doc["paths"].as_object().unwrap();
    // The route table says which routes the document describes.
    let documented: Vec<_> = spyfall::http::routes::table()
        .into_iter()
        .filter(|r| r.documented)
        .collect();
    assert!(documented.len() >= 31, "the table lists the API");
    for route in documented {
        let method = route.method.as_str().to_lowercase();
        assert!(
            paths[route.path].get(&method).is_some(),
            "{method} {} is documented",
            route.path
        );
    }
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
    // Every write documents Idempotency-Key; actions document If-Match.
    for (path, ops) in paths {
        for (method, op) in ops.as_object().unwrap() {
            if ["post", "patch", "delete"].contains(&method.as_str()) {
                let headers: Vec<&str> = op["parameters"]
                    .as_array()
                    .map(|ps| ps.iter().filter_map(|p| p["name"].as_str()).collect())
                    .unwrap_or_default();
                assert!(
                    headers.contains(&"Idempotency-Key"),
                    "{method} {path} documents Idempotency-Key"
                );
            }
        }
    }
    let act = &paths["/api/v1/rooms/{code}/actions"]["post"];
    assert!(act.to_string().contains("If-Match"));
    // Every action of API.md is in the Action schema.
    let action = doc["components"]["schemas"]["Action"].to_string();
    for tag in [
        "ask",
        "accuse",
        "vote",
        "guess",
        "propose_reveal_middle",
        "answer_reveal_middle",
        "choose_first_captain",
        "pick",
        "refuse_pick",
        "guess_team_locations",
    ] {
        assert!(
            action.contains(&format!("\"{tag}\"")),
            "action {tag} is documented"
        );
    }
    let page = app.get("/api/v1/docs", None).await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("/api/v1/rooms/{code}/players"));
}
