//! Imports and exports: a preview that saves nothing and lists changes or problems by line,
//! then the import; downloads in both formats that import back to the same pack.

use reqwest::StatusCode;
use reqwest::header::ORIGIN;
use spyfall::staff::Role;

use super::{Browser, Page};
use crate::helpers::{TestApp, spawn_app};

/// Uploads `content` as the file `filename` from the import page (into a pack: adding to
/// its locations, the form's default).
async fn upload(
    b: &mut Browser<'_>,
    target: &str,
    name: &str,
    filename: &str,
    content: &str,
) -> Page {
    upload_as(b, (target, "append"), name, filename, content).await
}

/// Uploads into `target`, adding to its locations or replacing them (`mode`).
async fn upload_as(
    b: &mut Browser<'_>,
    (target, mode): (&str, &str),
    name: &str,
    filename: &str,
    content: &str,
) -> Page {
    b.get("/admin/import").await;
    let boundary = "----spyfall-test-boundary";
    let mut body = String::new();
    for (field, value) in [
        ("csrf", b.csrf.as_str()),
        ("target", target),
        ("mode", mode),
        ("name", name),
    ] {
        body += &format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"\r\n\r\n{value}\r\n"
        );
    }
    body += &format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\nContent-Type: application/octet-stream\r\n\r\n{content}\r\n--{boundary}--\r\n"
    );
    let req = b
        .app
        .client
        .post(b.app.url("/admin/import"))
        .header(ORIGIN, &b.app.address)
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body);
    b.finish(req).await
}

/// Sends the preview's form back, as its Import button does.
async fn confirm(b: &mut Browser<'_>, preview: &Page) -> Page {
    let field = |name: &str| -> String {
        let marker = format!("name=\"{name}\" value=\"");
        let at = preview
            .body
            .find(&marker)
            .unwrap_or_else(|| panic!("no {name}"))
            + marker.len();
        html_unescape(preview.body[at..].split('"').next().unwrap())
    };
    let at = preview
        .body
        .find("<textarea name=\"content\" hidden>")
        .unwrap()
        + "<textarea name=\"content\" hidden>".len();
    let content = html_unescape(preview.body[at..].split("</textarea>").next().unwrap());
    let (target, name, filename, version) = (
        field("target"),
        field("name"),
        field("filename"),
        field("version"),
    );
    let mode = field("mode");
    b.post(
        "/admin/import/commit",
        &[
            ("target", &target),
            ("mode", &mode),
            ("name", &name),
            ("filename", &filename),
            ("version", &version),
            ("content", &content),
        ],
    )
    .await
}

fn html_unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

async fn export(b: &mut Browser<'_>, id: &str, format: &str) -> String {
    let page = b
        .get(&format!("/admin/packs/{id}/export?format={format}"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let disposition = page.headers["content-disposition"].to_str().unwrap();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"{id}.{format}\"")
    );
    page.body
}

async fn custom_packs(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT id FROM packs WHERE NOT bundled ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

const PACK: &str = r#"id = "pirates"
name = "Pirates"
description = "Arr"
language = "en"

[[location]]
name = "Ship Deck"
roles = ["Captain", "Cook"]

[[location]]
name = "Harbour"
roles = ["Smuggler"]
"#;

#[tokio::test]
async fn a_pack_file_is_previewed_then_imported() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let preview = upload(&mut b, "", "", "pirates.toml", PACK).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview.assert_has("Add the location &#39;Ship Deck&#39; (2 roles)");
    preview.assert_has("Add the location &#39;Harbour&#39; (1 roles)");
    assert!(
        custom_packs(&app).await.is_empty(),
        "a preview saves nothing"
    );

    let page = confirm(&mut b, &preview).await;
    assert_eq!(page.location(), "/admin/packs/pirates", "{}", page.body);
    assert_eq!(custom_packs(&app).await, ["pirates"]);
    let published: bool = sqlx::query_scalar("SELECT published FROM packs WHERE id = 'pirates'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(!published, "imported packs start as drafts");

    // The same file again as a new pack: its id is taken, the preview says which it gets.
    let preview = upload(&mut b, "", "", "pirates.toml", PACK).await;
    preview.assert_has("the new pack will be &#39;pirates-2&#39;");

    // Into the existing pack: only the differences are listed.
    let changed = PACK
        .replace("\"Smuggler\"", "\"Smuggler\", \"Customs Officer\"")
        .replace("Ship Deck", "Crow's Nest");
    let into = ("pirates", "replace");
    let preview = upload_as(&mut b, into, "", "pirates.toml", &changed).await;
    preview.assert_has("replacing its locations with the file&#39;s");
    preview.assert_has("Remove the location &#39;Ship Deck&#39;");
    preview.assert_has("Add the location &#39;Crow&#39;s Nest&#39; (2 roles)");
    preview.assert_has("Change &#39;Harbour&#39;: roles Smuggler → Smuggler · Customs Officer");
    let page = confirm(&mut b, &preview).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    let export = export(&mut b, "pirates", "toml").await;
    assert!(
        export.contains("Crow's Nest") && export.contains("Customs Officer"),
        "{export}"
    );
    assert!(!export.contains("Ship Deck"), "replaced: {export}");
}

/// Issue 37: a pack file's translations come in with it; the pack page shows each
/// location in every language side by side and flags what is not translated.
#[tokio::test]
async fn an_imported_translation_shows_on_the_pack_page_with_what_it_lacks() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let translated = PACK.replace(
        "roles = [\"Captain\", \"Cook\"]\n",
        "roles = [\"Captain\", \"Cook\"]\n[location.translations.ru]\nname = \"Палуба\"\nroles = [\"Капитан\", \"Кок\"]\n",
    );
    let preview = upload(&mut b, "", "", "pirates.toml", &translated).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    confirm(&mut b, &preview).await;
    let page = b.get("/admin/packs/pirates").await;
    page.assert_has("<h2>Languages</h2>");
    page.assert_has("<th scope=\"row\">ru</th><td>1 of 2</td><td>1</td>");
    page.assert_has("<span class=\"missing\">Harbour</span>");
    page.assert_has("<strong>Палуба</strong><div class=\"roles\">Капитан · Кок</div>");
    page.assert_has("Not translated into ru");
}

