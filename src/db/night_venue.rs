//! A night's venue settings and arrivals: check-ins, the seating method, the night's own
//! settings, the projector's announcement and countdown, and deleting nights and seasons.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

use crate::league::options::SeatingOptions;
use crate::rooms::settings::RoomSettings;

pub async fn set_checked_in(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    here: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_players SET checked_in_at = CASE WHEN $3 THEN coalesce(checked_in_at, now()) END
         WHERE night_id = $1 AND id = $2",
        night,
        player,
        here
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_seating(
    conn: &mut PgConnection,
    night: Uuid,
    options: &SeatingOptions,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE nights SET seating = $2 WHERE id = $1",
        night,
        Json(options) as _
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Renames the night and sets its seating rounds, games per table and table settings.
pub async fn set_details(
    conn: &mut PgConnection,
    night: Uuid,
    name: &str,
    seating_rounds: i32,
    games_per_table: i32,
    settings: &RoomSettings,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE nights SET name = $2, seating_rounds = $3, games_per_table = $4, settings = $5
         WHERE id = $1",
        night,
        name,
        seating_rounds,
        games_per_table,
        Json(settings) as _
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_board(
    conn: &mut PgConnection,
    night: Uuid,
    announcement: &str,
    countdown_until: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE nights SET announcement = $2, countdown_until = $3 WHERE id = $1",
        night,
        announcement,
        countdown_until
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes the night with its players, seatings and corrections; its rooms stay, no longer
/// a night's tables.
pub async fn delete_night(conn: &mut PgConnection, night: Uuid) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!("DELETE FROM nights WHERE id = $1", night)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}
