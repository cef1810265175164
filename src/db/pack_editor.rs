//! The admin panel's pack queries: listing what an account may see, locking a pack for a
//! change, saving it whole with a new version, and telling lobbies that use it.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use super::packs::{insert_locations, stored_pack};
use crate::packs::Pack;
use crate::staff::access::PackOwnership;

/// A pack as the editor's list shows it.
#[derive(Debug, Clone)]
pub struct EditorPackRow {
    pub id: String,
    pub name: String,
    pub language: String,
    pub bundled: bool,
    pub published: bool,
    pub version: i32,
    pub owner: Option<String>,
    pub owner_id: Option<Uuid>,
    pub location_count: i64,
    pub updated_at: DateTime<Utc>,
}

/// The bundled packs and those of `owner`; every pack when `owner` is `None` (admins).
pub async fn list_for(
    db: impl PgExecutor<'_>,
    owner: Option<Uuid>,
) -> Result<Vec<EditorPackRow>, sqlx::Error> {
    sqlx::query_as!(
        EditorPackRow,
        r#"SELECT p.id, p.name, p.language, p.bundled, p.published, p.version,
                  u.username AS owner, p.owner_id, p.updated_at,
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!"
           FROM packs p LEFT JOIN users u ON u.id = p.owner_id
           WHERE (p.bundled OR $1::uuid IS NULL OR p.owner_id = $1)
             -- Players' lists have a page of their own (`table_packs::shared_lists`).
             AND p.share_code IS NULL
           ORDER BY p.bundled DESC, lower(p.name), p.id"#,
        owner
    )
    .fetch_all(db)
    .await
}

/// What the editor knows of a pack besides its content.
#[derive(Debug, Clone)]
pub struct PackHead {
    pub ownership: PackOwnership,
    pub published: bool,
    pub version: i32,
    pub owner: Option<String>,
    pub updated_at: DateTime<Utc>,
}

/// A pack and its head, locked until the end of the transaction when `lock` is set; not a
/// list a player made at a table, which the editor does not open.
pub async fn load(
    conn: &mut PgConnection,
    id: &str,
    lock: bool,
) -> Result<Option<(Pack, PackHead)>, sqlx::Error> {
    if lock {
        sqlx::query!("SELECT 1 AS one FROM packs WHERE id = $1 FOR UPDATE", id)
            .fetch_optional(&mut *conn)
            .await?;
    }
    let Some(row) = sqlx::query!(
        r#"SELECT p.bundled, p.owner_id, p.published,
                  p.version, p.updated_at,
                  (SELECT username FROM users u WHERE u.id = p.owner_id) AS owner
           FROM packs p WHERE p.id = $1 AND p.share_code IS NULL"#,
        id
    )
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let Some(pack) = stored_pack(&mut *conn, id).await? else {
        return Ok(None);
    };
    let head = PackHead {
        ownership: PackOwnership {
            bundled: row.bundled,
            owner: row.owner_id,
        },
        published: row.published,
        version: row.version,
        owner: row.owner,
        updated_at: row.updated_at,
    };
    Ok(Some((pack, head)))
}

/// Saves a changed pack whole and bumps its version; returns the new version.
pub async fn save(conn: &mut PgConnection, pack: &Pack) -> Result<i32, sqlx::Error> {
    let version = sqlx::query_scalar!(
        "UPDATE packs SET name = $2, description = $3, language = $4, content_hash = $5,
                translations = $6, version = version + 1, updated_at = now()
         WHERE id = $1 RETURNING version",
        pack.id,
        pack.name,
        pack.description,
        pack.language,
        pack.content_hash(),
        sqlx::types::Json(&pack.translations) as _
    )
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query!("DELETE FROM locations WHERE pack_id = $1", pack.id)
        .execute(&mut *conn)
        .await?;
    insert_locations(conn, pack).await?;
    Ok(version)
}

/// Serialises the choice of new pack ids (and bundled pack loading) across requests and
/// instances until the end of the transaction.
pub use super::packs::lock_pack_loading as lock_pack_ids;

/// `base`, or `base-2`, `base-3`... : the first id no pack has. Call under
/// [`lock_pack_ids`] so that no other request takes it before the insert.
pub async fn free_id(conn: &mut PgConnection, base: &str) -> Result<String, sqlx::Error> {
    let taken: Vec<String> = sqlx::query_scalar!(
        "SELECT id FROM packs WHERE id = $1 OR id LIKE $1 || '-%'",
        base
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut n = 1;
    loop {
        let candidate = if n == 1 {
            base.to_string()
        } else {
            format!("{base}-{n}")
        };
        if !taken.contains(&candidate) {
            return Ok(candidate);
        }
        n += 1;
    }
}

/// Inserts a new custom, unpublished pack owned by `owner`; answers its first version.
pub async fn create(conn: &mut PgConnection, pack: &Pack, owner: Uuid) -> Result<i32, sqlx::Error> {
    let version = sqlx::query_scalar!(
        "INSERT INTO packs (id, name, description, language, bundled, published, content_hash, owner_id,
                            translations)
         VALUES ($1, $2, $3, $4, false, false, $5, $6, $7) RETURNING version",
        pack.id,
        pack.name,
        pack.description,
        pack.language,
        pack.content_hash(),
        owner,
        sqlx::types::Json(&pack.translations) as _
    )
    .fetch_one(&mut *conn)
    .await?;
    insert_locations(conn, pack).await?;
    Ok(version)
}

pub async fn delete(db: impl PgExecutor<'_>, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM packs WHERE id = $1 AND NOT bundled", id)
        .execute(db)
        .await?;
    Ok(())
}

/// Bumps (and returns) the version of every room between games whose chosen packs include `pack_id`,
/// so that pollers fetch the changed candidate list, and keeps their chosen subset of
/// locations (`location_ids`) to those that still exist. Rooms in a game keep the game's own
/// copy of the locations and are left alone. Rooms are locked in id order so that two
/// editors never wait on each other's rooms.
pub async fn touch_lobbies_using(
    conn: &mut PgConnection,
    pack_id: &str,
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"WITH lobby AS (
               SELECT r.id FROM rooms r
               LEFT JOIN games g ON g.id = r.current_game_id
               WHERE r.settings -> 'pack_ids' ? $1 AND (g.id IS NULL OR g.ended_at IS NOT NULL)
               ORDER BY r.id
               FOR UPDATE OF r
           )
           UPDATE rooms r SET version = r.version + 1, updated_at = now(),
               -- A chosen subset keeps only the locations still there (all, under two).
               settings = CASE WHEN jsonb_typeof(r.settings -> 'location_ids') = 'array' THEN
                   jsonb_set(r.settings, '{location_ids}', (
                       SELECT CASE WHEN count(*) >= 2 THEN jsonb_agg(e.id ORDER BY e.ord)
                                   ELSE 'null'::jsonb END
                       FROM jsonb_array_elements_text(r.settings -> 'location_ids')
                            WITH ORDINALITY AS e(id, ord)
                       WHERE EXISTS (SELECT 1 FROM locations l JOIN packs p ON p.id = l.pack_id
                                     WHERE l.id = e.id AND p.taken_down_at IS NULL)))
                   ELSE r.settings END
           WHERE r.id IN (SELECT id FROM lobby)
           RETURNING r.id, r.version"#,
        pack_id
    )
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r.version)).collect())
}
