//! Every action belongs to some variants; elsewhere it is refused as not part of the
//! variant, whatever the phase.

use super::kit::*;
use crate::engine::ActionError;
use crate::engine::deal::{DealRequest, deal};
use crate::engine::round::{Action, Round};
use crate::engine::types::{Mode, RuleSet};

fn team_round() -> Round {
    let seats = players(8);
    let candidates = pack(6, 7);
    let req = DealRequest {
        number: 1,
        rules: rules(RuleSet::TimeTravel, Mode::Team),
        seats: &seats,
        host: seats[0],
        candidates: &candidates,
        used: &[],
        previous: None,
        captains: Some([seats[0], seats[1]]),
        now: T0,
    };
    deal(&req, &mut rng(5)).unwrap()
}

#[test]
fn r_11_1_actions_outside_their_variant_are_refused_as_such() {
    let standard = round_with_spy(RuleSet::Classic, 5, Some(4));
    let small = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let team = team_round();
    let p = standard.seats.clone();
    let t = team.seats.clone();
    let loc = standard.locations[0].clone();
    let two = [loc.clone(), loc.clone()];
    for (round, actor, action) in [
        (&standard, p[0], Action::ProposeRevealMiddle),
        (&standard, p[0], Action::AnswerRevealMiddle { agree: true }),
        (
            &standard,
            p[0],
            Action::ChooseFirstCaptain { captain: p[1] },
        ),
        (&standard, p[0], Action::Pick { agent: p[1] }),
        (&standard, p[0], Action::RefusePick),
        (
            &standard,
            p[4],
            Action::GuessTeamLocations {
                locations: two.clone(),
            },
        ),
        (&small, small.seats[0], Action::Vote { yes: true }),
        (
            &small,
            small.seats[0],
            Action::Pick {
                agent: small.seats[1],
            },
        ),
        (&team, t[2], Action::Accuse { suspect: t[3] }),
        (&team, t[2], Action::Vote { yes: true }),
        (
            &team,
            t[2],
            Action::Guess {
                location_id: loc.clone(),
            },
        ),
        (&team, t[2], Action::ProposeRevealMiddle),
        (&team, t[2], Action::AnswerRevealMiddle { agree: false }),
    ] {
        assert_eq!(
            refused(round, actor, action.clone(), T0),
            ActionError::NotInThisVariant,
            "{action:?}"
        );
    }
}
