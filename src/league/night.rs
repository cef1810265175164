//! A night's seating rounds, by player id: proposing tables from the night's history,
//! moving a player between tables before confirming, and checking a seating can be played.

use std::collections::HashMap;

use uuid::Uuid;

use super::seating::{self, Meetings, Seat, SeatingError, TableSizes};
use crate::engine::Mode;

/// Tables of one seating round, each an ordered list of night players.
pub type Tables = Vec<Vec<Uuid>>;

/// Sizes a proposal aims for in each mode.
pub fn proposal_sizes(mode: Mode) -> TableSizes {
    match mode {
        Mode::Standard => TableSizes::STANDARD,
        Mode::Team => TableSizes::TEAM,
    }
}

/// Sizes a confirmed table may have: what the rules let a round start with, from 4
/// (the league plays no 2- or 3-player variants) to 12.
pub fn playable_sizes(mode: Mode) -> TableSizes {
    match mode {
        Mode::Standard => TableSizes { min: 4, max: 12 },
        Mode::Team => TableSizes::TEAM,
    }
}

/// Proposes round `round`'s tables for `players`, given the tables of the night's earlier
/// rounds. The same inputs always give the same tables.
pub fn propose(
    players: &[Uuid],
    earlier: &[Tables],
    mode: Mode,
    seed: u64,
    round: u32,
) -> Result<Tables, SeatingError> {
    let mut ids: Vec<Uuid> = players.to_vec();
    ids.sort_unstable();
    let index: HashMap<Uuid, Seat> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (id, i as Seat))
        .collect();
    let mut meetings = Meetings::default();
    for tables in earlier {
        let known: Vec<Vec<Seat>> = tables
            .iter()
            .map(|t| t.iter().filter_map(|p| index.get(p).copied()).collect())
            .collect();
        meetings.record(&known);
    }
    let seats: Vec<Seat> = (0..ids.len() as Seat).collect();
    // Each round draws from its own stream of the night's seed.
    let round_seed = seed ^ u64::from(round).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let tables = seating::seat(&seats, &meetings, proposal_sizes(mode), round_seed)?;
    Ok(tables
        .into_iter()
        .map(|t| t.into_iter().map(|s| ids[s as usize]).collect())
        .collect())
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingProblem {
    #[error("that player is not seated in this round")]
    NotSeated,
    #[error("there is no table {0}")]
    NoSuchTable(usize),
    #[error("table {table} has {players} players; tables seat {min} to {max}")]
    TableSize {
        table: usize,
        players: usize,
        min: usize,
        max: usize,
    },
}

/// Moves `player` to table `to` (1-based; one past the last table opens a new one). Tables
/// left empty close and the later ones are renumbered.
pub fn move_player(tables: &Tables, player: Uuid, to: usize) -> Result<Tables, SeatingProblem> {
    let from = tables
        .iter()
        .position(|t| t.contains(&player))
        .ok_or(SeatingProblem::NotSeated)?;
    if to == 0 || to > tables.len() + 1 {
        return Err(SeatingProblem::NoSuchTable(to));
    }
    let mut next = tables.clone();
    if to - 1 == from {
        return Ok(next);
    }
    next[from].retain(|&p| p != player);
    if to > next.len() {
        next.push(Vec::new());
    }
    next[to - 1].push(player);
    next.retain(|t| !t.is_empty());
    Ok(next)
}

/// The tables without `player` (withdrawn); a table left empty closes.
pub fn without(tables: &Tables, player: Uuid) -> Tables {
    tables
        .iter()
        .map(|t| {
            t.iter()
                .copied()
                .filter(|&q| q != player)
                .collect::<Vec<_>>()
        })
        .filter(|t| !t.is_empty())
        .collect()
}

