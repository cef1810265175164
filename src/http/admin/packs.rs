//! The pack editor: the list of packs, a pack's page, and every change to a pack. Each
//! change locks the pack, checks the version the form was made from, applies the pure
//! edit, saves the pack whole with a new version and tells lobbies using it.

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::errors::{AdminError, AdminResult};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::admin::Account;
use crate::db::pack_editor::{self, EditorPackRow, PackHead};
use crate::http::state::AppState;
use crate::packs::edit::{self, Edit, EditError, Field};
use crate::packs::{Pack, format, rules};

/// Messages next to the fields of the pack page's forms.
#[derive(Debug, Default)]
pub struct Errors {
    pub name: Option<String>,
    pub description: Option<String>,
    pub language: Option<String>,
    pub location_name: Option<String>,
    pub roles: Option<String>,
    pub pack: Option<String>,
}

impl From<Vec<(Field, String)>> for Errors {
    fn from(list: Vec<(Field, String)>) -> Self {
        let mut e = Errors::default();
        for (field, message) in list {
            let slot = match field {
                Field::Name => &mut e.name,
                Field::Description => &mut e.description,
                Field::Language => &mut e.language,
                Field::LocationName => &mut e.location_name,
                Field::Roles => &mut e.roles,
                Field::Pack => &mut e.pack,
            };
            *slot = Some(match slot.take() {
                Some(before) => format!("{before} {message}"),
                None => message,
            });
        }
        e
    }
}

/// One row of the pack list.
pub struct PackLine {
    pub id: String,
    pub name: String,
    pub language: String,
    pub status: &'static str,
    pub owner: String,
    pub version: i32,
    pub locations: i64,
    pub updated: String,
    pub copy_url: String,
}

impl From<EditorPackRow> for PackLine {
    fn from(r: EditorPackRow) -> Self {
        PackLine {
            status: status(r.bundled, r.published),
            owner: r.owner.unwrap_or_else(|| "-".into()),
            updated: r.updated_at.format("%Y-%m-%d %H:%M").to_string(),
            copy_url: format!("{}/copy", pack_url(&r.id)),
            id: r.id,
            name: r.name,
            language: r.language,
            version: r.version,
            locations: r.location_count,
        }
    }
}

fn status(bundled: bool, published: bool) -> &'static str {
    match (bundled, published) {
        (true, _) => "bundled",
        (false, true) => "published",
        (false, false) => "draft",
    }
}

#[derive(Template)]
#[template(path = "admin/packs.html")]
struct ListPage {
    layout: Layout,
    packs: Vec<PackLine>,
    new_name: String,
    error: Option<String>,
}

/// One location on a pack's page.
pub struct LocationLine {
    pub slug: String,
    pub name: String,
    pub roles: String,
    pub role_count: usize,
    pub first: bool,
    pub last: bool,
}

#[derive(Template)]
#[template(path = "admin/pack.html")]
struct PackPage {
    layout: Layout,
    pack: Pack,
    status: &'static str,
    version: i32,
    owner: String,
    editable: bool,
    locations: Vec<LocationLine>,
    details: DetailsForm,
    add: LocationForm,
    errors: Errors,
    notice: Option<String>,
}

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

#[derive(Template)]
#[template(path = "admin/delete.html")]
struct DeletePage {
    layout: Layout,
    pack: Pack,
    version: i32,
}

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
    version: i32,
}

#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default)]
    version: i32,
    #[serde(default)]
    direction: String,
}

#[derive(Deserialize)]
pub struct PublishForm {
    #[serde(default)]
    version: i32,
    #[serde(default)]
    publish: String,
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
    let owner = (!session.account.is_admin()).then_some(session.account.user_id);
    let packs = pack_editor::list_for(&state.pool, owner)
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
    let pack = Pack {
        id: String::new(),
        name,
        description: String::new(),
        language: "en".into(),
        locations: Vec::new(),
    };
    let pack = create_pack(
        &state,
        &session.account,
        pack,
        &rules::id_from_name(&form.name),
    )
    .await?;
    Ok(pages::redirect_with(
        &pack_url(&pack.id),
        "ok",
        &format!(
            "Pack '{}' created. Add its locations, then publish it.",
            pack.name
        ),
    ))
}

