//! Logging in and out of the admin panel. Attempts are throttled per account name and per
//! client address; an unknown name costs the same password check as a known one.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::TimeZone;
use serde::Deserialize;
use uuid::Uuid;

use super::errors::{AdminError, AdminResult};
use super::pages::{self, Layout, render};
use super::session::{self, Posted, Session, new_token, same_token, session_cookie};
use crate::auth::password;
use crate::db;
use crate::http::state::AppState;
use crate::secret::Secret;
use crate::staff::throttle::{self, Policy};

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
        return Err(session::forged());
    }
    let username = form.username.trim().to_lowercase();
    let address = crate::http::rate_limit::client_ip(&req, &state.config)
        .map_or_else(|| "unknown".to_string(), |ip| ip.to_string());
    let now = state.clock.now();
    let policy = Policy::default();

    // Each attempt is recorded before the password is checked, so attempts racing in
    // parallel count each other.
    let attempts = [
        (
            "account",
            username.clone(),
            policy.per_account,
            Uuid::new_v4(),
        ),
        ("address", address, policy.per_address, Uuid::new_v4()),
    ];
    let ids: Vec<Uuid> = attempts.iter().map(|a| a.3).collect();
    let mut refused_until = None;
    for (scope, key, limit, id) in &attempts {
        db::admin::record_attempt(&state.pool, *id, scope, key, now).await?;
        let earlier =
            db::admin::attempts_since(&state.pool, scope, key, now - policy.window, *id).await?;
        refused_until = refused_until.max(throttle::refused_until(
            &earlier,
            *limit,
            policy.window,
            now,
        ));
    }
    if let Some(until) = refused_until {
        // A refused attempt was never checked: it does not count.
        db::admin::forget_attempts(&state.pool, &ids, now - policy.window).await?;
        return Err(AdminError::TooManyAttempts {
            retry_after_secs: (until - now).num_seconds(),
        });
    }

    let found = db::admin::credentials(&state.pool, &username).await?;
    let (user_id, hash) = found.map_or((None, None), |(id, h)| (Some(id), Some(h)));
    let ok = password::verify(Secret::new(form.password), hash).await?;
    let Some(user_id) = user_id.filter(|_| ok) else {
        return login_page(
            &req,
            StatusCode::UNAUTHORIZED,
            form.username,
            Some("The username or the password is wrong.".into()),
        );
    };
    db::admin::forget_attempts(&state.pool, &ids, now - policy.window).await?;

    let (token, claims) = state.session_keys.issue(user_id, now)?;
    let expires_at = chrono::Utc
        .timestamp_opt(claims.exp, 0)
        .single()
        .ok_or_else(|| anyhow::anyhow!("session expiry out of range"))?;
    db::admin::insert_session(
        &state.pool,
        claims.jti,
        user_id,
        &new_token(),
        now,
        expires_at,
    )
    .await?;
    let mut res = pages::redirect_with("/admin/packs", "ok", &format!("Logged in as {username}."));
    res.add_cookie(&session_cookie(&req, token, state.config.admin_session_ttl))
        .and_then(|_| res.add_cookie(&pages::expired(LOGIN_COOKIE)))
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(res)
}

pub async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<Empty>,
) -> AdminResult<HttpResponse> {
    let _ = req;
    db::admin::revoke_session(&state.pool, posted.session.id, state.clock.now()).await?;
    let mut res = pages::redirect_with("/admin/login", "ok", "Logged out.");
    res.add_cookie(&pages::expired(session::SESSION_COOKIE))
        .map_err(|e| AdminError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(res)
}
