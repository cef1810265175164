//! Racing pairs at scale: tables play round after round, and at each step two
//! requests that contend for the same round or seat are sent at once: two deals, two votes
//! on one accusation, the spy's guess against an accusation, a join against a kick of the
//! same player. Each pair must give the result of one order, never both or neither, and at
//! the end every stored round must keep the engine's invariants and agree with the rows
//! that mirror it (votes, scores), so nothing was lost or counted twice.
//!
//! `SPYFALL_RACE_PAIRS` (default 200) sets how many pairs race; `SPYFALL_RACE_TABLES`
//! (default 4) how many tables play at once.

use std::collections::BTreeMap;

use futures_util::future::join_all;
use reqwest::{Method, Response, StatusCode};
use serde_json::{Value, json};
use spyfall::engine::Round;
use spyfall::engine::invariants;

use crate::helpers::{Player, TestApp, env_number, player_id, spawn_app};

const SEATS: usize = 6;

/// How each kind of pair came out: which of the two applied first, by count.
type Tally = BTreeMap<&'static str, usize>;

struct Table<'a> {
    app: &'a TestApp,
    code: String,
    players: Vec<Player>,
    newcomers: usize,
    tally: Tally,
}

impl Table<'_> {
    async fn act(&self, seat: usize, action: Value) -> Response {
        self.app.act(&self.code, &self.players[seat], action).await
    }

    async fn act_ok(&self, seat: usize, action: Value) -> Value {
        self.app
            .act_ok(&self.code, &self.players[seat], action)
            .await
    }

    fn count(&mut self, outcome: &'static str) {
        *self.tally.entry(outcome).or_default() += 1;
    }

    /// Two deals at once: one round is dealt.
    async fn deal_against_deal(&mut self) {
        let host = &self.players[0];
        let before = self.app.room(&self.code, host).await;
        if before["game"].is_null() || before["game"]["over"] == true {
            self.app.start_game(&self.code, host).await;
        }
        let number = before["game"]["round_number"].as_u64().unwrap_or(0);
        let (a, b) = tokio::join!(
            self.app.deal(&self.code, host),
            self.app.deal(&self.code, host)
        );
        let mut statuses = [a.status(), b.status()];
        statuses.sort();
        assert_eq!(statuses, [StatusCode::CREATED, StatusCode::CONFLICT]);
        let after = self.app.room(&self.code, host).await;
        let expected = if before["game"]["over"] == true {
            1
        } else {
            number + 1
        };
        assert_eq!(after["round"]["number"], expected, "one round more");
        self.count("deal/deal: one dealt");
    }

    /// Two votes at once on one accusation: both count, once each.
    async fn vote_against_vote(&mut self, views: &[Value], spy: usize) {
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != spy).collect();
        let (accuser, suspect) = (others[0], others[1]);
        let voters: Vec<usize> = (0..SEATS)
            .filter(|&s| s != accuser && s != suspect)
            .collect();
        self.act_ok(
            accuser,
            json!({"type": "accuse", "suspect": player_id(&views[suspect])}),
        )
        .await;
        let (a, b) = tokio::join!(
            self.act(voters[0], json!({"type": "vote", "yes": true})),
            self.act(voters[1], json!({"type": "vote", "yes": true}))
        );
        assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK));
        let view = self.app.room(&self.code, &self.players[0]).await;
        assert_eq!(
            view["round"]["vote"]["yes_count"], 3,
            "the accuser's and both votes"
        );
        // A "no" closes the vote and play goes on.
        let view = self
            .act_ok(voters[2], json!({"type": "vote", "yes": false}))
            .await;
        assert_eq!(view["round"]["phase"], "playing");
        self.count("vote/vote: both counted");
    }

    /// The spy's guess against an accusation: exactly one applies.
    async fn guess_against_accusation(&mut self, views: &[Value], spy: usize) {
        let others: Vec<usize> = (0..SEATS).filter(|&s| s != spy).collect();
        let (accuser, suspect) = (others[2], others[3]);
        let location = views[others[0]]["round"]["my_card"]["location"]["id"].clone();
        let (guess, accuse) = tokio::join!(
            self.act(spy, json!({"type": "guess", "location_id": location})),
            self.act(
                accuser,
                json!({"type": "accuse", "suspect": player_id(&views[suspect])})
            )
        );
        let view = self.app.room(&self.code, &self.players[0]).await;
        match (guess.status(), accuse.status()) {
            (StatusCode::OK, StatusCode::CONFLICT) => {
                assert_eq!(view["round"]["result"]["outcome"]["kind"], "spy_guessed");
                self.count("guess/accuse: guess first");
            }
            (StatusCode::CONFLICT, StatusCode::OK) => {
                assert_eq!(view["round"]["phase"], "voting");
                assert_eq!(
                    view["round"]["vote"]["accuser_id"],
                    player_id(&views[accuser])
                );
                self.count("guess/accuse: accusation first");
                // End the round: the vote fails, then the spy guesses.
                self.act_ok(others[0], json!({"type": "vote", "yes": false}))
                    .await;
                let view = self
                    .act_ok(spy, json!({"type": "guess", "location_id": location}))
                    .await;
                assert_eq!(view["round"]["phase"], "over");
            }
            other => panic!("exactly one of a guess and an accusation applies: {other:?}"),
        }
    }

    /// A player who left joins again while the host kicks them: either order, never both
    /// half-applied.
    async fn join_against_kick(&mut self) {
        self.newcomers += 1;
        let name = format!("New{}", self.newcomers);
        let guest = self.app.guest(&name).await;
        let joined = self.app.join(&self.code, &guest).await;
        assert_eq!(joined.status(), StatusCode::CREATED);
        let id = player_id(&joined.json::<Value>().await.unwrap());
        let path = format!("/api/v1/rooms/{}/players/{id}", self.code);
        let left = self
            .app
            .send(Method::DELETE, &path, Some(&guest.token), None)
            .await;
        assert_eq!(left.status(), StatusCode::OK);
        let host = &self.players[0];
        let (join, kick) = tokio::join!(
            self.app.join(&self.code, &guest),
            self.app
                .send(Method::DELETE, &path, Some(&host.token), None)
        );
        let view = self.app.room(&self.code, host).await;
        let seated = view["players"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["id"] == id.as_str() && p["present"] == true);
        let seats: Vec<u64> = view["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["present"] == true)
            .map(|p| p["seat"].as_u64().unwrap())
            .collect();
        assert_eq!(
            seats,
            (0..seats.len() as u64).collect::<Vec<_>>(),
            "seats stay 0..n"
        );
        assert!(
            join.status().is_success(),
            "a player who left may come back"
        );
        match kick.status() {
            // The join came first, then the kick: out for good.
            StatusCode::OK => {
                assert!(!seated);
                let again = self.app.join(&self.code, &guest).await;
                assert_eq!(again.status(), StatusCode::FORBIDDEN);
                self.count("join/kick: join first");
            }
            // The kick found nobody seated, then the join sat them down.
            StatusCode::NOT_FOUND => {
                assert!(seated);
                let gone = self
                    .app
                    .send(Method::DELETE, &path, Some(&guest.token), None)
                    .await;
                assert_eq!(gone.status(), StatusCode::OK);
                self.count("join/kick: kick first");
            }
            other => panic!("a kick racing a join answered {other}"),
        }
    }

    /// One round with four racing pairs.
    async fn round(&mut self) {
        self.deal_against_deal().await;
        let (views, spy) = self.app.views(&self.code, &self.players).await;
        self.vote_against_vote(&views, spy).await;
        self.guess_against_accusation(&views, spy).await;
        self.join_against_kick().await;
    }
}

