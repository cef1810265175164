//! Cross-origin calls from a web client served elsewhere: off unless the operator names
//! the allowed origins (`SPYFALL_CORS_ORIGINS`). Tokens travel in `Authorization`, never
//! in cookies, so no credentials are allowed; the headers a poller needs are exposed.

use actix_cors::Cors;
use actix_web::http::header;

/// The CORS policy for `origins`; `None` when there are none (CORS stays off).
pub fn policy(origins: &[String]) -> Option<Cors> {
    if origins.is_empty() {
        return None;
    }
    let cors = origins
        .iter()
        .fold(Cors::default(), |cors, origin| cors.allowed_origin(origin))
        .allowed_methods(["GET", "POST", "PUT", "PATCH", "DELETE"])
        .allowed_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::IF_NONE_MATCH,
            header::IF_MATCH,
            header::HeaderName::from_static("idempotency-key"),
            header::HeaderName::from_static("last-event-id"),
        ])
        .expose_headers([
            header::ETAG,
            header::RETRY_AFTER,
            header::LOCATION,
            header::HeaderName::from_static("x-poll-interval"),
            header::HeaderName::from_static("idempotent-replayed"),
            header::HeaderName::from_static("x-request-id"),
            header::HeaderName::from_static("ratelimit"),
            header::HeaderName::from_static("ratelimit-policy"),
            header::CONTENT_LANGUAGE,
            header::WWW_AUTHENTICATE,
        ])
        .max_age(600);
    Some(cors)
}
