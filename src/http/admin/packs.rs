//! The pack editor's pages: the list of packs, a pack's page, and the forms that change a
//! pack, each handed to `app::pack_changes` (which locks the pack, checks the version the
//! form was made from, applies the pure edit and tells the lobbies using it).

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::confirm::ConfirmPage;
use super::errors::{AdminError, AdminResult};
use super::pack_page::{Errors, ListPage, PackLine, Typed, pack_page};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
pub use crate::app::pack_changes::Changed;
use crate::app::pack_changes::{self, PackError};
use crate::db::pack_editor::PackHead;
use crate::http::state::AppState;
use crate::packs::edit::Edit;
use crate::packs::{Pack, format, rules};
use crate::text::sentence;

#[derive(Deserialize, Default)]
pub struct NewPackForm {
    #[serde(default)]
    name: String,
}

#[derive(Deserialize, Default)]
pub struct DetailsForm {
    #[serde(default)]
    pub version: i32,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub language: String,
}

#[derive(Deserialize, Default)]
pub struct LocationForm {
    #[serde(default)]
    pub version: i32,
    #[serde(default)]
    pub name: String,
    /// One role per line.
    #[serde(default)]
    pub roles: String,
}

#[derive(Deserialize)]
pub struct VersionForm {
    #[serde(default)]
    pub version: i32,
}

#[derive(Deserialize)]
pub struct PublishForm {
    #[serde(default)]
    version: i32,
    /// Publish, or unpublish.
    #[serde(default, deserialize_with = "super::form::flag")]
    publish: bool,
}

pub async fn home() -> HttpResponse {
    pages::redirect("/admin/packs")
}

pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> AdminResult<HttpResponse> {
    list_page(&req, &state, &session, StatusCode::OK, String::new(), None).await
}

async fn list_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    status: StatusCode,
    new_name: String,
    error: Option<String>,
) -> AdminResult<HttpResponse> {
    let packs = pack_changes::list_for(&state.pool, &session.account)
        .await?
        .into_iter()
        .map(PackLine::from)
        .collect();
    let page = ListPage {
        layout: Layout::new(req, session, "packs"),
        packs,
        new_name,
        error,
    };
    render(req, status, &page)
}

/// Creates an empty draft pack owned by the caller, its id made from its name.
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<NewPackForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let name = match rules::pack_name(&form.name) {
        Ok(n) => n,
        Err(m) => {
            let m = sentence(&m);
            return list_page(
                &req,
                &state,
                &session,
                StatusCode::UNPROCESSABLE_ENTITY,
                form.name,
                Some(m),
            )
            .await;
        }
    };
    let pack = Pack::named(String::new(), name);
    let base = rules::id_from_name(&form.name);
    let pack = pack_changes::create(&state.pool, &session.account, pack, &base).await?;
    Ok(pages::redirect_with(
        &pack_url(&pack.id),
        "ok",
        &format!(
            "Pack '{}' created. Add its locations, then publish it.",
            pack.name
        ),
    ))
}

pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let loaded = load_visible(&state, &session, &id).await?;
    pack_page(
        &req,
        &session,
        loaded,
        StatusCode::OK,
        Typed::Nothing,
        Errors::default(),
        None,
    )
}

/// A pack the caller may see, or 404 (whether it exists or not is not told).
pub(super) async fn load_visible(
    state: &AppState,
    session: &Session,
    id: &str,
) -> AdminResult<(Pack, PackHead)> {
    Ok(pack_changes::visible(&state.pool, &session.account, id).await?)
}

pub(super) const STALE: &str = "This pack was changed (in another tab, or by someone else) since this page \
                     was loaded, so your change was not saved. Here is the pack as it is now.";

/// Applies `edit` to the pack, for the caller.
pub(super) async fn change(
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
) -> AdminResult<Changed> {
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    Ok(pack_changes::change(pool, live, by, id, version, edit).await?)
}

pub(super) fn read_only(head: &PackHead) -> AdminError {
    AdminError::Forbidden(if head.ownership.bundled {
        "Bundled packs are read-only. Copy the pack to edit the copy.".into()
    } else {
        "Only the pack's owner or an admin may change it.".into()
    })
}

impl From<PackError> for AdminError {
    fn from(e: PackError) -> Self {
        match e {
            PackError::NotFound => AdminError::NotFound,
            PackError::ReadOnly(head) => read_only(&head),
            PackError::Fault(e) => e.into(),
        }
    }
}

pub async fn save_details(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<DetailsForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let edit = Edit::Details {
        name: form.name.clone(),
        description: form.description.clone(),
        language: form.language.clone(),
    };
    let outcome = change(&state, &session, &id, form.version, edit).await?;
    answer(&req, &session, outcome, Typed::Details(form), |_| {
        "Details saved.".into()
    })
}

