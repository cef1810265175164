use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Event};
use crate::engine::types::RuleSet;

#[test]
fn r_3_1_r_3_3_the_asked_player_answers_and_has_the_turn() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, events) = act(&round, p[0], Action::Ask { target: p[2] }, T0 + 1000);
    assert_eq!(
        events,
        vec![Event::QuestionAsked {
            asker: p[0],
            target: p[2]
        }]
    );
    assert_eq!(round.turn, Some(p[2]));
    assert_eq!(round.last_asker, Some(p[0]));
    let q = round.questions.last().unwrap();
    assert_eq!(
        (q.asker, q.target, q.at),
        (p[0], p[2], T0 + 1000),
        "asker, target and time are recorded"
    );
    let (round, _) = act(&round, p[2], Action::Ask { target: p[3] }, T0 + 2000);
    assert_eq!(round.questions.len(), 2);
}

#[test]
fn r_3_3_only_the_player_whose_turn_it_is_may_ask() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    assert_eq!(
        refused(&round, p[1], Action::Ask { target: p[2] }, T0),
        ActionError::NotYourTurn
    );
    assert_eq!(
        refused(&round, p[0], Action::Ask { target: p[0] }, T0),
        ActionError::CannotAskYourself
    );
    let stranger = players(20)[19];
    assert_eq!(
        refused(&round, p[0], Action::Ask { target: stranger }, T0),
        ActionError::UnknownPlayer
    );
    assert_eq!(
        refused(&round, stranger, Action::Ask { target: p[1] }, T0),
        ActionError::NotInRound
    );
}

#[test]
fn r_3_2_no_retaliation_in_standard_play() {
    for rule_set in [RuleSet::Classic, RuleSet::TimeTravel] {
        let round = round_with_spy(rule_set, 4, Some(3));
        let p = round.seats.to_vec();
        let (round, _) = act(&round, p[0], Action::Ask { target: p[1] }, T0);
        assert_eq!(
            refused(&round, p[1], Action::Ask { target: p[0] }, T0),
            ActionError::NoRetaliation
        );
        let (round, _) = act(&round, p[1], Action::Ask { target: p[2] }, T0);
        // Asking back someone who asked earlier, but not just now, is fine.
        let (round, _) = act(&round, p[2], Action::Ask { target: p[0] }, T0);
        assert_eq!(round.turn, Some(p[0]));
    }
}

#[test]
fn r_3_2_retaliation_is_allowed_with_two_and_three_players() {
    for n in [2, 3] {
        let round = round_with_spy(RuleSet::TimeTravel, n, Some(1));
        let p = round.seats.to_vec();
        let (round, _) = act(&round, p[0], Action::Ask { target: p[1] }, T0);
        let (round, _) = act(&round, p[1], Action::Ask { target: p[0] }, T0);
        assert_eq!(round.turn, Some(p[0]));
    }
}
