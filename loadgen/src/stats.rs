//! Latencies by request kind, error counts, and the printed report.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How many error messages are kept to print.
const KEPT_ERRORS: usize = 20;

#[derive(Default)]
pub struct Stats {
    /// Microseconds per request, by kind.
    samples: Mutex<BTreeMap<&'static str, Vec<u32>>>,
    errors: AtomicU64,
    first_errors: Mutex<Vec<String>>,
    pub rounds: AtomicU64,
    pub games: AtomicU64,
    /// Requests the server refused with 503 and `Retry-After`, sent again after the wait.
    pub overloaded: AtomicU64,
    /// Requests that could not reach the server (it was down) and went through on a later
    /// attempt, with `--ride-out`.
    pub reconnected: AtomicU64,
    /// Writes answered from the server's idempotency record: a retry of one that had been
    /// applied before its answer was lost.
    pub replayed: AtomicU64,
}

impl Stats {
    pub fn record(&self, kind: &'static str, took: Duration) {
        let micros = u32::try_from(took.as_micros()).unwrap_or(u32::MAX);
        let mut samples = self.samples.lock().unwrap_or_else(|e| e.into_inner());
        samples.entry(kind).or_default().push(micros);
    }

    /// A protocol error or a rule violation.
    pub fn error(&self, message: String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        let mut kept = self.first_errors.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() < KEPT_ERRORS {
            kept.push(message);
        }
    }

    pub fn errors(&self) -> u64 {
        self.errors.load(Ordering::Relaxed)
    }

    pub fn report(&self, elapsed: Duration) -> String {
        let mut out = format!(
            "{:<16} {:>9} {:>9} {:>8} {:>8} {:>8} {:>8}\n",
            "kind", "count", "per sec", "p50 ms", "p90 ms", "p99 ms", "max ms"
        );
        let secs = elapsed.as_secs_f64().max(1e-9);
        let samples = self.samples.lock().unwrap_or_else(|e| e.into_inner());
        let mut total = 0;
        for (kind, values) in samples.iter() {
            let mut sorted = values.clone();
            sorted.sort_unstable();
            total += sorted.len();
            let ms = |q: f64| {
                let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
                f64::from(sorted[i]) / 1000.0
            };
            out.push_str(&format!(
                "{:<16} {:>9} {:>9.1} {:>8.2} {:>8.2} {:>8.2} {:>8.2}\n",
                kind,
                sorted.len(),
                sorted.len() as f64 / secs,
                ms(0.5),
                ms(0.9),
                ms(0.99),
                ms(1.0)
            ));
        }
        out.push_str(&format!(
            "{:<16} {:>9} {:>9.1}\n",
            "all",
            total,
            total as f64 / secs
        ));
        out.push_str(&format!(
            "games finished {}, rounds finished {}\noverloaded (503, retried after Retry-After) {}\nreconnected (sent again after the server could not be reached) {}\nreplayed (a retried write's first answer, from the idempotency record) {}\nerrors {}\n",
            self.games.load(Ordering::Relaxed),
            self.rounds.load(Ordering::Relaxed),
            self.overloaded.load(Ordering::Relaxed),
            self.reconnected.load(Ordering::Relaxed),
            self.replayed.load(Ordering::Relaxed),
            self.errors()
        ));
        for e in self
            .first_errors
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
        {
            out.push_str(&format!("  error: {e}\n"));
        }
        out
    }
}
