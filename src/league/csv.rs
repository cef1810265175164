//! The league's CSV exports: standings (night and season), rounds with results, and
//! corrections, written by `crate::spreadsheet` (text someone typed never runs as a
//! formula).

use chrono::{DateTime, SecondsFormat, Utc};
use uuid::Uuid;

use super::corrections::TotalChange;
use super::report::RoundLine;
use super::standings::{NightScore, SeasonScore};

pub use crate::spreadsheet::{text, write};

fn time(t: Option<DateTime<Utc>>) -> String {
    t.map(|t| t.to_rfc3339_opts(SecondsFormat::Secs, true))
        .unwrap_or_default()
}

fn header(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| s.to_string()).collect()
}

pub fn night_standings(lines: &[(&NightScore<Uuid>, &str)]) -> String {
    let mut rows = vec![header(&[
        "rank",
        "tied",
        "player",
        "points",
        "adjustment",
        "rounds_played",
        "spy_wins",
        "spies_caught",
        "head_to_head",
    ])];
    rows.extend(lines.iter().map(|(l, name)| {
        vec![
            l.rank.to_string(),
            l.tied.to_string(),
            text(name),
            l.points.to_string(),
            l.adjustment.to_string(),
            l.rounds_played.to_string(),
            l.spy_wins.to_string(),
            l.spies_caught.to_string(),
            l.head_to_head.to_string(),
        ]
    }));
    write(rows)
}

pub fn season_standings(lines: &[(&SeasonScore<Uuid>, &str)]) -> String {
    let mut rows = vec![header(&[
        "rank",
        "tied",
        "player",
        "points",
        "nights_played",
        "nights_counted",
        "spy_wins",
        "spies_caught",
    ])];
    rows.extend(lines.iter().map(|(l, name)| {
        vec![
            l.rank.to_string(),
            l.tied.to_string(),
            text(name),
            l.points.to_string(),
            l.nights_played.to_string(),
            l.nights_counted.to_string(),
            l.spy_wins.to_string(),
            l.spies_caught.to_string(),
        ]
    }));
    write(rows)
}

/// One row per player of each round: where and when it was played, how it ended, the
/// player's part and points, and whether the round was voided.
pub fn rounds(rounds: &[RoundLine], name: impl Fn(Uuid) -> String) -> String {
    let mut rows = vec![header(&[
        "seating_round",
        "table",
        "room",
        "game",
        "round",
        "ended_at",
        "outcome",
        "winner",
        "player",
        "spy",
        "points",
        "voided",
    ])];
    for r in rounds {
        for &(player, points) in &r.played.points {
            rows.push(vec![
                r.seating_round.to_string(),
                r.table.to_string(),
                r.room_code.clone(),
                r.game.to_string(),
                r.number.to_string(),
                time(r.ended_at),
                r.outcome.to_string(),
                r.winner.to_string(),
                text(&name(player)),
                r.played.spies.contains(&player).to_string(),
                points.to_string(),
                r.voided.to_string(),
            ]);
        }
    }
    write(rows)
}

/// A correction as the audit list shows it.
#[derive(Debug, Clone)]
pub struct AuditEntry {
    pub at: DateTime<Utc>,
    pub by: String,
    pub kind: String,
    /// The adjusted player, or the voided round ("round 2, table 1, game 1, round 3").
    pub target: String,
    pub points: Option<i32>,
    pub reason: String,
    pub changes: Vec<TotalChange>,
}

impl AuditEntry {
    /// "Ann 5 → 7; Bob 3 → 1".
    pub fn changes_text(&self) -> String {
        if self.changes.is_empty() {
            return "no total changed".into();
        }
        self.changes
            .iter()
            .map(|c| format!("{} {} → {}", c.name, c.before, c.after))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

pub fn corrections(entries: &[AuditEntry]) -> String {
    let mut rows = vec![header(&[
        "at", "by", "kind", "target", "points", "reason", "changes",
    ])];
    rows.extend(entries.iter().map(|e| {
        vec![
            time(Some(e.at)),
            text(&e.by),
            e.kind.clone(),
            text(&e.target),
            e.points.map(|p| p.to_string()).unwrap_or_default(),
            text(&e.reason),
            text(&e.changes_text()),
        ]
    }));
    write(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::league::standings;
    use std::collections::HashSet;

    #[test]
    fn typed_text_never_becomes_a_formula() {
        assert_eq!(text("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(text("-1"), "'-1");
        assert_eq!(text("Ann"), "Ann");
        let a = Uuid::from_u128(1);
        let lines = standings::night(&[a], &[], &HashSet::new(), &[(a, -2)]);
        let csv = night_standings(&[(&lines[0], "@Ann, \"the spy\"")]);
        assert_eq!(
            csv,
            "rank,tied,player,points,adjustment,rounds_played,spy_wins,spies_caught,head_to_head\n\
             1,false,\"'@Ann, \"\"the spy\"\"\",-2,-2,0,0,0,0\n"
        );
    }
}
