//! Admin panel sessions: the cookie, the `Session` extractor that requires one, and the
//! `Posted` extractor that also checks a form's CSRF token before the handler runs.

use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use rand::RngExt;
use serde::de::DeserializeOwned;
use uuid::Uuid;

use super::errors::AdminError;
use crate::app::staff_login;
use crate::http::i18n::{Pages, Texts};
use crate::http::state::AppState;
use crate::staff::Account;

pub const SESSION_COOKIE: &str = "spyfall_admin";

/// A logged-in browser: its session id, its account and the token its forms carry.
#[derive(Debug, Clone)]
pub struct Session {
    pub id: Uuid,
    pub account: Account,
    pub csrf: String,
    /// The panel's words in this browser's language.
    pub texts: Texts,
}

impl Session {
    /// The admin's session, or 403 for an organizer.
    pub fn require_admin(&self) -> Result<(), AdminError> {
        if self.account.is_admin() {
            Ok(())
        } else {
            Err(AdminError::Forbidden(self.texts.t("session-admins-only")))
        }
    }
}

impl FromRequest for Session {
    type Error = AdminError;
    type Future = LocalBoxFuture<'static, Result<Self, AdminError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = req.cookie(SESSION_COOKIE).map(|c| c.value().to_string());
        let texts = Texts::for_request(req, Pages::Admin);
        Box::pin(async move {
            let state = state.ok_or_else(|| anyhow::anyhow!("application state missing"))?;
            let token = token.ok_or(AdminError::LoginRequired)?;
            let now = state.clock.now();
            let claims = state
                .session_keys
                .verify(&token, now)
                .map_err(|_| AdminError::LoginRequired)?;
            let open = staff_login::session(&state.pool, claims.jti, claims.sub, now).await?;
            let (account, csrf) = open.ok_or(AdminError::LoginRequired)?;
            Ok(Session {
                id: claims.jti,
                account,
                csrf,
                texts,
            })
        })
    }
}

/// The session cookie: HttpOnly, SameSite=Strict, Secure when the request came over https
/// (the server's public address is https, or a trusted proxy says so).
pub fn session_cookie(
    req: &HttpRequest,
    token: String,
    ttl: std::time::Duration,
) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token)
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure(req))
        .max_age(time::Duration::seconds(ttl.as_secs() as i64))
        .finish()
}

fn secure(req: &HttpRequest) -> bool {
    req.app_data::<web::Data<AppState>>().is_some_and(|s| {
        s.public.base.starts_with("https://") || crate::http::rate_limit::over_https(req, &s.config)
    })
}

/// A fresh random token for a form.
pub fn new_token() -> String {
    hex::encode(rand::rng().random::<[u8; 32]>())
}

/// Equal strings, compared in a time that does not depend on where they differ.
pub fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && !a.is_empty()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A submitted form of a logged-in session whose CSRF token matched; a missing or wrong
/// token is a 403 and the handler never runs.
pub struct Posted<T> {
    pub session: Session,
    pub form: T,
}

impl<T: DeserializeOwned + 'static> FromRequest for Posted<T> {
    type Error = AdminError;
    type Future = LocalBoxFuture<'static, Result<Self, AdminError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let session = Session::from_request(req, payload);
        let is_form = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
        let body = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let session = session.await?;
            let texts = session.texts;
            let body = body
                .await
                .map_err(|_| AdminError::BadRequest(texts.t("session-form-cut")))?;
            let pairs: Vec<(String, String)> = if is_form {
                serde_urlencoded::from_bytes(&body).unwrap_or_default()
            } else {
                Vec::new()
            };
            let token = pairs
                .iter()
                .find(|(k, _)| k == "csrf")
                .map_or("", |(_, v)| v.as_str());
            if !same_token(token, &session.csrf) {
                return Err(forged(&texts));
            }
            let form = serde_html_form::from_bytes(&body).map_err(|e| {
                AdminError::BadRequest(texts.t1("session-form-incomplete", "error", e.to_string()))
            })?;
            Ok(Posted { session, form })
        })
    }
}

/// The answer to a form whose CSRF token is missing or wrong.
pub fn forged(texts: &Texts) -> AdminError {
    AdminError::Forbidden(texts.t("session-forged"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_compared_whole() {
        let a = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, new_token());
        assert!(same_token(&a, &a.clone()));
        assert!(!same_token(&a, &a[..63]));
        assert!(!same_token("", ""));
        let mut b = a.clone().into_bytes();
        b[63] = if b[63] == b'0' { b'1' } else { b'0' };
        assert!(!same_token(&a, &String::from_utf8(b).unwrap()));
    }
}
