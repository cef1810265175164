//! The location lists players made at their tables, for organizers: who made each, how
//! many read it, and two things to do with one: take it down (nobody reads or deals it
//! any more), or copy it into a pack of one's own to edit and publish.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use super::confirm::ConfirmPage;
use super::errors::{AdminError, AdminResult};
use super::packs::VersionForm;
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::app::table_packs;
use crate::db::table_packs::SharedListRow;
use crate::http::state::AppState;

#[derive(Template)]
#[template(path = "admin/shared_lists.html")]
struct ListsPage {
    layout: Layout,
    lists: Vec<ListLine>,
}

/// One list as the page shows it.
struct ListLine {
    id: String,
    name: String,
    code: String,
    maker: String,
    locations: i64,
    readers: i64,
    created: String,
    taken_down: Option<String>,
}

impl From<SharedListRow> for ListLine {
    fn from(r: SharedListRow) -> Self {
        let day = |at: chrono::DateTime<chrono::Utc>| at.format("%Y-%m-%d %H:%M").to_string();
        ListLine {
            maker: r.maker.unwrap_or_else(|| "(deleted)".into()),
            created: day(r.created_at),
            taken_down: r.taken_down_at.map(day),
            id: r.id,
            name: r.name,
            code: r.share_code,
            locations: r.location_count,
            readers: r.readers,
        }
    }
}

pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> AdminResult<HttpResponse> {
    let rows = table_packs::shared_lists(&state.pool).await?;
    let page = ListsPage {
        layout: Layout::new(&req, &session, "lists"),
        lists: rows.into_iter().map(ListLine::from).collect(),
    };
    render(&req, StatusCode::OK, &page)
}

/// The list `id` with its version, unless it is down already.
async fn live_list(state: &AppState, id: &str) -> AdminResult<SharedListRow> {
    let row = table_packs::shared_list(&state.pool, id).await?;
    row.filter(|r| r.taken_down_at.is_none())
        .ok_or(AdminError::NotFound)
}

pub async fn confirm_take_down(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let row = live_list(&state, &id).await?;
    let page = ConfirmPage {
        layout: Layout::new(&req, &session, "lists"),
        crumbs: vec![("/admin/lists".into(), "Players' lists".into())],
        title: format!("Take “{}” down?", row.name),
        lines: vec![format!(
            "Nobody will open it by its code {} any more, and no room will deal it: rooms \
             that chose it play their other packs, and a room with no other is asked to \
             choose one at its next game. Games already started keep their copy. It cannot \
             be put back up; copy it into your packs first if you want to keep it.",
            row.share_code
        )],
        keep_first: None,
        action: format!("/admin/lists/{}/take-down", row.id),
        version: row.version.into(),
        fields: Vec::new(),
        confirm: "Take it down".into(),
        back: "/admin/lists".into(),
        cancel: "Leave it up".into(),
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn take_down(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let now = state.clock.now();
    let version = posted.form.version;
    let done = table_packs::take_down(&state.pool, &state.live, &id, version, now).await?;
    Ok(match done {
        true => pages::redirect_with("/admin/lists", "ok", "The list was taken down."),
        false => pages::redirect_with(
            "/admin/lists",
            "error",
            "The list changed since you asked, or is down already; nothing was done. Look it over and try again.",
        ),
    })
}

pub async fn copy(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let by = &posted.session.account;
    let pack = table_packs::copy_to_packs(&state.pool, by, &id).await?;
    let pack = pack.ok_or(AdminError::NotFound)?;
    Ok(pages::redirect_with(
        &format!("/admin/packs/{}", pack.id),
        "ok",
        &format!("Copied as '{}', a draft of yours.", pack.name),
    ))
}
