//! A room playing with two spies (RULES.md section 12).

use super::kit::*;
use crate::engine::deal::{DealError, DealRequest, deal};
use crate::engine::player_view::{private_view, round_view};
use crate::engine::round::{Action, Phase, Round};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::{Mode, RoundRules, RuleSet};

fn request<'a>(
    rule_set: RuleSet,
    mode: Mode,
    seats: &'a [crate::engine::PlayerId],
    candidates: &'a [crate::engine::Location],
) -> DealRequest<'a> {
    DealRequest {
        number: 1,
        rules: RoundRules {
            spies: 2,
            ..rules(rule_set, mode)
        },
        seats,
        host: seats[0],
        candidates,
        used: &[],
        previous: None,
        captains: (mode == Mode::Team).then(|| [seats[0], seats[1]]),
        now: T0,
    }
}

#[test]
fn r_12_1_two_spies_need_standard_play_and_seven_players() {
    let candidates = pack(6, 7);
    for rule_set in [RuleSet::Classic, RuleSet::TimeTravel] {
        for n in [2, 3, 4, 6] {
            let seats = players(n);
            let err = deal(
                &request(rule_set, Mode::Standard, &seats, &candidates),
                &mut rng(1),
            )
            .unwrap_err();
            assert_eq!(
                err.code().as_str(),
                "too_few_players",
                "{rule_set:?} with {n}"
            );
            assert!(err.to_string().contains("7 to 12"), "the bounds are named");
        }
        let seats = players(7);
        assert!(
            deal(
                &request(rule_set, Mode::Standard, &seats, &candidates),
                &mut rng(1)
            )
            .is_ok()
        );
    }
    let seats = players(8);
    let err = deal(
        &request(RuleSet::TimeTravel, Mode::Team, &seats, &candidates),
        &mut rng(1),
    );
    assert_eq!(err.unwrap_err(), DealError::TwoSpiesNeedStandardPlay);
}

#[test]
fn r_12_2_the_deal_gives_two_spy_cards_and_the_first_roles() {
    let candidates = pack(6, 7);
    for n in 7..=12 {
        let seats = players(n);
        let round = deal(
            &request(RuleSet::Classic, Mode::Standard, &seats, &candidates),
            &mut rng(n as u64),
        )
        .unwrap();
        assert_eq!(round.spies().len(), 2, "{n} players");
        let location = &candidates
            .iter()
            .find(|l| l.id == round.locations[0])
            .unwrap();
        let mut roles: Vec<String> = round
            .hands
            .iter()
            .filter_map(|c| match c {
                crate::engine::Card::Location { role, .. } => Some(role.clone()),
                crate::engine::Card::Spy => None,
            })
            .collect();
        roles.sort();
        let mut expected: Vec<String> =
            location.roles.iter().cycle().take(n - 2).cloned().collect();
        expected.sort();
        assert_eq!(roles, expected, "the first n-2 roles, repeating when short");
    }
}

#[test]
fn r_12_2_a_spy_never_learns_who_the_other_spy_is() {
    let round = round_with_spies(RuleSet::TimeTravel, 8, [2, 5]);
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Ask { target: p[2] }, T0 + 10).0;
    let round = act(&round, p[3], Action::Accuse { suspect: p[5] }, T0 + 20).0;
    let seen = |r: &Round| (round_view(r, p[2], T0 + 30), private_view(r, p[2]));
    let reference = seen(&round);
    assert!(reference.0.my_card.as_ref().unwrap().spy);
    // The other spy card anywhere else at the table: the same view.
    for other in [0, 1, 3, 4, 6, 7] {
        let mut moved = round.clone();
        std::sync::Arc::make_mut(&mut moved.hands).swap(5, other);
        assert_eq!(seen(&moved), reference, "other spy card at seat {other}");
    }
}

#[test]
fn r_12_3_indicting_either_spy_ends_the_round_for_the_non_spies() {
    for suspect in [2, 5] {
        let round = round_with_spies(RuleSet::Classic, 7, [2, 5]);
        let p = round.seats.to_vec();
        let mut r = act(
            &round,
            p[0],
            Action::Accuse {
                suspect: p[suspect],
            },
            T0 + 10,
        )
        .0;
        for voter in (1..7).filter(|&v| v != suspect) {
            r = act(&r, p[voter], Action::Vote { yes: true }, T0 + 20).0;
        }
        let result = r.result.as_ref().expect("indicted");
        assert_eq!(result.winner, Winner::NonSpies);
        // non-spies 1 each, the accuser 2 (classic); both spies nothing.
        assert_eq!(points(&r), vec![2, 1, 0, 1, 1, 0, 1]);
    }
}

