//! The host's pause, a decision that extends R-1.5 (docs/rules-decisions.md): every clock
//! stands still, nothing but leaving and calling the round off moves the round, and resuming
//! moves every deadline later by the pause's length.

use super::kit::*;
use crate::engine::round::{Action, Event, Phase};
use crate::engine::types::RuleSet;
use crate::engine::{Abandoner, ActionError, Departure};

#[test]
fn r_1_5_pause_stops_the_clock_and_refuses_every_move_until_resumed() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let reason = Some("Pizza is here".to_string());
    let (paused, events) = round.pause(p[0], reason.clone(), T0 + MINUTE).unwrap();
    assert_eq!(
        events,
        vec![Event::RoundPaused {
            by: p[0],
            reason: reason.clone()
        }]
    );
    assert!(!paused.clock.running());
    assert_eq!(paused.clock.remaining_at(T0 + 90 * MINUTE), 7 * MINUTE);
    assert_eq!(paused.next_deadline(), None, "nothing is due while paused");
    assert!(paused.tick(T0 + 90 * MINUTE).is_none());
    for (who, action) in [
        (p[0], Action::Ask { target: p[1] }),
        (p[1], Action::Accuse { suspect: p[3] }),
        (
            p[2],
            Action::Guess {
                location_id: wrong_location(&round),
            },
        ),
    ] {
        assert_eq!(
            refused(&paused, who, action, T0 + 2 * MINUTE),
            ActionError::RoundPaused
        );
    }
    let again = paused.pause(p[0], None, T0 + 2 * MINUTE).unwrap_err();
    assert_eq!(again, ActionError::RoundPaused);

    let (resumed, events) = paused.resume(p[0], T0 + 30 * MINUTE).unwrap();
    assert_eq!(events, vec![Event::RoundResumed { by: p[0] }]);
    assert!(resumed.paused.is_none() && resumed.clock.running());
    assert_eq!(resumed.clock.deadline(), Some(T0 + 37 * MINUTE));
    assert_eq!(
        resumed.resume(p[0], T0 + 31 * MINUTE).unwrap_err(),
        ActionError::RoundNotPaused
    );
    act(
        &resumed,
        p[0],
        Action::Ask { target: p[1] },
        T0 + 31 * MINUTE,
    );
    let logged: Vec<_> = resumed
        .log
        .iter()
        .map(|l| (l.at, l.event.clone()))
        .collect();
    assert_eq!(
        logged,
        vec![
            (T0 + MINUTE, Event::RoundPaused { by: p[0], reason }),
            (T0 + 30 * MINUTE, Event::RoundResumed { by: p[0] }),
        ]
    );
}

#[test]
fn r_1_5_pause_stops_an_open_votes_clock_and_resuming_moves_its_deadline() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let (voting, _) = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0 + MINUTE);
    assert_eq!(voting.next_deadline(), Some(T0 + 2 * MINUTE));
    let (paused, _) = voting.pause(p[0], None, T0 + 90_000).unwrap();
    assert_eq!(
        refused(&paused, p[2], Action::Vote { yes: true }, T0 + 100_000),
        ActionError::RoundPaused
    );
    assert!(
        paused.tick(T0 + 10 * MINUTE).is_none(),
        "the vote never times out"
    );
    let (resumed, _) = paused.resume(p[0], T0 + 10 * MINUTE).unwrap();
    // 30 s were left on the vote: it closes 30 s after the resume, and the round clock,
    // stopped by the vote, stays stopped until then.
    assert_eq!(resumed.next_deadline(), Some(T0 + 10 * MINUTE + 30_000));
    assert!(!resumed.clock.running());
    let (after, _) = resumed.tick(T0 + 10 * MINUTE + 30_000).unwrap();
    assert_eq!(after.phase, Phase::Playing);
    assert_eq!(
        after.clock.deadline(),
        Some(T0 + 10 * MINUTE + 30_000 + 7 * MINUTE)
    );
}

#[test]
fn r_1_5_pause_stops_a_reveal_proposals_clock() {
    let round = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let p = round.seats.to_vec();
    let (pending, _) = act(&round, p[0], Action::ProposeRevealMiddle, T0 + 1000);
    let (paused, _) = pending.pause(p[0], None, T0 + 11_000).unwrap();
    assert!(paused.tick(T0 + 5 * MINUTE).is_none());
    let (resumed, _) = paused.resume(p[0], T0 + 5 * MINUTE).unwrap();
    // 50 s were left to answer; the round clock had 8 min less 11 s.
    assert_eq!(resumed.next_deadline(), Some(T0 + 5 * MINUTE + 50_000));
    assert_eq!(
        resumed.clock.deadline(),
        Some(T0 + 5 * MINUTE + 8 * MINUTE - 11_000)
    );
}

#[test]
fn r_1_5_a_paused_round_may_still_be_left_or_called_off() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let (paused, _) = round.pause(p[0], None, T0 + MINUTE).unwrap();
    let (left, _) = paused
        .leave(p[3], Departure::Left, T0 + 2 * MINUTE)
        .unwrap();
    assert!(left.is_over() && left.paused.is_none());
    let (ended, _) = paused.abandon(Abandoner::Host, T0 + 2 * MINUTE).unwrap();
    assert!(ended.is_over() && ended.paused.is_none());
    assert_eq!(
        ended.pause(p[0], None, T0 + 3 * MINUTE).unwrap_err(),
        ActionError::RoundOver
    );
}

#[test]
fn r_1_5_time_already_up_is_not_paused_away() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let refusal = round.pause(p[0], None, T0 + 9 * MINUTE).unwrap_err();
    assert_eq!(
        refusal,
        ActionError::RoundOver,
        "8 minutes ran out before the pause"
    );
}