/// The answer to a change made on the pack page: back to the pack with a message when
/// saved, else the page again with what was typed and why it was not saved.
pub(super) fn answer(
    req: &HttpRequest,
    session: &Session,
    outcome: Changed,
    typed: Typed,
    done: impl FnOnce(&Pack) -> String,
) -> AdminResult<HttpResponse> {
    match outcome {
        Changed::Saved(pack) => Ok(saved(&pack, &done(&pack))),
        Changed::Refused(pack, head, errors) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            pack_page(
                req,
                session,
                (pack, head),
                status,
                typed,
                errors.into(),
                None,
            )
        }
        Changed::Stale(pack, head) => stale(req, session, (pack, head), typed),
    }
}

pub(super) fn stale(
    req: &HttpRequest,
    session: &Session,
    loaded: (Pack, PackHead),
    typed: Typed,
) -> AdminResult<HttpResponse> {
    let notice = Some(STALE.to_string());
    pack_page(
        req,
        session,
        loaded,
        StatusCode::CONFLICT,
        typed,
        Errors::default(),
        notice,
    )
}

pub(super) fn saved(pack: &Pack, message: &str) -> HttpResponse {
    pages::redirect_with(&pack_url(&pack.id), "ok", message)
}

pub fn pack_url(id: &str) -> String {
    format!("/admin/packs/{id}")
}

/// Publishes or unpublishes a pack: only published packs are offered to hosts.
pub async fn publish(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<PublishForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let publish = form.publish;
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let outcome = pack_changes::publish(pool, live, by, &id, form.version, publish).await?;
    answer(&req, &session, outcome, Typed::Nothing, |_| {
        if publish {
            "Published: hosts can now choose this pack."
        } else {
            "Unpublished: hosts can no longer choose this pack; games already started keep it."
        }
        .into()
    })
}

/// Copies a pack the caller may see into a new draft of theirs.
pub async fn copy(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let session = posted.session;
    let (mut pack, _) = load_visible(&state, &session, &id).await?;
    let name: String = format!("{} (copy)", pack.name);
    pack.name = name.chars().take(rules::MAX_PACK_NAME_CHARS).collect();
    let base = format!("{}-copy", pack.id.trim_end_matches("-copy"));
    let base = rules::id_from_name(&base);
    let pack = pack_changes::create(&state.pool, &session.account, pack, &base).await?;
    Ok(pages::redirect_with(
        &pack_url(&pack.id),
        "ok",
        &format!("Copied as '{}', a draft of yours.", pack.name),
    ))
}

pub async fn confirm_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let (pack, head) = load_visible(&state, &session, &id).await?;
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&head));
    }
    let url = pack_url(&pack.id);
    let page = ConfirmPage {
        layout: Layout::new(&req, &session, "packs"),
        crumbs: vec![
            ("/admin/packs".into(), "Packs".into()),
            (url.clone(), pack.name.clone()),
        ],
        title: format!("Delete “{}”?", pack.name),
        lines: vec![format!(
            "The pack and its {} locations will be gone for good. Games already started keep \
             their own copy; lobbies that chose this pack will have to choose another before \
             their next game. Download it first if you may want it back.",
            pack.locations.len()
        )],
        keep_first: None,
        action: format!("{url}/delete"),
        version: head.version.into(),
        fields: Vec::new(),
        confirm: "Delete the pack".into(),
        back: url,
        cancel: "Keep it".into(),
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn delete(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let Some(pack) = pack_changes::delete(pool, live, by, &id, form.version).await? else {
        return Ok(pages::redirect_with(
            &pack_url(&id),
            "error",
            "The pack changed since you asked to delete it; it was not deleted. Look it over and try again.",
        ));
    };
    Ok(pages::redirect_with(
        "/admin/packs",
        "ok",
        &format!("Pack '{}' deleted.", pack.name),
    ))
}

#[derive(Deserialize)]
pub struct ExportQuery {
    #[serde(default)]
    format: String,
}

/// Downloads a pack as a pack file (TOML) or as CSV rows.
pub async fn export(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
    query: web::Query<ExportQuery>,
) -> AdminResult<HttpResponse> {
    let (pack, _) = load_visible(&state, &session, &id).await?;
    let (body, mime, ext) = match query.format.as_str() {
        "csv" => (
            crate::packs::csv::render(&pack),
            "text/csv; charset=utf-8",
            "csv",
        ),
        "" | "toml" => (
            format::render(&pack),
            "application/toml; charset=utf-8",
            "toml",
        ),
        _ => return Err(AdminError::BadRequest("Export as toml or csv.".into())),
    };
    Ok(HttpResponse::Ok()
        .content_type(mime)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}.{ext}\"", pack.id),
        ))
        .body(body))
}
