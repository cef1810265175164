//! Request bodies: size limits and JSON errors mapped to problem+json, so that malformed,
//! mistyped or oversized input gets a clear 4xx and changes nothing.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};
use serde::de::DeserializeOwned;

use super::problem::{ApiError, ProblemCode};

pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(|e, _req: &HttpRequest| json_error(e).into())
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|e: PathError, _req: &HttpRequest| {
        ApiError::not_found(ProblemCode::NotFound, format!("No such resource: {e}.")).into()
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|e: QueryPayloadError, _req: &HttpRequest| {
        ApiError::bad_request(
            ProblemCode::InvalidQuery,
            format!("The query string is not valid: {e}."),
        )
        .into()
    })
}

fn json_error(e: JsonPayloadError) -> ApiError {
    match e {
        JsonPayloadError::Overflow { limit }
        | JsonPayloadError::OverflowKnownLength { limit, .. } => too_large(limit),
        JsonPayloadError::ContentType => ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ProblemCode::UnsupportedMediaType,
            "The body must be JSON, sent with Content-Type: application/json.",
        ),
        JsonPayloadError::Deserialize(e) => serde_error(&e),
        other => ApiError::bad_request(
            ProblemCode::UnreadableBody,
            format!("The body could not be read: {other}."),
        ),
    }
}

fn too_large(limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        ProblemCode::PayloadTooLarge,
        format!("The body is larger than the {limit} bytes accepted."),
    )
}

fn serde_error(e: &serde_json::Error) -> ApiError {
    use serde_json::error::Category;
    match e.classify() {
        Category::Data => ApiError::unprocessable(
            ProblemCode::InvalidBody,
            format!("The body does not fit: {e}."),
        ),
        _ => ApiError::bad_request(
            ProblemCode::MalformedJson,
            format!("The body is not valid JSON: {e}."),
        ),
    }
}

/// Parses an optional JSON body: an empty body means the defaults of `T`.
pub fn optional_json<T: DeserializeOwned + Default>(
    bytes: &web::Bytes,
    limit: usize,
) -> Result<T, ApiError> {
    if bytes.len() > limit {
        return Err(too_large(limit));
    }
    // No body, or a JSON null, asks for every default.
    if bytes.iter().all(u8::is_ascii_whitespace) || bytes.trim_ascii() == b"null" {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes).map_err(|e| serde_error(&e))
}
