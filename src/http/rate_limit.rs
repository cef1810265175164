//! Applies the abuse limits (`crate::rate_limit`) to the routes they cover, as the route
//! table declares them (`routes::charge`), before any handler or database work: 429
//! problem+json with `Retry-After` when a budget is spent. Every answer of a limited route
//! says where its budgets stand (`RateLimit-Policy`, `RateLimit`), so a client can slow
//! down before it is refused.
//!
//! Guessing codes is limited by what it produces: a request naming a room, night or claim
//! code that does not exist spends a "miss", and a caller with no misses left is refused
//! before the lookup, so codes cannot be tried faster than the miss budget.

use std::net::IpAddr;

use actix_web::ResponseError;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderMap, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, web};

use super::problem::{ApiError, ProblemCode};
use super::routes::charge;
use super::state::AppState;
use crate::config::Config;
use crate::rate_limit::{Class, Key, Scope, Standing};
use crate::rooms::code::RoomCode;

/// Problem codes that mean "no such code".
const MISSES: [ProblemCode; 4] = [
    ProblemCode::RoomNotFound,
    ProblemCode::NightNotFound,
    ProblemCode::ClaimNotFound,
    ProblemCode::PackNotFound,
];

pub async fn limit(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return Ok(next.call(req).await?.map_into_left_body());
    };
    let charge = charge(req.method(), req.path());
    // Nothing to count (no class, or budgets turned off): no token or seat to look up.
    if !state.rate_limiter.limits(charge.class, charge.names_code) {
        return Ok(next.call(req).await?.map_into_left_body());
    }
    let keys = keys(&state, req.request());
    let now = state.clock.now_ms();
    let seated = seated_in_named_room(&state, req.path(), &keys);
    let limiter = &state.rate_limiter;
    let admitted = (|| {
        if charge.names_code && !seated {
            limiter.peek(Class::Miss, &keys, now)?;
        }
        match charge.class {
            Some(class) => limiter.check(class, &keys, now),
            None => Ok(Vec::new()),
        }
    })();
    let standing = match admitted {
        Ok(standing) => standing,
        Err(limited) => {
            state.metrics.rate_limited.inc();
            tracing::info!(class = limited.class.name(), "rate limited");
            let refused = ApiError::RateLimited {
                retry_after_secs: limited.retry_after_secs(),
            };
            let mut res = refused.error_response();
            advertise(res.headers_mut(), &limited.standing);
            return Ok(req.into_response(res).map_into_right_body());
        }
    };
    let mut res = next.call(req).await?;
    let missed = res
        .response()
        .error()
        .and_then(|e| e.as_error::<ApiError>())
        .is_some_and(|e| e.code().is_some_and(|c| MISSES.contains(&c)));
    if charge.names_code && missed {
        // Spent even if this one took the last of the budget: the next is refused.
        let _ = limiter.check(Class::Miss, &keys, now);
    }
    // A 429 from the handler spent another budget (a login's per-name one): what this one
    // has left would mislead.
    if res.status() != actix_web::http::StatusCode::TOO_MANY_REQUESTS {
        advertise(res.headers_mut(), &standing);
    }
    Ok(res.map_into_left_body())
}

/// The budgets a request spent from, as the IETF `RateLimit-Policy` (each budget's quota
/// `q` per window `w` seconds) and `RateLimit` (`r` requests left now, `t` seconds until
/// all are back) fields, one list member per budget, named `<class>.<scope>` as
/// `SPYFALL_RATE_LIMITS` names it.
fn advertise(headers: &mut HeaderMap, standing: &[Standing]) {
    if standing.is_empty() {
        return;
    }
    let name = |s: &Standing| format!("\"{}.{}\"", s.class.name(), s.scope.name());
    let policy = standing
        .iter()
        .map(|s| {
            let window = (s.rate.window_ms.max(1000) as u64).div_ceil(1000);
            format!("{};q={};w={window}", name(s), s.rate.count)
        })
        .collect::<Vec<_>>()
        .join(", ");
    let now = standing
        .iter()
        .map(|s| {
            let reset = (s.full_in.max(0) as u64).div_ceil(1000);
            format!("{};r={};t={reset}", name(s), s.remaining)
        })
        .collect::<Vec<_>>()
        .join(", ");
    for (field, value) in [(RATE_LIMIT_POLICY, policy), (RATE_LIMIT, now)] {
        if let Ok(value) = HeaderValue::from_str(&value) {
            headers.insert(field, value);
        }
    }
}

pub const RATE_LIMIT: HeaderName = HeaderName::from_static("ratelimit");
pub const RATE_LIMIT_POLICY: HeaderName = HeaderName::from_static("ratelimit-policy");

/// Whether the caller sits in the room the path names, as this instance last read it.
/// A room's own players are never refused for misses: the address they share with a
/// venue may have spent its budget on someone else's guessing. Exempting by membership
/// (never by the room's existence) tells a guesser nothing.
fn seated_in_named_room(state: &AppState, path: &str, keys: &[(Scope, Key)]) -> bool {
    let Some(user) = keys.iter().find_map(|(_, k)| match k {
        Key::User(id) => Some(*id),
        _ => None,
    }) else {
        return false;
    };
    let code = path
        .strip_prefix("/api/v1/rooms/")
        .and_then(|rest| rest.split('/').next())
        .and_then(RoomCode::parse);
    code.is_some_and(|code| state.live.is_seated(&code, user))
}

