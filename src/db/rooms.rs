//! Rooms and the players seated in them.
//!
//! Changes go through [`lock_room`], which takes the room row's lock for the rest of the
//! transaction: two racing requests on one room run one after the other.

use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::rooms::league_table::{LeagueClosed, LeagueTable};
use crate::rooms::lobby::Seated;
use crate::rooms::settings::RoomSettings;

#[derive(Debug, Clone)]
pub struct RoomRow {
    pub id: Uuid,
    pub code: String,
    pub settings: RoomSettings,
    pub version: i64,
    pub host_player_id: Option<Uuid>,
    /// Set when the room is a league night's table.
    pub night_id: Option<Uuid>,
    /// Closed by retention after a time without play: it takes no more moves.
    pub closed: bool,
    /// At a league table, what its night allows it (read after the room's lock, so that
    /// a seating confirmed before it is seen).
    pub league: Option<LeagueTable>,
}

/// A user's membership of a room, present or past.
#[derive(Debug, Clone)]
pub struct Membership {
    pub player_id: Uuid,
    pub present: bool,
    pub kicked: bool,
}

/// Inserts a room made `at` (the server's clock); a taken code fails on `rooms_code_key`.
pub async fn insert_room(
    conn: &mut PgConnection,
    id: Uuid,
    code: &str,
    settings: &RoomSettings,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO rooms (id, code, settings, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)",
        id,
        code,
        Json(settings) as _,
        at
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Reads the room and locks its row until the transaction ends.
pub async fn lock_room(
    conn: &mut PgConnection,
    code: &str,
) -> Result<Option<RoomRow>, sqlx::Error> {
    let room = sqlx::query_as!(
        RoomRowJson,
        r#"SELECT id, code, settings AS "settings: Json<RoomSettings>", version, host_player_id,
                  night_id, closed_at IS NOT NULL AS "closed!"
           FROM rooms WHERE code = $1 FOR UPDATE"#,
        code
    )
    .fetch_optional(&mut *conn)
    .await?
    .map(RoomRow::from);
    let Some(mut room) = room else {
        return Ok(None);
    };
    if room.night_id.is_some() {
        room.league = league_table(conn, room.id).await?;
    }
    Ok(Some(room))
}

/// What its night allows a league table: the night's games per table, and whether the
/// night has moved on (a later seating round confirmed, or the night finished).
pub async fn league_table(
    db: impl PgExecutor<'_>,
    room_id: Uuid,
) -> Result<Option<LeagueTable>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT n.games_per_table, n.finished_at IS NOT NULL AS "finished!",
                  t.round < (SELECT max(s.round) FROM night_seatings s
                             WHERE s.night_id = n.id AND s.confirmed_at IS NOT NULL) AS "moved_on!"
           FROM night_tables t JOIN nights n ON n.id = t.night_id
           WHERE t.room_id = $1"#,
        room_id
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| LeagueTable {
        games_per_table: r.games_per_table.max(0) as u32,
        closed: if r.finished {
            Some(LeagueClosed::NightFinished)
        } else if r.moved_on {
            Some(LeagueClosed::SeatingOver)
        } else {
            None
        },
    }))
}

/// The present players in seat order.
pub async fn seated_players(
    db: impl PgExecutor<'_>,
    room_id: Uuid,
) -> Result<Vec<Seated>, sqlx::Error> {
    sqlx::query_as!(
        Seated,
        r#"SELECT id AS player_id, user_id, display_name
           FROM room_players WHERE room_id = $1 AND seat IS NOT NULL ORDER BY seat"#,
        room_id
    )
    .fetch_all(db)
    .await
}

pub async fn membership(
    db: impl PgExecutor<'_>,
    room_id: Uuid,
    user_id: Uuid,
) -> Result<Option<Membership>, sqlx::Error> {
    sqlx::query_as!(
        Membership,
        r#"SELECT id AS player_id, (seat IS NOT NULL) AS "present!", kicked
           FROM room_players WHERE room_id = $1 AND user_id = $2"#,
        room_id,
        user_id
    )
    .fetch_optional(db)
    .await
}

/// Seats a user at `seat`: a new player row, or the user's old row when they come back.
pub async fn seat_player(
    conn: &mut PgConnection,
    room_id: Uuid,
    user_id: Uuid,
    display_name: &str,
    seat: i32,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO room_players (id, room_id, user_id, display_name, seat)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (room_id, user_id) DO UPDATE
            SET display_name = EXCLUDED.display_name, seat = EXCLUDED.seat,
                left_at = NULL, joined_at = now()
         RETURNING id",
        Uuid::new_v4(),
        room_id,
        user_id,
        display_name,
        seat
    )
    .fetch_one(conn)
    .await
}

