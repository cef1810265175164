//! What a player's operation on a room or a night can answer instead of its result: the
//! core's refusals as they are, and what only the application layer can tell (no such
//! room, not seated, a stale version). The API turns each into its problem document, the
//! panel (which runs a table's moves in the host's place) into its page, and the sweeper
//! logs it. An organizer's changes to a night answer a `NightError`, the pack editor's a
//! `PackError`, identity's an `IdentityError`.

use crate::engine::ActionError;
use crate::engine::deal::DealError;
use crate::rooms::lobby::LobbyError;
use crate::rooms::moves::TableRefusal;
use crate::rooms::settings::SettingsError;

/// A failure that is no one's refusal: the database (unreachable, or text it cannot store)
/// or a fault of ours. Every error of the application layer carries one the same way, so
/// the API and the panel each map it in one place (`http::problem`, `http::admin::errors`).
#[derive(Debug, thiserror::Error)]
pub enum Fault {
    #[error(transparent)]
    Db(#[from] sqlx::Error),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// `?` on a database or internal error, into an application error's `Fault`.
macro_rules! carries_faults {
    ($($error:ty),+) => {$(
        impl From<sqlx::Error> for $error {
            fn from(e: sqlx::Error) -> Self {
                Self::Fault(e.into())
            }
        }

        impl From<anyhow::Error> for $error {
            fn from(e: anyhow::Error) -> Self {
                Self::Fault(e.into())
            }
        }
    )+};
}

carries_faults!(
    AppError,
    super::identity::IdentityError,
    super::pack_changes::PackError,
    super::privacy::EraseError,
    super::staff_accounts::AccountError,
    super::staff_login::LoginError,
    super::night_changes::NightError,
    super::table_packs::TablePackError
);

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No room has the code the caller gave (or it is not a code at all).
    #[error("there is no room with that code")]
    RoomNotFound,
    /// The caller has no seat at the room's table.
    #[error("the caller is not seated in this room")]
    NotAMember,
    /// The caller's user was deleted while their token was still good.
    #[error("the caller's user no longer exists")]
    UserGone,
    #[error("no round is being played")]
    NoRound,
    /// The caller decided on an older version of the room than the current one.
    #[error("the room is at version {current}")]
    VersionMismatch { current: i64 },
    /// A league table seats only the players the organizer seated.
    #[error("this room is a league table")]
    LeagueTable,
    /// Retention closed the room after a time without play.
    #[error("the room was closed")]
    RoomClosed,
    /// Pack ids no published pack has.
    #[error("no published pack has the id {}", .0.join(", "))]
    UnknownPacks(Vec<String>),
    /// A league night names packs that are still drafts: publish them first.
    #[error("packs not published yet: {0:?}")]
    DraftPacks(Vec<String>),
    #[error("there is no night with that code")]
    NightNotFound,
    /// Guests cannot register for a night: the organizer adds walk-ins.
    #[error("only accounts register for a night")]
    AccountRequired,
    #[error("the night is finished")]
    NightFinished,
    #[error("someone in the night already has that name")]
    NightNameTaken,
    #[error(transparent)]
    Table(#[from] TableRefusal),
    #[error(transparent)]
    Lobby(#[from] LobbyError),
    #[error(transparent)]
    Settings(#[from] SettingsError),
    #[error(transparent)]
    Deal(#[from] DealError),
    #[error(transparent)]
    Action(#[from] ActionError),
    #[error(transparent)]
    Fault(#[from] Fault),
}

impl AppError {
    /// Whether the transaction is still worth committing: an action the engine refused
    /// leaves what time alone caused before it (a vote timed out, the clock ran out) to
    /// be kept.
    pub fn keeps_time(&self) -> bool {
        matches!(self, AppError::Action(_))
    }
}

pub type AppResult<T> = Result<T, AppError>;
