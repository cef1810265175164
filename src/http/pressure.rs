//! Back-pressure: a bounded number of requests in flight and of long-polls held open,
//! beyond which the server answers 503 with `Retry-After` instead of queueing without
//! end; the poll interval clients are told grows with the load. Also records every
//! request's route, status and latency.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpRequest, web};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use uuid::Uuid;

use super::problem::{ApiError, ProblemCode};
use super::state::AppState;
use crate::metrics::Metrics;

pub struct Limits {
    in_flight: Arc<Semaphore>,
    held: Arc<Semaphore>,
    max_in_flight: usize,
    max_held: usize,
    held_by_user: Arc<PerKey<Uuid>>,
    held_by_address: Arc<PerKey<IpAddr>>,
    /// Requests still sending their body, in all and by address.
    receiving: Arc<Semaphore>,
    receiving_by_address: Arc<PerKey<IpAddr>>,
}

/// A request's place among those still sending their body, given back when dropped.
pub struct Receiving {
    _permit: OwnedSemaphorePermit,
    _address: Option<KeyPlace<IpAddr>>,
    metrics: Arc<Metrics>,
}

impl Drop for Receiving {
    fn drop(&mut self) {
        self.metrics.bodies_receiving.add(-1);
    }
}

/// Who holds a long-poll or a stream open: the caps per user and per address apply.
#[derive(Debug, Clone, Copy)]
pub struct Holder {
    pub user: Uuid,
    pub address: Option<IpAddr>,
}

impl Holder {
    pub fn of(state: &AppState, req: &HttpRequest, user: Uuid) -> Self {
        Holder {
            user,
            address: super::rate_limit::client_ip(req, &state.config)
                .map(crate::rate_limit::household),
        }
    }
}

/// How many of something each key (a user, an address) holds at once, up to a cap.
pub struct PerKey<K> {
    counts: Mutex<HashMap<K, usize>>,
    max: usize,
}

/// One of a key's places, given back when dropped.
pub struct KeyPlace<K: Hash + Eq + Copy> {
    map: Arc<PerKey<K>>,
    key: K,
}

impl<K: Hash + Eq + Copy> PerKey<K> {
    pub fn new(max: usize) -> Arc<Self> {
        Arc::new(PerKey {
            counts: Mutex::default(),
            max,
        })
    }

    /// A place for `key`, or `None` when it holds `max` already.
    pub fn take(self: &Arc<Self>, key: K) -> Option<KeyPlace<K>> {
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        let n = counts.entry(key).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(KeyPlace {
            map: self.clone(),
            key,
        })
    }
}

impl<K: Hash + Eq + Copy> Drop for KeyPlace<K> {
    fn drop(&mut self) {
        let mut counts = self.map.counts.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = counts.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.key);
            }
        }
    }
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
    _user: Option<KeyPlace<Uuid>>,
    _address: Option<KeyPlace<IpAddr>>,
    metrics: Arc<Metrics>,
}

impl Drop for Held {
    fn drop(&mut self) {
        self.metrics.held_polls.add(-1);
    }
}

impl Limits {
    pub fn new(config: &crate::config::Config) -> Self {
        Limits {
            in_flight: Arc::new(Semaphore::new(config.max_in_flight)),
            held: Arc::new(Semaphore::new(config.max_held_polls)),
            max_in_flight: config.max_in_flight,
            max_held: config.max_held_polls,
            held_by_user: PerKey::new(config.caps.held_per_user),
            held_by_address: PerKey::new(config.caps.held_per_address),
            receiving: Arc::new(Semaphore::new(config.caps.max_receiving)),
            receiving_by_address: PerKey::new(config.caps.receiving_per_address),
        }
    }

    /// A place for one more request still sending its body: 429 when its address sends
    /// as many as it may, 503 when all are taken.
    pub fn receive(
        &self,
        metrics: &Arc<Metrics>,
        address: Option<IpAddr>,
    ) -> Result<Receiving, ApiError> {
        let address = place_of(&self.receiving_by_address, address, metrics)?;
        let permit = take(
            &self.receiving,
            metrics,
            "Too many requests are still sending their body; retry shortly.",
        )?;
        metrics.bodies_receiving.add(1);
        Ok(Receiving {
            _permit: permit,
            _address: address,
            metrics: metrics.clone(),
        })
    }

    /// A place for one more held request: 429 when its user or address holds as many as
    /// either may (one client cannot take the places of everyone else), 503 when all are
    /// taken.
    pub fn hold(&self, metrics: &Arc<Metrics>, holder: Holder) -> Result<Held, ApiError> {
        let user = place_of(&self.held_by_user, Some(holder.user), metrics)?;
        let address = place_of(&self.held_by_address, holder.address, metrics)?;
        let permit = take(
            &self.held,
            metrics,
            "Too many long-polls are held open; poll again shortly.",
        )?;
        metrics.held_polls.add(1);
        Ok(Held {
            _permit: permit,
            _user: user,
            _address: address,
            metrics: metrics.clone(),
        })
    }

    /// Whether requests are being refused for want of room: every place in flight or every
    /// held place taken (`/readyz` says so, so that a load balancer sees it).
    pub fn saturated(&self) -> bool {
        self.in_flight.available_permits() == 0
            || self.receiving.available_permits() == 0
            || (self.max_held > 0 && self.held.available_permits() == 0)
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

/// A place for `key` in `map` (none to take without a key): 429 when it holds its cap.
fn place_of<K: Hash + Eq + Copy>(
    map: &Arc<PerKey<K>>,
    key: Option<K>,
    metrics: &Metrics,
) -> Result<Option<KeyPlace<K>>, ApiError> {
    let Some(key) = key else { return Ok(None) };
    match map.take(key) {
        Some(place) => Ok(Some(place)),
        None => {
            metrics.rate_limited.inc();
            Err(ApiError::RateLimited {
                retry_after_secs: HELD_RETRY_SECS,
            })
        }
    }
}

/// One of `places`, or 503 `overloaded` saying `detail` when all are taken.
fn take(
    places: &Arc<Semaphore>,
    metrics: &Metrics,
    detail: &str,
) -> Result<OwnedSemaphorePermit, ApiError> {
    places.clone().try_acquire_owned().map_err(|_| {
        metrics.overloaded.inc();
        overloaded(detail)
    })
}

/// When a client that holds as many polls as it may is told to try again.
const HELD_RETRY_SECS: u64 = 5;

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
