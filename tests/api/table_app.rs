//! The table app (web/): served by the binary at its addresses, built from its sources and
//! typed by the API document. Its games in a real browser are in table_games.rs.

use std::path::{Path, PathBuf};

use reqwest::StatusCode;
use reqwest::header;
use tokio::process::Command;

use serde_json::json;

use crate::helpers::{run_ok, spawn_app, spawn_app_with};

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

#[tokio::test]
async fn the_app_page_answers_at_its_addresses_with_a_strict_policy() {
    let app = spawn_app().await;
    let pages = std::fs::read_to_string(web_dir().join("src/pages.json")).unwrap();
    let pages: Vec<String> = serde_json::from_str(&pages).unwrap();
    assert!(pages.len() >= 5, "{pages:?}");
    for page in &pages {
        let path = page.replace("{code}", "ABCDE");
        let res = app.client.get(app.url(&path)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        let headers = res.headers().clone();
        assert!(
            headers[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        let policy = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(policy.contains("connect-src 'self'") && !policy.contains("unsafe"));
        let page = res.text().await.unwrap();
        assert!(
            page.contains("/admin") && page.contains("/api/v1/docs"),
            "{path}"
        );
        // One round trip on a slow network: the styles and script are in the page, and
        // the policy lets exactly them run.
        for (open, close, file) in [
            ("<style>", "</style>", "/app/app.css"),
            (r#"<script type="module">"#, "</script>", "/app/app.js"),
        ] {
            let inline = between(&page, open, close).unwrap_or_else(|| panic!("{path}: {open}"));
            let served = app.client.get(app.url(file)).send().await.unwrap();
            assert_eq!(inline, served.text().await.unwrap(), "{path}: {file}");
            assert!(policy.contains(&hash_source(inline)), "{path}: {policy}");
        }
    }
}

/// The message `id` of `lang`'s catalog (one without variables).
fn message(lang: &str, id: &str) -> String {
    let catalog = std::fs::read_to_string(web_dir().join(format!("locales/{lang}.ftl"))).unwrap();
    let prefix = format!("{id} = ");
    let line = catalog.lines().find(|l| l.starts_with(&prefix)).unwrap();
    line[prefix.len()..].to_owned()
}

#[tokio::test]
async fn the_home_page_and_a_rooms_carry_their_first_screen_in_the_phones_language() {
    let app = spawn_app().await;
    for (path, asked, lang, heading) in [
        ("/", "de-CH, en;q=0.5", "de", "home-join-title"),
        ("/r/abcde", "fr;q=0.1, ru", "ru", "lobby-join-title"),
        ("/", "ja", "en", "home-join-title"),
    ] {
        let res = app
            .client
            .get(app.url(path))
            .header(header::ACCEPT_LANGUAGE, asked)
            .send()
            .await
            .unwrap();
        let vary = res.headers()[header::VARY].to_str().unwrap().to_owned();
        assert!(vary.contains("accept-language"), "{path}: {vary}");
        let policy = res.headers()[header::CONTENT_SECURITY_POLICY]
            .to_str()
            .unwrap()
            .to_owned();
        let page = res.text().await.unwrap();
        let first = between(&page, r#"<main id="first-screen""#, "</main><script>")
            .unwrap_or_else(|| panic!("{path} {asked}: no first screen"));
        assert!(first.starts_with(&format!(r#" lang="{lang}""#)), "{first}");
        assert!(
            first.contains(&message(lang, heading)),
            "{path} {asked}: {first}"
        );
        let room = first.contains(r#"class="room-code""#);
        assert_eq!(room, path.starts_with("/r/"), "{first}");
        // Sent before the app's script, so that it shows while the script arrives.
        assert!(page.find(r#"<main id="first-screen""#) < page.find(r#"<script type="module">"#));
        let show = between(&page, "</main><script>", "</script>").unwrap();
        assert!(policy.contains(&hash_source(show)), "{policy}");
    }
    let nights = app.client.get(app.url("/nights")).send().await.unwrap();
    let page = nights.text().await.unwrap();
    assert!(!page.contains(r#"<main id="first-screen""#) && page.contains("Loading…"));
}

fn between<'a>(text: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = text.find(open)? + open.len();
    let len = text[start..].find(close)?;
    Some(&text[start..start + len])
}

/// `'sha256-…'` as a Content-Security-Policy names an inline script or style.
fn hash_source(text: &str) -> String {
    use base64::Engine;
    use sha2::Digest;
    let digest = sha2::Sha256::digest(text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

#[tokio::test]
async fn app_files_revalidate_with_304_and_travel_gzipped() {
    let app = spawn_app().await;
    let res = app
        .client
        .get(app.url("/app/app.js"))
        .header(header::ACCEPT_ENCODING, "identity")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let etag = res.headers()[header::ETAG].to_str().unwrap().to_owned();
    assert_eq!(res.headers()[header::CACHE_CONTROL], "no-cache");
    let plain = res.bytes().await.unwrap().len();
    let again = app
        .client
        .get(app.url("/app/app.js"))
        .header(header::IF_NONE_MATCH, &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    let packed = app
        .client
        .get(app.url("/app/app.js"))
        .header(header::ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(packed.headers()[header::CONTENT_ENCODING], "gzip");
    let gzipped = packed.bytes().await.unwrap().len();
    assert!(gzipped * 2 < plain, "{gzipped} gzipped bytes of {plain}");
}

#[tokio::test]
async fn unknown_app_files_are_404_problems_and_the_qr_code_is_an_svg() {
    let app = spawn_app().await;
    for path in [
        "/app/nothing.js",
        "/app/index.html",
        "/app/first-screens.json",
        "/r/not-a-code!/qr.svg",
    ] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            res.headers()[header::CONTENT_TYPE],
            "application/problem+json"
        );
    }
    let qr = app
        .client
        .get(app.url("/r/abcde/qr.svg"))
        .send()
        .await
        .unwrap();
    assert_eq!(qr.status(), StatusCode::OK);
    assert_eq!(qr.headers()[header::CONTENT_TYPE], "image/svg+xml");
    assert!(qr.text().await.unwrap().starts_with("<?xml"));
}

/// The committed bundle is what the sources build to, the committed API types (the
/// TypeScript SDK's) are what the server's document generates, and `tsc --strict` accepts
/// the app, with the SDK it imports, against them.
#[tokio::test]
async fn the_app_is_built_from_its_sources_and_typed_by_the_api_document() {
    let app = spawn_app().await;
    let doc = app
        .client
        .get(app.url("/api/v1/openapi.json"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let dir = tempfile_dir();
    let doc_path = dir.join("openapi.json");
    std::fs::write(&doc_path, doc).unwrap();
    let types_path = dir.join("schema.d.ts");
    let bin = web_dir().join("node_modules/.bin");
    run_ok(
        Command::new(bin.join("openapi-typescript"))
            .arg(&doc_path)
            .arg("-o")
            .arg(&types_path),
    )
    .await;
    let generated = std::fs::read_to_string(&types_path).unwrap();
    let committed =
        std::fs::read_to_string(web_dir().join("../sdk/typescript/src/schema.d.ts")).unwrap();
    assert!(
        generated == committed,
        "sdk/typescript/src/schema.d.ts is not what the API document generates: run \
         `npm run types` in web/ with the server's document (see web/README.md)"
    );
    for config in ["tsconfig.json", "tsconfig.sw.json"] {
        run_ok(
            Command::new(bin.join("tsc"))
                .current_dir(web_dir())
                .args(["-p", config]),
        )
        .await;
    }
    run_ok(
        Command::new("node")
            .current_dir(web_dir())
            .args(["build.mjs", "--check"]),
    )
    .await;
}

fn tempfile_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spyfall-web-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn join_links_and_qr_codes_carry_the_public_address_never_a_requests_host() {
    let app = spawn_app_with(|vars| {
        vars.push((
            "SPYFALL_PUBLIC_URL".into(),
            "http://192.168.1.20:8080/".into(),
        ));
    })
    .await;
    let (code, p) = app.table(&["Ana"], json!({})).await;
    let view = app.room(&code, &p[0]).await;
    let expected = format!("http://192.168.1.20:8080/r/{code}");
    assert_eq!(view["table"]["join_url"], expected);
    assert_eq!(view["table"]["join_url_local_only"], false);
    // Whatever Host or X-Forwarded-Host a request names, the QR code is the same.
    let drawn = spyfall::http::qr::svg(&expected, 240).unwrap();
    for (name, value) in [
        ("host", "evil.example"),
        ("x-forwarded-host", "evil.example"),
    ] {
        let qr = app
            .client
            .get(app.url(&format!("/r/{code}/qr.svg")))
            .header(name, value)
            .send()
            .await
            .unwrap();
        assert_eq!(qr.text().await.unwrap(), drawn, "with {name}: {value}");
    }
}

#[tokio::test]
async fn a_server_listening_on_loopback_alone_says_its_link_is_local_only() {
    // The test servers listen on 127.0.0.1: no phone but this computer could open it.
    let app = spawn_app_with(|vars| vars.retain(|(name, _)| name != "SPYFALL_PUBLIC_URL")).await;
    let (code, p) = app.table(&["Ana"], json!({})).await;
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["table"]["join_url_local_only"], true);
    let port = app.address.rsplit(':').next().unwrap();
    assert_eq!(
        view["table"]["join_url"],
        format!("http://127.0.0.1:{port}/r/{code}")
    );
}
