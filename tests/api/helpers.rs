//! The test harness: each test gets the real HTTP server on a free port, backed by a fresh
//! database of its own on a real PostgreSQL.
//!
//! The PostgreSQL is the server named by `DATABASE_URL` when it is set; otherwise an
//! embedded cluster under the temp directory, started by the first test that needs it and
//! shared by the test processes after it (scripts/test.sh stops it at the end).

use std::str::FromStr;
use std::sync::Arc;

use reqwest::{Client, Method, Response, StatusCode};
use serde_json::{Value, json};
use spyfall::clock::ManualClock;
use spyfall::config::Config;
use spyfall::embedded_pg::EmbeddedPostgres;
use spyfall::live::Live;
use spyfall::metrics::Metrics;
use spyfall::startup::Application;
use sqlx::postgres::PgConnectOptions;
use sqlx::{ConnectOptions, Connection, PgPool};
use uuid::Uuid;

pub const JWT_SECRET: &str = "test-secret-test-secret-test-secret-0123";

pub struct TestApp {
    pub address: String,
    /// The listener for a proxy speaking cleartext HTTP/2, when `SPYFALL_H2C_ADDR` is set.
    pub h2c_address: Option<String>,
    pub client: Client,
    pub pool: PgPool,
    /// The server's clock: tests move it instead of sleeping.
    pub clock: ManualClock,
    /// Counts the sweeper's completed passes.
    pub sweeps: tokio::sync::watch::Receiver<u64>,
    admin: PgConnectOptions,
    db_name: String,
    vars: Vec<(String, String)>,
    server: actix_web::dev::ServerHandle,
    /// The server's map of room versions, and its metrics.
    pub live: Arc<Live>,
    pub metrics: Arc<Metrics>,
}

/// The URL of a PostgreSQL server the tests may create databases on.
async fn server_url() -> String {
    if let Ok(url) = std::env::var("DATABASE_URL") {
        return url;
    }
    let dir = std::env::temp_dir().join("spyfall-test-pg");
    let pg = EmbeddedPostgres::start(&dir)
        .await
        .expect("start the embedded test PostgreSQL");
    pg.url("postgres")
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Starts a server whose settings `adjust` may change (as environment variables).
pub async fn spawn_app_with(adjust: impl FnOnce(&mut Vec<(String, String)>)) -> TestApp {
    spawn_app_on(adjust, ManualClock::starting_now()).await
}

/// Starts a server with adjusted settings on a given clock (shared with other servers).
async fn spawn_app_on(
    adjust: impl FnOnce(&mut Vec<(String, String)>),
    clock: ManualClock,
) -> TestApp {
    // The server's errors (a 500's cause, a panic) reach a failing test's output.
    let _ = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::ERROR)
        .with_test_writer()
        .try_init();
    let admin = PgConnectOptions::from_str(&server_url().await)
        .expect("a valid database URL")
        .database("postgres");
    let db_name = format!("spyfall_test_{}", Uuid::new_v4().simple());
    let db_url = admin.clone().database(&db_name).to_url_lossy().to_string();
    let data_dir = std::env::temp_dir().join(format!("spyfall-test-data-{}", Uuid::new_v4()));
    let mut vars: Vec<(String, String)> = vec![
        ("DATABASE_URL".into(), db_url),
        ("SPYFALL_ADDR".into(), "127.0.0.1:0".into()),
        ("SPYFALL_JWT_SECRET".into(), JWT_SECRET.into()),
        ("SPYFALL_DATA_DIR".into(), data_dir.display().to_string()),
        (
            "SPYFALL_PACKS_DIR".into(),
            concat!(env!("CARGO_MANIFEST_DIR"), "/locations").into(),
        ),
        ("SPYFALL_DB_MAX_CONNECTIONS".into(), "8".into()),
        ("SPYFALL_SWEEP_INTERVAL_MS".into(), "20".into()),
        // Tests make many players from one address; tests/api/abuse.rs sets limits itself.
        ("SPYFALL_RATE_LIMITS".into(), "off".into()),
        ("SPYFALL_AUDIT_PROBLEMS".into(), "1".into()),
        // One public address for every instance of a test, as behind a venue's proxy: views
        // compared across two servers carry the same join links.
        ("SPYFALL_PUBLIC_URL".into(), "http://spyfall.test".into()),
    ];
    adjust(&mut vars);
    let s = start_server(&vars, &clock).await;
    TestApp {
        address: s.address,
        h2c_address: s.h2c_address,
        client: Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("an HTTP client"),
        pool: s.pool,
        clock,
        sweeps: s.sweeps,
        admin,
        db_name,
        vars,
        server: s.server,
        live: s.live,
        metrics: s.metrics,
    }
}

