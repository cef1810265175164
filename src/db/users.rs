//! Users and their tokens.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use uuid::Uuid;

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: Uuid,
    pub username: Option<String>,
    pub display_name: String,
    pub created_at: DateTime<Utc>,
}

/// Inserts a user; `username` and `password_hash` are both set (registered) or both
/// absent (guest). A taken username fails on `users_username_key`.
pub async fn insert_user(
    db: impl PgExecutor<'_>,
    id: Uuid,
    username: Option<&str>,
    password_hash: Option<&str>,
    display_name: &str,
) -> Result<UserRow, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        "INSERT INTO users (id, username, password_hash, display_name)
         VALUES ($1, $2, $3, $4)
         RETURNING id, username, display_name, created_at",
        id,
        username,
        password_hash,
        display_name
    )
    .fetch_one(db)
    .await
}

/// Gives the guest `id` a username and password in place (its id, seats and results stay);
/// `None` when `id` is not a guest (any more).
pub async fn make_account(
    db: impl PgExecutor<'_>,
    id: Uuid,
    username: &str,
    password_hash: &str,
    display_name: &str,
) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        "UPDATE users SET username = $2, password_hash = $3, display_name = $4
         WHERE id = $1 AND username IS NULL
         RETURNING id, username, display_name, created_at",
        id,
        username,
        password_hash,
        display_name
    )
    .fetch_optional(db)
    .await
}

pub async fn user_by_id(db: impl PgExecutor<'_>, id: Uuid) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        "SELECT id, username, display_name, created_at FROM users WHERE id = $1",
        id
    )
    .fetch_optional(db)
    .await
}

/// A registered user by username (lower case).
pub async fn user_by_username(
    db: impl PgExecutor<'_>,
    username: &str,
) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        "SELECT id, username, display_name, created_at FROM users WHERE username = $1",
        username
    )
    .fetch_optional(db)
    .await
}

/// Revokes every token of `user` (a walk-in's guest identity handed to an account) and
/// returns their ids.
pub async fn revoke_user_tokens(
    conn: &mut sqlx::PgConnection,
    user: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "UPDATE tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
         RETURNING id",
        user
    )
    .fetch_all(conn)
    .await
}

/// The user id and password hash of a registered player. A staff account (an admin or
/// organizer, enabled or not) has none here: it logs in through the panel only, with the
/// panel's per-name limit, so the player API answers it as an unknown name.
pub async fn credentials(
    db: impl PgExecutor<'_>,
    username: &str,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT id, password_hash FROM users
         WHERE username = $1 AND password_hash IS NOT NULL AND admin_role IS NULL",
        username
    )
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(|r| Some((r.id, r.password_hash?))))
}

pub async fn insert_token(
    db: impl PgExecutor<'_>,
    id: Uuid,
    user_id: Uuid,
    issued_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO tokens (id, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)",
        id,
        user_id,
        issued_at,
        expires_at
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The user a token belongs to, if the token is recorded and not revoked.
pub async fn active_token_user(
    db: impl PgExecutor<'_>,
    token_id: Uuid,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT user_id FROM tokens WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()",
        token_id
    )
    .fetch_optional(db)
    .await
}

/// Revokes a token; it is refused from then on.
pub async fn revoke_token(db: impl PgExecutor<'_>, token_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL",
        token_id
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Tokens revoked before they expire: what a server must refuse without asking. Those
/// whose rows were deleted with their user are kept in `revoked_tokens` until they expire.
pub async fn revoked_tokens(db: impl PgExecutor<'_>) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM tokens WHERE revoked_at IS NOT NULL AND expires_at > now()
           UNION SELECT id FROM revoked_tokens WHERE expires_at > now()"#
    )
    .fetch_all(db)
    .await
}
