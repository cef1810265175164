//! A custom pack's saved versions (`pack_versions`): written beside each save, read for the
//! pack's history page and to restore an earlier version.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// A pack's versions kept: enough for any season's edits, bounded for a pack saved often.
const KEPT: i32 = 200;

/// One saved version, as the history lists it.
#[derive(Debug, Clone)]
pub struct VersionRow {
    pub version: i32,
    pub saved_at: DateTime<Utc>,
    /// The username of who saved it; `None` once their account is gone.
    pub saved_by: Option<String>,
    pub what: String,
}

/// Records `version` of the pack `pack_id` (its content as JSON) as saved by `by`, and
/// forgets the oldest beyond the number kept.
pub async fn record(
    conn: &mut PgConnection,
    pack_id: &str,
    version: i32,
    by: Uuid,
    what: &str,
    content: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO pack_versions (pack_id, version, saved_by, what, content)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (pack_id, version) DO NOTHING",
        pack_id,
        version,
        by,
        what,
        content
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "DELETE FROM pack_versions WHERE pack_id = $1 AND version <= $2",
        pack_id,
        version - KEPT
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The pack's recorded versions, newest first.
pub async fn list(db: impl PgExecutor<'_>, pack_id: &str) -> Result<Vec<VersionRow>, sqlx::Error> {
    sqlx::query_as!(
        VersionRow,
        r#"SELECT v.version, v.saved_at, u.username AS "saved_by?", v.what
           FROM pack_versions v LEFT JOIN users u ON u.id = v.saved_by
           WHERE v.pack_id = $1 ORDER BY v.version DESC"#,
        pack_id
    )
    .fetch_all(db)
    .await
}

/// The content (JSON) of `version`, if it was recorded.
pub async fn content(
    db: impl PgExecutor<'_>,
    pack_id: &str,
    version: i32,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT content FROM pack_versions WHERE pack_id = $1 AND version = $2",
        pack_id,
        version
    )
    .fetch_optional(db)
    .await
}
