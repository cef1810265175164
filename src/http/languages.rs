//! The caller's languages, read from `Accept-Language` where the request arrives (no
//! header: the names' own language), and the headers that say which one an answer is in.

use std::convert::Infallible;
use std::future::{Ready, ready};

use actix_web::dev::Payload;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{FromRequest, HttpRequest, HttpResponseBuilder};

use sha2::{Digest, Sha256};

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

/// `Content-Language: lang` (when the answer is in one), and `Vary: Accept-Language` so
/// that no cache hands one caller's language to another.
pub fn in_language(builder: &mut HttpResponseBuilder, lang: Option<&str>) {
    if let Some(value) = lang.and_then(|l| HeaderValue::from_str(l).ok()) {
        builder.insert_header((header::CONTENT_LANGUAGE, value));
    }
    builder.append_header((header::VARY, "Accept-Language"));
}

/// What an ETag adds for the caller's languages, so that a view a client holds in one
/// language is not taken as current in another: empty without `Accept-Language`, else a
/// hyphen and a short digest of the languages as parsed.
pub fn tag_suffix(wanted: &Preferences) -> String {
    if wanted.tags().is_empty() {
        return String::new();
    }
    let digest = Sha256::digest(wanted.tags().join(",").as_bytes());
    format!("-{}", hex::encode(&digest[..4]))
}

/// `Content-Language` for an answer in `lang`, when it is in one.
pub fn content_language(res: &mut actix_web::HttpResponse, lang: Option<&str>) {
    if let Some(value) = lang.and_then(|l| HeaderValue::from_str(l).ok()) {
        res.headers_mut().insert(header::CONTENT_LANGUAGE, value);
    }
}
