//! The admin panel's errors: each answers an HTML page (or, for a missing login, a
//! redirect to the login page), never a problem+json body meant for the API's clients.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use crate::app::error::Fault;
use crate::http::i18n::{self, Pages, Texts};
use crate::notice::Notice;

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
    /// Text the database cannot store (a NUL character).
    #[error("text with a NUL character")]
    UnstorableText,
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
            return AdminError::UnstorableText;
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
    texts: &'a Texts,
    status: u16,
    title: &'a str,
    message: &'a str,
}

/// What an error page says before it is worded: `error_response` has no request to read a
/// language from, so it leaves these on the response and the panel's guard words the page
/// in the reader's language ([`word`]).
#[derive(Debug, Clone)]
struct Unworded {
    title: &'static str,
    message: Message,
    retry_after: Option<i64>,
}

#[derive(Debug, Clone)]
enum Message {
    /// Already worded where the error was raised (which had the request).
    Said(String),
    Id(&'static str),
    /// Too many login attempts: try again in this many minutes.
    WaitMinutes(i64),
}

impl ResponseError for AdminError {
    fn status_code(&self) -> StatusCode {
        match self {
            AdminError::LoginRequired => StatusCode::SEE_OTHER,
            AdminError::Forbidden(_) => StatusCode::FORBIDDEN,
            AdminError::NotFound => StatusCode::NOT_FOUND,
            AdminError::BadRequest(_) | AdminError::UnstorableText => StatusCode::BAD_REQUEST,
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
        let (title, message) = match self {
            AdminError::Forbidden(m) => ("error-not-allowed", Message::Said(m.clone())),
            AdminError::NotFound => ("error-not-found", Message::Id("error-not-found-text")),
            AdminError::BadRequest(m) => ("error-bad-request", Message::Said(m.clone())),
            AdminError::UnstorableText => ("error-bad-request", Message::Id("error-nul")),
            AdminError::TooManyAttempts { retry_after_secs } => (
                "error-too-many",
                Message::WaitMinutes((retry_after_secs.max(&1) + 59) / 60),
            ),
            AdminError::Unavailable => ("error-unavailable", Message::Id("error-unavailable-text")),
            AdminError::Internal(e) => {
                tracing::error!(error = %format!("{e:#}"), "admin page failed");
                ("error-internal", Message::Id("error-internal-text"))
            }
            AdminError::LoginRequired => unreachable!("answered above"),
        };
        let unworded = Unworded {
            title,
            message,
            retry_after: self.retry_after(),
        };
        // In English until the guard words it (and where no guard does).
        let mut res = unworded.page(self.status_code(), &Texts::of(i18n::SOURCE));
        res.extensions_mut().insert(unworded);
        res
    }
}

impl Unworded {
    fn page(&self, status: StatusCode, texts: &Texts) -> HttpResponse {
        let message = match &self.message {
            Message::Said(m) => m.clone(),
            Message::Id(id) => texts.t(id),
            Message::WaitMinutes(m) => texts.t1("error-too-many-text", "minutes", *m),
        };
        error_page(
            texts,
            status,
            &texts.t(self.title),
            &message,
            self.retry_after,
        )
    }
}

/// `res` as the reader of `texts` should see it: an error page of the panel worded in
/// their language, anything else as it is.
pub fn word(res: HttpResponse, texts: &Texts) -> HttpResponse {
    let unworded = res.extensions().get::<Unworded>().cloned();
    match unworded {
        Some(unworded) if texts.lang() != i18n::SOURCE => {
            let mut page = unworded.page(res.status(), texts);
            for cookie in res.cookies() {
                let _ = page.add_cookie(&cookie);
            }
            page
        }
        _ => res,
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
    texts: &Texts,
    status: StatusCode,
    title: &str,
    message: &str,
    retry_after: Option<i64>,
) -> HttpResponse {
    let body = ErrorPage {
        texts,
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

/// 405 for a method an admin page does not take, naming those it takes.
pub fn method_not_allowed(req: &actix_web::HttpRequest, allow: &str) -> HttpResponse {
    let texts = Texts::for_request(req, Pages::Admin);
    let message = texts.notice(
        &Notice::new("error-method")
            .with("path", req.path())
            .with("method", req.method().as_str())
            .with("allow", allow),
    );
    let title = texts.t("error-not-allowed");
    let mut res = error_page(
        &texts,
        StatusCode::METHOD_NOT_ALLOWED,
        &title,
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
