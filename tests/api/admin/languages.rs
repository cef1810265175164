//! The pages the server renders, in the reader's language: the projector and the
//! printouts in any language of the table app (`?lang=`, else the browser's), the panel in
//! English or Russian (its picker, else the browser's), English for anything else.

use reqwest::StatusCode;
use spyfall::staff::Role;

use super::league::{Night, projector_path};
use crate::helpers::{TestApp, spawn_app};

/// The projector at `path` as a browser reading `accept` sees it.
async fn projector_in(app: &TestApp, path: &str, accept: &str) -> String {
    let res = (app.client.get(app.url(path)))
        .header("Accept-Language", accept)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    res.text().await.unwrap()
}

/// Four walk-ins seated at one table for the first of two seating rounds.
async fn seated_night(app: &TestApp) -> Night<'_> {
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    for name in ["Ana", "Bo", "Cy", "Di"] {
        night
            .ok("/players", &[("kind", "walk_in"), ("display_name", name)])
            .await;
    }
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    night
}

#[tokio::test]
async fn the_projector_speaks_the_language_its_link_or_its_browser_asks_for() {
    let app = spawn_app().await;
    let mut night = seated_night(&app).await;
    let page = night.page().await;
    let projector = projector_path(&page.body);

    let german = projector_in(&app, &format!("{projector}?lang=de"), "ru").await;
    assert!(german.contains("<html lang=\"de\">"), "{german}");
    for words in [
        "Sitzrunde 1 von 2",
        "Tisch 1",
        "Siege als Spion",
        "Aktualisiert",
    ] {
        assert!(german.contains(words), "{words} in {german}");
    }

    let russian = projector_in(&app, &projector, "ru-RU, en;q=0.5").await;
    assert!(russian.contains("тур рассадки 1 из 2") && russian.contains("Стол 1"));
    let polish = projector_in(&app, &projector, "pl").await;
    assert!(polish.contains("Wygrane szpiega"), "{polish}");
    // A language we do not have, or none: English.
    for accept in ["ja", ""] {
        let english = projector_in(&app, &format!("{projector}?lang=xx"), accept).await;
        assert!(english.contains("seating round 1 of 2") && english.contains("Spy wins"));
    }
    // The names stay as typed in every language.
    assert!(["Ana", "Bo", "Cy", "Di"].iter().all(|n| german.contains(n)));

    let missing = (app
        .client
        .get(app.url(&format!("/league/{}", "0".repeat(32)))))
    .header("Accept-Language", "uk")
    .send()
    .await
    .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(missing.text().await.unwrap().contains("Не знайдено"));
}

#[tokio::test]
async fn printouts_come_in_the_language_the_night_page_asks_for() {
    let app = spawn_app().await;
    let mut night = seated_night(&app).await;
    let print = |which: &str, lang: &str| format!("{}/print/{which}?lang={lang}", night.url);
    let (cards, sheet, slips) = (
        print("tables", "es"),
        print("sheet", "uk"),
        print("claims", "fr"),
    );
    let cards = night.b.get(&cards).await;
    cards.assert_has("Escanea para abrir esta mesa en la app");
    cards.assert_has("<html lang=\"es\">");
    let sheet = night.b.get(&sheet).await;
    sheet.assert_has("Тур розсадки 1");
    sheet.assert_has("Стіл 1 · ");
    let slips = night.b.get(&slips).await;
    slips.assert_has("Pas d&#39;appareil photo ? Ouvre cette adresse et saisis ton code :");
    // Without a choice, the language printed in last; the night page offers it first, for
    // every print and the projector.
    let again = night.b.get(&format!("{}/print/sheet", night.url)).await;
    again.assert_has("Tour de placement 1");
    let page = night.page().await;
    page.assert_has("<option value=\"fr\" lang=\"fr\" selected>Français</option>");
    page.assert_has("/print/claims?lang=fr\"");
    // A browser that never printed: the organizer's own language.
    let mut other = app.logged_in("other", Role::Admin).await;
    let english = other.get(&format!("{}/print/sheet", night.url)).await;
    english.assert_has("Seating round 1");
}

#[tokio::test]
async fn the_panel_speaks_russian_once_picked_and_english_where_it_has_no_catalog() {
    let app = spawn_app().await;
    let mut b = app.logged_in("org", Role::Organizer).await;
    let english = b.get("/admin/packs").await;
    english.assert_has("<html lang=\"en\">");
    english.assert_has(">Packs</a>");
    // The picker offers the panel's languages, each in its own name.
    english.assert_has("href=\"/admin/language?lang=ru\" lang=\"ru\">Русский</a>");

    let picked = b.get("/admin/language?lang=ru").await;
    assert_eq!(picked.status, StatusCode::SEE_OTHER);
    let russian = b.get("/admin/packs").await;
    russian.assert_has("<html lang=\"ru\">");
    russian.assert_has(">Наборы</a>");
    russian.assert_has(">Выйти</button>");

    // The panel's choice is the panel's: the projector follows its link or the browser.
    let projector = format!("/league/{}", "0".repeat(32));
    let req = (app.client.get(app.url(&projector))).header("Accept-Language", "de");
    b.finish(req).await.assert_has("<html lang=\"de\">");

    // A language the panel does not have is not kept; the choice stands.
    b.get("/admin/language?lang=de").await;
    b.get("/admin/packs").await.assert_has(">Наборы</a>");

    // No choice: the browser's language where the panel has it, else English.
    let mut fresh = app.logged_in("other", Role::Organizer).await;
    for (accept, nav) in [("ru, en;q=0.8", ">Наборы</a>"), ("de, ja", ">Packs</a>")] {
        let req = (app.client.get(app.url("/admin/packs"))).header("Accept-Language", accept);
        fresh.finish(req).await.assert_has(nav);
    }
}

#[tokio::test]
async fn a_night_run_in_russian_answers_its_changes_refusals_and_errors_in_russian() {
    let app = spawn_app().await;
    let mut b = app.logged_in("org", Role::Organizer).await;
    b.get("/admin/language?lang=ru").await;
    let mut night = Night::create(b, "2").await;
    night
        .ok("/players", &[("kind", "walk_in"), ("display_name", "Ana")])
        .await
        .assert_has("Добавлен гость без записи Ana. Код гостя: ");
    // A refusal the league core words (a name already in the night).
    let taken = night
        .post("/players", &[("kind", "walk_in"), ("display_name", "Ana")])
        .await;
    taken.assert_has("В этом вечере уже есть игрок с именем Ana: выберите другое имя.");
    for name in ["Bo", "Cy", "Di"] {
        night
            .ok("/players", &[("kind", "walk_in"), ("display_name", name)])
            .await;
    }
    night
        .ok("/seating", &[])
        .await
        .assert_has("Предложен тур рассадки 1: 1 стол.");

    // The panel's own error pages, and a form from elsewhere.
    let missing = night
        .b
        .get(&format!("/admin/league/nights/{}", uuid::Uuid::nil()))
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    missing.assert_has("<html lang=\"ru\">");
    missing.assert_has("Не найдено");
    let forged = night
        .b
        .post_raw(&format!("{}/players", night.url), "csrf=wrong", true)
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    forged.assert_has("Токен безопасности этой формы отсутствует или устарел");
}
