//! Secrets stay secret byte for byte: random games played in two worlds that differ
//! only in who holds the spy card. Two servers, each on its own database, share one clock;
//! the second database is a copy of the first made right after the deal, with the spy's
//! card and another player's card swapped. Every request is sent to both worlds with the
//! same token and body, and every player who is not the spy in either world must get the
//! same status, headers and body bytes (the per-request `Date` and `X-Request-Id` aside),
//! refusals included, until the round ends and the spy is revealed; the host pauses and
//! resumes now and then, which must change nothing of that. The room's screen (a TV,
//! no token) must read the same bytes in both worlds, and be the public part of every
//! player's view.
//!
//! `SPYFALL_SECRECY_GAMES` (default 4) and `SPYFALL_SECRECY_SEED` set the games played.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, env_number, player_id, public_part, spawn_app};

/// What a player receives, with the two headers that differ between any two requests.
#[derive(PartialEq)]
struct Received {
    status: StatusCode,
    headers: Vec<(String, Vec<u8>)>,
    body: Vec<u8>,
}

impl std::fmt::Debug for Received {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        let headers: Vec<_> = self.headers.iter().map(|(k, v)| (k, text(v))).collect();
        write!(f, "{} {headers:?} {}", self.status, text(&self.body))
    }
}

impl Received {
    /// Whether this is a view of a round that has ended, where the spy is known to all.
    fn shows_the_end(&self) -> bool {
        serde_json::from_slice::<Value>(&self.body).is_ok_and(|v| v["round"]["phase"] == "over")
    }
}

async fn receive(res: reqwest::Response) -> Received {
    let status = res.status();
    let mut headers: Vec<(String, Vec<u8>)> = res
        .headers()
        .iter()
        .filter(|(k, _)| !["date", "x-request-id"].contains(&k.as_str()))
        .map(|(k, v)| (k.to_string(), v.as_bytes().to_vec()))
        .collect();
    headers.sort();
    let body = res.bytes().await.expect("a body").to_vec();
    Received {
        status,
        headers,
        body,
    }
}

struct Worlds {
    a: TestApp,
    b: TestApp,
    code: String,
    players: Vec<Player>,
    ids: Vec<String>,
    /// The seats that hold the spy card in world a and in world b.
    spies: [usize; 2],
    /// Requests compared, and actions applied and refused, for the figures printed.
    compared: usize,
    applied: usize,
    refused: usize,
}

