//! RFC 9457 problem details: the error type of every API handler (the admin panel answers
//! pages instead, `admin::errors`).
//!
//! A problem carries a stable snake_case `code` that clients switch on. Server faults are
//! logged with their cause chain and answered with a generic body, so no internal detail
//! (and no secret) reaches a client.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::AppError;
use crate::app::error::Fault;
use crate::app::identity::IdentityError;
use crate::app::table_packs::TablePackError;
use crate::http::i18n::{self, Texts};
use crate::http::refusal::{
    AccountRequired, AlreadyAnAccount, InvalidCredentials, InvalidPack, LeagueTable, NightFinished,
    NightNameTaken, NightNotFound, NoRound, NotAMember, NotPackMaker, PackNotFound, RoomClosed,
    RoomNotFound, TooManyPacks, UnknownPack, UsernameTaken, VersionMismatch,
};

pub use crate::problem_code::ProblemCode;

pub const CONTENT_TYPE: &str = "application/problem+json";

/// The body of every 4xx and 5xx answer.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProblemBody {
    /// The section of the server's page `/api/v1/problems` that explains `code` (a
    /// reference resolved against the server asked, RFC 9457).
    #[serde(rename = "type")]
    #[schema(example = "/api/v1/problems#room_not_found")]
    pub type_: String,
    /// The HTTP status's phrase.
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// What went wrong in this occurrence, safe to show to a player.
    pub detail: String,
    /// Stable machine-readable code, e.g. `room_not_found`: each operation's error
    /// responses list the codes it can answer.
    pub code: ProblemCode,
}

/// An error a handler returns; converts into a problem+json response.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{code}: {detail}")]
    Problem {
        status: StatusCode,
        code: ProblemCode,
        detail: String,
    },
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
    /// Too many requests of one kind from one address or user (see `rate_limit`).
    #[error("rate limited for {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    /// Not a failure: the answer stored for a retried `Idempotency-Key`, sent as it was.
    #[error("replay of a stored answer")]
    Replay {
        status: StatusCode,
        body: actix_web::web::Bytes,
        /// The headers the first answer carried.
        headers: super::idempotency::Headers,
    },
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(status: StatusCode, code: ProblemCode, detail: impl Into<String>) -> Self {
        ApiError::Problem {
            status,
            code,
            detail: detail.into(),
        }
    }

    pub fn bad_request(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, detail)
    }

    pub fn unauthorized(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, ProblemCode::Unauthorized, detail)
    }

    pub fn not_found(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, code, detail)
    }

    pub fn conflict(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, detail)
    }

    pub fn unprocessable(code: ProblemCode, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail)
    }

    /// The stable code, as a client sees it; `None` for a replayed answer.
    pub fn code(&self) -> Option<ProblemCode> {
        match self {
            ApiError::Problem { code, .. } => Some(*code),
            ApiError::Internal(_) => Some(ProblemCode::InternalError),
            ApiError::RateLimited { .. } => Some(ProblemCode::RateLimited),
            ApiError::Replay { .. } => None,
        }
    }
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::RoomNotFound => RoomNotFound.into(),
            AppError::NotAMember => NotAMember.into(),
            AppError::UserGone => ApiError::unauthorized("The token's user no longer exists."),
            AppError::NoRound => NoRound.into(),
            AppError::VersionMismatch { current } => VersionMismatch(format!(
                "The room has moved on since the view this was chosen on (it is at \
                 version {current}): read it and decide again."
            ))
            .into(),
            AppError::LeagueTable => LeagueTable.into(),
            AppError::RoomClosed => RoomClosed.into(),
            AppError::NightNotFound => NightNotFound.into(),
            AppError::AccountRequired => AccountRequired.into(),
            AppError::NightFinished => NightFinished.into(),
            AppError::NightNameTaken => NightNameTaken.into(),
            AppError::UnknownPacks(ids) | AppError::DraftPacks(ids) => {
                UnknownPack(format!("No published pack has the id {}.", ids.join(", "))).into()
            }
            AppError::Table(e) => e.into(),
            AppError::Lobby(e) => e.into(),
            AppError::Settings(e) => e.into(),
            AppError::Deal(e) => e.into(),
            AppError::Action(e) => e.into(),
            AppError::Fault(e) => e.into(),
        }
    }
}

