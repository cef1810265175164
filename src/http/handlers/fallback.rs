//! Answers for requests no route takes.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode};

use crate::http::problem::problem_response;

pub async fn not_found(req: HttpRequest) -> HttpResponse {
    problem_response(
        StatusCode::NOT_FOUND,
        "route_not_found",
        format!(
            "There is no route {}; see /api/v1/openapi.json.",
            req.path()
        ),
    )
}

pub async fn method_not_allowed(req: HttpRequest) -> HttpResponse {
    problem_response(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        format!("{} does not accept {}.", req.path(), req.method()),
    )
}
