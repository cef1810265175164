//! Sit-outs (byes): when the players here cannot all sit at tables within the night's
//! bounds, the fewest possible sit a seating round out, and they take turns.
//!
//! Whose turn it is: the players who have played the most seating rounds this night, then
//! those who sat out least, then a seeded draw. For players here all night that means
//! nobody sits out twice before everyone has sat out once; a latecomer has already missed
//! rounds, so they are not made to miss another before the others have had their turn.

use std::collections::HashMap;
use std::hash::Hash;

use super::seating::{SeatingError, TableSizes, drawn, table_sizes};

/// The fewest players who must sit out so that the rest sit at tables within `sizes`.
pub fn needed(players: usize, sizes: TableSizes) -> Result<usize, SeatingError> {
    (0..players)
        .find(|&out| table_sizes(players - out, sizes).is_ok())
        .ok_or(SeatingError::NoFit {
            players,
            min: sizes.min,
            max: sizes.max,
        })
}

/// What the night so far says of one player.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Turns {
    /// Confirmed seating rounds the player sat at a table.
    pub seated: u32,
    /// Confirmed seating rounds the player sat out.
    pub sat_out: u32,
}

/// Chooses `count` of `players` to sit out, by whose turn it is (see the module's
/// comment); the same inputs always give the same choice. Sorted.
pub fn choose<P: Copy + Ord + Hash>(
    players: &[P],
    turns: &HashMap<P, Turns>,
    count: usize,
    seed: u64,
) -> Vec<P> {
    // The draw first, then a stable sort by turn keeps the draw among equals.
    let mut order = drawn(players, seed);
    order.sort_by_key(|p| {
        let t = turns.get(p).copied().unwrap_or_default();
        (std::cmp::Reverse(t.seated), t.sat_out)
    });
    let mut out: Vec<P> = order.into_iter().take(count).collect();
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn only_counts_that_cannot_be_seated_need_sit_outs() {
        let team = TableSizes::TEAM;
        assert_eq!(needed(15, team), Ok(0), "7 and 8");
        assert_eq!(needed(13, team), Ok(1), "one table of 13 or two of 6 or 7");
        assert_eq!(needed(8, team), Ok(0));
        assert!(needed(6, team).is_err(), "fewer than one table");
        let sevens = TableSizes { min: 7, max: 7 };
        assert_eq!(needed(15, sevens), Ok(1));
        assert_eq!(needed(20, sevens), Ok(6));
        assert_eq!(needed(9, TableSizes::STANDARD), Ok(0));
        let fives = TableSizes { min: 5, max: 6 };
        assert_eq!(needed(9, fives), Ok(3), "one table of 6");
        assert_eq!(needed(10, fives), Ok(0));
    }

    #[test]
    fn the_players_who_played_most_sit_out_first() {
        let turns = HashMap::from([
            (
                'a',
                Turns {
                    seated: 2,
                    sat_out: 0,
                },
            ),
            (
                'b',
                Turns {
                    seated: 1,
                    sat_out: 1,
                },
            ),
            (
                'c',
                Turns {
                    seated: 2,
                    sat_out: 0,
                },
            ),
            // A latecomer: missed both rounds.
            (
                'd',
                Turns {
                    seated: 0,
                    sat_out: 0,
                },
            ),
        ]);
        let players = ['a', 'b', 'c', 'd'];
        for seed in 0..20 {
            let one = choose(&players, &turns, 1, seed);
            assert!(one == ['a'] || one == ['c'], "{one:?}");
        }
        assert_eq!(choose(&players, &turns, 3, 5), ['a', 'b', 'c']);
        assert_eq!(
            choose(&players, &turns, 1, 5),
            choose(&players, &turns, 1, 5)
        );
    }

    /// Seats `rounds` rounds of `n` players here all night at tables of `sizes`, recording
    /// each round's sit-outs, and checks the turns after every round.
    fn rotate(n: usize, rounds: u32, sizes: TableSizes, seed: u64) -> Result<(), TestCaseError> {
        let players: Vec<usize> = (0..n).collect();
        let mut turns: HashMap<usize, Turns> = HashMap::new();
        let out = needed(n, sizes).unwrap();
        for round in 0..rounds {
            let chosen = choose(&players, &turns, out, seed ^ u64::from(round));
            prop_assert_eq!(chosen.len(), out);
            let seated = n - out;
            prop_assert!(table_sizes(seated, sizes).is_ok());
            for p in &players {
                let t = turns.entry(*p).or_default();
                if chosen.contains(p) {
                    t.sat_out += 1;
                } else {
                    t.seated += 1;
                }
            }
            let counts: Vec<u32> = turns.values().map(|t| t.sat_out).collect();
            let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
            // Nobody sits out twice before everyone has sat out once.
            prop_assert!(hi - lo <= 1, "round {}: sit-outs {:?}", round + 1, turns);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn sit_outs_rotate_fairly_and_the_rest_seat_legally(
            more in 0usize..=52,
            rounds in 1u32..=8,
            min in 4usize..=8,
            extra in 0usize..=4,
            seed in any::<u64>(),
        ) {
            // At least one table's worth of players: fewer cannot play at all.
            let sizes = TableSizes { min, max: min + extra };
            rotate(min + more, rounds, sizes, seed)?;
        }
    }
}
