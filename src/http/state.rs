//! What every handler can reach.

use crate::public_address::PublicAddress;
use std::sync::Arc;

use sqlx::PgPool;

use crate::auth::TokenKeys;
use crate::clock::SharedClock;
use crate::config::Config;
use crate::http::pressure::Limits;
use crate::live::Live;
use crate::metrics::Metrics;
use crate::rate_limit::Limiter;

#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub keys: TokenKeys,
    /// Signs admin panel session cookies: a key of their own, so that a player token is
    /// never taken for a session or the other way round.
    pub session_keys: TokenKeys,
    /// Signs event-stream tickets (`auth::ticket`), likewise with a key of their own.
    pub ticket_keys: TokenKeys,
    pub config: Arc<Config>,
    pub clock: SharedClock,
    /// Room versions and revoked tokens, known without the database.
    pub live: Arc<Live>,
    pub metrics: Arc<Metrics>,
    pub limits: Arc<Limits>,
    /// The abuse limits' budgets (per instance).
    pub rate_limiter: Arc<Limiter>,
    /// The address phones open to reach this server: join links and QR codes carry it.
    pub public: Arc<PublicAddress>,
    /// The last screen each projector was shown, for when the database cannot be read.
    pub projector_memory: Arc<crate::http::projector::Memory>,
}
