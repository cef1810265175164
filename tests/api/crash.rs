//! A crash under load (R-11.3: the record is kept): the server's own binary serves the
//! load generator's tables, is killed with SIGKILL mid-round, and is started again on the
//! same port and database.
//! Afterwards every write the load generator saw acknowledged (2xx) is in the database,
//! the clocks show the time left they would have shown without the crash (±1 s), and a
//! phone's long-poll cut by the crash reconnects and converges on the room's new version.
//!
//! `SPYFALL_CRASH_ROOMS` (default 6) and `SPYFALL_CRASH_SECONDS` (default 8) size the load.

use std::process::Stdio;

use reqwest::StatusCode;
use serde_json::{Value, json};
use spyfall::engine::Round;
use spyfall::engine::invariants;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::helpers::{TestApp, env_number, player_id, spawn_app};

/// Starts the server's binary on `addr`; returns once it says it is listening.
pub(crate) async fn start(app: &TestApp, addr: &str) -> Child {
    let mut child = app
        .server_command(addr)
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the server starts");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    while let Some(line) = lines.next_line().await.expect("the server's log") {
        if line.contains("listening") {
            // Keep reading, so that the server never blocks on a full pipe.
            tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
            return child;
        }
    }
    panic!("the server stopped before it listened");
}

pub(crate) fn free_address() -> String {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    socket.local_addr().unwrap().to_string()
}

/// The id of round `round` of game `game` in room `code`.
async fn round_id(db: &PgPool, code: &str, game: &Value, round: &Value) -> Option<uuid::Uuid> {
    sqlx::query_scalar(
        "SELECT rd.id FROM rounds rd JOIN games g ON g.id = rd.game_id \
         JOIN rooms r ON r.id = g.room_id \
         WHERE r.code = $1 AND g.number = $2 AND rd.number = $3",
    )
    .bind(code)
    .bind(game.as_i64()? as i32)
    .bind(round.as_i64()? as i32)
    .fetch_optional(db)
    .await
    .unwrap()
}

/// Whether the acknowledged write `entry` (one line of the load generator's record) is in
/// the database.
async fn stored(db: &PgPool, entry: &Value) -> bool {
    let code = entry["code"].as_str().unwrap();
    let kind = entry["kind"].as_str().unwrap();
    if kind == "start_game" {
        let found: Option<i32> = sqlx::query_scalar(
            "SELECT g.number FROM games g JOIN rooms r ON r.id = g.room_id \
             WHERE r.code = $1 AND g.number = $2",
        )
        .bind(code)
        .bind(entry["game"].as_i64().unwrap() as i32)
        .fetch_optional(db)
        .await
        .unwrap();
        return found.is_some();
    }
    let Some(round) = round_id(db, code, &entry["game"], &entry["round"]).await else {
        return false;
    };
    if kind == "deal" {
        return true;
    }
    let actor: uuid::Uuid = entry["actor"].as_str().unwrap().parse().unwrap();
    let action = &entry["action"];
    let sql = match action["type"].as_str().unwrap() {
        "ask" => {
            "SELECT count(*) FROM round_questions WHERE round_id = $1 AND asker_id = $2 \
             AND target_id = ($3::jsonb->>'target')::uuid"
        }
        "vote" => {
            "SELECT count(*) FROM round_votes WHERE round_id = $1 AND voter_id = $2 \
             AND yes = ($3::jsonb->>'yes')::boolean"
        }
        "accuse" => {
            "SELECT count(*) FROM rounds WHERE id = $1 AND state->'accusations' @> \
             jsonb_build_array(jsonb_build_object('accuser', $2::text, 'suspect', $3::jsonb->'suspect'))"
        }
        "guess" => {
            "SELECT count(*) FROM rounds WHERE id = $1 \
             AND state->'result'->'outcome' @> jsonb_build_object('kind', 'spy_guessed', \
             'location', $3::jsonb->'location_id', 'by', $2::text)"
        }
        other => panic!("the load generator does not send {other}"),
    };
    let count: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .bind(round)
        .bind(actor)
        .bind(action)
        .fetch_one(db)
        .await
        .unwrap();
    count > 0
}

fn millis(v: &Value) -> i64 {
    v.as_i64()
        .unwrap_or_else(|| panic!("a number of milliseconds: {v}"))
}

fn at(view: &Value) -> i64 {
    chrono::DateTime::parse_from_rfc3339(view["now"].as_str().unwrap())
        .unwrap()
        .timestamp_millis()
}

