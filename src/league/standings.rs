//! Night and season standings, from the rounds played and the organizers' corrections.
//!
//! A night ranks its players by total points (round points plus adjustments), then by
//! rounds won as the spy, then by spies caught, then head-to-head among the players still
//! level; players equal on all four share a rank (docs/league.md). A season sums each
//! player's nights, or their best N nights, and ranks by the same first three keys.

use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use uuid::Uuid;

use crate::engine::Round;
use crate::engine::fair_deal::{Chance, spy_chances};
use crate::engine::scoring::{Winner, bonus_player};

/// One finished round as the standings see it, its players named by `P`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played<P> {
    pub round_id: Uuid,
    /// Who held a spy card (nobody when it lay in the middle; two with two spies).
    pub spies: Vec<P>,
    pub spy_won: bool,
    /// The player credited with unmasking a spy: the one the rules give the non-spies'
    /// bonus to.
    pub caught_by: Option<P>,
    /// Every dealt player's points.
    pub points: Vec<(P, i32)>,
    /// Every dealt player's chance of a spy card in this deal (the fair-deal ledger).
    pub chances: Vec<(P, Chance)>,
}

impl<P: Copy + Eq> Played<P> {
    /// The finished `round`'s record with its players renamed by `name`; `None` while the
    /// round is still being played.
    pub fn of_round(
        round_id: Uuid,
        round: &Round,
        name: impl Fn(crate::engine::PlayerId) -> P,
    ) -> Option<Played<P>> {
        let result = round.result.as_ref()?;
        let caught_by = bonus_player(round, &result.outcome);
        Some(Played {
            round_id,
            spies: result.spies.iter().map(|&s| name(s)).collect(),
            spy_won: result.winner == Winner::Spy && !result.spies.is_empty(),
            caught_by: caught_by.map(&name),
            points: result.points.iter().map(|&(p, n)| (name(p), n)).collect(),
            chances: (spy_chances(round).into_iter())
                .map(|(p, c)| (name(p), c))
                .collect(),
        })
    }
}

/// A player's line in a night's standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightScore<P> {
    pub player: P,
    /// Round points plus adjustments.
    pub points: i32,
    pub adjustment: i32,
    pub rounds_played: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    /// Counted rounds in which the player held a spy card, and the rounds a uniform deal
    /// gives them on average, in thousandths (the fair-deal ledger; not a ranking key).
    pub spy_rounds: u32,
    pub expected_spy_milli: u32,
    /// Players of the same (points, spy wins, spies caught) this player outscored in the
    /// rounds they played together.
    pub head_to_head: u32,
    /// 1 for the leaders; equal players share a rank.
    pub rank: u32,
    pub tied: bool,
}

/// The night's standings. `players` lists everyone to rank (registered players, in the
/// order ties are listed); voided rounds count for nothing.
pub fn night<P: Copy + Eq + Hash>(
    players: &[P],
    rounds: &[Played<P>],
    voided: &HashSet<Uuid>,
    adjustments: &[(P, i32)],
) -> Vec<NightScore<P>> {
    let counted: Vec<&Played<P>> = rounds
        .iter()
        .filter(|r| !voided.contains(&r.round_id))
        .collect();
    let mut lines: Vec<NightScore<P>> = players
        .iter()
        .map(|&player| NightScore {
            player,
            points: 0,
            adjustment: 0,
            rounds_played: 0,
            spy_wins: 0,
            spies_caught: 0,
            spy_rounds: 0,
            expected_spy_milli: 0,
            head_to_head: 0,
            rank: 0,
            tied: false,
        })
        .collect();
    let index: HashMap<P, usize> = players.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    for round in &counted {
        for (p, n) in &round.points {
            if let Some(&i) = index.get(p) {
                lines[i].points += n;
                lines[i].rounds_played += 1;
            }
        }
        for i in round.spies.iter().filter_map(|s| index.get(s)) {
            lines[*i].spy_rounds += 1;
            lines[*i].spy_wins += u32::from(round.spy_won);
        }
        for (p, chance) in &round.chances {
            if let Some(&i) = index.get(p) {
                lines[i].expected_spy_milli += (chance.as_f64() * 1000.0).round() as u32;
            }
        }
        if let Some(i) = round.caught_by.and_then(|c| index.get(&c)) {
            lines[*i].spies_caught += 1;
        }
    }
    for (p, n) in adjustments {
        if let Some(&i) = index.get(p) {
            lines[i].points += n;
            lines[i].adjustment += n;
        }
    }
    let key = |l: &NightScore<P>| (l.points, l.spy_wins, l.spies_caught);
    // Head-to-head only among players level on every earlier key.
    for i in 0..lines.len() {
        let beaten = (0..lines.len())
            .filter(|&j| j != i && key(&lines[j]) == key(&lines[i]))
            .filter(|&j| {
                let (mine, theirs) = shared_points(&counted, lines[i].player, lines[j].player);
                mine > theirs
            })
            .count();
        lines[i].head_to_head = beaten as u32;
    }
    rank_by(&mut lines, |l| {
        (l.points, l.spy_wins, l.spies_caught, l.head_to_head)
    });
    lines
}