struct Started {
    address: String,
    h2c_address: Option<String>,
    pool: PgPool,
    sweeps: tokio::sync::watch::Receiver<u64>,
    server: actix_web::dev::ServerHandle,
    live: Arc<Live>,
    metrics: Arc<Metrics>,
}

/// Starts a server on a runtime of its own, so that it goes on answering (and finishing
/// connection handshakes) while the test's runtime is blocked, as it is in `Drop`.
async fn start_server(vars: &[(String, String)], clock: &ManualClock) -> Started {
    let config = Config::from_lookup(|k| {
        vars.iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
    })
    .expect("a valid test configuration");
    let clock = clock.clone();
    let (started_tx, started_rx) = tokio::sync::oneshot::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a runtime for the server");
        rt.block_on(async move {
            let app = Application::build_with_clock(config, Arc::new(clock))
                .await
                .expect("the server builds");
            let started = Started {
                address: format!("http://127.0.0.1:{}", app.port()),
                h2c_address: app.h2c_port().map(|p| format!("http://127.0.0.1:{p}")),
                pool: app.pool().clone(),
                sweeps: app.sweeps(),
                server: app.handle(),
                live: app.live(),
                metrics: app.metrics(),
            };
            if started_tx.send(started).is_ok() {
                let _ = app.run_until_stopped().await;
            }
        });
    });
    started_rx.await.expect("the server starts")
}

impl TestApp {
    /// Another server with a database of its own, on this server's clock: a second world
    /// that [`TestApp::copy_database_to`] can make a copy of this one.
    pub async fn twin(&self) -> TestApp {
        spawn_app_on(|_| {}, self.clock.clone()).await
    }

    /// Replaces every row of `other`'s database with this database's rows, as they are
    /// now. Triggers are off while copying, so `other` hears of no change; its server has
    /// read none of the copied rooms yet.
    pub async fn copy_database_to(&self, other: &TestApp) {
        let tables: Vec<String> = sqlx::query_scalar(
            "SELECT tablename::text FROM pg_tables WHERE schemaname = 'public' \
             AND tablename NOT LIKE '\\_sqlx%' ORDER BY tablename",
        )
        .fetch_all(&self.pool)
        .await
        .expect("the tables");
        let mut tx = other.pool.begin().await.expect("a transaction");
        sqlx::query("SET LOCAL session_replication_role = replica")
            .execute(&mut *tx)
            .await
            .expect("triggers off");
        let all = tables.join(", ");
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("TRUNCATE {all}")))
            .execute(&mut *tx)
            .await
            .expect("the twin's rows are gone");
        for table in &tables {
            let rows: Value = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT coalesce(jsonb_agg(t), '[]') FROM {table} t"
            )))
            .fetch_one(&self.pool)
            .await
            .expect("the rows");
            // Generated columns are worked out again, never written.
            let columns: String = sqlx::query_scalar(
                "SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute \
                 WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped \
                 AND attgenerated = ''",
            )
            .bind(table)
            .fetch_one(&self.pool)
            .await
            .expect("the columns");
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "INSERT INTO {table} ({columns}) \
                 SELECT {columns} FROM jsonb_populate_recordset(null::{table}, $1)"
            )))
            .bind(rows)
            .execute(&mut *tx)
            .await
            .expect("the rows are copied");
        }
        tx.commit().await.expect("the copy commits");
    }
}

/// A second server on a test's database, as another instance behind a load balancer.
pub struct Instance {
    pub address: String,
    pub sweeps: tokio::sync::watch::Receiver<u64>,
    pub live: Arc<Live>,
    _server: actix_web::dev::ServerHandle,
}

impl TestApp {
    /// Starts another server on the same database, configuration and clock.
    pub async fn another_instance(&self) -> Instance {
        let s = start_server(&self.vars, &self.clock).await;
        Instance {
            address: s.address,
            sweeps: s.sweeps,
            live: s.live,
            _server: s.server,
        }
    }

