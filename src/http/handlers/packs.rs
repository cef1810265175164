//! The location packs a host may choose from.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::pack_catalog::{self, LocationRow};
use crate::db::packs::PackSummary;
use crate::http::languages::in_language;
use crate::http::problem::ApiResult;
use crate::http::refusal::{PackNotFound, Problems};
use crate::http::state::AppState;
use crate::packs::languages::Preferences;

#[derive(Serialize, ToSchema)]
pub struct PackList {
    /// Every pack a host may choose: the bundled packs first, then the published custom ones.
    pub packs: Vec<PackSummary>,
}

#[derive(Serialize, ToSchema)]
pub struct PackDetail {
    #[serde(flatten)]
    pub pack: PackSummary,
    pub locations: Vec<LocationRow>,
}

/// The bundled packs and the published custom packs, each name in the first of the
/// caller's languages (`Accept-Language`) the pack has, else in the pack's own.
///
/// No token. Answers every pack a host may put in `pack_ids`, bundled packs first, then the
/// published custom ones, each with its id, name, description and location count. The answer
/// varies with `Accept-Language`. Lists made at a table are not here: see `GET /me/packs`.
#[utoipa::path(get, path = "/api/v1/packs", operation_id = "listPacks", tag = "packs",
    params(("Accept-Language" = Option<String>, Header, description = "The languages to name the packs in, e.g. `ru, en;q=0.8`")),
    responses((status = 200, body = PackList)))]
pub async fn list(state: web::Data<AppState>, wanted: Preferences) -> ApiResult<HttpResponse> {
    let packs = pack_catalog::published(&state.pool, &wanted).await?;
    Ok(HttpResponse::Ok()
        .append_header(("Vary", "Accept-Language"))
        .json(PackList { packs }))
}

/// One pack with its locations and their roles, in the first of the caller's languages
/// (`Accept-Language`) the pack has: each name falls back to the pack's own language where
/// it has no translation. `Content-Language` says which language was chosen.
///
/// No token. Answers the published pack with each location's id (what a spy's guess names),
/// name and roles; 404 `pack_not_found` for an unknown id, and for lists made at a table, which
/// are read by their code with `GET /packs/shared/{code}`.
#[utoipa::path(get, path = "/api/v1/packs/{id}", operation_id = "getPack", tag = "packs",
    params(("id" = String, Path, description = "Pack id, e.g. spyfall1"),
        ("Accept-Language" = Option<String>, Header, description = "The languages to name the locations in, e.g. `ru, en;q=0.8`")),
    responses((status = 200, body = PackDetail,
        headers(("Content-Language" = String, description = "The language the pack is given in"))),
        Problems<(PackNotFound,)>))]
pub async fn get(
    state: web::Data<AppState>,
    id: web::Path<String>,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let found = pack_catalog::pack(&state.pool, &id, &wanted).await?;
    let (pack, locations, language) = found.ok_or(PackNotFound)?;
    let mut answer = HttpResponse::Ok();
    in_language(&mut answer, Some(&language));
    Ok(answer.json(PackDetail { pack, locations }))
}
