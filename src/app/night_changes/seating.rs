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
use crate::rooms::code;
use crate::text::sentence;

/// Proposes the next seating round (or proposes the waiting one again).
pub(super) async fn propose(tx: &mut PgConnection, data: &NightData) -> Changed {
    let (round, places) = proposal_for(data)?;
    db::league::save_seating(tx, data.night.id, round as i32, &places).await?;
    let n = places.tables.len();
    let tables = if n == 1 {
        "1 table".into()
    } else {
        format!("{n} tables")
    };
    let out = match places.sitting_out.len() {
        0 => String::new(),
        1 => format!(", {} sits out", data.name_of(places.sitting_out[0])),
        k => format!(", {k} sit out"),
    };
    Ok(Done::said(format!(
        "Seating round {round} proposed: {tables}{out}. Move players if you need to, then confirm."
    )))
}

fn proposal_for(data: &NightData) -> Result<(u32, Places), NightError> {
    if data.night.finished_at.is_some() {
        return Err(conflict("This night is finished."));
    }
    let round = data.confirmed_rounds() + 1;
    if round > data.night.seating_rounds as u32 {
        return Err(conflict(format!(
            "All {} seating rounds of this night are seated.",
            data.night.seating_rounds
        )));
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
        Err(_) if present.is_empty() => Err(invalid(
            "Nobody is checked in yet: check players in (or they check in by phone) first.",
        )),
        Err(e) => Err(invalid(sentence(&format!(
            "{e}: only the {} players checked in are seated",
            present.len()
        )))),
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
        .ok_or_else(|| conflict("There is no proposal to change: propose a seating first."))?;
    let p = player
        .and_then(|p| data.player(p))
        .ok_or_else(|| invalid("Choose a player of this night."))?;
    if p.withdrawn {
        return Err(invalid("That player is withdrawn: bring them back first."));
    }
    if !p.checked_in {
        return Err(invalid(
            "That player is not checked in: check them in first.",
        ));
    }
    let places = seating::move_player(&proposal.places(), p.id, to)
        .map_err(|e| invalid(sentence(&e.to_string())))?;
    db::league::save_seating(tx, data.night.id, proposal.round as i32, &places).await?;
    Ok(Done::said(match to {
        Place::Table(n) => format!("{} moved to table {n}.", p.display_name),
        Place::SitOut => format!("{} sits this round out.", p.display_name),
    }))
}

pub(super) async fn discard(tx: &mut PgConnection, data: &NightData) -> Changed {
    let p = data
        .proposal()
        .ok_or_else(|| conflict("There is no proposal to discard."))?;
    db::league::discard_seating(tx, data.night.id, p.round as i32).await?;
    Ok(Done::said(format!(
        "The proposal for seating round {} was discarded.",
        p.round
    )))
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
        .ok_or_else(|| conflict("There is no proposal to confirm."))?;
    if data.night.finished_at.is_some() {
        return Err(conflict("This night is finished."));
    }
    if let Err(e) = seating::check_playable(&proposal.tables, data.night.settings.mode) {
        let message = match e {
            SeatingProblem::TableSize { .. } => format!("{e}: move players first"),
            other => other.to_string(),
        };
        return Err(invalid(sentence(&message)));
    }
    // The tables of the round before stop playing first: their players move on.
    let rooms = super::moving_on::move_on(tx, data, end_playing, now).await?;
    let mut codes = Vec::new();
    for (i, table) in proposal.tables.iter().enumerate() {
        let room_code = open_table(tx, data, (proposal.round, i + 1), table, now).await?;
        codes.push(format!("table {}: {room_code}", i + 1));
    }
    db::league::confirm_seating(tx, data.night.id, proposal.round as i32, now).await?;
    Ok(Done {
        rooms,
        ..Done::said(format!(
            "Seating round {} confirmed; rooms {}. Players see their table in the app.",
            proposal.round,
            codes.join(", ")
        ))
    })
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
