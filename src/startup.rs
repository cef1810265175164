//! The app factory: builds the server from a [`Config`], for `main` and for the tests.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{App, HttpServer, middleware, web};
use anyhow::Context;
use tokio::sync::watch;

use crate::app::bundled_packs as bundled;
use crate::auth::{TokenKeys, secret_file};
use crate::clock::{SharedClock, SystemClock};
use crate::config::Config;
use crate::db::Database;
use crate::http::handlers::fallback;
use crate::http::pressure::Limits;
use crate::http::{body, openapi, routes, state::AppState};
use crate::live::{Live, listener};
use crate::metrics::Metrics;
use crate::public_address::{PublicAddress, lan_address};
use crate::rate_limit::Limiter;
use crate::sweeper;

/// How long the start waits for the notification listener.
const LISTENER_START: std::time::Duration = std::time::Duration::from_secs(5);

/// A server bound to its port, ready to run.
pub struct Application {
    port: u16,
    h2c_port: Option<u16>,
    public: Arc<PublicAddress>,
    server: Server,
    database: Database,
    sweeps: watch::Receiver<u64>,
    live: Arc<Live>,
    metrics: Arc<Metrics>,
}

impl Application {
    /// Opens the database (embedded when `DATABASE_URL` is unset), applies migrations,
    /// loads the bundled packs and binds the listener (port 0 picks a free port).
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        Self::build_with_clock(config, Arc::new(SystemClock)).await
    }

    /// As [`Application::build`], with the clock the server reads time from (tests move a
    /// [`crate::clock::ManualClock`] instead of sleeping).
    pub async fn build_with_clock(config: Config, clock: SharedClock) -> anyhow::Result<Self> {
        let files = bundled::read_files(config.packs_dir.as_deref())?;
        let packs = bundled::parse_all(&files).map_err(file_error)?;
        let metrics = Arc::new(Metrics::new());
        let database = Database::open_counting(&config, Some(metrics.clone())).await?;
        let report = bundled::sync(&database.pool, &packs).await?;
        tracing::info!(?report, "bundled packs loaded");

        let secret = secret_file::load_or_create(&config)?;
        let keys = TokenKeys::new(secret.expose().as_bytes(), config.token_ttl);
        let session_keys = TokenKeys::new(
            &derived_key(b"spyfall admin session key\0", secret.expose()),
            config.admin_session_ttl,
        );
        let ticket_keys = TokenKeys::new(
            &derived_key(b"spyfall event stream ticket key\0", secret.expose()),
            std::time::Duration::from_secs(crate::auth::ticket::TICKET_TTL_SECS),
        );
        let listener = TcpListener::bind(config.addr)
            .with_context(|| format!("cannot listen on {}", config.addr))?;
        let port = listener.local_addr()?.port();
        let h2c_listener = config.h2c_addr.map(bind_h2c).transpose()?;
        let h2c_port = (h2c_listener.as_ref())
            .map(|l| l.local_addr().map(|a| a.port()))
            .transpose()?;
        let public = Arc::new(PublicAddress::resolve(
            config.public_url.as_deref(),
            listener.local_addr()?,
            lan_address(),
        ));
        let live = Arc::new(Live::new());
        tokio::spawn(listener::run(
            database.pool.clone(),
            live.clone(),
            metrics.clone(),
        ));
        tokio::spawn(crate::live::forget_old_states(Arc::downgrade(&live)));
        // Serve with a trusted map when the database allows: the listener's first sync.
        // Without it requests take the database path until it comes.
        let mut syncs = live.syncs();
        if tokio::time::timeout(LISTENER_START, syncs.wait_for(|&n| n > 0))
            .await
            .is_err()
        {
            tracing::warn!("the notification listener is not listening yet");
        }
        let limits = Arc::new(Limits::new(&config));
        let rate_limiter = Arc::new(Limiter::new(config.rate_limits.clone()));
        let state = AppState {
            pool: database.pool.clone(),
            keys,
            session_keys,
            ticket_keys,
            config: Arc::new(config),
            clock,
            live,
            metrics,
            limits,
            rate_limiter,
            public: public.clone(),
            projector_memory: Arc::default(),
        };
        let (passes, sweeps) = watch::channel(0);
        tokio::spawn(sweeper::run(
            state.pool.clone(),
            state.clock.clone(),
            state.config.sweep_interval,
            state.config.retention,
            state.live.clone(),
            passes,
        ));
        let (live, metrics) = (state.live.clone(), state.metrics.clone());
        let server = serve(listener, h2c_listener, state)?;
        Ok(Application {
            port,
            h2c_port,
            public,
            server,
            database,
            sweeps,
            live,
            metrics,
        })
    }

    /// The address phones open to reach this server.
    pub fn public(&self) -> &PublicAddress {
        &self.public
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The port of the listener for a proxy speaking cleartext HTTP/2, when there is one.
    pub fn h2c_port(&self) -> Option<u16> {
        self.h2c_port
    }

    pub fn pool(&self) -> &sqlx::PgPool {
        &self.database.pool
    }

    /// Counts the sweeper's completed passes.
    pub fn sweeps(&self) -> watch::Receiver<u64> {
        self.sweeps.clone()
    }

    /// What this instance knows without the database.
    pub fn live(&self) -> Arc<Live> {
        self.live.clone()
    }

    pub fn metrics(&self) -> Arc<Metrics> {
        self.metrics.clone()
    }

    /// A handle to stop the server gracefully from elsewhere.
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until the server is stopped by a handle, finishing requests in flight, then
    /// closes the database (stopping the embedded one). Signals are not listened to: that
    /// is [`Application::run_until_signalled`], for the process that owns them.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let result = self.server.await;
        self.database.close().await;
        result.context("the HTTP server failed")
    }

    /// As [`Application::run_until_stopped`], stopped by SIGTERM or SIGINT: held long-polls
    /// are answered and event streams end at once, so a deploy does not wait for them to
    /// time out, then requests in flight finish. A second signal, or SIGQUIT, stops at
    /// once.
    pub async fn run_until_signalled(self) -> anyhow::Result<()> {
        let (handle, live) = (self.server.handle(), self.live.clone());
        let signals = tokio::spawn(async move {
            let Ok(mut signals) = Signals::new() else {
                tracing::warn!("signals cannot be listened to");
                return;
            };
            if signals.next().await == Stop::Graceful {
                tracing::info!("stopping: held polls are answered and streams end now");
                live.begin_shutdown();
                let graceful = handle.stop(true);
                tokio::select! {
                    () = graceful => return,
                    _ = signals.next() => {}
                }
            }
            tracing::info!("stopping at once");
            handle.stop(false).await;
        });
        let result = self.run_until_stopped().await;
        signals.abort();
        result
    }
}

