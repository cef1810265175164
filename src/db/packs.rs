//! Location packs and their locations.

use std::collections::BTreeMap;

use serde::Serialize;
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::packs::format::{PackText, Translations};
use crate::packs::{Location, Pack};
use crate::rooms::location_names::LocationNames;

/// A pack as hosts choose it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PackSummary {
    /// The pack's id (e.g. `spyfall1`): what a room's `pack_ids` and `/packs/{id}` name.
    pub id: String,
    /// The pack's name in the language it is given in: the first of the caller's languages
    /// the pack has, else its own.
    pub name: String,
    /// What the pack holds, in the language of `name` where the pack has it, else in its own;
    /// empty when it has none.
    pub description: String,
    /// The pack's own language: the one its names fall back to.
    pub language: String,
    /// Every language its names are in: its own first, then its translations' (the
    /// pack's and its locations'), in order.
    pub languages: Vec<String>,
    /// Its name and description in other languages (the API answers one of them).
    #[serde(skip)]
    pub translations: Json<BTreeMap<String, PackText>>,
    /// Shipped with the server (read-only in the editor).
    pub bundled: bool,
    /// Bumped on every saved change.
    pub version: i32,
    /// How many locations the pack has.
    pub location_count: i64,
}

/// A location as stored: its id, and its names in every language it has.
#[derive(Debug, Clone)]
pub struct StoredLocation {
    pub id: String,
    pub name: String,
    pub roles: Vec<String>,
    pub translations: Json<Translations>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpsertOutcome {
    Created,
    Updated,
    Unchanged,
}

/// Serialises pack loading across server instances for the rest of the transaction.
pub async fn lock_pack_loading(conn: &mut PgConnection) -> Result<(), sqlx::Error> {
    sqlx::query!("SELECT pg_advisory_xact_lock(hashtext('spyfall:packs'))")
        .fetch_one(conn)
        .await?;
    Ok(())
}

/// Inserts or updates a pack and its locations; an unchanged pack is left alone.
pub async fn upsert_pack(
    conn: &mut PgConnection,
    pack: &Pack,
    bundled: bool,
) -> Result<UpsertOutcome, sqlx::Error> {
    let hash = pack.content_hash();
    let existing = sqlx::query_scalar!(
        "SELECT content_hash FROM packs WHERE id = $1 FOR UPDATE",
        pack.id
    )
    .fetch_optional(&mut *conn)
    .await?;
    let outcome = match existing {
        Some(h) if h == hash => return Ok(UpsertOutcome::Unchanged),
        Some(_) => {
            sqlx::query!(
                "UPDATE packs SET name = $2, description = $3, language = $4, content_hash = $5,
                        translations = $6, version = version + 1, updated_at = now()
                 WHERE id = $1",
                pack.id,
                pack.name,
                pack.description,
                pack.language,
                hash,
                Json(&pack.translations) as _
            )
            .execute(&mut *conn)
            .await?;
            sqlx::query!("DELETE FROM locations WHERE pack_id = $1", pack.id)
                .execute(&mut *conn)
                .await?;
            UpsertOutcome::Updated
        }
        None => {
            sqlx::query!(
                "INSERT INTO packs (id, name, description, language, bundled, published, content_hash,
                                    translations)
                 VALUES ($1, $2, $3, $4, $5, $5, $6, $7)",
                pack.id,
                pack.name,
                pack.description,
                pack.language,
                bundled,
                hash,
                Json(&pack.translations) as _
            )
            .execute(&mut *conn)
            .await?;
            UpsertOutcome::Created
        }
    };
    insert_locations(conn, pack).await?;
    Ok(outcome)
}

