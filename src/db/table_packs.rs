//! Packs made at the table: stored as packs with a maker (`owner_id`) and a share code,
//! never published; who read one by its code may play it (`pack_readers`).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use super::pack_editor;
use super::packs::{StoredLocation, pack_locations};
use crate::packs::Pack;

/// A pack made at the table, as its list and its page show it.
#[derive(Debug, Clone)]
pub struct TablePackRow {
    pub id: String,
    pub name: String,
    pub language: String,
    pub share_code: String,
    pub version: i32,
    pub maker: Option<Uuid>,
    pub location_count: i64,
}

/// How many packs `maker` has made (taken down ones too: taking one down frees nothing).
pub async fn count_made_by(db: impl PgExecutor<'_>, maker: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM packs WHERE owner_id = $1 AND share_code IS NOT NULL"#,
        maker
    )
    .fetch_one(db)
    .await
}

/// Whether a pack has ever had `code`, or the id a list shared by it would take.
pub async fn code_taken(
    db: impl PgExecutor<'_>,
    code: &str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM packs WHERE share_code = $1 OR id = $2) AS "taken!""#,
        code,
        id
    )
    .fetch_one(db)
    .await
}

/// Saves a new pack made by `maker`, shared by `code`; answers its first version.
pub async fn create(
    conn: &mut PgConnection,
    pack: &Pack,
    maker: Uuid,
    code: &str,
) -> Result<i32, sqlx::Error> {
    let version = pack_editor::create(&mut *conn, pack, maker).await?;
    sqlx::query!(
        "UPDATE packs SET share_code = $2 WHERE id = $1",
        pack.id,
        code
    )
    .execute(conn)
    .await?;
    Ok(version)
}

/// The pack shared by `code`, unless it was taken down; `lock`: until the end of the
/// transaction (its maker changes it).
async fn head(
    conn: &mut PgConnection,
    by: (&str, &str),
    lock: bool,
) -> Result<Option<TablePackRow>, sqlx::Error> {
    let (id, code) = by;
    let row = sqlx::query_as!(
        TablePackRow,
        r#"SELECT p.id, p.name, p.language, p.share_code AS "share_code!", p.version,
                  p.owner_id AS maker,
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!"
           FROM packs p
           WHERE (p.id = $1 OR p.share_code = $2) AND p.share_code IS NOT NULL
             AND p.taken_down_at IS NULL"#,
        id,
        code
    )
    .fetch_optional(&mut *conn)
    .await?;
    if lock && let Some(r) = &row {
        sqlx::query!("SELECT 1 AS one FROM packs WHERE id = $1 FOR UPDATE", r.id)
            .fetch_one(&mut *conn)
            .await?;
    }
    Ok(row)
}

/// The pack shared by `code` with its locations, unless it was taken down.
pub async fn by_code(
    conn: &mut PgConnection,
    code: &str,
) -> Result<Option<(TablePackRow, Vec<StoredLocation>)>, sqlx::Error> {
    let Some(row) = head(conn, ("", code), false).await? else {
        return Ok(None);
    };
    let locations = pack_locations(&mut *conn, &row.id).await?;
    Ok(Some((row, locations)))
}

/// The table pack `id`, locked until the end of the transaction.
pub async fn lock(conn: &mut PgConnection, id: &str) -> Result<Option<TablePackRow>, sqlx::Error> {
    head(conn, (id, ""), true).await
}

