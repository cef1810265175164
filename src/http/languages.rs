//! The caller's languages, read from `Accept-Language` where the request arrives (no
//! header: the names' own language), and the headers that say which one an answer is in.

use std::convert::Infallible;
use std::future::{Ready, ready};

use actix_web::dev::Payload;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{FromRequest, HttpRequest, HttpResponseBuilder};

use crate::packs::languages::Preferences;

impl FromRequest for Preferences {
    type Error = Infallible;
    type Future = Ready<Result<Self, Infallible>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        // A header sent on several lines is one list (RFC 9110 §5.3).
        let lines: Vec<&str> = req
            .headers()
            .get_all(header::ACCEPT_LANGUAGE)
            .filter_map(|v| v.to_str().ok())
            .collect();
        ready(Ok(Preferences::parse(&lines.join(","))))
    }
}

/// `Content-Language: lang`, and `Vary: Accept-Language` so that no cache hands one
/// caller's language to another.
pub fn in_language(builder: &mut HttpResponseBuilder, lang: &str) {
    if let Ok(value) = HeaderValue::from_str(lang) {
        builder.insert_header((header::CONTENT_LANGUAGE, value));
    }
    builder.append_header((header::VARY, "Accept-Language"));
}
