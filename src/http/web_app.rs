//! The table app: the phone-first web client, built into the binary so a venue with no
//! internet still serves it. `web/static` holds the hand-written files (the page, styles,
//! icons, manifest), `web/dist` what `npm run build` makes (the app's script, its service
//! worker, and its first screens rendered in every language), `web/locales` the message
//! catalogs, which the app fetches for any language but English (built into its script).
//! The page is served with the styles and the script written into it, and the address's
//! first screen in the phone's language ([`web_page`]); the files are served on their own
//! too.
//!
//! Every file answers with a strong ETag from its hash and `no-cache`, so a phone
//! revalidates with a 304 and never runs a stale script after an upgrade; text files are
//! gzipped once, with their tags, on the first request, for clients that accept gzip.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Write;
use std::sync::{LazyLock, OnceLock};

use actix_web::http::header::{self, HeaderValue};
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use flate2::Compression;
use flate2::write::GzEncoder;
use rust_embed::{EmbeddedFile, RustEmbed};
use sha2::{Digest, Sha256};

use super::conditional::if_none_match_is;
use super::handlers::fallback;
use super::qr;
use super::state::AppState;
use super::web_page::{self, FirstScreens, Screen};
use crate::packs::languages::Preferences;

#[derive(RustEmbed)]
#[folder = "web/static/"]
struct Static;

#[derive(RustEmbed)]
#[folder = "web/dist/"]
struct Bundle;

#[derive(RustEmbed)]
#[folder = "web/locales/"]
#[prefix = "locales/"]
struct Catalogs;

/// The app's pages (`web/src/pages.json`, which the app's router and service worker read
/// too): each answers with the same page, which reads the address itself.
pub static PAGES: LazyLock<Vec<String>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../web/src/pages.json"))
        .expect("web/src/pages.json is a list of paths")
});

/// `/`, `/r/{code}` and the app's other client-side addresses: the same page, which reads
/// the address itself, carrying the address's first screen in the phone's language where
/// the app has one (see [`web_page`]).
pub async fn shell(req: HttpRequest, wanted: Preferences) -> HttpResponse {
    let first = req
        .match_pattern()
        .and_then(|page| first_screens().screen(&page, &wanted));
    respond(&req, page(first))
}

/// `/app/{file}`: a script, style, icon or the manifest.
pub async fn asset(req: HttpRequest, file: web::Path<String>) -> HttpResponse {
    if [PAGE, FIRST_SCREENS].contains(&file.as_str()) {
        return fallback::route_not_found(&req);
    }
    serve(&req, &file)
}

/// `/app/locales/{lang}.ftl`: one language's messages (Fluent), fetched when a phone
/// chooses it.
pub async fn catalog(req: HttpRequest, file: web::Path<String>) -> HttpResponse {
    if !file.ends_with(".ftl") {
        return fallback::route_not_found(&req);
    }
    serve(&req, &format!("locales/{file}"))
}

/// `/sw.js`: the service worker, at the root so that its scope is the whole app.
pub async fn service_worker(req: HttpRequest) -> HttpResponse {
    serve(&req, "sw.js")
}

/// One file of the app as it is served: worked out once, at the first request, since the
/// files never change while the server runs.
struct Asset {
    etag: String,
    mime: String,
    plain: Bytes,
    /// The gzipped bytes of a text file; `None` for images and the like.
    gzipped: Option<Bytes>,
    /// The page's `Content-Security-Policy`; `None` for the files it loads.
    policy: Option<HeaderValue>,
}

fn assets() -> &'static HashMap<String, Asset> {
    static ASSETS: OnceLock<HashMap<String, Asset>> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let named = |name: Cow<'static, str>, file: Option<EmbeddedFile>| {
            file.map(|file| (name.to_string(), prepared(&name, file)))
        };
        Static::iter()
            .map(|name| named(name.clone(), Static::get(&name)))
            .chain(Bundle::iter().map(|name| named(name.clone(), Bundle::get(&name))))
            .chain(Catalogs::iter().map(|name| named(name.clone(), Catalogs::get(&name))))
            .flatten()
            .collect()
    })
}

/// The page as written (`web/static`): served only with its styles and script in it.
const PAGE: &str = "index.html";

/// The first screens the page is served with ([`web_page`]), not a file of the app.
const FIRST_SCREENS: &str = "first-screens.json";

fn first_screens() -> &'static FirstScreens {
    static SCREENS: LazyLock<FirstScreens> = LazyLock::new(|| {
        FirstScreens::parse(
            &Bundle::get(FIRST_SCREENS).map_or_else(Vec::new, |f| f.data.into_owned()),
        )
    });
    &SCREENS
}

