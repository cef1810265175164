//! The admin panel's stylesheet and script, compiled into the binary.

use actix_web::HttpResponse;
use actix_web::http::header;

const CSS: &str = include_str!("../../../templates/admin/static/admin.css");
const JS: &str = include_str!("../../../templates/admin/static/admin.js");
const PRINT_CSS: &str = include_str!("../../../templates/admin/static/print.css");
const ICON: &str = include_str!("../../../templates/admin/static/favicon.svg");

pub async fn css() -> HttpResponse {
    asset(CSS, "text/css; charset=utf-8")
}

/// The printable table cards' and night sheet's stylesheet.
pub async fn print_css() -> HttpResponse {
    asset(PRINT_CSS, "text/css; charset=utf-8")
}

pub async fn js() -> HttpResponse {
    asset(JS, "text/javascript; charset=utf-8")
}

pub async fn icon() -> HttpResponse {
    asset(ICON, "image/svg+xml")
}

fn asset(body: &'static str, mime: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(mime)
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(body)
}