async fn play_table(app: &TestApp, rounds: usize) -> Tally {
    let names: Vec<String> = (0..SEATS).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let settings =
        json!({"rule_set": "classic", "rounds": 30, "pack_ids": ["spyfall1", "spyfall2"]});
    let (code, players) = app.table(&names, settings).await;
    let mut table = Table {
        app,
        code,
        players,
        newcomers: 0,
        tally: Tally::new(),
    };
    for _ in 0..rounds {
        table.round().await;
    }
    table.tally
}

/// Every stored round keeps the engine's invariants and matches its mirror rows.
async fn check_stored_rounds(app: &TestApp) -> usize {
    let rows: Vec<(uuid::Uuid, sqlx::types::Json<Round>)> =
        sqlx::query_as("SELECT id, deal || state FROM rounds")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let now = chrono::Utc::now().timestamp_millis();
    for (id, sqlx::types::Json(round)) in &rows {
        if let Err(broken) = invariants::check(round, now) {
            panic!("round {id}: {broken}");
        }
        let votes: i64 = sqlx::query_scalar("SELECT count(*) FROM round_votes WHERE round_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let cast: usize = round
            .accusations
            .iter()
            .chain(&round.final_ballots)
            .map(|b| b.votes.len())
            .sum();
        assert_eq!(
            votes as usize, cast,
            "round {id}: vote rows mirror the ballots"
        );
        let scores: Vec<(uuid::Uuid, i32)> = sqlx::query_as(
            "SELECT player_id, points FROM round_scores WHERE round_id = $1 ORDER BY player_id",
        )
        .bind(id)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        let mut expected: Vec<(uuid::Uuid, i32)> = round
            .result
            .iter()
            .flat_map(|r| r.points.iter().map(|(p, n)| (p.0, *n)))
            .collect();
        expected.sort();
        assert_eq!(scores, expected, "round {id}: score rows mirror the result");
    }
    let numbering: Vec<(i64, i32)> =
        sqlx::query_as("SELECT count(*), max(number) FROM rounds GROUP BY game_id")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    for (count, last) in numbering {
        assert_eq!(
            count,
            i64::from(last),
            "rounds of a game are numbered 1..n, each once"
        );
    }
    rows.len()
}

#[tokio::test]
async fn r_11_2_racing_pairs_at_scale_lose_and_double_nothing() {
    let pairs: usize = env_number("SPYFALL_RACE_PAIRS", 200);
    let tables: usize = env_number("SPYFALL_RACE_TABLES", 4).max(1);
    // Four pairs a round; rounds shared out between the tables.
    let rounds = pairs.div_ceil(4).div_ceil(tables);
    let app = spawn_app().await;
    let started = std::time::Instant::now();
    let tallies = join_all((0..tables).map(|_| play_table(&app, rounds))).await;
    let elapsed = started.elapsed();
    let mut total = Tally::new();
    for tally in tallies {
        for (k, v) in tally {
            *total.entry(k).or_default() += v;
        }
    }
    let raced: usize = total.values().sum();
    assert_eq!(raced, rounds * tables * 4);
    let stored = check_stored_rounds(&app).await;
    assert_eq!(stored, rounds * tables);
    println!(
        "races at scale: {raced} pairs on {tables} tables in {:.1} s, {total:?}; \
         {stored} stored rounds keep the invariants and match their vote and score rows",
        elapsed.as_secs_f64()
    );
}
