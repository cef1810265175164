//! Held long-polls (BENCHMARKS.md, P3): every player's phone holds a `?wait=60` poll (or,
//! with `stream`, the room's event stream) on one server instance while each room is
//! changed through another instance. Measures how long each phone waits from the change
//! being sent to its answer, and how much memory the holding server grew by while it held
//! them all.

use std::sync::Arc;
use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::json;
use tokio::sync::{Semaphore, mpsc};
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::api::Api;
use crate::bot::{Player, sit};
use crate::stats::Stats;

pub struct Hold {
    /// The instance holding the polls.
    pub held: Api,
    /// The instance the changes go through.
    pub change: Api,
    pub rooms: usize,
    pub players: usize,
    pub waves: usize,
    /// Changes sent at once.
    pub changes_in_flight: usize,
    /// The holding server's process, to read its memory.
    pub server_pid: Option<u32>,
    /// Phones follow the room's event stream instead of long-polling.
    pub stream: bool,
    /// Clients the phones' requests are spread over (a proxy's HTTP/2 connections);
    /// empty: the held instance's own client, a connection per phone.
    pub phone_clients: Vec<reqwest::Client>,
}

/// A phone's poll answered with a new version.
struct Woke {
    room: usize,
    at: Instant,
}

/// The longest a wave may take before the missing wake-ups count as errors.
const WAVE_LIMIT: Duration = Duration::from_secs(120);

impl Hold {
    pub async fn run(self, stats: Arc<Stats>) -> String {
        let Some(tables) = self.seat_everyone(&stats).await else {
            return "hold: the rooms could not be set up\n".to_string();
        };
        let polls = tables.iter().map(|(_, p)| p.len()).sum::<usize>();
        let rss_before = self.server_pid.and_then(rss_mb);
        // As many bare connections as the phones' requests will use.
        let connections = match self.phone_clients.len() {
            0 => polls,
            n => n,
        };
        let rss_bare = self.bare_connections(connections).await;

        let (woke_tx, mut woke_rx) = mpsc::unbounded_channel();
        for (room, (code, players)) in tables.iter().enumerate() {
            for (seat, player) in players.iter().enumerate() {
                let api = self.phone_api(room * self.players + seat);
                let Some(tag) = first_tag(&api, code, &player.token).await else {
                    continue;
                };
                let phone = Phone {
                    api,
                    code: code.clone(),
                    token: player.token.clone(),
                    room,
                    waves: self.waves,
                    woke: woke_tx.clone(),
                };
                if self.stream {
                    tokio::spawn(phone.follow(tag));
                } else {
                    tokio::spawn(phone.poll(tag));
                }
            }
        }
        drop(woke_tx);

        let mut waits = Vec::new();
        let mut rss_holding = None;
        for wave in 0..self.waves {
            if !self.wait_until_held(polls, &stats).await {
                break;
            }
            if wave == 0 {
                rss_holding = self.server_pid.and_then(rss_mb);
            }
            let sent = self.change_every_room(&tables, wave, &stats).await;
            let deadline = Instant::now() + WAVE_LIMIT;
            let mut answered = 0;
            while answered < polls {
                match tokio::time::timeout_at(deadline, woke_rx.recv()).await {
                    Ok(Some(woke)) => {
                        answered += 1;
                        if let Some(sent) = sent[woke.room] {
                            waits.push(woke.at.saturating_duration_since(sent));
                        }
                    }
                    Ok(None) | Err(_) => {
                        stats.error(format!(
                            "wave {wave}: {} of {polls} held polls were not woken",
                            polls - answered
                        ));
                        break;
                    }
                }
            }
        }
        report(
            polls,
            connections,
            rss_before,
            rss_bare,
            rss_holding,
            &mut waits,
        )
    }

    /// The server's memory while `n` bare connections (no request sent) are open: what the
    /// HTTP layer costs per connection before any request is held. Closed again after.
    async fn bare_connections(&self, n: usize) -> Option<f64> {
        let pid = self.server_pid?;
        let addr = self.held.base.strip_prefix("http://")?.to_string();
        let mut open = Vec::with_capacity(n);
        for _ in 0..n {
            match tokio::net::TcpStream::connect(&addr).await {
                Ok(stream) => open.push(stream),
                Err(e) => {
                    eprintln!("hold: a bare connection failed: {e}");
                    return None;
                }
            }
        }
        // The server takes the connections in as it accepts them: wait until its memory
        // stops growing (a client has no other signal of another process's progress).
        let mut last = rss_mb(pid)?;
        loop {
            tokio::time::sleep(Duration::from_millis(200)).await;
            let now = rss_mb(pid)?;
            if now <= last {
                return Some(now);
            }
            last = now;
        }
    }