#[test]
fn r_12_3_r_12_4_indicting_a_non_spy_or_a_right_guess_wins_for_both_spies() {
    let round = round_with_spies(RuleSet::Classic, 7, [2, 5]);
    let p = round.seats.to_vec();
    let mut r = act(&round, p[0], Action::Accuse { suspect: p[1] }, T0 + 10).0;
    for voter in (2..7).map(|v| p[v]) {
        r = act(&r, voter, Action::Vote { yes: true }, T0 + 20).0;
    }
    assert_eq!(r.result.as_ref().unwrap().winner, Winner::Spy);
    assert_eq!(
        points(&r),
        vec![0, 0, 4, 0, 0, 4, 0],
        "4 each, as a single spy"
    );
    // Either spy may guess; right: both spies win.
    let right = round.locations[0].clone();
    let r = act(&round, p[5], Action::Guess { location_id: right }, T0 + 10).0;
    assert_eq!(points(&r), vec![0, 0, 4, 0, 0, 4, 0]);
    assert!(matches!(
        r.result.as_ref().unwrap().outcome,
        Outcome::SpyGuessed { correct: true, by: Some(by), .. } if by == p[5]
    ));
    // Wrong: the non-spies win.
    let wrong = wrong_location(&round);
    let r = act(&round, p[2], Action::Guess { location_id: wrong }, T0 + 10).0;
    assert_eq!(points(&r), vec![1, 1, 0, 1, 1, 0, 1]);
    // Time up in classic: the spies win 2 each.
    let r = round.tick(T0 + 8 * MINUTE).unwrap().0;
    assert_eq!(points(&r), vec![0, 0, 2, 0, 0, 2, 0]);
}

#[test]
fn r_12_3_final_voting_convicts_either_spy() {
    let round = round_with_spies(RuleSet::TimeTravel, 7, [3, 5]);
    let p = round.seats.to_vec();
    // p1 put spy p5 up mid-round; the vote failed.
    let mut r = act(&round, p[1], Action::Accuse { suspect: p[5] }, T0 + 10).0;
    r = act(&r, p[0], Action::Vote { yes: false }, T0 + 20).0;
    r = r.tick(T0 + 9 * MINUTE).unwrap().0;
    assert_eq!(r.phase, Phase::FinalVoting);
    let at = T0 + 9 * MINUTE + 1;
    // p0 (the dealer) is voted on first: a no passes them; then p1 likewise; p2 likewise;
    // then p3, a spy: all yes.
    for suspect in 0..3 {
        let voter = if suspect == 0 { p[1] } else { p[0] };
        r = act(&r, voter, Action::Vote { yes: false }, at).0;
        assert_ne!(r.open_ballot().unwrap().suspect, p[suspect]);
    }
    for voter in (0..7).filter(|&v| v != 3) {
        r = act(&r, p[voter], Action::Vote { yes: true }, at).0;
    }
    assert_eq!(r.result.as_ref().unwrap().winner, Winner::NonSpies);
    // the first to put either spy up (p1) gets the +1.
    assert_eq!(points(&r), vec![1, 2, 1, 0, 1, 0, 1]);
}

#[test]
fn r_12_4_a_spy_who_unmasks_the_other_spy_scores_nothing_and_earns_nobody_a_bonus() {
    // classic: spy p2 puts spy p5 up; everyone votes yes.
    let round = round_with_spies(RuleSet::Classic, 7, [2, 5]);
    let p = round.seats.to_vec();
    let mut r = act(&round, p[2], Action::Accuse { suspect: p[5] }, T0 + 10).0;
    for voter in [0, 1, 3, 4, 6] {
        r = act(&r, p[voter], Action::Vote { yes: true }, T0 + 20).0;
    }
    assert_eq!(r.result.as_ref().unwrap().winner, Winner::NonSpies);
    assert_eq!(points(&r), vec![1, 1, 0, 1, 1, 0, 1], "no 2 for anyone");
    // time_travel: spy p2 first puts spy p5 up (it fails), then non-spy p4 does and the
    // vote passes: the first *non-spy* to put a spy up, p4, gets the +1.
    let round = round_with_spies(RuleSet::TimeTravel, 7, [2, 5]);
    let mut r = act(&round, p[2], Action::Accuse { suspect: p[5] }, T0 + 10).0;
    r = act(&r, p[0], Action::Vote { yes: false }, T0 + 20).0;
    r = act(&r, p[4], Action::Accuse { suspect: p[5] }, T0 + 30).0;
    for voter in [0, 1, 2, 3, 6] {
        r = act(&r, p[voter], Action::Vote { yes: true }, T0 + 40).0;
    }
    assert_eq!(points(&r), vec![1, 1, 0, 1, 2, 0, 1]);
    // time_travel, only a spy ever accused the other: nobody gets the +1.
    let mut r = act(&round, p[2], Action::Accuse { suspect: p[5] }, T0 + 10).0;
    for voter in [0, 1, 3, 4, 6] {
        r = act(&r, p[voter], Action::Vote { yes: true }, T0 + 20).0;
    }
    assert_eq!(points(&r), vec![1, 1, 0, 1, 1, 0, 1]);
}

#[test]
fn r_12_5_the_record_reveals_both_spies() {
    let round = round_with_spies(RuleSet::Classic, 7, [1, 6]);
    let over = round.tick(T0 + 8 * MINUTE).unwrap().0;
    let view = round_view(&over, over.seats[0], T0 + 8 * MINUTE);
    let record = view.result.expect("the record once the round is over");
    assert_eq!(record.spies, vec![over.seats[1], over.seats[6]]);
    let spy_cards: Vec<usize> = record
        .cards
        .iter()
        .enumerate()
        .filter(|(_, c)| c.card.spy)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(spy_cards, vec![1, 6]);
}

#[test]
fn r_7_5_r_12_3_a_spy_who_leaves_voids_the_round_as_anyone_would() {
    let round = round_with_spies(RuleSet::Classic, 7, [1, 6]);
    let leaver = round.seats[6];
    let over = (round.leave(leaver, crate::engine::Departure::Left, T0 + 5))
        .unwrap()
        .0;
    assert!(matches!(
        over.result.unwrap().outcome,
        Outcome::Voided { player: Some(p), .. } if p == leaver
    ));
}
