//! A night's seating rounds: proposing one, moving players, discarding the proposal, and
//! confirming it (one room per table).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use super::{Changed, Done, NightError, conflict, invalid};
use crate::app::night::NightData;
use crate::db;
use crate::league::night::{self as seating, Place, Places, SeatingProblem};
use crate::league::seating::SeatingError;
use crate::notice::Notice;
use crate::rooms::code;

/// Proposes the next seating round (or proposes the waiting one again).
pub(super) async fn propose(tx: &mut PgConnection, data: &NightData) -> Changed {
    let (round, places) = proposal_for(data)?;
    db::league::save_seating(tx, data.night.id, round as i32, &places).await?;
    let notice = match places.sitting_out.as_slice() {
        [] => Notice::new("seating-round-proposed"),
        [one] => Notice::new("seating-round-proposed-one-out").with("name", data.name_of(*one)),
        out => Notice::new("seating-round-proposed-out").with("out", out.len()),
    };
    Ok(Done::said(
        notice
            .with("round", round)
            .with("tables", places.tables.len()),
    ))
}

fn proposal_for(data: &NightData) -> Result<(u32, Places), NightError> {
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-is-finished")));
    }
    let round = data.confirmed_rounds() + 1;
    if round > data.night.seating_rounds as u32 {
        let all = data.night.seating_rounds;
        return Err(conflict(
            Notice::new("seating-all-rounds-seated").with("count", all),
        ));
    }
    let present = data.present();
    let earlier: Vec<Places> = (data.seatings.iter())
        .filter(|s| s.confirmed)
        .map(|s| s.places())
        .collect();
    let scores: HashMap<Uuid, i64> = (data.report.standings.iter())
        .map(|l| (l.player, i64::from(l.points)))
        .collect();
    let inputs = seating::Inputs {
        present: &present,
        earlier: &earlier,
        scores: &scores,
        mode: data.night.settings.mode,
        options: data.night.seating,
        seed: data.night.seed as u64,
        round,
    };
    match seating::propose(&inputs) {
        Ok(places) => Ok((round, places)),
        Err(_) if present.is_empty() => Err(invalid(Notice::new("seating-nobody-checked-in"))),
        Err(SeatingError::NoFit { players, min, max }) => Err(invalid(
            Notice::new("seating-no-fit")
                .with("players", players)
                .with("min", min)
                .with("max", max)
                .with("here", present.len()),
        )),
    }
}

pub(super) async fn move_player(
    tx: &mut PgConnection,
    data: &NightData,
    player: Option<Uuid>,
    to: Place,
) -> Changed {
    let proposal = data
        .proposal()
        .ok_or_else(|| conflict(Notice::new("seating-no-proposal-to-change")))?;
    let p = player
        .and_then(|p| data.player(p))
        .ok_or_else(|| invalid(Notice::new("night-choose-player")))?;
    if p.withdrawn {
        return Err(invalid(Notice::new("seating-player-withdrawn")));
    }
    if !p.checked_in {
        return Err(invalid(Notice::new("seating-player-not-checked-in")));
    }
    let places =
        seating::move_player(&proposal.places(), p.id, to).map_err(|e| invalid(e.notice()))?;
    db::league::save_seating(tx, data.night.id, proposal.round as i32, &places).await?;
    Ok(Done::said(match to {
        Place::Table(n) => Notice::new("seating-player-moved")
            .with("name", &p.display_name)
            .with("table", n),
        Place::SitOut => Notice::new("seating-player-sits-out").with("name", &p.display_name),
    }))
}

pub(super) async fn discard(tx: &mut PgConnection, data: &NightData) -> Changed {
    let p = data
        .proposal()
        .ok_or_else(|| conflict(Notice::new("seating-no-proposal-to-discard")))?;
    db::league::discard_seating(tx, data.night.id, p.round as i32).await?;
    Ok(Done::said(
        Notice::new("seating-discarded").with("round", p.round),
    ))
}

/// Confirms the proposal: one room per table, with the night's settings, its players
/// seated in the proposal's order and the first of them the host.
pub(super) async fn confirm(
    tx: &mut PgConnection,
    data: &NightData,
    end_playing: Option<&[String]>,
    now: DateTime<Utc>,
) -> Changed {
    let proposal = data
        .proposal()
        .ok_or_else(|| conflict(Notice::new("seating-no-proposal-to-confirm")))?;
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-is-finished")));
    }
    if let Err(e) = seating::check_playable(&proposal.tables, data.night.settings.mode) {
        return Err(invalid(unplayable(&e)));
    }
    // The tables of the round before stop playing first: their players move on.
    let rooms = super::moving_on::move_on(tx, data, end_playing, now).await?;
    let mut opened = Vec::new();
    for (i, table) in proposal.tables.iter().enumerate() {
        opened.push(open_table(tx, data, (proposal.round, i + 1), table, now).await?);
    }
    db::league::confirm_seating(tx, data.night.id, proposal.round as i32, now).await?;
    Ok(Done {
        rooms,
        opened,
        ..Done::said(Notice::new("seating-confirmed").with("round", proposal.round))
    })
}

/// Why a proposal cannot be played: a table's size is the organizer's to fix by moving
/// players.
fn unplayable(e: &SeatingProblem) -> Notice {
    match e {
        SeatingProblem::TableSize { .. } => Notice {
            args: e.notice().args,
            ..Notice::new("seating-table-size-move")
        },
        SeatingProblem::NoSuchTable(_) => e.notice(),
    }
}

/// Opens the room of seating round `round`'s table `number` with its players seated;
/// answers the room's code.
async fn open_table(
    tx: &mut PgConnection,
    data: &NightData,
    (round, number): (u32, usize),
    table: &[Uuid],
    now: DateTime<Utc>,
) -> Result<String, NightError> {
    let room_id = Uuid::new_v4();
    let mut room_code = None;
    for _ in 0..16 {
        let c = code::generate(&mut rand::rng());
        let night = data.night.id;
        if db::league::insert_table_room(tx, room_id, &c, &data.night.settings, night, now).await? {
            room_code = Some(c);
            break;
        }
    }
    let room_code = room_code.ok_or_else(|| anyhow::anyhow!("no free room code"))?;
    for (seat, &player) in table.iter().enumerate() {
        let p = data
            .player(player)
            .ok_or_else(|| anyhow::anyhow!("seated player is not in the night"))?;
        let room_player =
            db::rooms::seat_player(tx, room_id, p.user_id, &p.display_name, seat as i32).await?;
        if seat == 0 {
            db::rooms::set_host(tx, room_id, Some(room_player)).await?;
        }
    }
    db::league::insert_table(tx, data.night.id, round as i32, number as i32, room_id).await?;
    Ok(room_code)
}
