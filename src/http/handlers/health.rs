//! Liveness and readiness for load balancers and orchestrators.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::db;
use crate::http::pressure::overloaded;
use crate::http::problem::ApiResult;
use crate::http::refusal::{NotReady, Problems, ShuttingDown};
use crate::http::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct Status {
    /// `ok` from `/healthz`, `ready` from `/readyz`.
    pub status: &'static str,
}

/// The process is up.
///
/// No token. Answers 200 with `status: "ok"` whenever the process can answer at all, without
/// touching the database: a liveness probe, answered even while the server is overloaded. Also
/// served as `/api/v1/healthz`; use `/readyz` to decide whether to send traffic here.
#[utoipa::path(get, path = "/healthz", operation_id = "healthz", tag = "operations",
    responses((status = 200, body = Status)))]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Status { status: "ok" })
}

/// The database is reachable, every migration is applied, and the server has room for
/// more requests (503 `overloaded` while every place is taken, so a load balancer sends
/// new clients elsewhere).
///
/// No token. Answers 200 with `status: "ready"`, else 503 `not_ready` (database unreachable or
/// not migrated, or the server shutting down) or 503 `overloaded`, both with `Retry-After`. A readiness probe: a 503 means
/// send new traffic elsewhere for now, not restart the process. Also served as `/api/v1/readyz`.
#[utoipa::path(get, path = "/readyz", operation_id = "readyz", tag = "operations",
    responses((status = 200, body = Status), Problems<(NotReady,)>))]
pub async fn readyz(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    // A proxy's HTTP/2 connections outlive the start of a stop: its health check says
    // when to send new phones elsewhere.
    if state.live.is_closing() {
        return Err(ShuttingDown.into());
    }
    if state.limits.saturated() {
        return Err(overloaded(
            "The server is at its limits: every place for requests is taken.",
        ));
    }
    if db::is_ready(&state.pool).await {
        Ok(HttpResponse::Ok().json(Status { status: "ready" }))
    } else {
        Err(NotReady.into())
    }
}

/// Prometheus metrics (OpenMetrics text format).
///
/// No token. The server's counters and gauges for a Prometheus scraper: requests by route and
/// status, request durations, held long-polls and streams, requests in flight, overload and
/// rate-limit refusals, and the database pool. Answered even while the server is overloaded.
#[utoipa::path(get, path = "/metrics", operation_id = "metrics", tag = "operations",
    responses((status = 200, content_type = "application/openmetrics-text", body = String)))]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(crate::metrics::CONTENT_TYPE)
        .body(state.metrics.render(&state.pool))
}
