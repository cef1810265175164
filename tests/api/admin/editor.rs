//! The pack editor: making, changing, publishing, copying and deleting packs; validation
//! messages; versions; who may edit what; and what games and lobbies see of an edit.

use reqwest::StatusCode;
use serde_json::{Value, json};
use spyfall::staff::Role;

use super::{Browser, Page, version_of};
use crate::helpers::{TestApp, spawn_app};

async fn version(app: &TestApp, id: &str) -> i32 {
    sqlx::query_scalar("SELECT version FROM packs WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn listed(app: &TestApp) -> Vec<String> {
    let body: Value = app.get("/api/v1/packs", None).await.json().await.unwrap();
    body["packs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect()
}

/// Creates a pack named `name` and returns its page's path.
async fn new_pack(b: &mut Browser<'_>, name: &str) -> String {
    let page = b.post("/admin/packs", &[("name", name)]).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER, "{}", page.body);
    let path = page.location().to_string();
    b.get(&path).await;
    path
}

/// Adds a location from the pack page at `path` (which must be the last page seen).
async fn add(b: &mut Browser<'_>, path: &str, name: &str, roles: &str) -> Page {
    let page = b.get(path).await;
    let v = version_of(&page.body);
    b.post(
        &format!("{path}/locations"),
        &[("version", &v), ("name", name), ("roles", roles)],
    )
    .await
}

#[tokio::test]
async fn an_organizer_makes_a_pack_changes_it_and_publishes_it_for_hosts() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let path = new_pack(&mut b, "Pirate Night!").await;
    assert_eq!(path, "/admin/packs/pirate-night");
    assert_eq!(version(&app, "pirate-night").await, 1);

    assert_eq!(
        add(&mut b, &path, "Ship Deck", "Captain\nCook\n\nLookout")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        add(&mut b, &path, "Harbour", "Smuggler").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        add(&mut b, &path, "Tavern", "Barkeep").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        version(&app, "pirate-night").await,
        4,
        "every save is a version"
    );
    let page = b.get(&path).await;
    page.assert_has("Location &#39;Tavern&#39; added.");
    page.assert_has("Captain · Cook · Lookout");

    // Edit a location: its page holds its roles one per line.
    let page = b.get(&format!("{path}/locations/harbour")).await;
    assert_eq!(page.status, StatusCode::OK);
    let v = version_of(&page.body);
    let page = b
        .post(
            &format!("{path}/locations/harbour"),
            &[
                ("version", &v),
                ("name", "Old Harbour"),
                ("roles", "Smuggler\nCustoms Officer"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    // Reorder and delete.
    let v = version(&app, "pirate-night").await.to_string();
    b.post(
        &format!("{path}/locations/tavern/move"),
        &[("version", &v), ("direction", "up")],
    )
    .await;
    let v = version(&app, "pirate-night").await.to_string();
    b.post(
        &format!("{path}/locations/ship-deck/delete"),
        &[("version", &v)],
    )
    .await;
    let detail: Value = {
        // Not published yet: hosts cannot see it.
        assert!(!listed(&app).await.contains(&"pirate-night".to_string()));
        let res = app.get("/api/v1/packs/pirate-night", None).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND);
        let v = version(&app, "pirate-night").await.to_string();
        let page = b
            .post(
                &format!("{path}/publish"),
                &[("version", &v), ("publish", "1")],
            )
            .await;
        assert_eq!(page.status, StatusCode::SEE_OTHER);
        app.get("/api/v1/packs/pirate-night", None)
            .await
            .json()
            .await
            .unwrap()
    };
    let names: Vec<&str> = detail["locations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, vec!["Tavern", "Old Harbour"]);
    assert_eq!(
        detail["locations"][1]["roles"],
        json!(["Smuggler", "Customs Officer"])
    );
    assert_eq!(detail["version"], 8);
    assert!(listed(&app).await.contains(&"pirate-night".to_string()));

    // The details: name, description, language.
    let v = version(&app, "pirate-night").await.to_string();
    let page = b
        .post(
            &path,
            &[
                ("version", &v),
                ("name", "Pirates"),
                ("description", "Arr."),
                ("language", "en-GB"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let detail: Value = app
        .get("/api/v1/packs/pirate-night", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (detail["name"].as_str(), detail["language"].as_str()),
        (Some("Pirates"), Some("en-GB"))
    );

    // A published pack keeps at least one location.
    let v = version(&app, "pirate-night").await.to_string();
    b.post(
        &format!("{path}/locations/tavern/delete"),
        &[("version", &v)],
    )
    .await;
    let v = version(&app, "pirate-night").await.to_string();
    let last = format!("{path}/locations/old-harbour/delete");
    let page = b.post(&last, &[("version", &v)]).await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("A published pack keeps at least one location");

    b.post(
        &format!("{path}/publish"),
        &[("version", &v), ("publish", "0")],
    )
    .await;
    assert!(!listed(&app).await.contains(&"pirate-night".to_string()));
    let v = version(&app, "pirate-night").await.to_string();
    let page = b.post(&last, &[("version", &v)]).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER, "a draft may be empty");
}

#[tokio::test]
async fn refused_changes_say_why_next_to_the_field_and_save_nothing() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let page = b.post("/admin/packs", &[("name", "   ")]).await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("Name must not be empty.");

    let path = new_pack(&mut b, "Tiny").await;
    add(&mut b, &path, "Bank", "Teller").await;
    let before = version(&app, "tiny").await;
    let many: String = (1..=21).map(|i| format!("Role {i}\n")).collect();
    let long = "x".repeat(61);
    let cases: Vec<(&str, String, &str)> = vec![
        ("", "Guard".into(), "Location name must not be empty."),
        (
            "bank",
            "Guard".into(),
            "The pack already has a location named &#39;bank&#39;.",
        ),
        (
            "Vault",
            many,
            "A location holds at most 20 roles; this list has 21.",
        ),
        ("Vault", format!("Guard\n{long}"), "Line 2: Role"),
        (
            "Vault",
            "\n  \n".into(),
            "Give the location at least one role.",
        ),
    ];
    for (name, roles, message) in cases {
        let page = add(&mut b, &path, name, &roles).await;
        assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY, "{name}");
        page.assert_has(message);
        page.assert_has("aria-invalid=\"true\"");
        // What was typed comes back to be fixed.
        assert!(page.body.contains(&format!("value=\"{name}\"")), "{name}");
    }
    let v = before.to_string();
    let page = b
        .post(
            &path,
            &[
                ("version", &v),
                ("name", "Tiny"),
                ("description", ""),
                ("language", "not a tag"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("Language must be a language tag");
    assert_eq!(version(&app, "tiny").await, before, "nothing was saved");

    // An empty pack cannot be published.
    let path = new_pack(&mut b, "Empty").await;
    let page = b
        .post(
            &format!("{path}/publish"),
            &[("version", "1"), ("publish", "1")],
        )
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("Add at least one location before publishing");
    assert!(!listed(&app).await.contains(&"empty".to_string()));
}

#[tokio::test]
async fn a_form_made_from_an_older_version_saves_nothing() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let path = new_pack(&mut b, "Tiny").await;
    add(&mut b, &path, "Bank", "Teller").await;
    // Two tabs on the same version; the first saves.
    let stale = version(&app, "tiny").await.to_string();
    let page = b
        .post(
            &format!("{path}/locations"),
            &[("version", &stale), ("name", "Zoo"), ("roles", "Keeper")],
        )
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let page = b
        .post(
            &format!("{path}/locations"),
            &[("version", &stale), ("name", "Mall"), ("roles", "Clerk")],
        )
        .await;
    assert_eq!(page.status, StatusCode::CONFLICT);
    page.assert_has("was changed");
    assert!(
        page.body.contains("value=\"Mall\""),
        "the typed location is kept"
    );
    let page = b
        .post(
            &format!("{path}/locations/bank/delete"),
            &[("version", &stale)],
        )
        .await;
    assert_eq!(page.status, StatusCode::CONFLICT);
    let locations: i64 =
        sqlx::query_scalar("SELECT count(*) FROM locations WHERE pack_id = 'tiny'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(locations, 2);
}

#[tokio::test]
async fn organizers_edit_their_own_packs_and_copy_bundled_ones() {
    let app = spawn_app().await;
    let mut olga = app.logged_in("olga", Role::Organizer).await;
    let path = new_pack(&mut olga, "Olga's").await;
    add(&mut olga, &path, "Bank", "Teller").await;

    let mut pete = app.logged_in("pete", Role::Organizer).await;
    assert!(!pete.get("/admin/packs").await.body.contains(&path));
    assert_eq!(pete.get(&path).await.status, StatusCode::NOT_FOUND);
    let page = pete
        .post(
            &format!("{path}/locations"),
            &[("version", "2"), ("name", "Zoo"), ("roles", "Keeper")],
        )
        .await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert_eq!(
        pete.get(&format!("{path}/export?format=toml")).await.status,
        StatusCode::NOT_FOUND
    );

    // Bundled packs: anyone reads them, nobody edits them.
    let page = pete.get("/admin/packs/spyfall1").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        !page.body.contains("Add location"),
        "no editing forms on a bundled pack"
    );
    let page = pete
        .post(
            "/admin/packs/spyfall1/locations",
            &[("version", "1"), ("name", "Zoo"), ("roles", "Keeper")],
        )
        .await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    page.assert_has("Bundled packs are read-only");
    assert_eq!(version(&app, "spyfall1").await, 1);

    let page = pete.post("/admin/packs/spyfall1/copy", &[]).await;
    assert_eq!(page.location(), "/admin/packs/spyfall1-copy");
    let page = pete.get("/admin/packs/spyfall1-copy").await;
    page.assert_has("Spyfall (copy)");
    page.assert_has("Add location");
    let count: i64 =
        sqlx::query_scalar("SELECT count(*) FROM locations WHERE pack_id = 'spyfall1-copy'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(count, 28);
    // A second copy gets the next free id.
    let page = pete.post("/admin/packs/spyfall1/copy", &[]).await;
    assert_eq!(page.location(), "/admin/packs/spyfall1-copy-2");

    // An admin edits anyone's pack.
    let mut admin = app.logged_in("boss", Role::Admin).await;
    let page = add(&mut admin, &path, "Zoo", "Keeper").await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    admin.get("/admin/packs").await.assert_has("olga");
}

#[tokio::test]
async fn deleting_a_pack_asks_first() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let path = new_pack(&mut b, "Doomed").await;
    let page = b.get(&format!("{path}/delete")).await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_has("Delete the pack");
    assert!(
        b.get(&path).await.status == StatusCode::OK,
        "asking deletes nothing"
    );
    let page = b.post(&format!("{path}/delete"), &[("version", "1")]).await;
    assert_eq!(page.location(), "/admin/packs");
    assert_eq!(b.get(&path).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        b.post("/admin/packs/spyfall1/delete", &[("version", "1")])
            .await
            .status,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn a_game_keeps_the_pack_version_it_started_with_and_lobbies_see_edits() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let path = new_pack(&mut b, "House").await;
    for (name, roles) in [
        ("Kitchen", "Cook"),
        ("Attic", "Ghost"),
        ("Cellar", "Butler"),
    ] {
        add(&mut b, &path, name, roles).await;
    }
    b.post(
        &format!("{path}/publish"),
        &[("version", "4"), ("publish", "1")],
    )
    .await;
    let (code, players) = app
        .table(
            &["Ann", "Bob", "Cat", "Dan"],
            json!({"rule_set": "classic", "rounds": 1, "pack_ids": ["house"]}),
        )
        .await;
    let room_path = format!("/api/v1/rooms/{code}");
    let candidates = |view: &Value| -> Vec<String> {
        view["candidate_locations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["name"].as_str().unwrap().to_string())
            .collect()
    };
    let before = app.get(&room_path, Some(&players[0].token)).await;
    let etag = before.headers()["etag"].clone();
    assert_eq!(
        candidates(&before.json().await.unwrap()),
        ["Kitchen", "Attic", "Cellar"]
    );

    // A lobby that chose the pack sees an edit at once: its version moved.
    let v = version(&app, "house").await.to_string();
    b.post(
        &format!("{path}/locations/attic"),
        &[("version", &v), ("name", "Loft"), ("roles", "Ghost")],
    )
    .await;
    let res = app
        .client
        .get(app.url(&room_path))
        .bearer_auth(&players[0].token)
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK, "the lobby's ETag changed");
    assert_eq!(
        candidates(&res.json().await.unwrap()),
        ["Kitchen", "Loft", "Cellar"]
    );

    app.start_game(&code, &players[0]).await;
    let started_with = version(&app, "house").await;
    let v = started_with.to_string();
    b.post(
        &format!("{path}/locations/cellar"),
        &[("version", &v), ("name", "Basement"), ("roles", "Butler")],
    )
    .await;
    assert_eq!(version(&app, "house").await, started_with + 1);
    let view: Value = app.room(&code, &players[0]).await;
    assert_eq!(
        candidates(&view),
        ["Kitchen", "Loft", "Cellar"],
        "the game keeps its copy"
    );
    let recorded: Value = sqlx::query_scalar("SELECT pack_versions FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(recorded, json!({"house": started_with}));
}

#[tokio::test]
async fn pages_carry_security_headers_and_escape_what_users_typed() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let page = b
        .post("/admin/packs", &[("name", "<script>alert(1)</script>")])
        .await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let path = page.location().to_string();
    let page = b.get(&path).await;
    assert!(
        !page.body.contains("<script>alert(1)"),
        "escaped in the flash and the heading"
    );
    page.assert_has("&#60;script&#62;alert(1)&#60;/script&#62;");
    let csp = page.headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert_eq!(page.headers["x-frame-options"], "DENY");
    assert_eq!(page.headers["x-content-type-options"], "nosniff");
    assert_eq!(page.headers["cache-control"], "no-store");

    let page = b.get("/admin/no/such/page").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert!(
        page.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert_eq!(page.headers["x-frame-options"], "DENY");
    let css = b.get("/admin/static/admin.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(
        css.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/css")
    );
}
