//! Error codes are what clients switch on: stable, snake_case, one per reason.

use std::collections::HashSet;

use crate::engine::ActionError;
use crate::engine::deal::DealError;

const ALL: [ActionError; 29] = [
    ActionError::RoundOver,
    ActionError::NotInRound,
    ActionError::UnknownPlayer,
    ActionError::NotYourTurn,
    ActionError::CannotAskYourself,
    ActionError::NoRetaliation,
    ActionError::AlreadyAccusedThisRound,
    ActionError::CannotAccuseYourself,
    ActionError::VoteInProgress,
    ActionError::NoVoteOpen,
    ActionError::SuspectCannotVote,
    ActionError::AlreadyVoted,
    ActionError::NotTheSpy,
    ActionError::SpyCannotGuessWhileClockStopped,
    ActionError::UnknownLocation,
    ActionError::LocationAlreadyUsed,
    ActionError::FinalVotingInProgress,
    ActionError::SpyCannotAccuse,
    ActionError::NotInThisVariant,
    ActionError::RevealPending,
    ActionError::NoRevealProposal,
    ActionError::AlreadyAnswered,
    ActionError::AlreadyProposedThisRound,
    ActionError::FirstCaptainNotChosen,
    ActionError::FirstCaptainAlreadyChosen,
    ActionError::NotACaptain,
    ActionError::NotAnUnpickedAgent,
    ActionError::AlreadyAskedThisCycle,
    ActionError::WrongPhase,
];

#[test]
fn action_error_codes_are_the_snake_case_of_their_names() {
    let mut seen = HashSet::new();
    for e in ALL {
        // The serde name is derived from the variant; the code must agree with it.
        let serde_name = serde_json::to_value(e).unwrap();
        assert_eq!(serde_name.as_str(), Some(e.code()), "{e:?}");
        seen.insert(e.code());
    }
    assert_eq!(seen.len(), 29, "one code per reason");
    assert_eq!(ActionError::NotYourTurn.code(), "not_your_turn");
    assert_eq!(
        ActionError::AlreadyAccusedThisRound.code(),
        "already_accused_this_round"
    );
    assert_eq!(ActionError::VoteInProgress.code(), "vote_in_progress");
}

#[test]
fn deal_error_codes_are_stable() {
    let codes = [
        DealError::PlayerCount {
            bounds: "",
            too_few: true,
        }
        .code(),
        DealError::PlayerCount {
            bounds: "",
            too_few: false,
        }
        .code(),
        DealError::NoLocationsLeft.code(),
        DealError::NoRoles.code(),
        DealError::BadCaptains.code(),
    ];
    assert_eq!(
        codes,
        [
            "too_few_players",
            "too_many_players",
            "no_locations_left",
            "location_without_roles",
            "bad_captains"
        ]
    );
}