/// Writes a pack's locations (the pack has none stored).
pub(super) async fn insert_locations(
    conn: &mut PgConnection,
    pack: &Pack,
) -> Result<(), sqlx::Error> {
    let ids: Vec<String> = pack.locations.iter().map(|l| pack.location_id(l)).collect();
    let positions: Vec<i32> = (0..pack.locations.len() as i32).collect();
    let names: Vec<String> = pack.locations.iter().map(|l| l.name.clone()).collect();
    // Roles travel as one JSON array per location: Postgres arrays cannot be ragged.
    let roles: Vec<serde_json::Value> = pack
        .locations
        .iter()
        .map(|l| serde_json::json!(l.roles))
        .collect();
    let translations: Vec<serde_json::Value> = pack
        .locations
        .iter()
        .map(|l| serde_json::json!(l.translations))
        .collect();
    sqlx::query!(
        "INSERT INTO locations (id, pack_id, position, name, roles, translations)
         SELECT t.id, $1, t.position, t.name,
                ARRAY(SELECT jsonb_array_elements_text(t.roles)), t.translations
         FROM UNNEST($2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])
              AS t(id, position, name, roles, translations)",
        pack.id,
        &ids,
        &positions,
        &names,
        &roles,
        &translations
    )
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The packs hosts may choose: bundled and published custom ones.
pub async fn list_published(db: impl PgExecutor<'_>) -> Result<Vec<PackSummary>, sqlx::Error> {
    published(db, None).await
}

pub async fn published_pack(
    db: impl PgExecutor<'_>,
    id: &str,
) -> Result<Option<PackSummary>, sqlx::Error> {
    Ok(published(db, Some(id)).await?.pop())
}

/// The published packs, bundled first, or only the one with id `only`.
async fn published(
    db: impl PgExecutor<'_>,
    only: Option<&str>,
) -> Result<Vec<PackSummary>, sqlx::Error> {
    sqlx::query_as!(
        PackSummary,
        r#"SELECT p.id, p.name, p.description, p.language, p.bundled, p.version,
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!",
                  ARRAY[p.language] || ARRAY(
                      SELECT k FROM (SELECT jsonb_object_keys(p.translations) AS k
                                     UNION SELECT jsonb_object_keys(l.translations)
                                     FROM locations l WHERE l.pack_id = p.id) AS keys
                      ORDER BY k) AS "languages!",
                  p.translations AS "translations: Json<BTreeMap<String, PackText>>"
           FROM packs p WHERE p.published AND ($1::text IS NULL OR p.id = $1)
           ORDER BY p.bundled DESC, p.name"#,
        only
    )
    .fetch_all(db)
    .await
}

pub async fn pack_locations(
    db: impl PgExecutor<'_>,
    pack_id: &str,
) -> Result<Vec<StoredLocation>, sqlx::Error> {
    sqlx::query_as!(
        StoredLocation,
        r#"SELECT id, name, roles, translations AS "translations: Json<Translations>"
           FROM locations WHERE pack_id = $1 ORDER BY position"#,
        pack_id
    )
    .fetch_all(db)
    .await
}

/// A pack a league night may play: published, or a draft of the season's organizer (a
/// league's private pack, which hosts of other rooms never see).
#[derive(Debug, Clone)]
pub struct NightPack {
    pub id: String,
    pub name: String,
    pub location_count: i64,
    /// A draft only the organizer's nights use.
    pub private: bool,
    /// Offered to the organizer's nights now; `false` for a pack a night still names that
    /// is no longer (unpublished, say).
    pub offered: bool,
}

/// The packs `owner`'s league nights may play, bundled first.
pub async fn night_packs(
    db: impl PgExecutor<'_>,
    owner: Option<Uuid>,
) -> Result<Vec<NightPack>, sqlx::Error> {
    sqlx::query_as!(
        NightPack,
        r#"SELECT p.id, p.name, NOT p.published AS "private!", true AS "offered!",
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!"
           FROM packs p WHERE p.published OR p.owner_id = $1
           ORDER BY p.bundled DESC, p.name"#,
        owner
    )
    .fetch_all(db)
    .await
}

/// Of `ids`, those a night of `owner`'s may not play: neither published nor `owner`'s.
pub async fn unplayable_at_night(
    db: impl PgExecutor<'_>,
    ids: &[String],
    owner: Option<Uuid>,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM UNNEST($1::text[]) AS wanted(id)
           WHERE NOT EXISTS (SELECT 1 FROM packs p WHERE p.id = wanted.id
                             AND (p.published OR p.owner_id = $2))"#,
        ids,
        owner
    )
    .fetch_all(db)
    .await
}

