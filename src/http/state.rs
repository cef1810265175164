//! What every handler can reach.

use std::sync::Arc;

use sqlx::PgPool;

use crate::auth::TokenKeys;
use crate::clock::SharedClock;
use crate::config::Config;

#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub keys: TokenKeys,
    pub config: Arc<Config>,
    pub clock: SharedClock,
}
