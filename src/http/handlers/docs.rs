//! The OpenAPI document and a human page listing every operation.

use crate::http::openapi_text::plain;
use actix_web::{HttpResponse, web};
use askama::Template;

use crate::http::problem::ApiResult;
use crate::http::problem_docs::{Entry, entries};

/// One line of the docs page.
pub struct Operation {
    pub method: String,
    pub path: String,
    pub summary: String,
    pub tag: String,
}

#[derive(Template)]
#[template(path = "api_docs.html")]
struct DocsPage {
    title: String,
    version: String,
    operations: Vec<Operation>,
}

pub async fn openapi_json(doc: web::Data<serde_json::Value>) -> HttpResponse {
    HttpResponse::Ok().json(doc.get_ref())
}

pub async fn page() -> ApiResult<HttpResponse> {
    let doc = crate::http::openapi::document();
    let mut operations = Vec::new();
    for (path, item) in &doc.paths.paths {
        let methods = [
            ("GET", &item.get),
            ("POST", &item.post),
            ("PATCH", &item.patch),
            ("PUT", &item.put),
            ("DELETE", &item.delete),
        ];
        for (method, op) in methods {
            if let Some(op) = op {
                operations.push(Operation {
                    method: method.to_string(),
                    path: path.clone(),
                    summary: plain(
                        op.summary
                            .as_deref()
                            .or(op.description.as_deref())
                            .unwrap_or_default(),
                    ),
                    tag: op
                        .tags
                        .as_ref()
                        .and_then(|t| t.first().cloned())
                        .unwrap_or_default(),
                });
            }
        }
    }
    operations.sort_by(|a, b| (&a.tag, &a.path).cmp(&(&b.tag, &b.path)));
    let page = DocsPage {
        title: doc.info.title.clone(),
        version: doc.info.version.clone(),
        operations,
    };
    html(&page)
}

/// A page of the API's own documentation.
fn html(page: &impl Template) -> ApiResult<HttpResponse> {
    let html = page
        .render()
        .map_err(|e| anyhow::anyhow!("API documentation page: {e}"))?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

#[derive(Template)]
#[template(path = "api_problems.html")]
struct ProblemsPage {
    entries: Vec<Entry>,
    unknown: &'static str,
}

/// `/api/v1/problems`: every problem code explained, a section each (a problem's `type`
/// names its section).
pub async fn problems_page(doc: web::Data<serde_json::Value>) -> ApiResult<HttpResponse> {
    let page = ProblemsPage {
        entries: entries(doc.get_ref()),
        unknown: crate::http::problem_docs::UNKNOWN_CODE,
    };
    html(&page)
}
