//! Prometheus metrics, kept in process and rendered as text at `/metrics`: requests by
//! route and status, latency histograms, held long-polls, listener reconnects and the
//! database pool.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::PgPool;
use tokio::sync::watch;

#[derive(Default)]
pub struct Counter(AtomicU64);

impl Counter {
    pub fn inc(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// A value that goes up and down; watchable, so a test can wait for it to reach a value.
pub struct Gauge(watch::Sender<i64>);

impl Default for Gauge {
    fn default() -> Self {
        Gauge(watch::Sender::new(0))
    }
}

impl Gauge {
    pub fn add(&self, n: i64) {
        self.0.send_modify(|v| *v += n);
    }

    pub fn get(&self) -> i64 {
        *self.0.borrow()
    }

    pub fn subscribe(&self) -> watch::Receiver<i64> {
        self.0.subscribe()
    }
}

/// Upper bounds of the latency buckets, in seconds (long-polls reach 60).
const BOUNDS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 30.0, 60.0,
];

#[derive(Default, Clone)]
struct Histogram {
    buckets: [u64; BOUNDS.len()],
    count: u64,
    sum: f64,
}

impl Histogram {
    fn observe(&mut self, secs: f64) {
        for (bucket, bound) in self.buckets.iter_mut().zip(BOUNDS) {
            if secs <= bound {
                *bucket += 1;
            }
        }
        self.count += 1;
        self.sum += secs;
    }
}

#[derive(Default)]
pub struct Metrics {
    /// Connections handed out by the pool: every database round trip starts with one.
    pub db_acquires: Counter,
    pub listener_reconnects: Counter,
    pub held_polls: Gauge,
    pub in_flight: Gauge,
    pub overloaded: Counter,
    /// Requests refused with 429 by the abuse limits.
    pub rate_limited: Counter,
    /// Room states read from the database to build views, and views built from a state
    /// another request had read at the same version.
    pub room_states_read: Counter,
    pub room_states_shared: Counter,
    requests: Mutex<BTreeMap<(String, u16), u64>>,
    latency: Mutex<BTreeMap<String, Histogram>>,
}

impl Metrics {
    pub fn new() -> Self {
        Self::default()
    }

    /// One finished request; `route` is the matched pattern, so the label set is bounded.
    pub fn observe(&self, route: &str, status: u16, secs: f64) {
        let mut requests = self.requests.lock().unwrap_or_else(|e| e.into_inner());
        *requests.entry((route.to_string(), status)).or_default() += 1;
        drop(requests);
        let mut latency = self.latency.lock().unwrap_or_else(|e| e.into_inner());
        latency.entry(route.to_string()).or_default().observe(secs);
    }

    /// The Prometheus text exposition of every metric.
    pub fn render(&self, pool: &PgPool) -> String {
        let mut out = String::new();
        let requests = self
            .requests
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        out.push_str("# HELP spyfall_http_requests_total HTTP requests by route and status.\n");
        out.push_str("# TYPE spyfall_http_requests_total counter\n");
        for ((route, status), n) in &requests {
            let _ = writeln!(
                out,
                "spyfall_http_requests_total{{route=\"{route}\",status=\"{status}\"}} {n}"
            );
        }
        let latency = self
            .latency
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        out.push_str("# HELP spyfall_http_request_duration_seconds Request latency by route.\n");
        out.push_str("# TYPE spyfall_http_request_duration_seconds histogram\n");
        for (route, h) in &latency {
            let name = "spyfall_http_request_duration_seconds";
            for (bound, n) in BOUNDS.iter().zip(h.buckets) {
                let _ = writeln!(out, "{name}_bucket{{route=\"{route}\",le=\"{bound}\"}} {n}");
            }
            let _ = writeln!(
                out,
                "{name}_bucket{{route=\"{route}\",le=\"+Inf\"}} {}",
                h.count
            );
            let _ = writeln!(out, "{name}_sum{{route=\"{route}\"}} {}", h.sum);
            let _ = writeln!(out, "{name}_count{{route=\"{route}\"}} {}", h.count);
        }
        let simple: [(&str, &str, &str, i64); 11] = [
            (
                "spyfall_long_polls_held",
                "gauge",
                "Long-polls and event streams held open now.",
                self.held_polls.get(),
            ),
            (
                "spyfall_http_requests_in_flight",
                "gauge",
                "Requests being handled now, held long-polls excluded.",
                self.in_flight.get(),
            ),
            (
                "spyfall_http_overloaded_total",
                "counter",
                "Requests refused with 503 because the server was at its limits.",
                self.overloaded.get() as i64,
            ),
            (
                "spyfall_http_rate_limited_total",
                "counter",
                "Requests refused with 429 by the abuse limits.",
                self.rate_limited.get() as i64,
            ),
            (
                "spyfall_listener_reconnects_total",
                "counter",
                "Times the LISTEN connection was re-established.",
                self.listener_reconnects.get() as i64,
            ),
            (
                "spyfall_room_states_read_total",
                "counter",
                "Room states read from the database to build views.",
                self.room_states_read.get() as i64,
            ),
            (
                "spyfall_room_states_shared_total",
                "counter",
                "Views built from a room state already read at the same version.",
                self.room_states_shared.get() as i64,
            ),
            (
                "spyfall_db_acquires_total",
                "counter",
                "Connections taken from the database pool.",
                self.db_acquires.get() as i64,
            ),
            (
                "spyfall_db_pool_connections",
                "gauge",
                "Open connections in the database pool.",
                i64::from(pool.size()),
            ),
            (
                "spyfall_db_pool_idle_connections",
                "gauge",
                "Idle connections in the database pool.",
                pool.num_idle() as i64,
            ),
            (
                "spyfall_db_pool_max_connections",
                "gauge",
                "The pool's connection limit.",
                i64::from(pool.options().get_max_connections()),
            ),
        ];
        for (name, kind, help, value) in simple {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_into_every_bucket_at_or_above_the_value() {
        let mut h = Histogram::default();
        h.observe(0.003);
        h.observe(20.0);
        assert_eq!(h.buckets[0], 0);
        assert_eq!(h.buckets[2], 1, "0.005 holds 0.003");
        assert_eq!(h.buckets[BOUNDS.len() - 3], 1, "10 s holds the first only");
        assert_eq!(h.buckets[BOUNDS.len() - 2], 2, "30 s holds both");
        assert_eq!(h.count, 2);
    }
}
