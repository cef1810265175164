use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase, Round};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::RuleSet;

fn left(round: &Round, seat: usize, now: i64) -> Round {
    round
        .leave(round.seats[seat], now)
        .expect("the departure changes the round")
        .0
}

#[test]
fn the_spy_leaving_calls_the_round_off_without_points() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let over = left(&round, 3, T0 + 10);
    assert_eq!(over.phase, Phase::Over);
    let result = over.result.as_ref().unwrap();
    assert_eq!(
        (result.outcome.clone(), result.winner),
        (Outcome::Voided, Winner::Nobody)
    );
    assert!(result.points.iter().all(|(_, p)| *p == 0));
    assert!(
        over.leave(over.seats[1], T0 + 20).is_none(),
        "nothing more happens to a finished round"
    );
}

#[test]
fn anyone_leaving_a_small_or_team_round_calls_it_off() {
    for (n, spy) in [(2, None), (3, Some(0))] {
        let round = round_with_spy(RuleSet::TimeTravel, n, spy);
        let over = left(&round, n - 1, T0);
        assert_eq!(over.result.unwrap().outcome, Outcome::Voided);
    }
}

#[test]
fn the_turn_passes_on_and_a_leaver_can_no_longer_act_or_be_named() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.clone();
    let (round, _) = act(&round, p[0], Action::Ask { target: p[1] }, T0);
    let round = left(&round, 1, T0 + 5);
    assert_eq!(round.turn, Some(p[2]), "the next player clockwise asks");
    assert_eq!(round.last_asker, None);
    assert_eq!(
        refused(&round, p[1], Action::Accuse { suspect: p[4] }, T0 + 6),
        ActionError::NotInRound
    );
    assert_eq!(
        refused(&round, p[2], Action::Ask { target: p[1] }, T0 + 6),
        ActionError::UnknownPlayer
    );
    assert_eq!(
        refused(&round, p[2], Action::Accuse { suspect: p[1] }, T0 + 6),
        ActionError::UnknownPlayer
    );
    assert!(
        round.leave(p[1], T0 + 7).is_none(),
        "leaving twice changes nothing"
    );
}

#[test]
fn r_4_2_votes_stop_waiting_for_a_player_who_left() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.clone();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[4] }, T0);
    let (round, _) = act(&round, p[1], Action::Vote { yes: true }, T0);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0);
    // The last voter leaves: everyone still at the table said yes.
    let over = left(&round, 3, T0 + 1);
    assert_eq!(
        over.result.as_ref().unwrap().outcome,
        Outcome::Indicted {
            suspect: p[4],
            accuser: p[0],
            spy: true
        }
    );
    // The suspect leaves: the vote fails and play goes on.
    let (open, _) = act(
        &round_with_spy(RuleSet::Classic, 5, Some(4)),
        p[0],
        Action::Accuse { suspect: p[1] },
        T0,
    );
    let going = left(&open, 1, T0 + 1);
    assert_eq!(going.phase, Phase::Playing);
    assert!(going.clock.running());
}

#[test]
fn r_6_2_final_voting_skips_a_player_who_left() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = round.seats.clone();
    let round = left(&round, 2, T0 + 1);
    let (round, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(round.phase, Phase::FinalVoting);
    assert!(!round.final_queue.contains(&p[2]));
    assert_eq!(round.open_ballot().unwrap().suspect, p[0]);
    let view = crate::engine::view::round_view(&round, p[1], T0 + 8 * MINUTE);
    assert_eq!(view.vote.unwrap().voters_total, 3);
}
