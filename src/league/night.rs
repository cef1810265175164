//! A night's seating rounds, by player id: proposing tables from the night's history,
//! moving a player between tables before confirming, and checking a seating can be played.

use std::collections::HashMap;

use uuid::Uuid;

use super::options::{Method, SeatingOptions, playable_sizes};
use super::seating::SeatingError;
use super::seating_methods;
use super::sit_outs::{self, Turns};
use crate::engine::Mode;
use crate::notice::Notice;

/// Tables of one seating round, each an ordered list of night players.
pub type Tables = Vec<Vec<Uuid>>;

/// One seating round's places: the tables, and who sits the round out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Places {
    pub tables: Tables,
    /// Sorted.
    pub sitting_out: Vec<Uuid>,
}

/// What a proposal is made from.
#[derive(Debug, Clone)]
pub struct Inputs<'a> {
    /// The players to place: checked in and not withdrawn.
    pub present: &'a [Uuid],
    /// The night's confirmed rounds, in order.
    pub earlier: &'a [Places],
    /// Night totals, for seating balanced by standings.
    pub scores: &'a HashMap<Uuid, i64>,
    pub mode: Mode,
    pub options: SeatingOptions,
    pub seed: u64,
    pub round: u32,
}

/// Proposes a round's places: the fewest sit-outs the table sizes need, chosen by turn
/// (`sit_outs`), and the rest seated by the night's method. The same inputs always give
/// the same places.
pub fn propose(inputs: &Inputs) -> Result<Places, SeatingError> {
    let sizes = inputs.options.sizes(inputs.mode);
    // Each round draws from its own stream of the night's seed.
    let seed = inputs.seed ^ u64::from(inputs.round).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let out = sit_outs::needed(inputs.present.len(), sizes)?;
    let sitting_out = sit_outs::choose(inputs.present, &turns(inputs.earlier), out, seed);
    let seated: Vec<Uuid> = (inputs.present.iter())
        .copied()
        .filter(|p| !sitting_out.contains(p))
        .collect();
    let tables = match inputs.options.method {
        Method::FewestRepeats => {
            seating_methods::fewest_repeats(&seated, inputs.earlier, sizes, seed)?
        }
        Method::Random => seating_methods::random(&seated, sizes, seed)?,
        Method::Balanced => seating_methods::balanced(&seated, inputs.scores, sizes, seed)?,
    };
    Ok(Places {
        tables,
        sitting_out,
    })
}

