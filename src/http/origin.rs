//! The origin a request was sent to, for the absolute addresses an answer hands back (a
//! stream's `url`): the one the client reached, which may differ from the configured
//! public address (a LAN address, a second name, a page on another origin calling us).

use actix_web::HttpRequest;
use actix_web::http::header;

use crate::config::Config;
use crate::http::rate_limit::{from_proxy, over_https};

/// `scheme://host[:port]` as the client asked. Through a trusted proxy (a trusted address
/// whose request carries forwarding headers): the configured
/// public address (`SPYFALL_PUBLIC_URL`), which is what the proxy serves; without one, the
/// proxy's `X-Forwarded-Host` or `Host`, https when it says the client used it. Directly:
/// the `Host` the client used. `fallback` (the server's own address) when no usable host
/// came (an HTTP/1.0 request without `Host`).
pub fn origin_asked(req: &HttpRequest, config: &Config, fallback: &str) -> String {
    let proxied = from_proxy(req, config) && forwarded(req, config);
    if let Some(public) = config.public_url.as_deref().filter(|_| proxied) {
        return public.trim_end_matches('/').to_string();
    }
    let forwarded = proxied
        .then(|| req.headers().get("x-forwarded-host"))
        .flatten();
    // HTTP/2 carries the host as the request's authority, not as `Host`.
    let authority = req.uri().authority().map(|a| a.as_str());
    let host = forwarded
        .or_else(|| req.headers().get(header::HOST))
        .and_then(|v| v.to_str().ok())
        .or(authority)
        .map(|v| v.split(',').next().unwrap_or_default().trim())
        .filter(|h| is_host(h));
    let scheme = if over_https(req, config) {
        "https"
    } else {
        "http"
    };
    match host {
        Some(host) => format!("{scheme}://{host}"),
        None => fallback.to_string(),
    }
}

/// Whether the request says a proxy forwarded it: a browser on the proxy's own machine
/// (a trusted address) that connects directly sends none of these.
fn forwarded(req: &HttpRequest, config: &Config) -> bool {
    let own = config.client_address_header.as_deref();
    [
        "x-forwarded-for",
        "x-forwarded-host",
        "x-forwarded-proto",
        "forwarded",
    ]
    .into_iter()
    .chain(own)
    .any(|name| req.headers().contains_key(name))
}

/// A host as an address may carry it: a name or IPv4 address, or a bracketed IPv6 one, and
/// an optional port; nothing that could bend the address into another one.
fn is_host(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 255
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    const OWN: &str = "http://10.0.0.2:8080";

    fn asked(peer: &str, public: Option<&str>, headers: &[(&str, &str)]) -> String {
        let mut req = TestRequest::default().peer_addr(peer.parse().unwrap());
        for (k, v) in headers {
            req = req.insert_header((*k, *v));
        }
        let public = public.map(str::to_string);
        let config = Config::from_lookup(|k| public.clone().filter(|_| k == "SPYFALL_PUBLIC_URL"));
        origin_asked(&req.to_http_request(), &config.unwrap(), OWN)
    }

    #[test]
    fn a_phone_gets_the_host_it_asked_and_nothing_else_bends_it() {
        let phone = "192.0.2.7:5000";
        let lan = [("host", "192.168.1.20:8080")];
        assert_eq!(asked(phone, None, &lan), "http://192.168.1.20:8080");
        let v6 = [("host", "[::1]:8080")];
        assert_eq!(asked(phone, None, &v6), "http://[::1]:8080");
        assert_eq!(asked(phone, None, &[("host", "evil.example/x?")]), OWN);
        assert_eq!(asked(phone, None, &[("host", "a@b")]), OWN);
        assert_eq!(asked(phone, None, &[]), OWN);
        // An untrusted peer's forwarded headers are not believed.
        let forged = [
            ("host", "spyfall.lan"),
            ("x-forwarded-host", "elsewhere.example"),
            ("x-forwarded-proto", "https"),
        ];
        assert_eq!(asked(phone, None, &forged), "http://spyfall.lan");
        // Directly, the configured address does not replace the one the phone used.
        let public = Some("https://spyfall.example.org");
        assert_eq!(asked(phone, public, &lan), "http://192.168.1.20:8080");
    }

    #[test]
    fn through_a_trusted_proxy_the_public_address_or_what_the_proxy_forwards() {
        let proxy = "127.0.0.1:40000";
        let upstream = [("host", "127.0.0.1:8080"), ("x-forwarded-for", "192.0.2.7")];
        let public = Some("https://spyfall.example.org/");
        assert_eq!(
            asked(proxy, public, &upstream),
            "https://spyfall.example.org"
        );
        // A browser on the proxy's machine, connecting directly, gets the host it used.
        let direct = [("host", "127.0.0.1:8080")];
        assert_eq!(asked(proxy, public, &direct), "http://127.0.0.1:8080");
        let forwarded = [
            ("host", "127.0.0.1:8080"),
            ("x-forwarded-host", "spyfall.example.org"),
            ("x-forwarded-proto", "https"),
        ];
        assert_eq!(
            asked(proxy, None, &forwarded),
            "https://spyfall.example.org"
        );
    }
}