/// Of `ids`, those of packs that exist but are drafts (not published yet).
pub async fn draft_pack_ids(
    db: impl PgExecutor<'_>,
    ids: &[String],
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM packs WHERE id = ANY($1::text[]) AND NOT published ORDER BY id"#,
        ids
    )
    .fetch_all(db)
    .await
}

/// A whole pack as stored, with every language it has (to export or edit it).
pub async fn stored_pack(db: &mut PgConnection, id: &str) -> Result<Option<Pack>, sqlx::Error> {
    let Some(row) = sqlx::query!(
        r#"SELECT id, name, description, language,
                  translations AS "translations: Json<BTreeMap<String, PackText>>"
           FROM packs WHERE id = $1"#,
        id
    )
    .fetch_optional(&mut *db)
    .await?
    else {
        return Ok(None);
    };
    let locations = pack_locations(&mut *db, id)
        .await?
        .into_iter()
        .map(|l| Location {
            name: l.name,
            roles: l.roles,
            translations: l.translations.0,
        })
        .collect();
    Ok(Some(Pack {
        id: row.id,
        name: row.name,
        description: row.description,
        language: row.language,
        locations,
        translations: row.translations.0,
    }))
}

/// Whether the pack `id` is bundled; `None` when there is no such pack.
pub async fn is_bundled(db: impl PgExecutor<'_>, id: &str) -> Result<Option<bool>, sqlx::Error> {
    sqlx::query_scalar!("SELECT bundled FROM packs WHERE id = $1", id)
        .fetch_optional(db)
        .await
}

/// Publishes or unpublishes the pack; answers its new version, `None` when it already was.
pub async fn set_published(
    db: impl PgExecutor<'_>,
    id: &str,
    published: bool,
) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar!(
        "UPDATE packs SET published = $2, version = version + 1, updated_at = now()
         WHERE id = $1 AND published <> $2 RETURNING version",
        id,
        published
    )
    .fetch_optional(db)
    .await
}

/// The candidate locations of a new game, with their roles and their names in every
/// language, and the version of each pack they came from (a game keeps this content even
/// if a pack is edited later). A draft pack deals only at a table of `night` run by the
/// draft's owner (a league's private pack); elsewhere, its night deleted say, it deals
/// nothing. A pack made at a table deals until an organizer takes it down.
pub async fn game_locations(
    conn: &mut PgConnection,
    pack_ids: &[String],
    night: Option<Uuid>,
) -> Result<GameLocations, sqlx::Error> {
    // One statement, one snapshot: the versions recorded are those of the locations read,
    // even while an editor saves one of the packs.
    let rows = sqlx::query!(
        r#"SELECT l.id, l.name, l.roles, l.translations AS "translations: Json<Translations>",
                  p.id AS pack_id, p.version, p.language
           FROM locations l
           JOIN packs p ON p.id = l.pack_id
           JOIN UNNEST($1::text[]) WITH ORDINALITY AS chosen(id, ord) ON chosen.id = l.pack_id
           WHERE p.published OR EXISTS (
               SELECT 1 FROM nights n JOIN seasons s ON s.id = n.season_id
               WHERE n.id = $2 AND s.owner_id = p.owner_id)
              -- Made at a table: the room's settings took it from someone who may play it.
              OR (p.share_code IS NOT NULL AND p.taken_down_at IS NULL)
           ORDER BY chosen.ord, l.position"#,
        pack_ids,
        night as Option<Uuid>
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut found = GameLocations::default();
    let mut versions = serde_json::Map::new();
    for r in rows {
        versions.insert(r.pack_id, serde_json::json!(r.version));
        found
            .names
            .add(&r.id, &r.language, &r.roles, &r.translations.0);
        found.locations.push(crate::engine::Location {
            id: r.id,
            name: r.name,
            roles: r.roles,
        });
    }
    found.versions = serde_json::Value::Object(versions);
    Ok(found)
}

/// What a game is dealt from, as its packs are when it starts.
#[derive(Debug, Default)]
pub struct GameLocations {
    pub locations: Vec<crate::engine::Location>,
    /// Their names in every language.
    pub names: LocationNames,
    /// Each pack's version: `{pack id: version}`.
    pub versions: serde_json::Value,
}