/// Saves `pack` as a new draft of `account` under the first free id from `base`.
pub async fn create_pack(
    state: &AppState,
    account: &Account,
    mut pack: Pack,
    base: &str,
) -> AdminResult<Pack> {
    let mut tx = state.pool.begin().await?;
    pack_editor::lock_pack_ids(&mut tx).await?;
    pack.id = pack_editor::free_id(&mut tx, base).await?;
    pack_editor::create(&mut tx, &pack, account.user_id).await?;
    tx.commit().await?;
    Ok(pack)
}

pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<String>,
) -> AdminResult<HttpResponse> {
    let (pack, head) = load_visible(&state, &session, &id).await?;
    let details = details_of(&pack, head.version);
    let add = LocationForm {
        version: head.version,
        ..LocationForm::default()
    };
    pack_page(
        &req,
        &session,
        pack,
        head,
        StatusCode::OK,
        details,
        add,
        Errors::default(),
        None,
    )
}

#[allow(clippy::too_many_arguments)]
fn pack_page(
    req: &HttpRequest,
    session: &Session,
    pack: Pack,
    head: PackHead,
    status: StatusCode,
    details: DetailsForm,
    add: LocationForm,
    errors: Errors,
    notice: Option<String>,
) -> AdminResult<HttpResponse> {
    let n = pack.locations.len();
    let locations = pack
        .locations
        .iter()
        .enumerate()
        .map(|(i, l)| LocationLine {
            slug: format::slug(&l.name),
            name: l.name.clone(),
            roles: l.roles.join(", "),
            role_count: l.roles.len(),
            first: i == 0,
            last: i + 1 == n,
        })
        .collect();
    let page = PackPage {
        layout: Layout::new(req, session, "packs"),
        status: status_of(&head),
        version: head.version,
        owner: head.owner.clone().unwrap_or_else(|| "-".into()),
        editable: session.account.may_edit(head.ownership),
        locations,
        pack,
        details,
        add,
        errors,
        notice,
    };
    render(req, status, &page)
}

fn status_of(head: &PackHead) -> &'static str {
    status(head.ownership.bundled, head.published)
}

fn details_of(pack: &Pack, version: i32) -> DetailsForm {
    DetailsForm {
        version,
        name: pack.name.clone(),
        description: pack.description.clone(),
        language: pack.language.clone(),
    }
}

/// A pack the caller may see, or 404 (whether it exists or not is not told).
async fn load_visible(
    state: &AppState,
    session: &Session,
    id: &str,
) -> AdminResult<(Pack, PackHead)> {
    let mut conn = state.pool.acquire().await?;
    match pack_editor::load(&mut conn, id, false).await? {
        Some((pack, head)) if session.account.may_see(head.ownership) => Ok((pack, head)),
        _ => Err(AdminError::NotFound),
    }
}

/// How a change went.
enum Changed {
    Saved(Pack),
    /// The edit was refused; the pack as it is, with the messages.
    Refused(Pack, PackHead, Vec<(Field, String)>),
    /// The pack changed since the form was loaded; nothing was saved.
    Stale(Pack, PackHead),
}

const STALE: &str = "This pack was changed (in another tab, or by someone else) since this page \
                     was loaded, so your change was not saved. Here is the pack as it is now.";

async fn change(
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
) -> AdminResult<Changed> {
    let mut tx = state.pool.begin().await?;
    let Some((pack, head)) = pack_editor::load(&mut tx, id, true).await? else {
        return Err(AdminError::NotFound);
    };
    if !session.account.may_see(head.ownership) {
        return Err(AdminError::NotFound);
    }
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&head));
    }
    if head.version != version {
        return Ok(Changed::Stale(pack, head));
    }
    let next = match edit::apply(&pack, edit) {
        Ok(next) => next,
        Err(EditError::Invalid(errors)) => return Ok(Changed::Refused(pack, head, errors)),
        Err(EditError::NoSuchLocation) => return Err(AdminError::NotFound),
    };
    pack_editor::save(&mut tx, &next).await?;
    pack_editor::touch_lobbies_using(&mut tx, id).await?;
    tx.commit().await?;
    Ok(Changed::Saved(next))
}

