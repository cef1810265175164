//! A player's data deleted on request (docs/operations.md, Privacy): by an admin in the
//! panel, after a confirmation, and with `spyfall delete-user`; the rounds the player
//! played keep their points under a name that says nobody.

use reqwest::StatusCode;
use serde_json::json;
use spyfall::staff::Role;

use super::cli_command;
use super::league::account;
use crate::helpers::spawn_app;

#[tokio::test]
async fn a_players_data_is_deleted_on_request_from_the_panel_and_the_command_line() {
    let app = spawn_app().await;
    let ann = account(&app, "ann", "Ann").await;
    let bob = account(&app, "bob", "Bob").await;
    // Ann plays a round at a table of four; it times out and scores.
    let host = app.guest("Host").await;
    let code = app
        .create_room(&host, json!({"rule_set": "classic", "round_minutes": 1}))
        .await;
    for p in [&ann, &app.guest("Cy").await, &app.guest("Di").await] {
        assert_eq!(app.join(&code, p).await.status(), StatusCode::CREATED);
    }
    app.start_game(&code, &host).await;
    assert_eq!(app.deal(&code, &host).await.status(), StatusCode::CREATED);
    app.clock.advance(2 * 60_000);
    app.sweep().await;
    let before = app.room(&code, &host).await;
    assert_eq!(before["round"]["phase"], "over");

    // The panel asks first; the first post changes nothing.
    let mut admin = app.logged_in("boss", Role::Admin).await;
    admin.get("/admin/accounts").await;
    let asked = admin
        .post("/admin/privacy/erase", &[("username", "Ann")])
        .await;
    assert_eq!(asked.status, StatusCode::OK);
    asked.assert_has("Delete the data of “Ann”?");
    assert_eq!(
        app.get("/api/v1/me/nights", Some(&ann.token))
            .await
            .status(),
        StatusCode::OK
    );
    let done = admin
        .post(
            "/admin/privacy/erase",
            &[("username", "Ann"), ("confirmed", "1")],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);

    // Ann's token and password are gone; her seat is nameless; the round's points stand.
    assert_eq!(
        app.get("/api/v1/me/nights", Some(&ann.token))
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    let login = app
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "ann", "password": "correct horse battery"}),
        )
        .await;
    assert_eq!(login.status(), StatusCode::UNAUTHORIZED);
    let after = app.room(&code, &host).await;
    assert!(!after.to_string().contains("\"Ann\""), "{after}");
    assert!(after.to_string().contains("Deleted player "));
    assert_eq!(
        after["round"]["result"]["points"],
        before["round"]["result"]["points"]
    );
    let named: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM users WHERE display_name = 'Ann' OR username = 'ann'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(named, 0);

    // The command line: without --yes it only says what it would do.
    let out = cli_command(&app, &["delete-user", "bob"]).await;
    assert!(out.contains("Run it again with --yes"), "{out}");
    assert_eq!(
        app.get("/api/v1/me/nights", Some(&bob.token))
            .await
            .status(),
        StatusCode::OK
    );
    let out = cli_command(&app, &["delete-user", "bob", "--yes"]).await;
    assert!(out.contains("the account row is deleted"), "{out}");
    let bobs: i64 = sqlx::query_scalar("SELECT count(*) FROM users WHERE display_name = 'Bob'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(bobs, 0, "Bob sat nowhere: nothing stands on his row");

    // A panel account is not deleted this way.
    let refused = admin
        .post(
            "/admin/privacy/erase",
            &[("username", "boss"), ("confirmed", "1")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
}
