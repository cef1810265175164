use std::collections::HashMap;

use super::kit::*;
use crate::engine::deal::{
    CAPTAIN_ROLE, DealError, DealRequest, PreviousRound, choose_dealer, deal, known_dealer,
};
use crate::engine::round::Phase;
use crate::engine::types::{Card, Location, Mode, PlayerId, RuleSet, Variant};

fn request<'a>(
    rule_set: RuleSet,
    mode: Mode,
    seats: &'a [PlayerId],
    candidates: &'a [Location],
    used: &'a [String],
) -> DealRequest<'a> {
    DealRequest {
        number: 1,
        rules: rules(rule_set, mode),
        seats,
        host: seats[seats.len() / 2],
        candidates,
        used,
        previous: None,
        captains: (mode == Mode::Team).then(|| [seats[0], seats[1]]),
        now: T0,
    }
}

#[test]
fn r_1_2_a_deal_outside_the_player_bounds_is_refused_with_the_bounds() {
    let candidates = pack(5, 7);
    for (rule_set, mode, n) in [
        (RuleSet::Classic, Mode::Standard, 3),
        (RuleSet::Classic, Mode::Standard, 13),
        (RuleSet::TimeTravel, Mode::Standard, 1),
        (RuleSet::TimeTravel, Mode::Team, 6),
    ] {
        let seats = players(n);
        let err = deal(
            &request(rule_set, mode, &seats, &candidates, &[]),
            &mut rng(1),
        )
        .unwrap_err();
        assert!(
            matches!(err, DealError::TooFewPlayers { bounds } | DealError::TooManyPlayers { bounds } if bounds.contains(" to ")),
            "{err}"
        );
        let expected = if n < 12 {
            "too_few_players"
        } else {
            "too_many_players"
        };
        assert_eq!(err.code().as_str(), expected);
    }
}

#[test]
fn r_2_3_exactly_one_spy_and_the_first_n_minus_1_roles() {
    let candidates = pack(3, 7);
    for n in 4..=12 {
        let seats = players(n);
        let round = deal(
            &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &[]),
            &mut rng(n as u64),
        )
        .unwrap();
        assert_eq!(round.variant, Variant::Standard);
        assert_eq!(round.hands.iter().filter(|c| c.is_spy()).count(), 1);
        assert!(round.middle.is_none());
        let location = &round.locations[0];
        let deck = &candidates.iter().find(|l| &l.id == location).unwrap().roles;
        // Decision: fewer roles than needed repeat from the top, in order.
        let expected: Vec<&String> = deck.iter().cycle().take(n - 1).collect();
        let mut dealt: Vec<&String> = round
            .hands
            .iter()
            .filter_map(|c| match c {
                Card::Location { location: l, role } => {
                    assert_eq!(l, location);
                    Some(role)
                }
                Card::Spy => None,
            })
            .collect();
        let mut expected_sorted = expected.clone();
        dealt.sort();
        expected_sorted.sort();
        assert_eq!(dealt, expected_sorted, "{n} players");
    }
}

#[test]
fn r_2_3_r_2_4_a_location_made_without_roles_deals_itself_alone() {
    let mut candidates = pack(1, 7);
    candidates[0].roles.clear();
    let seats = players(5);
    let round = deal(
        &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &[]),
        &mut rng(3),
    )
    .unwrap();
    let blank = Card::Location {
        location: candidates[0].id.clone(),
        role: String::new(),
    };
    assert_eq!(round.hands.iter().filter(|c| c.is_spy()).count(), 1);
    assert_eq!(round.hands.iter().filter(|c| **c == blank).count(), 4);
    // Its non-spies are shown the location alone, as when roles are off.
    let holder = seats[round.hands.iter().position(|c| *c == blank).unwrap()];
    let card = crate::engine::player_view::my_card(&round, holder);
    assert_eq!(card.role, Some(None));
}

#[test]
fn r_2_1_r_2_2_locations_come_from_the_candidates_and_never_twice_in_a_game() {
    let candidates = pack(4, 7);
    let seats = players(5);
    let mut used: Vec<String> = Vec::new();
    for round_number in 0..4 {
        let round = deal(
            &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &used),
            &mut rng(round_number),
        )
        .unwrap();
        assert_eq!(
            round.candidates.len(),
            4,
            "every player sees all the candidates"
        );
        assert!(!used.contains(&round.locations[0]));
        assert!(round.is_candidate(&round.locations[0]));
        used.push(round.locations[0].clone());
    }
    let err = deal(
        &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &used),
        &mut rng(9),
    )
    .unwrap_err();
    assert_eq!(err, DealError::NoLocationsLeft);
}

#[test]
fn r_2_2_the_location_is_drawn_at_random() {
    let candidates = pack(10, 7);
    let seats = players(4);
    let mut seen = HashMap::new();
    for seed in 0..200 {
        let round = deal(
            &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &[]),
            &mut rng(seed),
        )
        .unwrap();
        *seen.entry(round.locations[0].clone()).or_insert(0) += 1;
    }
    assert_eq!(seen.len(), 10, "every candidate comes up");
}

