//! The night as the venue sees it: how it seats players, its own settings, and the
//! projector's announcement line and countdown.

use anyhow::anyhow;
use chrono::{DateTime, Duration, Utc};
use sqlx::PgConnection;

use super::{Changed, Done, conflict, invalid};
use crate::app::night::NightData;
use crate::app::season;
use crate::db;
use crate::league::night_edit::NightEdit;
use crate::league::options::SeatingOptions;
use crate::notice::Notice;

/// Sets the method and bounds later proposals use, from the form's `[method, min, max]`.
pub(super) async fn set_seating(
    tx: &mut PgConnection,
    data: &NightData,
    [method, min, max]: [&str; 3],
) -> Changed {
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-is-finished")));
    }
    let options =
        SeatingOptions::parse(method, min, max, data.night.settings.mode).map_err(invalid)?;
    db::night_venue::set_seating(tx, data.night.id, &options).await?;
    let sizes = options.sizes(data.night.settings.mode);
    // The method by its key: the catalog names it (as the page's list does).
    Ok(Done::said(
        Notice::new("seating-saved")
            .with("method", options.method.key())
            .with("min", sizes.min)
            .with("max", sizes.max),
    ))
}

/// Renames the night, sets its seating rounds and (until it starts) its table settings.
pub(super) async fn set_details(
    tx: &mut PgConnection,
    data: &NightData,
    edit: NightEdit,
) -> Changed {
    let night = &data.night;
    let now = data.settings_now();
    if let Some(why) = now.refuses(&edit) {
        return Err(conflict(why));
    }
    let (games, settings) = match edit.table {
        Some(t) => {
            let packs = season::check_night_packs(tx, &t.settings.pack_ids, night.owner_id).await;
            if let Err(e) = packs {
                return Err(season::packs_refusal(&e).map_or_else(|| anyhow!(e).into(), invalid));
            }
            (t.games_per_table, t.settings)
        }
        None => (night.games_per_table, night.settings.clone()),
    };
    let rounds = edit.seating_rounds;
    db::night_venue::set_details(tx, night.id, &edit.name, rounds, games, &settings).await?;
    Ok(Done::said(
        Notice::new("night-settings-saved").with("rounds", rounds),
    ))
}

/// The most an announcement holds: a line a room can read on a projector.
pub const ANNOUNCEMENT_CHARS: usize = 200;

/// The longest countdown the organizer can set.
const COUNTDOWN_MINUTES: i64 = 180;

pub(super) async fn set_board(
    tx: &mut PgConnection,
    data: &NightData,
    announcement: &str,
    minutes: &str,
    now: DateTime<Utc>,
) -> Changed {
    let countdown_until = match minutes.trim() {
        "" => None,
        m => match m.parse::<i64>() {
            Ok(m) if (1..=COUNTDOWN_MINUTES).contains(&m) => Some(now + Duration::minutes(m)),
            _ => {
                let refused = Notice::new("night-countdown-range").with("max", COUNTDOWN_MINUTES);
                return Err(invalid(refused));
            }
        },
    };
    let line = announcement.trim();
    if line.chars().count() > ANNOUNCEMENT_CHARS {
        let refused = Notice::new("night-announcement-too-long").with("max", ANNOUNCEMENT_CHARS);
        return Err(invalid(refused));
    }
    if line.chars().any(char::is_control) {
        return Err(invalid(Notice::new("night-announcement-control")));
    }
    db::night_venue::set_board(tx, data.night.id, line, countdown_until).await?;
    Ok(Done::said(match countdown_until {
        Some(_) => Notice::new("night-board-countdown"),
        None => Notice::new("night-board-shown"),
    }))
}
