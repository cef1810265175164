use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::RuleSet;

#[test]
fn r_8_2_an_accusation_is_an_immediate_reveal() {
    // The accused is the spy: the non-spy wins 1 + 1.
    let r = round_with_spy(RuleSet::TimeTravel, 2, Some(1));
    let p = r.seats.to_vec();
    let (over, _) = act(&r, p[0], Action::Accuse { suspect: p[1] }, T0);
    assert_eq!(
        over.result.as_ref().unwrap().outcome,
        Outcome::AccusedRevealed {
            accuser: p[0],
            accused: p[1],
            spy: true
        }
    );
    assert_eq!(points(&over), vec![2, 0]);
    // The accused holds the location (the spy is in the middle): both lose.
    let r = round_with_spy(RuleSet::TimeTravel, 2, None);
    let (over, _) = act(&r, p[0], Action::Accuse { suspect: p[1] }, T0);
    assert_eq!(over.result.as_ref().unwrap().winner, Winner::Nobody);
    assert_eq!(points(&over), vec![0, 0]);
}

#[test]
fn r_8_2_r_8_3_the_spy_cannot_accuse() {
    let r = round_with_spy(RuleSet::TimeTravel, 2, Some(1));
    let p = r.seats.to_vec();
    assert_eq!(
        refused(&r, p[1], Action::Accuse { suspect: p[0] }, T0),
        ActionError::SpyCannotAccuse
    );
    let r3 = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    assert_eq!(
        refused(
            &r3,
            r3.seats[2],
            Action::Accuse {
                suspect: r3.seats[0]
            },
            T0
        ),
        ActionError::SpyCannotAccuse
    );
}

