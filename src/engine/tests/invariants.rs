//! The invariant checker itself: it passes what the rules allow and names what they do not,
//! since the races over HTTP trust it to judge stored rounds.

use super::kit::*;
use crate::engine::invariants::check;
use crate::engine::round::Action;
use crate::engine::types::{Card, RuleSet};

#[test]
fn a_dealt_and_a_finished_round_pass() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    assert_eq!(check(&round, T0), Ok(()));
    let location = round.locations[0].clone();
    let (over, _) = act(
        &round,
        round.seats[2],
        Action::Guess {
            location_id: location,
        },
        T0,
    );
    assert!(over.is_over());
    assert_eq!(check(&over, T0), Ok(()));
}

#[test]
fn a_second_spy_card_is_named() {
    let mut round = round_with_spy(RuleSet::Classic, 5, Some(2));
    std::sync::Arc::make_mut(&mut round.hands)[3] = Card::Spy;
    let broken = check(&round, T0).unwrap_err();
    assert!(broken.0.contains("2 spy cards"), "{broken}");
}

#[test]
fn points_other_than_the_rules_give_are_named() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(1));
    let location = round.locations[0].clone();
    let (mut over, _) = act(
        &round,
        round.seats[1],
        Action::Guess {
            location_id: location,
        },
        T0,
    );
    over.result.as_mut().unwrap().points[0].1 += 1;
    let broken = check(&over, T0).unwrap_err();
    assert!(broken.0.contains("the rules give"), "{broken}");
}
