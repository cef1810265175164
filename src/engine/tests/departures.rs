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
    let p = round.seats.to_vec();
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
    let p = round.seats.to_vec();
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
    let p = round.seats.to_vec();
    let round = left(&round, 2, T0 + 1);
    let (round, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(round.phase, Phase::FinalVoting);
    assert!(!round.final_queue.contains(&p[2]));
    assert_eq!(round.open_ballot().unwrap().suspect, p[0]);
    let view = crate::engine::player_view::round_view(&round, p[1], T0 + 8 * MINUTE);
    assert_eq!(view.vote.unwrap().voters_total, 3);
}

#[test]
fn r_4_2_a_yes_from_a_player_who_then_left_does_not_count() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[4] }, T0);
    let (round, _) = act(&round, p[1], Action::Vote { yes: true }, T0);
    let round = left(&round, 1, T0 + 1);
    // Still waiting for p2 and p3: the leaver's yes is not one of theirs.
    assert_eq!(round.phase, Phase::Voting);
    let view = crate::engine::player_view::round_view(&round, p[2], T0 + 1);
    assert_eq!(view.vote.unwrap().voters_total, 3);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + 2);
    assert_eq!(round.phase, Phase::Voting);
    let (round, _) = act(&round, p[3], Action::Vote { yes: true }, T0 + 3);
    assert_eq!(round.phase, Phase::Over);
}

#[test]
fn the_turn_passes_to_the_next_player_still_at_the_table() {
    let round = round_with_spy(RuleSet::Classic, 6, Some(5));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Ask { target: p[2] }, T0);
    // p3 leaves first; then p2, whose turn it is: the turn skips p3 and goes to p4.
    let round = left(&round, 3, T0 + 1);
    assert_eq!(
        round.turn,
        Some(p[2]),
        "a departure elsewhere leaves the turn alone"
    );
    assert_eq!(round.last_asker, Some(p[0]));
    let round = left(&round, 2, T0 + 2);
    assert_eq!(round.turn, Some(p[4]));
    // With nobody gone in between, the very next seat asks.
    let fresh = round_with_spy(RuleSet::Classic, 6, Some(5));
    let (fresh, _) = act(&fresh, p[0], Action::Ask { target: p[2] }, T0);
    assert_eq!(left(&fresh, 2, T0 + 1).turn, Some(p[3]));
}

#[test]
fn the_asker_leaving_frees_the_asked_player_to_ask_anyone() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Ask { target: p[1] }, T0);
    let round = left(&round, 0, T0 + 1);
    assert_eq!(round.turn, Some(p[1]));
    assert_eq!(round.last_asker, None);
}

#[test]
fn r_6_2_leaving_during_final_voting() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(round.open_ballot().unwrap().suspect, p[0]);
    // A later suspect leaves: the queue drops them and keeps the others, in order.
    let round = left(&round, 2, T0 + 8 * MINUTE + 1);
    assert_eq!(round.final_queue, vec![p[1], p[3], p[4]]);
    // The suspect under vote leaves: that vote fails and the next one opens.
    let round = left(&round, 0, T0 + 8 * MINUTE + 2);
    assert_eq!(round.phase, Phase::FinalVoting);
    assert_eq!(round.open_ballot().unwrap().suspect, p[1]);
    assert_eq!(round.final_ballots[0].unanimous, Some(false));
    // A voter leaves once everyone else still at the table has said yes: convicted.
    let (round, _) = act(
        &round,
        p[3],
        Action::Vote { yes: true },
        T0 + 8 * MINUTE + 3,
    );
    let (round, _) = act(
        &round,
        p[4],
        Action::Vote { yes: true },
        T0 + 8 * MINUTE + 3,
    );
    assert_eq!(
        round.phase,
        Phase::Over,
        "p3 and p4 are the only voters left"
    );
    assert_eq!(
        round.result.unwrap().outcome,
        Outcome::Convicted {
            suspect: p[1],
            spy: false
        }
    );
}

#[test]
fn r_6_2_the_last_missing_voter_leaving_settles_a_final_vote() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(round.open_ballot().unwrap().suspect, p[0]);
    let (round, _) = act(&round, p[1], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    let (round, _) = act(&round, p[4], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    let over = left(&round, 3, T0 + 8 * MINUTE + 1);
    assert_eq!(
        over.result.unwrap().outcome,
        Outcome::Convicted {
            suspect: p[0],
            spy: false
        }
    );
}

#[test]
fn r_7_4_a_player_who_left_scores_nothing_and_their_bonus_is_not_passed_on() {
    // time_travel: p1 first puts the spy (p3) up; the vote fails; p1 leaves; p2 accuses
    // the spy again and the vote is unanimous.
    let round = round_with_spy(RuleSet::TimeTravel, 6, Some(3));
    let p = round.seats.to_vec();
    let r = act(&round, p[1], Action::Accuse { suspect: p[3] }, T0 + 10).0;
    let r = act(&r, p[0], Action::Vote { yes: false }, T0 + 20).0;
    let r = left(&r, 1, T0 + 30);
    let mut r = act(&r, p[2], Action::Accuse { suspect: p[3] }, T0 + 40).0;
    for voter in [0, 4, 5] {
        r = act(&r, p[voter], Action::Vote { yes: true }, T0 + 50).0;
    }
    assert_eq!(r.result.as_ref().unwrap().winner, Winner::NonSpies);
    assert_eq!(
        points(&r),
        vec![1, 0, 1, 0, 1, 1],
        "the leaver gets neither their point nor the +1, and nobody gets it instead"
    );
    // classic: a non-spy who left before the spy's wrong guess scores nothing.
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let r = left(&round, 0, T0 + 10);
    let wrong = wrong_location(&r);
    let r = act(
        &r,
        r.seats[3],
        Action::Guess { location_id: wrong },
        T0 + 20,
    )
    .0;
    assert_eq!(points(&r), vec![0, 1, 1, 0, 1]);
}

#[test]
fn the_host_abandoning_a_round_ends_it_without_points_and_keeps_its_record() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(2));
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Ask { target: p[1] }, T0 + 10).0;
    let (over, events) = round.abandon(T0 + 20).unwrap();
    assert_eq!(over.phase, Phase::Over);
    let result = over.result.as_ref().unwrap();
    assert_eq!(
        (result.outcome.clone(), result.winner),
        (Outcome::Abandoned, Winner::Nobody)
    );
    assert!(result.points.iter().all(|(_, n)| *n == 0));
    assert_eq!(over.questions.len(), 1, "the record is kept");
    assert!(events.contains(&crate::engine::Event::RoundAbandoned));
    assert!(
        over.abandon(T0 + 30).is_none(),
        "a finished round cannot be abandoned"
    );
}
