//! Prometheus metrics, kept in process with `prometheus-client` and rendered at `/metrics`
//! in the OpenMetrics text format: requests by route and status, latency histograms, held
//! long-polls, listener reconnects and the database pool.

use std::sync::atomic::{AtomicBool, Ordering, fence};

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use sqlx::PgPool;
use tokio::sync::watch;

/// The content type of [`Metrics::render`]'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// A value that goes up and down; watchable, so a test can wait for it to reach a value.
#[derive(Debug)]
pub struct Gauge {
    exported: gauge::Gauge,
    /// The value for whoever waits on it (tests), kept only once somebody subscribed:
    /// a send locks and wakes eight wait lists, twice on every request in flight.
    watched: watch::Sender<i64>,
    subscribed: AtomicBool,
}

impl Default for Gauge {
    fn default() -> Self {
        Gauge {
            exported: gauge::Gauge::default(),
            watched: watch::Sender::new(0),
            subscribed: AtomicBool::new(false),
        }
    }
}

impl Gauge {
    pub fn add(&self, n: i64) {
        self.exported.inc_by(n);
        // Paired with the fence in `subscribe`: either this add sees the subscriber, or
        // the subscriber's first read sees this add.
        fence(Ordering::SeqCst);
        if self.subscribed.load(Ordering::Relaxed) {
            self.publish();
        }
    }

    pub fn get(&self) -> i64 {
        self.exported.get()
    }

    pub fn subscribe(&self) -> watch::Receiver<i64> {
        self.subscribed.store(true, Ordering::Relaxed);
        fence(Ordering::SeqCst);
        self.publish();
        self.watched.subscribe()
    }

    /// The exported value read under the watch's lock, so that of two racing sends the
    /// later one carries both changes.
    fn publish(&self) {
        self.watched.send_modify(|v| *v = self.exported.get());
    }
}

/// Upper bounds of the latency buckets, in seconds (long-polls reach 60).
const BOUNDS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 30.0, 60.0,
];

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
}

fn latency_histogram() -> Histogram {
    Histogram::new(BOUNDS)
}

pub struct Metrics {
    registry: Registry,
    /// Connections handed out by the pool: every database round trip starts with one.
    pub db_acquires: Counter,
    pub listener_reconnects: Counter,
    pub held_polls: Gauge,
    /// Requests whose body is still arriving (not yet in flight).
    pub bodies_receiving: Gauge,
    pub in_flight: Gauge,
    pub overloaded: Counter,
    /// Requests refused with 429 by the abuse limits or a cap per user or address.
    pub rate_limited: Counter,
    /// Requests cut off with 408: their body did not arrive in time.
    pub bodies_timed_out: Counter,
    /// Room states read from the database to build views, and views built from a state
    /// another request had read at the same version.
    pub room_states_read: Counter,
    pub room_states_shared: Counter,
    /// Moves, deals and joins that took the room from this instance's map (at the version
    /// they locked) instead of reading it.
    pub moves_from_memory: Counter,
    /// Moves written in one statement, without a transaction (`db::moves`).
    pub moves_in_one_statement: Counter,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RouteLabels, Histogram, fn() -> Histogram>,
    pool_connections: gauge::Gauge,
    pool_idle: gauge::Gauge,
    pool_max: gauge::Gauge,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Self {
        let m = Metrics {
            registry: Registry::default(),
            db_acquires: Counter::default(),
            listener_reconnects: Counter::default(),
            held_polls: Gauge::default(),
            bodies_receiving: Gauge::default(),
            in_flight: Gauge::default(),
            overloaded: Counter::default(),
            rate_limited: Counter::default(),
            bodies_timed_out: Counter::default(),
            room_states_read: Counter::default(),
            room_states_shared: Counter::default(),
            moves_from_memory: Counter::default(),
            moves_in_one_statement: Counter::default(),
            requests: Family::default(),
            latency: Family::new_with_constructor(latency_histogram),
            pool_connections: gauge::Gauge::default(),
            pool_idle: gauge::Gauge::default(),
            pool_max: gauge::Gauge::default(),
        };
        m.registered()
    }

