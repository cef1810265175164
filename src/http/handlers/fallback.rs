//! Answers for requests no route takes.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};

use crate::http::problem::{ProblemCode, problem_response};

pub async fn not_found(req: HttpRequest) -> HttpResponse {
    route_not_found(&req)
}

pub fn route_not_found(req: &HttpRequest) -> HttpResponse {
    problem_response(
        StatusCode::NOT_FOUND,
        ProblemCode::RouteNotFound,
        format!(
            "There is no route {}; see /api/v1/openapi.json.",
            req.path()
        ),
    )
}

/// 405 for a method a path has no route for; `allow` lists the ones it has.
pub fn method_not_allowed(req: HttpRequest, allow: &str) -> HttpResponse {
    let mut res = problem_response(
        StatusCode::METHOD_NOT_ALLOWED,
        ProblemCode::MethodNotAllowed,
        format!(
            "{} does not accept {}; it takes {allow}.",
            req.path(),
            req.method()
        ),
    );
    if let Ok(value) = HeaderValue::from_str(allow) {
        res.headers_mut().insert(header::ALLOW, value);
    }
    res
}
