//! Every problem code the API can answer, in one enum: the OpenAPI document's `ProblemCode`
//! schema is built from it, and each refusal of the rules engine, the room logic and the
//! shell names one of its variants, so a new code cannot be left out of the document.
//!
//! Pure data: the HTTP status each refusal is answered with is the shell's choice
//! (`crate::http::refusal`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A stable, machine-readable problem code that clients switch on.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    ToSchema,
    strum::EnumIter,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum ProblemCode {
    // The request itself.
    BadRequest,
    MalformedJson,
    InvalidBody,
    UnreadableBody,
    InvalidText,
    InvalidQuery,
    InvalidIfMatch,
    InvalidIdempotencyKey,
    IdempotencyKeyReused,
    IdempotencyKeyInUse,
    PayloadTooLarge,
    BodyTimeout,
    UnsupportedMediaType,
    NotFound,
    RouteNotFound,
    MethodNotAllowed,
    // The server's state.
    RateLimited,
    Overloaded,
    DatabaseUnavailable,
    NotReady,
    InternalError,
    // Identity.
    Unauthorized,
    InvalidCredentials,
    UsernameTaken,
    InvalidUsername,
    InvalidPassword,
    InvalidDisplayName,
    AlreadyAnAccount,
    AccountRequired,
    // Packs.
    PackNotFound,
    UnknownPack,
    InvalidPack,
    TooManyPacks,
    NotPackMaker,
    // Rooms and their lobby.
    RoomNotFound,
    NotAMember,
    RoomFull,
    DisplayNameTaken,
    KickedFromRoom,
    NotHost,
    PlayerNotFound,
    InvalidSeatOrder,
    LeagueTable,
    RoomClosed,
    // Room settings.
    TeamModeNeedsTimeTravel,
    TwoSpiesNeedStandardPlay,
    InvalidPackSelection,
    InvalidLocationSelection,
    InvalidRounds,
    InvalidRoundMinutes,
    InvalidVoteTimeout,
    InvalidCaptainPasses,
    InvalidSpies,
    InvalidPauseReason,
    // The table: games, deals, rounds.
    NoGame,
    GameOver,
    GameInProgress,
    RoundInProgress,
    NoRoundInProgress,
    NotDealer,
    LeagueTableSettings,
    LeagueGamesPlayed,
    LeagueSeatingOver,
    NoRound,
    RoundNotFound,
    VersionMismatch,
    TooFewPlayers,
    TooManyPlayers,
    NoLocationsLeft,
    BadCaptains,
    // Actions in a round (the rules engine).
    RoundOver,
    NotInRound,
    UnknownPlayer,
    NotYourTurn,
    CannotAskYourself,
    NoRetaliation,
    AlreadyAccusedThisRound,
    CannotAccuseYourself,
    VoteInProgress,
    NoVoteOpen,
    SuspectCannotVote,
    AlreadyVoted,
    NotTheSpy,
    SpyCannotGuessWhileClockStopped,
    UnknownLocation,
    LocationAlreadyUsed,
    FinalVotingInProgress,
    SpyCannotAccuse,
    NotInThisVariant,
    RevealPending,
    NoRevealProposal,
    AlreadyAnswered,
    AlreadyProposedThisRound,
    FirstCaptainNotChosen,
    FirstCaptainAlreadyChosen,
    NotACaptain,
    NotAnUnpickedAgent,
    AlreadyAskedThisCycle,
    WrongPhase,
    RoundPaused,
    RoundNotPaused,
    // League nights.
    NightNotFound,
    NotInNight,
    NotSeated,
    NightFinished,
    ClaimNotFound,
}

impl ProblemCode {
    /// The code as sent in a problem's `code` field.
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

impl std::fmt::Display for ProblemCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::ProblemCode;
    use strum::IntoEnumIterator;

    #[test]
    fn the_wire_name_is_the_display_name_and_parses_back() {
        for code in ProblemCode::iter() {
            let wire = serde_json::to_value(code).unwrap();
            assert_eq!(wire.as_str(), Some(code.as_str()));
            assert_eq!(code.as_str().parse::<ProblemCode>(), Ok(code));
        }
    }
}
