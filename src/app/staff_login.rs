//! Logging in to the admin panel: attempts throttled per account name and per client
//! address (`staff::throttle` decides), the password checked, and a session opened.

use crate::app::error::Fault;
use chrono::{DateTime, TimeZone, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::auth::jwt::TokenKeys;
use crate::auth::password;
use crate::db;
use crate::secret::Secret;
use crate::staff::Account;
use crate::staff::throttle::{self, Policy};

#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    #[error("too many login attempts")]
    TooManyAttempts { retry_after_secs: i64 },
    /// No such account, a disabled one, or the wrong password: the caller is not told which.
    #[error("the username or the password is wrong")]
    Refused,
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Logs `username` in from `address` with `password`, opening a session whose forms carry
/// `csrf`; answers the session's signed token.
#[tracing::instrument(skip(pool, keys, address, password, csrf), err(level = "debug"))]
pub async fn log_in(
    pool: &PgPool,
    keys: &TokenKeys,
    username: &str,
    address: &str,
    password: Secret<String>,
    csrf: String,
    now: DateTime<Utc>,
) -> Result<String, LoginError> {
    let policy = Policy::default();
    let attempts = [
        ("account", username, policy.per_account, Uuid::new_v4()),
        ("address", address, policy.per_address, Uuid::new_v4()),
    ];
    let ids: Vec<Uuid> = attempts.iter().map(|a| a.3).collect();
    let since = now - policy.window;
    // Each attempt is recorded before the password is checked, so attempts racing in
    // parallel count each other.
    let mut refused_until = None;
    for (scope, key, limit, id) in attempts {
        db::admin::record_attempt(pool, id, scope, key, now).await?;
        let earlier = db::admin::attempts_since(pool, scope, key, since, id).await?;
        let until = throttle::refused_until(&earlier, limit, policy.window, now);
        refused_until = refused_until.max(until);
    }
    if let Some(until) = refused_until {
        // A refused attempt was never checked: it does not count.
        db::admin::forget_attempts(pool, &ids, since).await?;
        let retry_after_secs = (until - now).num_seconds();
        return Err(LoginError::TooManyAttempts { retry_after_secs });
    }
    let found = db::admin::credentials(pool, username).await?;
    let (user_id, hash) = found.map_or((None, None), |(id, h)| (Some(id), Some(h)));
    // An unknown name costs the same password check as a known one.
    let ok = password::verify(password, hash).await?;
    let user_id = user_id.filter(|_| ok).ok_or(LoginError::Refused)?;
    db::admin::forget_attempts(pool, &ids, since).await?;
    let (token, claims) = keys.issue(user_id, now)?;
    let expires_at = Utc
        .timestamp_opt(claims.exp, 0)
        .single()
        .ok_or_else(|| anyhow::anyhow!("session expiry out of range"))?;
    db::admin::insert_session(pool, claims.jti, user_id, &csrf, now, expires_at).await?;
    Ok(token)
}

/// The account and form token of the panel session `id` if it is open at `now` and belongs
/// to `user` (a disabled account's sessions are closed).
pub async fn session(
    pool: &PgPool,
    id: Uuid,
    user: Uuid,
    now: DateTime<Utc>,
) -> sqlx::Result<Option<(Account, String)>> {
    let found = db::admin::session_account(pool, id, now).await?;
    Ok(found.filter(|(account, _)| account.user_id == user))
}

/// Closes the panel session `id`.
#[tracing::instrument(skip(pool), err(level = "debug"))]
pub async fn log_out(pool: &PgPool, id: Uuid, now: DateTime<Utc>) -> sqlx::Result<()> {
    db::admin::revoke_session(pool, id, now).await
}
