//! A pack's history page (every recorded version: what changed, who, when) and restoring an
//! earlier version, after a confirmation that lists what restoring changes.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::confirm::ConfirmPage;
use super::errors::{AdminError, AdminResult};
use super::import::line;
use super::packs::pack_url;
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::app::pack_history::{self, Restored};
use crate::http::state::AppState;
use crate::packs::diff;

/// One recorded version, as the page lists it.
pub struct HistoryLine {
    pub version: i32,
    pub when: String,
    pub who: String,
    pub what: String,
    pub current: bool,
}

#[derive(Template)]
#[template(path = "admin/pack_history.html")]
struct HistoryPage {
    layout: Layout,
    id: String,
    name: String,
    version: i32,
    editable: bool,
    lines: Vec<HistoryLine>,
}

#[derive(Deserialize)]
pub struct RestoreForm {
    #[serde(default)]
    version: i32,
}

fn history_url(id: &str) -> String {
    format!("{}/history", pack_url(id))
}

pub async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let (pack, head, versions) = pack_history::history(&state.pool, &session.account, &id).await?;
    let lines = (versions.into_iter())
        .map(|v| HistoryLine {
            current: v.version == head.version,
            version: v.version,
            when: v.saved_at.format("%Y-%m-%d %H:%M UTC").to_string(),
            who: v.saved_by.unwrap_or_else(|| "-".into()),
            what: v.what,
        })
        .collect();
    let page = HistoryPage {
        layout: Layout::new(&req, &session, "packs"),
        editable: session.account.may_edit(head.ownership),
        id: pack.id,
        name: pack.name,
        version: head.version,
        lines,
    };
    render(&req, StatusCode::OK, &page)
}

/// Asks before restoring: what the pack would become, line by line.
pub async fn confirm_restore(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(String, i32)>,
) -> AdminResult<HttpResponse> {
    let (id, version) = path.into_inner();
    let found = pack_history::at_version(&state.pool, &session.account, &id, version).await?;
    let (current, head, earlier) = found.ok_or(AdminError::NotFound)?;
    let mut lines = vec![format!(
        "The pack becomes what it was at version {version}, saved as version {}: the history \
         keeps every version, so this too can be undone.",
        head.version + 1
    )];
    let changes = diff::changes(Some(&current), &earlier);
    if changes.is_empty() {
        lines.push("It is the same as the pack now: restoring changes nothing.".into());
    }
    lines.extend(changes.into_iter().map(|c| line(c).text));
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(&req, &session, "packs"),
        title: format!("Restore version {version} of '{}'?", current.name),
        lines,
        keep_first: None,
        action: format!("{}/{version}/restore", history_url(&id)),
        version: head.version.into(),
        fields: Vec::new(),
        confirm: format!("Restore version {version}"),
        back: history_url(&id),
        cancel: "Cancel".into(),
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn restore(
    state: web::Data<AppState>,
    posted: Posted<RestoreForm>,
    path: web::Path<(String, i32)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, version) = path.into_inner();
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let restored = pack_history::restore(pool, live, by, &id, form.version, version).await?;
    Ok(match restored {
        Restored::Saved(pack) => pages::redirect_with(
            &pack_url(&pack.id),
            "ok",
            &format!("Restored version {version}."),
        ),
        Restored::Stale => pages::redirect_with(
            &history_url(&id),
            "error",
            "The pack changed after the confirmation was shown, so nothing was restored. Here is \
             its history as it is now.",
        ),
        Restored::Refused(why) => pages::redirect_with(&history_url(&id), "error", &why),
        Restored::Missing => return Err(AdminError::NotFound),
    })
}
