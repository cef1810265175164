//! One table, several languages: each phone reads the candidates, its card and the results
//! in the language it asks for (`Accept-Language`), while the rules and the spy's guess
//! go by location ids.

use std::collections::{HashMap, HashSet};

use reqwest::{Response, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, spawn_app};
use crate::polling::{event_view, next_frame};

async fn get_in(app: &TestApp, path: &str, token: Option<&str>, lang: &str) -> Response {
    let mut req = app
        .client
        .get(app.url(path))
        .header("Accept-Language", lang);
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    req.send().await.unwrap()
}

fn content_language(res: &Response) -> String {
    let value = res
        .headers()
        .get("content-language")
        .expect("Content-Language");
    value.to_str().unwrap().to_string()
}

/// The room as `player` reads it in `lang`: the view, its length, its language.
async fn room_in(app: &TestApp, code: &str, player: &Player, lang: &str) -> (Value, usize, String) {
    let res = get_in(
        app,
        &format!("/api/v1/rooms/{code}"),
        Some(&player.token),
        lang,
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let vary = res.headers()["vary"].to_str().unwrap().to_string();
    assert!(vary.contains("Accept-Language"), "{vary}");
    let language = content_language(&res);
    let body = res.text().await.unwrap();
    (serde_json::from_str(&body).unwrap(), body.len(), language)
}

/// Each location of the `spyfall1` pack in `lang`: id -> (name, roles).
async fn pack_in(app: &TestApp, lang: &str) -> HashMap<String, (String, Vec<String>)> {
    let pack: Value = get_in(app, "/api/v1/packs/spyfall1", None, lang)
        .await
        .json()
        .await
        .unwrap();
    let text = |v: &Value| v.as_str().unwrap().to_string();
    let locations = pack["locations"].as_array().unwrap().iter();
    locations
        .map(|l| {
            let roles = l["roles"].as_array().unwrap().iter().map(text).collect();
            (text(&l["id"]), (text(&l["name"]), roles))
        })
        .collect()
}

/// Every string in `value`.
fn strings(value: &Value, into: &mut HashSet<String>) {
    match value {
        Value::String(s) => {
            into.insert(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|v| strings(v, into)),
        Value::Object(map) => map.values().for_each(|v| strings(v, into)),
        _ => {}
    }
}

const LANGUAGES: [&str; 4] = ["ru", "en", "de", "ru"];

#[tokio::test]
async fn r_5_1_each_phone_reads_the_table_in_its_language_and_the_guess_goes_by_id() {
    let app = spawn_app().await;
    let settings = json!({"rule_set": "classic", "pack_ids": ["spyfall1"]});
    let (code, p) = (app.table(&["Ana", "Ben", "Cy", "Di"], settings)).await;
    let mut packs = HashMap::new();
    for lang in ["ru", "en", "de"] {
        packs.insert(lang, pack_in(&app, lang).await);
    }
    let english: HashSet<&String> = packs["en"].values().map(|(name, _)| name).collect();
    // Before the game, the candidates as the packs name them.
    for (player, lang) in p.iter().zip(LANGUAGES) {
        let (view, _, _) = room_in(&app, &code, player, lang).await;
        let candidates = view["candidate_locations"].as_array().unwrap();
        assert!(!candidates.is_empty());
        for c in candidates {
            assert_eq!(
                c["name"],
                packs[lang][c["id"].as_str().unwrap()].0,
                "{lang}"
            );
        }
    }
    app.start_game(&code, &p[0]).await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);

    let mut views = Vec::new();
    for (player, lang) in p.iter().zip(LANGUAGES) {
        let (view, _, language) = room_in(&app, &code, player, lang).await;
        assert_eq!(language, lang);
        let pack = &packs[lang];
        for c in view["candidate_locations"].as_array().unwrap() {
            assert_eq!(c["name"], pack[c["id"].as_str().unwrap()].0, "{lang}");
        }
        let card = &view["round"]["my_card"];
        if card["spy"] == false {
            let (name, roles) = &pack[card["location"]["id"].as_str().unwrap()];
            assert_eq!(&card["location"]["name"], name, "{lang}");
            assert!(roles.iter().any(|r| card["role"] == *r), "{lang}: {card}");
        }
        if lang == "ru" {
            let mut shown = HashSet::new();
            strings(&view, &mut shown);
            assert!(shown.iter().all(|s| !english.contains(s)), "{view}");
        }
        views.push(view);
    }

    // The spy names the location by its id; every phone reads the result in its language.
    let spy = (views.iter()).position(|v| v["round"]["my_card"]["spy"] == true);
    let spy = spy.expect("a spy");
    let told = &views[(spy + 1) % 4]["round"]["my_card"]["location"]["id"];
    let location = told.as_str().unwrap().to_string();
    let guess = json!({"type": "guess", "location_id": location});
    app.act_ok(&code, &p[spy], guess).await;
    for (player, lang) in p.iter().zip(LANGUAGES) {
        let (view, _, _) = room_in(&app, &code, player, lang).await;
        let outcome = &view["round"]["result"]["outcome"];
        assert_eq!(outcome["kind"], "spy_guessed");
        assert_eq!(outcome["correct"], true);
        assert_eq!(outcome["location"]["name"], packs[lang][&location].0);
        let rounds = format!("/api/v1/rooms/{code}/rounds");
        let res = get_in(&app, &rounds, Some(&player.token), lang).await;
        assert_eq!(content_language(&res), lang);
        let history: Value = res.json().await.unwrap();
        let record = &history["rounds"][0]["result"];
        assert_eq!(record["locations"][0]["name"], packs[lang][&location].0);
        for dealt in record["cards"].as_array().unwrap() {
            let card = &dealt["card"];
            if card["spy"] == false {
                let roles = &packs[lang][&location].1;
                assert!(roles.iter().any(|r| card["role"] == *r), "{lang}: {card}");
            }
        }
    }
}

#[tokio::test]
async fn r_2_5_in_any_language_every_phone_at_the_table_answers_the_same_length() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    // Every seat's own part, padded, is as long in every language: the first language
    // asked (English, the shortest names) does not set the bound for the others.
    let own_len = |view: &Value| {
        let written = |v: &Value| serde_json::to_string(v).unwrap().len();
        let pad = view["pad"].as_str().unwrap().len();
        written(&view["me"]) + written(&view["round"]["my_card"]) + pad
    };
    let mut own = HashSet::new();
    for lang in ["en", "ru", "de", "uk"] {
        let mut lengths = HashSet::new();
        for player in &p {
            let (view, length, language) = room_in(&app, &code, player, lang).await;
            assert_eq!(language, lang);
            assert!(view["round"]["my_card"].is_object());
            lengths.insert(length);
            own.insert(own_len(&view));
        }
        assert_eq!(lengths.len(), 1, "{lang}: {lengths:?}");
    }
    assert_eq!(own.len(), 1, "{own:?}");
}