/// How many rounds each player sat at a table and sat out.
fn turns(earlier: &[Places]) -> HashMap<Uuid, Turns> {
    let mut turns: HashMap<Uuid, Turns> = HashMap::new();
    for round in earlier {
        for p in round.tables.iter().flatten() {
            turns.entry(*p).or_default().seated += 1;
        }
        for p in &round.sitting_out {
            turns.entry(*p).or_default().sat_out += 1;
        }
    }
    turns
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingProblem {
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

impl SeatingProblem {
    /// The problem for the organizer: the catalog words it (the `Display` is for logs).
    pub fn notice(&self) -> Notice {
        match *self {
            SeatingProblem::NoSuchTable(table) => {
                Notice::new("seating-no-such-table").with("table", table)
            }
            SeatingProblem::TableSize {
                table,
                players,
                min,
                max,
            } => Notice::new("seating-table-size")
                .with("table", table)
                .with("players", players)
                .with("min", min)
                .with("max", max),
        }
    }
}

/// Where the organizer moves a player in a proposal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Table `n` (1-based; one past the last opens a new table).
    Table(usize),
    SitOut,
}

/// Moves `player` (placed or not yet) to `to`. Tables left empty close and the later
/// ones are renumbered.
pub fn move_player(places: &Places, player: Uuid, to: Place) -> Result<Places, SeatingProblem> {
    if let Place::Table(n) = to
        && (n == 0 || n > places.tables.len() + 1)
    {
        return Err(SeatingProblem::NoSuchTable(n));
    }
    let from = places.tables.iter().position(|t| t.contains(&player));
    let unchanged = match to {
        Place::Table(n) => from == Some(n - 1),
        Place::SitOut => places.sitting_out.contains(&player),
    };
    if unchanged {
        return Ok(places.clone());
    }
    let mut next = without(places, player);
    match to {
        Place::SitOut => {
            next.sitting_out.push(player);
            next.sitting_out.sort_unstable();
        }
        Place::Table(n) => {
            // Closing the player's own table shifts the later ones down by one.
            let closed = from.is_some_and(|f| places.tables[f].len() == 1 && f < n - 1);
            let n = if closed { n - 1 } else { n };
            if n > next.tables.len() {
                next.tables.push(Vec::new());
            }
            next.tables[n - 1].push(player);
        }
    }
    Ok(next)
}

/// The places without `player` (withdrawn, or moved); a table left empty closes.
pub fn without(places: &Places, player: Uuid) -> Places {
    Places {
        tables: (places.tables.iter())
            .map(|t| {
                t.iter()
                    .copied()
                    .filter(|&q| q != player)
                    .collect::<Vec<_>>()
            })
            .filter(|t| !t.is_empty())
            .collect(),
        sitting_out: (places.sitting_out.iter())
            .copied()
            .filter(|&q| q != player)
            .collect(),
    }
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

    fn places(tables: Tables) -> Places {
        Places {
            tables,
            sitting_out: Vec::new(),
        }
    }

    fn inputs<'a>(present: &'a [Uuid], earlier: &'a [Places], mode: Mode) -> Inputs<'a> {
        static NO_SCORES: std::sync::LazyLock<HashMap<Uuid, i64>> =
            std::sync::LazyLock::new(HashMap::new);
        Inputs {
            present,
            earlier,
            scores: &NO_SCORES,
            mode,
            options: SeatingOptions::default(),
            seed: 7,
            round: earlier.len() as u32 + 1,
        }
    }

    #[test]
    fn a_withdrawn_player_leaves_their_table_and_an_emptied_table_closes() {
        let p = ids(6);
        let mut seated = places(vec![vec![p[0], p[1]], vec![p[2]], vec![p[3], p[4]]]);
        seated.sitting_out = vec![p[5]];
        let without_2 = without(&seated, p[2]);
        assert_eq!(without_2.tables, vec![vec![p[0], p[1]], vec![p[3], p[4]]]);
        assert_eq!(without_2.sitting_out, vec![p[5]]);
        assert_eq!(without(&seated, p[5]).sitting_out, Vec::<Uuid>::new());
        assert_eq!(without(&seated, Uuid::from_u128(99)), seated);
    }

    #[test]
    fn proposals_are_fixed_by_seed_and_round_and_avoid_earlier_tables() {
        let players = ids(16);
        let first = propose(&inputs(&players, &[], Mode::Standard)).unwrap();
        assert_eq!(
            first,
            propose(&inputs(&players, &[], Mode::Standard)).unwrap()
        );
        assert_eq!(
            first.tables.iter().map(Vec::len).collect::<Vec<_>>(),
            vec![8, 8],
            "16 players sit at two tables of 8"
        );
        assert!(first.sitting_out.is_empty());
        let earlier = [first.clone()];
        let second = propose(&inputs(&players, &earlier, Mode::Standard)).unwrap();
        // Two tables of 8 from 16: at least 24 pairs must meet again (4+4 split of each
        // earlier table gives 2*(6+6)=24); a good search reaches it.
        let mut met = 0;
        for t in &second.tables {
            for (i, a) in t.iter().enumerate() {
                for b in &t[i + 1..] {
                    if first.tables.iter().any(|f| f.contains(a) && f.contains(b)) {
                        met += 1;
                    }
                }
            }
        }
        assert_eq!(met, 24);
    }

    #[test]
    fn team_mode_proposes_tables_of_seven_or_more_and_sit_outs_when_they_cannot_seat() {
        let first = propose(&inputs(&ids(15), &[], Mode::Team)).unwrap();
        let mut sizes: Vec<usize> = first.tables.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        assert_eq!(
            sizes,
            vec![7, 8],
            "15 players: two team tables, as even as possible"
        );
        assert!(check_playable(&first.tables, Mode::Team).is_ok());
        // 13 cannot sit at team tables (7 to 12): one sits out, a different one each round.
        let thirteen = ids(13);
        let mut earlier: Vec<Places> = Vec::new();
        for _ in 0..3 {
            let next = propose(&inputs(&thirteen, &earlier, Mode::Team)).unwrap();
            assert_eq!(next.tables.iter().map(Vec::len).sum::<usize>(), 12);
            assert_eq!(next.sitting_out.len(), 1);
            assert!(earlier.iter().all(|e| e.sitting_out != next.sitting_out));
            earlier.push(next);
        }
        assert!(propose(&inputs(&ids(6), &[], Mode::Team)).is_err());
    }

    #[test]
    fn the_method_and_bounds_are_the_nights() {
        let players = ids(12);
        let scores: HashMap<Uuid, i64> =
            (players.iter()).map(|p| (*p, p.as_u128() as i64)).collect();
        let mut ask = inputs(&players, &[], Mode::Standard);
        ask.scores = &scores;
        ask.options = SeatingOptions {
            method: Method::Balanced,
            min: Some(5),
            max: Some(5),
        };
        let balanced = propose(&ask).unwrap();
        assert_eq!(balanced.sitting_out.len(), 2, "two tables of 5");
        let mut seated: Vec<Uuid> = (players.iter())
            .filter(|p| !balanced.sitting_out.contains(p))
            .copied()
            .collect();
        seated.sort_unstable_by_key(|p| std::cmp::Reverse(scores[p]));
        assert_eq!(
            balanced.tables,
            vec![seated[..5].to_vec(), seated[5..].to_vec()]
        );
    }

    #[test]
    fn moving_a_player_opens_and_closes_tables_and_seats_or_sits_out() {
        let [a, b, c, d] = [1, 2, 3, 4].map(Uuid::from_u128);
        let seated = places(vec![vec![a, b], vec![c]]);
        let moved = |p, to| move_player(&seated, p, to).unwrap().tables;
        assert_eq!(moved(c, Place::Table(1)), vec![vec![a, b, c]]);
        assert_eq!(moved(a, Place::Table(3)), vec![vec![b], vec![c], vec![a]]);
        assert_eq!(moved(a, Place::Table(1)), seated.tables);
        assert_eq!(moved(c, Place::Table(3)), vec![vec![a, b], vec![c]]);
        // A player not yet placed (checked in after the proposal) is placed.
        assert_eq!(moved(d, Place::Table(2)), vec![vec![a, b], vec![c, d]]);
        let out = move_player(&seated, b, Place::SitOut).unwrap();
        assert_eq!(out.tables, vec![vec![a], vec![c]]);
        assert_eq!(out.sitting_out, vec![b]);
        let back = move_player(&out, b, Place::Table(2)).unwrap();
        assert_eq!(back, places(vec![vec![a], vec![c, b]]));
        assert_eq!(
            move_player(&seated, a, Place::Table(4)),
            Err(SeatingProblem::NoSuchTable(4))
        );
        assert_eq!(
            SeatingProblem::NoSuchTable(4).notice(),
            Notice::new("seating-no-such-table").with("table", 4_usize)
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

    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// A whole night with latecomers: in every round each player here is placed exactly
        /// once (at a table or sitting out), tables are within the night's bounds and as
        /// even as possible, and among the players here from the start nobody sits out twice
        /// before all of them have sat out once.
        #[test]
        fn every_player_here_is_placed_once_a_round_and_sit_outs_take_turns(
            start in 6usize..=30,
            late in 0usize..=4,
            min in 4usize..=6,
            extra in 0usize..=2,
            method in 0usize..3,
            seed in any::<u64>(),
        ) {
            let everyone = ids((start + late) as u128);
            let options = SeatingOptions {
                method: Method::ALL[method],
                min: Some(min),
                max: Some(min + extra),
            };
            let sizes = options.sizes(Mode::Standard);
            let scores: HashMap<Uuid, i64> =
                everyone.iter().map(|p| (*p, (p.as_u128() % 7) as i64)).collect();
            let mut earlier: Vec<Places> = Vec::new();
            for round in 1..=4u32 {
                // The latecomers arrive for round 2.
                let here = if round == 1 { &everyone[..start] } else { &everyone[..] };
                let mut ask = inputs(here, &earlier, Mode::Standard);
                ask.options = options;
                ask.scores = &scores;
                ask.seed = seed;
                let places = propose(&ask).unwrap();
                let mut placed: Vec<Uuid> =
                    places.tables.iter().flatten().chain(&places.sitting_out).copied().collect();
                placed.sort_unstable();
                prop_assert_eq!(&placed[..], here, "round {}", round);
                let lens: Vec<usize> = places.tables.iter().map(Vec::len).collect();
                let (lo, hi) = (*lens.iter().min().unwrap(), *lens.iter().max().unwrap());
                prop_assert!(lo >= sizes.min && hi <= sizes.max && hi - lo <= 1, "{:?}", lens);
                prop_assert_eq!(
                    places.sitting_out.len(),
                    sit_outs::needed(here.len(), sizes).unwrap(),
                    "the fewest sit out"
                );
                earlier.push(places);
                let turns = turns(&earlier);
                let counts: Vec<u32> = (everyone[..start].iter())
                    .map(|p| turns.get(p).map_or(0, |t| t.sat_out))
                    .collect();
                let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
                prop_assert!(hi - lo <= 1, "round {}: {:?}", round, counts);
            }
        }
    }
}