    /// Stops the in-process server; the test's database stays until the test ends.
    pub async fn stop_server(&self) {
        self.server.stop(true).await;
    }

    /// The server's binary, set up as this test's server (database, secret, packs) but
    /// listening on `addr`: for tests that must kill a real process.
    pub fn server_command(&self, addr: &str) -> tokio::process::Command {
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_spyfall"));
        command.arg("serve").env_remove("DATABASE_URL");
        for (k, v) in &self.vars {
            command.env(k, v);
        }
        command.env("SPYFALL_ADDR", addr);
        command
    }

    /// Stops the server (finishing requests in flight) and starts a new one on the same
    /// database, configuration and clock, as a deploy or a crash-and-restart would.
    pub async fn restart(&mut self) {
        self.server.stop(true).await;
        let s = start_server(&self.vars, &self.clock).await;
        self.address = s.address;
        self.pool = s.pool;
        self.sweeps = s.sweeps;
        self.server = s.server;
        self.live = s.live;
        self.metrics = s.metrics;
    }
}

impl Drop for TestApp {
    /// Drops the test's database, also when the test failed.
    fn drop(&mut self) {
        let admin = self.admin.clone();
        let name = self.db_name.clone();
        let server = self.server.clone();
        let _ = std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            rt.block_on(async move {
                // The server runs on its own runtime, so it can be stopped from here.
                server.stop(false).await;
                if let Ok(mut conn) = sqlx::PgConnection::connect_with(&admin).await {
                    // Other instances may still run: refuse their reconnections first.
                    for sql in [
                        format!("ALTER DATABASE \"{name}\" ALLOW_CONNECTIONS false"),
                        format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"),
                    ] {
                        let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
                            .execute(&mut conn)
                            .await;
                    }
                    let _ = conn.close().await;
                }
            });
        })
        .join();
    }
}

/// A player as the tests drive them: a token and the id the server gave them.
#[derive(Clone, Debug)]
pub struct Player {
    pub token: String,
    pub user_id: String,
}

