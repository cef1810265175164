//! Organizers and the location lists players made at their tables: listed apart from the
//! packs, copied into an organizer's own packs, taken down.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{assert_problem, spawn_app};
use spyfall::staff::Role;

#[tokio::test]
async fn an_organizer_copies_a_players_list_and_takes_it_down() {
    let app = spawn_app().await;
    let ana = app.guest("Ana").await;
    let places: Vec<_> = (1..=8)
        .map(|i| json!({"name": format!("Spot {i}")}))
        .collect();
    let body = json!({"name": "Ana's spots", "locations": places});
    let res = app.post("/api/v1/packs", Some(&ana.token), body).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let list: serde_json::Value = res.json().await.unwrap();
    let (id, code) = (
        list["id"].as_str().unwrap(),
        list["share_code"].as_str().unwrap(),
    );

    // Ana plays her own list at her table.
    let settings = json!({"pack_ids": [id]});
    let room = app.create_room(&ana, settings).await;
    let ben = app.guest("Ben").await;
    app.join(&room, &ben).await;

    let mut olga = app.logged_in("olga", Role::Organizer).await;
    let page = olga.get("/admin/lists").await;
    page.assert_has("Ana&#39;s spots");
    page.assert_has(code);
    let mut admin = app.logged_in("boss", Role::Admin).await;
    let packs = admin.get("/admin/packs").await;
    assert!(
        !packs.body.contains(id),
        "players' lists are not among the packs"
    );
    assert_eq!(
        admin.get(&format!("/admin/packs/{id}")).await.status,
        StatusCode::NOT_FOUND
    );

    // Only players' lists are copied here, not another organizer's packs.
    let other = olga.post("/admin/lists/spyfall1/copy", &[]).await;
    assert_eq!(other.status, StatusCode::NOT_FOUND);
    // A copy is an organizer's draft with the same places.
    let page = olga.post(&format!("/admin/lists/{id}/copy"), &[]).await;
    assert_eq!(page.location(), "/admin/packs/ana-s-spots");
    olga.get("/admin/packs/ana-s-spots")
        .await
        .assert_has("Spot 8");

    // Taken down, after a confirmation: nobody opens it by its code any more.
    let confirm = olga.get(&format!("/admin/lists/{id}/take-down")).await;
    confirm.assert_has("Take it down");
    let page = olga
        .post(&format!("/admin/lists/{id}/take-down"), &[("version", "1")])
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let res = app
        .get(&format!("/api/v1/packs/shared/{code}"), Some(&ana.token))
        .await;
    assert_problem(res, StatusCode::NOT_FOUND, "pack_not_found").await;
    olga.get("/admin/lists").await.assert_has("Taken down");
    // Ana's lobby no longer offers it, and a game has nothing to deal from.
    let lobby = app.room(&room, &ana).await;
    assert_eq!(lobby["candidate_locations"], json!([]));
    let path = format!("/api/v1/rooms/{room}/games");
    let res = app
        .send(reqwest::Method::POST, &path, Some(&ana.token), None)
        .await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "unknown_pack").await;
    // The copy stays.
    olga.get("/admin/packs/ana-s-spots")
        .await
        .assert_has("Spot 1");
}