impl Worlds {
    fn watchers(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players.len()).filter(|i| !self.spies.contains(i))
    }

    /// Sends the same request to both worlds as `seat`; the two answers.
    async fn both(
        &self,
        seat: usize,
        method: Method,
        path: &str,
        body: Option<Value>,
        etag: Option<&[u8]>,
    ) -> (Received, Received) {
        let mut out = Vec::new();
        for app in [&self.a, &self.b] {
            let mut req = app
                .client
                .request(method.clone(), app.url(path))
                .bearer_auth(&self.players[seat].token);
            if let Some(b) = &body {
                req = req.json(b);
            }
            if let Some(tag) = etag {
                req = req.header("if-none-match", tag);
            }
            out.push(receive(req.send().await.expect("the request is sent")).await);
        }
        let b = out.pop().unwrap();
        (out.pop().unwrap(), b)
    }

    /// Sends an action to both worlds; a watcher's answers must be the same, and anybody's
    /// must agree on whether it applied, so the worlds stay one game.
    async fn act(&mut self, seat: usize, action: Value) {
        let path = format!("/api/v1/rooms/{}/actions", self.code);
        self.write(seat, &path, action).await;
    }

    /// Sends a write to both worlds, compared as `act` compares moves.
    async fn write(&mut self, seat: usize, path: &str, action: Value) {
        let (a, b) = self
            .both(seat, Method::POST, path, Some(action.clone()), None)
            .await;
        if a.status == StatusCode::OK {
            self.applied += 1;
        } else {
            self.refused += 1;
        }
        if self.spies.contains(&seat) {
            assert_eq!(a.status, b.status, "{action} by a spy of one world");
        } else if !(a.shows_the_end() || b.shows_the_end()) {
            assert_eq!(a, b, "{action} by a watcher");
            self.compared += 2;
        }
    }

    /// Everything each watcher can read about the room, compared between the worlds.
    async fn compare_reads(&mut self) {
        let code = self.code.clone();
        let watchers: Vec<usize> = self.watchers().collect();
        for seat in watchers {
            let view = format!("/api/v1/rooms/{code}");
            let (a, b) = self.both(seat, Method::GET, &view, None, None).await;
            assert_eq!(a, b, "the room view of seat {seat}");
            assert_eq!(a.status, StatusCode::OK);
            let tag = a
                .headers
                .iter()
                .find(|(k, _)| k == "etag")
                .map(|(_, v)| v.clone())
                .expect("an ETag");
            let (a, b) = self.both(seat, Method::GET, &view, None, Some(&tag)).await;
            assert_eq!(a, b, "a poll of seat {seat}");
            assert_eq!(a.status, StatusCode::NOT_MODIFIED);
            for path in [
                format!("/api/v1/rooms/{code}/rounds"),
                format!("/api/v1/rooms/{code}/rounds/1"),
                format!("/api/v1/rooms/{code}/rounds/2"),
            ] {
                let (a, b) = self.both(seat, Method::GET, &path, None, None).await;
                assert_eq!(a, b, "{path} for seat {seat}");
            }
            self.compared += 10;
        }
        self.compare_screens().await;
        self.compare_lengths().await;
    }

    /// The room's screen (a TV, no token) reads the same bytes in both worlds, and is the
    /// public part of every seated player's view, the spy's included.
    async fn compare_screens(&mut self) {
        let path = format!("/api/v1/rooms/{}/screen", self.code);
        let mut screens = Vec::new();
        for app in [&self.a, &self.b] {
            let req = app.client.get(app.url(&path));
            screens.push(receive(req.send().await.expect("the request is sent")).await);
        }
        assert_eq!(screens[0], screens[1], "the screen");
        assert_eq!(screens[0].status, StatusCode::OK);
        let screen: Value = serde_json::from_slice(&screens[0].body).unwrap();
        assert_eq!(screen["me"], Value::Null);
        for p in &self.players {
            let view = self.a.room(&self.code, p).await;
            if view["version"] == screen["version"] {
                assert_eq!(
                    public_part(&screen),
                    public_part(&view),
                    "the screen shows more than a phone"
                );
            }
        }
        self.compared += 1;
    }

    /// In each world every seated player's view, the spy's too, has the same length: the
    /// size of an answer does not tell who the spy is.
    async fn compare_lengths(&self) {
        let view = format!("/api/v1/rooms/{}", self.code);
        for app in [&self.a, &self.b] {
            let mut lengths = Vec::new();
            for p in &self.players {
                let body = app.get(&view, Some(&p.token)).await.bytes().await.unwrap();
                let seated = serde_json::from_slice::<Value>(&body).unwrap()["me"].is_object();
                if seated {
                    lengths.push(body.len());
                }
            }
            assert!(
                lengths.windows(2).all(|w| w[0] == w[1]),
                "the views' lengths, seat by seat: {lengths:?}"
            );
        }
    }

    /// The round as a watcher of world `app` sees it.
    async fn round(&self, app: &TestApp) -> Value {
        let seat = self.watchers().next().unwrap();
        app.room(&self.code, &self.players[seat]).await["round"].clone()
    }
}