#[test]
fn r_8_3_revealing_the_middle_card_needs_the_other_players_agreement() {
    // Spy card in the middle: both win 1.
    let r = round_with_spy(RuleSet::TimeTravel, 2, None);
    let p = r.seats.to_vec();
    let (pending, _) = act(&r, p[1], Action::ProposeRevealMiddle, T0);
    assert_eq!(
        refused(
            &pending,
            p[1],
            Action::AnswerRevealMiddle { agree: true },
            T0
        ),
        ActionError::AlreadyAnswered
    );
    assert_eq!(
        refused(&pending, p[0], Action::Accuse { suspect: p[1] }, T0),
        ActionError::RevealPending
    );
    let (over, _) = act(
        &pending,
        p[0],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    assert_eq!(over.result.as_ref().unwrap().winner, Winner::Everyone);
    assert_eq!(points(&over), vec![1, 1]);
    // A location card in the middle: the spy wins 2.
    let r = round_with_spy(RuleSet::TimeTravel, 2, Some(0));
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0);
    let (over, _) = act(
        &pending,
        p[1],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    assert_eq!(points(&over), vec![2, 0]);
    // Refusing lets the round go on; the same player does not propose again.
    let (pending, _) = act(&r, p[1], Action::ProposeRevealMiddle, T0);
    let (going, _) = act(
        &pending,
        p[0],
        Action::AnswerRevealMiddle { agree: false },
        T0,
    );
    assert_eq!(going.phase, Phase::Playing);
    assert!(going.reveal.is_none());
    assert_eq!(
        refused(&going, p[1], Action::ProposeRevealMiddle, T0),
        ActionError::AlreadyProposedThisRound
    );
    assert_eq!(
        refused(&going, p[0], Action::AnswerRevealMiddle { agree: true }, T0),
        ActionError::NoRevealProposal
    );
}

#[test]
fn r_8_4_the_spy_may_guess_with_two_players() {
    let r = round_with_spy(RuleSet::TimeTravel, 2, Some(1));
    let p = r.seats.to_vec();
    let (over, _) = act(
        &r,
        p[1],
        Action::Guess {
            location_id: r.locations[0].clone(),
        },
        T0,
    );
    assert_eq!(points(&over), vec![0, 4], "scored as R-7.2: 2 + 2");
    let wrong = wrong_location(&r);
    let (over, _) = act(&r, p[1], Action::Guess { location_id: wrong }, T0);
    assert_eq!(points(&over), vec![1, 0]);
    // With the spy card in the middle nobody is the spy.
    let middle = round_with_spy(RuleSet::TimeTravel, 2, None);
    assert_eq!(
        refused(
            &middle,
            p[1],
            Action::Guess {
                location_id: r.locations[0].clone()
            },
            T0
        ),
        ActionError::NotTheSpy
    );
}

#[test]
fn r_8_5_time_up_with_two_players() {
    let spy_at_table = round_with_spy(RuleSet::TimeTravel, 2, Some(0));
    let (over, _) = spy_at_table.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(points(&over), vec![2, 0]);
    let spy_in_middle = round_with_spy(RuleSet::TimeTravel, 2, None);
    let (over, _) = spy_in_middle.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(over.result.as_ref().unwrap().winner, Winner::Nobody);
    assert_eq!(points(&over), vec![0, 0]);
}

#[test]
fn r_9_2_three_player_accusations() {
    // The accused is the spy: non-spies 1 each, the accuser +1.
    let r = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let p = r.seats.to_vec();
    let (over, _) = act(&r, p[0], Action::Accuse { suspect: p[2] }, T0);
    assert_eq!(points(&over), vec![2, 1, 0]);
    // The accused is not the spy; the spy is at the table: the spy wins 2, without the
    // +2 of a unanimous conviction (one player's accusation is not one).
    let (over, _) = act(&r, p[0], Action::Accuse { suspect: p[1] }, T0);
    assert_eq!(points(&over), vec![0, 0, 2]);
    assert_eq!(over.result.as_ref().unwrap().winner, Winner::Spy);
    // The spy card is in the middle: nobody scores.
    let r = round_with_spy(RuleSet::TimeTravel, 3, None);
    let (over, _) = act(&r, p[0], Action::Accuse { suspect: p[1] }, T0);
    assert_eq!(points(&over), vec![0, 0, 0]);
}

#[test]
fn r_9_3_three_player_reveal_needs_both_others() {
    let r = round_with_spy(RuleSet::TimeTravel, 3, None);
    let p = r.seats.to_vec();
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0);
    let (pending, _) = act(
        &pending,
        p[1],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    assert_eq!(pending.phase, Phase::Playing, "one agreement is not enough");
    assert_eq!(
        refused(
            &pending,
            p[1],
            Action::AnswerRevealMiddle { agree: true },
            T0
        ),
        ActionError::AlreadyAnswered
    );
    let (over, _) = act(
        &pending,
        p[2],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    assert_eq!(points(&over), vec![1, 1, 1]);
    let r = round_with_spy(RuleSet::TimeTravel, 3, Some(1));
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0);
    let (pending, _) = act(
        &pending,
        p[1],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    let (over, _) = act(
        &pending,
        p[2],
        Action::AnswerRevealMiddle { agree: true },
        T0,
    );
    assert_eq!(points(&over), vec![0, 2, 0]);
}

#[test]
fn r_8_6_a_reveal_proposal_times_out_as_a_refusal_and_does_not_stop_the_clock() {
    let r = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let p = r.seats.to_vec();
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0 + 1000);
    assert!(pending.clock.running(), "the clock keeps running");
    assert_eq!(pending.next_deadline(), Some(T0 + 1000 + 60_000));
    let (pending, _) = act(
        &pending,
        p[1],
        Action::AnswerRevealMiddle { agree: true },
        T0 + 2000,
    );
    // No second proposal and no accusation while it is open.
    assert_eq!(
        refused(&pending, p[1], Action::ProposeRevealMiddle, T0 + 3000),
        ActionError::RevealPending
    );
    assert_eq!(
        refused(&pending, p[1], Action::Accuse { suspect: p[2] }, T0 + 3000),
        ActionError::RevealPending
    );
    assert!(pending.tick(T0 + 1000 + 59_999).is_none());
    // The spy never answers: the missing answer is a refusal at the timeout.
    let (going, events) = pending.tick(T0 + 1000 + 60_000).unwrap();
    assert!(events.contains(&crate::engine::Event::RevealExpired { by: p[0] }));
    assert_eq!(going.phase, Phase::Playing);
    assert!(going.reveal.is_none());
    assert_eq!(going.clock.remaining_at(T0 + 61_000), 8 * MINUTE - 61_000);
    assert_eq!(
        refused(&going, p[0], Action::ProposeRevealMiddle, T0 + 62_000),
        ActionError::AlreadyProposedThisRound
    );
    let (again, _) = act(&going, p[1], Action::ProposeRevealMiddle, T0 + 62_000);
    assert!(again.reveal.is_some(), "another player may still propose");
}

#[test]
fn r_8_6_the_view_carries_the_proposals_deadline_and_one_refusal_closes_it() {
    let r = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let p = r.seats.to_vec();
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0 + 1000);
    for viewer in &p {
        let view = crate::engine::player_view::round_view(&pending, *viewer, T0 + 1500);
        let proposal = view.reveal_proposal.expect("the open proposal");
        assert_eq!(
            proposal.deadline,
            crate::engine::datetime(T0 + 1000 + 60_000),
            "an RFC 3339 deadline, the same for every player"
        );
    }
    // The first refusal closes it at once: it can no longer pass.
    let (going, events) = act(
        &pending,
        p[1],
        Action::AnswerRevealMiddle { agree: false },
        T0 + 2000,
    );
    assert!(events.contains(&crate::engine::Event::RevealRefused { by: p[1] }));
    assert!(going.reveal.is_none());
    let view = crate::engine::player_view::round_view(&going, p[2], T0 + 2000);
    assert!(view.reveal_proposal.is_none());
}

#[test]
fn r_8_6_the_spy_may_guess_while_a_proposal_is_open() {
    let r = round_with_spy(RuleSet::TimeTravel, 2, Some(1));
    let p = r.seats.to_vec();
    let (pending, _) = act(&r, p[0], Action::ProposeRevealMiddle, T0 + 1000);
    let right = r.locations[0].clone();
    let (over, _) = act(
        &pending,
        p[1],
        Action::Guess { location_id: right },
        T0 + 2000,
    );
    assert_eq!(over.phase, Phase::Over);
    assert!(
        over.reveal.is_none(),
        "the guess ends the proposal with the round"
    );
    assert_eq!(over.result.as_ref().unwrap().winner, Winner::Spy);
}
