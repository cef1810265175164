//! The pack editor's pages: the list of packs, a pack's page, and the forms that change a
//! pack, each handed to `app::pack_changes` (which locks the pack, checks the version the
//! form was made from, applies the pure edit and tells the lobbies using it).

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::confirm::{Asked, ConfirmPage};
use super::errors::{AdminError, AdminResult};
use super::pack_page::{Errors, ListPage, PackLine, Typed, pack_page};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
pub use crate::app::pack_changes::Changed;
use crate::app::pack_changes::{self, PackError};
use crate::db::pack_editor::PackHead;
use crate::http::i18n::{self, Pages, Texts};
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
    let texts = session.texts;
    let name = match rules::pack_name(&form.name) {
        Ok(n) => n,
        Err(m) => {
            let m = sentence(&texts.notice(&m));
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
        &texts.t1("packs-created", "name", &pack.name),
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

/// Applies `edit` to the pack, for the caller.
pub(super) async fn change(
    texts: &Texts,
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
) -> AdminResult<Changed> {
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    pack_changes::change(pool, live, by, id, version, edit)
        .await
        .map_err(|e| pack_error(texts, e))
}

pub(super) fn read_only(texts: &Texts, head: &PackHead) -> AdminError {
    AdminError::Forbidden(if head.ownership.bundled {
        texts.t("pack-read-only-bundled")
    } else {
        texts.t("pack-read-only")
    })
}

/// A pack change's error, its message in the reader's language.
pub(super) fn pack_error(texts: &Texts, e: PackError) -> AdminError {
    match e {
        PackError::ReadOnly(head) => read_only(texts, &head),
        other => other.into(),
    }
}

/// For `?` where no request is at hand: a refusal's message is in English
/// (handlers that can refuse use `pack_error`).
impl From<PackError> for AdminError {
    fn from(e: PackError) -> Self {
        match e {
            PackError::NotFound => AdminError::NotFound,
            PackError::ReadOnly(head) => read_only(&Texts::of(i18n::SOURCE), &head),
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
    let texts = session.texts;
    let outcome = change(&texts, &state, &session, &id, form.version, edit).await?;
    answer(&req, &session, outcome, Typed::Details(form), |_| {
        texts.t("pack-details-saved")
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
            let errors = Errors::worded(&Texts::for_request(req, Pages::Admin), errors);
            pack_page(req, session, (pack, head), status, typed, errors, None)
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
    let notice = Some(Texts::for_request(req, Pages::Admin).t("pack-stale"));
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
    let texts = session.texts;
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let outcome = pack_changes::publish(pool, live, by, &id, form.version, publish)
        .await
        .map_err(|e| pack_error(&texts, e))?;
    answer(&req, &session, outcome, Typed::Nothing, |_| {
        texts.t(if publish {
            "pack-published"
        } else {
            "pack-unpublished"
        })
    })
}

/// Copies a pack the caller may see into a new draft of theirs.
pub async fn copy(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let session = posted.session;
    let texts = session.texts;
    let (mut pack, _) = load_visible(&state, &session, &id).await?;
    let name: String = texts.t1("packs-copy-name", "name", &pack.name);
    pack.name = name.chars().take(rules::MAX_PACK_NAME_CHARS).collect();
    let base = format!("{}-copy", pack.id.trim_end_matches("-copy"));
    let base = rules::id_from_name(&base);
    let pack = pack_changes::create(&state.pool, &session.account, pack, &base).await?;
    Ok(pages::redirect_with(
        &pack_url(&pack.id),
        "ok",
        &texts.t1("packs-copied", "name", &pack.name),
    ))
}

pub async fn confirm_delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let (pack, head) = load_visible(&state, &session, &id).await?;
    let layout = Layout::new(&req, &session, "packs");
    let texts = layout.texts;
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&texts, &head));
    }
    let url = pack_url(&pack.id);
    let crumbs = vec![
        ("/admin/packs".into(), texts.t("nav-packs")),
        (url.clone(), pack.name.clone()),
    ];
    let asked = Asked {
        action: format!("{url}/delete"),
        version: head.version.into(),
        back: url,
    };
    let title = texts.t1("pack-delete-title", "name", &pack.name);
    let lines = vec![texts.t1("pack-delete-text", "count", pack.locations.len())];
    let page = ConfirmPage::new(layout, title, lines, asked)
        .crumbs(crumbs)
        .buttons(texts.t("pack-delete-confirm"), texts.t("pack-delete-keep"));
    render(&req, StatusCode::OK, &page)
}

pub async fn delete(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let texts = session.texts;
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let deleted = pack_changes::delete(pool, live, by, &id, form.version)
        .await
        .map_err(|e| pack_error(&texts, e))?;
    let Some(pack) = deleted else {
        return Ok(pages::redirect_with(
            &pack_url(&id),
            "error",
            &texts.t("packs-delete-stale"),
        ));
    };
    Ok(pages::redirect_with(
        "/admin/packs",
        "ok",
        &texts.t1("packs-deleted", "name", &pack.name),
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
        _ => {
            let texts = session.texts;
            return Err(AdminError::BadRequest(texts.t("packs-export-format")));
        }
    };
    Ok(HttpResponse::Ok()
        .content_type(mime)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}.{ext}\"", pack.id),
        ))
        .body(body))
}
