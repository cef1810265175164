//! Typed configuration, read once from the environment and validated at start.
//!
//! Every setting is an environment variable; a bad value stops the server with a message
//! naming the variable. Secrets are wrapped in [`Secret`] so they never reach a log.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::rate_limit::Policy;
use crate::retention::Retention;
use crate::secret::Secret;

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: when absent, `serve` runs an embedded PostgreSQL in `data_dir`.
    pub database_url: Option<Secret<String>>,
    /// `SPYFALL_ADDR`: where the HTTP server listens.
    pub addr: SocketAddr,
    /// `SPYFALL_H2C_ADDR`: a second address for a reverse proxy in front, speaking
    /// HTTP/1.1 or cleartext HTTP/2 (h2c, prior knowledge). Unset: none. A proxy carrying
    /// many phones' requests as streams of a few HTTP/2 connections spares the server a
    /// connection, and its buffers, per phone.
    pub h2c_addr: Option<SocketAddr>,
    /// `SPYFALL_DATA_DIR`: the embedded database and the generated JWT secret live here.
    pub data_dir: PathBuf,
    /// `SPYFALL_JWT_SECRET`: HS256 signing key; generated and kept in `data_dir` when unset.
    pub jwt_secret: Option<Secret<String>>,
    /// `SPYFALL_TOKEN_TTL_HOURS`: lifetime of a player token.
    pub token_ttl: Duration,
    /// `SPYFALL_ADMIN_SESSION_HOURS`: how long an admin panel login lasts.
    pub admin_session_ttl: Duration,
    /// `SPYFALL_PACKS_DIR`: bundled location packs; the copies compiled into the binary
    /// are used when unset and `./locations` does not exist.
    pub packs_dir: Option<PathBuf>,
    /// `SPYFALL_MAX_BODY_BYTES`: the largest request body accepted.
    pub max_body_bytes: usize,
    /// `SPYFALL_DB_MAX_CONNECTIONS`: size of the database pool.
    pub db_max_connections: u32,
    /// `SPYFALL_DB_ACQUIRE_TIMEOUT_MS`: how long a request waits for a database connection
    /// (all in use, or the database unreachable) before 503 `database_unavailable`.
    pub db_acquire_timeout: Duration,
    /// `SPYFALL_LOG_FORMAT`: `text` (default) or `json`.
    pub log_format: LogFormat,
    /// `SPYFALL_SWEEP_INTERVAL_MS`: how often idle rounds are checked for time-driven
    /// transitions.
    pub sweep_interval: Duration,
    /// `SPYFALL_ROOM_IDLE_HOURS` (24), `SPYFALL_CLOSED_ROOM_DAYS` (30) and
    /// `SPYFALL_GUEST_DAYS` (30): how long idle rooms, closed rooms and idle guests are
    /// kept (docs/operations.md).
    pub retention: Retention,
    /// `SPYFALL_MAX_IN_FLIGHT`: requests handled at once (held long-polls and event streams
    /// not counted); beyond it, 503 with `Retry-After`.
    pub max_in_flight: usize,
    /// `SPYFALL_MAX_HELD_POLLS`: long-polls and event streams held open at once; beyond
    /// it, 503 with `Retry-After`.
    pub max_held_polls: usize,
    /// `SPYFALL_POLL_INTERVAL_SECS`: the `X-Poll-Interval` clients are told when the server
    /// is not busy; it grows with the load.
    pub poll_interval_secs: u64,
    /// `SPYFALL_SSE_KEEPALIVE_MS`: how often an idle event stream gets a keep-alive.
    pub sse_keepalive: Duration,
    /// `SPYFALL_SHARE_ROOM_STATES` (1 or 0): build every view of a room version from one
    /// read. Off, every view reads the database (to measure that path, or rule sharing
    /// out when diagnosing).
    pub share_room_states: bool,
    /// `SPYFALL_AUDIT_PROBLEMS` (1 or 0, default 0): answer 500 instead of any problem whose
    /// code the API document does not list for its operation and status, so that the test
    /// suite finds every code the document leaves out.
    pub audit_problems: bool,
    /// `SPYFALL_RATE_LIMITS`: the abuse limits; `off`, or changes to the defaults such as
    /// `join.user=60/10m,miss.address=off` (README, "Abuse limits").
    pub rate_limits: Policy,
    /// `SPYFALL_CLIENT_ADDRESS_HEADER`: behind a reverse proxy, the header it puts the
    /// client's address in (e.g. `x-forwarded-for`; its last address is taken). Unset, the
    /// connection's peer is the client. Set it only when clients cannot reach the server
    /// except through that proxy, or they could claim any address.
    pub client_address_header: Option<String>,
    /// `SPYFALL_TRUSTED_PROXIES`: the addresses of the proxies in front (comma-separated;
    /// default `127.0.0.1,::1`). Forwarded headers (the client address header,
    /// `X-Forwarded-Proto`) are read only on connections from one of them.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// What one client may hold of the server at once.
    pub caps: ClientCaps,
    /// `SPYFALL_CORS_ORIGINS`: the web origins (`https://play.example.org`, comma-separated)
    /// whose pages may call the API from a browser. Unset: none (off).
    pub cors_origins: Vec<String>,
    /// `SPYFALL_PUBLIC_URL`: the address phones open to reach this server
    /// (`http://192.168.1.20:8080`, `https://spyfall.example.org`), which join links and QR
    /// codes carry. Unset: this machine's LAN address and the port it listens on
    /// (`public_address`).
    pub public_url: Option<String>,
}

