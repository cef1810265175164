//! Seasons, nights, their players, seatings, tables and corrections.
//!
//! Every change to a night goes through [`lock_night`], which holds the night's row until
//! the transaction ends: two organizers (or an organizer and a joining player) racing on
//! one night apply one after the other.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::engine::Round;
use crate::league::corrections::Change;
use crate::league::night::Places;
use crate::league::options::SeatingOptions;
use crate::rooms::settings::RoomSettings;

#[derive(Debug, Clone)]
pub struct SeasonRow {
    pub id: Uuid,
    pub name: String,
    pub owner_id: Option<Uuid>,
    pub owner: Option<String>,
    pub best_nights: Option<i32>,
    pub time_zone: String,
    pub nights: i64,
}

/// Seasons, newest first; only `owner`'s when given.
pub async fn seasons(
    db: impl PgExecutor<'_>,
    owner: Option<Uuid>,
) -> Result<Vec<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        r#"SELECT s.id, s.name, s.owner_id, u.username AS "owner?", s.best_nights, s.time_zone,
                  (SELECT count(*) FROM nights n WHERE n.season_id = s.id) AS "nights!"
           FROM seasons s LEFT JOIN users u ON u.id = s.owner_id
           WHERE $1::uuid IS NULL OR s.owner_id = $1
           ORDER BY s.created_at DESC, s.name"#,
        owner
    )
    .fetch_all(db)
    .await
}

pub async fn season(db: impl PgExecutor<'_>, id: Uuid) -> Result<Option<SeasonRow>, sqlx::Error> {
    sqlx::query_as!(
        SeasonRow,
        r#"SELECT s.id, s.name, s.owner_id, u.username AS "owner?", s.best_nights, s.time_zone,
                  (SELECT count(*) FROM nights n WHERE n.season_id = s.id) AS "nights!"
           FROM seasons s LEFT JOIN users u ON u.id = s.owner_id
           WHERE s.id = $1"#,
        id
    )
    .fetch_optional(db)
    .await
}

