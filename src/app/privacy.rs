//! A person's data deleted on request, by username: from the command line (`spyfall
//! delete-user`) or by an admin in the panel. One transaction; the account's row locked.

use crate::app::error::Fault;
use sqlx::PgPool;

use crate::db::privacy::{self, Erased};

#[derive(Debug, thiserror::Error)]
pub enum EraseError {
    #[error("no player account has the username '{0}'")]
    NoSuchAccount(String),
    #[error("'{0}' is an admin panel account: disable it on the accounts page instead")]
    Staff(String),
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Deletes the data of the account `username` (as typed; compared in lower case).
#[tracing::instrument(skip_all, err(level = "info"))]
pub async fn erase(pool: &PgPool, username: &str) -> Result<Erased, EraseError> {
    let name = crate::text::username(username)
        .ok_or_else(|| EraseError::NoSuchAccount(username.trim().to_string()))?;
    let mut tx = pool.begin().await?;
    let (user, staff) = privacy::player_by_username(&mut tx, &name)
        .await?
        .ok_or_else(|| EraseError::NoSuchAccount(name.clone()))?;
    if staff {
        return Err(EraseError::Staff(name));
    }
    let erased = privacy::erase_user(&mut tx, user).await?;
    tx.commit().await?;
    tracing::info!(
        tokens = erased.tokens,
        names = erased.names,
        "a player's data was deleted"
    );
    Ok(erased)
}
