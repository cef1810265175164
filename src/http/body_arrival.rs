//! Request bodies are received whole, within a deadline, before a request counts among
//! those in flight. A client that sends its body slowly holds only a place among the
//! bodies in transit (capped per address and in all), never one of the places the moves,
//! views and polls of everyone else need; and it is cut off with 408 `body_timeout` when
//! its deadline passes (`SPYFALL_BODY_TIMEOUT_MS`).

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{CONTENT_LENGTH, TRANSFER_ENCODING};
use actix_web::http::{Method, StatusCode, Version};
use actix_web::middleware::Next;
use actix_web::{ResponseError, web};
use futures_util::StreamExt;
use std::time::Duration;

use super::problem::{ApiError, ProblemCode};
use super::rate_limit::client_ip;
use super::state::AppState;
use crate::rate_limit::household;

pub async fn receive_whole(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let Some(state) = state.filter(|_| has_body(&req)) else {
        return next.call(req).await;
    };
    // Boxed: a request without a body (every held poll) then keeps no room for reading one.
    if let Err(refused) = Box::pin(receive(&mut req, &state)).await {
        // The panel's pages answer their refusals as pages of their own.
        let admin = req.path().starts_with(super::admin::PREFIX);
        return Err(if admin {
            as_page(refused)
        } else {
            refused.into()
        });
    }
    next.call(req).await
}

/// Receives the request's body and puts it back as a whole.
async fn receive(req: &mut ServiceRequest, state: &AppState) -> Result<(), ApiError> {
    let (limit, deadline) = limits_for(req, state);
    let declared = declared_length(req);
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large(limit));
    }
    let address = client_ip(req.request(), &state.config).map(household);
    let receiving = state.limits.receive(&state.metrics, address)?;
    let payload = req.parts_mut().1.take();
    let reading = read_all(payload, limit, declared.unwrap_or(0));
    let body = tokio::time::timeout(deadline, reading)
        .await
        .map_err(|_| {
            state.metrics.bodies_timed_out.inc();
            ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                ProblemCode::BodyTimeout,
                format!(
                    "The body did not arrive within {} seconds.",
                    deadline.as_secs_f64()
                ),
            )
        })??;
    drop(receiving);
    req.set_payload(Payload::from(body));
    Ok(())
}

/// A refusal of the panel as its error page.
fn as_page(refused: ApiError) -> actix_web::Error {
    let status = refused.status_code();
    let detail = match &refused {
        ApiError::Problem { detail, .. } => detail.clone(),
        other => other.to_string(),
    };
    let retry = matches!(refused, ApiError::RateLimited { .. }).then_some(5);
    let title = status.canonical_reason().unwrap_or("Refused");
    // Refused before any page ran: in English, the panel's source language.
    let english = super::i18n::Texts::of(super::i18n::SOURCE);
    let page = super::admin::errors::error_page(&english, status, title, &detail, retry);
    actix_web::error::InternalError::from_response(refused, page).into()
}

/// Whether a body may follow. HTTP/2 has no `Transfer-Encoding`, and a proxy passing on
/// a body of unknown length sends no `Content-Length` either: there, a method that carries
/// a body is taken to have one (reading an empty one ends at once).
fn has_body(req: &ServiceRequest) -> bool {
    let unsized_http2 = req.version() == Version::HTTP_2
        && !req.headers().contains_key(CONTENT_LENGTH)
        && [Method::POST, Method::PUT, Method::PATCH, Method::DELETE].contains(req.method());
    unsized_http2
        || req.headers().contains_key(TRANSFER_ENCODING)
        || declared_length(req).is_some_and(|n| n > 0)
}

/// The body's length as `Content-Length` gives it.
fn declared_length(req: &ServiceRequest) -> Option<usize> {
    let value = req.headers().get(CONTENT_LENGTH)?.to_str().ok()?;
    value.trim().parse().ok()
}

/// The most a body may hold, and how long it may take to come: the admin panel's forms
/// carry whole pack files (up to 1 MiB, given six times the deadline: a 1 MiB file then
/// needs about 17 kB/s); the API's bodies are at most `SPYFALL_MAX_BODY_BYTES`.
fn limits_for(req: &ServiceRequest, state: &AppState) -> (usize, Duration) {
    let deadline = state.config.caps.body_timeout;
    if req.path().starts_with(super::admin::PREFIX) {
        (super::admin::MAX_FORM_BYTES, deadline * 6)
    } else {
        (state.config.max_body_bytes, deadline)
    }
}

fn too_large(limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        ProblemCode::PayloadTooLarge,
        format!("The body is larger than the {limit} bytes accepted."),
    )
}

/// The whole of `payload`: 413 beyond `limit` bytes, 400 when it is cut short or badly
/// framed. `expected` (its declared length) sizes the buffer once.
pub async fn read_all(
    mut payload: Payload,
    limit: usize,
    expected: usize,
) -> Result<web::Bytes, ApiError> {
    let mut body = web::BytesMut::with_capacity(expected.min(limit));
    while let Some(chunk) = payload.next().await {
        // A body cut short or badly framed (a chunk-size line too long, for one).
        let chunk = chunk.map_err(|e| {
            ApiError::bad_request(
                ProblemCode::UnreadableBody,
                format!("The body could not be read: {e}."),
            )
        })?;
        if body.len() + chunk.len() > limit {
            return Err(too_large(limit));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}