pub async fn insert_season(
    conn: &mut PgConnection,
    id: Uuid,
    name: &str,
    owner: Uuid,
    best_nights: Option<i32>,
    time_zone: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO seasons (id, name, owner_id, best_nights, time_zone)
         VALUES ($1, $2, $3, $4, $5)",
        id,
        name,
        owner,
        best_nights,
        time_zone
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn update_season(
    conn: &mut PgConnection,
    id: Uuid,
    name: &str,
    best_nights: Option<i32>,
    time_zone: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seasons SET name = $2, best_nights = $3, time_zone = $4 WHERE id = $1",
        id,
        name,
        best_nights,
        time_zone
    )
    .execute(conn)
    .await?;
    Ok(())
}

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
pub struct NightLine {
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
) -> Result<Vec<NightLine>, sqlx::Error> {
    sqlx::query_as!(
        NightLine,
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

/// Deletes a night player (their seats in a waiting proposal go with them).
pub async fn delete_player(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM night_players WHERE id = $1 AND night_id = $2",
        player,
        night
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks the seating proposal changed by the change being made (whose bump follows).
pub async fn seating_changed(conn: &mut PgConnection, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE nights SET seating_version = version + 1 WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
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

#[derive(Debug, Clone)]
pub struct NightPlayer {
    pub id: Uuid,
    pub user_id: Uuid,
    pub display_name: String,
    pub walk_in: bool,
    pub claim_code: Option<String>,
    pub withdrawn: bool,
    /// Here tonight: only checked-in players are seated.
    pub checked_in: bool,
    /// The account's username; `None` for a guest.
    pub username: Option<String>,
}

/// The night's players by name.
pub async fn night_players(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<NightPlayer>, sqlx::Error> {
    sqlx::query_as!(
        NightPlayer,
        r#"SELECT p.id, p.user_id, p.display_name, p.walk_in, p.claim_code,
                  p.withdrawn_at IS NOT NULL AS "withdrawn!",
                  p.checked_in_at IS NOT NULL AS "checked_in!", u.username
           FROM night_players p JOIN users u ON u.id = p.user_id
           WHERE p.night_id = $1 ORDER BY lower(p.display_name), p.id"#,
        night
    )
    .fetch_all(db)
    .await
}

/// The night's players signed in on a phone now (for a walk-in: their code was claimed).
/// The organizer's page asks; a phone's view does not.
pub async fn players_on_a_phone(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT p.id FROM night_players p WHERE p.night_id = $1 AND EXISTS (
             SELECT 1 FROM tokens t WHERE t.user_id = p.user_id
             AND t.revoked_at IS NULL AND t.expires_at > now())",
        night
    )
    .fetch_all(db)
    .await
}

/// Registers a player; fails on `night_players_night_id_user_id_key` (already there) or
/// `night_players_name_idx` (name taken).
pub async fn insert_player(
    conn: &mut PgConnection,
    night: Uuid,
    user: Uuid,
    display_name: &str,
    claim_code: Option<&str>,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO night_players (id, night_id, user_id, display_name, walk_in, claim_code,
                                    checked_in_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 THEN now() END) RETURNING id",
        Uuid::new_v4(),
        night,
        user,
        display_name,
        claim_code.is_some(),
        claim_code
    )
    .fetch_one(conn)
    .await
}

pub async fn set_withdrawn(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    withdrawn: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_players SET withdrawn_at = CASE WHEN $3 THEN now() END
         WHERE night_id = $1 AND id = $2",
        night,
        player,
        withdrawn
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Hands a walk-in's place in the night to `account`: the night's player and every seat
/// of theirs at the night's tables now belong to the account; the claim code is spent.
/// The rooms changed are locked and their versions bumped: returns (room, new version).
pub async fn link_player(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    guest: Uuid,
    account: Uuid,
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    let touched = sqlx::query!(
        r#"WITH seated AS (
               SELECT r.id FROM rooms r
               WHERE r.night_id = $1
                 AND EXISTS (SELECT 1 FROM room_players p WHERE p.room_id = r.id AND p.user_id = $2)
               ORDER BY r.id
               FOR UPDATE OF r
           )
           UPDATE rooms SET version = version + 1, updated_at = now()
           WHERE id IN (SELECT id FROM seated)
           RETURNING id, version"#,
        night,
        guest
    )
    .fetch_all(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE room_players SET user_id = $3
         WHERE user_id = $2 AND room_id IN (SELECT id FROM rooms WHERE night_id = $1)",
        night,
        guest,
        account
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE night_players SET user_id = $3, claim_code = NULL WHERE night_id = $1 AND id = $2",
        night,
        player,
        account
    )
    .execute(conn)
    .await?;
    Ok(touched.into_iter().map(|r| (r.id, r.version)).collect())
}

/// Spends a claim code of a night not finished: answers the walk-in it named (user id,
/// night code, night name, display name). One statement, so of two phones sending the
/// same code only one gets it.
pub async fn spend_claim(
    db: impl PgExecutor<'_>,
    code: &str,
) -> Result<Option<(Uuid, String, String, String)>, sqlx::Error> {
    let row = sqlx::query!(
        "UPDATE night_players p SET claim_code = NULL FROM nights n
         WHERE p.claim_code = $1 AND n.id = p.night_id AND n.finished_at IS NULL
         RETURNING p.user_id, n.code, n.name, p.display_name",
        code
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.user_id, r.code, r.name, r.display_name)))
}

/// Gives the walk-in `player` of `night` a new claim code.
pub async fn set_claim_code(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    code: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_players SET claim_code = $3 WHERE night_id = $1 AND id = $2",
        night,
        player,
        code
    )
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

/// A seating round and whether its rooms exist yet.
#[derive(Debug, Clone)]
pub struct SeatingRow {
    pub round: i32,
    pub confirmed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone)]
pub struct SeatRow {
    pub round: i32,
    pub player_id: Uuid,
    pub table_number: i32,
}

/// The night's seating rounds in order, and every seat in (round, table, position) order.
pub async fn seatings(
    conn: &mut PgConnection,
    night: Uuid,
) -> Result<(Vec<SeatingRow>, Vec<SeatRow>), sqlx::Error> {
    let rounds = sqlx::query_as!(
        SeatingRow,
        "SELECT round, confirmed_at FROM night_seatings WHERE night_id = $1 ORDER BY round",
        night
    )
    .fetch_all(&mut *conn)
    .await?;
    let seats = sqlx::query_as!(
        SeatRow,
        "SELECT round, player_id, table_number FROM night_seats
         WHERE night_id = $1 ORDER BY round, table_number, position",
        night
    )
    .fetch_all(conn)
    .await?;
    Ok((rounds, seats))
}

