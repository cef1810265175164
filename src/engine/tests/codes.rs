//! Error codes are what clients switch on: stable, snake_case, one per reason.

use std::collections::HashSet;

use strum::IntoEnumIterator;

use crate::engine::ActionError;
use crate::engine::deal::DealError;

#[test]
fn action_error_codes_are_the_snake_case_of_their_names() {
    let mut seen = HashSet::new();
    for e in ActionError::iter() {
        // The serde name is derived from the variant; the code must agree with it.
        let serde_name = serde_json::to_value(e).unwrap();
        assert_eq!(serde_name.as_str(), Some(e.code().as_str()), "{e:?}");
        seen.insert(e.code());
    }
    assert_eq!(seen.len(), 31, "one code per reason");
    assert_eq!(ActionError::NotYourTurn.code().as_str(), "not_your_turn");
    assert_eq!(
        ActionError::AlreadyAccusedThisRound.code().as_str(),
        "already_accused_this_round"
    );
    assert_eq!(
        ActionError::VoteInProgress.code().as_str(),
        "vote_in_progress"
    );
}

#[test]
fn deal_error_codes_are_stable() {
    let codes: Vec<&str> = DealError::iter().map(|e| e.code().as_str()).collect();
    assert_eq!(
        codes,
        [
            "too_few_players",
            "too_many_players",
            "team_mode_needs_time_travel",
            "two_spies_need_standard_play",
            "no_locations_left",
            "bad_captains"
        ]
    );
}
