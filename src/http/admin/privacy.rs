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
    if !form.confirmed {
        let page = ConfirmPage {
            crumbs: Vec::new(),
            layout: Layout::new(&req, &session, "accounts"),
            title: format!("Delete the data of “{username}”?"),
            lines: vec![
                "Their tokens are revoked at once, their name leaves every room and league \
                 night (shown as “Deleted player …”), and their account goes: they can no \
                 longer log in."
                    .into(),
                "Rounds they played and league results keep their points, under that name, so \
                 that other players' results stay right. This cannot be undone."
                    .into(),
            ],
            keep_first: None,
            action: "/admin/privacy/erase".into(),
            version: 0,
            fields: vec![("username", username)],
            confirm: "Delete their data".into(),
            back: "/admin/accounts".into(),
            cancel: "Cancel".into(),
        };
        return render(&req, StatusCode::OK, &page);
    }
    match privacy::erase(&state.pool, &username).await {
        Ok(erased) => Ok(pages::redirect_with(
            "/admin/accounts",
            "ok",
            &format!(
                "The data of '{username}' is deleted ({} tokens revoked, {} names removed).",
                erased.tokens, erased.names
            ),
        )),
        Err(EraseError::Fault(e)) => Err(e.into()),
        Err(e) => Err(AdminError::BadRequest(crate::text::sentence(
            &e.to_string(),
        ))),
    }
}