    /// Every metric in the registry, under the names the dashboards know (a counter's
    /// name gets `_total` when written).
    fn registered(mut self) -> Self {
        let r = &mut self.registry;
        r.register(
            "spyfall_http_requests",
            "HTTP requests by route and status",
            self.requests.clone(),
        );
        r.register(
            "spyfall_http_request_duration_seconds",
            "Request latency by route",
            self.latency.clone(),
        );
        let gauges = [
            (
                "spyfall_long_polls_held",
                "Long-polls and event streams held open now",
                &self.held_polls.exported,
            ),
            (
                "spyfall_http_bodies_receiving",
                "Requests whose body is still arriving, not yet counted in flight",
                &self.bodies_receiving.exported,
            ),
            (
                "spyfall_http_requests_in_flight",
                "Requests being handled now, held long-polls excluded",
                &self.in_flight.exported,
            ),
            (
                "spyfall_db_pool_connections",
                "Open connections in the database pool",
                &self.pool_connections,
            ),
            (
                "spyfall_db_pool_idle_connections",
                "Idle connections in the database pool",
                &self.pool_idle,
            ),
            (
                "spyfall_db_pool_max_connections",
                "The pool's connection limit",
                &self.pool_max,
            ),
        ];
        for (name, help, gauge) in gauges {
            r.register(name, help, gauge.clone());
        }
        let counters = [
            (
                "spyfall_http_overloaded",
                "Requests refused with 503 because the server was at its limits",
                &self.overloaded,
            ),
            (
                "spyfall_http_rate_limited",
                "Requests refused with 429 by the abuse limits or a cap per user or address",
                &self.rate_limited,
            ),
            (
                "spyfall_http_bodies_timed_out",
                "Requests cut off with 408 because their body did not arrive in time",
                &self.bodies_timed_out,
            ),
            (
                "spyfall_listener_reconnects",
                "Times the LISTEN connection was re-established",
                &self.listener_reconnects,
            ),
            (
                "spyfall_room_states_read",
                "Room states read from the database to build views",
                &self.room_states_read,
            ),
            (
                "spyfall_room_states_shared",
                "Views built from a room state already read at the same version",
                &self.room_states_shared,
            ),
            (
                "spyfall_moves_from_memory",
                "Moves, deals and joins that took the room's state from this instance's map instead of reading it",
                &self.moves_from_memory,
            ),
            (
                "spyfall_moves_in_one_statement",
                "Moves written in one statement on the state this instance held, without a transaction",
                &self.moves_in_one_statement,
            ),
            (
                "spyfall_db_acquires",
                "Connections taken from the database pool",
                &self.db_acquires,
            ),
        ];
        for (name, help, counter) in counters {
            r.register(name, help, counter.clone());
        }
        self
    }

    /// One finished request; `route` is the matched pattern, so the label set is bounded.
    pub fn observe(&self, route: String, status: u16, secs: f64) {
        self.latency
            .get_or_create(&RouteLabels {
                route: route.clone(),
            })
            .observe(secs);
        self.requests
            .get_or_create(&RequestLabels { route, status })
            .inc();
    }

    /// The text exposition of every metric, the pool's read now.
    pub fn render(&self, pool: &PgPool) -> String {
        self.pool_connections.set(i64::from(pool.size()));
        self.pool_idle.set(pool.num_idle() as i64);
        self.pool_max
            .set(i64::from(pool.options().get_max_connections()));
        let mut out = String::new();
        if let Err(e) = prometheus_client::encoding::text::encode(&mut out, &self.registry) {
            tracing::error!(error = %e, "metrics could not be written");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_gauge_watched_late_starts_at_its_value_and_wakes_on_each_change() {
        let gauge = Gauge::default();
        gauge.add(2);
        let mut watched = gauge.subscribe();
        assert_eq!(*watched.borrow_and_update(), 2);
        gauge.add(-1);
        watched.changed().await.unwrap();
        assert_eq!(*watched.borrow_and_update(), 1);
        assert_eq!(gauge.get(), 1);
    }

    #[test]
    fn label_values_are_escaped_and_histograms_fill_every_bucket_at_or_above() {
        let metrics = Metrics::new();
        metrics.observe("/odd\"route\\".into(), 200, 0.003);
        metrics.observe("/odd\"route\\".into(), 200, 20.0);
        let text = metrics.render_without_pool();
        assert!(
            text.contains(r#"spyfall_http_requests_total{route="/odd\"route\\",status="200"} 2"#),
            "{text}"
        );
        let bucket = |le: &str| {
            format!(
                r#"spyfall_http_request_duration_seconds_bucket{{le="{le}",route="/odd\"route\\"}}"#
            )
        };
        for (le, n) in [("0.0025", 0), ("0.005", 1), ("10.0", 1), ("30.0", 2)] {
            assert!(
                text.contains(&format!("{} {n}", bucket(le))),
                "{le}: {text}"
            );
        }
    }

    impl Metrics {
        fn render_without_pool(&self) -> String {
            let mut out = String::new();
            prometheus_client::encoding::text::encode(&mut out, &self.registry).unwrap();
            out
        }
    }
}
