//! Logging in and out of the admin panel: the login page and its double-submit token;
//! the login itself (throttled, checked, a session opened) is `app::staff_login`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::errors::{AdminError, AdminResult};
use super::pages::{self, Layout, render};
use super::session::{self, Posted, Session, new_token, same_token, session_cookie};
use crate::app::staff_login::{self, LoginError};
use crate::http::i18n::{Pages, Texts};
use crate::http::state::AppState;
use crate::secret::Secret;

/// The login form's token lives in a cookie until the form comes back (double submit):
/// there is no session yet to hold it.
const LOGIN_COOKIE: &str = "spyfall_login";

#[derive(Template)]
#[template(path = "admin/login.html")]
struct LoginPage {
    layout: Layout,
    username: String,
    error: Option<String>,
}

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
}

#[derive(Deserialize)]
pub struct Empty {}

pub async fn page(req: HttpRequest, session: Option<Session>) -> AdminResult<HttpResponse> {
    if session.is_some() {
        return Ok(pages::redirect("/admin/packs"));
    }
    login_page(&req, StatusCode::OK, String::new(), None)
}

fn login_page(
    req: &HttpRequest,
    status: StatusCode,
    username: String,
    error: Option<String>,
) -> AdminResult<HttpResponse> {
    let token = new_token();
    let page = LoginPage {
        layout: Layout::anonymous(req, token.clone()),
        username,
        error,
    };
    let mut res = render(req, status, &page)?;
    let cookie = actix_web::cookie::Cookie::build(LOGIN_COOKIE, token)
        .path("/admin")
        .http_only(true)
        .same_site(actix_web::cookie::SameSite::Strict)
        .max_age(actix_web::cookie::time::Duration::hours(1))
        .finish();
    res.add_cookie(&cookie)
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(res)
}

pub async fn submit(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<LoginForm>,
) -> AdminResult<HttpResponse> {
    let form = form.into_inner();
    let expected = req.cookie(LOGIN_COOKIE).map(|c| c.value().to_string());
    if !expected.is_some_and(|t| same_token(&t, &form.csrf)) {
        return Err(session::forged(&Texts::for_request(&req, Pages::Admin)));
    }
    let username = form.username.trim().to_lowercase();
    let address = crate::http::rate_limit::client_ip(&req, &state.config)
        .map_or_else(|| "unknown".to_string(), |ip| ip.to_string());
    let password = Secret::new(form.password);
    let now = state.clock.now();
    let keys = &state.session_keys;
    let opened = staff_login::log_in(
        &state.pool,
        keys,
        &username,
        &address,
        password,
        new_token(),
        now,
    );
    let texts = Texts::for_request(&req, Pages::Admin);
    let token = match opened.await {
        Ok(token) => token,
        Err(LoginError::Refused) => {
            let wrong = Some(texts.t("login-wrong"));
            return login_page(&req, StatusCode::UNAUTHORIZED, form.username, wrong);
        }
        Err(LoginError::TooManyAttempts { retry_after_secs }) => {
            return Err(AdminError::TooManyAttempts { retry_after_secs });
        }
        Err(LoginError::Fault(e)) => return Err(e.into()),
    };
    let welcome = texts.t1("login-welcome", "username", &username);
    let mut res = pages::redirect_with("/admin/packs", "ok", &welcome);
    let ttl = state.config.admin_session_ttl;
    res.add_cookie(&session_cookie(&req, token, ttl))
        .and_then(|_| res.add_cookie(&pages::expired(LOGIN_COOKIE)))
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(res)
}

pub async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<Empty>,
) -> AdminResult<HttpResponse> {
    staff_login::log_out(&state.pool, posted.session.id, state.clock.now()).await?;
    let texts = Texts::for_request(&req, Pages::Admin);
    let mut res = pages::redirect_with("/admin/login", "ok", &texts.t("login-logged-out"));
    res.add_cookie(&pages::expired(session::SESSION_COOKIE))
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(res)
}
