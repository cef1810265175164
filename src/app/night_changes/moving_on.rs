//! The night moving on (a seating round confirmed, the night finished or reopened): its
//! latest tables stop playing, or play again. A table still playing a round stops the
//! change unless the organizer chose to end those rounds, which then end without points.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use super::{NightError, conflict};
use crate::app::night::NightData;
use crate::app::{AppError, play, room};
use crate::db;
use crate::db::league::TableRow;
use crate::engine::Millis;
use crate::notice::Notice;
use crate::rooms::moves::TableRefusal;

/// Tells the tables of the night's latest seating round (and any still playing) that the
/// night moved on: the rounds in play at the rooms of `end_playing` (those the organizer's
/// confirmation listed) end; a round played at any other table refuses the change, so a
/// round started after the confirmation was shown is never ended unseen. Answers the
/// rooms changed, with their new versions.
pub(super) async fn move_on(
    tx: &mut PgConnection,
    data: &NightData,
    end_playing: Option<&[String]>,
    now: DateTime<Utc>,
) -> Result<Vec<(Uuid, i64)>, NightError> {
    let tables = db::league::tables(&mut *tx, data.night.id).await?;
    let latest = data.confirmed_rounds() as i32;
    // A round is named by its room and the rounds the room finished before it: a round
    // dealt after the page was drawn has another name, even at the same table.
    let agreed = |t: &TableRow| {
        let key = playing_key(&t.room_code, t.rounds_finished);
        end_playing.is_some_and(|rooms| rooms.contains(&key))
    };
    let playing: Vec<String> = (tables.iter())
        .filter(|t| t.in_round && !agreed(t))
        .map(|t| t.table_number.to_string())
        .collect();
    if !playing.is_empty() {
        let notice = match end_playing {
            None => Notice::new("night-still-playing"),
            Some(_) => Notice::new("night-started-after-confirmation"),
        };
        // The numbers alone: the catalog says "table 1" or "tables 1, 3".
        return Err(conflict(
            notice
                .with("count", playing.len())
                .with("tables", playing.join(", ")),
        ));
    }
    let at: Millis = now.timestamp_millis();
    let mut changed = Vec::new();
    for t in tables.iter().filter(|t| t.round == latest || t.in_round) {
        let moved = match room::stored_code(&t.room_code) {
            Ok(room_code) => play::night_moved_on(tx, &room_code, agreed(t), at).await,
            Err(e) => Err(e),
        };
        match moved {
            Ok(room) => changed.push(room),
            // Closed for want of play: nobody is there to tell.
            Err(AppError::RoomClosed) => {}
            Err(AppError::Table(TableRefusal::RoundInProgress)) => {
                return Err(conflict(
                    Notice::new("night-table-started-round").with("table", t.table_number),
                ));
            }
            Err(e) => return Err(anyhow::Error::from(e).into()),
        }
    }
    Ok(changed)
}

/// How a confirmation page names the round in play at room `code`.
pub fn playing_key(code: &str, rounds_finished: i64) -> String {
    format!("{code}:{rounds_finished}")
}
