//! An admin deletes a player's data on request (docs/operations.md, Privacy): the
//! username typed on the accounts page, a confirmation page, then `app::privacy::erase`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::confirm::{Asked, ConfirmPage};
use super::errors::{AdminError, AdminResult};
use super::form::flag;
use super::pages::{self, Layout, render};
use super::session::Posted;
use crate::app::privacy::{self, EraseError};
use crate::http::i18n::Texts;
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
    let texts = session.texts;
    if !form.confirmed {
        let asked = Asked {
            action: "/admin/privacy/erase".into(),
            version: 0,
            back: "/admin/accounts".into(),
        };
        let layout = Layout::new(&req, &session, "accounts");
        let title = texts.t1("accounts-erase-title", "username", &username);
        let lines = vec![
            texts.t("accounts-erase-text"),
            texts.t("accounts-erase-kept"),
        ];
        let page = ConfirmPage::new(layout, title, lines, asked)
            .fields(vec![("username", username)])
            .buttons(
                texts.t("accounts-erase-confirm"),
                texts.t("accounts-erase-cancel"),
            );
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
