//! Request bodies are received whole, within a deadline, before a request counts among
//! those in flight. A client that sends its body slowly holds only a place among the
//! bodies in transit (capped per address and in all), never one of the places the moves,
//! views and polls of everyone else need; and it is cut off with 408 `body_timeout` when
//! its deadline passes (`SPYFALL_BODY_TIMEOUT_MS`).

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_LENGTH, TRANSFER_ENCODING};
use actix_web::middleware::Next;
use actix_web::web;
use futures_util::StreamExt;

use super::problem::{ApiError, ProblemCode};
use super::rate_limit::client_ip;
use super::state::AppState;

/// The largest body any route takes: the admin panel's pack files. Each route's own
/// limit (JSON bodies: `SPYFALL_MAX_BODY_BYTES`) still applies after this one.
const LARGEST_BODY: usize = 1 << 20;

pub async fn receive_whole(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let Some(state) = state.filter(|_| has_body(&req)) else {
        return next.call(req).await;
    };
    let address = client_ip(req.request(), &state.config);
    let receiving = state.limits.receive(&state.metrics, address)?;
    let limit = LARGEST_BODY.max(state.config.max_body_bytes);
    let payload = req.parts_mut().1.take();
    let body = tokio::time::timeout(state.config.caps.body_timeout, read_all(payload, limit))
        .await
        .map_err(|_| {
            state.metrics.bodies_timed_out.inc();
            ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                ProblemCode::BodyTimeout,
                format!(
                    "The body did not arrive within {} seconds.",
                    state.config.caps.body_timeout.as_secs_f64()
                ),
            )
        })??;
    drop(receiving);
    req.set_payload(Payload::from(body));
    next.call(req).await
}

/// Whether the request says a body follows.
fn has_body(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    headers.contains_key(TRANSFER_ENCODING)
        || headers
            .get(CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0")
}

/// The whole of `payload`: 413 beyond `limit` bytes, 400 when it is cut short or badly
/// framed.
pub async fn read_all(mut payload: Payload, limit: usize) -> Result<web::Bytes, actix_web::Error> {
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        // A body cut short or badly framed (a chunk-size line too long, for one).
        let chunk = chunk.map_err(|e| {
            ApiError::bad_request(
                ProblemCode::UnreadableBody,
                format!("The body could not be read: {e}."),
            )
        })?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                ProblemCode::PayloadTooLarge,
                format!("The body is larger than the {limit} bytes accepted."),
            )
            .into());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}
