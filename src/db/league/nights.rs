//! Nights: their rows, the lock every change to a night takes, and their version.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::league::options::SeatingOptions;
use crate::rooms::settings::RoomSettings;

#[derive(Debug, Clone)]
pub struct NightRow {
    pub id: Uuid,
    pub season_id: Uuid,
    pub season_name: String,
    /// The season's owner, who runs the night.
    pub owner_id: Option<Uuid>,
    pub code: String,
    pub name: String,
    pub settings: RoomSettings,
    pub seating_rounds: i32,
    /// Games each table starts in a seating round.
    pub games_per_table: i32,
    pub seed: i64,
    pub projector_token: String,
    pub version: i64,
    /// The version at which the seating proposal last changed.
    pub seating_version: i64,
    pub finished_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub seating: SeatingOptions,
    /// The organizer's line on the projector.
    pub announcement: String,
    /// When the organizer expects the next seating round.
    pub countdown_until: Option<DateTime<Utc>>,
    /// The season's time zone (an IANA name) for the times pages show.
    pub time_zone: String,
}

struct NightRowJson {
    id: Uuid,
    season_id: Uuid,
    season_name: String,
    owner_id: Option<Uuid>,
    code: String,
    name: String,
    settings: Json<RoomSettings>,
    seating_rounds: i32,
    games_per_table: i32,
    seed: i64,
    projector_token: String,
    version: i64,
    seating_version: i64,
    finished_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    seating: Json<SeatingOptions>,
    announcement: String,
    countdown_until: Option<DateTime<Utc>>,
    time_zone: String,
}

impl From<NightRowJson> for NightRow {
    fn from(r: NightRowJson) -> Self {
        NightRow {
            id: r.id,
            season_id: r.season_id,
            season_name: r.season_name,
            owner_id: r.owner_id,
            code: r.code,
            name: r.name,
            settings: r.settings.0,
            seating_rounds: r.seating_rounds,
            games_per_table: r.games_per_table,
            seed: r.seed,
            projector_token: r.projector_token,
            version: r.version,
            seating_version: r.seating_version,
            finished_at: r.finished_at,
            created_at: r.created_at,
            seating: r.seating.0,
            announcement: r.announcement,
            countdown_until: r.countdown_until,
            time_zone: r.time_zone,
        }
    }
}

/// Which night to read: by id (organizers), join code (players) or projector token.
#[derive(Debug, Clone, Copy)]
pub enum NightKey<'a> {
    Id(Uuid),
    Code(&'a str),
    Projector(&'a str),
}

/// The night, without a lock.
pub async fn night(
    db: impl PgExecutor<'_>,
    key: NightKey<'_>,
) -> Result<Option<NightRow>, sqlx::Error> {
    let (id, code, token) = match key {
        NightKey::Id(id) => (Some(id), None, None),
        NightKey::Code(c) => (None, Some(c), None),
        NightKey::Projector(t) => (None, None, Some(t)),
    };
    sqlx::query_as!(
        NightRowJson,
        r#"SELECT n.id, n.season_id, s.name AS season_name, s.owner_id, n.code, n.name,
                  n.settings AS "settings: Json<RoomSettings>", n.seating_rounds, n.games_per_table, n.seed,
                  n.projector_token, n.version, n.seating_version, n.finished_at, n.created_at,
                  n.seating AS "seating: Json<SeatingOptions>", n.announcement, n.countdown_until,
                  s.time_zone
           FROM nights n JOIN seasons s ON s.id = n.season_id
           WHERE n.id = $1 OR n.code = $2 OR n.projector_token = $3"#,
        id,
        code,
        token
    )
    .fetch_optional(db)
    .await
    .map(|r| r.map(NightRow::from))
}

/// The night, its row locked until the transaction ends.
pub async fn lock_night(
    conn: &mut PgConnection,
    key: NightKey<'_>,
) -> Result<Option<NightRow>, sqlx::Error> {
    let (id, code) = match key {
        NightKey::Id(id) => (Some(id), None),
        NightKey::Code(c) => (None, Some(c)),
        NightKey::Projector(_) => return Ok(None),
    };
    sqlx::query_as!(
        NightRowJson,
        r#"SELECT n.id, n.season_id, s.name AS season_name, s.owner_id, n.code, n.name,
                  n.settings AS "settings: Json<RoomSettings>", n.seating_rounds, n.games_per_table, n.seed,
                  n.projector_token, n.version, n.seating_version, n.finished_at, n.created_at,
                  n.seating AS "seating: Json<SeatingOptions>", n.announcement, n.countdown_until,
                  s.time_zone
           FROM nights n JOIN seasons s ON s.id = n.season_id
           WHERE n.id = $1 OR n.code = $2
           FOR UPDATE OF n"#,
        id,
        code
    )
    .fetch_optional(conn)
    .await
    .map(|r| r.map(NightRow::from))
}

/// A night's row as created.
pub struct NewNight<'a> {
    pub id: Uuid,
    pub season_id: Uuid,
    pub code: &'a str,
    pub name: &'a str,
    pub settings: &'a RoomSettings,
    pub seating_rounds: i32,
    pub games_per_table: i32,
    pub seed: i64,
    pub projector_token: &'a str,
}

