//! Seating a league night: tables of even sizes within bounds, chosen so that players meet
//! as few of the people they already sat with that night as possible.
//!
//! Pure and deterministic: the same players, history and seed give the same tables. The
//! search is a penalty minimisation: each pair seated together again costs the square of
//! how often they have met (meeting someone a third time is worse than two people meeting
//! a second time), and swaps of two players between tables are made while they lower the
//! cost, from several seeded starting points.

use std::collections::HashMap;

/// A player of the night, by index.
pub type Seat = u32;

/// How many times each pair has already sat at one table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meetings(HashMap<(Seat, Seat), u32>);

impl Meetings {
    pub fn count(&self, a: Seat, b: Seat) -> u32 {
        self.0.get(&key(a, b)).copied().unwrap_or(0)
    }

    /// Records that every pair of each table met once more.
    pub fn record(&mut self, tables: &[Vec<Seat>]) {
        for table in tables {
            for (i, &a) in table.iter().enumerate() {
                for &b in &table[i + 1..] {
                    *self.0.entry(key(a, b)).or_insert(0) += 1;
                }
            }
        }
    }

    /// Pairs seated together that had met before, counted once per earlier meeting.
    pub fn repeats_in(&self, tables: &[Vec<Seat>]) -> u32 {
        tables
            .iter()
            .map(|t| pairs(t).map(|(a, b)| self.count(a, b)).sum::<u32>())
            .sum()
    }
}

fn key(a: Seat, b: Seat) -> (Seat, Seat) {
    if a < b { (a, b) } else { (b, a) }
}

fn pairs(table: &[Seat]) -> impl Iterator<Item = (Seat, Seat)> + '_ {
    table
        .iter()
        .enumerate()
        .flat_map(move |(i, &a)| table[i + 1..].iter().map(move |&b| (a, b)))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSizes {
    pub min: usize,
    pub max: usize,
}

impl TableSizes {
    /// Classic and Time Travel tables: 4 to 8 players.
    pub const STANDARD: TableSizes = TableSizes { min: 4, max: 8 };
    /// Team mode needs 7 players or more (RULES.md R-10), up to 12.
    pub const TEAM: TableSizes = TableSizes { min: 7, max: 12 };
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingError {
    #[error("{players} players cannot sit at tables of {min} to {max}")]
    NoFit {
        players: usize,
        min: usize,
        max: usize,
    },
}

/// The sizes of the tables for `n` players: as few tables as the maximum allows, sizes
/// differing by at most one, largest first.
pub fn table_sizes(n: usize, sizes: TableSizes) -> Result<Vec<usize>, SeatingError> {
    let no_fit = SeatingError::NoFit {
        players: n,
        min: sizes.min,
        max: sizes.max,
    };
    if n == 0 || sizes.min == 0 || sizes.min > sizes.max {
        return Err(no_fit);
    }
    let tables = n.div_ceil(sizes.max);
    if n / tables < sizes.min {
        return Err(no_fit);
    }
    let (base, bigger) = (n / tables, n % tables);
    Ok((0..tables)
        .map(|i| base + usize::from(i < bigger))
        .collect())
}

/// Starting points tried by the search.
const RESTARTS: usize = 8;

/// Tables for `players` given the night's earlier `meetings`; the same inputs and `seed`
/// always give the same tables. Each table is sorted; tables are in order of their first
/// player.
pub fn seat(
    players: &[Seat],
    meetings: &Meetings,
    sizes: TableSizes,
    seed: u64,
) -> Result<Vec<Vec<Seat>>, SeatingError> {
    let shape = table_sizes(players.len(), sizes)?;
    let mut sorted = players.to_vec();
    sorted.sort_unstable();
    let mut rng = SplitMix64(seed);
    let mut best: Option<(u64, Vec<Vec<Seat>>)> = None;
    for _ in 0..RESTARTS {
        let mut order = sorted.clone();
        rng.shuffle(&mut order);
        let mut tables = deal_into(&order, &shape);
        improve(&mut tables, meetings);
        let cost = cost(&tables, meetings);
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            best = Some((cost, tables));
        }
    }
    let (_, mut tables) = best.unwrap_or_default();
    for t in &mut tables {
        t.sort_unstable();
    }
    tables.sort();
    Ok(tables)
}