#[tokio::test]
async fn r_11_3_a_server_killed_mid_round_under_load_keeps_every_acknowledged_write() {
    let mut app = spawn_app().await;
    app.stop_server().await;
    let addr = free_address();
    let mut server = start(&app, &addr).await;
    app.address = format!("http://{addr}");

    // Two tables of the test's own: one with its clock running, one with a vote open.
    let (running, rp) = app
        .table(&["A", "B", "C", "D"], json!({"rule_set": "classic"}))
        .await;
    app.start_game(&running, &rp[0]).await;
    app.deal(&running, &rp[0]).await;
    let (voting, vp) = app
        .table(
            &["E", "F", "G", "H"],
            json!({"rule_set": "classic", "vote_timeout_seconds": 600}),
        )
        .await;
    app.start_game(&voting, &vp[0]).await;
    app.deal(&voting, &vp[0]).await;
    let suspect = player_id(&app.room(&voting, &vp[2]).await);
    app.act_ok(
        &voting,
        &vp[1],
        json!({"type": "accuse", "suspect": suspect}),
    )
    .await;

    // The load generator's tables, riding out the crash.
    let record = std::env::temp_dir().join(format!("spyfall-crash-{}.jsonl", uuid::Uuid::new_v4()));
    let rooms = env_number("SPYFALL_CRASH_ROOMS", 6);
    let seconds = env_number("SPYFALL_CRASH_SECONDS", 8);
    let mut changes = PgListener::connect(&app.database_url()).await.unwrap();
    changes.listen("spyfall_rooms").await.unwrap();
    let loadgen = Command::new(crate::helpers::loadgen())
        .args(["--url", &app.address, "--players", "5", "--think-ms", "20"])
        .args(["--poll", "long", "--ride-out-secs", "60"])
        .args([
            "--rooms",
            &rooms.to_string(),
            "--seconds",
            &seconds.to_string(),
        ])
        .arg("--record")
        .arg(&record)
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the load generator starts");
    // Mid-game: once the tables have made some hundreds of changes.
    for _ in 0..(rooms * 60) {
        changes.recv().await.unwrap();
    }

    let before_running = app.room(&running, &rp[1]).await;
    let before_voting = app.room(&voting, &vp[1]).await;
    let tag = app
        .get(&format!("/api/v1/rooms/{running}"), Some(&rp[1].token))
        .await
        .headers()["etag"]
        .to_str()
        .unwrap()
        .to_string();
    let long_poll = |tag: String| {
        app.client
            .get(app.url(&format!("/api/v1/rooms/{running}?wait=30")))
            .bearer_auth(&rp[1].token)
            .header("if-none-match", tag)
            .send()
    };
    let cut = tokio::spawn(long_poll(tag.clone()));

    server.kill().await.expect("SIGKILL");
    assert!(
        cut.await.unwrap().is_err(),
        "the held long-poll was cut by the crash"
    );
    // The server stays down a while, as a supervisor's restart takes: not a wait for
    // anything, the length of the outage the clocks must account for.
    let down = env_number("SPYFALL_CRASH_DOWN_MS", 1500);
    tokio::time::sleep(std::time::Duration::from_millis(down)).await;
    server = start(&app, &addr).await;

    // The clocks: the running one went on through the crash, the stopped one did not.
    let after_running = app.room(&running, &rp[1]).await;
    let after_voting = app.room(&voting, &vp[1]).await;
    let clock = |v: &Value| v["round"]["clock"].clone();
    assert_eq!(
        clock(&after_running)["deadline"],
        clock(&before_running)["deadline"]
    );
    let elapsed = at(&after_running) - at(&before_running);
    let lost = millis(&clock(&before_running)["remaining_ms"])
        - millis(&clock(&after_running)["remaining_ms"]);
    assert!(
        (lost - elapsed).abs() <= 1000,
        "the running clock lost {lost} ms in {elapsed} ms"
    );
    assert_eq!(after_voting["round"]["phase"], "voting");
    assert_eq!(
        clock(&after_voting)["remaining_ms"],
        clock(&before_voting)["remaining_ms"],
        "a stopped clock stays stopped"
    );
    assert_eq!(
        after_voting["round"]["vote"]["deadline"],
        before_voting["round"]["vote"]["deadline"]
    );

    // The phone reconnects with its old tag and converges on the next change.
    let reconnected = tokio::spawn(long_poll(tag));
    let turn = after_running["round"]["turn_player_id"].clone();
    let views = app.views(&running, &rp).await.0;
    let asker = views
        .iter()
        .position(|v| v["me"]["player_id"] == turn)
        .unwrap();
    let target = player_id(&views[(asker + 1) % 4]);
    let changed = app
        .act_ok(
            &running,
            &rp[asker],
            json!({"type": "ask", "target": target}),
        )
        .await;
    let woke = reconnected
        .await
        .unwrap()
        .expect("the long-poll reconnects");
    assert_eq!(woke.status(), StatusCode::OK);
    let woke: Value = woke.json().await.unwrap();
    assert_eq!(woke["version"], changed["version"], "the phone converged");

    // The load generator rode out the crash without an error.
    let out = loadgen.wait_with_output().await.unwrap();
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the load generator failed:\n{report}");

    // Every acknowledged write is stored; every stored round keeps the invariants. (The
    // test's pool closed with the in-process server.)
    let db = PgPool::connect(&app.database_url()).await.unwrap();
    let text = std::fs::read_to_string(&record).unwrap();
    let _ = std::fs::remove_file(&record);
    let entries: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for entry in &entries {
        assert!(
            stored(&db, entry).await,
            "acknowledged but not stored: {entry}"
        );
    }
    // The lookup can say no: a question nobody asked is not found.
    let mut unasked = entries
        .iter()
        .find(|e| e["action"]["type"] == "ask")
        .expect("questions were asked")
        .clone();
    unasked["action"]["target"] = unasked["actor"].clone();
    assert!(!stored(&db, &unasked).await);
    let rounds: Vec<sqlx::types::Json<Round>> =
        sqlx::query_scalar("SELECT deal || state FROM rounds")
            .fetch_all(&db)
            .await
            .unwrap();
    let now = chrono::Utc::now().timestamp_millis();
    for sqlx::types::Json(round) in &rounds {
        if let Err(broken) = invariants::check(round, now) {
            panic!("a stored round: {broken}");
        }
    }
    let line = |start: &str| {
        report
            .lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_default()
            .to_string()
    };
    let reconnects = format!("{}; {}", line("reconnected"), line("replayed"));
    println!(
        "crash: SIGKILL under {rooms} tables, {} acknowledged writes all stored, {} rounds keep \
         the invariants; running clock lost {lost} ms in {elapsed} ms; {reconnects}",
        entries.len(),
        rounds.len()
    );
    drop(server);
}
