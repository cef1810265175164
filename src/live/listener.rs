//! The one `LISTEN` connection of a server instance: room and night versions and token
//! revocations from every instance, into this instance's [`Live`] map (nights share the
//! map of versions with rooms: their ids never collide).
//!
//! While disconnected, notifications are lost, so the map is distrusted from the moment a
//! failure is seen until the connection listens again and the map has been reloaded from
//! the database (listening first, then reading, so no change falls in between).

use std::sync::Arc;
use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::{PgListener, PgNotification};
use uuid::Uuid;

use super::Live;
use crate::db;
use crate::metrics::Metrics;

pub const ROOMS_CHANNEL: &str = "spyfall_rooms";
pub const TOKENS_CHANNEL: &str = "spyfall_tokens";
pub const NIGHTS_CHANNEL: &str = "spyfall_nights";

const FIRST_BACKOFF: Duration = Duration::from_millis(100);
const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// Runs until the pool closes.
pub async fn run(pool: PgPool, live: Arc<Live>, metrics: Arc<Metrics>) {
    let mut backoff = FIRST_BACKOFF;
    let mut first = true;
    loop {
        live.set_trusted(false);
        if pool.is_closed() {
            return;
        }
        if !first {
            metrics.listener_reconnects.inc();
        }
        first = false;
        match listen(&pool, &live).await {
            Ok(mut listener) => {
                backoff = FIRST_BACKOFF;
                if receive(&mut listener, &pool, &live).await == Ended::PoolClosed {
                    return;
                }
            }
            Err(e) => tracing::warn!(error = %e, "the notification listener cannot connect"),
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// Connects, listens, then reloads the map; the map is trusted on success.
async fn listen(pool: &PgPool, live: &Live) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener
        .listen_all([ROOMS_CHANNEL, TOKENS_CHANNEL, NIGHTS_CHANNEL])
        .await?;
    resync(pool, live).await?;
    tracing::info!("the notification listener is listening");
    Ok(listener)
}

async fn resync(pool: &PgPool, live: &Live) -> Result<(), sqlx::Error> {
    live.set_revoked(db::users::revoked_tokens(pool).await?);
    let known = live.room_ids();
    let found = db::rooms::versions(pool, &known).await?;
    for &(room_id, version) in &found {
        live.changed(room_id, version);
    }
    // Deleted while notifications were lost: their followers read again and find them gone.
    for id in known
        .into_iter()
        .filter(|id| !found.iter().any(|(f, _)| f == id))
    {
        live.gone(id);
    }
    live.set_trusted(true);
    Ok(())
}

#[derive(PartialEq)]
enum Ended {
    ConnectionLost,
    PoolClosed,
}

async fn receive(listener: &mut PgListener, pool: &PgPool, live: &Live) -> Ended {
    loop {
        match listener.try_recv().await {
            Ok(Some(n)) => apply(live, &n),
            Err(sqlx::Error::PoolClosed) => return Ended::PoolClosed,
            // `None`: the connection was lost and is back; whatever was sent meanwhile is
            // gone, so start over as after any failure.
            Ok(None) => {
                tracing::warn!("the notification listener lost its connection");
                return Ended::ConnectionLost;
            }
            Err(e) => {
                tracing::warn!(error = %e, "the notification listener failed");
                return if pool.is_closed() {
                    Ended::PoolClosed
                } else {
                    Ended::ConnectionLost
                };
            }
        }
    }
}

fn apply(live: &Live, n: &PgNotification) {
    match n.channel() {
        ROOMS_CHANNEL | NIGHTS_CHANNEL => {
            let parsed = n.payload().split_once(':').and_then(|(id, version)| {
                Some((Uuid::parse_str(id).ok()?, version.parse::<i64>().ok()?))
            });
            match parsed {
                Some((room_id, version)) => live.changed(room_id, version),
                None => tracing::warn!(payload = n.payload(), "unreadable version notification"),
            }
        }
        TOKENS_CHANNEL => match Uuid::parse_str(n.payload()) {
            Ok(token_id) => live.revoke(token_id),
            Err(_) => tracing::warn!(payload = n.payload(), "unreadable token notification"),
        },
        _ => {}
    }
}
