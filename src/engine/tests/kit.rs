//! Building blocks for engine tests: tables, packs, and rounds with the spy where a test
//! needs it.

use rand::SeedableRng;
use rand::rngs::StdRng;
use uuid::Uuid;

use crate::engine::ActionError;
use crate::engine::deal::{DealRequest, deal};
use crate::engine::invariants;
use crate::engine::round::{Action, Event, Round};
use crate::engine::types::{Card, Location, LocationId, Mode, PlayerId, RoundRules, RuleSet};

pub const MINUTE: i64 = 60_000;
pub const T0: i64 = 1_700_000_000_000;

pub fn players(n: usize) -> Vec<PlayerId> {
    (1..=n)
        .map(|i| PlayerId(Uuid::from_u128(i as u128)))
        .collect()
}

pub fn pack(locations: usize, roles: usize) -> Vec<Location> {
    (0..locations)
        .map(|l| Location {
            id: format!("pack.loc-{l}"),
            name: format!("Location {l}"),
            roles: (0..roles).map(|r| format!("Role {l}.{r}")).collect(),
        })
        .collect()
}

pub fn rules(rule_set: RuleSet, mode: Mode) -> RoundRules {
    RoundRules {
        rule_set,
        mode,
        duration_ms: 8 * MINUTE,
        vote_timeout_ms: 60_000,
        show_roles: true,
        spies: 1,
    }
}

pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}

/// A standard round of `n` players dealt with `spies` spy cards, p0 dealing.
fn standard_round(rule_set: RuleSet, n: usize, spies: u8) -> Round {
    let seats = players(n);
    let candidates = pack(10, 7);
    let req = DealRequest {
        number: 1,
        rules: RoundRules {
            spies,
            ..rules(rule_set, Mode::Standard)
        },
        seats: &seats,
        host: seats[0],
        candidates: &candidates,
        used: &[],
        previous: None,
        captains: None,
        now: T0,
    };
    let mut round = deal(&req, &mut rng(7)).expect("a legal deal");
    round.dealer = seats[0];
    round.turn = Some(seats[0]);
    round
}

/// A dealt round of `n` players with the spy card at `spy_seat` (or in the middle).
pub fn round_with_spy(rule_set: RuleSet, n: usize, spy_seat: Option<usize>) -> Round {
    let mut round = standard_round(rule_set, n, 1);
    place_spy(&mut round, spy_seat);
    round
}

/// A dealt round of `n` players, two spies, the spy cards at `spy_seats`.
pub fn round_with_spies(rule_set: RuleSet, n: usize, spy_seats: [usize; 2]) -> Round {
    let mut round = standard_round(rule_set, n, 2);
    let location = round.hands.iter().find(|c| !c.is_spy()).cloned();
    for (i, hand) in std::sync::Arc::make_mut(&mut round.hands)
        .iter_mut()
        .enumerate()
    {
        *hand = match (spy_seats.contains(&i), &location) {
            (true, _) | (false, None) => Card::Spy,
            (false, Some(card)) => card.clone(),
        };
    }
    round
}

/// An 8-player team round dealt from `seed`: captains p0 (first) and p1; agents p2..p7.
pub fn team_round(seed: u64) -> Round {
    let seats = players(8);
    let candidates = pack(6, 7);
    let req = DealRequest {
        number: 1,
        rules: rules(RuleSet::TimeTravel, Mode::Team),
        seats: &seats,
        host: seats[0],
        candidates: &candidates,
        used: &[],
        previous: None,
        captains: Some([seats[0], seats[1]]),
        now: T0,
    };
    deal(&req, &mut rng(seed)).expect("a legal team deal")
}

/// Moves the spy card to `seat`, or into the middle when `None`.
pub fn place_spy(round: &mut Round, seat: Option<usize>) {
    *round = invariants::with_spy_at(round, seat).expect("a middle card to swap with");
}

/// Applies an action that must be legal.
pub fn act(round: &Round, actor: PlayerId, action: Action, now: i64) -> (Round, Vec<Event>) {
    round
        .apply(actor, &action, now)
        .unwrap_or_else(|e| panic!("{action:?} by {actor:?} refused: {e}"))
}

/// Applies an action that must be refused, checking that nothing changed.
pub fn refused(round: &Round, actor: PlayerId, action: Action, now: i64) -> ActionError {
    let before = round.clone();
    let err = round
        .apply(actor, &action, now)
        .expect_err("the action is refused");
    assert_eq!(round, &before);
    err
}

/// A candidate location that is not where the round is (a wrong guess).
pub fn wrong_location(round: &Round) -> LocationId {
    round
        .candidates
        .iter()
        .find(|c| c.id != round.locations[0])
        .expect("more than one candidate")
        .id
        .clone()
}

pub fn points(round: &Round) -> Vec<i32> {
    round
        .result
        .as_ref()
        .expect("the round is over")
        .points
        .iter()
        .map(|(_, p)| *p)
        .collect()
}
