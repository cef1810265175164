//! Seating rounds, their proposals and the tables (rooms) they open.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::league::night::Places;
use crate::rooms::settings::RoomSettings;

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
