//! The retention pass's SQL: each step takes up to `limit` rows that are due, skipping rows
//! another instance holds (`FOR UPDATE SKIP LOCKED`), so several instances share the work
//! without waiting on each other. A dry run runs the same steps in a transaction it rolls
//! back (`app::retention`), so it counts exactly what a purge would take.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

/// Closes rooms untouched since `idle_since` (bumping their versions, so that their
/// players' polls wake and see it).
pub async fn close_idle_rooms(
    conn: &mut PgConnection,
    idle_since: DateTime<Utc>,
    now: DateTime<Utc>,
    limit: i64,
) -> Result<u64, sqlx::Error> {
    let n = sqlx::query_scalar!(
        r#"WITH due AS (
               SELECT id FROM rooms WHERE closed_at IS NULL AND updated_at < $1
               ORDER BY updated_at LIMIT $3 FOR UPDATE SKIP LOCKED),
           closed AS (
               UPDATE rooms SET closed_at = $2, version = version + 1
               WHERE id IN (SELECT id FROM due) RETURNING 1)
           SELECT count(*) AS "n!" FROM due"#,
        idle_since,
        now,
        limit
    )
    .fetch_one(conn)
    .await?;
    Ok(n as u64)
}

/// Deletes rooms closed before `closed_before` with their players, games and rounds,
/// except a league night's tables (their rounds are the night's results).
pub async fn delete_closed_rooms(
    conn: &mut PgConnection,
    closed_before: DateTime<Utc>,
    limit: i64,
) -> Result<(u64, Vec<(Uuid, i64)>), sqlx::Error> {
    let due = sqlx::query_scalar!(
        "SELECT r.id FROM rooms r
         WHERE r.closed_at < $1 AND r.night_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM night_tables t WHERE t.room_id = r.id)
         ORDER BY r.closed_at LIMIT $2 FOR UPDATE OF r SKIP LOCKED",
        closed_before,
        limit
    )
    .fetch_all(&mut *conn)
    .await?;
    if due.is_empty() {
        return Ok((0, Vec::new()));
    }
    // A last version, which this instance is told directly (the sweeper's `Live::tell`)
    // so that its cached state of the room is stale at once and its next read finds the
    // room gone; other instances hear of it at commit, and of the deletion itself too
    // (migration 18), which is harmless.
    let last = sqlx::query!(
        "UPDATE rooms SET version = version + 1 WHERE id = ANY($1) RETURNING id, version",
        &due
    )
    .fetch_all(&mut *conn)
    .await?;
    // The rounds first: their questions, votes and scores name the room's players, which
    // the room's own cascade would otherwise delete before them.
    sqlx::query!(
        "DELETE FROM rounds WHERE game_id IN (SELECT id FROM games WHERE room_id = ANY($1))",
        &due
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!("DELETE FROM rooms WHERE id = ANY($1)", &due)
        .execute(conn)
        .await?;
    Ok((
        due.len() as u64,
        last.into_iter().map(|r| (r.id, r.version)).collect(),
    ))
}

/// Deletes guests created before `idle_since` who hold no token valid since then, sit in
/// no room any more and play in no league night, with their tokens and idempotency keys.
pub async fn delete_idle_guests(
    conn: &mut PgConnection,
    idle_since: DateTime<Utc>,
    limit: i64,
) -> Result<u64, sqlx::Error> {
    let n = sqlx::query_scalar!(
        r#"WITH due AS (
               SELECT u.id FROM users u
               WHERE u.username IS NULL AND u.created_at < $1
                 AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.user_id = u.id AND t.expires_at >= $1)
                 AND NOT EXISTS (SELECT 1 FROM room_players p WHERE p.user_id = u.id)
                 AND NOT EXISTS (SELECT 1 FROM night_players n WHERE n.user_id = u.id)
               ORDER BY u.created_at LIMIT $2 FOR UPDATE OF u SKIP LOCKED),
           gone AS (DELETE FROM users WHERE id IN (SELECT id FROM due) RETURNING 1)
           SELECT count(*) AS "n!" FROM due"#,
        idle_since,
        limit
    )
    .fetch_one(conn)
    .await?;
    Ok(n as u64)
}

/// Deletes player tokens and admin panel sessions that expired before `before`; answers
/// how many of each.
pub async fn delete_expired_sessions(
    conn: &mut PgConnection,
    before: DateTime<Utc>,
    limit: i64,
) -> Result<(u64, u64), sqlx::Error> {
    let row = sqlx::query!(
        r#"WITH due_tokens AS (
               SELECT id FROM tokens WHERE expires_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED),
           due_sessions AS (
               SELECT id FROM admin_sessions WHERE expires_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED),
           gone_tokens AS (
               DELETE FROM tokens WHERE id IN (SELECT id FROM due_tokens) RETURNING 1),
           gone_sessions AS (
               DELETE FROM admin_sessions WHERE id IN (SELECT id FROM due_sessions) RETURNING 1),
           gone_revocations AS (
               DELETE FROM revoked_tokens WHERE id IN (
                   SELECT id FROM revoked_tokens WHERE expires_at < $1 LIMIT $2) RETURNING 1)
           SELECT (SELECT count(*) FROM due_tokens) AS "tokens!",
                  (SELECT count(*) FROM due_sessions) AS "sessions!""#,
        before,
        limit
    )
    .fetch_one(conn)
    .await?;
    Ok((row.tokens as u64, row.sessions as u64))
}
