//! Conditional requests (RFC 9110 section 13): whether a request's `If-None-Match` names the
//! current entity tag, so the answer can be a 304.

use actix_web::HttpRequest;
use actix_web::http::header;

/// True when `If-None-Match` lists `tag` (weak comparison, as the RFC asks for this header)
/// or is `*`, in any of its header lines.
pub fn if_none_match_is(req: &HttpRequest, tag: &str) -> bool {
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim())
        .any(|t| t == "*" || t.trim_start_matches("W/") == tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(values: &[&str]) -> HttpRequest {
        let mut req = actix_web::test::TestRequest::default();
        for v in values {
            req = req.append_header((header::IF_NONE_MATCH, *v));
        }
        req.to_http_request()
    }

    #[test]
    fn a_listed_tag_weak_or_strong_matches_and_another_does_not() {
        assert!(if_none_match_is(&with(&["\"a\", \"b\""]), "\"b\""));
        assert!(if_none_match_is(&with(&["W/\"b\""]), "\"b\""));
        assert!(if_none_match_is(&with(&["\"x\"", "\"b\""]), "\"b\""));
        assert!(if_none_match_is(&with(&["*"]), "\"b\""));
        assert!(!if_none_match_is(&with(&["\"a\""]), "\"b\""));
        assert!(!if_none_match_is(&with(&[]), "\"b\""));
    }
}
