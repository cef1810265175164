//! Why an action is refused. Each error names a rule, never a secret: no message tells a
//! player who the spy is or where they are.

use serde::Serialize;

use crate::problem_code::ProblemCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, thiserror::Error, strum::EnumIter)]
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
    #[error("the round is paused: the host resumes it")]
    RoundPaused,
    #[error("the round is not paused")]
    RoundNotPaused,
}

impl ActionError {
    /// The stable snake_case code clients switch on.
    pub fn code(&self) -> ProblemCode {
        match self {
            ActionError::RoundOver => ProblemCode::RoundOver,
            ActionError::NotInRound => ProblemCode::NotInRound,
            ActionError::UnknownPlayer => ProblemCode::UnknownPlayer,
            ActionError::NotYourTurn => ProblemCode::NotYourTurn,
            ActionError::CannotAskYourself => ProblemCode::CannotAskYourself,
            ActionError::NoRetaliation => ProblemCode::NoRetaliation,
            ActionError::AlreadyAccusedThisRound => ProblemCode::AlreadyAccusedThisRound,
            ActionError::CannotAccuseYourself => ProblemCode::CannotAccuseYourself,
            ActionError::VoteInProgress => ProblemCode::VoteInProgress,
            ActionError::NoVoteOpen => ProblemCode::NoVoteOpen,
            ActionError::SuspectCannotVote => ProblemCode::SuspectCannotVote,
            ActionError::AlreadyVoted => ProblemCode::AlreadyVoted,
            ActionError::NotTheSpy => ProblemCode::NotTheSpy,
            ActionError::SpyCannotGuessWhileClockStopped => {
                ProblemCode::SpyCannotGuessWhileClockStopped
            }
            ActionError::UnknownLocation => ProblemCode::UnknownLocation,
            ActionError::LocationAlreadyUsed => ProblemCode::LocationAlreadyUsed,
            ActionError::FinalVotingInProgress => ProblemCode::FinalVotingInProgress,
            ActionError::SpyCannotAccuse => ProblemCode::SpyCannotAccuse,
            ActionError::NotInThisVariant => ProblemCode::NotInThisVariant,
            ActionError::RevealPending => ProblemCode::RevealPending,
            ActionError::NoRevealProposal => ProblemCode::NoRevealProposal,
            ActionError::AlreadyAnswered => ProblemCode::AlreadyAnswered,
            ActionError::AlreadyProposedThisRound => ProblemCode::AlreadyProposedThisRound,
            ActionError::FirstCaptainNotChosen => ProblemCode::FirstCaptainNotChosen,
            ActionError::FirstCaptainAlreadyChosen => ProblemCode::FirstCaptainAlreadyChosen,
            ActionError::NotACaptain => ProblemCode::NotACaptain,
            ActionError::NotAnUnpickedAgent => ProblemCode::NotAnUnpickedAgent,
            ActionError::AlreadyAskedThisCycle => ProblemCode::AlreadyAskedThisCycle,
            ActionError::WrongPhase => ProblemCode::WrongPhase,
            ActionError::RoundPaused => ProblemCode::RoundPaused,
            ActionError::RoundNotPaused => ProblemCode::RoundNotPaused,
        }
    }
}
