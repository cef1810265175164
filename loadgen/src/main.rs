//! The load generator: plays complete games against a running server with bot players
//! that follow the rules, while every player's phone polls like a real one, then prints
//! throughput and latency percentiles by request kind, and the errors it saw. Exits 1 on
//! any protocol error or rule violation.
//!
//! `cargo run --release -p loadgen -- --url http://127.0.0.1:8080 --rooms 1000 --players 8 --minutes 5`
//!
//! With `--hold`, every phone holds a long-poll on `--url` instead while each room is
//! changed through `--change-url` (another instance), and the wake-ups are timed.
//!
//! With `--ride-out-secs`, bots and phones keep sending a request the server cannot be
//! reached for (a crash and restart), writes with an `Idempotency-Key`; `--record` writes
//! down every acknowledged write, for tests/api/crash.rs to find in the database.

mod api;
mod bot;
mod hold;
mod record;
mod stats;

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use tokio::time::Instant;

use api::Api;
use bot::{PollMode, Table};
use record::Record;
use stats::Stats;

#[derive(Parser, Debug)]
#[command(about = "Plays Spyfall games against a server and measures it")]
struct Args {
    /// The server's base URL.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// Tables playing at once.
    #[arg(long, default_value_t = 10)]
    rooms: usize,
    /// Players per table (classic: 4 to 12).
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u16).range(4..=12))]
    players: u16,
    /// How long to play, in minutes (fractions allowed); `--seconds` instead for short runs.
    #[arg(long, conflicts_with = "seconds")]
    minutes: Option<f64>,
    #[arg(long)]
    seconds: Option<f64>,
    /// Mean pause before each move, in milliseconds (the bots think between 0 and twice it).
    #[arg(long, default_value_t = 300)]
    think_ms: u64,
    /// How phones follow the room: conditional GETs at the server's interval, long-polls, or
    /// its event stream.
    #[arg(long, value_enum, default_value_t = PollMode::Etag)]
    poll: PollMode,
    /// Seeds the bots' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Tables sit down one after another over this many seconds rather than all at once
    /// (a league night's tables do not start in the same instant); added to the run.
    #[arg(long, default_value_t = 0.0)]
    ramp_secs: f64,
    /// Hold a long-poll per player instead of playing, and time the wake-ups after a
    /// change to each room made through `--change-url`.
    #[arg(long)]
    hold: bool,
    /// The instance the `--hold` changes go through (default: `--url`).
    #[arg(long, requires = "hold")]
    change_url: Option<String>,
    /// Times every room is changed in a `--hold` run.
    #[arg(long, default_value_t = 3, requires = "hold")]
    waves: usize,
    /// Changes sent at once in a `--hold` run.
    #[arg(long, default_value_t = 4, requires = "hold")]
    changes_in_flight: usize,
    /// The holding server's process id, to report its memory growth.
    #[arg(long, requires = "hold")]
    server_pid: Option<u32>,
    /// In a `--hold` run, phones follow the room's event stream instead of long-polling.
    #[arg(long, requires = "hold")]
    stream: bool,
    /// In a `--hold` run, the phones' requests go as HTTP/2 streams (cleartext, prior
    /// knowledge) over this many connections, as a proxy in front would carry them;
    /// `--url` is then the server's `SPYFALL_H2C_ADDR`.
    #[arg(long, requires = "hold")]
    h2c_connections: Option<std::num::NonZeroUsize>,
    /// Keep sending a request the server cannot be reached for, this many seconds at most.
    #[arg(long)]
    ride_out_secs: Option<f64>,
    /// Send an `Idempotency-Key` with every write, as phones do.
    #[arg(long)]
    keys: bool,
    /// Write every acknowledged write (2xx) to this file, one JSON object per line.
    #[arg(long)]
    record: Option<std::path::PathBuf>,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let secs = args
        .seconds
        .or(args.minutes.map(|m| m * 60.0))
        .unwrap_or(60.0);
    let duration = Duration::from_secs_f64(secs.max(0.0));
    let client = match reqwest::Client::builder()
        .timeout(Duration::from_secs(90))
        .pool_max_idle_per_host(4096)
        .build()
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("loadgen: cannot build an HTTP client: {e}");
            return ExitCode::from(2);
        }
    };
    let stats = Arc::new(Stats::default());
    let record = match args.record.as_deref().map(Record::create).transpose() {
        Ok(r) => r.map(Arc::new),
        Err(e) => {
            eprintln!("loadgen: cannot create the record file: {e}");
            return ExitCode::from(2);
        }
    };
    let api = Api {
        client,
        base: args.url.trim_end_matches('/').to_string(),
        stats: stats.clone(),
        ride_out: args
            .ride_out_secs
            .map(|s| Duration::from_secs_f64(s.max(0.0))),
        keyed: args.keys,
        record: record.clone(),
    };
    if args.hold {
        let change = Api {
            base: args
                .change_url
                .as_deref()
                .unwrap_or(&args.url)
                .trim_end_matches('/')
                .to_string(),
            ..api.clone()
        };
        println!(
            "loadgen: {} rooms x {} players holding {} on {}, changes through {}",
            args.rooms,
            args.players,
            if args.stream {
                "event streams"
            } else {
                "long-polls"
            },
            api.base,
            change.base
        );
        let started = Instant::now();
        let report = hold::Hold {
            held: api,
            change,
            rooms: args.rooms,
            players: usize::from(args.players),
            waves: args.waves,
            changes_in_flight: args.changes_in_flight,
            server_pid: args.server_pid,
            stream: args.stream,
            phone_clients: match h2c_clients(args.h2c_connections.map_or(0, |n| n.get())) {
                Ok(clients) => clients,
                Err(e) => {
                    eprintln!("loadgen: cannot build an HTTP/2 client: {e}");
                    return ExitCode::from(2);
                }
            },
        }
        .run(stats.clone())
        .await;
        print!("{}{report}", stats.report(started.elapsed()));
        return if stats.errors() == 0 {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    println!(
        "loadgen: {} rooms x {} players for {:.0} s against {} (polling: {:?})",
        args.rooms, args.players, secs, api.base, args.poll
    );
    let started = Instant::now();
    let ramp = Duration::from_secs_f64(args.ramp_secs.max(0.0));
    let until = started + ramp + duration;
    let tables: Vec<_> = (0..args.rooms)
        .map(|i| {
            tokio::spawn(
                Table {
                    api: api.clone(),
                    start_at: started + ramp.mul_f64(i as f64 / args.rooms.max(1) as f64),
                    players: usize::from(args.players),
                    until,
                    think: Duration::from_millis(args.think_ms),
                    poll: args.poll,
                    seed: args.seed.wrapping_add(i as u64),
                }
                .run(),
            )
        })
        .collect();
    for table in tables {
        if let Err(e) = table.await {
            stats.error(format!("a table's task failed: {e}"));
        }
    }
    if let Some(Err(e)) = record.map(|r| r.flush()) {
        stats.error(format!("writing the record: {e}"));
    }
    print!("{}", stats.report(started.elapsed()));
    if stats.errors() == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `n` clients of one HTTP/2 connection each (cleartext, prior knowledge): a proxy's
/// connections to the server, each carrying many phones' requests.
fn h2c_clients(n: usize) -> reqwest::Result<Vec<reqwest::Client>> {
    (0..n)
        .map(|_| {
            reqwest::Client::builder()
                .http2_prior_knowledge()
                .timeout(Duration::from_secs(90))
                .build()
        })
        .collect()
}
