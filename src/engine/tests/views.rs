use super::kit::*;
use crate::engine::player_view::{private_view, round_view};
use crate::engine::round::{Action, Round};
use crate::engine::types::{PlayerId, RuleSet};

fn json(round: &Round, viewer: PlayerId) -> String {
    serde_json::to_string(&round_view(round, viewer, T0 + 1000)).unwrap()
}

#[test]
fn r_2_5_each_player_sees_their_own_card_and_the_spy_no_location() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let location = round.locations[0].clone();
    // The name as the pack has it, not as the engine looks it up.
    let number = location.trim_start_matches("pack.loc-");
    let name = format!("Location {number}");
    assert_eq!(round.location_name(&location), Some(name.as_str()));
    for (seat, &viewer) in round.seats.iter().enumerate() {
        let view = round_view(&round, viewer, T0);
        let text = json(&round, viewer);
        if seat == 3 {
            assert!(view.my_card.as_ref().unwrap().spy);
            assert!(
                !text.contains(&location) && !text.contains(&name),
                "the spy's view holds no location"
            );
        } else {
            assert!(!view.my_card.as_ref().unwrap().spy);
            let card = view.my_card.as_ref().unwrap().location.clone().unwrap();
            assert_eq!((card.id, card.name), (location.clone(), name.clone()));
            assert!(view.result.is_none());
        }
    }
}

#[test]
fn r_2_5_a_non_spys_view_does_not_depend_on_who_the_spy_is() {
    let base = round_with_spy(RuleSet::TimeTravel, 6, Some(4));
    let p = base.seats.to_vec();
    // Some public history first: questions, a failed accusation, an open vote.
    let mut round = act(&base, p[0], Action::Ask { target: p[1] }, T0 + 10).0;
    round = act(&round, p[1], Action::Accuse { suspect: p[4] }, T0 + 20).0;
    round = act(&round, p[2], Action::Vote { yes: false }, T0 + 30).0;
    round = act(&round, p[3], Action::Accuse { suspect: p[5] }, T0 + 40).0;
    round = act(&round, p[0], Action::Vote { yes: true }, T0 + 50).0;
    for viewer_seat in [0, 1, 2] {
        let viewer = p[viewer_seat];
        let reference = json(&round, viewer);
        for other_spy in (0..6).filter(|&s| s != viewer_seat) {
            let mut moved = round.clone();
            place_spy(&mut moved, Some(other_spy));
            assert_eq!(
                json(&moved, viewer),
                reference,
                "viewer {viewer_seat}, spy at {other_spy}"
            );
            assert_eq!(private_view(&moved, viewer), private_view(&round, viewer));
        }
    }
}

#[test]
fn r_2_4_without_roles_non_spies_see_only_the_location() {
    let mut round = round_with_spy(RuleSet::Classic, 4, Some(3));
    let with_roles = json(&round, round.seats[0]);
    assert!(with_roles.contains("\"role\":\"Role"));
    round.rules.show_roles = false;
    let view = round_view(&round, round.seats[0], T0);
    assert_eq!(view.my_card.unwrap().role, Some(None));
    assert!(json(&round, round.seats[0]).contains("\"role\":null"));
    assert!(
        !json(&round, round.seats[3]).contains("\"role\""),
        "the spy's card has no role field"
    );
}

#[test]
fn r_11_3_the_whole_record_is_shown_once_the_round_is_over() {
    let round = round_with_spy(RuleSet::Classic, 4, Some(2));
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Ask { target: p[1] }, T0 + 10).0;
    let round = act(&round, p[1], Action::Accuse { suspect: p[2] }, T0 + 20).0;
    let round = act(&round, p[0], Action::Vote { yes: true }, T0 + 30).0;
    let round = act(&round, p[3], Action::Vote { yes: true }, T0 + 40).0;
    let spy_view = round_view(&round, p[2], T0 + 50);
    let record = spy_view.result.expect("the record after the round");
    assert_eq!(record.locations[0].id, round.locations[0]);
    assert_eq!(record.cards.len(), 4);
    assert!(record.cards[2].card.spy);
    assert_eq!(record.ballots.len(), 1);
    assert_eq!(record.ballots[0].votes.len(), 3);
    assert_eq!(record.spies, vec![p[2]]);
    assert_eq!(spy_view.questions.len(), 1);
    // Everyone sees the same record.
    assert_eq!(
        json(&round, p[0]).split("\"result\"").nth(1),
        json(&round, p[3]).split("\"result\"").nth(1)
    );
}

