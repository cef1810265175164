//! Cross-cutting request handling: a request id and a span per request, an access log
//! line, and a last line of defence that turns a panic into a 500 problem instead of a
//! dropped connection.

use std::panic::AssertUnwindSafe;
use std::time::Instant;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use futures_util::FutureExt;
use tracing::Instrument;

use super::problem::{self, ApiError, ProblemCode};

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

pub async fn request_context(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let id = req
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.is_empty() && v.len() <= 64 && v.bytes().all(|b| b.is_ascii_graphic()))
        .map_or_else(|| uuid::Uuid::new_v4().to_string(), str::to_string);
    let span = tracing::info_span!("request", id = %id, method = %req.method(), path = %req.path());
    let started = Instant::now();

    // No route or stored name holds a NUL character (the database cannot store one).
    if req.uri().path().contains("%00") {
        let res = problem::problem_response(
            StatusCode::NOT_FOUND,
            ProblemCode::RouteNotFound,
            "No path holds a NUL character.".into(),
        );
        let mut res = req.into_response(res);
        if let Ok(value) = HeaderValue::from_str(&id) {
            res.headers_mut().insert(REQUEST_ID, value);
        }
        return Ok(res);
    }
    let outcome = AssertUnwindSafe(next.call(req))
        .catch_unwind()
        .instrument(span.clone())
        .await;
    let mut response = match outcome {
        Ok(Ok(res)) => as_problem(res.map_into_boxed_body()),
        Ok(Err(e)) => return Err(e),
        Err(_) => {
            // The request was moved into the handler and cannot be cloned beforehand (the
            // router needs it unshared), so the 500 problem travels as an error, which
            // actix renders through `ApiError::error_response`.
            span.in_scope(|| tracing::error!("a handler panicked"));
            return Err(ApiError::Internal(anyhow::anyhow!("handler panicked")).into());
        }
    };
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    span.in_scope(|| {
        tracing::info!(
            status = response.status().as_u16(),
            ms = started.elapsed().as_secs_f64() * 1000.0,
            "request done"
        )
    });
    Ok(response)
}

/// Errors raised inside actix itself (payload limits, for instance) answer in plain text;
/// rewrite any error answer that is not yet problem+json so every 4xx/5xx has one shape.
fn as_problem(res: ServiceResponse<BoxBody>) -> ServiceResponse<BoxBody> {
    let status = res.status();
    // The admin panel's pages answer their errors as HTML pages of their own.
    let is_problem_or_page = res.headers().get(CONTENT_TYPE).is_some_and(|v| {
        v.as_bytes().starts_with(problem::CONTENT_TYPE.as_bytes())
            || v.as_bytes().starts_with(b"text/html")
    });
    if !(status.is_client_error() || status.is_server_error()) || is_problem_or_page {
        return res;
    }
    let detail = match res.response().error() {
        Some(e) if status.is_client_error() => format!("{e}."),
        _ => status.canonical_reason().unwrap_or("Error").to_string(),
    };
    let code = match status {
        StatusCode::PAYLOAD_TOO_LARGE => ProblemCode::PayloadTooLarge,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ProblemCode::UnsupportedMediaType,
        StatusCode::NOT_FOUND => ProblemCode::NotFound,
        StatusCode::METHOD_NOT_ALLOWED => ProblemCode::MethodNotAllowed,
        s if s.is_server_error() => ProblemCode::InternalError,
        _ => ProblemCode::BadRequest,
    };
    let (req, _) = res.into_parts();
    ServiceResponse::new(req, problem::problem_response(status, code, detail))
}
