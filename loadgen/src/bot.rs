//! One table of bots: guests join a room and play classic games until the time is up,
//! asking, accusing, voting and guessing at random but legally, while each player's phone
//! polls the room view. Whatever the server answers is checked: a legal move refused, a
//! deal without exactly one spy, or points other than RULES.md gives count as errors.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::time::Instant;

use crate::api::{Api, wait_asked};

/// A stream refused with these and `Retry-After` is opened again after the wait.
const REFUSED_FOR_NOW: [StatusCode; 2] = [
    StatusCode::SERVICE_UNAVAILABLE,
    StatusCode::TOO_MANY_REQUESTS,
];

/// The longest mean pause before a vote: phones at a table vote within seconds of an
/// accusation, however long a question takes (the rooms' votes time out after 30 s).
const VOTE_THINK: Duration = Duration::from_secs(1);

#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum PollMode {
    /// Conditional GETs every `X-Poll-Interval` seconds.
    Etag,
    /// Long-polls (`?wait=25`) back to back.
    Long,
    /// The room's event stream, as the table app follows a room: one request a phone,
    /// then the phone's view on every change.
    Events,
}

#[derive(Clone)]
pub struct Table {
    pub api: Api,
    /// When the table sits down.
    pub start_at: Instant,
    pub players: usize,
    pub until: Instant,
    pub think: Duration,
    pub poll: PollMode,
    pub seed: u64,
}

pub struct Player {
    pub token: String,
    pub id: String,
}

