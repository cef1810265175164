//! The admin panel's errors: each answers an HTML page (or, for a missing login, a
//! redirect to the login page), never a problem+json body meant for the API's clients.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use crate::app::error::Fault;

#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error("log in first")]
    LoginRequired,
    #[error("{0}")]
    Forbidden(String),
    #[error("not found")]
    NotFound,
    #[error("{0}")]
    BadRequest(String),
    #[error("too many login attempts")]
    TooManyAttempts { retry_after_secs: i64 },
    /// The database cannot be reached now; nothing was done.
    #[error("the database is not reachable")]
    Unavailable,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AdminResult<T> = Result<T, AdminError>;

impl From<sqlx::Error> for AdminError {
    fn from(e: sqlx::Error) -> Self {
        if crate::db::is_unstorable_text(&e) {
            return AdminError::BadRequest("Text may not contain the NUL character.".into());
        }
        if crate::db::is_unreachable(&e) {
            tracing::error!(error = %e, "admin page: database unavailable");
            return AdminError::Unavailable;
        }
        AdminError::Internal(e.into())
    }
}

/// The one mapping of a fault for the panel: the database's (unreachable: 503; text it
/// cannot store: 400), else a fault of ours.
impl From<Fault> for AdminError {
    fn from(e: Fault) -> Self {
        match e {
            Fault::Db(e) => e.into(),
            Fault::Internal(e) => AdminError::Internal(e),
        }
    }
}

/// An application error a page did not answer itself: its fault as above, else a refusal
/// the page should have prevented, shown as a fault.
impl From<crate::app::AppError> for AdminError {
    fn from(e: crate::app::AppError) -> Self {
        match e {
            crate::app::AppError::Fault(e) => e.into(),
            other => AdminError::Internal(other.into()),
        }
    }
}

#[derive(Template)]
#[template(path = "admin/error.html")]
struct ErrorPage<'a> {
    status: u16,
    title: &'a str,
    message: &'a str,
}

impl ResponseError for AdminError {
    fn status_code(&self) -> StatusCode {
        match self {
            AdminError::LoginRequired => StatusCode::SEE_OTHER,
            AdminError::Forbidden(_) => StatusCode::FORBIDDEN,
            AdminError::NotFound => StatusCode::NOT_FOUND,
            AdminError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AdminError::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            AdminError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            AdminError::Internal(e) if unreachable_inside(e) => StatusCode::SERVICE_UNAVAILABLE,
            AdminError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let AdminError::Internal(e) = self
            && unreachable_inside(e)
        {
            return AdminError::Unavailable.error_response();
        }
        if let AdminError::LoginRequired = self {
            return HttpResponse::SeeOther()
                .insert_header((header::LOCATION, "/admin/login"))
                .finish();
        }
        let status = self.status_code();
        let (title, message) = match self {
            AdminError::Forbidden(m) => ("Not allowed", m.clone()),
            AdminError::NotFound => (
                "Not found",
                "There is no such page, or it is not yours to see.".to_string(),
            ),
            AdminError::BadRequest(m) => ("Bad request", m.clone()),
            AdminError::TooManyAttempts { retry_after_secs } => (
                "Too many attempts",
                format!(
                    "Too many login attempts that did not succeed. Try again in {}.",
                    minutes(*retry_after_secs)
                ),
            ),
            AdminError::Unavailable => (
                "Database not reachable",
                "The server cannot reach its database right now; nothing was changed. \
                 Reload this page in a few seconds."
                    .to_string(),
            ),
            AdminError::Internal(e) => {
                tracing::error!(error = %format!("{e:#}"), "admin page failed");
                (
                    "Something went wrong",
                    "The server could not finish this request; nothing was changed. Try again."
                        .to_string(),
                )
            }
            AdminError::LoginRequired => unreachable!("answered above"),
        };
        error_page(status, title, &message, self.retry_after())
    }
}

/// Whether an error passed up as a fault is the database being unreachable.
fn unreachable_inside(e: &anyhow::Error) -> bool {
    e.chain()
        .filter_map(|c| c.downcast_ref::<sqlx::Error>())
        .any(crate::db::is_unreachable)
}

/// When a page that found the database unreachable is worth reloading.
const UNAVAILABLE_RETRY_SECS: i64 = 5;

impl AdminError {
    fn retry_after(&self) -> Option<i64> {
        match self {
            AdminError::TooManyAttempts { retry_after_secs } => Some(*retry_after_secs),
            AdminError::Unavailable => Some(UNAVAILABLE_RETRY_SECS),
            _ => None,
        }
    }
}

/// An error page with `status`; also used for errors raised by actix itself.
pub fn error_page(
    status: StatusCode,
    title: &str,
    message: &str,
    retry_after: Option<i64>,
) -> HttpResponse {
    let body = ErrorPage {
        status: status.as_u16(),
        title,
        message,
    }
    .render()
    .unwrap_or_else(|_| format!("{} {title}", status.as_u16()));
    let mut res = HttpResponse::build(status);
    res.content_type("text/html; charset=utf-8");
    if let Some(v) = retry_after.and_then(|s| HeaderValue::from_str(&s.max(1).to_string()).ok()) {
        res.insert_header((header::RETRY_AFTER, v));
    }
    res.body(body)
}

fn minutes(secs: i64) -> String {
    let m = (secs.max(1) + 59) / 60;
    if m == 1 {
        "a minute".into()
    } else {
        format!("{m} minutes")
    }
}

/// 405 for a method an admin page does not take, naming those it takes.
pub fn method_not_allowed(req: &actix_web::HttpRequest, allow: &str) -> HttpResponse {
    let message = format!(
        "{} does not take {}; it takes {allow}.",
        req.path(),
        req.method()
    );
    let mut res = error_page(
        StatusCode::METHOD_NOT_ALLOWED,
        "Not allowed",
        &message,
        None,
    );
    if let Ok(value) = HeaderValue::from_str(allow) {
        res.headers_mut().insert(header::ALLOW, value);
    }
    res
}

/// 404 for any path under /admin that has no page.
pub async fn not_found() -> AdminResult<HttpResponse> {
    Err(AdminError::NotFound)
}