#[test]
fn my_vote_and_may_accuse_are_private() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0).0;
    let round = act(&round, p[2], Action::Vote { yes: true }, T0).0;
    assert_eq!(private_view(&round, p[2]).my_vote, Some(true));
    assert_eq!(private_view(&round, p[3]).my_vote, None);
    // Nobody may accuse while a vote is open.
    assert!(!private_view(&round, p[3]).may_accuse);
    let view = round_view(&round, p[3], T0);
    let vote = view.vote.unwrap();
    assert_eq!((vote.yes_count, vote.voters_total), (2, 4));
    let round = act(&round, p[3], Action::Vote { yes: false }, T0).0;
    assert!(
        !private_view(&round, p[0]).may_accuse,
        "once per round (R-4.1)"
    );
    assert!(private_view(&round, p[3]).may_accuse);
}

#[test]
fn the_moves_a_player_may_make_come_with_their_targets() {
    use crate::engine::moves::Move;
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    // The dealer p0 has the turn: ask anyone else, accuse anyone else.
    let others: Vec<PlayerId> = p[1..].to_vec();
    assert_eq!(
        private_view(&round, p[0]).moves,
        vec![
            Move::Ask {
                targets: others.clone()
            },
            Move::Accuse { suspects: others }
        ]
    );
    // The spy may also guess; p1 may only accuse.
    assert!(private_view(&round, p[4]).moves.contains(&Move::Guess));
    assert!(matches!(
        private_view(&round, p[1]).moves.as_slice(),
        [Move::Accuse { .. }]
    ));
    // After p0 asks p1, p1 may not ask p0 back.
    let round = act(&round, p[0], Action::Ask { target: p[1] }, T0).0;
    assert_eq!(
        private_view(&round, p[1]).moves[0],
        Move::Ask {
            targets: vec![p[2], p[3], p[4]]
        }
    );
    // In a vote: the voters vote, the suspect does nothing, and nobody accuses.
    let round = act(&round, p[2], Action::Accuse { suspect: p[3] }, T0).0;
    assert_eq!(private_view(&round, p[0]).moves, vec![Move::Vote]);
    assert_eq!(private_view(&round, p[3]).moves, Vec::<Move>::new());
    assert_eq!(private_view(&round, p[4]).moves, vec![Move::Vote]);
}

#[test]
fn r_4_7_ballots_are_shown_to_everyone_as_they_are_cast() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let p = round.seats.to_vec();
    let round = act(&round, p[1], Action::Accuse { suspect: p[2] }, T0 + 10).0;
    let round = act(&round, p[3], Action::Vote { yes: true }, T0 + 20).0;
    let round = act(&round, p[4], Action::Vote { yes: true }, T0 + 30).0;
    for &viewer in &p {
        let vote = round_view(&round, viewer, T0 + 40).vote.unwrap();
        let cast: Vec<(PlayerId, bool)> =
            vote.ballots.iter().map(|b| (b.player_id, b.yes)).collect();
        assert_eq!(cast, vec![(p[1], true), (p[3], true), (p[4], true)]);
    }
    // The ballot stays in the round's record once the vote has closed.
    let round = act(&round, p[0], Action::Vote { yes: false }, T0 + 50).0;
    let view = round_view(&round, p[0], T0 + 60);
    assert!(view.vote.is_none());
    let closed = &view.accusations[0];
    assert_eq!(closed.votes.len(), 4);
    assert_eq!(
        (closed.votes[3].player_id, closed.votes[3].yes),
        (p[0], false)
    );
}

#[test]
fn r_6_3_everyone_sees_the_final_voting_order() {
    let mut round = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = round.seats.to_vec();
    round.dealer = p[2];
    let round = round.tick(T0 + 8 * MINUTE).unwrap().0;
    for &viewer in &p {
        let order = round_view(&round, viewer, T0 + 8 * MINUTE)
            .final_voting
            .unwrap();
        assert_eq!(order.order, vec![p[2], p[3], p[4], p[0], p[1]]);
        assert_eq!(order.current_suspect_id, Some(p[2]));
        assert_eq!(order.next_suspect_ids, vec![p[3], p[4], p[0], p[1]]);
    }
    let round = act(
        &round,
        p[0],
        Action::Vote { yes: false },
        T0 + 8 * MINUTE + 5,
    )
    .0;
    let order = round_view(&round, p[0], T0 + 8 * MINUTE + 5)
        .final_voting
        .unwrap();
    assert_eq!(order.current_suspect_id, Some(p[3]));
    assert_eq!(order.next_suspect_ids, vec![p[4], p[0], p[1]]);
    assert!(
        round_view(&round_with_spy(RuleSet::TimeTravel, 5, Some(4)), p[0], T0)
            .final_voting
            .is_none()
    );
}

