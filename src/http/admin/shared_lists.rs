//! The location lists players made at their tables, for organizers: who made each, how
//! many read it, and two things to do with one: take it down (nobody reads or deals it
//! any more), or copy it into a pack of one's own to edit and publish.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use super::confirm::{Asked, ConfirmPage};
use super::errors::{AdminError, AdminResult};
use super::packs::VersionForm;
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::app::table_packs;
use crate::db::table_packs::SharedListRow;
use crate::http::i18n::Texts;
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

impl ListLine {
    fn new(texts: &Texts, r: SharedListRow) -> Self {
        let day = |at: chrono::DateTime<chrono::Utc>| at.format("%Y-%m-%d %H:%M").to_string();
        ListLine {
            maker: r.maker.unwrap_or_else(|| texts.t("lists-deleted-maker")),
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
    let layout = Layout::new(&req, &session, "lists");
    let texts = layout.texts;
    let page = ListsPage {
        layout,
        lists: rows.into_iter().map(|r| ListLine::new(&texts, r)).collect(),
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
    let layout = Layout::new(&req, &session, "lists");
    let texts = layout.texts;
    let asked = Asked {
        action: format!("/admin/lists/{}/take-down", row.id),
        version: row.version.into(),
        back: "/admin/lists".into(),
    };
    let title = texts.t1("lists-take-down-title", "name", &row.name);
    let lines = vec![texts.t1("lists-take-down-text", "code", &row.share_code)];
    let page = ConfirmPage::new(layout, title, lines, asked)
        .crumbs(vec![("/admin/lists".into(), texts.t("nav-lists"))])
        .buttons(
            texts.t("lists-take-down-confirm"),
            texts.t("lists-leave-up"),
        );
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
    let texts = posted.session.texts;
    Ok(match done {
        true => pages::redirect_with("/admin/lists", "ok", &texts.t("lists-taken-down")),
        false => pages::redirect_with("/admin/lists", "error", &texts.t("lists-take-down-stale")),
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
    let texts = posted.session.texts;
    Ok(pages::redirect_with(
        &format!("/admin/packs/{}", pack.id),
        "ok",
        &texts.t1("lists-copied", "name", &pack.name),
    ))
}
