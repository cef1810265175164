//! Rounds played at a night's tables and the corrections made to them.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::engine::Round;
use crate::league::corrections::TotalChange;

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
                  d.number AS round_number, d.ended_at, d.deal || d.state AS "state!: Json<Round>"
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
    pub changes: Vec<TotalChange>,
}

pub async fn corrections(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<CorrectionRow>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT id, kind, player_id, points, round_id, reason, by_name, at,
                  changes AS "changes: Json<Vec<TotalChange>>"
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
    pub changes: &'a [TotalChange],
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
