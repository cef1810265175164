//! The packs a host may choose from: the bundled packs and the published custom ones, as
//! the players' API and the season pages list them.

use sqlx::PgPool;

use crate::db::packs::{self, LocationRow, PackSummary};

/// Every published pack, bundled packs first.
pub async fn published(pool: &PgPool) -> sqlx::Result<Vec<PackSummary>> {
    packs::list_published(pool).await
}

/// The published pack `id` with its locations and their roles; `None` when no published
/// pack has that id.
pub async fn pack(
    pool: &PgPool,
    id: &str,
) -> sqlx::Result<Option<(PackSummary, Vec<LocationRow>)>> {
    let mut conn = pool.acquire().await?;
    let Some(pack) = packs::published_pack(&mut *conn, id).await? else {
        return Ok(None);
    };
    let locations = packs::pack_locations(&mut *conn, &pack.id).await?;
    Ok(Some((pack, locations)))
}
