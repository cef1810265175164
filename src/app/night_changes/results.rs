//! A night's results: corrections (points adjusted, rounds voided, each with its reason
//! and what it changed) and finishing or reopening the night.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::{Changed, Correction, Done, NightError, conflict, invalid};
use crate::app::night::{Extra, NightData};
use crate::db;
use crate::db::league::NewCorrection;
use crate::league::corrections;
use crate::notice::Notice;
use crate::staff::Account;

pub(super) async fn correct(
    tx: &mut PgConnection,
    data: &NightData,
    by: &Account,
    correction: Correction,
    now: DateTime<Utc>,
) -> Changed {
    let (extra, reason) = extra_of(data, &correction)?;
    let after = data.report_with(&extra);
    let changes = corrections::changes(&data.report.standings, &after.standings, |p| {
        data.name_of(p)
    });
    let (player, points, round) = match extra {
        Extra::Adjust(p, n) => (Some(p), Some(n), None),
        Extra::Void(r) => (None, None, Some(r)),
        Extra::None => (None, None, None),
    };
    let record = NewCorrection {
        night: data.night.id,
        player,
        points,
        round,
        reason: &reason,
        by_user: by.user_id,
        by_name: &by.username,
        at: now,
        changes: &changes,
    };
    db::league::insert_correction(tx, &record).await?;
    Ok(Done::said(match extra {
        Extra::Void(_) => Notice::new("night-round-voided"),
        _ => Notice::new("night-points-adjusted"),
    }))
}

/// The correction as the report applies it, and its checked reason.
fn extra_of(data: &NightData, correction: &Correction) -> Result<(Extra, String), NightError> {
    match correction {
        Correction::Void { round, reason } => {
            let reason = corrections::reason(reason).map_err(invalid)?;
            let round = round
                .and_then(|r| data.report.rounds.iter().find(|l| l.round_id == r))
                .ok_or_else(|| invalid(Notice::new("night-choose-round")))?;
            if round.voided {
                return Err(conflict(Notice::new("night-round-already-voided")));
            }
            Ok((Extra::Void(round.round_id), reason))
        }
        Correction::Adjust {
            player,
            points,
            reason,
        } => {
            let reason = corrections::reason(reason).map_err(invalid)?;
            let player = player
                .and_then(|p| data.player(p))
                .ok_or_else(|| invalid(Notice::new("night-choose-player")))?;
            let points = corrections::adjustment(points).map_err(invalid)?;
            Ok((Extra::Adjust(player.id, points), reason))
        }
    }
}

pub(super) async fn set_finished(
    tx: &mut PgConnection,
    data: &NightData,
    finish: bool,
    end_playing: Option<&[String]>,
    now: DateTime<Utc>,
) -> Changed {
    // Sent twice (a double click, a second tab): the second changes nothing.
    if finish == data.night.finished_at.is_some() {
        return Ok(Done::said(if finish {
            Notice::new("night-already-finished")
        } else {
            Notice::new("night-already-open")
        }));
    }
    if finish && data.proposal().is_some() {
        return Err(conflict(Notice::new("night-proposal-waiting")));
    }
    db::league::set_finished(tx, data.night.id, finish.then_some(now)).await?;
    // Finishing stops the tables (their rounds in play end without points); reopening
    // lets the last seating round's tables play on.
    let rooms = super::moving_on::move_on(tx, data, end_playing, now).await?;
    Ok(Done {
        rooms,
        ..Done::said(if finish {
            Notice::new("night-finish-done")
        } else {
            Notice::new("night-reopen-done")
        })
    })
}