/// Refuses a seating with a table the rules cannot play at.
pub fn check_playable(tables: &Tables, mode: Mode) -> Result<(), SeatingProblem> {
    let sizes = playable_sizes(mode);
    for (i, t) in tables.iter().enumerate() {
        if t.len() < sizes.min || t.len() > sizes.max {
            return Err(SeatingProblem::TableSize {
                table: i + 1,
                players: t.len(),
                min: sizes.min,
                max: sizes.max,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: u128) -> Vec<Uuid> {
        (1..=n).map(Uuid::from_u128).collect()
    }

    #[test]
    fn a_withdrawn_player_leaves_their_table_and_an_emptied_table_closes() {
        let p = ids(5);
        let tables = vec![vec![p[0], p[1]], vec![p[2]], vec![p[3], p[4]]];
        assert_eq!(
            without(&tables, p[2]),
            vec![vec![p[0], p[1]], vec![p[3], p[4]]]
        );
        assert_eq!(
            without(&tables, p[4]),
            vec![vec![p[0], p[1]], vec![p[2]], vec![p[3]]]
        );
        assert_eq!(without(&tables, Uuid::from_u128(99)), tables);
    }

    #[test]
    fn proposals_are_fixed_by_seed_and_round_and_avoid_earlier_tables() {
        let players = ids(16);
        let first = propose(&players, &[], Mode::Standard, 7, 1).unwrap();
        assert_eq!(first, propose(&players, &[], Mode::Standard, 7, 1).unwrap());
        assert_eq!(
            first.iter().map(Vec::len).collect::<Vec<_>>(),
            vec![8, 8],
            "16 players sit at two tables of 8"
        );
        let second = propose(&players, std::slice::from_ref(&first), Mode::Standard, 7, 2).unwrap();
        // Two tables of 8 from 16: at least 24 pairs must meet again (4+4 split of each
        // earlier table gives 2*(6+6)=24); a good search reaches it.
        let mut met = 0;
        for t in &second {
            for (i, a) in t.iter().enumerate() {
                for b in &t[i + 1..] {
                    if first.iter().any(|f| f.contains(a) && f.contains(b)) {
                        met += 1;
                    }
                }
            }
        }
        assert_eq!(met, 24);
    }

    #[test]
    fn team_mode_proposes_tables_of_seven_or_more() {
        let tables = propose(&ids(15), &[], Mode::Team, 1, 1).unwrap();
        let mut sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        assert_eq!(
            sizes,
            vec![7, 8],
            "15 players: two team tables, as even as possible"
        );
        assert!(check_playable(&tables, Mode::Team).is_ok());
        assert!(
            propose(&ids(13), &[], Mode::Team, 1, 1).is_err(),
            "13 players cannot sit at team tables (7 to 12)"
        );
    }

    #[test]
    fn moving_a_player_opens_and_closes_tables() {
        let [a, b, c] = [1, 2, 3].map(Uuid::from_u128);
        let tables = vec![vec![a, b], vec![c]];
        assert_eq!(move_player(&tables, c, 1).unwrap(), vec![vec![a, b, c]]);
        assert_eq!(
            move_player(&tables, a, 3).unwrap(),
            vec![vec![b], vec![c], vec![a]]
        );
        assert_eq!(move_player(&tables, a, 1).unwrap(), tables);
        assert_eq!(
            move_player(&tables, Uuid::nil(), 1),
            Err(SeatingProblem::NotSeated)
        );
        assert_eq!(
            move_player(&tables, a, 4),
            Err(SeatingProblem::NoSuchTable(4))
        );
    }

    #[test]
    fn only_tables_the_rules_can_play_are_confirmed() {
        let five = vec![ids(5)];
        assert!(check_playable(&five, Mode::Standard).is_ok());
        assert_eq!(
            check_playable(&five, Mode::Team),
            Err(SeatingProblem::TableSize {
                table: 1,
                players: 5,
                min: 7,
                max: 12
            })
        );
        assert!(check_playable(&vec![ids(3)], Mode::Standard).is_err());
        assert!(check_playable(&vec![ids(13)], Mode::Standard).is_err());
    }
}