fn read_only(head: &PackHead) -> AdminError {
    AdminError::Forbidden(if head.ownership.bundled {
        "Bundled packs are read-only. Copy the pack to edit the copy.".into()
    } else {
        "Only the pack's owner or an admin may change it.".into()
    })
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
    match change(&state, &session, &id, form.version, edit).await? {
        Changed::Saved(pack) => Ok(saved(&pack, "Details saved.")),
        Changed::Refused(pack, head, errors) => {
            let add = LocationForm {
                version: head.version,
                ..LocationForm::default()
            };
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            pack_page(
                &req,
                &session,
                pack,
                head,
                status,
                form,
                add,
                errors.into(),
                None,
            )
        }
        Changed::Stale(pack, head) => {
            let add = LocationForm {
                version: head.version,
                ..LocationForm::default()
            };
            let details = details_of(&pack, head.version);
            pack_page(
                &req,
                &session,
                pack,
                head,
                StatusCode::CONFLICT,
                details,
                add,
                Errors::default(),
                Some(STALE.into()),
            )
        }
    }
}

pub async fn add_location(
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
    match change(&state, &session, &id, form.version, edit).await? {
        Changed::Saved(pack) => {
            let name = pack.locations.last().map_or("", |l| l.name.as_str());
            Ok(saved(&pack, &format!("Location '{name}' added.")))
        }
        Changed::Refused(pack, head, errors) => {
            let details = details_of(&pack, head.version);
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            pack_page(
                &req,
                &session,
                pack,
                head,
                status,
                details,
                form,
                errors.into(),
                None,
            )
        }
        Changed::Stale(pack, head) => {
            let details = details_of(&pack, head.version);
            // The typed location is kept, with the current version, to be sent again.
            let add = LocationForm {
                version: head.version,
                ..form
            };
            pack_page(
                &req,
                &session,
                pack,
                head,
                StatusCode::CONFLICT,
                details,
                add,
                Errors::default(),
                Some(STALE.into()),
            )
        }
    }
}

pub async fn location(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(String, String)>,
) -> AdminResult<HttpResponse> {
    let (id, slug) = path.into_inner();
    let (pack, head) = load_visible(&state, &session, &id).await?;
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&head));
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
    location_page(
        &req,
        &session,
        pack,
        slug,
        form,
        Errors::default(),
        None,
        StatusCode::OK,
    )
}

#[allow(clippy::too_many_arguments)]
fn location_page(
    req: &HttpRequest,
    session: &Session,
    pack: Pack,
    slug: String,
    form: LocationForm,
    errors: Errors,
    notice: Option<String>,
    status: StatusCode,
) -> AdminResult<HttpResponse> {
    let page = LocationPage {
        layout: Layout::new(req, session, "packs"),
        pack,
        slug,
        form,
        errors,
        notice,
    };
    render(req, status, &page)
}

pub async fn save_location(
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
    match change(&state, &session, &id, form.version, edit).await? {
        Changed::Saved(pack) => Ok(saved(
            &pack,
            &format!("Location '{}' saved.", form.name.trim()),
        )),
        Changed::Refused(pack, _, errors) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            location_page(
                &req,
                &session,
                pack,
                slug,
                form,
                errors.into(),
                None,
                status,
            )
        }
        Changed::Stale(pack, head) => {
            let form = LocationForm {
                version: head.version,
                ..form
            };
            location_page(
                &req,
                &session,
                pack,
                slug,
                form,
                Errors::default(),
                Some(STALE.into()),
                StatusCode::CONFLICT,
            )
        }
    }
}