/// Deals a game in world a, copies it into world b with the spy moved to another seat.
async fn deal_worlds(rng: &mut StdRng) -> Worlds {
    let a = spawn_app().await;
    let b = a.twin().await;
    let n = rng.random_range(4..=8);
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let rule_set = *["classic", "time_travel"].choose(rng).unwrap();
    let (code, players) = a
        .table(&names, json!({"rule_set": rule_set, "round_minutes": 4}))
        .await;
    a.start_game(&code, &players[0]).await;
    assert_eq!(
        a.deal(&code, &players[0]).await.status(),
        StatusCode::CREATED
    );
    let (views, spy) = a.views(&code, &players).await;
    let ids: Vec<String> = views.iter().map(player_id).collect();
    let other = (spy + rng.random_range(1..n)) % n;
    a.copy_database_to(&b).await;
    // The hands are in the part of the round its deal fixed.
    let (id, state): (uuid::Uuid, Value) = sqlx::query_as("SELECT id, deal FROM rounds")
        .fetch_one(&b.pool)
        .await
        .unwrap();
    let mut state = state;
    let seat_of = |p: &str| {
        state["seats"]
            .as_array()
            .unwrap()
            .iter()
            .position(|s| s == p)
            .unwrap()
    };
    let (i, j) = (seat_of(&ids[spy]), seat_of(&ids[other]));
    state["hands"].as_array_mut().unwrap().swap(i, j);
    sqlx::query("UPDATE rounds SET deal = $2 WHERE id = $1")
        .bind(id)
        .bind(&state)
        .execute(&b.pool)
        .await
        .unwrap();
    // The swap took: world b's spy is the other player.
    assert_eq!(b.views(&code, &players).await.1, other);
    Worlds {
        a,
        b,
        code,
        players,
        ids,
        spies: [spy, other],
        compared: 0,
        applied: 0,
        refused: 0,
    }
}

/// Plays up to `steps` random moves, comparing after each, until the round is over.
async fn play(w: &mut Worlds, rng: &mut StdRng, steps: usize) -> (usize, String) {
    let n = w.players.len();
    let watchers: Vec<usize> = w.watchers().collect();
    w.compare_reads().await;
    for step in 0..steps {
        let round = w.round(&w.a).await;
        let anyone = rng.random_range(0..n);
        let other = (anyone + rng.random_range(1..n)) % n;
        // While a vote is open, mostly votes; otherwise mostly questions.
        let voting = round["phase"] != "playing";
        let roll = rng.random_range(0..10);
        let roll = match (voting, roll) {
            (true, 0..=5) => 5,
            (true, 6) => 0,
            (false, 6) => 4,
            _ => roll,
        };
        match roll {
            // The player whose turn it is asks; sometimes somebody else tries to.
            0..=3 => {
                let turn = w.ids.iter().position(|id| round["turn_player_id"] == **id);
                let asker = turn.filter(|_| rng.random_bool(0.8)).unwrap_or(anyone);
                let target = (asker + rng.random_range(1..n)) % n;
                let target = w.ids[target].clone();
                w.act(asker, json!({"type": "ask", "target": target})).await;
            }
            4 => {
                let suspect = w.ids[other].clone();
                w.act(anyone, json!({"type": "accuse", "suspect": suspect}))
                    .await;
            }
            5..=6 => {
                let yes = rng.random_bool(0.6);
                w.act(anyone, json!({"type": "vote", "yes": yes})).await;
            }
            // A watcher tries what only the spy may do.
            7 => {
                let seat = *watchers.choose(rng).unwrap();
                let location =
                    w.a.room(&w.code, &w.players[seat]).await["round"]["my_card"]["location"]["id"]
                        .clone();
                w.act(seat, json!({"type": "guess", "location_id": location}))
                    .await;
            }
            // The host (seat 0) pauses the round, or resumes it.
            8 if rng.random_bool(0.4) => {
                let what = if round["paused"].is_null() {
                    "pause"
                } else {
                    "resume"
                };
                let path = format!("/api/v1/rooms/{}/rounds/current/{what}", w.code);
                w.write(0, &path, json!({"reason": "Pizza"})).await;
            }
            // Time passes; both servers' sweepers act on what fell due.
            _ => {
                w.a.clock.advance(rng.random_range(1_000..40_000));
                w.a.sweep().await;
                w.b.sweep().await;
            }
        }
        let (ra, rb) = (w.round(&w.a).await, w.round(&w.b).await);
        if ra["phase"] == "over" || rb["phase"] == "over" {
            return (step + 1, ra["result"]["outcome"]["kind"].to_string());
        }
        w.compare_reads().await;
    }
    (steps, round_phase(&w.round(&w.a).await))
}

fn round_phase(round: &Value) -> String {
    round["phase"].to_string()
}

