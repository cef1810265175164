//! The packs a host may choose from: the bundled packs and the published custom ones, as
//! the players' API and the season pages list them, each name in the caller's language
//! where the pack has it.

use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::db::packs::{self, PackSummary, StoredLocation};
use crate::packs::languages::{Preferences, location_in};

/// A location of a pack, in the language the pack was asked for.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LocationRow {
    /// The location's id (e.g. `spyfall1.airplane`): opaque, and the same in every
    /// language; what a spy's guess names.
    pub id: String,
    /// The location's name in the language the pack is given in (its pack's own language
    /// where this location has no translation).
    pub name: String,
    /// The roles dealt at this location, in the same language as `name`; empty when it has none
    /// (a list made at a table may), and its players are then dealt the location without a role.
    pub roles: Vec<String>,
}

/// Every published pack, bundled packs first.
pub async fn published(pool: &PgPool, wanted: &Preferences) -> sqlx::Result<Vec<PackSummary>> {
    let list = packs::list_published(pool).await?;
    Ok(list
        .into_iter()
        .map(|p| {
            let lang = language_of(&p, wanted);
            summary_in(p, &lang)
        })
        .collect())
}

/// The published pack `id` with its locations and their roles, and the language it is in
/// (for `Content-Language`); `None` when no published pack has that id.
pub async fn pack(
    pool: &PgPool,
    id: &str,
    wanted: &Preferences,
) -> sqlx::Result<Option<(PackSummary, Vec<LocationRow>, String)>> {
    let mut conn = pool.acquire().await?;
    let Some(pack) = packs::published_pack(&mut *conn, id).await? else {
        return Ok(None);
    };
    let stored = packs::pack_locations(&mut *conn, &pack.id).await?;
    let lang = language_of(&pack, wanted);
    let locations = stored.iter().map(|l| row_in(l, &lang)).collect();
    Ok(Some((summary_in(pack, &lang), locations, lang)))
}

/// The one language a pack is shown in: the first of the caller's it has, else its own.
fn language_of(pack: &PackSummary, wanted: &Preferences) -> String {
    let offered: Vec<&str> = pack.languages.iter().map(String::as_str).collect();
    wanted
        .first_of(&offered)
        .unwrap_or(&pack.language)
        .to_string()
}

fn summary_in(mut pack: PackSummary, lang: &str) -> PackSummary {
    if let Some(t) = pack.translations.0.get(lang) {
        pack.name = t.name.clone();
        if !t.description.is_empty() {
            pack.description = t.description.clone();
        }
    }
    pack
}

fn row_in(l: &StoredLocation, lang: &str) -> LocationRow {
    let (name, roles) = location_in(lang, &l.name, &l.roles, &l.translations.0);
    LocationRow {
        id: l.id.clone(),
        name: name.to_string(),
        roles: roles.to_vec(),
    }
}
