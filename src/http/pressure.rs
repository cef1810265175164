//! Back-pressure: a bounded number of requests in flight and of long-polls held open,
//! beyond which the server answers 503 with `Retry-After` instead of queueing without
//! end; the poll interval clients are told grows with the load. Also records every
//! request's route, status and latency.

use std::sync::Arc;
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpRequest, web};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::problem::{ApiError, ProblemCode};
use super::state::AppState;
use crate::metrics::Metrics;

pub struct Limits {
    in_flight: Arc<Semaphore>,
    held: Arc<Semaphore>,
    max_in_flight: usize,
    max_held: usize,
}

/// A request's place among those in flight, given back when dropped: when the request
/// ends, or when its handler starts to hold it (it then counts as held instead).
pub struct InFlight {
    _permit: OwnedSemaphorePermit,
    metrics: Arc<Metrics>,
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.metrics.in_flight.add(-1);
    }
}

/// Stops counting the request among those in flight (see [`InFlight`]).
pub fn release_in_flight(req: &HttpRequest) {
    drop(req.extensions_mut().remove::<InFlight>());
}

/// A long-poll or event stream counted as held until dropped.
pub struct Held {
    _permit: OwnedSemaphorePermit,
    metrics: Arc<Metrics>,
}

impl Drop for Held {
    fn drop(&mut self) {
        self.metrics.held_polls.add(-1);
    }
}

impl Limits {
    pub fn new(max_in_flight: usize, max_held: usize) -> Self {
        Limits {
            in_flight: Arc::new(Semaphore::new(max_in_flight)),
            held: Arc::new(Semaphore::new(max_held)),
            max_in_flight,
            max_held,
        }
    }

    /// A place for one more held request, or 503 when all are taken.
    pub fn hold(&self, metrics: &Arc<Metrics>) -> Result<Held, ApiError> {
        let permit = self.held.clone().try_acquire_owned().map_err(|_| {
            metrics.overloaded.inc();
            overloaded("Too many long-polls are held open; poll again shortly.")
        })?;
        metrics.held_polls.add(1);
        Ok(Held {
            _permit: permit,
            metrics: metrics.clone(),
        })
    }

    /// The `X-Poll-Interval` to give: `base` seconds, more as the server fills up.
    pub fn poll_interval(&self, base: u64) -> u64 {
        let used = |sem: &Semaphore, max: usize| {
            if max == 0 {
                return 1.0;
            }
            1.0 - sem.available_permits() as f64 / max as f64
        };
        let load = used(&self.in_flight, self.max_in_flight).max(used(&self.held, self.max_held));
        match load {
            l if l < 0.5 => base,
            l if l < 0.8 => base * 2,
            _ => base * 5,
        }
    }
}

pub fn overloaded(detail: &str) -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        ProblemCode::Overloaded,
        detail,
    )
}

/// Operations answer even when the server is full.
fn exempt(req: &ServiceRequest) -> bool {
    matches!(
        req.path(),
        "/healthz" | "/readyz" | "/metrics" | "/api/v1/healthz" | "/api/v1/readyz"
    )
}

pub async fn bound(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next.call(req).await;
    };
    let metrics = state.metrics.clone();
    if !exempt(&req) {
        match state.limits.in_flight.clone().try_acquire_owned() {
            Ok(permit) => {
                metrics.in_flight.add(1);
                req.extensions_mut().insert(InFlight {
                    _permit: permit,
                    metrics: metrics.clone(),
                });
            }
            Err(_) => {
                metrics.overloaded.inc();
                return Err(overloaded("The server is at capacity; retry shortly.").into());
            }
        }
    }
    let started = Instant::now();
    // The request cannot be kept aside while the router runs (it must be unshared), so
    // the route is read from the response.
    let result = next.call(req).await;
    let (route, status) = match &result {
        Ok(res) => (
            res.request()
                .match_pattern()
                .unwrap_or_else(|| "unmatched".into()),
            res.status(),
        ),
        Err(e) => ("refused".into(), e.as_response_error().status_code()),
    };
    metrics.observe(route, status.as_u16(), started.elapsed().as_secs_f64());
    result
}
