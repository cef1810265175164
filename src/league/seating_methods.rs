//! The three ways a night seats the players of a round ([`Method`]): fewest repeat
//! meetings, a seeded draw, and balanced by standings. Each takes the players to seat and
//! the table sizes, and gives the same tables for the same seed.
//!
//! [`Method`]: super::options::Method

use std::collections::HashMap;
use std::hash::Hash;

use uuid::Uuid;

use super::night::{Places, Tables};
use super::seating::{
    self, Meetings, Seat, SeatingError, TableSizes, deal_into, drawn, table_sizes,
};

/// Tables whose players met as few times as possible in the night's earlier rounds.
pub fn fewest_repeats(
    players: &[Uuid],
    earlier: &[Places],
    sizes: TableSizes,
    seed: u64,
) -> Result<Tables, SeatingError> {
    let mut ids: Vec<Uuid> = players.to_vec();
    ids.sort_unstable();
    let index: HashMap<Uuid, Seat> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (id, i as Seat))
        .collect();
    let mut meetings = Meetings::default();
    for round in earlier {
        let known: Vec<Vec<Seat>> = (round.tables.iter())
            .map(|t| t.iter().filter_map(|p| index.get(p).copied()).collect())
            .collect();
        meetings.record(&known);
    }
    let seats: Vec<Seat> = (0..ids.len() as Seat).collect();
    let tables = seating::seat(&seats, &meetings, sizes, seed)?;
    Ok(tables
        .into_iter()
        .map(|t| t.into_iter().map(|s| ids[s as usize]).collect())
        .collect())
}

/// Tables in a seeded random order.
pub fn random<P: Copy + Ord>(
    players: &[P],
    sizes: TableSizes,
    seed: u64,
) -> Result<Vec<Vec<P>>, SeatingError> {
    let shape = table_sizes(players.len(), sizes)?;
    Ok(deal_into(&drawn(players, seed), &shape))
}

/// Tables by score, best first (equal scores in a seeded order): table 1 seats the leaders,
/// so every table's scores lie between the next table's and the one before's.
pub fn balanced<P: Copy + Ord + Hash>(
    players: &[P],
    scores: &HashMap<P, i64>,
    sizes: TableSizes,
    seed: u64,
) -> Result<Vec<Vec<P>>, SeatingError> {
    let shape = table_sizes(players.len(), sizes)?;
    // The draw first: the stable sort by score keeps it among equal scores.
    let mut order = drawn(players, seed);
    order.sort_by_key(|p| std::cmp::Reverse(scores.get(p).copied().unwrap_or(0)));
    Ok(deal_into(&order, &shape))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn balanced_tables_seat_everyone_legally_with_similar_scores_together(
            scores in proptest::collection::vec(-5i64..40, 4..=60),
            seed in any::<u64>(),
        ) {
            let sizes = TableSizes::STANDARD;
            let players: Vec<usize> = (0..scores.len()).collect();
            let by: HashMap<usize, i64> = players.iter().map(|&p| (p, scores[p])).collect();
            let tables = balanced(&players, &by, sizes, seed).unwrap();
            let mut seated: Vec<usize> = tables.iter().flatten().copied().collect();
            seated.sort_unstable();
            prop_assert_eq!(seated, players.clone());
            let lens: Vec<usize> = tables.iter().map(Vec::len).collect();
            let (lo, hi) = (*lens.iter().min().unwrap(), *lens.iter().max().unwrap());
            prop_assert!(lo >= sizes.min && hi <= sizes.max && hi - lo <= 1, "{:?}", lens);
            for pair in tables.windows(2) {
                let lowest_above = pair[0].iter().map(|p| by[p]).min().unwrap();
                let highest_below = pair[1].iter().map(|p| by[p]).max().unwrap();
                prop_assert!(lowest_above >= highest_below, "{:?}", tables);
            }
            let drawn = random(&players, sizes, seed).unwrap();
            prop_assert_eq!(drawn.iter().map(Vec::len).collect::<Vec<_>>(), lens);
        }
    }
}
