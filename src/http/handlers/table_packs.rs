//! Location lists players make at the table: make one, change one's own, read one by the
//! code its maker reads out (which lets the reader play it), list one's own.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::writes::{Answer, claimed_write};
use crate::app::pack_catalog::LocationRow;
use crate::app::table_packs::{self, TablePack};
use crate::db::table_packs::TablePackRow;
use crate::http::caller::AuthUser;
use crate::http::idempotency::{Idempotency, WriteHeaders};
use crate::http::problem::ApiResult;
use crate::http::refusal::{InvalidPack, NotPackMaker, PackNotFound, Problems, TooManyPacks};
use crate::http::state::AppState;
use crate::packs::table_pack::{ShareCode, TablePackDraft};

/// A location list made at the table, whole.
#[derive(Debug, Serialize, ToSchema)]
pub struct TablePackView {
    /// The list's id (`table-` and its share code in lower case): what a room's `pack_ids`
    /// names, and what `PUT /packs/{id}` changes.
    pub id: String,
    /// The code its maker reads out or shows as a QR code: `GET /packs/shared/{code}`
    /// reads the list, and lets the reader choose it for their rooms.
    #[schema(example = "BCDFGH")]
    pub share_code: String,
    /// The address that opens the list on a phone (what its QR code carries): the
    /// server's public address, as a room's `join_url`.
    pub share_url: String,
    /// The list's name, as its maker wrote it.
    pub name: String,
    /// The language its names are written in.
    pub language: String,
    /// The caller made it, and may change it.
    pub made_by_me: bool,
    /// Bumped on every change.
    pub version: i32,
    /// In the list's order; a location without roles deals itself alone.
    pub locations: Vec<LocationRow>,
}

/// A location list in the caller's list of them.
#[derive(Debug, Serialize, ToSchema)]
pub struct TablePackSummary {
    /// The list's id (`table-` and its share code in lower case): what a room's `pack_ids`
    /// names.
    pub id: String,
    /// The six-letter code it is shared by, as `GET /packs/shared/{code}` reads it.
    pub share_code: String,
    /// The list's name, as its maker wrote it.
    pub name: String,
    /// The language its names are written in (a tag such as `en` or `ru`).
    pub language: String,
    /// The caller made it, and may change it; `false` for a list they read by code.
    pub made_by_me: bool,
    /// How many locations the list has.
    pub location_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyPacks {
    /// The caller's own lists first, then those they read by code.
    pub packs: Vec<TablePackSummary>,
}

fn view_of(state: &AppState, pack: &TablePack, caller: Uuid) -> TablePackView {
    let locations = (pack.locations.iter())
        .map(|l| LocationRow {
            id: l.id.clone(),
            name: l.name.clone(),
            roles: l.roles.clone(),
        })
        .collect();
    let row = &pack.row;
    TablePackView {
        id: row.id.clone(),
        share_code: row.share_code.clone(),
        share_url: state.public.list(&row.share_code),
        name: row.name.clone(),
        language: row.language.clone(),
        made_by_me: row.maker == Some(caller),
        version: row.version,
        locations,
    }
}

fn summary_of(row: TablePackRow, caller: Uuid) -> TablePackSummary {
    TablePackSummary {
        made_by_me: row.maker == Some(caller),
        id: row.id,
        share_code: row.share_code,
        name: row.name,
        language: row.language,
        location_count: row.location_count,
    }
}

/// The answer making a list commits with its idempotency key.
fn answer(state: &AppState, pack: &TablePack, caller: Uuid) -> Answer<TablePackView> {
    let view = view_of(state, pack, caller);
    Answer {
        location: Some(format!("/api/v1/packs/shared/{}", view.share_code)),
        view,
        status: StatusCode::CREATED,
        tag: format!("\"{}\"", pack.row.version),
    }
}

/// Make a location list (any player, a guest too): a name and 8 to 100 locations, roles
/// optional. It is the caller's, never published, and shared by its `share_code`; a
/// player makes at most 20.
///
/// Bearer token, a guest's too. Answers 201 with the whole list, its `share_code` and `share_url`
/// to pass on; 422 `invalid_pack` says which rule it breaks, 409 `too_many_packs` past 20.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`) and makes no second list; the same key with another request
/// gets 422 `idempotency_key_reused`.
#[utoipa::path(post, path = "/api/v1/packs", operation_id = "makePack", tag = "packs", security(("bearer" = [])),
    params(WriteHeaders), request_body = TablePackDraft,
    responses((status = 201, body = TablePackView, headers(("Location" = String, description = "The new list as anyone reads it: `/api/v1/packs/shared/{share_code}`"))), Problems<(InvalidPack, TooManyPacks)>))]
