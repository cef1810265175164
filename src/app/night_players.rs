//! What a player does to a night from their phone: register for it with its code (an
//! account, under a name of their choice), or take a walk-in's place with its claim code.
//! Walk-ins are registered by the organizer (`night_changes`).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::identity::{self, IdentityError, PlayerSession};
use super::night::{self, NightData};
use super::{AppError, AppResult};
use crate::auth::jwt::TokenKeys;
use crate::db;
use crate::db::league::{NightKey, NightRow};
use crate::rooms::code::NightCode;
use crate::rooms::names::DisplayName;

/// How a registration went.
pub enum Registered {
    /// Registered now: the night as it stands after.
    New(NightData),
    /// Already registered: nothing changed.
    Already(NightData),
}

/// Registers the caller's account for the night `night_code` names, under `name` (their
/// display name when `None`).
#[tracing::instrument(skip(tx, name), err(level = "debug"))]
pub async fn register(
    tx: &mut PgConnection,
    night_code: &NightCode,
    user: Uuid,
    name: Option<DisplayName>,
) -> AppResult<Registered> {
    let row = locked(tx, night_code).await?;
    let players = db::league::night_players(&mut *tx, row.id).await?;
    if players.iter().any(|p| p.user_id == user) {
        return Ok(Registered::Already(night::load_seating(tx, row).await?));
    }
    insert_player(tx, &row, user, name, false).await?;
    bumped(tx, row).await.map(Registered::New)
}

/// Checks the caller in on arrival: only checked-in players are seated. Anyone not yet
/// registered (an account, or a guest at the door) is registered under their display name
/// first.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn check_in(
    tx: &mut PgConnection,
    night_code: &NightCode,
    user: Uuid,
) -> AppResult<Registered> {
    let row = locked(tx, night_code).await?;
    let players = db::league::night_players(&mut *tx, row.id).await?;
    let player = match players.iter().find(|p| p.user_id == user) {
        Some(p) if p.checked_in => {
            return Ok(Registered::Already(night::load_seating(tx, row).await?));
        }
        Some(_) if row.finished_at.is_some() => return Err(AppError::NightFinished),
        Some(p) => p.id,
        // At the door anyone may check in, a guest too (made an account later, the
        // guest keeps the night's points: the user is the same).
        None => insert_player(tx, &row, user, None, true).await?,
    };
    db::night_venue::set_checked_in(tx, row.id, player, true).await?;
    bumped(tx, row).await.map(Registered::New)
}

/// The night `night_code` names, its row locked.
async fn locked(tx: &mut PgConnection, night_code: &NightCode) -> AppResult<NightRow> {
    db::league::lock_night(tx, NightKey::Code(night_code))
        .await?
        .ok_or(AppError::NightNotFound)
}

/// Registers `user` (ahead of the night, an account only: a league keeps results across
/// nights; at the door, `guests` too).
async fn insert_player(
    tx: &mut PgConnection,
    row: &NightRow,
    user: Uuid,
    name: Option<DisplayName>,
    guests: bool,
) -> AppResult<Uuid> {
    let account = db::users::user_by_id(&mut *tx, user)
        .await?
        .ok_or(AppError::UserGone)?;
    if account.username.is_none() && !guests {
        return Err(AppError::AccountRequired);
    }
    if row.finished_at.is_some() {
        return Err(AppError::NightFinished);
    }
    let name = name.map_or(account.display_name, String::from);
    match db::league::insert_player(tx, row.id, user, &name, None).await {
        Err(e) if db::is_unique_violation(&e, "night_players_name_idx") => {
            Err(AppError::NightNameTaken)
        }
        other => Ok(other?),
    }
}

/// The night after a change: its version bumped, with its seating.
async fn bumped(tx: &mut PgConnection, row: NightRow) -> AppResult<NightData> {
    let version = db::league::bump_night(tx, row.id).await?;
    let row = NightRow { version, ..row };
    Ok(night::load_seating(tx, row).await?)
}

/// A walk-in's place taken on a phone: a session for the guest behind the claim code,
/// with the night's code and name. The code is spent: a lost phone is given a new code by
/// the organizer; a finished night's codes take no one in.
#[tracing::instrument(skip_all, err(level = "debug"))]
pub async fn claim(
    pool: &PgPool,
    keys: &TokenKeys,
    claim_code: &str,
    now: DateTime<Utc>,
) -> Result<Option<(PlayerSession, ClaimedNight)>, IdentityError> {
    let mut tx = pool.begin().await?;
    let Some((user_id, code, name, _)) = db::league::spend_claim(&mut *tx, claim_code).await?
    else {
        return Ok(None);
    };
    let Some(user) = db::users::user_by_id(&mut *tx, user_id).await? else {
        return Ok(None);
    };
    let session = identity::open_session(&mut tx, keys, user, now).await?;
    tx.commit().await?;
    Ok(Some((session, ClaimedNight { code, name })))
}

/// A night named in a claim's answer.
pub struct ClaimedNight {
    pub code: String,
    pub name: String,
}