/// Takes a player's seat away (leaving, or kicked by the host).
pub async fn unseat_player(
    conn: &mut PgConnection,
    player_id: Uuid,
    kicked: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE room_players SET seat = NULL, left_at = now(), kicked = kicked OR $2
         WHERE id = $1",
        player_id,
        kicked
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Writes seats 0..n-1 in the order given (the seat constraint is checked at commit).
pub async fn set_seat_order(
    conn: &mut PgConnection,
    room_id: Uuid,
    order: &[Uuid],
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE room_players p SET seat = o.seat - 1
         FROM UNNEST($2::uuid[]) WITH ORDINALITY AS o(id, seat)
         WHERE p.room_id = $1 AND p.id = o.id",
        room_id,
        order
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_host(
    conn: &mut PgConnection,
    room_id: Uuid,
    host: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE rooms SET host_player_id = $2 WHERE id = $1",
        room_id,
        host
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_settings(
    conn: &mut PgConnection,
    room_id: Uuid,
    settings: &RoomSettings,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE rooms SET settings = $2 WHERE id = $1",
        room_id,
        Json(settings) as _
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks a change to the room made `at` (the server's clock, which retention measures
/// idleness by): the version every view and ETag is keyed on.
pub async fn bump_version(
    conn: &mut PgConnection,
    room_id: Uuid,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "UPDATE rooms SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version",
        room_id,
        at
    )
    .fetch_one(conn)
    .await
}

/// The row as the query macros return it, before unwrapping the JSON settings.
pub struct RoomRowJson {
    id: Uuid,
    code: String,
    settings: Json<RoomSettings>,
    version: i64,
    host_player_id: Option<Uuid>,
    night_id: Option<Uuid>,
    closed: bool,
}

impl From<RoomRowJson> for RoomRow {
    fn from(r: RoomRowJson) -> Self {
        RoomRow {
            id: r.id,
            code: r.code,
            settings: r.settings.0,
            version: r.version,
            host_player_id: r.host_player_id,
            night_id: r.night_id,
            closed: r.closed,
            league: None,
        }
    }
}

/// The current versions of the given rooms and nights, for a server resynchronising its map
/// of versions after its listener lost notifications.
pub async fn versions(
    db: impl PgExecutor<'_>,
    ids: &[Uuid],
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    // Nights share the map of versions with rooms (`live::listener`).
    let rows = sqlx::query!(
        r#"SELECT id AS "id!", version AS "version!" FROM rooms WHERE id = ANY($1)
           UNION ALL
           SELECT id, version FROM nights WHERE id = ANY($1)"#,
        ids
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r.version)).collect())
}

/// A room with players in it, as the organizers' overview shows it: who sits there and
/// where the game is, never a round's secrets.
#[derive(Debug, Clone)]
pub struct LiveRoom {
    pub code: String,
    pub players: Vec<String>,
    pub host: Option<String>,
    pub game_number: Option<i32>,
    pub game_over: Option<bool>,
    pub rounds_total: Option<i32>,
    pub round_number: Option<i32>,
    pub phase: Option<String>,
    pub next_deadline: Option<chrono::DateTime<chrono::Utc>>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Open rooms with at least one player seated, most recently changed first (a room closed
/// by retention is not live).
pub async fn live_rooms(db: impl PgExecutor<'_>, limit: i64) -> Result<Vec<LiveRoom>, sqlx::Error> {
    sqlx::query_as!(
        LiveRoom,
        r#"SELECT r.code, r.updated_at,
                  ARRAY(SELECT p.display_name FROM room_players p
                        WHERE p.room_id = r.id AND p.left_at IS NULL ORDER BY p.seat) AS "players!",
                  (SELECT p.display_name FROM room_players p WHERE p.id = r.host_player_id) AS host,
                  g.number AS "game_number?", g.ended_at IS NOT NULL AS "game_over?",
                  g.rounds_total AS "rounds_total?",
                  rd.number AS "round_number?", rd.phase AS "phase?", rd.next_deadline AS "next_deadline?"
           FROM rooms r
           LEFT JOIN games g ON g.id = r.current_game_id
           LEFT JOIN LATERAL (SELECT number, phase, next_deadline FROM rounds
                              WHERE game_id = g.id ORDER BY number DESC LIMIT 1) rd ON true
           WHERE r.closed_at IS NULL
             AND EXISTS (SELECT 1 FROM room_players p WHERE p.room_id = r.id AND p.left_at IS NULL)
           ORDER BY r.updated_at DESC
           LIMIT $1"#,
        limit
    )
    .fetch_all(db)
    .await
}
