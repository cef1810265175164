//! The panel's language picker: `GET /admin/language?lang=ru` keeps the choice in a
//! cookie for a year and goes back to the page it was made on.

use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};

use super::pages::redirect;
use crate::http::i18n::{self, Pages};

#[derive(serde::Deserialize)]
pub struct Choice {
    lang: String,
}

pub async fn choose(req: HttpRequest, choice: web::Query<Choice>) -> HttpResponse {
    let mut res = redirect(&back_to(&req));
    if i18n::languages(Pages::Admin).contains(&choice.lang.as_str()) {
        let cookie = Cookie::build(i18n::COOKIE, choice.lang.clone())
            .path("/admin")
            .http_only(true)
            .same_site(SameSite::Lax)
            .max_age(time::Duration::days(365))
            .finish();
        // A redirect built without a cookie takes one added afterwards.
        let _ = res.add_cookie(&cookie);
    }
    res
}

/// The panel page the picker was used on (its path, from `Referer`), else the packs.
fn back_to(req: &HttpRequest) -> String {
    let referer = req
        .headers()
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let host = req.connection_info().host().to_string();
    let path = referer
        .split_once("://")
        .and_then(|(_, rest)| rest.strip_prefix(host.as_str()))
        .unwrap_or("");
    let is_panel_page = path.starts_with("/admin") && !path.starts_with("/admin/language");
    match is_panel_page {
        true => path.to_string(),
        false => "/admin/packs".to_string(),
    }
}
