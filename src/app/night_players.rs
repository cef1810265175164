//! What a player does to a night from their phone: register for it with its code (an
//! account, under a name of their choice). Walk-ins are registered by the organizer
//! (`night_changes`).

use sqlx::PgConnection;
use uuid::Uuid;

use super::night::{self, NightData};
use super::{AppError, AppResult};
use crate::db;
use crate::db::league::NightKey;
use crate::rooms::code;

/// How a registration went.
pub enum Registered {
    /// Registered now: the night as it stands after.
    New(NightData),
    /// Already registered: nothing changed.
    Already(NightData),
}

/// Registers the caller's account for the night `raw_code` names, under `name` (their
/// display name when `None`).
#[tracing::instrument(skip(tx, name), err(level = "debug"))]
pub async fn register(
    tx: &mut PgConnection,
    raw_code: &str,
    user: Uuid,
    name: Option<String>,
) -> AppResult<Registered> {
    let night_code = code::normalize(raw_code).ok_or(AppError::NightNotFound)?;
    let row = db::league::lock_night(tx, NightKey::Code(&night_code))
        .await?
        .ok_or(AppError::NightNotFound)?;
    let players = db::league::night_players(&mut *tx, row.id).await?;
    if players.iter().any(|p| p.user_id == user) {
        return Ok(Registered::Already(night::load_seating(tx, row).await?));
    }
    let account = db::users::user_by_id(&mut *tx, user)
        .await?
        .ok_or(AppError::UserGone)?;
    if account.username.is_none() {
        return Err(AppError::AccountRequired);
    }
    if row.finished_at.is_some() {
        return Err(AppError::NightFinished);
    }
    let name = name.unwrap_or(account.display_name);
    match db::league::insert_player(tx, row.id, user, &name, None).await {
        Err(e) if db::is_unique_violation(&e, "night_players_name_idx") => {
            return Err(AppError::NightNameTaken);
        }
        other => other?,
    };
    let version = db::league::bump_night(tx, row.id).await?;
    let row = db::league::NightRow { version, ..row };
    Ok(Registered::New(night::load_seating(tx, row).await?))
}