#[test]
fn r_2_7_the_deal_depends_only_on_the_random_source_it_is_handed() {
    let candidates = pack(10, 7);
    let seats = players(6);
    let req = request(
        RuleSet::TimeTravel,
        Mode::Standard,
        &seats,
        &candidates,
        &[],
    );
    let a = deal(&req, &mut rng(42)).unwrap();
    let b = deal(&req, &mut rng(42)).unwrap();
    assert_eq!(a, b);
    let spies: std::collections::HashSet<usize> = (0..60)
        .map(|s| {
            deal(&req, &mut rng(s))
                .unwrap()
                .hands
                .iter()
                .position(Card::is_spy)
                .unwrap()
        })
        .collect();
    assert_eq!(spies.len(), 6, "the spy card reaches every seat");
    // `deal` only accepts a `CryptoRng`: a weak generator does not compile.
}

#[test]
fn r_8_1_two_players_three_cards_one_in_the_middle() {
    let candidates = pack(3, 7);
    let seats = players(2);
    let mut middle_spy = 0;
    for seed in 0..100 {
        let round = deal(
            &request(
                RuleSet::TimeTravel,
                Mode::Standard,
                &seats,
                &candidates,
                &[],
            ),
            &mut rng(seed),
        )
        .unwrap();
        assert_eq!(round.variant, Variant::TwoPlayer);
        let all: Vec<&Card> = round.hands.iter().chain(round.middle.iter()).collect();
        assert_eq!(all.len(), 3);
        assert_eq!(all.iter().filter(|c| c.is_spy()).count(), 1);
        middle_spy += usize::from(round.middle.as_ref().unwrap().is_spy());
    }
    assert!(
        (10..60).contains(&middle_spy),
        "the spy is in the middle about a third of the time: {middle_spy}"
    );
}

#[test]
fn r_9_1_three_players_four_cards_one_in_the_middle() {
    let candidates = pack(3, 7);
    let seats = players(3);
    let round = deal(
        &request(
            RuleSet::TimeTravel,
            Mode::Standard,
            &seats,
            &candidates,
            &[],
        ),
        &mut rng(3),
    )
    .unwrap();
    assert_eq!(round.variant, Variant::ThreePlayer);
    let all: Vec<&Card> = round.hands.iter().chain(round.middle.iter()).collect();
    assert_eq!(all.len(), 4);
    assert_eq!(all.iter().filter(|c| c.is_spy()).count(), 1);
}

#[test]
fn r_10_1_r_10_2_team_deals_for_seven_to_twelve_players() {
    let candidates = pack(6, 7);
    for (n, first, second) in [
        (7, 2, 2),
        (8, 3, 2),
        (9, 3, 3),
        (10, 4, 3),
        (11, 4, 4),
        (12, 5, 4),
    ] {
        let seats = players(n);
        let round = deal(
            &request(RuleSet::TimeTravel, Mode::Team, &seats, &candidates, &[]),
            &mut rng(n as u64),
        )
        .unwrap();
        assert_eq!(round.variant, Variant::Team);
        assert_eq!(round.phase, Phase::TeamQuestions);
        assert_eq!(round.locations.len(), 2);
        assert_ne!(
            round.locations[0], round.locations[1],
            "two different decks"
        );
        let team = round.team.as_ref().unwrap();
        for (i, captain) in team.captains.iter().enumerate() {
            let card = round.card_of(*captain).unwrap();
            assert_eq!(
                card,
                &Card::Location {
                    location: round.locations[i].clone(),
                    role: CAPTAIN_ROLE.into()
                }
            );
        }
        let agents: Vec<&Card> = round
            .seats
            .iter()
            .filter(|p| !team.is_captain(**p))
            .map(|p| round.card_of(*p).unwrap())
            .collect();
        let count = |loc: &String| agents.iter().filter(|c| c.location() == Some(loc)).count();
        assert_eq!(
            agents.iter().filter(|c| c.is_spy()).count(),
            1,
            "{n} players"
        );
        assert_eq!(
            (count(&round.locations[0]), count(&round.locations[1])),
            (first, second),
            "{n} players"
        );
    }
}

#[test]
fn r_10_1_team_mode_needs_two_seated_captains() {
    let candidates = pack(6, 7);
    let seats = players(8);
    let mut req = request(RuleSet::TimeTravel, Mode::Team, &seats, &candidates, &[]);
    req.captains = Some([seats[0], seats[0]]);
    assert_eq!(deal(&req, &mut rng(1)).unwrap_err(), DealError::BadCaptains);
    req.captains = None;
    assert_eq!(deal(&req, &mut rng(1)).unwrap_err(), DealError::BadCaptains);
}

