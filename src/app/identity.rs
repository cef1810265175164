//! Who plays: accounts and guests, logging in and out, and the sessions each opens. A
//! session is a signed token the database also records, so logging out revokes it before
//! it expires. The caller has checked the input's shape (names, password length); this
//! layer stores, looks up and issues.

use crate::app::error::Fault;
use chrono::{DateTime, TimeZone, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::auth::jwt::TokenKeys;
use crate::auth::password;
use crate::db::{self, users::UserRow};
use crate::live::Live;
use crate::rooms::names::DisplayName;
use crate::secret::Secret;

/// A session just opened: the user, the bearer token and when it expires.
pub struct PlayerSession {
    pub user: UserRow,
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// An account's credentials: a valid username, a password of valid length.
pub struct NewAccount {
    pub username: String,
    pub password: Secret<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    #[error("the username is taken")]
    UsernameTaken,
    #[error("the caller is an account already")]
    AlreadyAnAccount,
    /// No such account or the wrong password: the caller is not told which.
    #[error("the username or the password is wrong")]
    InvalidCredentials,
    #[error("the caller's user no longer exists")]
    UserGone,
    #[error(transparent)]
    Fault(#[from] Fault),
}

type IdentityResult<T> = Result<T, IdentityError>;

/// Registers an account and opens its first session.
#[tracing::instrument(skip_all, fields(username = %account.username), err(level = "debug"))]
pub async fn register(
    pool: &PgPool,
    keys: &TokenKeys,
    account: NewAccount,
    display_name: &DisplayName,
    now: DateTime<Utc>,
) -> IdentityResult<PlayerSession> {
    let hash = password::hash(account.password).await?;
    let mut tx = pool.begin().await?;
    let user = db::users::insert_user(
        &mut *tx,
        Uuid::new_v4(),
        Some(&account.username),
        Some(&hash),
        display_name,
    )
    .await
    .map_err(username_taken)?;
    let session = open_session(&mut tx, keys, user, now).await?;
    tx.commit().await?;
    Ok(session)
}

/// Makes an account of the guest `user`: the same user (seats, results, league history)
/// with a username and password from now on, and a new session. The guest's own token
/// keeps working. `display_name` replaces the guest's when given.
#[tracing::instrument(skip(pool, keys, account, display_name), err(level = "debug"))]
pub async fn make_account(
    pool: &PgPool,
    keys: &TokenKeys,
    user: Uuid,
    account: NewAccount,
    display_name: Option<DisplayName>,
    now: DateTime<Utc>,
) -> IdentityResult<PlayerSession> {
    let hash = password::hash(account.password).await?;
    let mut tx = pool.begin().await?;
    let guest = db::users::user_by_id(&mut *tx, user)
        .await?
        .ok_or(IdentityError::UserGone)?;
    let display_name = display_name.map_or(guest.display_name, String::from);
    let user = db::users::make_account(&mut *tx, user, &account.username, &hash, &display_name)
        .await
        .map_err(username_taken)?
        .ok_or(IdentityError::AlreadyAnAccount)?;
    let session = open_session(&mut tx, keys, user, now).await?;
    tx.commit().await?;
    Ok(session)
}

/// A guest: a display name, no password.
#[tracing::instrument(skip_all, err(level = "debug"))]
pub async fn guest(
    pool: &PgPool,
    keys: &TokenKeys,
    display_name: &DisplayName,
    now: DateTime<Utc>,
) -> IdentityResult<PlayerSession> {
    let mut tx = pool.begin().await?;
    let user = db::users::insert_user(&mut *tx, Uuid::new_v4(), None, None, display_name).await?;
    let session = open_session(&mut tx, keys, user, now).await?;
    tx.commit().await?;
    Ok(session)
}

/// Logs in with `username` (`None`: a name no account can have) and `password`.
#[tracing::instrument(skip(pool, keys, password), err(level = "debug"))]
pub async fn log_in(
    pool: &PgPool,
    keys: &TokenKeys,
    username: Option<&str>,
    password: Secret<String>,
    now: DateTime<Utc>,
) -> IdentityResult<PlayerSession> {
    let found = match username {
        Some(name) => db::users::credentials(pool, name).await?,
        None => None,
    };
    let (user_id, hash) = found.map_or((None, None), |(id, hash)| (Some(id), Some(hash)));
    // An unknown name costs the same password check as a known one.
    let ok = password::verify(password, hash).await?;
    let user_id = user_id
        .filter(|_| ok)
        .ok_or(IdentityError::InvalidCredentials)?;
    let mut tx = pool.begin().await?;
    let user = db::users::user_by_id(&mut *tx, user_id)
        .await?
        .ok_or(IdentityError::InvalidCredentials)?;
    let session = open_session(&mut tx, keys, user, now).await?;
    tx.commit().await?;
    Ok(session)
}

/// Revokes the session `token_id`: it is refused from now on.
#[tracing::instrument(skip(pool, live), err(level = "debug"))]
pub async fn log_out(pool: &PgPool, live: &Live, token_id: Uuid) -> IdentityResult<()> {
    db::users::revoke_token(pool, token_id).await?;
    live.tell(&[], &[token_id]);
    Ok(())
}

/// The user `id`.
pub async fn user(pool: &PgPool, id: Uuid) -> IdentityResult<UserRow> {
    db::users::user_by_id(pool, id)
        .await?
        .ok_or(IdentityError::UserGone)
}

/// Whether the token `token_id` is recorded for `user`, unrevoked and unexpired.
pub async fn holds_session(pool: &PgPool, token_id: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    let holder = db::users::active_token_user(pool, token_id).await?;
    Ok(holder == Some(user))
}

/// Issues a token for `user` and records it in the caller's transaction.
pub async fn open_session(
    tx: &mut PgConnection,
    keys: &TokenKeys,
    user: UserRow,
    now: DateTime<Utc>,
) -> IdentityResult<PlayerSession> {
    let (token, claims) = keys.issue(user.id, now)?;
    let expires_at = Utc
        .timestamp_opt(claims.exp, 0)
        .single()
        .ok_or_else(|| anyhow::anyhow!("token expiry out of range"))?;
    db::users::insert_token(&mut *tx, claims.jti, user.id, now, expires_at).await?;
    Ok(PlayerSession {
        user,
        token,
        expires_at,
    })
}

fn username_taken(e: sqlx::Error) -> IdentityError {
    if db::is_unique_violation(&e, "users_username_key") {
        IdentityError::UsernameTaken
    } else {
        e.into()
    }
}
