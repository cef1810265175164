//! The rooms overview: live rooms with players, phase and clock, and never a secret.

use reqwest::StatusCode;
use serde_json::json;
use spyfall::staff::Role;

use crate::helpers::spawn_app;

#[tokio::test]
async fn the_overview_lists_live_rooms_without_any_secret_of_the_round() {
    let app = spawn_app().await;
    let (code, players) = app
        .table(
            &["Ann", "Bob", "Cat", "Dan"],
            json!({"rule_set": "classic", "rounds": 1, "pack_ids": ["spyfall1"]}),
        )
        .await;
    let (lobby, _) = app.table(&["Eve"], json!({"pack_ids": ["spyfall2"]})).await;
    app.start_game(&code, &players[0]).await;
    assert_eq!(
        app.deal(&code, &players[0]).await.status(),
        StatusCode::CREATED
    );

    let mut b = app.logged_in("olga", Role::Organizer).await;
    let page = b.get("/admin/rooms").await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_has(&code);
    page.assert_has(&lobby);
    page.assert_has("4: Ann, Bob, Cat, Dan");
    page.assert_has("game 1, round 1 of 1");
    page.assert_has("left</td>");

    // Nothing of the round's cards: no location of the pack, no role, no word of the spy.
    let (location, roles): (String, Vec<String>) = sqlx::query_as(
        "SELECT l.name, l.roles FROM locations l
         WHERE l.id = (SELECT deal #>> '{locations,0}' FROM rounds)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(!page.body.contains(&location), "{location}");
    for role in roles {
        assert!(
            !page.body.contains(&format!(">{role}<")) && !page.body.contains(&format!(" {role},")),
            "{role}"
        );
    }
    assert!(!page.body.to_lowercase().contains("spy:"), "no spy shown");

    // A room retention closed is not live any more.
    sqlx::query("UPDATE rooms SET closed_at = now() WHERE code = $1")
        .bind(&lobby)
        .execute(&app.pool)
        .await
        .unwrap();
    let page = b.get("/admin/rooms").await;
    page.assert_has(&code);
    assert!(!page.body.contains(&lobby), "the closed room is listed");
}