#[test]
fn r_2_6_the_dealer_of_each_round() {
    let candidates = pack(6, 7);
    let seats = players(5);
    let mut req = request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &[]);
    // Round 1, classic: the host.
    assert_eq!(choose_dealer(&req, &mut rng(1)), req.host);
    let round = deal(&req, &mut rng(1)).unwrap();
    assert_eq!(
        (round.dealer, round.turn),
        (req.host, Some(req.host)),
        "the dealer asks first"
    );
    // A host who is not at the table (they left): the first seat deals.
    let absent_host = PlayerId(uuid::Uuid::from_u128(777));
    let saved_host = std::mem::replace(&mut req.host, absent_host);
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[0]);
    req.host = saved_host;
    // Round 1, time_travel: a random player.
    req.rules.rule_set = RuleSet::TimeTravel;
    let dealers: std::collections::HashSet<PlayerId> =
        (0..50).map(|s| choose_dealer(&req, &mut rng(s))).collect();
    assert_eq!(dealers.len(), 5);
    // Later rounds: the previous spy.
    req.previous = Some(PreviousRound {
        dealer: seats[1],
        spies: vec![seats[3]],
    });
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[3]);
    // The spy card was in the middle: the next player clockwise after the previous dealer.
    req.previous = Some(PreviousRound {
        dealer: seats[4],
        spies: Vec::new(),
    });
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[0]);
    // Decision: the previous spy left the table: as if in the middle.
    let gone = PlayerId(uuid::Uuid::from_u128(999));
    req.previous = Some(PreviousRound {
        dealer: seats[2],
        spies: vec![gone],
    });
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[3]);
    req.previous = Some(PreviousRound {
        dealer: gone,
        spies: Vec::new(),
    });
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[0]);
}

#[test]
fn r_10_9_a_team_rounds_dealer_is_its_first_captain_known_before_the_deal() {
    let candidates = pack(6, 7);
    let seats = players(8);
    let mut req = request(RuleSet::TimeTravel, Mode::Team, &seats, &candidates, &[]);
    req.captains = Some([seats[3], seats[5]]);
    // Round 1 too: no drawn dealer in team mode.
    assert_eq!(known_dealer(&req), Some(seats[3]));
    for seed in 0..20 {
        assert_eq!(deal(&req, &mut rng(seed)).unwrap().dealer, seats[3]);
    }
    // Later rounds: not the previous spy (R-2.6 gives way).
    req.previous = Some(PreviousRound {
        dealer: seats[0],
        spies: vec![seats[6]],
    });
    assert_eq!(known_dealer(&req), Some(seats[3]));
    assert_eq!(deal(&req, &mut rng(1)).unwrap().dealer, seats[3]);
}

#[test]
fn r_12_6_with_two_spies_the_first_spy_clockwise_after_the_dealer_deals() {
    let seats = players(8);
    let candidates = pack(3, 7);
    let mut req = request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &[]);
    req.previous = Some(PreviousRound {
        dealer: seats[5],
        spies: vec![seats[2], seats[6]],
    });
    assert_eq!(choose_dealer(&req, &mut rng(1)), seats[6]);
    req.previous = Some(PreviousRound {
        dealer: seats[6],
        spies: vec![seats[2], seats[6]],
    });
    assert_eq!(
        choose_dealer(&req, &mut rng(1)),
        seats[2],
        "the dealer was a spy: the other spy comes first clockwise"
    );
    req.previous = Some(PreviousRound {
        dealer: seats[0],
        spies: vec![players(9)[8], seats[4]],
    });
    assert_eq!(
        choose_dealer(&req, &mut rng(1)),
        seats[4],
        "a spy who left is passed over"
    );
}

#[test]
fn r_2_6_choosing_a_dealer_with_nobody_seated_does_not_panic() {
    let candidates = pack(3, 7);
    let nobody: Vec<PlayerId> = Vec::new();
    let table = players(4);
    let host = table[0];
    let mut req = request(
        RuleSet::TimeTravel,
        Mode::Standard,
        &table,
        &candidates,
        &[],
    );
    req.seats = &nobody;
    req.host = host;
    assert_eq!(choose_dealer(&req, &mut rng(1)), host);
    req.rules.rule_set = RuleSet::Classic;
    assert_eq!(choose_dealer(&req, &mut rng(1)), host);
}

#[test]
fn r_1_2_team_mode_in_classic_is_refused_with_a_code_that_names_the_rule_set() {
    let candidates = pack(5, 7);
    let seats = players(8);
    let err = deal(
        &request(RuleSet::Classic, Mode::Team, &seats, &candidates, &[]),
        &mut rng(1),
    )
    .unwrap_err();
    assert_eq!(err.code().as_str(), "team_mode_needs_time_travel");
}

#[test]
fn r_2_8_the_deal_marks_the_locations_used_earlier_in_the_game() {
    let candidates = pack(5, 7);
    let seats = players(5);
    let used: Vec<String> = vec![candidates[1].id.clone(), candidates[3].id.clone()];
    let round = deal(
        &request(RuleSet::Classic, Mode::Standard, &seats, &candidates, &used),
        &mut rng(3),
    )
    .unwrap();
    assert_eq!(*round.used, used);
    assert!(!round.is_used(&round.locations[0]));
    assert!(round.is_used(&candidates[3].id));
}
