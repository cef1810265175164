//! The admin panel's accounts as an admin manages them: create one, disable one (its
//! sessions end with it) or enable it again.

use crate::app::error::Fault;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::auth::password;
use crate::db;
use crate::db::admin::AccountRow;
use crate::secret::Secret;
use crate::staff::{Account, Role};

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("that username is taken")]
    UsernameTaken,
    /// An admin may not lock themself out.
    #[error("an admin cannot disable their own account")]
    OwnAccount,
    #[error("no such account")]
    NotFound,
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Every panel account, for the accounts page.
pub async fn list(pool: &PgPool) -> sqlx::Result<Vec<AccountRow>> {
    db::admin::list_accounts(pool).await
}

/// A new account; `username` and `password` are already checked (`staff::accounts`).
#[tracing::instrument(skip(pool, password), err(level = "debug"))]
pub async fn create(
    pool: &PgPool,
    username: &str,
    password: Secret<String>,
    role: Role,
) -> Result<(), AccountError> {
    let hash = password::hash(password).await?;
    match db::admin::insert_account(pool, username, &hash, role).await {
        Ok(_) => Ok(()),
        Err(e) if db::is_unique_violation(&e, "users_username_key") => {
            Err(AccountError::UsernameTaken)
        }
        Err(e) => Err(e.into()),
    }
}

/// Disables the account `id` (ending its sessions) or enables it, for the admin `by`.
#[tracing::instrument(skip(pool, by), fields(by = %by.username), err(level = "debug"))]
pub async fn set_disabled(
    pool: &PgPool,
    by: &Account,
    id: Uuid,
    disabled: bool,
    now: DateTime<Utc>,
) -> Result<(), AccountError> {
    if id == by.user_id {
        return Err(AccountError::OwnAccount);
    }
    let mut tx = pool.begin().await?;
    if !db::admin::set_disabled(&mut *tx, id, disabled, now).await? {
        return Err(AccountError::NotFound);
    }
    if disabled {
        db::admin::revoke_sessions_of(&mut *tx, id, now).await?;
    }
    tx.commit().await?;
    Ok(())
}
