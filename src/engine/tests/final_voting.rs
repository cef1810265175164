use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase, Round};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::{PlayerId, RuleSet};

fn at_time_up(n: usize, spy_seat: usize, dealer_seat: usize) -> Round {
    let mut round = round_with_spy(RuleSet::TimeTravel, n, Some(spy_seat));
    round.dealer = round.seats[dealer_seat];
    round.turn = Some(round.dealer);
    round.tick(T0 + 8 * MINUTE).unwrap().0
}

/// Everyone votes on the open final ballot, yes but for `no_from`, until it closes.
fn vote_all(mut round: Round, no_from: Option<PlayerId>, at: i64) -> Round {
    let suspect = round.open_ballot().unwrap().suspect;
    let ballots = round.final_ballots.len();
    for &voter in round.seats.clone().iter() {
        let still_open = round.phase == Phase::FinalVoting && round.final_ballots.len() == ballots;
        if voter != suspect && still_open {
            round = act(
                &round,
                voter,
                Action::Vote {
                    yes: Some(voter) != no_from,
                },
                at,
            )
            .0;
        }
    }
    round
}

#[test]
fn r_6_2_final_voting_starts_with_the_dealer_and_goes_clockwise() {
    let round = at_time_up(5, 4, 2);
    assert_eq!(round.phase, Phase::FinalVoting);
    let p = round.seats.to_vec();
    assert_eq!(round.open_ballot().unwrap().suspect, p[2]);
    assert_eq!(round.open_ballot().unwrap().accuser, None);
    let round = vote_all(round, Some(p[0]), T0 + 8 * MINUTE + 1000);
    assert_eq!(round.open_ballot().unwrap().suspect, p[3]);
    let round = vote_all(round, Some(p[0]), T0 + 8 * MINUTE + 2000);
    assert_eq!(round.open_ballot().unwrap().suspect, p[4]);
}

#[test]
fn r_6_2_the_first_unanimous_vote_ends_the_round() {
    // Spy convicted: non-spies win.
    let round = at_time_up(5, 3, 2);
    let p = round.seats.to_vec();
    let round = vote_all(round, Some(p[0]), T0 + 8 * MINUTE + 1);
    let round = vote_all(round, None, T0 + 8 * MINUTE + 2);
    let result = round.result.as_ref().unwrap();
    assert_eq!(
        result.outcome,
        Outcome::Convicted {
            suspect: p[3],
            spy: true
        }
    );
    assert_eq!(result.winner, Winner::NonSpies);
    // Non-spy convicted: the spy wins.
    let round = vote_all(at_time_up(5, 3, 2), None, T0 + 8 * MINUTE + 1);
    assert_eq!(
        round.result.as_ref().unwrap().outcome,
        Outcome::Convicted {
            suspect: p[2],
            spy: false
        }
    );
    assert_eq!(round.result.as_ref().unwrap().winner, Winner::Spy);
}

#[test]
fn r_6_2_no_unanimous_vote_after_everyone_the_spy_wins() {
    let mut round = at_time_up(4, 1, 0);
    let p = round.seats.to_vec();
    for i in 0..4 {
        let naysayer = if round.open_ballot().unwrap().suspect == p[0] {
            p[1]
        } else {
            p[0]
        };
        round = vote_all(round, Some(naysayer), T0 + 8 * MINUTE + i);
    }
    assert_eq!(
        round.result.as_ref().unwrap().outcome,
        Outcome::NoConviction
    );
    assert_eq!(round.result.as_ref().unwrap().winner, Winner::Spy);
    assert_eq!(round.final_ballots.len(), 4);
}

#[test]
fn r_6_2_no_guess_or_accusation_during_final_voting_and_timeouts_apply() {
    let round = at_time_up(4, 1, 0);
    let p = round.seats.to_vec();
    let location = round.locations[0].clone();
    assert_eq!(
        refused(
            &round,
            p[1],
            Action::Guess {
                location_id: location
            },
            T0 + 8 * MINUTE
        ),
        ActionError::SpyCannotGuessWhileClockStopped
    );
    assert_eq!(
        refused(
            &round,
            p[2],
            Action::Accuse { suspect: p[1] },
            T0 + 8 * MINUTE
        ),
        ActionError::FinalVotingInProgress
    );
    // in final voting: each step times out as a no, one after the other.
    let (later, _) = round.tick(T0 + 8 * MINUTE + 150_000).unwrap();
    assert_eq!(
        later.final_ballots.len(),
        3,
        "two timed out, the third is open"
    );
    assert_eq!(later.open_ballot().unwrap().suspect, p[2]);
    assert_eq!(
        later.open_ballot().unwrap().opened_at,
        T0 + 8 * MINUTE + 120_000
    );
    let (over, _) = round.tick(T0 + 8 * MINUTE + 4 * 60_000).unwrap();
    assert_eq!(over.result.as_ref().unwrap().outcome, Outcome::NoConviction);
}

#[test]
fn r_6_2_a_final_vote_waits_for_every_voter() {
    let round = at_time_up(5, 4, 0);
    let p = round.seats.to_vec();
    let suspect = round.open_ballot().unwrap().suspect;
    assert_eq!(suspect, p[0]);
    let (round, _) = act(&round, p[1], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    let (round, _) = act(&round, p[3], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    assert_eq!(round.phase, Phase::FinalVoting, "one vote is still missing");
    assert_eq!(round.open_ballot().unwrap().suspect, p[0]);
    let (round, _) = act(&round, p[4], Action::Vote { yes: true }, T0 + 8 * MINUTE);
    assert_eq!(
        round.result.unwrap().outcome,
        Outcome::Convicted {
            suspect: p[0],
            spy: false
        }
    );
}

#[test]
fn r_1_5_pause_stops_a_final_vote_and_its_queue() {
    let round = at_time_up(5, 2, 0);
    let deadline = round.open_ballot().unwrap().deadline;
    let p = round.seats.to_vec();
    let (paused, _) = round.pause(p[0], None, deadline - 15_000).unwrap();
    assert_eq!(
        refused(&paused, p[1], Action::Vote { yes: true }, deadline - 10_000),
        ActionError::RoundPaused
    );
    assert!(paused.tick(deadline + 5 * MINUTE).is_none());
    let (resumed, _) = paused.resume(p[0], deadline + 5 * MINUTE).unwrap();
    assert_eq!(resumed.phase, Phase::FinalVoting);
    assert_eq!(
        resumed.next_deadline(),
        Some(deadline + 5 * MINUTE + 15_000)
    );
    assert!(
        !resumed.clock.running(),
        "time was up: the round clock stays stopped"
    );
}