#[tokio::test]
async fn r_2_5_a_watcher_gets_the_same_bytes_wherever_the_spy_sits() {
    let games: u64 = env_number("SPYFALL_SECRECY_GAMES", 4);
    let seed: u64 = env_number("SPYFALL_SECRECY_SEED", 20261121);
    let (mut moves, mut compared, mut applied, mut refused) = (0, 0, 0, 0);
    let mut ends = Vec::new();
    for game in 0..games {
        let mut rng = StdRng::seed_from_u64(seed + game);
        let mut worlds = deal_worlds(&mut rng).await;
        let (played, end) = play(&mut worlds, &mut rng, 60).await;
        moves += played;
        ends.push(end);
        compared += worlds.compared;
        applied += worlds.applied;
        refused += worlds.refused;
    }
    println!(
        "secrecy worlds: {games} games from seed {seed}, {moves} moves ({applied} actions \
         applied, {refused} refused), ended as {ends:?}; {compared} answers compared byte \
         for byte, 0 differences"
    );
    assert!(compared > 0);
}

/// A view with what only the record of an ended round reveals taken out: every card, who
/// held a spy card, and who deals next (the previous spy, R-2.6) with the deal move it
/// gives them.
fn without_the_record(mut view: Value) -> Value {
    if let Some(result) = view["round"]["result"].as_object_mut() {
        result.remove("cards");
        result.remove("spies");
    }
    view["table"]["next_dealer_id"] = Value::Null;
    // Padded to a bound taken from public facts, which the deal move is among.
    view["pad"] = Value::Null;
    if let Some(moves) = view["me"]["table_moves"].as_array_mut() {
        moves.retain(|m| m["type"] != "deal");
    }
    view
}

#[tokio::test]
async fn r_7_5_r_2_5_removing_the_spy_or_a_non_spy_tells_the_table_the_same() {
    let seed: u64 = env_number("SPYFALL_SECRECY_SEED", 20261125);
    for game in 0..3 {
        let mut rng = StdRng::seed_from_u64(seed + game);
        let w = deal_worlds(&mut rng).await;
        // The host removes a player who holds the spy card in one world and not in the
        // other (the host may hold it in one world: then the other one is removed).
        let removed = if w.spies[0] != 0 {
            w.spies[0]
        } else {
            w.spies[1]
        };
        let path = format!("/api/v1/rooms/{}/players/{}", w.code, w.ids[removed]);
        let (a, b) = w.both(0, Method::DELETE, &path, None, None).await;
        assert_eq!((a.status, b.status), (StatusCode::OK, StatusCode::OK));
        let view = |r: &Received| without_the_record(serde_json::from_slice(&r.body).unwrap());
        if !w.spies.contains(&0) {
            assert_eq!(view(&a), view(&b), "the host's answer");
        }
        for seat in w.watchers().filter(|&s| s != removed) {
            let room = format!("/api/v1/rooms/{}", w.code);
            let (a, b) = w.both(seat, Method::GET, &room, None, None).await;
            let (a, b) = (view(&a), view(&b));
            assert_eq!(a, b, "seat {seat}'s view");
            let outcome = &a["round"]["result"]["outcome"];
            assert_eq!(
                *outcome,
                json!({"kind": "voided", "player_id": w.ids[removed], "departure": "removed"})
            );
            let history = format!("/api/v1/rooms/{}/rounds/1", w.code);
            let (a, b) = w.both(seat, Method::GET, &history, None, None).await;
            let record = |r: &Received| {
                let mut round: Value = serde_json::from_slice(&r.body).unwrap();
                round["result"].as_object_mut().map(|o| o.remove("cards"));
                round["result"].as_object_mut().map(|o| o.remove("spies"));
                round
            };
            assert_eq!(record(&a), record(&b), "seat {seat}'s round record");
        }
        // The record itself still tells who held the spy card, as any ended round's does.
        let seat = w.watchers().find(|&s| s != removed).unwrap();
        let a = w.a.room(&w.code, &w.players[seat]).await;
        let b = w.b.room(&w.code, &w.players[seat]).await;
        assert_ne!(a["round"]["result"]["spies"], b["round"]["result"]["spies"]);
    }
}
