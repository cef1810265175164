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
    pub username: String,
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
    pub id: Uuid,
    /// `null` for guests.
    pub username: Option<String>,
    pub display_name: String,
    pub guest: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct SessionView {
    pub user: UserView,
    /// Bearer token for the `Authorization` header.
    pub token: String,
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
#[utoipa::path(post, path = "/api/v1/users", operation_id = "register", tag = "identity",
    params(SessionWriteHeaders), request_body = Registration,
    responses((status = 201, body = SessionView),
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
    Ok(HttpResponse::Created().json(SessionView::from(session.await?)))
}

/// Turn the calling guest into an account: the same user (id, seats, results, league
/// history) with a username and password from now on; a new token is answered, and the
/// guest's token keeps working.
#[utoipa::path(post, path = "/api/v1/me/account", operation_id = "makeAccount", tag = "identity", security(("bearer" = [])),
    params(SessionWriteHeaders), request_body = AccountRequest,
    responses((status = 201, body = SessionView),
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
    Ok(HttpResponse::Created().json(SessionView::from(session.await?)))
}

/// Log in with a username and password.
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
#[utoipa::path(delete, path = "/api/v1/sessions/current", operation_id = "logOut", tag = "identity",
    params(SessionWriteHeaders),
    security(("bearer" = [])), responses((status = 204)))]
pub async fn logout(state: web::Data<AppState>, caller: AuthUser) -> ApiResult<HttpResponse> {
    identity::log_out(&state.pool, &state.live, caller.token_id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Play as a guest: a display name, no password.
#[utoipa::path(post, path = "/api/v1/guests", operation_id = "createGuest", tag = "identity",
    params(SessionWriteHeaders), request_body = GuestRequest,
    responses((status = 201, body = SessionView), Problems<(InvalidDisplayName,)>))]
pub async fn guest(
    state: web::Data<AppState>,
    body: web::Json<GuestRequest>,
) -> ApiResult<HttpResponse> {
    let display_name = valid_display_name(&body.display_name)?;
    let session =
        identity::guest(&state.pool, &state.keys, &display_name, state.clock.now()).await?;
    Ok(HttpResponse::Created().json(SessionView::from(session)))
}

/// The caller.
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
