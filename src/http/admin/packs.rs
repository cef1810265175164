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
use crate::db::pack_editor::{self, EditorPackRow, PackHead};
use crate::http::state::AppState;
use crate::packs::edit::{self, Edit, EditError, Field};
use crate::packs::{Pack, format, rules};
use crate::staff::Account;
use crate::text::sentence;

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
    pub version: i32,
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

/// What the person had typed into the pack page's forms, shown again with the messages.
pub enum Typed {
    Nothing,
    Details(DetailsForm),
    Location(LocationForm),
}

/// The pack page; the forms hold what was typed, else the pack as it is, and always the
/// pack's current version.
fn pack_page(
    req: &HttpRequest,
    session: &Session,
    (pack, head): (Pack, PackHead),
    status: StatusCode,
    typed: Typed,
    errors: Errors,
    notice: Option<String>,
) -> AdminResult<HttpResponse> {
    let version = head.version;
    let (details, add) = match typed {
        Typed::Details(d) => (DetailsForm { version, ..d }, LocationForm::default()),
        Typed::Location(l) => (details_of(&pack, version), l),
        Typed::Nothing => (details_of(&pack, version), LocationForm::default()),
    };
    let add = LocationForm { version, ..add };
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
pub(super) async fn load_visible(
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
pub(super) enum Changed {
    Saved(Pack),
    /// The edit was refused; the pack as it is, with the messages.
    Refused(Pack, PackHead, Vec<(Field, String)>),
    /// The pack changed since the form was loaded; nothing was saved.
    Stale(Pack, PackHead),
}

pub(super) const STALE: &str = "This pack was changed (in another tab, or by someone else) since this page \
                     was loaded, so your change was not saved. Here is the pack as it is now.";

/// The pack `id`, locked until the end of `tx`, if the caller may edit it: 404 when they
/// may not see it (whether it exists is not told), 403 when they may only look.
pub async fn lock_editable(
    tx: &mut sqlx::PgConnection,
    session: &Session,
    id: &str,
) -> AdminResult<(Pack, PackHead)> {
    match pack_editor::load(tx, id, true).await? {
        Some((pack, head)) if session.account.may_edit(head.ownership) => Ok((pack, head)),
        Some((_, head)) if session.account.may_see(head.ownership) => Err(read_only(&head)),
        _ => Err(AdminError::NotFound),
    }
}

pub(super) async fn change(
    state: &AppState,
    session: &Session,
    id: &str,
    version: i32,
    edit: Edit,
) -> AdminResult<Changed> {
    let mut tx = state.pool.begin().await?;
    let (pack, head) = lock_editable(&mut tx, session, id).await?;
    if head.version != version {
        return Ok(Changed::Stale(pack, head));
    }
    let next = match edit::apply(&pack, edit) {
        Ok(next) => next,
        Err(EditError::Invalid(errors)) => return Ok(Changed::Refused(pack, head, errors)),
        Err(EditError::NoSuchLocation) => return Err(AdminError::NotFound),
    };
    // Hosts may be choosing a published pack right now: it never becomes unplayable.
    if let (true, Err(_)) = (head.published, edit::publishable(&next)) {
        let why = "A published pack keeps at least one location: unpublish it first.";
        return Ok(Changed::Refused(
            pack,
            head,
            vec![(Field::Pack, why.into())],
        ));
    }
    pack_editor::save(&mut tx, &next).await?;
    let touched = pack_editor::touch_lobbies_using(&mut tx, id).await?;
    tx.commit().await?;
    tell_lobbies(state, &touched);
    Ok(Changed::Saved(next))
}

/// This instance learns the lobbies' new versions at once (others by notification), so
/// the next poll here sees the change rather than a 304.
pub(super) fn tell_lobbies(state: &AppState, touched: &[(uuid::Uuid, i64)]) {
    for &(room, version) in touched {
        state.live.changed(room, version);
    }
}

pub(super) fn read_only(head: &PackHead) -> AdminError {
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
    let publish = form.publish == "1";
    let mut tx = state.pool.begin().await?;
    let (pack, head) = lock_editable(&mut tx, &session, &id).await?;
    if head.version != form.version {
        return stale(&req, &session, (pack, head), Typed::Nothing);
    }
    if let (true, Err(m)) = (publish, edit::publishable(&pack)) {
        let errors = Errors {
            pack: Some(m),
            ..Errors::default()
        };
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return pack_page(
            &req,
            &session,
            (pack, head),
            status,
            Typed::Nothing,
            errors,
            None,
        );
    }
    crate::db::packs::set_published(&mut *tx, &id, publish).await?;
    let touched = pack_editor::touch_lobbies_using(&mut tx, &id).await?;
    tx.commit().await?;
    tell_lobbies(&state, &touched);
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
    let (pack, head) = lock_editable(&mut tx, &session, &id).await?;
    if head.version != form.version {
        return Ok(pages::redirect_with(
            &pack_url(&id),
            "error",
            "The pack changed since you asked to delete it; it was not deleted. Look it over and try again.",
        ));
    }
    let touched = pack_editor::touch_lobbies_using(&mut tx, &id).await?;
    pack_editor::delete(&mut *tx, &id).await?;
    tx.commit().await?;
    tell_lobbies(&state, &touched);
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
