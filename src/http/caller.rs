//! The caller of a request (`AuthUser`). Taken by a handler as an extractor, it is a valid,
//! unrevoked bearer token, its session looked up in the database; made by
//! [`caller_without_db`], it is checked by signature and this instance's revocation set
//! only (polls, and a move written in one statement, which checks the session in that
//! statement: `handlers::writes::UncheckedWrite`). Token checks live here and there.

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpMessage, HttpRequest, web};
use chrono::{DateTime, Utc};
use futures_util::future::LocalBoxFuture;
use uuid::Uuid;

use crate::app::identity;
use crate::auth::jwt::Claims;
use crate::http::problem::ApiError;
use crate::http::state::AppState;
use crate::packs::languages::Preferences;

/// The caller, proven by their bearer token.
#[derive(Debug, Clone, Copy)]
pub struct AuthUser {
    pub user_id: Uuid,
    pub token_id: Uuid,
}

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req);
        Box::pin(async move {
            let state = state.ok_or_else(|| anyhow::anyhow!("application state missing"))?;
            let token = token?;
            let claims = state
                .keys
                .verify(&token, state.clock.now())
                .map_err(|e| ApiError::unauthorized(format!("{e}.")))?;
            let caller = AuthUser {
                user_id: claims.sub,
                token_id: claims.jti,
            };
            check_session(&state, caller).await?;
            Ok(caller)
        })
    }
}

/// 401 unless the caller's token is recorded for them, unrevoked and unexpired.
pub async fn check_session(state: &AppState, caller: AuthUser) -> Result<(), ApiError> {
    if identity::holds_session(&state.pool, caller.token_id, caller.user_id).await? {
        Ok(())
    } else {
        Err(ApiError::unauthorized(
            "The token has been revoked or its user no longer exists.",
        ))
    }
}

/// The caller, checked without the database: the token's signature and times, and this
/// instance's set of revoked tokens. `None` when that cannot be decided here (the set is
/// not trusted while the listener reconnects) or the token is refused; the caller then
/// takes the database path, which gives the 401 where one is due.
pub fn caller_without_db(state: &AppState, req: &HttpRequest) -> Option<AuthUser> {
    if !state.live.is_trusted() {
        return None;
    }
    let now = state.clock.now();
    // The rate limits and the handler both ask: the token is looked up once a request.
    let kept = req.extensions().get::<CheckedClaims>().map(|c| c.0.clone());
    let claims = match kept {
        Some(claims) => claims,
        None => {
            let claims = checked_claims(state, req, now)?;
            req.extensions_mut().insert(CheckedClaims(claims.clone()));
            claims
        }
    };
    if claims.exp <= now.timestamp() || state.live.is_revoked(claims.jti) {
        return None;
    }
    Some(AuthUser {
        user_id: claims.sub,
        token_id: claims.jti,
    })
}

/// The claims of the request's token, as `caller_without_db` checked them.
struct CheckedClaims(Claims);

/// The claims of a correctly signed, unexpired bearer token; a token seen before needs no
/// second signature check.
fn checked_claims(state: &AppState, req: &HttpRequest, now: DateTime<Utc>) -> Option<Claims> {
    match state.live.verified(bearer_bytes(req)?) {
        Some(claims) if claims.exp > now.timestamp() => Some(claims),
        _ => {
            let token = bearer_token(req).ok()?;
            let claims = state.keys.verify(&token, now).ok()?;
            state.live.remember_verified(token, claims.clone());
            Some(claims)
        }
    }
}

/// The caller of an event stream: by bearer token like any call, or by a `ticket` query
/// parameter for the stream in the path (`auth::ticket`), which a browser's `EventSource`
/// can send.
#[derive(Debug, Clone)]
pub struct StreamCaller(pub AuthUser, pub Preferences);

impl FromRequest for StreamCaller {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let ticket = web::Query::<TicketQuery>::from_query(req.query_string())
            .ok()
            .and_then(|q| q.into_inner().ticket);
        let Some(raw) = ticket else {
            let by_token = AuthUser::from_request(req, payload);
            let wanted = Preferences::from_request(req, payload).into_inner();
            return Box::pin(async move {
                let wanted = wanted.unwrap_or_default();
                by_token.await.map(|caller| StreamCaller(caller, wanted))
            });
        };
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let stream = crate::auth::ticket::stream_of(req.path());
        Box::pin(async move {
            let state = state.ok_or_else(|| anyhow::anyhow!("application state missing"))?;
            let refused = || ApiError::unauthorized("The ticket is not valid for this stream.");
            let stream = stream.ok_or_else(refused)?;
            let now = state.clock.now();
            let ticket = crate::auth::ticket::check(&state.ticket_keys, &raw, &stream, now)
                .map_err(|e| ApiError::unauthorized(format!("{e}.")))?;
            // The token the ticket was asked with must still be valid (logging out ends it).
            if !identity::holds_session(&state.pool, ticket.jti, ticket.sub).await? {
                return Err(refused());
            }
            let caller = AuthUser {
                user_id: ticket.sub,
                token_id: ticket.jti,
            };
            Ok(StreamCaller(caller, ticket.languages))
        })
    }
}

#[derive(serde::Deserialize)]
struct TicketQuery {
    ticket: Option<String>,
}

/// The bearer token as the request carries it, neither checked nor copied: enough to find
/// a token verified before, which matches byte for byte (`bearer_token` checked it then).
fn bearer_bytes(req: &HttpRequest) -> Option<&str> {
    let header = req.headers().get(actix_web::http::header::AUTHORIZATION)?;
    let (scheme, token) = std::str::from_utf8(header.as_bytes())
        .ok()?
        .split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

pub fn bearer_token(req: &HttpRequest) -> Result<String, ApiError> {
    let header = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .ok_or_else(|| ApiError::unauthorized("An Authorization: Bearer token is required."))?;
    let value = header
        .to_str()
        .map_err(|_| ApiError::unauthorized("The Authorization header is not readable."))?;
    let (scheme, token) = value.split_once(' ').ok_or_else(|| {
        ApiError::unauthorized("The Authorization header must be 'Bearer <token>'.")
    })?;
    if !scheme.eq_ignore_ascii_case("bearer") || token.trim().is_empty() {
        return Err(ApiError::unauthorized(
            "The Authorization header must be 'Bearer <token>'.",
        ));
    }
    Ok(token.trim().to_string())
}
