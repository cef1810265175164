//! Registered users, guests, log-in and log-out.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::app::identity::{self, NewAccount, PlayerSession};
use crate::db::users::UserRow;
use crate::http::caller::AuthUser;
use crate::http::idempotency::SessionWriteHeaders;
use crate::http::problem::{ApiError, ApiResult};
use crate::http::refusal::{
    AlreadyAnAccount, InvalidCredentials, InvalidDisplayName, InvalidPassword, InvalidUsername,
    Problems, UsernameTaken,
};
use crate::http::state::AppState;
use crate::rate_limit::{Class, Key, Scope};
use crate::rooms::names::DisplayName;
use crate::secret::Secret;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Registration {
    /// 3 to 32 characters of a-z, 0-9, '_', '.', '-'; case-insensitive.
    #[schema(pattern = r"^[A-Za-z0-9_.-]{3,32}$", example = "ana")]
    pub username: String,
    /// 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128, example = "correct horse")]
    pub password: String,
    /// 1 to 32 characters once spaces are collapsed; no control characters.
    #[schema(value_type = crate::rooms::names::DisplayNameSchema, example = "Ana")]
    pub display_name: String,
}

/// A guest becoming an account: the same as a registration, the display name optional
/// (the guest's own by default).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AccountRequest {
    /// 3 to 32 characters of a-z, 0-9, '_', '.', '-'; case-insensitive.
    #[schema(pattern = r"^[A-Za-z0-9_.-]{3,32}$", example = "ana")]
    pub username: String,
    /// 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128, example = "correct horse")]
    pub password: String,
    /// 1 to 32 characters once spaces are collapsed; no control characters.
    #[schema(value_type = Option<crate::rooms::names::DisplayNameSchema>)]
    pub display_name: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's username, in any case (usernames are case-insensitive; spaces around it
    /// are ignored).
    pub username: String,
    /// The account's password, exactly as set.
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GuestRequest {
    /// 1 to 32 characters once spaces are collapsed; no control characters.
    #[schema(value_type = crate::rooms::names::DisplayNameSchema, example = "Ana")]
    pub display_name: String,
}

#[derive(Serialize, ToSchema)]
pub struct UserView {
    /// The user's id: the account (or guest) itself, the same in every room and night, and
    /// kept when a guest becomes an account. Not a seat's player id (`me.player_id`).
    pub id: Uuid,
    /// `null` for guests.
    pub username: Option<String>,
    /// The name shown for the user unless a room or night seats them under another.
    pub display_name: String,
    /// `true` for a guest: no username or password, only tokens (`POST /me/account` makes an
    /// account of it).
    pub guest: bool,
    /// When the user was created (RFC 3339, UTC).
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct SessionView {
    /// The user the token acts as.
    pub user: UserView,
    /// Bearer token for the `Authorization` header.
    pub token: String,
    /// When `token` stops working (RFC 3339, UTC): the server's token lifetime after it was
    /// issued, 30 days unless configured otherwise. Log in again after it.
    pub expires_at: DateTime<Utc>,
}

impl From<UserRow> for UserView {
    fn from(u: UserRow) -> Self {
        UserView {
            id: u.id,
            guest: u.username.is_none(),
            username: u.username,
            display_name: u.display_name,
            created_at: u.created_at,
        }
    }
}

/// Register a player account (keeps stats across nights and seasons).
///
/// No token. Answers 201 with the new user and a bearer token, valid until `expires_at`.
/// `Idempotency-Key` is accepted but not replayed (the server keeps no token to answer again):
/// a resent registration that went through gets 409 `username_taken`, so log in instead.
/// Sign-ups are rate-limited per address: 429 `rate_limited`, retry after `Retry-After` seconds.
#[utoipa::path(post, path = "/api/v1/users", operation_id = "register", tag = "identity",
    params(SessionWriteHeaders), request_body = Registration,
    responses((status = 201, body = SessionView, headers(("Location" = String, description = "The session's user: `/api/v1/me`"))),
              Problems<(InvalidUsername, InvalidDisplayName, InvalidPassword, UsernameTaken)>))]
pub async fn register(
    state: web::Data<AppState>,
    body: web::Json<Registration>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let username = valid_username(&body.username)?;
    let display_name = valid_display_name(&body.display_name)?;
    let account = new_account(username, body.password)?;
    let session = identity::register(
        &state.pool,
        &state.keys,
        account,
        &display_name,
        state.clock.now(),
    );
    Ok(session_created().json(SessionView::from(session.await?)))
}

/// Turn the calling guest into an account: the same user (id, seats, results, league
/// history) with a username and password from now on; a new token is answered, and the
/// guest's token keeps working.
///
/// A guest's bearer token. Answers 201 with the same user, now `guest: false`, and a new token;
/// the guest's `display_name` is kept unless one is given. `Idempotency-Key` is accepted but not
/// replayed: once the call went through, a resend (like any call with an account's token) gets
/// 409 `already_an_account`, and the client logs in with the new username and password.
#[utoipa::path(post, path = "/api/v1/me/account", operation_id = "makeAccount", tag = "identity", security(("bearer" = [])),
    params(SessionWriteHeaders), request_body = AccountRequest,
    responses((status = 201, body = SessionView, headers(("Location" = String, description = "The session's user: `/api/v1/me`"))),
              Problems<(InvalidUsername, InvalidDisplayName, InvalidPassword, UsernameTaken, AlreadyAnAccount)>))]