/// Notes that `reader` read the pack `id` by its code: they may play it from now on.
pub async fn remember_reader(
    db: impl PgExecutor<'_>,
    id: &str,
    reader: Uuid,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO pack_readers (pack_id, user_id, read_at) VALUES ($1, $2, $3)
         ON CONFLICT (pack_id, user_id) DO UPDATE SET read_at = excluded.read_at",
        id,
        reader,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The packs `user` made or read by code, not taken down: theirs first, then by name.
pub async fn list_for(
    db: impl PgExecutor<'_>,
    user: Uuid,
) -> Result<Vec<TablePackRow>, sqlx::Error> {
    sqlx::query_as!(
        TablePackRow,
        r#"SELECT p.id, p.name, p.language, p.share_code AS "share_code!", p.version,
                  p.owner_id AS maker,
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!"
           FROM packs p
           WHERE p.share_code IS NOT NULL AND p.taken_down_at IS NULL
             AND (p.owner_id = $1
                  OR EXISTS (SELECT 1 FROM pack_readers r WHERE r.pack_id = p.id AND r.user_id = $1))
           ORDER BY p.owner_id = $1 DESC, p.name, p.id"#,
        user
    )
    .fetch_all(db)
    .await
}

/// Of `ids`, those `user` may not choose for a room: neither published nor a pack made at
/// a table (not taken down) that they made or read by its code.
pub async fn unplayable_for(
    db: impl PgExecutor<'_>,
    ids: &[String],
    user: Uuid,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM UNNEST($1::text[]) AS wanted(id)
           WHERE NOT EXISTS (
               SELECT 1 FROM packs p WHERE p.id = wanted.id
                 AND (p.published
                      OR (p.share_code IS NOT NULL AND p.taken_down_at IS NULL
                          AND (p.owner_id = $2
                               OR EXISTS (SELECT 1 FROM pack_readers r
                                          WHERE r.pack_id = p.id AND r.user_id = $2)))))"#,
        ids,
        user
    )
    .fetch_all(db)
    .await
}

/// Of `location_ids`, those that are no location of the packs `pack_ids`.
pub async fn foreign_locations(
    db: impl PgExecutor<'_>,
    location_ids: &[String],
    pack_ids: &[String],
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM UNNEST($1::text[]) AS wanted(id)
           WHERE NOT EXISTS (SELECT 1 FROM locations l
                             WHERE l.id = wanted.id AND l.pack_id = ANY($2::text[]))"#,
        location_ids,
        pack_ids
    )
    .fetch_all(db)
    .await
}

/// A player's list as the panel's page of them shows it.
#[derive(Debug, Clone)]
pub struct SharedListRow {
    pub id: String,
    pub name: String,
    pub share_code: String,
    pub maker: Option<String>,
    pub location_count: i64,
    /// Players who read it by its code.
    pub readers: i64,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub taken_down_at: Option<DateTime<Utc>>,
}

/// Every list made at a table, newest first, up to `limit`; or only the list `only`.
pub async fn shared_lists(
    db: impl PgExecutor<'_>,
    limit: i64,
    only: Option<&str>,
) -> Result<Vec<SharedListRow>, sqlx::Error> {
    sqlx::query_as!(
        SharedListRow,
        r#"SELECT p.id, p.name, p.share_code AS "share_code!", p.version, p.created_at,
                  p.taken_down_at, u.display_name AS "maker?",
                  (SELECT count(*) FROM locations l WHERE l.pack_id = p.id) AS "location_count!",
                  (SELECT count(*) FROM pack_readers r WHERE r.pack_id = p.id) AS "readers!"
           FROM packs p LEFT JOIN users u ON u.id = p.owner_id
           WHERE p.share_code IS NOT NULL AND ($2::text IS NULL OR p.id = $2)
           ORDER BY p.created_at DESC, p.id
           LIMIT $1"#,
        limit,
        only
    )
    .fetch_all(db)
    .await
}

/// Takes the list `id` down, if it is still at `version`: nobody reads or deals it any
/// more. Answers whether it did.
pub async fn take_down(
    db: impl PgExecutor<'_>,
    id: &str,
    version: i32,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE packs SET taken_down_at = $3, version = version + 1, updated_at = $3
         WHERE id = $1 AND share_code IS NOT NULL AND taken_down_at IS NULL AND version = $2",
        id,
        version,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}
