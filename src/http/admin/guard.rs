//! What every admin response and every admin form post goes through: security headers on
//! the way out, and on the way in a check that a post comes from a page of this server.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;

use super::errors::{error_page, word};
use crate::http::i18n::{Pages, Texts};

/// Headers of every admin response: no framing, no inline or third-party scripts, styles,
/// images or form targets, no caching of pages that hold CSRF tokens.
pub const HEADERS: &[(&str, &str)] = &[
    (
        "content-security-policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
         form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    ),
    ("x-frame-options", "DENY"),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "same-origin"),
    ("cache-control", "no-store"),
];

pub async fn admin_guard(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let unsafe_method = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let texts = Texts::for_request(req.request(), Pages::Admin);
    let mut res = if unsafe_method && !from_this_site(&req) {
        let page = error_page(
            &texts,
            StatusCode::FORBIDDEN,
            &texts.t("error-not-allowed"),
            &texts.t("error-other-site"),
            None,
        );
        req.into_response(page)
    } else {
        let (req, res) = next.call(req).await?.map_into_boxed_body().into_parts();
        as_page(ServiceResponse::new(req, word(res, &texts)), &texts)
    };
    let headers = res.headers_mut();
    for (name, value) in HEADERS {
        if !headers.contains_key(*name) {
            headers.insert(
                header::HeaderName::from_static(name),
                HeaderValue::from_static(value),
            );
        }
    }
    Ok(res)
}

/// Errors raised by actix itself (an unreadable form or upload, say) answer in plain text;
/// under /admin they become error pages like the panel's own. The panel's own error pages
/// are worded here, where the request's language is known.
fn as_page(res: ServiceResponse<BoxBody>, texts: &Texts) -> ServiceResponse<BoxBody> {
    let status = res.status();
    let is_html = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    if is_html || !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let (title, message) = match res.response().error() {
        // A path that does not parse (a night id that is not one) is a page that is not.
        _ if status == StatusCode::NOT_FOUND => {
            (texts.t("error-not-found"), texts.t("error-not-found-text"))
        }
        Some(e) if status.is_client_error() => (
            texts.t("error-bad-request"),
            texts.t1("error-unusable", "error", e.to_string()),
        ),
        _ => (texts.t("error-internal"), texts.t("error-unfinished")),
    };
    let page = error_page(texts, status, &title, &message, None);
    let (req, _) = res.into_parts();
    ServiceResponse::new(req, page)
}

/// True when the request's `Origin` (or, without one, its `Referer`) names this server's
/// own host. A browser sends one of them with every form post; a post naming another
/// site, `null`, or neither is refused.
fn from_this_site(req: &ServiceRequest) -> bool {
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_string)
        .or_else(|| req.uri().authority().map(|a| a.to_string()));
    let source = req
        .headers()
        .get(header::ORIGIN)
        .or_else(|| req.headers().get(header::REFERER))
        .and_then(|v| v.to_str().ok());
    match (host, source) {
        (Some(host), Some(source)) => same_host(source, &host),
        _ => false,
    }
}

/// Whether the origin or URL `source` ("http://host:port[/path]") has the authority `host`.
pub fn same_host(source: &str, host: &str) -> bool {
    let Some((scheme, rest)) = source.split_once("://") else {
        return false;
    };
    if scheme != "http" && scheme != "https" {
        return false;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    !authority.is_empty() && !authority.contains('@') && authority.eq_ignore_ascii_case(host)
}

#[cfg(test)]
mod tests {
    use super::same_host;

    #[test]
    fn only_this_host_counts_as_this_site() {
        assert!(same_host("http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(same_host(
            "https://Admin.Example.org/admin/packs?x=1",
            "admin.example.org"
        ));
        assert!(!same_host("http://127.0.0.1:8081", "127.0.0.1:8080"));
        assert!(!same_host("http://evil.example", "admin.example.org"));
        assert!(!same_host(
            "http://admin.example.org.evil.example",
            "admin.example.org"
        ));
        assert!(!same_host(
            "http://admin.example.org@evil.example",
            "admin.example.org"
        ));
        assert!(!same_host("null", "admin.example.org"));
        assert!(!same_host("file:///admin.example.org", "admin.example.org"));
    }
}