    async fn seat_everyone(&self, stats: &Arc<Stats>) -> Option<Vec<(String, Vec<Player>)>> {
        let gate = Arc::new(Semaphore::new(32));
        let mut seating = JoinSet::new();
        for i in 0..self.rooms {
            let (api, gate, n) = (self.change.clone(), gate.clone(), self.players);
            seating.spawn(async move {
                let _permit = gate.acquire_owned().await.ok()?;
                sit(&api, n).await.map(|t| (i, t))
            });
        }
        let mut tables: Vec<Option<(String, Vec<Player>)>> =
            (0..self.rooms).map(|_| None).collect();
        while let Some(seated) = seating.join_next().await {
            match seated {
                Ok(Some((i, table))) => tables[i] = Some(table),
                Ok(None) => {}
                Err(e) => stats.error(format!("seating failed: {e}")),
            }
        }
        tables.into_iter().collect()
    }

    /// The held instance as the `n`th phone reaches it.
    fn phone_api(&self, n: usize) -> Api {
        match self.phone_clients.len() {
            0 => self.held.clone(),
            len => Api {
                client: self.phone_clients[n % len].clone(),
                ..self.held.clone()
            },
        }
    }

    /// Waits until the holding server holds `polls` long-polls, by its `/metrics`.
    async fn wait_until_held(&self, polls: usize, stats: &Stats) -> bool {
        let until = Instant::now() + WAVE_LIMIT;
        let url = format!("{}/metrics", self.held.base);
        while Instant::now() < until {
            if let Ok(res) = self.held.client.get(&url).send().await
                && let Ok(text) = res.text().await
                && held_polls(&text) >= polls as i64
            {
                return true;
            }
            // A client waiting on another process's progress: nothing to subscribe to.
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        stats.error(format!("the server never held {polls} polls"));
        false
    }

    /// Changes every room's settings through the other instance; when each change was sent.
    async fn change_every_room(
        &self,
        tables: &[(String, Vec<Player>)],
        wave: usize,
        stats: &Arc<Stats>,
    ) -> Vec<Option<Instant>> {
        let gate = Arc::new(Semaphore::new(self.changes_in_flight.max(1)));
        let mut changes = JoinSet::new();
        let minutes = 5 + wave % 2;
        for (room, (code, players)) in tables.iter().enumerate() {
            let permit = gate.clone().acquire_owned().await.ok();
            let (api, code, host) = (self.change.clone(), code.clone(), players[0].token.clone());
            changes.spawn(async move {
                let _permit = permit;
                let sent = Instant::now();
                let body = json!({"settings": {"round_minutes": minutes}});
                api.expect(
                    "change",
                    Method::PATCH,
                    &format!("/rooms/{code}"),
                    Some(&host),
                    Some(&body),
                    StatusCode::OK,
                )
                .await?;
                Some((room, sent))
            });
        }
        let mut sent = vec![None; tables.len()];
        while let Some(done) = changes.join_next().await {
            match done {
                Ok(Some((room, at))) => sent[room] = Some(at),
                Ok(None) => {}
                Err(e) => stats.error(format!("a change failed: {e}")),
            }
        }
        sent
    }
}

/// One phone at a table of the run.
struct Phone {
    api: Api,
    code: String,
    token: String,
    room: usize,
    waves: usize,
    woke: mpsc::UnboundedSender<Woke>,
}

impl Phone {
    /// Holds a poll, and after each answer with a new version holds the next one.
    async fn poll(self, mut tag: String) {
        let path = format!("/rooms/{}?wait=60", self.code);
        let mut answered = 0;
        while answered < self.waves {
            let Some(answer) = self
                .api
                .call(
                    "held_poll",
                    Method::GET,
                    &path,
                    Some(&self.token),
                    None,
                    &[("if-none-match", tag.clone())],
                )
                .await
            else {
                return;
            };
            match answer.status {
                StatusCode::NOT_MODIFIED => continue,
                StatusCode::OK => {
                    let Some(new_tag) = answer.headers.get("etag").and_then(|t| t.to_str().ok())
                    else {
                        self.api.stats.error(format!("{path}: 200 without an ETag"));
                        return;
                    };
                    tag = new_tag.to_string();
                    answered += 1;
                    if !self.wake() {
                        return;
                    }
                }
                other => {
                    self.api
                        .stats
                        .error(format!("{path}: {other} {}", answer.body));
                    return;
                }
            }
        }
    }