impl Table {
    /// Plays games until the time is up.
    pub async fn run(self) {
        tokio::time::sleep_until(self.start_at).await;
        let Some((code, players)) = sit(&self.api, self.players).await else {
            return;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let phones: Vec<_> = players
            .iter()
            .map(|p| {
                tokio::spawn(phone(
                    self.api.clone(),
                    code.clone(),
                    p.token.clone(),
                    self.poll,
                    stop.clone(),
                    self.until,
                ))
            })
            .collect();
        let mut rng = StdRng::seed_from_u64(self.seed);
        while Instant::now() < self.until {
            if self.game(&code, &players, &mut rng).await.is_none() {
                break;
            }
        }
        stop.store(true, Ordering::Relaxed);
        for phone in phones {
            let _ = phone.await;
        }
    }

    /// One game: the host starts it and deals every round.
    async fn game(&self, code: &str, players: &[Player], rng: &mut StdRng) -> Option<()> {
        let host = &players[0].token;
        let game = self
            .api
            .expect(
                "start_game",
                Method::POST,
                &format!("/rooms/{code}/games"),
                Some(host),
                None,
                StatusCode::CREATED,
            )
            .await?;
        self.api
            .note(json!({"kind": "start_game", "code": code, "game": game["game"]["number"]}));
        loop {
            if Instant::now() >= self.until {
                return Some(());
            }
            let dealt = self
                .api
                .expect(
                    "deal",
                    Method::POST,
                    &format!("/rooms/{code}/rounds"),
                    Some(host),
                    None,
                    StatusCode::CREATED,
                )
                .await?;
            self.api.note(json!({"kind": "deal", "code": code,
                "game": dealt["game"]["number"], "round": dealt["round"]["number"]}));
            self.round(code, players, dealt, rng).await?;
            self.api.stats.rounds.fetch_add(1, Ordering::Relaxed);
            let view = self.view(code, &players[0]).await?;
            if view["game"]["over"] == true {
                self.api.stats.games.fetch_add(1, Ordering::Relaxed);
                return Some(());
            }
        }
    }

    async fn view(&self, code: &str, p: &Player) -> Option<Value> {
        self.api
            .expect(
                "view",
                Method::GET,
                &format!("/rooms/{code}"),
                Some(&p.token),
                None,
                StatusCode::OK,
            )
            .await
    }

    async fn act(&self, code: &str, p: &Player, action: Value) -> Option<Value> {
        self.act_after(self.think, code, p, action).await
    }

    /// A move after a pause of 0 to twice `think`.
    async fn act_after(
        &self,
        think: Duration,
        code: &str,
        p: &Player,
        action: Value,
    ) -> Option<Value> {
        let pause = think.mul_f64(rand::rng().random_range(0.0..2.0));
        tokio::time::sleep(pause).await;
        let view = self
            .api
            .expect(
                "action",
                Method::POST,
                &format!("/rooms/{code}/actions"),
                Some(&p.token),
                Some(&action),
                StatusCode::OK,
            )
            .await?;
        self.api
            .note(json!({"kind": "action", "code": code, "actor": p.id,
            "action": action, "game": view["game"]["number"],
            "round": view["round"]["number"], "version": view["version"]}));
        Some(view)
    }

    fn seat(players: &[Player], id: &Value) -> Option<usize> {
        players
            .iter()
            .position(|p| id.as_str() == Some(p.id.as_str()))
    }

    /// Plays one round to its end and checks its points against RULES.md.
    async fn round(
        &self,
        code: &str,
        players: &[Player],
        mut view: Value,
        rng: &mut StdRng,
    ) -> Option<()> {
        let n = players.len();
        // Every card, read from each phone: exactly one spy; the others share a location
        // that the spy's view does not name outside the candidate list.
        let mut spy = None;
        let mut location = None;
        for (i, p) in players.iter().enumerate() {
            let v = self.view(code, p).await?;
            let card = &v["round"]["my_card"];
            if card["spy"] == true {
                if spy.replace(i).is_some() {
                    self.api.stats.error(format!("room {code}: two spies"));
                }
                let mut rest = v.clone();
                rest.as_object_mut()?.remove("candidate_locations");
                if rest.to_string().contains("\"location\"") {
                    self.api
                        .stats
                        .error(format!("room {code}: the spy's view names a location"));
                }
            } else {
                let here = card["location"]["id"].clone();
                if location.get_or_insert_with(|| here.clone()) != &here {
                    self.api.stats.error(format!("room {code}: two locations"));
                }
            }
        }
        let (Some(spy), Some(location)) = (spy, location) else {
            self.api
                .stats
                .error(format!("room {code}: no spy or no location"));
            return None;
        };
        // A spy crosses off the locations played earlier in the game.
        let candidates: Vec<Value> = view["candidate_locations"]
            .as_array()?
            .iter()
            .filter(|c| c["used"] == false)
            .map(|c| c["id"].clone())
            .collect();
        let mut accused: HashSet<usize> = HashSet::new();
        let mut steps = 0;
        while view["round"]["phase"] == "playing" {
            steps += 1;
            let roll: f64 = rng.random();
            if roll < 0.75 && steps < 12 {
                let turn = Self::seat(players, &view["round"]["turn_player_id"])?;
                let last = Self::seat(players, &view["round"]["last_asker_id"]);
                let targets: Vec<usize> =
                    (0..n).filter(|&t| t != turn && Some(t) != last).collect();
                let target = targets[rng.random_range(0..targets.len())];
                view = self
                    .act(
                        code,
                        &players[turn],
                        json!({"type": "ask", "target": players[target].id}),
                    )
                    .await?;
            } else if roll < 0.9 && accused.len() < n && steps < 12 {
                let free: Vec<usize> = (0..n).filter(|a| !accused.contains(a)).collect();
                let accuser = free[rng.random_range(0..free.len())];
                let suspect = (accuser + rng.random_range(1..n)) % n;
                accused.insert(accuser);
                view = self
                    .act(
                        code,
                        &players[accuser],
                        json!({"type": "accuse", "suspect": players[suspect].id}),
                    )
                    .await?;
                for voter in (0..n).filter(|&v| v != accuser && v != suspect) {
                    if view["round"]["phase"] != "voting" {
                        break;
                    }
                    let yes = rng.random_bool(0.8);
                    let ballot = json!({"type": "vote", "yes": yes});
                    let think = self.think.min(VOTE_THINK);
                    view = self.act_after(think, code, &players[voter], ballot).await?;
                }
            } else {
                let guess = if rng.random_bool(0.3) {
                    location.clone()
                } else {
                    candidates[rng.random_range(0..candidates.len())].clone()
                };
                view = self
                    .act(
                        code,
                        &players[spy],
                        json!({"type": "guess", "location_id": guess}),
                    )
                    .await?;
            }
        }
        self.check_points(code, players, &view, spy);
        Some(())
    }

    /// written out again: what each outcome is worth.
    fn check_points(&self, code: &str, players: &[Player], view: &Value, spy: usize) {
        let n = players.len();
        let result = &view["round"]["result"];
        let outcome = &result["outcome"];
        let mut expected = vec![0; n];
        let non_spies = |pts: i64, expected: &mut Vec<i64>| {
            for (i, e) in expected.iter_mut().enumerate() {
                if i != spy {
                    *e = pts;
                }
            }
        };
        match (
            outcome["kind"].as_str(),
            outcome["correct"].as_bool(),
            outcome["spy"].as_bool(),
        ) {
            (Some("spy_guessed"), Some(true), _) | (Some("indicted"), _, Some(false)) => {
                expected[spy] = 4;
            }
            (Some("spy_guessed"), Some(false), _) => non_spies(1, &mut expected),
            (Some("indicted"), _, Some(true)) => {
                non_spies(1, &mut expected);
                if let Some(a) = Self::seat(players, &outcome["accuser_id"]) {
                    expected[a] = 2;
                }
            }
            (Some("time_up"), _, _) => expected[spy] = 2,
            other => {
                self.api
                    .stats
                    .error(format!("room {code}: unexpected outcome {other:?}"));
                return;
            }
        }
        let mut got = vec![0; n];
        for entry in result["points"].as_array().into_iter().flatten() {
            if let Some(i) = Self::seat(players, &entry["player_id"]) {
                got[i] = entry["points"].as_i64().unwrap_or(i64::MIN);
            }
        }
        if got != expected {
            self.api.stats.error(format!(
                "room {code}: {outcome} scored {got:?}, the rules give {expected:?}"
            ));
        }
    }
}

/// Seats `n` guests at a new room, the first as host; the code and the players.
pub async fn sit(api: &Api, n: usize) -> Option<(String, Vec<Player>)> {
    let mut players = Vec::new();
    for i in 0..n {
        let body = api
            .expect(
                "guest",
                Method::POST,
                "/guests",
                None,
                Some(&json!({"display_name": format!("Bot {i}")})),
                StatusCode::CREATED,
            )
            .await?;
        players.push(Player {
            token: body["token"].as_str()?.to_string(),
            id: String::new(),
        });
    }
    let settings = json!({"rule_set": "classic", "rounds": 3, "round_minutes": 10,
                          "vote_timeout_seconds": 30, "pack_ids": ["spyfall1", "spyfall2"]});
    let view = api
        .expect(
            "create_room",
            Method::POST,
            "/rooms",
            Some(&players[0].token),
            Some(&settings),
            StatusCode::CREATED,
        )
        .await?;
    let code = view["code"].as_str()?.to_string();
    players[0].id = view["me"]["player_id"].as_str()?.to_string();
    for p in players.iter_mut().skip(1) {
        let view = api
            .expect(
                "join",
                Method::POST,
                &format!("/rooms/{code}/players"),
                Some(&p.token),
                None,
                StatusCode::CREATED,
            )
            .await?;
        p.id = view["me"]["player_id"].as_str()?.to_string();
    }
    Some((code, players))
}

/// A player's phone: polls the room view until told to stop, checking that versions never
/// go back and that a 304 only answers a current tag.
async fn phone(
    api: Api,
    code: String,
    token: String,
    mode: PollMode,
    stop: Arc<AtomicBool>,
    until: Instant,
) {
    if mode == PollMode::Events {
        return follow(api, code, token, stop, until).await;
    }
    let mut tag: Option<String> = None;
    let mut version = i64::MIN;
    // Phones do not all poll in step.
    let jitter = rand::rng().random_range(0..2000);
    tokio::time::sleep(Duration::from_millis(jitter)).await;
    while !stop.load(Ordering::Relaxed) && Instant::now() < until {
        // A long-poll never outlives the run.
        let wait = until
            .saturating_duration_since(Instant::now())
            .as_secs()
            .min(25);
        if mode == PollMode::Long && tag.is_some() && wait == 0 {
            return;
        }
        let (kind, path) = match (mode, &tag) {
            (PollMode::Long, Some(_)) if wait > 0 => {
                ("long_poll", format!("/rooms/{code}?wait={wait}"))
            }
            (_, Some(_)) => ("poll", format!("/rooms/{code}")),
            (_, None) => ("view", format!("/rooms/{code}")),
        };
        let headers: Vec<(&str, String)> =
            tag.iter().map(|t| ("if-none-match", t.clone())).collect();
        let Some(answer) = api
            .call(kind, Method::GET, &path, Some(&token), None, &headers)
            .await
        else {
            return;
        };
        match answer.status {
            StatusCode::OK => {
                let v = answer.body["version"].as_i64().unwrap_or(i64::MIN);
                if v < version {
                    api.stats.error(format!(
                        "room {code}: version went back from {version} to {v}"
                    ));
                }
                version = v;
                tag = answer
                    .headers
                    .get("etag")
                    .and_then(|t| t.to_str().ok())
                    .map(str::to_string);
            }
            StatusCode::NOT_MODIFIED => {}
            StatusCode::SERVICE_UNAVAILABLE => {}
            other => api
                .stats
                .error(format!("room {code}: poll answered {other}")),
        }
        if mode == PollMode::Etag || answer.status == StatusCode::SERVICE_UNAVAILABLE {
            let secs = answer
                .headers
                .get("x-poll-interval")
                .or_else(|| answer.headers.get("retry-after"))
                .and_then(|v| v.to_str().ok()?.parse::<u64>().ok())
                .unwrap_or(2);
            tokio::time::sleep(Duration::from_secs(secs)).await;
        }
    }
}

/// A phone following the room's event stream until told to stop: each event is recorded
/// (as `event`, with the time since the phone's previous one) and its version checked to
/// move forward; the stream is opened again, from the last event seen, if the server ends
/// it or asks the phone to wait.
async fn follow(api: Api, code: String, token: String, stop: Arc<AtomicBool>, until: Instant) {
    let url = format!("{}/api/v1/rooms/{code}/events", api.base);
    let mut version = i64::MIN;
    while !stop.load(Ordering::Relaxed) && Instant::now() < until {
        let opened = Instant::now();
        let mut request = api.client.get(&url).bearer_auth(&token);
        if version > i64::MIN {
            request = request.header("last-event-id", version);
        }
        // The client's timeout is for whole requests; a stream outlives it.
        let life = until.saturating_duration_since(opened) + Duration::from_secs(5);
        let sent = request.timeout(life).send().await;
        let mut res = match sent {
            Ok(res) if res.status() == StatusCode::OK => res,
            Ok(res) => match wait_asked(res.status(), res.headers(), &REFUSED_FOR_NOW) {
                // The server's back-pressure: opened again after the wait it asks, as a
                // phone does.
                Some(wait) => {
                    api.stats.overloaded.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(wait).await;
                    continue;
                }
                None => return api.stats.error(format!("{url}: {}", res.status())),
            },
            Err(e) => return api.stats.error(format!("{url}: {e}")),
        };
        api.stats.record("stream", opened.elapsed());
        let mut pending = String::new();
        // The first event of a stream comes at once: only the later ones time the gaps.
        let mut last: Option<Instant> = None;
        // The flag is looked at between chunks, and at least every second.
        while !stop.load(Ordering::Relaxed) && Instant::now() < until {
            let chunk = match tokio::time::timeout(Duration::from_secs(1), res.chunk()).await {
                Err(_) => continue,
                Ok(Ok(Some(chunk))) => chunk,
                Ok(Ok(None)) => {
                    // Ended by the server: opened again after a pause, not at once.
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    break;
                }
                Ok(Err(e)) => return api.stats.error(format!("{url}: {e}")),
            };
            pending.push_str(&String::from_utf8_lossy(&chunk));
            // Events end with a blank line; a chunk may hold several or part of one.
            while let Some(end) = pending.find("\n\n") {
                let event: String = pending.drain(..end + 2).collect();
                if !event.lines().any(|l| l == "event: room") {
                    continue;
                }
                if let Some(last) = last {
                    api.stats.record("event", last.elapsed());
                }
                last = Some(Instant::now());
                let id = event.lines().find_map(|l| l.strip_prefix("id: "));
                let v = id.and_then(|v| v.parse().ok()).unwrap_or(i64::MIN);
                if v <= version {
                    let e = format!("room {code}: event {v} after {version}");
                    api.stats.error(e);
                }
                version = v;
            }
        }
    }
}