/// `players` in a seeded order: the same players (in any order) and seed always give the
/// same order.
pub(crate) fn drawn<P: Copy + Ord>(players: &[P], seed: u64) -> Vec<P> {
    let mut order = players.to_vec();
    order.sort_unstable();
    SplitMix64(seed).shuffle(&mut order);
    order
}

/// `order` cut into tables of `shape`'s sizes.
pub(crate) fn deal_into<P: Copy>(order: &[P], shape: &[usize]) -> Vec<Vec<P>> {
    let mut rest = order;
    shape
        .iter()
        .map(|&n| {
            let (table, tail) = rest.split_at(n);
            rest = tail;
            table.to_vec()
        })
        .collect()
}

fn weight(times: u32) -> u64 {
    u64::from(times) * u64::from(times)
}

fn cost(tables: &[Vec<Seat>], meetings: &Meetings) -> u64 {
    tables
        .iter()
        .map(|t| {
            pairs(t)
                .map(|(a, b)| weight(meetings.count(a, b)))
                .sum::<u64>()
        })
        .sum()
}

/// What `player` costs at `table` (leaving out the seat `except`).
fn cost_at(player: Seat, table: &[Seat], except: usize, meetings: &Meetings) -> u64 {
    table
        .iter()
        .enumerate()
        .filter(|&(i, &other)| i != except && other != player)
        .map(|(_, &other)| weight(meetings.count(player, other)))
        .sum()
}

/// Swaps players between tables while a swap lowers the cost (first improvement, in a
/// fixed order, so the result depends only on the starting point).
fn improve(tables: &mut [Vec<Seat>], meetings: &Meetings) {
    loop {
        let mut improved = false;
        for t1 in 0..tables.len() {
            for t2 in t1 + 1..tables.len() {
                for i in 0..tables[t1].len() {
                    for j in 0..tables[t2].len() {
                        let (a, b) = (tables[t1][i], tables[t2][j]);
                        let now = cost_at(a, &tables[t1], i, meetings)
                            + cost_at(b, &tables[t2], j, meetings);
                        let swapped = cost_at(b, &tables[t1], i, meetings)
                            + cost_at(a, &tables[t2], j, meetings);
                        if swapped < now {
                            tables[t1][i] = b;
                            tables[t2][j] = a;
                            improved = true;
                        }
                    }
                }
            }
        }
        if !improved {
            return;
        }
    }
}

/// A small, fully specified generator, so a seed gives the same seating on every build
/// (library generators may change their streams between versions).
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            items.swap(i, j);
        }
    }
}