pub async fn make(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    body: web::Json<TablePackDraft>,
) -> ApiResult<HttpResponse> {
    let draft = body.into_inner();
    let made =
        async |tx: &mut sqlx::PgConnection, _| table_packs::make(tx, caller.user_id, &draft).await;
    let answered = |pack: &TablePack| Ok(answer(&state, pack, caller.user_id));
    let (res, _) = claimed_write(&state, caller, &key, made, answered).await?;
    Ok(res)
}

/// Change your own location list (its code stays): the whole list, as when making it.
/// Rooms between games that chose it show the change; games keep what they started with.
/// Sending the same list again changes nothing more, so no `Idempotency-Key` is needed.
///
/// The maker's token only (else 403 `not_pack_maker`). Answers the list as it now is, its
/// `version` bumped when anything changed. A timed-out call is simply sent again: the same list
/// changes nothing more. No `If-Match` is taken: the last change wins.
#[utoipa::path(put, path = "/api/v1/packs/{id}", operation_id = "changePack", tag = "packs", security(("bearer" = [])),
    params(("id" = String, Path, description = "The list's pack id, as `POST /packs` answered it")), request_body = TablePackDraft,
    responses((status = 200, body = TablePackView), Problems<(InvalidPack, PackNotFound, NotPackMaker)>))]
pub async fn change(
    state: web::Data<AppState>,
    caller: AuthUser,
    id: web::Path<String>,
    body: web::Json<TablePackDraft>,
) -> ApiResult<HttpResponse> {
    let user = caller.user_id;
    let pack = table_packs::change(&state.pool, &state.live, user, &id, &body).await?;
    Ok(HttpResponse::Ok().json(view_of(&state, &pack, user)))
}

/// Read a location list by the code its maker shared (any case, spaces and dashes
/// ignored). From then on the caller may choose it for their rooms (`pack_ids`).
///
/// Bearer token. Answers the whole list; 404 `pack_not_found` for an unknown code or a list an
/// organizer took down. Reading it makes the caller one of its readers: it then appears in
/// their `GET /me/packs` and may go in their rooms' `pack_ids`. Reading it again is harmless.
#[utoipa::path(get, path = "/api/v1/packs/shared/{code}", operation_id = "readSharedPack", tag = "packs",
    security(("bearer" = [])), params(("code" = String, Path, description = "The list's share code, e.g. BCDFGH")),
    responses((status = 200, body = TablePackView), Problems<(PackNotFound,)>))]
pub async fn shared(
    state: web::Data<AppState>,
    caller: AuthUser,
    code: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let code = ShareCode::parse(&code).ok_or(PackNotFound)?;
    let mut tx = state.pool.begin().await?;
    let now = state.clock.now();
    let pack = table_packs::read_shared(&mut tx, caller.user_id, &code, now).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(view_of(&state, &pack, caller.user_id)))
}

/// The location lists the caller made, then those they read by code (not those an
/// organizer took down).
///
/// Bearer token. Answers the lists the caller made, then those they read by code, each with its
/// id (for `pack_ids`), share code, language and location count; an empty list when none.
#[utoipa::path(get, path = "/api/v1/me/packs", operation_id = "myPacks", tag = "packs", security(("bearer" = [])),
    responses((status = 200, body = MyPacks)))]
pub async fn mine(state: web::Data<AppState>, caller: AuthUser) -> ApiResult<HttpResponse> {
    let rows = table_packs::list_for(&state.pool, caller.user_id).await?;
    let packs = rows
        .into_iter()
        .map(|r| summary_of(r, caller.user_id))
        .collect();
    Ok(HttpResponse::Ok().json(MyPacks { packs }))
}
