//! Stored answers to writes sent with an `Idempotency-Key`.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// How long a key's answer is kept, in milliseconds (the sweeper forgets older ones).
pub const KEEP_MS: i64 = 24 * 60 * 60 * 1000;

/// The first answer given to a request with this key.
#[derive(Debug, Clone)]
pub struct StoredReply {
    pub fingerprint: Vec<u8>,
    pub status: i16,
    pub body: Vec<u8>,
    /// The ETag the answer carried, when it was a view.
    pub etag: Option<String>,
    /// The `Location` a 201 carried.
    pub location: Option<String>,
}

/// Takes the transaction's lock on the user's key without waiting. `false` means another
/// transaction holds it: the first request with this key is still running.
pub async fn try_lock(conn: &mut PgConnection, user_id: Uuid, key: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar!(
        r#"SELECT pg_try_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 7))
             AS "locked!""#,
        user_id.to_string(),
        key
    )
    .fetch_one(conn)
    .await
}

/// Waits up to `wait_ms` for the key's lock. A transaction that ended with an error gives
/// its locks back only when its rollback reaches the server, a moment after the answer was
/// sent, so a quick retry waits for that instead of being told the key is in use.
pub async fn lock_within(
    conn: &mut PgConnection,
    user_id: Uuid,
    key: &str,
    wait_ms: u32,
) -> sqlx::Result<bool> {
    sqlx::query("SELECT set_config('lock_timeout', $1, true)")
        .bind(format!("{wait_ms}ms"))
        .execute(&mut *conn)
        .await?;
    let locked =
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 7))")
            .bind(user_id.to_string())
            .bind(key)
            .execute(&mut *conn)
            .await;
    match locked {
        Ok(_) => {
            // Later waits of this transaction (the room's lock) are not bounded.
            sqlx::query("SELECT set_config('lock_timeout', '0', true)")
                .execute(&mut *conn)
                .await?;
            Ok(true)
        }
        Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("55P03") => Ok(false),
        Err(e) => Err(e),
    }
}

/// The reply stored for the key, unless it was stored before `since` (expired).
pub async fn find(
    conn: &mut PgConnection,
    user_id: Uuid,
    key: &str,
    since: DateTime<Utc>,
) -> sqlx::Result<Option<StoredReply>> {
    sqlx::query_as!(
        StoredReply,
        "SELECT fingerprint, status, body, etag, location FROM idempotency_keys
         WHERE user_id = $1 AND key = $2 AND created_at >= $3",
        user_id,
        key,
        since
    )
    .fetch_optional(conn)
    .await
}

/// Stores the reply in the transaction of the change it answers; an expired row with the
/// same key is replaced.
pub async fn store(
    conn: &mut PgConnection,
    user_id: Uuid,
    key: &str,
    reply: &StoredReply,
    at: DateTime<Utc>,
) -> sqlx::Result<()> {
    sqlx::query!(
        "INSERT INTO idempotency_keys
             (user_id, key, fingerprint, status, body, created_at, etag, location)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status,
             body = EXCLUDED.body, created_at = EXCLUDED.created_at, etag = EXCLUDED.etag,
             location = EXCLUDED.location",
        user_id,
        key,
        &reply.fingerprint,
        reply.status,
        &reply.body,
        at,
        reply.etag,
        reply.location
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets replies stored before `before`.
pub async fn delete_expired(db: impl PgExecutor<'_>, before: DateTime<Utc>) -> sqlx::Result<u64> {
    let done = sqlx::query!("DELETE FROM idempotency_keys WHERE created_at < $1", before)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