/// The baseline a seating must do no worse than: players in a fixed order, dealt round
/// `round` to tables by stepping through them with a stride that changes each round.
pub fn rotation(
    players: &[Seat],
    sizes: TableSizes,
    round: usize,
) -> Result<Vec<Vec<Seat>>, SeatingError> {
    let shape = table_sizes(players.len(), sizes)?;
    let mut sorted = players.to_vec();
    sorted.sort_unstable();
    let tables = shape.len();
    let mut out: Vec<Vec<Seat>> = vec![Vec::new(); tables];
    for (i, &p) in sorted.iter().enumerate() {
        // Walk the tables with a round-dependent offset, skipping full ones.
        let mut k = (i * (round + 1) + round) % tables;
        for _ in 0..tables {
            if out[k].len() < shape[k] {
                break;
            }
            k = (k + 1) % tables;
        }
        out[k].push(p);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Seats `rounds` rounds of a night of `n` players; every round's tables, and the
    /// repeat meetings they made.
    fn night(n: u32, rounds: usize, seed: u64, sizes: TableSizes) -> (Vec<Vec<Vec<Seat>>>, u32) {
        let players: Vec<Seat> = (0..n).collect();
        let mut meetings = Meetings::default();
        let (mut all, mut repeats) = (Vec::new(), 0);
        for r in 0..rounds {
            let tables = seat(&players, &meetings, sizes, seed.wrapping_add(r as u64)).unwrap();
            repeats += meetings.repeats_in(&tables);
            meetings.record(&tables);
            all.push(tables);
        }
        (all, repeats)
    }

    fn rotation_repeats(n: u32, rounds: usize, sizes: TableSizes) -> u32 {
        let players: Vec<Seat> = (0..n).collect();
        let mut meetings = Meetings::default();
        let mut repeats = 0;
        for r in 0..rounds {
            let tables = rotation(&players, sizes, r).unwrap();
            repeats += meetings.repeats_in(&tables);
            meetings.record(&tables);
        }
        repeats
    }

    #[test]
    fn sizes_are_as_even_as_the_bounds_allow() {
        let s = TableSizes::STANDARD;
        assert_eq!(table_sizes(16, s).unwrap(), vec![8, 8]);
        assert_eq!(table_sizes(17, s).unwrap(), vec![6, 6, 5]);
        assert_eq!(table_sizes(9, s).unwrap(), vec![5, 4]);
        assert_eq!(table_sizes(4, s).unwrap(), vec![4]);
        assert!(table_sizes(3, s).is_err());
        assert_eq!(table_sizes(14, TableSizes::TEAM).unwrap(), vec![7, 7]);
        assert!(
            table_sizes(13, TableSizes::TEAM).is_err(),
            "one table of 13 or two of 6"
        );
    }

    #[test]
    fn a_fixed_seed_gives_a_fixed_seating() {
        let (rounds, _) = night(10, 2, 42, TableSizes::STANDARD);
        let again = night(10, 2, 42, TableSizes::STANDARD).0;
        assert_eq!(rounds, again);
        // Pinned: a change to the search or the generator shows here.
        assert_eq!(
            rounds[0],
            vec![vec![0, 5, 6, 8, 9], vec![1, 2, 3, 4, 7]],
            "{rounds:?}"
        );
        assert_ne!(night(10, 2, 43, TableSizes::STANDARD).0, rounds);
    }

    #[test]
    fn sixteen_players_in_two_tables_meet_as_little_as_possible() {
        // Two tables of 8, three rounds: some repeats are forced (8 of 15 others are met
        // each round), but never more than the rotation's.
        let (_, repeats) = night(16, 3, 7, TableSizes::STANDARD);
        assert!(repeats <= rotation_repeats(16, 3, TableSizes::STANDARD));
    }

    #[test]
    fn the_search_beats_seating_by_chance() {
        // Chance: the search's own first starting point, with no swaps.
        let chance = |n: u32, seed: u64| -> u32 {
            let players: Vec<Seat> = (0..n).collect();
            let shape = table_sizes(n as usize, TableSizes::STANDARD).unwrap();
            let mut meetings = Meetings::default();
            let mut repeats = 0;
            for r in 0..3u64 {
                let mut order = players.clone();
                SplitMix64(seed.wrapping_add(r)).shuffle(&mut order);
                let tables = deal_into(&order, &shape);
                repeats += meetings.repeats_in(&tables);
                meetings.record(&tables);
            }
            repeats
        };
        let (mut searched, mut random) = (0, 0);
        for seed in 0..10 {
            for n in [16, 24, 40] {
                searched += night(n, 3, seed, TableSizes::STANDARD).1;
                random += chance(n, seed);
            }
        }
        assert!(
            // Forced repeats are many at 16 players (two tables of 8): a fifth fewer overall.
            searched * 5 < random * 4,
            "search {searched} vs chance {random}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn every_player_sits_once_at_even_tables_with_no_more_repeats_than_a_rotation(
            n in 8u32..=64,
            seed in any::<u64>(),
        ) {
            let sizes = TableSizes::STANDARD;
            let (rounds, repeats) = night(n, 3, seed, sizes);
            for tables in &rounds {
                let mut seated: Vec<Seat> = tables.iter().flatten().copied().collect();
                seated.sort_unstable();
                prop_assert_eq!(seated, (0..n).collect::<Vec<_>>());
                let lens: Vec<usize> = tables.iter().map(Vec::len).collect();
                let (lo, hi) = (*lens.iter().min().unwrap(), *lens.iter().max().unwrap());
                prop_assert!(lo >= sizes.min && hi <= sizes.max && hi - lo <= 1, "{:?}", lens);
            }
            prop_assert!(repeats <= rotation_repeats(n, 3, sizes), "{} repeats", repeats);
        }
    }
}