/// A setting that could not be used, with the variable's name and what was wrong.
#[derive(Debug, thiserror::Error)]
#[error("{var}: {reason}")]
pub struct ConfigError {
    pub var: &'static str,
    pub reason: String,
}

/// Origins as a browser sends them: scheme, host and optional port, nothing more.
fn cors_origins(list: &str) -> Result<Vec<String>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(|o| origin("SPYFALL_CORS_ORIGINS", o))
        .collect()
}

/// `text` if it is an origin (scheme, host and optional port; a trailing `/` dropped).
fn origin(var: &'static str, text: &str) -> Result<String, ConfigError> {
    let o = text.trim().trim_end_matches('/');
    let rest = o
        .strip_prefix("https://")
        .or_else(|| o.strip_prefix("http://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(['/', '?', '#', ' ']) => Ok(o.to_string()),
        _ => Err(ConfigError {
            var,
            reason: format!("'{text}' is not an origin such as https://play.example.org"),
        }),
    }
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads settings through `lookup`, so tests can build a config without touching the
    /// process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());

        let addr = socket_addr(&get, "SPYFALL_ADDR", "127.0.0.1:8080")?
            .unwrap_or(SocketAddr::from(([127, 0, 0, 1], 8080)));
        let h2c_addr = socket_addr(&get, "SPYFALL_H2C_ADDR", "127.0.0.1:8081")?;

        let jwt_secret = match get("SPYFALL_JWT_SECRET") {
            Some(v) if v.len() < 32 => {
                return Err(ConfigError {
                    var: "SPYFALL_JWT_SECRET",
                    reason: format!(
                        "must be at least 32 bytes long (it has {}); unset it to have one generated",
                        v.len()
                    ),
                });
            }
            other => other.map(Secret::new),
        };

        let log_format = match get("SPYFALL_LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError {
                    var: "SPYFALL_LOG_FORMAT",
                    reason: format!("'{other}' is neither 'text' nor 'json'"),
                });
            }
        };

        let database_url = get("DATABASE_URL").map(Secret::new);
        if let Some(url) = &database_url {
            let url = url.expose();
            if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
                return Err(ConfigError {
                    var: "DATABASE_URL",
                    reason: "must be a postgres:// or postgresql:// URL".into(),
                });
            }
        }

        let rate_limits = match get("SPYFALL_RATE_LIMITS") {
            Some(spec) => Policy::parse(&spec).map_err(|reason| ConfigError {
                var: "SPYFALL_RATE_LIMITS",
                reason,
            })?,
            None => Policy::default(),
        };
        let client_address_header = match get("SPYFALL_CLIENT_ADDRESS_HEADER") {
            Some(h) => {
                let h = h.trim().to_ascii_lowercase();
                if actix_web::http::header::HeaderName::from_bytes(h.as_bytes()).is_err() {
                    return Err(ConfigError {
                        var: "SPYFALL_CLIENT_ADDRESS_HEADER",
                        reason: format!("'{h}' is not a header name"),
                    });
                }
                Some(h)
            }
            None => None,
        };

        let trusted_proxies = match get("SPYFALL_TRUSTED_PROXIES") {
            Some(list) => addresses("SPYFALL_TRUSTED_PROXIES", &list)?,
            None => vec![[127, 0, 0, 1].into(), std::net::Ipv6Addr::LOCALHOST.into()],
        };

        let cors_origins = match get("SPYFALL_CORS_ORIGINS") {
            Some(list) => cors_origins(&list)?,
            None => Vec::new(),
        };

        let public_url = match get("SPYFALL_PUBLIC_URL") {
            Some(url) => Some(origin("SPYFALL_PUBLIC_URL", &url)?),
            None => None,
        };

        Ok(Config {
            cors_origins,
            public_url,
            database_url,
            addr,
            h2c_addr,
            data_dir: get("SPYFALL_DATA_DIR").map_or_else(|| PathBuf::from("data"), PathBuf::from),
            jwt_secret,
            token_ttl: Duration::from_secs(
                3600 * number(&get, "SPYFALL_TOKEN_TTL_HOURS", 720, 1..=24 * 365)?,
            ),
            admin_session_ttl: Duration::from_secs(
                3600 * number(&get, "SPYFALL_ADMIN_SESSION_HOURS", 12, 1..=24 * 30)?,
            ),
            packs_dir: get("SPYFALL_PACKS_DIR").map(PathBuf::from),
            max_body_bytes: number(&get, "SPYFALL_MAX_BODY_BYTES", 64 * 1024, 1024..=16 << 20)?
                as usize,
            db_max_connections: number(&get, "SPYFALL_DB_MAX_CONNECTIONS", 10, 1..=500)? as u32,
            db_acquire_timeout: Duration::from_millis(number(
                &get,
                "SPYFALL_DB_ACQUIRE_TIMEOUT_MS",
                3_000,
                100..=60_000,
            )?),
            log_format,
            retention: Retention {
                room_idle: chrono::Duration::hours(number(
                    &get,
                    "SPYFALL_ROOM_IDLE_HOURS",
                    24,
                    1..=24 * 365,
                )? as i64),
                closed_room_kept: chrono::Duration::days(number(
                    &get,
                    "SPYFALL_CLOSED_ROOM_DAYS",
                    30,
                    1..=3650,
                )? as i64),
                guest_kept: chrono::Duration::days(
                    number(&get, "SPYFALL_GUEST_DAYS", 30, 1..=3650)? as i64,
                ),
            },
            sweep_interval: Duration::from_millis(number(
                &get,
                "SPYFALL_SWEEP_INTERVAL_MS",
                500,
                10..=60_000,
            )?),
            max_in_flight: number(&get, "SPYFALL_MAX_IN_FLIGHT", 1024, 1..=1_000_000)? as usize,
            max_held_polls: number(&get, "SPYFALL_MAX_HELD_POLLS", 20_000, 0..=1_000_000)? as usize,
            poll_interval_secs: number(&get, "SPYFALL_POLL_INTERVAL_SECS", 2, 1..=60)?,
            sse_keepalive: Duration::from_millis(number(
                &get,
                "SPYFALL_SSE_KEEPALIVE_MS",
                15_000,
                100..=300_000,
            )?),
            share_room_states: number(&get, "SPYFALL_SHARE_ROOM_STATES", 1, 0..=1)? == 1,
            audit_problems: number(&get, "SPYFALL_AUDIT_PROBLEMS", 0, 0..=1)? == 1,
            rate_limits,
            client_address_header,
            trusted_proxies,
            caps: ClientCaps::from_env(&get)?,
        })
    }
}