/// A published pack of 8 locations with one-letter English names whose Japanese names and
/// roles are as long as names may be, in four-byte characters.
async fn wide_pack(app: &TestApp) {
    let wide = "\u{2000B}".repeat(60);
    let name = |letter: char| format!("{letter}{}", &wide[4..]);
    let mut toml = String::from("id = \"wide\"\nname = \"Wide\"\nlanguage = \"en\"\n");
    for letter in 'a'..='h' {
        toml += &format!(
            "[[location]]\nname = \"{letter}\"\nroles = [\"r\"]\n\
             [location.translations.ja]\nname = \"{}\"\nroles = [\"{wide}\"]\n",
            name(letter)
        );
    }
    let file = std::env::temp_dir().join(format!("wide-{}.toml", uuid::Uuid::new_v4()));
    std::fs::write(&file, toml).unwrap();
    let path = file.to_str().unwrap();
    crate::admin::cli_command(app, &["packs", "import", "--publish", path]).await;
}

#[tokio::test]
async fn r_2_5_the_padding_bound_holds_for_the_longest_names_of_every_language() {
    let app = spawn_app().await;
    wide_pack(&app).await;
    let settings = json!({"rule_set": "classic", "pack_ids": ["wide"]});
    let (code, p) = (app.table(&["Ana", "Ben", "Cy", "Di"], settings)).await;
    app.start_game(&code, &p[0]).await;
    assert_eq!(app.deal(&code, &p[0]).await.status(), StatusCode::CREATED);
    // English first: its short names must not set the bound that Japanese cards exceed.
    for lang in ["en", "ja"] {
        let mut lengths = HashSet::new();
        for player in &p {
            let (view, length, language) = room_in(&app, &code, player, lang).await;
            assert_eq!(language, lang);
            let card = &view["round"]["my_card"];
            if lang == "ja" && card["spy"] == false {
                assert_eq!(card["role"].as_str().unwrap().chars().count(), 60);
            }
            lengths.insert(length);
        }
        assert_eq!(lengths.len(), 1, "{lang}: {lengths:?}");
    }
}

#[tokio::test]
async fn a_view_held_in_one_language_is_not_current_in_another() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let path = format!("/api/v1/rooms/{code}");
    let res = get_in(&app, &path, Some(&p[0].token), "en").await;
    let tag = res.headers()["etag"].to_str().unwrap().to_string();
    let again = |lang: &'static str| {
        (app.client.get(app.url(&path)))
            .bearer_auth(&p[0].token)
            .header("If-None-Match", tag.clone())
            .header("Accept-Language", lang)
            .send()
    };
    assert_eq!(
        again("en").await.unwrap().status(),
        StatusCode::NOT_MODIFIED
    );
    let other = again("ru").await.unwrap();
    assert_eq!(other.status(), StatusCode::OK);
    assert_eq!(content_language(&other), "ru");
}

#[tokio::test]
async fn an_event_stream_speaks_the_language_its_ticket_was_asked_in() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    let ticket: Value = (app
        .client
        .post(app.url(&format!("/api/v1/rooms/{code}/events/tickets"))))
    .bearer_auth(&p[0].token)
    .header("Accept-Language", "de")
    .send()
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    // A browser opens the stream with its own languages; the ticket's win.
    let url = ticket["url"].as_str().unwrap();
    let mut res = (app.client.get(url).header("Accept-Language", "ru"))
        .send()
        .await
        .unwrap();
    let view = event_view(&next_frame(&mut res, &mut String::new()).await);
    let german = pack_in(&app, "de").await;
    for c in view["candidate_locations"].as_array().unwrap() {
        assert_eq!(c["name"], german[c["id"].as_str().unwrap()].0);
    }
}
