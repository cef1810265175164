//! The location packs a host may choose from.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::pack_catalog;
use crate::db::packs::{LocationRow, PackSummary};
use crate::http::problem::ApiResult;
use crate::http::refusal::{PackNotFound, Problems};
use crate::http::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct PackList {
    pub packs: Vec<PackSummary>,
}

#[derive(Serialize, ToSchema)]
pub struct PackDetail {
    #[serde(flatten)]
    pub pack: PackSummary,
    pub locations: Vec<LocationRow>,
}

/// The bundled packs and the published custom packs.
#[utoipa::path(get, path = "/api/v1/packs", operation_id = "listPacks", tag = "packs", responses((status = 200, body = PackList)))]
pub async fn list(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let packs = pack_catalog::published(&state.pool).await?;
    Ok(HttpResponse::Ok().json(PackList { packs }))
}

/// One pack with its locations and their roles.
#[utoipa::path(get, path = "/api/v1/packs/{id}", operation_id = "getPack", tag = "packs",
    params(("id" = String, Path, description = "Pack id, e.g. spyfall1")),
    responses((status = 200, body = PackDetail), Problems<(PackNotFound,)>))]
pub async fn get(state: web::Data<AppState>, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let found = pack_catalog::pack(&state.pool, &id).await?;
    let (pack, locations) = found.ok_or(PackNotFound)?;
    Ok(HttpResponse::Ok().json(PackDetail { pack, locations }))
}