/// Inserts the night; `false` when its code is taken (draw another).
pub async fn insert_night(conn: &mut PgConnection, n: &NewNight<'_>) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "INSERT INTO nights (id, season_id, code, name, settings, seating_rounds, games_per_table,
                             seed, projector_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING",
        n.id,
        n.season_id,
        n.code,
        n.name,
        Json(n.settings) as _,
        n.seating_rounds,
        n.games_per_table,
        n.seed,
        n.projector_token
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A night in a list.
#[derive(Debug, Clone)]
pub struct NightSummary {
    pub id: Uuid,
    pub code: String,
    pub name: String,
    pub players: i64,
    pub rounds_confirmed: i64,
    pub seating_rounds: i32,
    pub finished: bool,
    pub created_at: DateTime<Utc>,
}

pub async fn nights_of_season(
    db: impl PgExecutor<'_>,
    season: Uuid,
) -> Result<Vec<NightSummary>, sqlx::Error> {
    sqlx::query_as!(
        NightSummary,
        r#"SELECT n.id, n.code, n.name, n.seating_rounds, n.finished_at IS NOT NULL AS "finished!",
                  n.created_at,
                  (SELECT count(*) FROM night_players p WHERE p.night_id = n.id) AS "players!",
                  (SELECT count(*) FROM night_seatings t
                   WHERE t.night_id = n.id AND t.confirmed_at IS NOT NULL) AS "rounds_confirmed!"
           FROM nights n WHERE n.season_id = $1 ORDER BY n.created_at, n.name"#,
        season
    )
    .fetch_all(db)
    .await
}

/// Marks a change to the night (the version its forms carry).
pub async fn bump_night(conn: &mut PgConnection, id: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "UPDATE nights SET version = version + 1 WHERE id = $1 RETURNING version",
        id
    )
    .fetch_one(conn)
    .await
}

pub async fn set_finished(
    conn: &mut PgConnection,
    id: Uuid,
    at: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE nights SET finished_at = $2 WHERE id = $1", id, at)
        .execute(conn)
        .await?;
    Ok(())
}

/// Nights `user` is registered for, newest first, with their player id.
pub async fn nights_of_user(
    db: impl PgExecutor<'_>,
    user: Uuid,
) -> Result<Vec<(NightRow, Uuid)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT n.id, n.season_id, s.name AS season_name, s.owner_id, n.code, n.name,
                  n.settings AS "settings: Json<RoomSettings>", n.seating_rounds, n.games_per_table, n.seed,
                  n.projector_token, n.version, n.seating_version, n.finished_at, n.created_at,
                  n.seating AS "seating: Json<SeatingOptions>", n.announcement, n.countdown_until,
                  s.time_zone, p.id AS player_id
           FROM night_players p
           JOIN nights n ON n.id = p.night_id JOIN seasons s ON s.id = n.season_id
           WHERE p.user_id = $1 ORDER BY n.created_at DESC LIMIT 100"#,
        user
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let night = NightRow::from(NightRowJson {
                id: r.id,
                season_id: r.season_id,
                season_name: r.season_name,
                owner_id: r.owner_id,
                code: r.code,
                name: r.name,
                settings: r.settings,
                seating_rounds: r.seating_rounds,
                games_per_table: r.games_per_table,
                seed: r.seed,
                projector_token: r.projector_token,
                version: r.version,
                seating_version: r.seating_version,
                finished_at: r.finished_at,
                created_at: r.created_at,
                seating: r.seating,
                announcement: r.announcement,
                countdown_until: r.countdown_until,
                time_zone: r.time_zone,
            });
            (night, r.player_id)
        })
        .collect())
}
