use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::RuleSet;

#[test]
fn r_4_1_any_player_even_the_spy_may_stop_the_clock_once_per_round() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let spy = p[2];
    let (voting, _) = act(&round, spy, Action::Accuse { suspect: p[0] }, T0 + 60_000);
    assert_eq!(voting.phase, Phase::Voting);
    assert!(!voting.clock.running());
    assert_eq!(
        voting.clock.remaining_ms,
        7 * MINUTE,
        "stopped with the time left"
    );
    let (playing, _) = act(&voting, p[1], Action::Vote { yes: false }, T0 + 70_000);
    assert_eq!(
        refused(&playing, spy, Action::Accuse { suspect: p[1] }, T0 + 80_000),
        ActionError::AlreadyAccusedThisRound
    );
    assert_eq!(
        refused(
            &playing,
            p[1],
            Action::Accuse { suspect: p[1] },
            T0 + 80_000
        ),
        ActionError::CannotAccuseYourself
    );
}

#[test]
fn r_4_2_the_accusers_yes_is_implied_and_one_no_ends_the_vote() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0 + MINUTE);
    let ballot = round.open_ballot().unwrap();
    assert_eq!(ballot.votes, vec![(p[0], true)]);
    assert_eq!(
        refused(&round, p[0], Action::Vote { yes: true }, T0 + MINUTE),
        ActionError::AlreadyVoted
    );
    assert_eq!(
        refused(&round, p[1], Action::Vote { yes: true }, T0 + MINUTE),
        ActionError::SuspectCannotVote
    );
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + MINUTE + 1000);
    assert_eq!(
        refused(
            &round,
            p[2],
            Action::Vote { yes: false },
            T0 + MINUTE + 1000
        ),
        ActionError::AlreadyVoted
    );
    // One no: the vote ends at once, the clock restarts where it stopped.
    let (round, _) = act(
        &round,
        p[3],
        Action::Vote { yes: false },
        T0 + MINUTE + 30_000,
    );
    assert_eq!(round.phase, Phase::Playing);
    assert_eq!(round.accusations[0].unanimous, Some(false));
    assert_eq!(round.clock.remaining_at(T0 + MINUTE + 30_000), 7 * MINUTE);
    assert_eq!(round.clock.deadline(), Some(T0 + 8 * MINUTE + 30_000));
}

#[test]
fn r_4_3_a_unanimous_vote_on_the_spy_or_a_non_spy_ends_the_round() {
    for (suspect_seat, winner) in [(4, Winner::NonSpies), (1, Winner::Spy)] {
        let round = round_with_spy(RuleSet::Classic, 5, Some(4));
        let p = round.seats.to_vec();
        let (mut round, _) = act(
            &round,
            p[0],
            Action::Accuse {
                suspect: p[suspect_seat],
            },
            T0,
        );
        for &voter in p.iter().filter(|&&v| v != p[0] && v != p[suspect_seat]) {
            round = act(&round, voter, Action::Vote { yes: true }, T0 + 1).0;
        }
        assert_eq!(round.phase, Phase::Over);
        let result = round.result.as_ref().unwrap();
        assert_eq!(result.winner, winner);
        assert!(
            matches!(result.outcome, Outcome::Indicted { suspect, .. } if suspect == p[suspect_seat])
        );
    }
}

#[test]
fn r_4_4_a_vote_times_out_and_missing_votes_count_as_no() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[4] }, T0 + MINUTE);
    let (round, _) = act(&round, p[1], Action::Vote { yes: true }, T0 + MINUTE + 10);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + MINUTE + 20);
    // One vote is missing when the timeout passes.
    assert!(
        round.tick(T0 + MINUTE + 59_999).is_none(),
        "nothing is due before the timeout"
    );
    let (timed_out, _) = round.tick(T0 + MINUTE + 90_000).unwrap();
    assert_eq!(timed_out.phase, Phase::Playing);
    assert_eq!(timed_out.accusations[0].unanimous, Some(false));
    assert_eq!(
        timed_out.accusations[0].closed_at,
        Some(T0 + MINUTE + 60_000),
        "closed at the timeout"
    );
    // The clock restarted at the timeout, not when the tick came.
    assert_eq!(
        timed_out.clock.deadline(),
        Some(T0 + MINUTE + 60_000 + 7 * MINUTE)
    );
    assert!(
        timed_out.tick(T0 + MINUTE + 90_000).is_none(),
        "a tick applies once"
    );
    // A vote after the timeout finds no vote open.
    assert_eq!(
        refused(
            &round,
            p[3],
            Action::Vote { yes: true },
            T0 + MINUTE + 90_000
        ),
        ActionError::NoVoteOpen
    );
}

#[test]
fn r_4_5_no_second_vote_and_no_guess_while_a_vote_is_open() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0);
    assert_eq!(
        refused(&round, p[2], Action::Accuse { suspect: p[3] }, T0),
        ActionError::VoteInProgress
    );
    let location = round.candidates[0].id.clone();
    assert_eq!(
        refused(
            &round,
            p[4],
            Action::Guess {
                location_id: location
            },
            T0
        ),
        ActionError::SpyCannotGuessWhileClockStopped
    );
    assert_eq!(
        refused(&round, p[2], Action::Ask { target: p[3] }, T0),
        ActionError::VoteInProgress
    );
}

