//! The bundled packs: loaded at start, idempotently, and served to hosts.

use reqwest::StatusCode;
use serde_json::{Value, json};
use spyfall::app::bundled_packs as bundled;
use spyfall::config::Config;
use spyfall::startup::Application;

use crate::helpers::{assert_problem, bounded, spawn_app, spawn_app_with};

#[tokio::test]
async fn the_three_bundled_packs_are_listed_with_their_locations() {
    let app = spawn_app().await;
    let list: Value = app.get("/api/v1/packs", None).await.json().await.unwrap();
    let counts: Vec<(String, i64)> = list["packs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_string(),
                p["location_count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        counts,
        vec![
            ("spyfall1".into(), 28),
            ("spyfall2".into(), 20),
            ("time-travel".into(), 20)
        ]
    );
    for (id, roles_at_least) in [("spyfall1", 7), ("spyfall2", 9), ("time-travel", 7)] {
        let pack: Value = app
            .get(&format!("/api/v1/packs/{id}"), None)
            .await
            .json()
            .await
            .unwrap();
        let locations = pack["locations"].as_array().unwrap();
        assert!(
            locations
                .iter()
                .all(|l| l["roles"].as_array().unwrap().len() >= roles_at_least)
        );
        assert!(
            locations
                .iter()
                .all(|l| l["id"].as_str().unwrap().starts_with(&format!("{id}.")))
        );
    }
    let airplane: Value = app
        .get("/api/v1/packs/spyfall1", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(airplane["locations"][0]["name"], "Airplane");
    assert_eq!(
        airplane["locations"][0]["roles"][0],
        "First Class Passenger"
    );
    let res = app.get("/api/v1/packs/nope", None).await;
    assert_problem(res, StatusCode::NOT_FOUND, "pack_not_found").await;
}

/// `GET /packs/spyfall1` asked for in `languages` (an `Accept-Language` value): the
/// language it answers in, and its first location's name and first role.
async fn first_location_in(
    app: &crate::helpers::TestApp,
    languages: &str,
) -> (String, String, String) {
    let res = app
        .client
        .get(app.url("/api/v1/packs/spyfall1"))
        .header("Accept-Language", languages)
        .send()
        .await
        .unwrap();
    assert!(
        res.headers()["vary"]
            .to_str()
            .unwrap()
            .contains("Accept-Language")
    );
    let language = res.headers()["content-language"]
        .to_str()
        .unwrap()
        .to_string();
    let pack: Value = res.json().await.unwrap();
    let first = &pack["locations"][0];
    let text = |v: &Value| v.as_str().unwrap().to_string();
    (language, text(&first["name"]), text(&first["roles"][0]))
}

#[tokio::test]
async fn packs_answer_in_the_callers_language_and_fall_back_to_their_own() {
    let app = spawn_app().await;
    let said = |l: &str, n: &str, r: &str| (l.to_string(), n.to_string(), r.to_string());
    assert_eq!(
        first_location_in(&app, "ru, en;q=0.5").await,
        said("ru", "Самолёт", "Пассажир первого класса")
    );
    // A region reads its language; weights order the list.
    assert_eq!(first_location_in(&app, "en;q=0.2, de-CH").await.0, "de");
    assert_eq!(
        first_location_in(&app, "ja, *").await,
        said("en", "Airplane", "First Class Passenger")
    );
    let list: Value = app
        .client
        .get(app.url("/api/v1/packs"))
        .header("Accept-Language", "uk")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let first = &list["packs"][0];
    assert_eq!(first["name"], "Знахідка для шпигуна");
    let languages: Vec<&str> = first["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(languages, ["en", "de", "es", "fr", "pl", "pt", "ru", "uk"]);
}

#[tokio::test]
async fn reloading_unchanged_packs_writes_nothing_and_an_edit_updates_the_pack_and_its_lobbies() {
    let app = spawn_app().await;
    let host = app.guest("Ana").await;
    let code = app
        .create_room(&host, json!({"pack_ids": ["spyfall1"]}))
        .await;
    let lobby = app.room(&code, &host).await["version"].as_i64().unwrap();
    let files = bundled::read_files(Some(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/locations"
    ))))
    .unwrap();
    let mut packs = bundled::parse_all(&files).unwrap();
    let before: Vec<(String, i32)> = sqlx::query_as("SELECT id, version FROM packs ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let report = bundled::sync(&app.pool, &packs).await.unwrap();
    assert_eq!(
        (report.created, report.updated, report.unchanged),
        (0, 0, 3)
    );
    let again: Vec<(String, i32)> = sqlx::query_as("SELECT id, version FROM packs ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(before, again);
    let unchanged = app.room(&code, &host).await["version"].as_i64().unwrap();
    assert_eq!(
        unchanged, lobby,
        "a lobby is left alone when nothing changed"
    );

    packs[0].locations[0].roles[0] = "Frequent Flyer".into();
    let report = bundled::sync(&app.pool, &packs).await.unwrap();
    assert_eq!((report.updated, report.unchanged), (1, 2));
    let pack: Value = app
        .get("/api/v1/packs/spyfall1", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(pack["version"], 2);
    assert_eq!(pack["locations"][0]["roles"][0], "Frequent Flyer");
    assert_eq!(pack["locations"].as_array().unwrap().len(), 28);
    let res = bounded(app.room_after(&code, &host, lobby)).await;
    let view: Value = res.json().await.unwrap();
    assert!(
        view["version"].as_i64().unwrap() > lobby,
        "the lobby offering it moved on"
    );
}

#[tokio::test]
async fn a_malformed_pack_file_stops_the_start_with_its_file_and_line() {
    let dir = std::env::temp_dir().join(format!("spyfall-bad-packs-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("broken.toml"),
        "id = \"broken\"\nname = \"Broken\"\n\n[[location]]\nname = \"\"\nroles = [\"A\"]\n",
    )
    .unwrap();
    let config = Config::from_lookup(|k| match k {
        "SPYFALL_PACKS_DIR" => Some(dir.display().to_string()),
        "DATABASE_URL" => Some("postgres://nobody@127.0.0.1:1/never".into()),
        _ => None,
    })
    .unwrap();
    let err = Application::build(config)
        .await
        .err()
        .expect("the start is refused");
    let message = format!("{err:#}");
    assert!(message.contains("broken.toml:5:"), "{message}");
    assert!(
        message.contains("location name must not be empty"),
        "{message}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_packs_directory_can_replace_the_bundled_files() {
    let dir = std::env::temp_dir().join(format!("spyfall-packs-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("mini.toml"),
        "id = \"mini\"\nname = \"Mini\"\n[[location]]\nname = \"Attic\"\nroles = [\"Ghost\"]\n",
    )
    .unwrap();
    let dir_str = dir.display().to_string();
    let app = spawn_app_with(|vars| {
        vars.retain(|(k, _)| k != "SPYFALL_PACKS_DIR");
        vars.push(("SPYFALL_PACKS_DIR".into(), dir_str));
    })
    .await;
    let list: Value = app.get("/api/v1/packs", None).await.json().await.unwrap();
    assert_eq!(list["packs"].as_array().unwrap().len(), 1);
    assert_eq!(list["packs"][0]["id"], "mini");
    std::fs::remove_dir_all(&dir).unwrap();
}
