//! Why an action is refused. Each error names a rule, never a secret: no message tells a
//! player who the spy is or where they are.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum ActionError {
    #[error("the round is over")]
    RoundOver,
    #[error("you were not dealt into this round")]
    NotInRound,
    #[error("that player is not in this round")]
    UnknownPlayer,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("you cannot ask yourself")]
    CannotAskYourself,
    #[error("you may not ask back the player who just asked you")]
    NoRetaliation,
    #[error("you have already put someone up for a vote this round")]
    AlreadyAccusedThisRound,
    #[error("you cannot accuse yourself")]
    CannotAccuseYourself,
    #[error("a vote is in progress")]
    VoteInProgress,
    #[error("no vote is open")]
    NoVoteOpen,
    #[error("the suspect does not vote")]
    SuspectCannotVote,
    #[error("you have already voted")]
    AlreadyVoted,
    #[error("only the spy can guess the location")]
    NotTheSpy,
    #[error("the spy cannot guess while the clock is stopped")]
    SpyCannotGuessWhileClockStopped,
    #[error("that is not one of the candidate locations")]
    UnknownLocation,
    #[error("that location was played earlier in this game, so it cannot be this round's")]
    LocationAlreadyUsed,
    #[error("final voting is in progress")]
    FinalVotingInProgress,
    #[error("the spy cannot accuse in this variant")]
    SpyCannotAccuse,
    #[error("this action is not part of this variant")]
    NotInThisVariant,
    #[error("a proposal to reveal the middle card is waiting for answers")]
    RevealPending,
    #[error("there is no proposal to reveal the middle card")]
    NoRevealProposal,
    #[error("you have already answered")]
    AlreadyAnswered,
    #[error("you have already proposed to reveal the middle card this round")]
    AlreadyProposedThisRound,
    #[error("the first captain has not been chosen yet")]
    FirstCaptainNotChosen,
    #[error("the first captain has already been chosen")]
    FirstCaptainAlreadyChosen,
    #[error("only a captain can do this")]
    NotACaptain,
    #[error("that player is not an unpicked agent")]
    NotAnUnpickedAgent,
    #[error("you have already asked that agent in this cycle")]
    AlreadyAskedThisCycle,
    #[error("it is not the time for this in the round")]
    WrongPhase,
}

impl ActionError {
    /// The stable snake_case code clients switch on.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::RoundOver => "round_over",
            ActionError::NotInRound => "not_in_round",
            ActionError::UnknownPlayer => "unknown_player",
            ActionError::NotYourTurn => "not_your_turn",
            ActionError::CannotAskYourself => "cannot_ask_yourself",
            ActionError::NoRetaliation => "no_retaliation",
            ActionError::AlreadyAccusedThisRound => "already_accused_this_round",
            ActionError::CannotAccuseYourself => "cannot_accuse_yourself",
            ActionError::VoteInProgress => "vote_in_progress",
            ActionError::NoVoteOpen => "no_vote_open",
            ActionError::SuspectCannotVote => "suspect_cannot_vote",
            ActionError::AlreadyVoted => "already_voted",
            ActionError::NotTheSpy => "not_the_spy",
            ActionError::SpyCannotGuessWhileClockStopped => "spy_cannot_guess_while_clock_stopped",
            ActionError::UnknownLocation => "unknown_location",
            ActionError::LocationAlreadyUsed => "location_already_used",
            ActionError::FinalVotingInProgress => "final_voting_in_progress",
            ActionError::SpyCannotAccuse => "spy_cannot_accuse",
            ActionError::NotInThisVariant => "not_in_this_variant",
            ActionError::RevealPending => "reveal_pending",
            ActionError::NoRevealProposal => "no_reveal_proposal",
            ActionError::AlreadyAnswered => "already_answered",
            ActionError::AlreadyProposedThisRound => "already_proposed_this_round",
            ActionError::FirstCaptainNotChosen => "first_captain_not_chosen",
            ActionError::FirstCaptainAlreadyChosen => "first_captain_already_chosen",
            ActionError::NotACaptain => "not_a_captain",
            ActionError::NotAnUnpickedAgent => "not_an_unpicked_agent",
            ActionError::AlreadyAskedThisCycle => "already_asked_this_cycle",
            ActionError::WrongPhase => "wrong_phase",
        }
    }
}