/// Issue 34: "Import into this pack" can add to the hand-made locations instead of
/// replacing them, and says which it does.
#[tokio::test]
async fn a_csv_added_to_a_pack_keeps_its_hand_made_locations() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let preview = upload(&mut b, "", "", "pirates.toml", PACK).await;
    confirm(&mut b, &preview).await;
    let csv = "location,role\nHarbour,Smuggler\nHarbour,Diver\nLighthouse,Keeper\n";
    let preview = upload(&mut b, "pirates", "", "more.csv", csv).await;
    preview.assert_has("adding to its locations (none is removed)");
    preview.assert_has("Add the location &#39;Lighthouse&#39; (1 roles)");
    preview.assert_has("Change &#39;Harbour&#39;: roles Smuggler → Smuggler · Diver");
    assert!(
        !preview.body.contains("Remove the location"),
        "{}",
        preview.body
    );
    preview.assert_has(">Add to the pack</button>");
    let page = confirm(&mut b, &preview).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER, "{}", page.body);
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM locations WHERE pack_id = 'pirates' ORDER BY position",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(names, ["Ship Deck", "Harbour", "Lighthouse"]);
}

#[tokio::test]
async fn a_bad_file_lists_every_problem_by_line_and_saves_nothing() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let bad = PACK
        .replace("\"Cook\"", "\"\"")
        .replace("name = \"Harbour\"", "name = \"ship deck\"");
    let page = upload(&mut b, "", "", "bad.toml", &bad).await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("Line 8: role must not be empty");
    page.assert_has("Line 11: location &#39;ship deck&#39; appears twice in the pack");
    assert!(
        !page.body.contains("/admin/import/commit"),
        "no import button"
    );

    let page = upload(&mut b, "", "", "syntax.toml", "id = \"x\"\nname = \n").await;
    page.assert_has("Line 2:");
    let csv = "location,role\nBank,Teller\nBank\n,Guard\n";
    let page = upload(&mut b, "", "Bad CSV", "bad.csv", csv).await;
    page.assert_has("Line 3: a row needs two fields");
    page.assert_has("Line 4: location name must not be empty");
    let page = upload(&mut b, "", "", "nameless.csv", "Bank,Teller\n").await;
    page.assert_has("give the new pack a name");
    assert!(custom_packs(&app).await.is_empty());

    // A commit of a file that does not check out saves nothing either.
    let page = b
        .post(
            "/admin/import/commit",
            &[
                ("target", ""),
                ("filename", "bad.toml"),
                ("content", &bad),
                ("version", "0"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(custom_packs(&app).await.is_empty());

    // Importing into someone else's or a bundled pack is refused.
    let page = upload(&mut b, "spyfall1", "", "pirates.toml", PACK).await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn exports_in_both_formats_import_back_to_the_same_pack() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    // A bundled pack with 28 locations, apostrophes and commas in its names.
    let toml = export(&mut b, "spyfall1", "toml").await;
    let csv = export(&mut b, "spyfall1", "csv").await;
    assert!(
        csv.starts_with("location,role,location.de,role.de,"),
        "translations travel too"
    );

    let preview = upload(&mut b, "", "", "spyfall1.toml", &toml).await;
    assert_eq!(
        confirm(&mut b, &preview).await.location(),
        "/admin/packs/spyfall1-2"
    );
    let again = export(&mut b, "spyfall1-2", "toml").await;
    assert_eq!(again.replace("\"spyfall1-2\"", "\"spyfall1\""), toml);

    let preview = upload(&mut b, "", "From CSV", "spyfall1.csv", &csv).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(
        confirm(&mut b, &preview).await.location(),
        "/admin/packs/from-csv"
    );
    assert_eq!(export(&mut b, "from-csv", "csv").await, csv);

    // A CSV into an existing pack keeps its details and replaces its locations: the
    // preview of the pack's own export changes nothing.
    let preview = upload(&mut b, "from-csv", "", "again.csv", &csv).await;
    preview.assert_has("changes nothing");
}

#[tokio::test]
async fn an_import_confirmed_after_the_pack_changed_saves_nothing() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    let preview = upload(&mut b, "", "", "pirates.toml", PACK).await;
    confirm(&mut b, &preview).await;
    let preview = upload(&mut b, "pirates", "", "pirates.csv", "Zoo,Keeper\n").await;
    // Someone adds a location between the preview and the import.
    let v: i32 = sqlx::query_scalar("SELECT version FROM packs WHERE id = 'pirates'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let v = v.to_string();
    b.post(
        "/admin/packs/pirates/locations",
        &[("version", &v), ("name", "Mall"), ("roles", "Clerk")],
    )
    .await;
    let page = confirm(&mut b, &preview).await;
    assert_eq!(page.location(), "/admin/import?into=pirates");
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM locations WHERE pack_id = 'pirates' ORDER BY position",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(names, ["Ship Deck", "Harbour", "Mall"]);
}