/// What one client may hold of the server at once, so that none can starve the others
/// (docs/reliability.md, "Slow bodies and poll floods").
#[derive(Debug, Clone)]
pub struct ClientCaps {
    /// `SPYFALL_BODY_TIMEOUT_MS` (10,000): how long a request's body may take to arrive;
    /// then 408 `body_timeout`.
    pub body_timeout: Duration,
    /// `SPYFALL_MAX_RECEIVING` (1024): requests still sending their body at once (they are
    /// not counted in flight until it has come); beyond it, 503 `overloaded`.
    pub max_receiving: usize,
    /// `SPYFALL_MAX_RECEIVING_PER_ADDRESS` (16): the same, from one address; beyond it, 429.
    pub receiving_per_address: usize,
    /// `SPYFALL_MAX_HELD_PER_USER` (8): long-polls and event streams one user holds at
    /// once; beyond it, 429 `rate_limited` with `Retry-After`.
    pub held_per_user: usize,
    /// `SPYFALL_MAX_HELD_PER_ADDRESS` (256): the same, from one address.
    pub held_per_address: usize,
}

impl ClientCaps {
    fn from_env(get: &impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let cap = |var, default| number(get, var, default, 1..=1_000_000).map(|n| n as usize);
        Ok(ClientCaps {
            body_timeout: Duration::from_millis(number(
                get,
                "SPYFALL_BODY_TIMEOUT_MS",
                10_000,
                100..=600_000,
            )?),
            max_receiving: cap("SPYFALL_MAX_RECEIVING", 1024)?,
            receiving_per_address: cap("SPYFALL_MAX_RECEIVING_PER_ADDRESS", 16)?,
            held_per_user: cap("SPYFALL_MAX_HELD_PER_USER", 8)?,
            held_per_address: cap("SPYFALL_MAX_HELD_PER_ADDRESS", 256)?,
        })
    }
}