impl TestApp {
    /// The URL of this test's own database.
    pub fn database_url(&self) -> String {
        self.vars
            .iter()
            .rev()
            .find(|(k, _)| k == "DATABASE_URL")
            .map(|(_, v)| v.clone())
            .expect("a database URL")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Sends a request with an optional bearer token and JSON body.
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Response {
        let mut req = self.client.request(method, self.url(path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        req.send().await.expect("the request is sent")
    }

    /// The body of the page at `path`, asked without a token (a projector, a public page).
    pub async fn text(&self, path: &str) -> String {
        let res = self.client.get(self.url(path)).send().await.unwrap();
        res.text().await.unwrap()
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Response {
        self.send(Method::GET, path, token, None).await
    }

    /// A GET of what the caller holds as `tag`: 304 when it is still current.
    pub async fn get_if_none_match(&self, path: &str, token: &str, tag: &str) -> Response {
        self.client
            .get(self.url(path))
            .bearer_auth(token)
            .header("If-None-Match", tag)
            .send()
            .await
            .expect("the request is sent")
    }

    /// Logs the player out: their token is revoked.
    pub async fn log_out(&self, player: &Player) -> Response {
        let path = "/api/v1/sessions/current";
        self.send(Method::DELETE, path, Some(&player.token), None)
            .await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Response {
        self.send(Method::POST, path, token, Some(body)).await
    }

    pub async fn guest(&self, name: &str) -> Player {
        let res = self
            .post("/api/v1/guests", None, json!({"display_name": name}))
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let body: Value = res.json().await.unwrap();
        Player {
            token: body["token"].as_str().unwrap().to_string(),
            user_id: body["user"]["id"].as_str().unwrap().to_string(),
        }
    }

    /// Creates a room hosted by `host` with `settings`; returns its code.
    pub async fn create_room(&self, host: &Player, settings: Value) -> String {
        let res = self
            .post("/api/v1/rooms", Some(&host.token), settings)
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let view: Value = res.json().await.unwrap();
        view["code"].as_str().unwrap().to_string()
    }

    pub async fn join(&self, code: &str, player: &Player) -> Response {
        self.send(
            Method::POST,
            &format!("/api/v1/rooms/{code}/players"),
            Some(&player.token),
            None,
        )
        .await
    }

    pub async fn room(&self, code: &str, player: &Player) -> Value {
        let res = self
            .get(&format!("/api/v1/rooms/{code}"), Some(&player.token))
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json().await.unwrap()
    }

    /// The player's view of the room once it is past version `seen` ([`TestApp::room_after`]).
    pub async fn room_view_after(&self, code: &str, player: &Player, seen: i64) -> Value {
        self.room_after(code, player, seen)
            .await
            .json()
            .await
            .unwrap()
    }

    /// The room's answer once its version has passed `seen`: a change made elsewhere
    /// (another process) reaches this server by notification, so the test long-polls for
    /// it, as a phone would, instead of reading at once or sleeping.
    pub async fn room_after(&self, code: &str, player: &Player, seen: i64) -> Response {
        let path = format!("/api/v1/rooms/{code}?wait=30");
        loop {
            let res = self
                .get(&format!("/api/v1/rooms/{code}"), Some(&player.token))
                .await;
            let Some(tag) = res.headers().get("etag").cloned() else {
                return res;
            };
            let body: Value = res.json().await.unwrap();
            if body["version"].as_i64().unwrap_or(i64::MAX) > seen {
                return self
                    .get(&format!("/api/v1/rooms/{code}"), Some(&player.token))
                    .await;
            }
            let held = self.get_if_none_match(&path, &player.token, tag.to_str().unwrap());
            if held.await.status() != StatusCode::NOT_MODIFIED {
                continue;
            }
        }
    }
}

/// `f`'s output; a bound for a failing run only, which would otherwise hang: a test waits
/// for an observable change, and a change that never comes fails it here.
pub async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(std::time::Duration::from_secs(30), f)
        .await
        .expect("within 30 s")
}

/// Asserts a problem+json answer with `status` and `code`; returns the body.
pub async fn assert_problem(res: Response, status: StatusCode, code: &str) -> Value {
    if res.status() != status {
        let got = res.status();
        panic!(
            "expected {status} {code}, got {got}: {}",
            res.text().await.unwrap_or_default()
        );
    }
    let content_type = res
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    assert_eq!(content_type, "application/problem+json");
    if status == StatusCode::UNAUTHORIZED {
        let challenge = res.headers().get("www-authenticate");
        let challenge = challenge.and_then(|v| v.to_str().ok()).unwrap_or_default();
        assert!(challenge.starts_with("Bearer "), "a 401 names its scheme");
    }
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], code, "body: {body}");
    assert_eq!(body["status"], status.as_u16());
    assert!(body["title"].is_string() && body["detail"].is_string());
    assert_eq!(
        body["type"],
        format!("/api/v1/problems#{code}"),
        "the type is the code's section of the problems page"
    );
    body
}

impl TestApp {
    /// Waits until the sweeper has completed a whole pass that started after this call.
    pub async fn sweep(&self) {
        wait_for_pass(&self.sweeps).await;
    }

    /// Guests for `names`, the first hosting a room with `settings` that the others join.
    pub async fn table(&self, names: &[&str], settings: Value) -> (String, Vec<Player>) {
        let mut players = Vec::new();
        for name in names {
            players.push(self.guest(name).await);
        }
        let code = self.create_room(&players[0], settings).await;
        for p in &players[1..] {
            assert_eq!(self.join(&code, p).await.status(), StatusCode::CREATED);
        }
        (code, players)
    }

    /// Every player's view of the room, and the index of the one holding the spy card.
    pub async fn views(&self, code: &str, players: &[Player]) -> (Vec<Value>, usize) {
        let mut all = Vec::new();
        for p in players {
            all.push(self.room(code, p).await);
        }
        let spy = all
            .iter()
            .position(|v| v["round"]["my_card"]["spy"] == true)
            .expect("one player holds the spy card");
        (all, spy)
    }

    /// Four players in a classic room with one-minute rounds, the first round dealt.
    pub async fn four_playing(&self) -> (String, Vec<Player>) {
        let (code, p) = self
            .table(
                &["Ana", "Ben", "Cy", "Di"],
                json!({"rule_set": "classic", "round_minutes": 1}),
            )
            .await;
        self.start_game(&code, &p[0]).await;
        self.deal(&code, &p[0]).await;
        (code, p)
    }

    pub async fn start_game(&self, code: &str, host: &Player) -> Value {
        let res = self
            .send(
                Method::POST,
                &format!("/api/v1/rooms/{code}/games"),
                Some(&host.token),
                None,
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        res.json().await.unwrap()
    }

    pub async fn deal(&self, code: &str, by: &Player) -> Response {
        self.send(
            Method::POST,
            &format!("/api/v1/rooms/{code}/rounds"),
            Some(&by.token),
            None,
        )
        .await
    }

    pub async fn act(&self, code: &str, by: &Player, action: Value) -> Response {
        self.post(
            &format!("/api/v1/rooms/{code}/actions"),
            Some(&by.token),
            action,
        )
        .await
    }

    /// Applies an action that must be accepted; returns the actor's new view.
    pub async fn act_ok(&self, code: &str, by: &Player, action: Value) -> Value {
        let res = self.act(code, by, action.clone()).await;
        let status = res.status();
        let body: Value = res.json().await.unwrap();
        assert_eq!(status, StatusCode::OK, "{action} refused: {body}");
        body
    }
}

/// The caller's player id in a room view.
pub fn player_id(view: &Value) -> String {
    view["me"]["player_id"].as_str().unwrap().to_string()
}

/// A view with the caller's own part (`me`, `round.my_card`) and the times removed: what
/// must be the same for every player of the room.
pub fn public_part(view: &Value) -> Value {
    let mut v = view.clone();
    let obj = v.as_object_mut().unwrap();
    obj.remove("me");
    obj.remove("now");
    // The caller's part is padded to one length: the padding is the caller's too.
    obj.remove("pad");
    if let Some(round) = obj.get_mut("round").and_then(Value::as_object_mut) {
        round.remove("my_card");
        if let Some(clock) = round.get_mut("clock").and_then(Value::as_object_mut) {
            clock.remove("remaining_ms");
        }
    }
    v
}

/// The spy's view names none of `secrets` (location objects) outside the candidate list.
pub fn assert_spy_view_keeps_secrets(view: &Value, secrets: &[Value]) {
    assert_eq!(view["round"]["my_card"], json!({"spy": true}));
    let mut rest = view.clone();
    rest.as_object_mut().unwrap().remove("candidate_locations");
    let text = rest.to_string();
    for location in secrets {
        for field in ["id", "name"] {
            let secret = location[field].as_str().unwrap();
            assert!(!text.contains(secret), "the spy's view names {secret}");
        }
    }
}

/// A size or seed a test takes from the environment (its longer runs), else `default`.
pub fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Waits until a sweeper has completed a whole pass that started after this call.
pub async fn wait_for_pass(sweeps: &tokio::sync::watch::Receiver<u64>) {
    let mut sweeps = sweeps.clone();
    let start = *sweeps.borrow_and_update();
    while *sweeps.borrow_and_update() < start + 2 {
        sweeps.changed().await.expect("the sweeper runs");
    }
}

/// Runs a program of the project (a script, a binary) to the end; it must succeed. Returns
/// what it printed.
/// The load generator's binary, which `scripts/test.sh` (the README's test command) builds
/// beside the server's before the tests: it is a package of its own.
pub fn loadgen() -> std::path::PathBuf {
    let server = std::path::Path::new(env!("CARGO_BIN_EXE_spyfall"));
    let path = server.with_file_name(format!("loadgen{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "{} is missing: build the workspace (cargo build -p loadgen)",
        path.display()
    );
    path
}

pub async fn run_ok(command: &mut tokio::process::Command) -> String {
    let out = command.output().await.expect("the program runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "it failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

impl TestApp {
    /// An action sent to the server at `base` (another instance of this test's database).
    pub async fn act_through(&self, base: &str, code: &str, by: &Player, action: Value) {
        let res = self
            .client
            .post(format!("{base}/api/v1/rooms/{code}/actions"))
            .bearer_auth(&by.token)
            .json(&action)
            .send()
            .await
            .expect("the request is sent");
        assert_eq!(res.status(), StatusCode::OK, "{action} through {base}");
    }
}
