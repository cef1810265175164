//! A pack's locations in the editor: add, edit (on a page of its own), move up and down,
//! delete. Each goes through the pack editor's `change` (lock, version check, pure edit,
//! save) and answers with the pack page, or the location's page, again when refused.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::errors::{AdminError, AdminResult};
use super::pack_page::{Errors, Typed};
use super::packs::{
    Changed, LocationForm, VersionForm, answer, change, load_visible, read_only, saved,
};
use super::pages::{Layout, render};
use super::session::{Posted, Session};
use crate::http::i18n::{Pages, Texts};
use crate::http::state::AppState;
use crate::packs::edit::Edit;
use crate::packs::{Pack, format};

#[derive(Template)]
#[template(path = "admin/location.html")]
struct LocationPage {
    layout: Layout,
    pack: Pack,
    slug: String,
    form: LocationForm,
    errors: Errors,
    notice: Option<String>,
}

#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default)]
    version: i32,
    #[serde(default)]
    direction: String,
}

pub async fn add(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<LocationForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let edit = Edit::AddLocation {
        name: form.name.clone(),
        roles: form.roles.clone(),
    };
    let texts = session.texts;
    let outcome = change(&texts, &state, &session, &id, form.version, edit).await?;
    answer(&req, &session, outcome, Typed::Location(form), |pack| {
        let name = pack.locations.last().map_or("", |l| l.name.as_str());
        texts.t1("location-added", "name", name)
    })
}

pub async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(String, String)>,
) -> AdminResult<HttpResponse> {
    let (id, slug) = path.into_inner();
    let (pack, head) = load_visible(&state, &session, &id).await?;
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&session.texts, &head));
    }
    let Some(location) = pack
        .locations
        .iter()
        .find(|l| format::slug(&l.name) == slug)
    else {
        return Err(AdminError::NotFound);
    };
    let form = LocationForm {
        version: head.version,
        name: location.name.clone(),
        roles: location.roles.join("\n"),
    };
    render(
        &req,
        StatusCode::OK,
        &LocationPage::new(&req, &session, pack, slug, form),
    )
}

impl LocationPage {
    /// The page with `form`, and no message yet.
    fn new(
        req: &HttpRequest,
        session: &Session,
        pack: Pack,
        slug: String,
        form: LocationForm,
    ) -> Self {
        LocationPage {
            layout: Layout::new(req, session, "packs"),
            pack,
            slug,
            form,
            errors: Errors::default(),
            notice: None,
        }
    }
}

pub async fn save(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    posted: Posted<LocationForm>,
) -> AdminResult<HttpResponse> {
    let (id, slug) = path.into_inner();
    let Posted { session, form } = posted;
    let edit = Edit::EditLocation {
        location: slug.clone(),
        name: form.name.clone(),
        roles: form.roles.clone(),
    };
    let texts = session.texts;
    match change(&texts, &state, &session, &id, form.version, edit).await? {
        Changed::Saved(pack) => Ok(saved(
            &pack,
            &texts.t1("location-saved", "name", form.name.trim()),
        )),
        Changed::Refused(pack, _, errors) => {
            let mut page = LocationPage::new(&req, &session, pack, slug, form);
            page.errors = Errors::worded(&texts, errors);
            render(&req, StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
        Changed::Stale(pack, head) => {
            // What was typed is kept, with the current version, to be sent again.
            let form = LocationForm {
                version: head.version,
                ..form
            };
            let mut page = LocationPage::new(&req, &session, pack, slug, form);
            page.notice = Some(texts.t("pack-stale"));
            render(&req, StatusCode::CONFLICT, &page)
        }
    }
}

pub async fn move_up_or_down(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    posted: Posted<MoveForm>,
) -> AdminResult<HttpResponse> {
    let (id, slug) = path.into_inner();
    let Posted { session, form } = posted;
    let up = match form.direction.as_str() {
        "up" => true,
        "down" => false,
        _ => {
            let texts = session.texts;
            return Err(AdminError::BadRequest(texts.t("location-move-direction")));
        }
    };
    let edit = Edit::Move { location: slug, up };
    simple_change(
        &req,
        &state,
        &session,
        &id,
        form.version,
        edit,
        "location-moved",
    )
    .await
}

pub async fn delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let (id, slug) = path.into_inner();
    let Posted { session, form } = posted;
    let edit = Edit::DeleteLocation { location: slug };
    simple_change(
        &req,
        &state,
        &session,
        &id,
        form.version,
        edit,
        "location-deleted",
    )
    .await
}

/// A change made by a button (no typed fields): on success back to the pack with the
/// message `done` (its id).
async fn simple_change(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
    done: &str,
) -> AdminResult<HttpResponse> {
    let texts = Texts::for_request(req, Pages::Admin);
    let outcome = change(&texts, state, session, id, version, edit).await?;
    answer(req, session, outcome, Typed::Nothing, |_| texts.t(done))
}
