//! The SQL layer: every query of the server lives under this module.
//!
//! Functions take a connection or transaction, so handlers decide the transaction's
//! extent and locks; nothing here knows about HTTP.

pub mod admin;
pub mod games;
pub mod idempotency;
pub mod league;
pub mod moves;
pub mod night_venue;
pub mod pack_editor;
pub mod pack_history;
pub mod packs;
pub mod privacy;
pub mod retention;
pub mod room_state;
pub mod rooms;
pub mod round_rows;
pub mod shared_names;
pub mod stored_round;
pub mod table_packs;
pub mod users;

use std::str::FromStr;
use std::sync::Arc;

use anyhow::Context;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::{ConnectOptions, Connection, PgConnection};

use crate::config::Config;
use crate::embedded_pg::EmbeddedPostgres;
use crate::metrics::Metrics;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// A read-only transaction whose statements all see one snapshot: a view read in several
/// statements then shows one state, named by the version read with it.
pub async fn snapshot(pool: &PgPool) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Postgres>> {
    let mut tx = pool.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .execute(&mut *tx)
        .await?;
    Ok(tx)
}

/// The database the server runs on, and the embedded cluster behind it when there is one.
pub struct Database {
    pub pool: PgPool,
    pub embedded: Option<EmbeddedPostgres>,
}

/// The database name used on the embedded cluster.
pub const EMBEDDED_DATABASE: &str = "spyfall";

impl Database {
    /// Connects to `DATABASE_URL`, or starts the embedded cluster when it is unset; creates
    /// the database when it is missing and applies the migrations.
    pub async fn open(config: &Config) -> anyhow::Result<Self> {
        Self::open_counting(config, None).await
    }

    /// As [`Database::open`], counting every connection the pool hands out in `metrics`.
    pub async fn open_counting(
        config: &Config,
        metrics: Option<Arc<Metrics>>,
    ) -> anyhow::Result<Self> {
        let (url, embedded) = match &config.database_url {
            Some(url) => (url.expose().clone(), None),
            None => {
                let pg = EmbeddedPostgres::start(&config.data_dir).await?;
                (pg.url(EMBEDDED_DATABASE), Some(pg))
            }
        };
        let options = PgConnectOptions::from_str(&url).context("DATABASE_URL is not valid")?;
        ensure_database(&options).await?;
        // The server's statements are short lookups. PostgreSQL compiles a statement whose
        // estimated cost passes `jit_above_cost`, which the view's read does once its
        // estimates grow with the tables: 25 ms of compiling for a 0.3 ms read.
        let options = options.options([("jit", "off")]);
        let mut pool_options = PgPoolOptions::new()
            .max_connections(config.db_max_connections)
            .acquire_timeout(config.db_acquire_timeout);
        if let Some(metrics) = metrics {
            // A new connection skips `before_acquire`, so both hooks count.
            let on_reuse = metrics.clone();
            pool_options = pool_options
                .after_connect(move |_, _| {
                    metrics.db_acquires.inc();
                    Box::pin(async { Ok(()) })
                })
                .before_acquire(move |_, _| {
                    on_reuse.db_acquires.inc();
                    Box::pin(async { Ok(true) })
                });
        }
        let pool = pool_options
            .connect_with(options.log_statements(tracing::log::LevelFilter::Trace))
            .await
            .context("cannot connect to the database")?;
        MIGRATOR
            .run(&pool)
            .await
            .context("cannot apply the database migrations")?;
        Ok(Database { pool, embedded })
    }

    /// Closes the pool and stops the embedded cluster, if any (the server owns it).
    pub async fn close(self) {
        self.pool.close().await;
        if let Some(pg) = self.embedded
            && let Err(e) = pg.stop().await
        {
            tracing::warn!(error = %e, "the embedded PostgreSQL did not stop cleanly");
        }
    }

    /// Closes the pool; stops the embedded cluster only if this process started it, so a
    /// command run beside a running server leaves the server's database up.
    pub async fn close_leaving_adopted(self) {
        match &self.embedded {
            Some(pg) if pg.adopted() => self.pool.close().await,
            _ => self.close().await,
        }
    }
}

/// Creates the database named in `options` when it does not exist, through the server's
/// `postgres` maintenance database (only reached when the database is missing).
pub async fn ensure_database(options: &PgConnectOptions) -> anyhow::Result<()> {
    match PgConnection::connect_with(options).await {
        Ok(conn) => {
            conn.close().await.ok();
            return Ok(());
        }
        Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("3D000") => {}
        Err(e) => return Err(e).context("cannot connect to the database server"),
    }
    let name = options.get_database().unwrap_or("postgres").to_string();
    let mut admin = PgConnection::connect_with(&options.clone().database("postgres"))
        .await
        .context("cannot connect to the 'postgres' database to create the database")?;
    let sql = format!("CREATE DATABASE \"{}\"", name.replace('"', "\"\""));
    match sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut admin)
        .await
    {
        Ok(_) => tracing::info!(database = %name, "created the database"),
        // Another process created it between our attempt to connect and our CREATE.
        Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("42P04") => {}
        Err(e) => return Err(e).context("cannot create the database"),
    }
    admin.close().await.ok();
    Ok(())
}

/// Ready means: the database answers and every migration the binary knows is applied.
pub async fn is_ready(pool: &PgPool) -> bool {
    let latest = MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0);
    let applied: Result<Option<i64>, _> =
        sqlx::query_scalar("SELECT max(version) FROM _sqlx_migrations WHERE success")
            .fetch_one(pool)
            .await;
    matches!(applied, Ok(Some(v)) if v >= latest)
}

/// The database cannot be reached now (no connection came in time, or one was cut): a
/// retry shortly may succeed; nothing was done.
pub fn is_unreachable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::PoolClosed => true,
        // A connection lost (class 08), or the server shutting down or starting (57P01,
        // 57P02, 57P03).
        sqlx::Error::Database(d) => d
            .code()
            .is_some_and(|c| c.starts_with("08") || matches!(&*c, "57P01" | "57P02" | "57P03")),
        _ => false,
    }
}

/// Text the database cannot store: PostgreSQL refuses the NUL character in text (SQLSTATE
/// 22021) and characters its encoding lacks (22P05). That is bad input, not a fault.
pub fn is_unstorable_text(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d)
        if matches!(d.code().as_deref(), Some("22021" | "22P05")))
}

/// True when `e` is a unique-constraint violation on the constraint or index `name`.
pub fn is_unique_violation(e: &sqlx::Error, name: &str) -> bool {
    matches!(e, sqlx::Error::Database(d)
        if d.code().as_deref() == Some("23505") && d.constraint() == Some(name))
}
