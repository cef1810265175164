//! The sweeper: applies time-driven transitions (time up, vote timeouts, final voting
//! steps) to rounds nobody is looking at, so a round ends on time with every phone asleep;
//! and once a minute of the server's clock, a retention pass (`app::retention`).
//!
//! Safe with several server instances on one database: each room is settled under its row
//! lock, and settling is idempotent (a transition already applied is not due any more);
//! retention skips the rows another instance holds.

use std::sync::Arc;
use std::time::Duration;

use sqlx::PgPool;
use tokio::sync::watch;

use crate::app::retention;
use crate::app::room::{lock, settle_time, stored_code};
use crate::clock::SharedClock;
use crate::db;
use crate::engine::datetime as time;
use crate::live::Live;
use crate::retention::Retention;

/// Rooms settled per pass; the rest wait for the next pass.
const BATCH: i64 = 200;

/// Server-clock milliseconds between retention passes.
const RETENTION_EVERY_MS: i64 = 60_000;

/// Runs passes every `interval` until the pool closes. `passes` counts completed passes,
/// so a test can wait for one to finish instead of sleeping.
pub async fn run(
    pool: PgPool,
    clock: SharedClock,
    interval: Duration,
    retention: Retention,
    live: Arc<Live>,
    passes: watch::Sender<u64>,
) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut retained_at: Option<i64> = None;
    loop {
        ticker.tick().await;
        if pool.is_closed() {
            return;
        }
        let now = clock.now_ms();
        if let Err(e) = pass(&pool, now).await {
            tracing::warn!(error = %e, "sweeper pass failed");
        }
        if retained_at.is_none_or(|at| now - at >= RETENTION_EVERY_MS) {
            let cutoffs = retention.cutoffs(time(now));
            // Failures are logged by the pass itself; the next one tries again.
            let mut gone = Vec::new();
            if retention::sweep(&pool, &cutoffs, false, &mut gone)
                .await
                .is_ok()
            {
                retained_at = Some(now);
            }
            // This instance forgets deleted rooms at once; others hear by notification.
            live.tell(&gone, &[]);
        }
        passes.send_modify(|n| *n += 1);
    }
}

/// One pass: settles every room with a transition due by `now`, and forgets idempotency
/// keys older than their keeping time.
pub async fn pass(pool: &PgPool, now: i64) -> anyhow::Result<usize> {
    db::idempotency::delete_expired(pool, time(now - db::idempotency::KEEP_MS)).await?;
    let codes = db::games::rooms_with_due_rounds(pool, now, BATCH).await?;
    let mut settled = 0;
    for code in codes {
        let mut tx = pool.begin().await?;
        let room = lock(&mut tx, &stored_code(&code)?).await?;
        if settle_time(&mut tx, &room, now).await?.is_some() {
            settled += 1;
        }
        tx.commit().await?;
    }
    Ok(settled)
}
