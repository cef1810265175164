//! The night moving on (a seating round confirmed, the night finished or reopened): its
//! latest tables stop playing, or play again. A table still playing a round stops the
//! change unless the organizer chose to end those rounds, which then end without points.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use super::{NightError, conflict};
use crate::app::night::NightData;
use crate::app::{AppError, play};
use crate::db;
use crate::engine::Millis;
use crate::rooms::moves::TableRefusal;

/// Tells the tables of the night's latest seating round (and any still playing) that the
/// night moved on: their rounds in play end when `end_playing`, else the change is
/// refused. Answers the rooms changed, with their new versions.
pub(super) async fn move_on(
    tx: &mut PgConnection,
    data: &NightData,
    end_playing: bool,
    now: DateTime<Utc>,
) -> Result<Vec<(Uuid, i64)>, NightError> {
    let tables = db::league::tables(&mut *tx, data.night.id).await?;
    let latest = data.confirmed_rounds() as i32;
    let playing: Vec<String> = (tables.iter())
        .filter(|t| t.in_round)
        .map(|t| format!("table {}", t.table_number))
        .collect();
    if !playing.is_empty() && !end_playing {
        return Err(conflict(format!(
            "A round is still being played at {}: confirm ending it (nobody scores for it) first.",
            playing.join(", ")
        )));
    }
    let at: Millis = now.timestamp_millis();
    let mut changed = Vec::new();
    for t in tables.iter().filter(|t| t.round == latest || t.in_round) {
        match play::night_moved_on(tx, &t.room_code, end_playing, at).await {
            Ok(room) => changed.push(room),
            // Closed for want of play: nobody is there to tell.
            Err(AppError::RoomClosed) => {}
            Err(AppError::Table(TableRefusal::RoundInProgress)) => {
                return Err(conflict(format!(
                    "Table {} started a round just now: look again, then confirm ending it first.",
                    t.table_number
                )));
            }
            Err(e) => return Err(anyhow::Error::from(e).into()),
        }
    }
    Ok(changed)
}