/// Each of two players' points in the rounds where both were dealt in.
fn shared_points<P: Copy + Eq>(rounds: &[&Played<P>], a: P, b: P) -> (i32, i32) {
    let mut totals = (0, 0);
    for round in rounds {
        let of = |p: P| round.points.iter().find(|(q, _)| *q == p).map(|e| e.1);
        if let (Some(x), Some(y)) = (of(a), of(b)) {
            totals.0 += x;
            totals.1 += y;
        }
    }
    totals
}

/// A player's result for one night, as a season sums them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightResult<P> {
    pub night: Uuid,
    pub player: P,
    pub points: i32,
    pub spy_wins: u32,
    pub spies_caught: u32,
}

/// A player's line in a season's standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonScore<P> {
    pub player: P,
    pub points: i32,
    pub nights_played: u32,
    /// The nights that count: all of them, or the best N.
    pub nights_counted: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    pub rank: u32,
    pub tied: bool,
}

/// The season's standings: each player's nights summed, or only their `best` nights by
/// points (among equal nights, the one with more spy wins, then spies caught, counts).
pub fn season<P: Copy + Eq + Hash>(
    players: &[P],
    results: &[NightResult<P>],
    best: Option<u32>,
) -> Vec<SeasonScore<P>> {
    let mut lines: Vec<SeasonScore<P>> = players
        .iter()
        .map(|&player| {
            let mut nights: Vec<&NightResult<P>> =
                results.iter().filter(|r| r.player == player).collect();
            nights.sort_by_key(|r| Reverse((r.points, r.spy_wins, r.spies_caught)));
            let played = nights.len();
            let counted = best.map_or(played, |n| played.min(n as usize));
            let kept = &nights[..counted];
            SeasonScore {
                player,
                points: kept.iter().map(|r| r.points).sum(),
                nights_played: played as u32,
                nights_counted: counted as u32,
                spy_wins: kept.iter().map(|r| r.spy_wins).sum(),
                spies_caught: kept.iter().map(|r| r.spies_caught).sum(),
                rank: 0,
                tied: false,
            }
        })
        .collect();
    rank_by(&mut lines, |l| (l.points, l.spy_wins, l.spies_caught));
    lines
}

/// Lines that can be ranked by a key, best key first.
trait Ranked {
    fn set_rank(&mut self, rank: u32, tied: bool);
}

impl<P> NightScore<P> {
    /// The rank as pages and printouts show it: "=2" for every player sharing second place.
    pub fn shown_rank(&self) -> String {
        if self.tied {
            format!("={}", self.rank)
        } else {
            self.rank.to_string()
        }
    }
}

impl<P> Ranked for NightScore<P> {
    fn set_rank(&mut self, rank: u32, tied: bool) {
        self.rank = rank;
        self.tied = tied;
    }
}

impl<P> Ranked for SeasonScore<P> {
    fn set_rank(&mut self, rank: u32, tied: bool) {
        self.rank = rank;
        self.tied = tied;
    }
}