    /// Follows the room's event stream from the version `tag` names: each `event: room`
    /// after it is a wake-up.
    async fn follow(self, tag: String) {
        let version = tag.trim_matches('"').split('-').next().unwrap_or("0");
        let url = format!("{}/api/v1/rooms/{}/events", self.api.base, self.code);
        let sent = self
            .api
            .client
            .get(&url)
            .bearer_auth(&self.token)
            .header("last-event-id", version)
            // The client's timeout is for whole requests; a stream outlives it.
            .timeout(WAVE_LIMIT * (self.waves as u32 + 1))
            .send()
            .await;
        let mut res = match sent {
            Ok(res) if res.status() == StatusCode::OK => res,
            Ok(res) => return self.api.stats.error(format!("{url}: {}", res.status())),
            Err(e) => return self.api.stats.error(format!("{url}: {e}")),
        };
        let mut pending = String::new();
        let mut answered = 0;
        while answered < self.waves {
            let chunk = match res.chunk().await {
                Ok(Some(chunk)) => chunk,
                Ok(None) => return self.api.stats.error(format!("{url}: the stream ended")),
                Err(e) => return self.api.stats.error(format!("{url}: {e}")),
            };
            pending.push_str(&String::from_utf8_lossy(&chunk));
            // Events end with a blank line; a chunk may hold several or part of one.
            while let Some(end) = pending.find("\n\n") {
                let event: String = pending.drain(..end + 2).collect();
                if event.lines().any(|l| l == "event: room") {
                    answered += 1;
                    if !self.wake() {
                        return;
                    }
                }
            }
        }
    }

    fn wake(&self) -> bool {
        let woke = Woke {
            room: self.room,
            at: Instant::now(),
        };
        self.woke.send(woke).is_ok()
    }
}

/// The room's current tag as a phone sees it, to hold its poll or stream from.
async fn first_tag(api: &Api, code: &str, token: &str) -> Option<String> {
    let path = format!("/rooms/{code}");
    let answer = api
        .call("view", Method::GET, &path, Some(token), None, &[])
        .await?;
    let tag = answer.headers.get("etag")?.to_str().ok()?.to_string();
    Some(tag)
}

/// `spyfall_long_polls_held` from the Prometheus text.
fn held_polls(metrics: &str) -> i64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix("spyfall_long_polls_held "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}

/// A process's resident memory in MB, from `/proc` (Linux).
fn rss_mb(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1024.0)
}

fn report(
    polls: usize,
    connections: usize,
    before: Option<f64>,
    bare: Option<f64>,
    holding: Option<f64>,
    waits: &mut [Duration],
) -> String {
    let mut out = format!("held polls {polls}\n");
    match (before, holding) {
        (Some(b), Some(h)) => {
            out.push_str(&format!(
                "server RSS before {b:.1} MB, holding {h:.1} MB, growth {:.1} MB\n",
                h - b
            ));
            if let Some(c) = bare {
                out.push_str(&format!(
                    "of which the connections alone: {connections} bare connections grew it by {:.1} MB\n",
                    c - b
                ));
            }
        }
        _ => out.push_str("server RSS not measured (pass --server-pid)\n"),
    }
    waits.sort_unstable();
    if waits.is_empty() {
        out.push_str("no wake-ups measured\n");
        return out;
    }
    let ms = |q: f64| {
        let i = ((waits.len() as f64 - 1.0) * q).round() as usize;
        waits[i].as_secs_f64() * 1000.0
    };
    out.push_str(&format!(
        "wake-ups {} (change sent -> held poll answered): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms\n",
        waits.len(),
        ms(0.5),
        ms(0.9),
        ms(0.99),
        ms(1.0)
    ));
    out
}
