//! Admin panel accounts, their browser sessions and login attempts.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::staff::{Account, Role};

/// What `upsert_account` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Upserted {
    Created,
    /// A staff account's password and role set again (and enabled again).
    Updated,
    /// A player account was made staff; its player tokens are revoked.
    Promoted,
    /// The name is a player's and `promote` was not given: nothing changed.
    IsPlayer,
}

/// Creates a staff account, or sets an existing staff account's password and role (and
/// enables it again): the way back in for an admin who lost their password. A player's
/// account is made staff only when `promote` says so, and then its player tokens end.
pub async fn upsert_account(
    conn: &mut PgConnection,
    username: &str,
    password_hash: &str,
    role: Role,
    promote: bool,
) -> Result<Upserted, sqlx::Error> {
    let existing = sqlx::query!(
        r#"SELECT id, admin_role IS NOT NULL AS "staff!" FROM users WHERE username = $1 FOR UPDATE"#,
        username
    )
    .fetch_optional(&mut *conn)
    .await?;
    let Some(existing) = existing else {
        insert_account(&mut *conn, username, password_hash, role).await?;
        return Ok(Upserted::Created);
    };
    if !existing.staff && !promote {
        return Ok(Upserted::IsPlayer);
    }
    sqlx::query!(
        "UPDATE users SET password_hash = $2, admin_role = $3, disabled_at = NULL WHERE id = $1",
        existing.id,
        password_hash,
        role.as_str()
    )
    .execute(&mut *conn)
    .await?;
    if existing.staff {
        return Ok(Upserted::Updated);
    }
    // Revoked, so every instance hears of it (by NOTIFY) and the phone's session ends.
    sqlx::query!(
        "UPDATE tokens SET revoked_at = coalesce(revoked_at, now()) WHERE user_id = $1",
        existing.id
    )
    .execute(&mut *conn)
    .await?;
    Ok(Upserted::Promoted)
}

/// Creates a new account; a taken username fails on `users_username_key`.
pub async fn insert_account(
    db: impl PgExecutor<'_>,
    username: &str,
    password_hash: &str,
    role: Role,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO users (id, username, password_hash, display_name, admin_role)
         VALUES ($1, $2, $3, $2, $4) RETURNING id",
        Uuid::new_v4(),
        username,
        password_hash,
        role.as_str()
    )
    .fetch_one(db)
    .await
}

/// The id and password hash of an enabled admin panel account.
pub async fn credentials(
    db: impl PgExecutor<'_>,
    username: &str,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT id, password_hash FROM users
         WHERE username = $1 AND admin_role IS NOT NULL AND disabled_at IS NULL",
        username
    )
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(|r| Some((r.id, r.password_hash?))))
}

pub async fn insert_session(
    db: impl PgExecutor<'_>,
    id: Uuid,
    user_id: Uuid,
    csrf_token: &str,
    created_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO admin_sessions (id, user_id, csrf_token, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
        id,
        user_id,
        csrf_token,
        created_at,
        expires_at
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The account of a live session and the session's CSRF token: the session is neither
/// revoked nor expired, and its account is still enabled and still has a role.
pub async fn session_account(
    db: impl PgExecutor<'_>,
    session_id: Uuid,
    now: DateTime<Utc>,
) -> Result<Option<(Account, String)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT u.id, u.username AS "username!", u.admin_role AS "role!", s.csrf_token
           FROM admin_sessions s JOIN users u ON u.id = s.user_id
           WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
             AND u.admin_role IS NOT NULL AND u.disabled_at IS NULL"#,
        session_id,
        now
    )
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(|r| {
        let role = Role::parse(&r.role)?;
        Some((
            Account {
                user_id: r.id,
                username: r.username,
                role,
            },
            r.csrf_token,
        ))
    }))
}

pub async fn revoke_session(
    db: impl PgExecutor<'_>,
    session_id: Uuid,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE admin_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL",
        session_id,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Ends every session of an account (it was disabled).
pub async fn revoke_sessions_of(
    db: impl PgExecutor<'_>,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE admin_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL",
        user_id,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Records a login attempt for `scope` ('account' or 'address') and `key`.
pub async fn record_attempt(
    db: impl PgExecutor<'_>,
    id: Uuid,
    scope: &str,
    key: &str,
    at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO admin_login_attempts (id, scope, key, at) VALUES ($1, $2, $3, $4)",
        id,
        scope,
        key,
        at
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The times of the other attempts recorded for `scope` and `key` since `since`.
pub async fn attempts_since(
    db: impl PgExecutor<'_>,
    scope: &str,
    key: &str,
    since: DateTime<Utc>,
    except: Uuid,
) -> Result<Vec<DateTime<Utc>>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT at FROM admin_login_attempts
         WHERE scope = $1 AND key = $2 AND at > $3 AND id <> $4",
        scope,
        key,
        since,
        except
    )
    .fetch_all(db)
    .await
}

/// Forgets attempts: those that succeeded or were refused unchecked, and any older than
/// `before` (they no longer count).
pub async fn forget_attempts(
    db: impl PgExecutor<'_>,
    ids: &[Uuid],
    before: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM admin_login_attempts WHERE id = ANY($1) OR at < $2",
        ids,
        before
    )
    .execute(db)
    .await?;
    Ok(())
}

/// An account as the accounts page lists it.
#[derive(Debug, Clone)]
pub struct AccountRow {
    pub id: Uuid,
    pub username: String,
    pub role: String,
    pub disabled: bool,
    pub created_at: DateTime<Utc>,
    pub packs: i64,
}

pub async fn list_accounts(db: impl PgExecutor<'_>) -> Result<Vec<AccountRow>, sqlx::Error> {
    sqlx::query_as!(
        AccountRow,
        r#"SELECT u.id, u.username AS "username!", u.admin_role AS "role!",
                  u.disabled_at IS NOT NULL AS "disabled!", u.created_at,
                  (SELECT count(*) FROM packs p WHERE p.owner_id = u.id) AS "packs!"
           FROM users u WHERE u.admin_role IS NOT NULL ORDER BY u.username"#
    )
    .fetch_all(db)
    .await
}

/// Disables or enables an account; false when there is no such account.
pub async fn set_disabled(
    db: impl PgExecutor<'_>,
    user_id: Uuid,
    disabled: bool,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE users SET disabled_at = CASE WHEN $2 THEN $3::timestamptz END
         WHERE id = $1 AND admin_role IS NOT NULL",
        user_id,
        disabled,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}
