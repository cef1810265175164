//! The fair-deal ledger: rounds as the spy against a uniform deal's share (R-2.3, R-2.7:
//! it informs and never steers the deal).

use super::kit::*;
use crate::engine::fair_deal::{Chance, ledger, spy_chances};
use crate::engine::round::Action;
use crate::engine::types::RuleSet;

#[test]
fn r_2_3_the_ledger_counts_finished_rounds_against_one_in_n() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(2));
    let p = round.seats.to_vec();
    let guess = Action::Guess {
        location_id: wrong_location(&round),
    };
    let (over, _) = act(&round, p[2], guess, T0 + MINUTE);
    let in_play = round_with_spy(RuleSet::Classic, 5, Some(4));
    let lines = ledger([&over, &in_play]);
    assert_eq!(lines.len(), 5);
    for line in &lines {
        assert_eq!(
            line.rounds, 1,
            "the round in play does not count: it would tell"
        );
        assert_eq!(line.spy_rounds, u32::from(line.player_id == p[2]));
        assert_eq!(line.expected_spy_rounds, 0.2);
    }
    let twice = ledger([&over, &over, &over]);
    assert_eq!(twice[2].spy_rounds, 3);
    assert_eq!(twice[0].expected_spy_rounds, 0.6);
}

#[test]
fn r_2_3_r_8_1_r_10_2_r_12_1_each_variant_gives_its_own_share() {
    let three = round_with_spy(RuleSet::TimeTravel, 3, None);
    assert!(
        spy_chances(&three)
            .iter()
            .all(|(_, c)| *c == Chance { num: 1, den: 4 })
    );
    let two_spies = round_with_spies(RuleSet::Classic, 8, [1, 5]);
    assert!(
        spy_chances(&two_spies)
            .iter()
            .all(|(_, c)| *c == Chance { num: 2, den: 8 })
    );
    let team = team_round(3);
    let chances = spy_chances(&team);
    let captains = team.team.as_ref().unwrap().captains;
    for (player, chance) in chances {
        let expected = if captains.contains(&player) {
            0.0
        } else {
            1.0 / 6.0
        };
        assert_eq!(chance.as_f64(), expected, "{player:?}");
    }
}
