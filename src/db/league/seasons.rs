//! Seasons: their rows, list and edits.

use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

#[derive(Debug, Clone)]
pub struct SeasonRow {
    pub id: Uuid,
    pub name: String,
    pub owner_id: Option<Uuid>,
    pub owner: Option<String>,
    pub best_nights: Option<i32>,
    pub time_zone: String,
    pub nights: i64,
    /// Bumped by an edit and by a night added or deleted (the confirmation page's check).
    pub version: i64,
}

/// Seasons, newest first; only `owner`'s when given.
pub async fn seasons(
    db: impl PgExecutor<'_>,
    owner: Option<Uuid>,
) -> Result<Vec<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        r#"SELECT s.id, s.name, s.owner_id, u.username AS "owner?", s.best_nights, s.time_zone,
                  s.version, (SELECT count(*) FROM nights n WHERE n.season_id = s.id) AS "nights!"
           FROM seasons s LEFT JOIN users u ON u.id = s.owner_id
           WHERE $1::uuid IS NULL OR s.owner_id = $1
           ORDER BY s.created_at DESC, s.name"#,
        owner
    )
    .fetch_all(db)
    .await
}

pub async fn season(db: impl PgExecutor<'_>, id: Uuid) -> Result<Option<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        r#"SELECT s.id, s.name, s.owner_id, u.username AS "owner?", s.best_nights, s.time_zone,
                  s.version, (SELECT count(*) FROM nights n WHERE n.season_id = s.id) AS "nights!"
           FROM seasons s LEFT JOIN users u ON u.id = s.owner_id
           WHERE s.id = $1"#,
        id
    )
    .fetch_optional(db)
    .await
}

pub async fn insert_season(
    conn: &mut PgConnection,
    id: Uuid,
    name: &str,
    owner: Uuid,
    best_nights: Option<i32>,
    time_zone: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO seasons (id, name, owner_id, best_nights, time_zone)
         VALUES ($1, $2, $3, $4, $5)",
        id,
        name,
        owner,
        best_nights,
        time_zone
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn update_season(
    conn: &mut PgConnection,
    id: Uuid,
    name: &str,
    best_nights: Option<i32>,
    time_zone: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seasons SET name = $2, best_nights = $3, time_zone = $4, version = version + 1
         WHERE id = $1",
        id,
        name,
        best_nights,
        time_zone
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes the season, with every night of it, if it is still at `version`: `false` when
/// it is not (or is gone). One statement: a night being added meanwhile holds the season's
/// row, and the deletion then sees the version that addition made.
pub async fn delete_season(
    conn: &mut PgConnection,
    id: Uuid,
    version: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM seasons WHERE id = $1 AND version = $2",
        id,
        version
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Locks the season of the night `night` until the transaction ends. A night's deletion
/// takes it before the night's own lock: deleting the night bumps the season's version,
/// and a deletion of the season locks the season before its nights, so both take the
/// season first and never wait on each other in a circle.
pub async fn lock_season_of_night(conn: &mut PgConnection, night: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "SELECT s.id FROM seasons s JOIN nights n ON n.season_id = s.id
         WHERE n.id = $1 FOR UPDATE OF s",
        night
    )
    .fetch_optional(conn)
    .await?;
    Ok(())
}