pub async fn move_location(
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
        _ => return Err(AdminError::BadRequest("Move a location up or down.".into())),
    };
    let edit = Edit::Move { location: slug, up };
    simple_change(
        &req,
        &state,
        &session,
        &id,
        form.version,
        edit,
        "Location moved.",
    )
    .await
}

pub async fn delete_location(
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
        "Location deleted.",
    )
    .await
}

/// A change made by a button (no typed fields): on success back to the pack with `done`.
async fn simple_change(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
    done: &str,
) -> AdminResult<HttpResponse> {
    match change(state, session, id, version, edit).await? {
        Changed::Saved(pack) => Ok(saved(&pack, done)),
        Changed::Refused(pack, head, errors) => {
            let details = details_of(&pack, head.version);
            let add = LocationForm {
                version: head.version,
                ..LocationForm::default()
            };
            pack_page(
                req,
                session,
                pack,
                head,
                StatusCode::UNPROCESSABLE_ENTITY,
                details,
                add,
                errors.into(),
                None,
            )
        }
        Changed::Stale(pack, head) => {
            let details = details_of(&pack, head.version);
            let add = LocationForm {
                version: head.version,
                ..LocationForm::default()
            };
            pack_page(
                req,
                session,
                pack,
                head,
                StatusCode::CONFLICT,
                details,
                add,
                Errors::default(),
                Some(STALE.into()),
            )
        }
    }
}

fn saved(pack: &Pack, message: &str) -> HttpResponse {
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
    let publish = form.publish == "1";
    let mut tx = state.pool.begin().await?;
    let Some((pack, head)) = pack_editor::load(&mut tx, &id, true).await? else {
        return Err(AdminError::NotFound);
    };
    if !session.account.may_see(head.ownership) {
        return Err(AdminError::NotFound);
    }
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&head));
    }
    let details = details_of(&pack, head.version);
    let add = LocationForm {
        version: head.version,
        ..LocationForm::default()
    };
    if head.version != form.version {
        return pack_page(
            &req,
            &session,
            pack,
            head,
            StatusCode::CONFLICT,
            details,
            add,
            Errors::default(),
            Some(STALE.into()),
        );
    }
    if let (true, Err(m)) = (publish, edit::publishable(&pack)) {
        let errors = Errors {
            pack: Some(m),
            ..Errors::default()
        };
        return pack_page(
            &req,
            &session,
            pack,
            head,
            StatusCode::UNPROCESSABLE_ENTITY,
            details,
            add,
            errors,
            None,
        );
    }
    crate::db::packs::set_published(&mut *tx, &id, publish).await?;
    pack_editor::touch_lobbies_using(&mut tx, &id).await?;
    tx.commit().await?;
    let message = if publish {
        "Published: hosts can now choose this pack."
    } else {
        "Unpublished: hosts can no longer choose this pack; games already started keep it."
    };
    Ok(saved(&pack, message))
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
    let pack = create_pack(&state, &session.account, pack, &rules::id_from_name(&base)).await?;
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
    let page = DeletePage {
        layout: Layout::new(&req, &session, "packs"),
        pack,
        version: head.version,
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn delete(
    state: web::Data<AppState>,
    id: web::Path<String>,
    posted: Posted<VersionForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let mut tx = state.pool.begin().await?;
    let Some((pack, head)) = pack_editor::load(&mut tx, &id, true).await? else {
        return Err(AdminError::NotFound);
    };
    if !session.account.may_see(head.ownership) {
        return Err(AdminError::NotFound);
    }
    if !session.account.may_edit(head.ownership) {
        return Err(read_only(&head));
    }
    if head.version != form.version {
        return Ok(pages::redirect_with(
            &pack_url(&id),
            "error",
            "The pack changed since you asked to delete it; it was not deleted. Look it over and try again.",
        ));
    }
    pack_editor::touch_lobbies_using(&mut tx, &id).await?;
    pack_editor::delete(&mut *tx, &id).await?;
    tx.commit().await?;
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

/// "name must not be empty" -> "Name must not be empty."
pub fn sentence(s: &str) -> String {
    crate::http::problem::sentence(s)
}