fn addresses(var: &'static str, list: &str) -> Result<Vec<std::net::IpAddr>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            a.parse().map_err(|_| ConfigError {
                var,
                reason: format!("'{a}' is not an IP address"),
            })
        })
        .collect()
}

/// The socket address `var` gives, if set; `example` shows the form in its error.
fn socket_addr(
    get: &impl Fn(&str) -> Option<String>,
    var: &'static str,
    example: &str,
) -> Result<Option<SocketAddr>, ConfigError> {
    get(var)
        .map(|v| {
            v.trim().parse().map_err(|_| ConfigError {
                var,
                reason: format!("'{v}' is not a socket address such as {example}"),
            })
        })
        .transpose()
}

fn number(
    get: &impl Fn(&str) -> Option<String>,
    var: &'static str,
    default: u64,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, ConfigError> {
    let Some(raw) = get(var) else {
        return Ok(default);
    };
    match raw.trim().parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(ConfigError {
            var,
            reason: format!(
                "'{raw}' is not a whole number from {} to {}",
                range.start(),
                range.end()
            ),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_apply_with_an_empty_environment() {
        let c = config(&[]).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert!(c.database_url.is_none());
        assert_eq!(c.data_dir, PathBuf::from("data"));
        assert_eq!(c.token_ttl, Duration::from_secs(720 * 3600));
        assert_eq!(c.max_body_bytes, 65536);
    }

    #[test]
    fn cors_is_off_unless_origins_are_named() {
        assert!(config(&[]).unwrap().cors_origins.is_empty());
        let c = config(&[(
            "SPYFALL_CORS_ORIGINS",
            "https://play.example.org, http://192.168.1.20:3000",
        )])
        .unwrap();
        assert_eq!(
            c.cors_origins,
            ["https://play.example.org", "http://192.168.1.20:3000"]
        );
        for bad in ["*", "play.example.org", "https://x.org/app"] {
            let e = config(&[("SPYFALL_CORS_ORIGINS", bad)]).unwrap_err();
            assert_eq!(e.var, "SPYFALL_CORS_ORIGINS", "{bad}");
        }
    }

    #[test]
    fn bad_values_name_the_variable() {
        let e = config(&[("SPYFALL_ADDR", "nowhere")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_ADDR");
        let e = config(&[("SPYFALL_H2C_ADDR", "8081")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_H2C_ADDR");
        let e = config(&[("SPYFALL_JWT_SECRET", "short")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_JWT_SECRET");
        assert!(
            !e.to_string().contains("short"),
            "the secret must not be echoed"
        );
        let e = config(&[("DATABASE_URL", "mysql://x")]).unwrap_err();
        assert_eq!(e.var, "DATABASE_URL");
        let e = config(&[("SPYFALL_DB_MAX_CONNECTIONS", "0")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_DB_MAX_CONNECTIONS");
        let e = config(&[("SPYFALL_LOG_FORMAT", "xml")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_LOG_FORMAT");
        let e = config(&[("SPYFALL_RATE_LIMITS", "join.user=lots")]).unwrap_err();
        assert_eq!(e.var, "SPYFALL_RATE_LIMITS");
    }

    #[test]
    fn database_url_is_redacted_in_debug_output() {
        let c = config(&[("DATABASE_URL", "postgres://u:pw@h/db")]).unwrap();
        assert!(!format!("{c:?}").contains("pw@"));
    }
}
