//! Rendering pages: the layout every page shares (the account, the CSRF token for its
//! forms, the flash message), and redirects that carry a flash message to the next page.

use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use askama::Template;

use super::errors::{AdminError, AdminResult};
use super::nights::print::print_texts;
use super::session::Session;
use crate::http::i18n::{self, Arg, Named, Pages, Texts};
use crate::staff::Account;

const FLASH_COOKIE: &str = "spyfall_flash";

/// A message shown once, on the page after a redirect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flash {
    /// "ok" or "error", for the style.
    pub kind: &'static str,
    pub text: String,
}

/// What the base template needs.
pub struct Layout {
    pub account: Option<Account>,
    /// The session's CSRF token, put in every form.
    pub csrf: String,
    pub flash: Option<Flash>,
    /// The navigation entry to mark as current.
    pub section: &'static str,
    /// The panel's words in the organizer's language.
    pub texts: Texts,
    /// The language the projector and printouts are offered in first: the last printed
    /// in, else the panel's.
    pub print_lang: &'static str,
}

impl Layout {
    pub fn new(req: &HttpRequest, session: &Session, section: &'static str) -> Layout {
        Layout {
            account: Some(session.account.clone()),
            csrf: session.csrf.clone(),
            flash: flash_of(req),
            section,
            texts: Texts::for_request(req, Pages::Admin),
            print_lang: print_texts(req).lang(),
        }
    }

    /// The layout of a page shown without a session (the login page).
    pub fn anonymous(req: &HttpRequest, csrf: String) -> Layout {
        Layout {
            account: None,
            csrf,
            flash: flash_of(req),
            section: "",
            texts: Texts::for_request(req, Pages::Admin),
            print_lang: i18n::SOURCE,
        }
    }

    /// The message `id` in the panel's language (see [`Texts::t`]).
    pub fn t(&self, id: &str) -> String {
        self.texts.t(id)
    }

    /// The message `id` with one value.
    pub fn t1(&self, id: &str, name: &str, value: impl Arg) -> String {
        self.texts.t1(id, name, value)
    }

    /// The message `id` with two values.
    pub fn t2(&self, id: &str, a: impl Named, b: impl Named) -> String {
        self.texts.t2(id, a, b)
    }

    /// The languages the panel is offered in: each tag and its name in itself.
    pub fn languages(&self) -> Vec<(&'static str, &'static str)> {
        i18n::named_languages(Pages::Admin)
    }

    /// The languages the projector and the printouts are offered in (every language of
    /// the table app): each tag and its name in itself.
    pub fn table_languages(&self) -> Vec<(&'static str, &'static str)> {
        i18n::named_languages(Pages::Venue)
    }

    pub fn is_admin(&self) -> bool {
        self.account.as_ref().is_some_and(Account::is_admin)
    }
}

/// Renders `page` with `status`; a flash message the request carried has now been shown
/// and its cookie is cleared.
pub fn render(
    req: &HttpRequest,
    status: StatusCode,
    page: &impl Template,
) -> AdminResult<HttpResponse> {
    let body = page
        .render()
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("template: {e}")))?;
    let mut res = HttpResponse::build(status);
    res.content_type("text/html; charset=utf-8");
    if req.cookie(FLASH_COOKIE).is_some() {
        res.cookie(expired(FLASH_COOKIE));
    }
    Ok(res.body(body))
}

/// A 303 to `to` with a message for the page there.
pub fn redirect_with(to: &str, kind: &'static str, text: &str) -> HttpResponse {
    let value = hex::encode(format!("{kind}:{text}"));
    let cookie = Cookie::build(FLASH_COOKIE, value)
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(time::Duration::minutes(5))
        .finish();
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to))
        .cookie(cookie)
        .finish()
}

pub fn redirect(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to))
        .finish()
}

/// A cookie that removes the cookie `name` set on /admin.
pub fn expired(name: &'static str) -> Cookie<'static> {
    let mut c = Cookie::build(name, "")
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .finish();
    c.make_removal();
    c
}

fn flash_of(req: &HttpRequest) -> Option<Flash> {
    let raw = hex::decode(req.cookie(FLASH_COOKIE)?.value()).ok()?;
    let raw = String::from_utf8(raw).ok()?;
    let (kind, text) = raw.split_once(':')?;
    let kind = match kind {
        "ok" => "ok",
        "error" => "error",
        _ => return None,
    };
    Some(Flash {
        kind,
        text: text.chars().take(300).collect(),
    })
}
