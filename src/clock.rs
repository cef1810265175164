//! The server's one clock: every time it reads (a round's deadlines, when tokens, tickets
//! and claim codes are issued and expire, retention's cutoffs) comes from here, injected
//! so that tests move time instead of sleeping. Only the command line's purge, which runs
//! without a server, reads the system's time itself.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use chrono::Utc;

use crate::engine::Millis;

pub trait Clock: Send + Sync + 'static {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> Millis;

    /// The same instant as a timestamp.
    fn now(&self) -> chrono::DateTime<Utc> {
        chrono::DateTime::from_timestamp_millis(self.now_ms()).unwrap_or_else(Utc::now)
    }
}

/// The real clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> Millis {
        Utc::now().timestamp_millis()
    }
}

/// A clock that moves only when told; shared between a test and the server it runs.
#[derive(Debug, Clone)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    pub fn starting_now() -> Self {
        ManualClock(Arc::new(AtomicI64::new(Utc::now().timestamp_millis())))
    }

    pub fn advance(&self, ms: Millis) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> Millis {
        self.0.load(Ordering::SeqCst)
    }
}

pub type SharedClock = Arc<dyn Clock>;
