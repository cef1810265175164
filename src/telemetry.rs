//! Structured logs: `RUST_LOG` filters (default `info`), `SPYFALL_LOG_FORMAT` picks text or
//! JSON lines.

use std::io::IsTerminal;

use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

pub fn init(format: LogFormat) {
    // actix warns when it ends an HTTP/2 stream the proxy has already reset (a phone gone
    // before its stream was closed at shutdown or on logout): no warning for an operator.
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| {
        EnvFilter::new("info,sqlx=warn,actix_server=warn,actix_http::h2::dispatcher=error")
    });
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr);
    // A second init (tests start many servers in one process) is harmless: keep the first.
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}