impl From<TablePackError> for ApiError {
    fn from(e: TablePackError) -> Self {
        match e {
            // The API speaks English: the panel's source catalog words the core's notice.
            TablePackError::Refused(why) => {
                InvalidPack(Texts::of(i18n::SOURCE).notice(&why.0)).into()
            }
            TablePackError::TooMany => TooManyPacks.into(),
            TablePackError::NotFound => PackNotFound.into(),
            TablePackError::NotMaker => NotPackMaker.into(),
            TablePackError::Fault(e) => e.into(),
        }
    }
}

impl From<IdentityError> for ApiError {
    fn from(e: IdentityError) -> Self {
        match e {
            IdentityError::UsernameTaken => UsernameTaken.into(),
            IdentityError::AlreadyAnAccount => AlreadyAnAccount.into(),
            IdentityError::InvalidCredentials => InvalidCredentials.into(),
            IdentityError::UserGone => ApiError::unauthorized("The token's user no longer exists."),
            IdentityError::Fault(e) => e.into(),
        }
    }
}

/// The one mapping of a fault for the API: the database's, else a fault of ours.
impl From<Fault> for ApiError {
    fn from(e: Fault) -> Self {
        match e {
            Fault::Db(e) => e.into(),
            Fault::Internal(e) => e.into(),
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            _ if crate::db::is_unreachable(&e) => {
                tracing::error!(error = %e, "database unavailable");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    ProblemCode::DatabaseUnavailable,
                    "The database is not reachable right now; try again shortly.",
                )
            }
            _ if crate::db::is_unstorable_text(&e) => ApiError::unprocessable(
                ProblemCode::InvalidText,
                "Text may not contain the NUL character.",
            ),
            _ => ApiError::Internal(e.into()),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Problem { status, .. } => *status,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Replay { status, .. } => *status,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let detail = match self {
            ApiError::Problem { detail, .. } => detail.clone(),
            ApiError::Internal(cause) => {
                tracing::error!(error = ?cause, "request failed");
                "The server could not complete the request.".to_string()
            }
            ApiError::RateLimited { retry_after_secs } => format!(
                "Too many requests of this kind from this address or account; try again in {retry_after_secs} s."
            ),
            ApiError::Replay { body, headers, .. } => {
                let mut res = HttpResponse::build(status);
                res.insert_header((header::CONTENT_TYPE, "application/json"))
                    .insert_header((super::idempotency::REPLAYED, "true"));
                headers.on(&mut res);
                return res.body(body.clone());
            }
        };
        let code = self.code().unwrap_or(ProblemCode::InternalError);
        let mut response = problem_response(status, code, detail);
        let retry_after = match self {
            ApiError::RateLimited { retry_after_secs } => Some(*retry_after_secs),
            _ if status == StatusCode::SERVICE_UNAVAILABLE => Some(2),
            _ => None,
        };
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

impl ProblemBody {
    pub fn new(status: StatusCode, code: ProblemCode, detail: String) -> Self {
        ProblemBody {
            type_: super::problem_docs::type_uri(code),
            title: status
                .canonical_reason()
                .unwrap_or("Unknown status")
                .to_string(),
            status: status.as_u16(),
            detail,
            code,
        }
    }
}

impl ApiError {
    /// The problem document of a refusal (a 4xx the caller's request or state caused);
    /// `None` for a fault, which says nothing to the caller but that it failed.
    pub fn refusal(&self) -> Option<ProblemBody> {
        match self {
            ApiError::Problem {
                status,
                code,
                detail,
            } if status.is_client_error() => Some(ProblemBody::new(*status, *code, detail.clone())),
            _ => None,
        }
    }
}

/// Builds a problem+json response; also used by middleware that has no `ApiError`.
pub fn problem_response(status: StatusCode, code: ProblemCode, detail: String) -> HttpResponse {
    let body = ProblemBody::new(status, code, detail);
    let mut res = HttpResponse::build(status);
    res.insert_header((header::CONTENT_TYPE, CONTENT_TYPE))
        .insert_header((header::CACHE_CONTROL, "no-store"));
    if status == StatusCode::UNAUTHORIZED {
        // RFC 9110: a 401 names the scheme that would be accepted.
        res.insert_header((header::WWW_AUTHENTICATE, CHALLENGE));
    }
    res.json(body)
}

/// The `WWW-Authenticate` challenge of every 401: a bearer token (RFC 6750).
pub const CHALLENGE: &str = "Bearer realm=\"spyfall\"";

/// A message as a sentence: capitalised, with a full stop (error texts are lower-case).
pub use crate::text::sentence;
