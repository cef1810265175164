//! An admin deletes a player's data on request (docs/operations.md, Privacy): the
//! username typed on the accounts page, a confirmation page, then `app::privacy::erase`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::confirm::ConfirmPage;
use super::errors::{AdminError, AdminResult};
use super::form::flag;
use super::pages::{self, Layout, render};
use super::session::Posted;
use crate::app::privacy::{self, EraseError};
use crate::http::i18n::{Pages, Texts};
use crate::http::state::AppState;

#[derive(Deserialize)]
pub struct EraseForm {
    #[serde(default)]
    username: String,
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
}

pub async fn erase(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<EraseForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    session.require_admin()?;
    let username = form.username.trim().to_string();
    let texts = Texts::for_request(&req, Pages::Admin);
    if !form.confirmed {
        let page = ConfirmPage {
            crumbs: Vec::new(),
            layout: Layout::new(&req, &session, "accounts"),
            title: texts.t1("accounts-erase-title", "username", &username),
            lines: vec![
                texts.t("accounts-erase-text"),
                texts.t("accounts-erase-kept"),
            ],
            keep_first: None,
            action: "/admin/privacy/erase".into(),
            version: 0,
            fields: vec![("username", username)],
            confirm: texts.t("accounts-erase-confirm"),
            back: "/admin/accounts".into(),
            cancel: texts.t("accounts-erase-cancel"),
        };
        return render(&req, StatusCode::OK, &page);
    }
    match privacy::erase(&state.pool, &username).await {
        Ok(erased) => {
            let counts = ("counts", erased_counts(&texts, erased.tokens, erased.names));
            let said = texts.t2("accounts-erased", ("username", &username), counts);
            Ok(pages::redirect_with("/admin/accounts", "ok", &said))
        }
        Err(EraseError::Fault(e)) => Err(e.into()),
        Err(e) => Err(AdminError::BadRequest(erase_error_text(&texts, &e))),
    }
}

/// "3 tokens revoked, 2 names removed".
fn erased_counts(texts: &Texts, tokens: u64, names: u64) -> String {
    texts.t2(
        "accounts-erased-counts",
        ("tokens", tokens),
        ("names", names),
    )
}

/// Why a player's data could not be deleted, in the reader's language.
fn erase_error_text(texts: &Texts, e: &EraseError) -> String {
    match e {
        EraseError::NoSuchAccount(name) => texts.t1("accounts-no-such-player", "username", name),
        EraseError::Staff(name) => texts.t1("accounts-erase-staff", "username", name),
        EraseError::Fault(_) => crate::text::sentence(&e.to_string()),
    }
}
