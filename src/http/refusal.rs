//! Refusals as problems. Every refusal the API answers is a value of a type that says its
//! HTTP status and its [`ProblemCode`]: the engine's and the room logic's own error enums,
//! and the shell's refusals below. An operation's documented error responses are built
//! from the refusal types it names ([`Problems`]), each type contributing every code it can
//! give, so a code added to a type appears on every operation that can answer it.

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

use actix_web::http::StatusCode;
use strum::IntoEnumIterator;
use utoipa::IntoResponses;
use utoipa::openapi::{RefOr, response::Response};

use super::problem::{ApiError, ProblemCode, sentence};
use crate::engine::ActionError;
use crate::engine::deal::DealError;
use crate::rooms::lobby::LobbyError;
use crate::rooms::moves::TableRefusal;
use crate::rooms::settings::SettingsError;

/// A reason to refuse a request, answered as a problem.
pub trait Refusal: fmt::Display {
    fn status(&self) -> StatusCode;
    fn code(&self) -> ProblemCode;
}

/// Every status and code a type of refusal (or a tuple of them) can answer.
pub trait ProblemSet {
    fn problems() -> Vec<(StatusCode, ProblemCode)>;
}

impl<E: Refusal> From<E> for ApiError {
    fn from(e: E) -> Self {
        ApiError::new(e.status(), e.code(), sentence(&e.to_string()))
    }
}

/// An operation's error responses, one per status, listing the codes of the refusal
/// types `T` (a tuple) in `x-problem-codes` and in the body's `code` schema.
pub struct Problems<T>(PhantomData<T>);

impl<T: ProblemSet> IntoResponses for Problems<T> {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let mut by_status: BTreeMap<u16, Vec<ProblemCode>> = BTreeMap::new();
        for (status, code) in T::problems() {
            let codes = by_status.entry(status.as_u16()).or_default();
            // Two types may give one code (the host check of the lobby and of the table).
            if !codes.contains(&code) {
                codes.push(code);
            }
        }
        by_status
            .into_iter()
            .map(|(status, codes)| {
                let response = super::openapi_problems::problem_response(&codes);
                (status.to_string(), RefOr::T(response))
            })
            .collect()
    }
}

macro_rules! problem_set_of_tuples {
    ($($name:ident),+) => {
        impl<$($name: ProblemSet),+> ProblemSet for ($($name,)+) {
            fn problems() -> Vec<(StatusCode, ProblemCode)> {
                let mut all = Vec::new();
                $(all.extend($name::problems());)+
                all
            }
        }
    };
}

problem_set_of_tuples!(A);
problem_set_of_tuples!(A, B);
problem_set_of_tuples!(A, B, C);
problem_set_of_tuples!(A, B, C, D);
problem_set_of_tuples!(A, B, C, D, E);
problem_set_of_tuples!(A, B, C, D, E, F);
problem_set_of_tuples!(A, B, C, D, E, F, G);
problem_set_of_tuples!(A, B, C, D, E, F, G, H);
problem_set_of_tuples!(A, B, C, D, E, F, G, H, I);
problem_set_of_tuples!(A, B, C, D, E, F, G, H, I, J);

/// The core's refusal enums: each says its own code; the shell picks the status, and the
/// document lists every variant.
macro_rules! core_refusals {
    ($($ty:ty => $status:expr;)+) => {
        $(
            impl Refusal for $ty {
                fn status(&self) -> StatusCode {
                    $status(self)
                }
                fn code(&self) -> ProblemCode {
                    <$ty>::code(self)
                }
            }

            impl ProblemSet for $ty {
                fn problems() -> Vec<(StatusCode, ProblemCode)> {
                    <$ty>::iter().map(|e| (e.status(), e.code())).collect()
                }
            }
        )+
    };
}

core_refusals! {
    ActionError => action_status;
    DealError => |_: &DealError| StatusCode::CONFLICT;
    TableRefusal => table_status;
    LobbyError => lobby_status;
    SettingsError => |_: &SettingsError| StatusCode::UNPROCESSABLE_ENTITY;
}

/// 422 for an action naming something that is not there, 409 for one the rules do not
/// allow now.
fn action_status(e: &ActionError) -> StatusCode {
    match e {
        ActionError::UnknownPlayer
        | ActionError::UnknownLocation
        | ActionError::CannotAskYourself
        | ActionError::CannotAccuseYourself => StatusCode::UNPROCESSABLE_ENTITY,
        _ => StatusCode::CONFLICT,
    }
}

/// 403 for who may not, 404 for a player who is not there, 409 for what may not happen now.
fn table_status(e: &TableRefusal) -> StatusCode {
    match e {
        TableRefusal::NotHost | TableRefusal::NotDealer => StatusCode::FORBIDDEN,
        TableRefusal::NotSeated => StatusCode::NOT_FOUND,
        _ => StatusCode::CONFLICT,
    }
}