pub async fn make_account(
    state: web::Data<AppState>,
    caller: AuthUser,
    body: web::Json<AccountRequest>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let username = valid_username(&body.username)?;
    let asked_name = body
        .display_name
        .as_deref()
        .map(valid_display_name)
        .transpose()?;
    let account = new_account(username, body.password)?;
    let session = identity::make_account(
        &state.pool,
        &state.keys,
        caller.user_id,
        account,
        asked_name,
        state.clock.now(),
    );
    Ok(session_created().json(SessionView::from(session.await?)))
}

/// Log in with a username and password.
///
/// No token. Answers 200 with the user and a new bearer token, valid until `expires_at`; a wrong
/// username or password gets 401 `invalid_credentials`, without saying which. Each call opens
/// another session, so a resend is harmless: `Idempotency-Key` is accepted but not replayed.
/// Rate-limited per address and per username tried: 429 `rate_limited` with `Retry-After`.
#[utoipa::path(post, path = "/api/v1/sessions", operation_id = "logIn", tag = "identity",
    params(SessionWriteHeaders), request_body = Credentials,
    responses((status = 200, body = SessionView), Problems<(InvalidCredentials,)>))]
pub async fn login(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    // A name no account can have is looked up as nothing, never sent to the database.
    let username = crate::text::username(&body.username);
    let tried = username
        .clone()
        .unwrap_or_else(|| body.username.trim().to_lowercase());
    // Per account name tried, beside the per-address budget the middleware spends.
    let account = [(Scope::User, Key::Name(tried))];
    state
        .rate_limiter
        .check(Class::Login, &account, state.clock.now_ms())
        .map_err(|l| ApiError::RateLimited {
            retry_after_secs: l.retry_after_secs(),
        })?;
    let password = Secret::new(body.password);
    let session = identity::log_in(
        &state.pool,
        &state.keys,
        username.as_deref(),
        password,
        state.clock.now(),
    );
    Ok(HttpResponse::Ok().json(SessionView::from(session.await?)))
}

/// Log out: the caller's token is revoked and refused from now on.
///
/// Bearer token: the one to revoke. Answers 204; the token's held long-polls, event streams and
/// stream tickets end with it, and the user's other tokens keep working. `Idempotency-Key` is
/// accepted but not replayed: a resend after the first went through gets 401, since the token
/// is revoked, which a client may take as done.
#[utoipa::path(delete, path = "/api/v1/sessions/current", operation_id = "logOut", tag = "identity",
    params(SessionWriteHeaders),
    security(("bearer" = [])), responses((status = 204)))]
pub async fn logout(state: web::Data<AppState>, caller: AuthUser) -> ApiResult<HttpResponse> {
    identity::log_out(&state.pool, &state.live, caller.token_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Play as a guest: a display name, no password.
///
/// No token. Answers 201 with a new guest user (`username` null, `guest: true`) and a bearer
/// token, the guest's only key: keep it. `POST /me/account` later turns the guest into an account
/// with everything it played. Each call makes another guest: `Idempotency-Key` is accepted but
/// not replayed. Rate-limited per address: 429 `rate_limited` with `Retry-After`.
#[utoipa::path(post, path = "/api/v1/guests", operation_id = "createGuest", tag = "identity",
    params(SessionWriteHeaders), request_body = GuestRequest,
    responses((status = 201, body = SessionView, headers(("Location" = String, description = "The session's user: `/api/v1/me`"))), Problems<(InvalidDisplayName,)>))]
pub async fn guest(
    state: web::Data<AppState>,
    body: web::Json<GuestRequest>,
) -> ApiResult<HttpResponse> {
    let display_name = valid_display_name(&body.display_name)?;
    let session =
        identity::guest(&state.pool, &state.keys, &display_name, state.clock.now()).await?;
    Ok(session_created().json(SessionView::from(session)))
}

/// The caller.
///
/// Bearer token. Answers the user the token acts as: its id, username (null for a guest),
/// display name, whether it is a guest, and when it was made. An expired, revoked or forged
/// token gets 401, so this is also how a client checks that a stored token still works.
#[utoipa::path(get, path = "/api/v1/me", operation_id = "getMe", tag = "identity", security(("bearer" = [])),
    responses((status = 200, body = UserView)))]
pub async fn me(state: web::Data<AppState>, caller: AuthUser) -> ApiResult<HttpResponse> {
    let user = identity::user(&state.pool, caller.user_id).await?;
    Ok(HttpResponse::Ok().json(UserView::from(user)))
}

impl From<PlayerSession> for SessionView {
    fn from(s: PlayerSession) -> Self {
        SessionView {
            user: s.user.into(),
            token: s.token,
            expires_at: s.expires_at,
        }
    }
}

/// A valid username with a password of accepted length, checked before any hashing is
/// spent on it.
fn new_account(username: String, password: String) -> ApiResult<NewAccount> {
    if !(8..=128).contains(&password.chars().count()) {
        return Err(InvalidPassword.into());
    }
    let password = Secret::new(password);
    Ok(NewAccount { username, password })
}

fn valid_username(raw: &str) -> ApiResult<String> {
    crate::text::username(raw).ok_or_else(|| InvalidUsername.into())
}

pub fn valid_display_name(raw: &str) -> ApiResult<DisplayName> {
    DisplayName::parse(raw).map_err(|e| InvalidDisplayName(e.to_string()).into())
}

/// A 201 that opened a session: what it created is the caller as `GET /me` reads them.
pub fn session_created() -> actix_web::HttpResponseBuilder {
    let mut res = HttpResponse::Created();
    res.insert_header((actix_web::http::header::LOCATION, "/api/v1/me"));
    res
}
