//! A pack's history page (every recorded version: what changed, who, when) and restoring an
//! earlier version, after a confirmation that lists what restoring changes.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::confirm::{Asked, ConfirmPage};
use super::errors::{AdminError, AdminResult};
use super::import::line;
use super::packs::{pack_error, pack_url};
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
    let layout = Layout::new(&req, &session, "packs");
    let texts = layout.texts;
    let mut lines = vec![texts.t2(
        "history-restore-text",
        ("version", version),
        ("next", head.version + 1),
    )];
    let changes = diff::changes(Some(&current), &earlier);
    if changes.is_empty() {
        lines.push(texts.t("history-restore-same"));
    }
    lines.extend(changes.into_iter().map(|c| line(&texts, c).text));
    let asked = Asked {
        action: format!("{}/{version}/restore", history_url(&id)),
        version: head.version.into(),
        back: history_url(&id),
    };
    let title = texts.t2(
        "history-restore-title",
        ("version", version),
        ("name", &current.name),
    );
    let page = ConfirmPage::new(layout, title, lines, asked).buttons(
        texts.t1("history-restore-confirm", "version", version),
        texts.t("history-cancel"),
    );
    render(&req, StatusCode::OK, &page)
}

pub async fn restore(
    state: web::Data<AppState>,
    posted: Posted<RestoreForm>,
    path: web::Path<(String, i32)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, version) = path.into_inner();
    let texts = session.texts;
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let restored = pack_history::restore(pool, live, by, &id, form.version, version)
        .await
        .map_err(|e| pack_error(&texts, e))?;
    Ok(match restored {
        Restored::Saved(pack) => pages::redirect_with(
            &pack_url(&pack.id),
            "ok",
            &texts.t1("history-restored", "version", version),
        ),
        Restored::Stale => pages::redirect_with(
            &history_url(&id),
            "error",
            &texts.t("history-restore-stale"),
        ),
        // Its one reason: the version has no location and the pack is published.
        Restored::Refused(why) => {
            pages::redirect_with(&history_url(&id), "error", &texts.notice(&why))
        }
        Restored::Missing => return Err(AdminError::NotFound),
    })
}