fn lobby_status(e: &LobbyError) -> StatusCode {
    match e {
        LobbyError::RoomFull | LobbyError::NameTaken => StatusCode::CONFLICT,
        LobbyError::Kicked | LobbyError::NotHost => StatusCode::FORBIDDEN,
        LobbyError::PlayerNotFound => StatusCode::NOT_FOUND,
        LobbyError::InvalidSeatOrder => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// A refusal of one kind: a struct with its status, its code (its own name unless given)
/// and its sentence (fixed, or made at the time when the struct holds it).
macro_rules! refusal {
    ($(#[$doc:meta])* $name:ident: $status:ident, $text:literal) => {
        refusal!($(#[$doc])* $name as $name: $status, $text);
    };
    ($(#[$doc:meta])* $name:ident as $code:ident: $status:ident, $text:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, thiserror::Error)]
        #[error($text)]
        pub struct $name;
        refusal!(@impl $name, $code, $status);
    };
    ($(#[$doc:meta])* $name:ident(String): $status:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, thiserror::Error)]
        #[error("{0}")]
        pub struct $name(pub String);
        refusal!(@impl $name, $name, $status);
    };
    (@impl $name:ident, $code:ident, $status:ident) => {
        impl Refusal for $name {
            fn status(&self) -> StatusCode {
                StatusCode::$status
            }
            fn code(&self) -> ProblemCode {
                ProblemCode::$code
            }
        }

        impl ProblemSet for $name {
            fn problems() -> Vec<(StatusCode, ProblemCode)> {
                vec![(StatusCode::$status, ProblemCode::$code)]
            }
        }
    };
}

refusal!(RoomNotFound: NOT_FOUND, "There is no room with that code.");
refusal!(NotAMember: FORBIDDEN, "You are not a player of this room.");
refusal!(NoRound: CONFLICT, "No round has been dealt yet.");
refusal!(RoundNotFound: NOT_FOUND, "This game has no such round.");
refusal!(
    InvalidIfMatch: BAD_REQUEST,
    "If-Match must be a room version (\"12\"), a round's situation (the view's round.situation, in quotes) or *."
);
refusal!(
    /// A league table seats only the players the organizer put there.
    LeagueTable: FORBIDDEN,
    "This room is a league table: only the players the organizer seated here may join."
);
refusal!(
    /// Retention closed the room after a time without play (docs/operations.md).
    RoomClosed: CONFLICT,
    "This room was closed after a time without play: open a new room to play again."
);
refusal!(PackNotFound: NOT_FOUND, "There is no such pack.");
refusal!(NightNotFound: NOT_FOUND, "No night has this code.");
refusal!(NotInNight: FORBIDDEN, "You are not registered for this night.");
refusal!(NotSeated: NOT_FOUND, "You have no table in the current seating round yet.");
refusal!(NightFinished: CONFLICT, "This night is finished.");
refusal!(
    AccountRequired: FORBIDDEN,
    "League nights keep results across nights: register an account to join, or ask the \
     organizer to add you as a walk-in."
);
refusal!(
    ClaimNotFound: NOT_FOUND,
    "No walk-in has this claim code: it is unknown, already used (a code works once), or of a finished night."
);
refusal!(UsernameTaken: CONFLICT, "That username is taken.");
refusal!(AlreadyAnAccount: CONFLICT, "You are signed in with an account already.");
refusal!(InvalidCredentials: UNAUTHORIZED, "The username or the password is wrong.");
refusal!(InvalidPassword: UNPROCESSABLE_ENTITY, "A password must have 8 to 128 characters.");
refusal!(
    InvalidUsername: UNPROCESSABLE_ENTITY,
    "A username must have 3 to 32 characters of a-z, 0-9, '_', '.' and '-'."
);
refusal!(NotReady: SERVICE_UNAVAILABLE, "The database is not reachable or not migrated yet.");
refusal!(ShuttingDown as NotReady: SERVICE_UNAVAILABLE, "The server is shutting down.");

refusal!(
    /// Someone in the night already has the name asked for.
    NightNameTaken as DisplayNameTaken: CONFLICT,
    "Someone in this night already has that name: choose another."
);
refusal!(
    /// `If-Match` named an older version of the room.
    VersionMismatch(String): PRECONDITION_FAILED
);
refusal!(
    /// A settings patch or a new room names a pack that is not published.
    UnknownPack(String): UNPROCESSABLE_ENTITY
);
refusal!(InvalidDisplayName(String): UNPROCESSABLE_ENTITY);
refusal!(
    InvalidPauseReason: UNPROCESSABLE_ENTITY,
    "A pause's reason may have at most 100 characters, and no control characters."
);
refusal!(
    /// A location list made at the table breaks a rule (its sentence says which).
    InvalidPack(String): UNPROCESSABLE_ENTITY
);
refusal!(
    TooManyPacks: CONFLICT,
    "You have made as many location lists as a player may (20): change one instead."
);
refusal!(NotPackMaker: FORBIDDEN, "Only the player who made this location list may change it.");
refusal!(
    /// A query parameter out of its bounds (e.g. `wait`).
    InvalidQuery(String): BAD_REQUEST
);