/// The budgets a request spends from: its address, and its user when it carries a
/// correctly signed token (revocation does not matter for counting).
fn keys(state: &AppState, req: &HttpRequest) -> Vec<(Scope, Key)> {
    let mut keys = Vec::with_capacity(2);
    if let Some(ip) = client_ip(req, &state.config) {
        keys.push((Scope::Address, Key::address(ip)));
    }
    // The path the polls take: a token this instance has checked before costs no
    // signature check here.
    let user = crate::http::caller::caller_without_db(state, req)
        .map(|c| c.user_id)
        .or_else(|| {
            let token = crate::http::caller::bearer_token(req).ok()?;
            Some(state.keys.verify(&token, state.clock.now()).ok()?.sub)
        });
    if let Some(user) = user {
        keys.push((Scope::User, Key::User(user)));
    }
    keys
}

/// The client's address: the connection's peer, or, when the server is configured to sit
/// behind a proxy and the connection comes from it, the last address that proxy appended
/// to its header.
pub fn client_ip(req: &HttpRequest, config: &Config) -> Option<IpAddr> {
    let header = config.client_address_header.as_ref();
    if let Some(name) = header.filter(|_| !from_proxy(req, config)) {
        untrusted_forwarder(req, name);
    }
    if let Some(name) = header.filter(|_| from_proxy(req, config)) {
        // The last line, as a proxy that adds a line of its own (HAProxy) puts it there.
        let from_proxy = HeaderName::from_bytes(name.as_bytes())
            .ok()
            .and_then(|h| req.headers().get_all(h).last())
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse().ok());
        if from_proxy.is_some() {
            return from_proxy;
        }
    }
    req.peer_addr().map(|a| a.ip())
}

/// Says once (in the log) that the client address header came from a peer that is not a
/// trusted proxy: a proxy on another machine needs `SPYFALL_TRUSTED_PROXIES`, or every
/// client behind it counts as the proxy.
fn untrusted_forwarder(req: &HttpRequest, name: &str) {
    static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if req.headers().contains_key(name) && !SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
        tracing::warn!(
            peer = ?req.peer_addr(),
            header = name,
            "a client address header from a peer not in SPYFALL_TRUSTED_PROXIES is ignored"
        );
    }
}

/// Whether the connection comes from a trusted proxy (`SPYFALL_TRUSTED_PROXIES`), whose
/// forwarded headers may be believed; anyone else's are ignored.
pub fn from_proxy(req: &HttpRequest, config: &Config) -> bool {
    req.peer_addr()
        .is_some_and(|a| config.trusted_proxies.contains(&a.ip().to_canonical()))
}

/// Whether the request reached the proxy in front over https, as it says.
pub fn over_https(req: &HttpRequest, config: &Config) -> bool {
    from_proxy(req, config)
        && req
            .headers()
            .get("x-forwarded-proto")
            .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::Method;

    fn of(method: Method, path: &str) -> (Option<Class>, bool) {
        let c = charge(&method, path);
        (c.class, c.names_code)
    }

    #[test]
    fn limited_routes_are_classed_and_lookups_by_code_noticed() {
        use Class::*;
        assert_eq!(of(Method::POST, "/api/v1/users"), (Some(Signup), false));
        assert_eq!(of(Method::POST, "/api/v1/guests"), (Some(Signup), false));
        assert_eq!(
            of(Method::POST, "/api/v1/me/account"),
            (Some(Signup), false)
        );
        assert_eq!(of(Method::POST, "/api/v1/sessions"), (Some(Login), false));
        assert_eq!(of(Method::POST, "/api/v1/rooms"), (Some(RoomCreate), false));
        assert_eq!(
            of(Method::POST, "/api/v1/rooms/BCDFG/players"),
            (Some(Join), true)
        );
        assert_eq!(
            of(Method::POST, "/api/v1/nights/BCDFG/players"),
            (Some(Join), true)
        );
        assert_eq!(of(Method::POST, "/api/v1/nights/claim"), (Some(Join), true));
        assert_eq!(of(Method::GET, "/api/v1/rooms/BCDFG"), (None, true));
        assert_eq!(
            of(Method::GET, "/api/v1/rooms/BCDFG/rounds/2"),
            (None, true)
        );
        assert_eq!(of(Method::GET, "/api/v1/nights/BCDFG/table"), (None, true));
        assert_eq!(
            of(Method::DELETE, "/api/v1/sessions/current"),
            (None, false)
        );
        assert_eq!(of(Method::GET, "/api/v1/rooms"), (None, false));
        assert_eq!(of(Method::GET, "/api/v1/me/nights"), (None, false));
        assert_eq!(of(Method::POST, "/admin/login"), (None, false));
    }
}
