//! With `SPYFALL_AUDIT_PROBLEMS=1` (the test suite's setting), a problem whose code the API
//! document does not list for its operation and status is answered as a 500 instead, so
//! any test or fuzzing run that meets an undocumented code fails where it met it. Off by
//! default, and then not installed at all (`startup`): a server in play answers what its
//! handlers say.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::web;

use super::openapi_problems::CODES;
use super::problem::{ApiError, ProblemCode, problem_response};

pub async fn audit(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let res = next.call(req).await?.map_into_boxed_body();
    let code = res
        .response()
        .error()
        .and_then(|e| e.as_error::<ApiError>())
        .and_then(ApiError::code);
    let (Some(code), Some(doc)) = (
        code,
        res.request().app_data::<web::Data<serde_json::Value>>(),
    ) else {
        return Ok(res);
    };
    let Some(pattern) = res.request().match_pattern() else {
        return Ok(res);
    };
    let method = res.request().method().as_str().to_ascii_lowercase();
    let Some(operation) = doc.pointer(&format!("/paths/{}/{method}", escape(&pattern))) else {
        // Not an API operation (the admin panel, the projector, the root health checks).
        return Ok(res);
    };
    let status = res.status();
    if listed(operation, status, code) {
        return Ok(res);
    }
    tracing::error!(%code, %status, %method, %pattern, "a problem code the document does not list");
    let detail = format!("{method} {pattern} answered {status} {code}, which its document omits.");
    let (req, _) = res.into_parts();
    let answer = problem_response(
        StatusCode::INTERNAL_SERVER_ERROR,
        ProblemCode::InternalError,
        detail,
    );
    Ok(ServiceResponse::new(req, answer))
}

fn listed(operation: &serde_json::Value, status: StatusCode, code: ProblemCode) -> bool {
    operation
        .pointer(&format!("/responses/{}/{CODES}", status.as_u16()))
        .and_then(|codes| codes.as_array())
        .is_some_and(|codes| codes.iter().any(|c| c.as_str() == Some(code.as_str())))
}

/// A path as one JSON pointer token (RFC 6901: `~` and `/` escaped).
fn escape(path: &str) -> String {
    path.replace('~', "~0").replace('/', "~1")
}