#[derive(PartialEq)]
enum Stop {
    /// SIGTERM or SIGINT.
    Graceful,
    /// SIGQUIT.
    Now,
}

struct Signals {
    term: tokio::signal::unix::Signal,
    int: tokio::signal::unix::Signal,
    quit: tokio::signal::unix::Signal,
}

impl Signals {
    fn new() -> std::io::Result<Self> {
        use tokio::signal::unix::{SignalKind, signal};
        Ok(Signals {
            term: signal(SignalKind::terminate())?,
            int: signal(SignalKind::interrupt())?,
            quit: signal(SignalKind::quit())?,
        })
    }

    async fn next(&mut self) -> Stop {
        tokio::select! {
            _ = self.term.recv() => Stop::Graceful,
            _ = self.int.recv() => Stop::Graceful,
            _ = self.quit.recv() => Stop::Now,
        }
    }
}

/// A bundled pack file that cannot be used stops the start: where, and why in English.
fn file_error(e: crate::packs::PackFileError) -> anyhow::Error {
    let words = crate::http::i18n::Texts::of(crate::http::i18n::SOURCE);
    anyhow::anyhow!("{}:{}: {}", e.file, e.line, words.notice(&e.notice))
}

/// A key derived from the server secret for one purpose alone (`label`).
fn derived_key(label: &[u8], secret: &str) -> Vec<u8> {
    use sha2::{Digest, Sha256};
    Sha256::new()
        .chain_update(label)
        .chain_update(secret.as_bytes())
        .finalize()
        .to_vec()
}

/// The listener for a proxy speaking cleartext HTTP/2 (`SPYFALL_H2C_ADDR`).
fn bind_h2c(addr: std::net::SocketAddr) -> anyhow::Result<TcpListener> {
    TcpListener::bind(addr).with_context(|| format!("cannot listen on {addr} (SPYFALL_H2C_ADDR)"))
}

fn serve(
    listener: TcpListener,
    h2c_listener: Option<TcpListener>,
    state: AppState,
) -> anyhow::Result<Server> {
    let max_body = state.config.max_body_bytes;
    let doc = web::Data::new(openapi::document_json()?);
    let cors_origins = state.config.cors_origins.clone();
    let audit_problems = state.config.audit_problems;
    let open_files = crate::connections::raise_limit();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let connections = crate::connections::connections_per_worker(
        open_files,
        state.config.db_max_connections,
        workers,
    );
    tracing::info!(open_files, workers, connections, "connection limits");
    let state = web::Data::new(state);
    let mut server = HttpServer::new(move || {
        let cors = crate::http::cors::policy(&cors_origins);
        App::new()
            // Innermost: it sees the handlers' own refusals. Installed only when asked for,
            // so a server in play does not pay for it.
            .wrap(middleware::Condition::new(
                audit_problems,
                middleware::from_fn(crate::http::problem_audit::audit),
            ))
            .wrap(middleware::from_fn(crate::http::idempotency::fingerprint))
            .wrap(middleware::from_fn(crate::http::rate_limit::limit))
            .wrap(middleware::from_fn(crate::http::pressure::bound))
            // A body is received whole before its request counts as in flight.
            .wrap(middleware::from_fn(
                crate::http::body_arrival::receive_whole,
            ))
            .wrap(middleware::from_fn(
                crate::http::middleware::request_context,
            ))
            // Outermost: a browser's preflight is answered before any other check.
            .wrap(middleware::Condition::new(
                cors.is_some(),
                cors.unwrap_or_default(),
            ))
            .app_data(state.clone())
            .app_data(doc.clone())
            .app_data(body::json_config(max_body))
            .app_data(web::PayloadConfig::new(max_body))
            .app_data(body::path_config())
            .app_data(body::query_config())
            .configure(routes::configure)
            .default_service(web::to(fallback::not_found))
    })
    .on_connect(crate::connections::drop_dead_peers)
    // HTTP/2 writes a response's frames as they come (its head, then each event); with
    // Nagle's algorithm the next one waited for the peer's delayed acknowledgement, 40 ms.
    // On HTTP/1.1 an answer is one write, so it changes nothing there.
    .tcp_nodelay(true)
    .workers(workers)
    .max_connections(connections)
    // A client that closes its connection ends its held poll at once.
    .h1_allow_half_closed(false)
    .shutdown_timeout(20)
    // Signals are handled by `run_until_signalled`, which ends held requests first.
    .disable_signals()
    .listen(listener)?;
    if let Some(h2c) = h2c_listener {
        server = server.listen_auto_h2c(h2c)?;
    }
    Ok(server.run())
}
