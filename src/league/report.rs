//! A night's report: every finished round at its tables with its result, and the
//! standings they add up to after the organizers' corrections.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::standings::{self, NightScore, Played};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::{Abandoner, Round};

/// A finished round as read from a night's table.
#[derive(Debug, Clone)]
pub struct RoundInput {
    pub round_id: Uuid,
    pub seating_round: u32,
    pub table: u32,
    pub room_code: String,
    pub game: u32,
    pub number: u32,
    pub ended_at: Option<DateTime<Utc>>,
    pub round: Round,
}

/// A round in the report; players are night players.
#[derive(Debug, Clone)]
pub struct RoundLine {
    pub round_id: Uuid,
    pub seating_round: u32,
    pub table: u32,
    pub room_code: String,
    pub game: u32,
    pub number: u32,
    pub ended_at: Option<DateTime<Utc>>,
    pub outcome: &'static str,
    pub winner: &'static str,
    pub played: Played<Uuid>,
    pub voided: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Report {
    pub standings: Vec<NightScore<Uuid>>,
    pub rounds: Vec<RoundLine>,
}

/// The night's report. `night_player` maps the tables' room players to night players;
/// `players` is everyone to rank, in the order ties are listed.
pub fn build(
    players: &[Uuid],
    rounds: &[RoundInput],
    night_player: &HashMap<Uuid, Uuid>,
    voided: &HashSet<Uuid>,
    adjustments: &[(Uuid, i32)],
) -> Report {
    let lines: Vec<RoundLine> = rounds
        .iter()
        .filter_map(|r| {
            let result = r.round.result.as_ref()?;
            // A room player who is no night player keeps their own id and is not ranked.
            let played = Played::of_round(r.round_id, &r.round, |p| {
                night_player.get(&p.0).copied().unwrap_or(p.0)
            })?;
            Some(RoundLine {
                round_id: r.round_id,
                seating_round: r.seating_round,
                table: r.table,
                room_code: r.room_code.clone(),
                game: r.game,
                number: r.number,
                ended_at: r.ended_at,
                outcome: outcome_label(&result.outcome),
                winner: winner_label(result.winner),
                played,
                voided: voided.contains(&r.round_id),
            })
        })
        .collect();
    let played: Vec<Played<Uuid>> = lines.iter().map(|l| l.played.clone()).collect();
    Report {
        standings: standings::night(players, &played, voided, adjustments),
        rounds: lines,
    }
}

/// How a round ended, in words that name nobody.
pub fn outcome_label(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Indicted { spy: true, .. } => "spy unmasked by a vote",
        Outcome::Indicted { spy: false, .. } => "a non-spy was voted out",
        Outcome::SpyGuessed { correct: true, .. } => "spy named the location",
        Outcome::SpyGuessed { correct: false, .. } => "spy named a wrong location",
        Outcome::TimeUp => "time ran out",
        Outcome::Convicted { spy: true, .. } => "spy convicted in final voting",
        Outcome::Convicted { spy: false, .. } => "a non-spy convicted in final voting",
        Outcome::NoConviction => "final voting convicted nobody",
        Outcome::AccusedRevealed { spy: true, .. } => "the accused was the spy",
        Outcome::AccusedRevealed { spy: false, .. } => "the accused was not the spy",
        Outcome::MiddleRevealed { .. } => "the middle card was revealed",
        Outcome::Team { .. } => "team round",
        Outcome::Voided { .. } => "void (a player left the table)",
        Outcome::Abandoned {
            by: Abandoner::Host,
        } => "abandoned by the host",
        Outcome::Abandoned {
            by: Abandoner::Organizer,
        } => "ended by the organizer",
    }
}

pub fn winner_label(winner: Winner) -> &'static str {
    match winner {
        Winner::Spy => "spy",
        Winner::NonSpies => "non-spies",
        Winner::Everyone => "everyone",
        Winner::Nobody => "nobody",
        Winner::Teams => "teams",
    }
}
