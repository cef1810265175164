use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::RuleSet;

#[test]
fn r_5_1_r_5_2_the_spy_guesses_and_the_round_ends_at_once() {
    for rule_set in [RuleSet::Classic, RuleSet::TimeTravel] {
        let round = round_with_spy(rule_set, 5, Some(3));
        let spy = round.seats[3];
        let right = round.locations[0].clone();
        let wrong = wrong_location(&round);
        let (won, _) = act(
            &round,
            spy,
            Action::Guess {
                location_id: right.clone(),
            },
            T0 + 1000,
        );
        assert_eq!(won.phase, Phase::Over);
        assert_eq!(won.result.as_ref().unwrap().winner, Winner::Spy);
        assert!(
            matches!(&won.result.as_ref().unwrap().outcome, Outcome::SpyGuessed { correct: true, location, .. } if *location == right)
        );
        let (lost, _) = act(&round, spy, Action::Guess { location_id: wrong }, T0 + 1000);
        assert_eq!(lost.result.as_ref().unwrap().winner, Winner::NonSpies);
    }
}

#[test]
fn r_5_1_only_the_spy_guesses_and_only_a_candidate() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let p = round.seats.to_vec();
    let location = round.locations[0].clone();
    assert_eq!(
        refused(
            &round,
            p[0],
            Action::Guess {
                location_id: location
            },
            T0
        ),
        ActionError::NotTheSpy
    );
    assert_eq!(
        refused(
            &round,
            p[3],
            Action::Guess {
                location_id: "elsewhere".into()
            },
            T0
        ),
        ActionError::UnknownLocation
    );
}

#[test]
fn r_6_1_classic_time_up_ends_the_round_and_the_spy_wins() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    assert!(round.tick(T0 + 8 * MINUTE - 1).is_none());
    let (over, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(over.phase, Phase::Over);
    let result = over.result.as_ref().unwrap();
    assert_eq!(
        (result.outcome.clone(), result.winner),
        (Outcome::TimeUp, Winner::Spy)
    );
    assert_eq!(result.ended_at, T0 + 8 * MINUTE);
    assert_eq!(
        refused(
            &over,
            round.seats[0],
            Action::Ask {
                target: round.seats[1]
            },
            T0 + 9 * MINUTE
        ),
        ActionError::RoundOver
    );
}

#[test]
fn r_2_8_a_guess_of_a_used_location_is_refused_and_the_spy_may_guess_again() {
    let mut round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let spy = round.seats[3];
    let earlier = round
        .candidates
        .iter()
        .find(|c| !round.locations.contains(&c.id))
        .unwrap()
        .id
        .clone();
    round.used = vec![earlier.clone()].into();
    assert_eq!(
        refused(
            &round,
            spy,
            Action::Guess {
                location_id: earlier
            },
            T0 + 10
        ),
        ActionError::LocationAlreadyUsed
    );
    let right = round.locations[0].clone();
    let (won, _) = act(&round, spy, Action::Guess { location_id: right }, T0 + 20);
    assert_eq!(won.result.unwrap().winner, Winner::Spy);
}