/// The page served with `first`: made at its first request (each is some 150 kB to
/// gzip), once per first screen and language, and once without.
fn page(first: Option<Screen<'static>>) -> &'static Asset {
    type Made = HashMap<Option<Screen<'static>>, OnceLock<Asset>>;
    static VARIANTS: LazyLock<Made> = LazyLock::new(|| {
        std::iter::once(None)
            .chain(first_screens().all().map(Some))
            .map(|first| (first, OnceLock::new()))
            .collect()
    });
    let (first, slot) = VARIANTS
        .get_key_value(&first)
        .or_else(|| VARIANTS.get_key_value(&None))
        .expect("the page without a first screen is always made");
    slot.get_or_init(|| served_page(*first))
}

/// The page with the styles and script it loads written into it, and `first` (see
/// [`web_page`]).
fn served_page(first: Option<Screen<'_>>) -> Asset {
    let files = assets();
    let text = |name: &str| {
        let bytes = files.get(name).map_or(&[][..], |f| &f.plain[..]);
        String::from_utf8_lossy(bytes).into_owned()
    };
    let page = web_page::inlined(&text(PAGE), &text("app.css"), &text("app.js"), first);
    let plain = Bytes::from(page.html);
    Asset {
        etag: etag_of(&Sha256::digest(&plain)),
        gzipped: gzip(&plain),
        mime: "text/html; charset=utf-8".to_owned(),
        plain,
        // Never a page without a policy: should its own not make a header, nothing runs.
        policy: Some(
            HeaderValue::from_str(&page.policy)
                .unwrap_or_else(|_| HeaderValue::from_static("default-src 'none'")),
        ),
    }
}

fn etag_of(sha256: &[u8]) -> String {
    format!("\"{}\"", hex::encode(&sha256[..12]))
}

fn prepared(name: &str, file: EmbeddedFile) -> Asset {
    // Fluent has no registered type: its catalogs are served as the UTF-8 text they are.
    let mime = if name.ends_with(".ftl") {
        "text/plain; charset=utf-8".to_owned()
    } else {
        file.metadata.mimetype().to_owned()
    };
    let plain = match file.data {
        Cow::Borrowed(bytes) => Bytes::from_static(bytes),
        Cow::Owned(bytes) => Bytes::from(bytes),
    };
    Asset {
        etag: etag_of(&file.metadata.sha256_hash()),
        gzipped: is_textual(&mime).then(|| gzip(&plain)).flatten(),
        mime,
        plain,
        policy: None,
    }
}

fn serve(req: &HttpRequest, name: &str) -> HttpResponse {
    match assets().get(name) {
        Some(asset) => respond(req, asset),
        None => fallback::route_not_found(req),
    }
}

fn respond(req: &HttpRequest, asset: &Asset) -> HttpResponse {
    let mut res = if if_none_match_is(req, &asset.etag) {
        HttpResponse::NotModified().finish()
    } else {
        match &asset.gzipped {
            Some(packed) if accepts_gzip(req) => HttpResponse::Ok()
                .insert_header((header::CONTENT_ENCODING, "gzip"))
                .body(packed.clone()),
            _ => HttpResponse::Ok().body(asset.plain.clone()),
        }
    };
    let headers = res.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&asset.etag) {
        headers.insert(header::ETAG, value);
    }
    if let Ok(value) = HeaderValue::from_str(&asset.mime) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if let Some(policy) = &asset.policy {
        // A page's first screen is in the language asked for.
        headers.insert(
            header::VARY,
            HeaderValue::from_static("accept-encoding, accept-language"),
        );
        headers.insert(header::CONTENT_SECURITY_POLICY, policy.clone());
        headers.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        );
    }
    res
}

fn is_textual(mime: &str) -> bool {
    mime.starts_with("text/")
        || mime.contains("javascript")
        || mime.contains("json")
        || mime.contains("svg")
        || mime.contains("manifest")
}

fn accepts_gzip(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(header::ACCEPT_ENCODING)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|p| p.trim().replace(' ', "") == "q=0");
            name.eq_ignore_ascii_case("gzip") && !refused
        })
}

/// `None` only if compressing into memory failed, which it does not; the plain bytes serve.
fn gzip(data: &[u8]) -> Option<Bytes> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(data).ok()?;
    encoder.finish().ok().map(Bytes::from)
}

/// `/r/{code}/qr.svg`: a QR code of the room's join address, for the lobby to show.
/// Made here so that no phone needs a network to draw it.
pub async fn room_qr(
    req: HttpRequest,
    state: web::Data<AppState>,
    code: web::Path<String>,
) -> HttpResponse {
    qr_of(&req, &code, |c| state.public.room(c))
}

/// `/lists/{code}/qr.svg`: a QR code of the address that opens a shared location list.
pub async fn list_qr(
    req: HttpRequest,
    state: web::Data<AppState>,
    code: web::Path<String>,
) -> HttpResponse {
    qr_of(&req, &code, |c| state.public.list(c))
}

/// A QR code of the address `address_of` makes of `code` (upper-cased), when it can be a
/// code at all.
fn qr_of(req: &HttpRequest, code: &str, address_of: impl Fn(&str) -> String) -> HttpResponse {
    if code.is_empty() || code.len() > 16 || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return fallback::route_not_found(req);
    }
    let address = address_of(&code.to_ascii_uppercase());
    match qr::svg(&address, 240) {
        Some(svg) => HttpResponse::Ok()
            .content_type("image/svg+xml")
            .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
            .body(svg),
        None => fallback::route_not_found(req),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_and_the_bundle_are_built_in_and_text_is_gzipped() {
        let (page, script) = (page(None), &assets()["app.js"]);
        assert!(page.mime.starts_with("text/html"));
        assert!(page.policy.is_some() && script.policy.is_none());
        assert!(script.gzipped.as_ref().unwrap().len() < script.plain.len());
        assert!(assets()["icon.svg"].gzipped.is_some());
        let catalog = &assets()["locales/ru.ftl"];
        assert_eq!(catalog.mime, "text/plain; charset=utf-8");
        assert!(catalog.gzipped.is_some());
    }

    #[test]
    fn gzip_is_refused_by_q_zero() {
        let accepts = |value: &str| {
            let req = actix_web::test::TestRequest::default()
                .insert_header((header::ACCEPT_ENCODING, value))
                .to_http_request();
            accepts_gzip(&req)
        };
        assert!(accepts("gzip, deflate, br"));
        assert!(!accepts("gzip;q=0, br"));
        assert!(!accepts("br"));
    }
}