#[test]
fn r_4_5_time_cannot_run_out_during_a_vote() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    // Accuse with 10 s left: the vote outlasts the nominal end of the round.
    let (round, _) = act(
        &round,
        p[0],
        Action::Accuse { suspect: p[1] },
        T0 + 8 * MINUTE - 10_000,
    );
    let (round, _) = act(
        &round,
        p[2],
        Action::Vote { yes: true },
        T0 + 8 * MINUTE + 5_000,
    );
    assert_eq!(
        round.phase,
        Phase::Voting,
        "the clock is stopped: no time up"
    );
    let (round, _) = act(
        &round,
        p[3],
        Action::Vote { yes: false },
        T0 + 8 * MINUTE + 30_000,
    );
    assert_eq!(round.clock.remaining_at(T0 + 8 * MINUTE + 30_000), 10_000);
}

#[test]
fn r_4_6_the_server_records_votes_and_nothing_else() {
    let round = round_with_spy(RuleSet::Classic, 4, Some(3));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + 5);
    let ballot = round.open_ballot().unwrap();
    assert_eq!(ballot.votes, vec![(p[0], true), (p[2], true)]);
    let json = serde_json::to_value(&round.accusations).unwrap();
    let keys: Vec<&str> = json[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        vec![
            "accuser",
            "closed_at",
            "deadline",
            "opened_at",
            "suspect",
            "unanimous",
            "votes"
        ]
    );
}

#[test]
fn r_11_2_racing_votes_are_applied_one_after_the_other() {
    let round = round_with_spy(RuleSet::Classic, 6, Some(5));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0);
    // Either order of two votes gives a state holding both.
    let ab = act(
        &act(&round, p[2], Action::Vote { yes: true }, T0).0,
        p[3],
        Action::Vote { yes: true },
        T0,
    )
    .0;
    let ba = act(
        &act(&round, p[3], Action::Vote { yes: true }, T0).0,
        p[2],
        Action::Vote { yes: true },
        T0,
    )
    .0;
    assert_eq!(ab.open_ballot().unwrap().votes.len(), 3);
    assert_eq!(ba.open_ballot().unwrap().votes.len(), 3);
    // A guess racing an accusation: whichever comes first decides.
    let location = round.locations[0].clone();
    let fresh = round_with_spy(RuleSet::Classic, 6, Some(5));
    let guessed = act(
        &fresh,
        p[5],
        Action::Guess {
            location_id: location.clone(),
        },
        T0,
    )
    .0;
    assert_eq!(
        refused(&guessed, p[0], Action::Accuse { suspect: p[5] }, T0),
        ActionError::RoundOver
    );
    let accused = act(&fresh, p[0], Action::Accuse { suspect: p[5] }, T0).0;
    assert_eq!(
        refused(
            &accused,
            p[5],
            Action::Guess {
                location_id: location
            },
            T0
        ),
        ActionError::SpyCannotGuessWhileClockStopped
    );
}

#[test]
fn r_11_3_r_11_2_the_log_stays_in_time_order_when_a_vote_read_the_clock_earlier() {
    // Two ballots race: the one applied second read the clock a millisecond before the
    // first. It is logged at the first one's time, after it, never before.
    let round = round_with_spy(RuleSet::Classic, 6, Some(5));
    let p = round.seats.to_vec();
    let (round, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0 + 870);
    let (round, _) = act(&round, p[2], Action::Vote { yes: true }, T0 + 874);
    let (round, _) = act(&round, p[3], Action::Vote { yes: true }, T0 + 873);
    let times: Vec<i64> = round.log.iter().map(|l| l.at - T0).collect();
    assert_eq!(times, vec![870, 874, 874]);
    let ballot = round.open_ballot().unwrap();
    assert_eq!(ballot.votes.len(), 3);
    // Nor does time run backwards for the clock: a vote that fails restarts it then.
    let (round, _) = act(&round, p[4], Action::Vote { yes: false }, T0 + 860);
    assert_eq!(round.phase, Phase::Playing);
    assert!(round.log.windows(2).all(|w| w[0].at <= w[1].at));
    assert_eq!(round.accusations[0].closed_at, Some(T0 + 874));
}

#[test]
fn r_11_1_a_refused_action_says_why_and_changes_nothing() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    // `refused` asserts that the state is unchanged.
    let cases = [
        (p[1], Action::Ask { target: p[2] }, ActionError::NotYourTurn),
        (p[0], Action::Vote { yes: true }, ActionError::NoVoteOpen),
        (
            p[0],
            Action::ProposeRevealMiddle,
            ActionError::NotInThisVariant,
        ),
        (p[0], Action::RefusePick, ActionError::NotInThisVariant),
        (
            p[0],
            Action::Accuse { suspect: p[0] },
            ActionError::CannotAccuseYourself,
        ),
    ];
    for (actor, action, expected) in cases {
        let err = refused(&round, actor, action, T0);
        assert_eq!(err, expected);
        assert!(!err.to_string().is_empty() && !err.code().as_str().is_empty());
    }
}