#[test]
fn r_4_7_r_11_3_the_public_log_lists_what_happened_in_order_with_times() {
    use crate::engine::Event;
    let round = round_with_spy(RuleSet::Classic, 4, Some(3));
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Ask { target: p[1] }, T0 + 10).0;
    let round = act(&round, p[1], Action::Accuse { suspect: p[2] }, T0 + 20).0;
    let round = act(&round, p[3], Action::Vote { yes: true }, T0 + 30).0;
    // Nobody else votes: the vote times out 60 s after it opened.
    let round = round.tick(T0 + 20 + 60_000).unwrap().0;
    let wrong = wrong_location(&round);
    let round = act(
        &round,
        p[3],
        Action::Guess {
            location_id: wrong.clone(),
        },
        T0 + 70_000,
    )
    .0;
    let log: Vec<(i64, Event)> = round.log.iter().map(|l| (l.at, l.event.clone())).collect();
    assert_eq!(
        log,
        vec![
            (
                T0 + 10,
                Event::QuestionAsked {
                    asker: p[0],
                    target: p[1]
                }
            ),
            (
                T0 + 20,
                Event::AccusationOpened {
                    accuser: p[1],
                    suspect: p[2]
                }
            ),
            (
                T0 + 30,
                Event::VoteCast {
                    voter: p[3],
                    yes: true
                }
            ),
            (
                T0 + 20 + 60_000,
                Event::VoteFailed {
                    suspect: p[2],
                    missing: vec![p[0]]
                }
            ),
            (
                T0 + 70_000,
                Event::SpyGuessed {
                    by: p[3],
                    location_id: wrong,
                    correct: false
                }
            ),
            (T0 + 70_000, Event::RoundEnded),
        ]
    );
    // Everyone sees the same log, with RFC 3339 times.
    let view = round_view(&round, p[0], T0 + 80_000);
    assert_eq!(view.log.len(), 6);
    let json = serde_json::to_value(&view.log[2]).unwrap();
    assert_eq!(json["event"]["type"], "vote_cast");
    assert_eq!(json["event"]["yes"], true);
    assert!(json["at"].as_str().unwrap().ends_with('Z'));
}

#[test]
fn r_4_4_r_8_6_every_wait_says_whose_answer_is_missing() {
    use crate::engine::Event;
    let round = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = round.seats.to_vec();
    let round = act(&round, p[1], Action::Accuse { suspect: p[2] }, T0 + 20).0;
    let round = act(&round, p[3], Action::Vote { yes: true }, T0 + 30).0;
    let vote = round_view(&round, p[0], T0 + 40).vote.unwrap();
    assert_eq!(vote.waiting_for, vec![p[0], p[4]]);
    // A no closes the vote at once: nobody's ballot was missing for it.
    let (said_no, events) = round
        .apply(p[0], &Action::Vote { yes: false }, T0 + 50)
        .unwrap();
    assert!(events.contains(&Event::VoteFailed {
        suspect: p[2],
        missing: Vec::new()
    }));
    assert!(said_no.open_ballot().is_none());
    // At the timeout the missing ballots are named: they counted as no.
    let (_, events) = round.tick(T0 + 20 + 60_000).unwrap();
    assert_eq!(
        events,
        vec![Event::VoteFailed {
            suspect: p[2],
            missing: vec![p[0], p[4]]
        }]
    );
    // A reveal proposal waits for every other player still to answer.
    let three = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let q = three.seats.to_vec();
    let three = act(&three, q[1], Action::ProposeRevealMiddle, T0).0;
    let three = act(
        &three,
        q[2],
        Action::AnswerRevealMiddle { agree: true },
        T0 + 1,
    )
    .0;
    let proposal = round_view(&three, q[0], T0 + 2).reveal_proposal.unwrap();
    assert_eq!(proposal.waiting_for, vec![q[0]]);
}
