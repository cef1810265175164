//! Every action belongs to some variants; elsewhere it is refused as not part of the
//! variant, whatever the phase.

use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::Action;
use crate::engine::types::RuleSet;

#[test]
fn r_11_1_actions_outside_their_variant_are_refused_as_such() {
    let standard = round_with_spy(RuleSet::Classic, 5, Some(4));
    let small = round_with_spy(RuleSet::TimeTravel, 3, Some(2));
    let team = team_round(5);
    let p = standard.seats.to_vec();
    let t = team.seats.to_vec();
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