/// Writes round `round`'s proposed places whole (replacing an earlier proposal); the
/// players sitting out are at table 0.
pub async fn save_seating(
    conn: &mut PgConnection,
    night: Uuid,
    round: i32,
    places: &Places,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO night_seatings (night_id, round) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        night,
        round
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "DELETE FROM night_seats WHERE night_id = $1 AND round = $2",
        night,
        round
    )
    .execute(&mut *conn)
    .await?;
    let mut players = Vec::new();
    let mut table_numbers = Vec::new();
    let mut positions = Vec::new();
    let tables = std::iter::once(&places.sitting_out).chain(&places.tables);
    for (t, table) in tables.enumerate() {
        for (i, &p) in table.iter().enumerate() {
            players.push(p);
            table_numbers.push(t as i32);
            positions.push(i as i32);
        }
    }
    sqlx::query!(
        "INSERT INTO night_seats (night_id, round, player_id, table_number, position)
         SELECT $1, $2, * FROM UNNEST($3::uuid[], $4::int[], $5::int[])",
        night,
        round,
        &players,
        &table_numbers,
        &positions
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Drops round `round`'s proposal (only an unconfirmed one).
pub async fn discard_seating(
    conn: &mut PgConnection,
    night: Uuid,
    round: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM night_seatings WHERE night_id = $1 AND round = $2 AND confirmed_at IS NULL",
        night,
        round
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn confirm_seating(
    conn: &mut PgConnection,
    night: Uuid,
    round: i32,
    at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_seatings SET confirmed_at = $3 WHERE night_id = $1 AND round = $2",
        night,
        round,
        at
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Inserts a table's room; `false` when the code is taken (draw another). The statement
/// does not fail on a taken code, so the transaction goes on.
pub async fn insert_table_room(
    conn: &mut PgConnection,
    room_id: Uuid,
    code: &str,
    settings: &RoomSettings,
    night: Uuid,
    at: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "INSERT INTO rooms (id, code, settings, night_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (code) DO NOTHING",
        room_id,
        code,
        Json(settings) as _,
        night,
        at
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn insert_table(
    conn: &mut PgConnection,
    night: Uuid,
    round: i32,
    table_number: i32,
    room_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO night_tables (night_id, round, table_number, room_id) VALUES ($1, $2, $3, $4)",
        night,
        round,
        table_number,
        room_id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A table's room and how far its play has come, never a round's secrets.
#[derive(Debug, Clone)]
pub struct TableRow {
    pub round: i32,
    pub table_number: i32,
    pub room_code: String,
    pub game_number: Option<i32>,
    pub game_over: Option<bool>,
    pub rounds_total: Option<i32>,
    pub rounds_finished: i64,
    pub in_round: bool,
    /// The running round's phase (`playing`, `voting`, ...): public, like its clock.
    pub phase: Option<String>,
    /// When time alone next changes the running round (its clock, or an open vote's).
    pub deadline: Option<DateTime<Utc>>,
}

pub async fn tables(db: impl PgExecutor<'_>, night: Uuid) -> Result<Vec<TableRow>, sqlx::Error> {
    sqlx::query_as!(
        TableRow,
        r#"SELECT t.round, t.table_number, r.code AS room_code,
                  g.number AS "game_number?", g.ended_at IS NOT NULL AS "game_over?",
                  g.rounds_total AS "rounds_total?",
                  (SELECT count(*) FROM games g2 JOIN rounds d ON d.game_id = g2.id
                   WHERE g2.room_id = r.id AND d.ended_at IS NOT NULL) AS "rounds_finished!",
                  cur.phase IS NOT NULL AS "in_round!", cur.phase AS "phase?",
                  cur.next_deadline AS deadline
           FROM night_tables t JOIN rooms r ON r.id = t.room_id
           LEFT JOIN games g ON g.id = r.current_game_id
           LEFT JOIN LATERAL (SELECT d.phase, d.next_deadline FROM rounds d
                              WHERE d.game_id = g.id AND d.ended_at IS NULL
                              ORDER BY d.number DESC LIMIT 1) cur ON true
           WHERE t.night_id = $1 ORDER BY t.round, t.table_number"#,
        night
    )
    .fetch_all(db)
    .await
}

/// A finished round played at one of the night's tables.
#[derive(Debug, Clone)]
pub struct PlayedRow {
    pub round_id: Uuid,
    pub seating_round: i32,
    pub table_number: i32,
    pub room_code: String,
    pub game_number: i32,
    pub round_number: i32,
    pub ended_at: Option<DateTime<Utc>>,
    pub state: Round,
}

/// Every finished round at the night's tables, in (seating round, table, game, round)
/// order, and the night player each room player of those tables is.
pub async fn played_rounds(
    conn: &mut PgConnection,
    night: Uuid,
) -> Result<(Vec<PlayedRow>, Vec<(Uuid, Uuid)>), sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT d.id, t.round, t.table_number, r.code, g.number AS game_number,
                  d.number AS round_number, d.ended_at, d.state AS "state: Json<Round>"
           FROM night_tables t
           JOIN rooms r ON r.id = t.room_id
           JOIN games g ON g.room_id = r.id
           JOIN rounds d ON d.game_id = g.id
           WHERE t.night_id = $1 AND d.ended_at IS NOT NULL
           ORDER BY t.round, t.table_number, g.number, d.number"#,
        night
    )
    .fetch_all(&mut *conn)
    .await?;
    let players = sqlx::query!(
        "SELECT rp.id AS room_player, np.id AS night_player
         FROM night_tables t
         JOIN room_players rp ON rp.room_id = t.room_id
         JOIN night_players np ON np.night_id = t.night_id AND np.user_id = rp.user_id
         WHERE t.night_id = $1",
        night
    )
    .fetch_all(conn)
    .await?;
    Ok((
        rows.into_iter()
            .map(|r| PlayedRow {
                round_id: r.id,
                seating_round: r.round,
                table_number: r.table_number,
                room_code: r.code,
                game_number: r.game_number,
                round_number: r.round_number,
                ended_at: r.ended_at,
                state: r.state.0,
            })
            .collect(),
        players
            .into_iter()
            .map(|r| (r.room_player, r.night_player))
            .collect(),
    ))
}

#[derive(Debug, Clone)]
pub struct CorrectionRow {
    pub id: Uuid,
    pub kind: String,
    pub player_id: Option<Uuid>,
    pub points: Option<i32>,
    pub round_id: Option<Uuid>,
    pub reason: String,
    pub by_name: String,
    pub at: DateTime<Utc>,
    pub changes: Vec<Change>,
}

pub async fn corrections(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<CorrectionRow>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT id, kind, player_id, points, round_id, reason, by_name, at,
                  changes AS "changes: Json<Vec<Change>>"
           FROM night_corrections WHERE night_id = $1 ORDER BY at, id"#,
        night
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| CorrectionRow {
            id: r.id,
            kind: r.kind,
            player_id: r.player_id,
            points: r.points,
            round_id: r.round_id,
            reason: r.reason,
            by_name: r.by_name,
            at: r.at,
            changes: r.changes.0,
        })
        .collect())
}

/// A correction as recorded.
pub struct NewCorrection<'a> {
    pub night: Uuid,
    pub player: Option<Uuid>,
    pub points: Option<i32>,
    pub round: Option<Uuid>,
    pub reason: &'a str,
    pub by_user: Uuid,
    pub by_name: &'a str,
    pub at: DateTime<Utc>,
    pub changes: &'a [Change],
}

/// Records a correction; a second void of one round fails on
/// `night_corrections_void_idx`.
pub async fn insert_correction(
    conn: &mut PgConnection,
    c: &NewCorrection<'_>,
) -> Result<(), sqlx::Error> {
    let kind = if c.round.is_some() { "void" } else { "adjust" };
    sqlx::query!(
        "INSERT INTO night_corrections
            (id, night_id, kind, player_id, points, round_id, reason, by_user, by_name, at, changes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        Uuid::new_v4(),
        c.night,
        kind,
        c.player,
        c.points,
        c.round,
        c.reason,
        c.by_user,
        c.by_name,
        c.at,
        Json(c.changes) as _
    )
    .execute(conn)
    .await?;
    Ok(())
}