/// Sorts best first (a stable sort: equal lines keep their given order) and gives each line
/// one plus the number of lines strictly ahead of it.
fn rank_by<L: Ranked, K: Ord + Copy>(lines: &mut [L], key: impl Fn(&L) -> K) {
    lines.sort_by_key(|l| Reverse(key(l)));
    let keys: Vec<K> = lines.iter().map(&key).collect();
    for (i, line) in lines.iter_mut().enumerate() {
        let ahead = keys.iter().filter(|k| **k > keys[i]).count();
        let equal = keys.iter().filter(|k| **k == keys[i]).count();
        line.set_rank(ahead as u32 + 1, equal > 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(spy: u8, spy_won: bool, caught_by: Option<u8>, points: &[(u8, i32)]) -> Played<u8> {
        Played {
            round_id: Uuid::new_v4(),
            spies: vec![spy],
            spy_won,
            caught_by,
            points: points.to_vec(),
            chances: points
                .iter()
                .map(|&(p, _)| {
                    (
                        p,
                        Chance {
                            num: 1,
                            den: points.len() as u32,
                        },
                    )
                })
                .collect(),
        }
    }

    fn ranks(lines: &[NightScore<u8>]) -> Vec<(u8, i32, u32, bool)> {
        lines
            .iter()
            .map(|l| (l.player, l.points, l.rank, l.tied))
            .collect()
    }

    #[test]
    fn points_add_up_over_rounds_and_adjustments_and_voided_rounds_count_nothing() {
        let a = played(1, true, None, &[(1, 2), (2, 0), (3, 0), (4, 0)]);
        let b = played(2, false, Some(1), &[(1, 2), (2, 0), (3, 1), (4, 1)]);
        let c = played(3, true, None, &[(1, 0), (2, 0), (3, 4), (4, 0)]);
        let voided = HashSet::from([c.round_id]);
        let lines = night(&[1, 2, 3, 4], &[a, b, c], &voided, &[(4, 3), (2, -1)]);
        assert_eq!(
            ranks(&lines),
            vec![
                (1, 4, 1, false),
                (4, 4, 2, false),
                (3, 1, 3, false),
                (2, -1, 4, false)
            ],
            "1 and 4 are level on points and 1 won a round as the spy"
        );
    }

    #[test]
    fn spy_wins_then_spies_caught_break_ties_on_points() {
        // 1 and 2 both on 2 points: 1 won once as spy, 2 never.
        let a = played(1, true, None, &[(1, 2), (2, 0), (3, 0)]);
        let b = played(3, false, Some(2), &[(1, 0), (2, 2), (3, 0)]);
        let lines = night(&[2, 1, 3], &[a, b], &HashSet::new(), &[]);
        assert_eq!(lines[0].player, 1);
        assert_eq!((lines[0].spy_wins, lines[1].spies_caught), (1, 1));
        assert_eq!(lines[1].player, 2);
        assert!(!lines[0].tied && !lines[1].tied);
    }

    #[test]
    fn head_to_head_orders_players_still_level_and_true_ties_share_a_rank() {
        // Four players end on 1 point with nothing else. 1 outscored 2 in the round they
        // played together, so 1 is ahead; 2, 3 and 4 beat nobody level with them: a tie,
        // shown as one.
        let met = played(9, false, None, &[(1, 1), (2, 0), (9, 0)]);
        let two = played(8, false, None, &[(2, 1), (8, 0)]);
        let three = played(7, false, None, &[(3, 1), (7, 0)]);
        let four = played(6, false, None, &[(4, 1), (6, 0)]);
        let lines = night(
            &[1, 2, 3, 4],
            &[met, two, three, four],
            &HashSet::new(),
            &[],
        );
        let top: Vec<(u8, u32, bool)> = lines[..4]
            .iter()
            .map(|l| (l.player, l.rank, l.tied))
            .collect();
        assert_eq!(
            top,
            vec![(1, 1, false), (2, 2, true), (3, 2, true), (4, 2, true)]
        );
    }

    #[test]
    fn a_round_voided_after_a_head_to_head_no_longer_decides_it() {
        let met = played(9, false, None, &[(1, 1), (2, 0), (9, 0)]);
        let other = played(8, false, None, &[(2, 1), (8, 0)]);
        let voided = HashSet::from([met.round_id]);
        let lines = night(&[1, 2], &[met, other], &voided, &[(1, 1)]);
        assert!(lines.iter().all(|l| l.rank == 1 && l.tied));
        assert_eq!(lines[0].shown_rank(), "=1", "a shared place is marked");
    }

    #[test]
    fn players_without_rounds_are_listed_with_zero() {
        let lines = night(&[1, 2], &[], &HashSet::new(), &[]);
        assert!(lines.iter().all(|l| l.points == 0 && l.rank == 1 && l.tied));
    }

    fn result(night: u8, player: u8, points: i32, spy_wins: u32) -> NightResult<u8> {
        NightResult {
            night: Uuid::from_u128(night as u128),
            player,
            points,
            spy_wins,
            spies_caught: 0,
        }
    }

    #[test]
    fn a_season_sums_nights_or_only_the_best_n() {
        let results = [
            result(1, 1, 10, 0),
            result(2, 1, 2, 0),
            result(3, 1, 3, 0),
            result(1, 2, 7, 1),
            result(2, 2, 7, 0),
        ];
        let all = season(&[1, 2], &results, None);
        assert_eq!(
            all.iter()
                .map(|l| (l.player, l.points, l.nights_counted))
                .collect::<Vec<_>>(),
            vec![(1, 15, 3), (2, 14, 2)]
        );
        let best_one = season(&[1, 2], &results, Some(1));
        assert_eq!(
            best_one
                .iter()
                .map(|l| (l.player, l.points, l.nights_played, l.nights_counted))
                .collect::<Vec<_>>(),
            vec![(1, 10, 3, 1), (2, 7, 2, 1)]
        );
        let best_two = season(&[1, 2], &results, Some(2));
        assert_eq!(
            best_two
                .iter()
                .map(|l| (l.player, l.points, l.rank, l.tied))
                .collect::<Vec<_>>(),
            vec![(2, 14, 1, false), (1, 13, 2, false)]
        );
    }

    #[test]
    fn season_ties_are_shared() {
        let results = [result(1, 1, 5, 1), result(1, 2, 5, 1), result(1, 3, 4, 0)];
        let lines = season(&[1, 2, 3], &results, None);
        assert_eq!(
            lines
                .iter()
                .map(|l| (l.player, l.rank, l.tied))
                .collect::<Vec<_>>(),
            vec![(1, 1, true), (2, 1, true), (3, 3, false)]
        );
    }
}
