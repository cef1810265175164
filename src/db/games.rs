//! Games and rounds. A round's engine state is the source of truth, stored in two parts
//! (`db::stored_round`); its questions, votes and scores are written as rows beside it in
//! the same transaction.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::db::packs::GameLocations;
use crate::db::round_rows::{QuestionRows, VoteRows};
use crate::db::stored_round::{DealPart, PlayPart, joined};
use crate::engine::datetime as time;
use crate::engine::scoring::RoundResult;
use crate::engine::{Location, Millis, PlayerId, Round};
use crate::rooms::game::{Game, GameEnd};
use crate::rooms::location_names::LocationNames;
use crate::rooms::settings::RoomSettings;

pub async fn insert_game(
    conn: &mut PgConnection,
    id: Uuid,
    room_id: Uuid,
    game: &Game,
    dealt_from: &GameLocations,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO games (id, room_id, number, settings, candidates, pack_versions, rounds_total,
                            captain_pairs, started_at, names, moderator_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        id,
        room_id,
        game.number,
        Json(&game.settings) as _,
        Json(&game.candidates) as _,
        dealt_from.versions,
        game.rounds_total as i32,
        Json(&game.captained) as _,
        now,
        Json(&dealt_from.names) as _,
        game.moderator.map(|p| p.0)
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE rooms SET current_game_id = $2 WHERE id = $1",
        room_id,
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The names of a game's locations in every language, as it started with them.
pub async fn game_names(
    db: impl PgExecutor<'_>,
    game_id: Uuid,
) -> Result<LocationNames, sqlx::Error> {
    let names = sqlx::query_scalar!(
        r#"SELECT names AS "names: Json<LocationNames>" FROM games WHERE id = $1"#,
        game_id
    )
    .fetch_one(db)
    .await?;
    Ok(names.0)
}

/// The number the room's next game gets.
pub async fn next_game_number(db: impl PgExecutor<'_>, room_id: Uuid) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT coalesce(max(number), 0) + 1 AS "n!" FROM games WHERE room_id = $1"#,
        room_id
    )
    .fetch_one(db)
    .await
}

/// The room's current game.
pub async fn current_game(
    db: impl PgExecutor<'_>,
    room_id: Uuid,
) -> Result<Option<(Uuid, Game)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT g.id, g.number, g.settings AS "settings: Json<RoomSettings>",
                  g.candidates AS "candidates: Json<Vec<Location>>", g.rounds_total,
                  g.captain_pairs AS "captain_pairs: Json<Vec<[PlayerId; 2]>>",
                  g.used_locations, g.rounds_dealt, g.ended_at, g.end_reason, g.moderator_id
           FROM rooms r JOIN games g ON g.id = r.current_game_id
           WHERE r.id = $1"#,
        room_id
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| {
        let game = GameColumns {
            number: r.number,
            settings: r.settings.0,
            candidates: r.candidates.0,
            rounds_total: r.rounds_total,
            captain_pairs: r.captain_pairs.0,
            used_locations: r.used_locations,
            rounds_dealt: r.rounds_dealt,
            ended_at: r.ended_at,
            end_reason: r.end_reason,
            moderator_id: r.moderator_id,
        };
        (r.id, game.into_game())
    }))
}

/// A game's columns as a statement reads them, whichever statement it is.
pub(super) struct GameColumns {
    pub number: i32,
    pub settings: RoomSettings,
    pub candidates: Vec<Location>,
    pub rounds_total: i32,
    pub captain_pairs: Vec<[PlayerId; 2]>,
    pub used_locations: Vec<String>,
    pub rounds_dealt: i32,
    pub ended_at: Option<DateTime<Utc>>,
    pub end_reason: Option<String>,
    pub moderator_id: Option<Uuid>,
}

impl GameColumns {
    pub fn into_game(self) -> Game {
        Game {
            ended: game_end(self.ended_at, self.end_reason.as_deref(), &self.settings),
            number: self.number,
            settings: self.settings,
            candidates: self.candidates,
            rounds_total: self.rounds_total as u32,
            captained: self.captain_pairs,
            used_locations: self.used_locations,
            rounds_dealt: self.rounds_dealt as u32,
            moderator: self.moderator_id.map(PlayerId),
        }
    }
}

/// Why a game stored as ended ended: its `end_reason`, or for a game that ended before
/// reasons were kept, the reason its mode implies.
pub fn game_end(
    ended_at: Option<DateTime<Utc>>,
    reason: Option<&str>,
    settings: &RoomSettings,
) -> Option<GameEnd> {
    ended_at?;
    Some(
        reason
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| GameEnd::assumed(settings.mode)),
    )
}

/// Writes what a game has used and whether it is over.
pub async fn save_game(
    conn: &mut PgConnection,
    id: Uuid,
    game: &Game,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET used_locations = $2, rounds_dealt = $3,
                ended_at = CASE WHEN $4::text IS NOT NULL THEN coalesce(ended_at, $5) END,
                end_reason = $4, rounds_total = $6, captain_pairs = $7
         WHERE id = $1",
        id,
        &game.used_locations,
        game.rounds_dealt as i32,
        game.ended.map(<&'static str>::from),
        now,
        game.rounds_total as i32,
        Json(&game.captained) as _
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_round(
    conn: &mut PgConnection,
    id: Uuid,
    game_id: Uuid,
    round: &Round,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO rounds (id, game_id, number, deal, state, phase, next_deadline, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        id,
        game_id,
        round.number as i32,
        Json(DealPart::of(round)) as _,
        Json(PlayPart::of(round)) as _,
        phase_name(round),
        round.next_deadline().map(time),
        time(round.started_at)
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The latest round of a game.
pub async fn latest_round(
    db: impl PgExecutor<'_>,
    game_id: Uuid,
) -> Result<Option<(Uuid, Round)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT id, deal::text AS "deal!", state::text AS "state!" FROM rounds
           WHERE game_id = $1 ORDER BY number DESC LIMIT 1"#,
        game_id
    )
    .fetch_optional(db)
    .await?;
    row.map(|r| Ok((r.id, read_round(&r.deal, &r.state)?)))
        .transpose()
}

/// The round stored as these two texts (`db::stored_round::joined`), failing as a column
/// that cannot be decoded does.
pub fn read_round(deal: &str, state: &str) -> Result<Round, sqlx::Error> {
    joined(deal, state).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

/// Every round of a game, in order.
pub async fn game_rounds(
    db: impl PgExecutor<'_>,
    game_id: Uuid,
) -> Result<Vec<Round>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT deal || state AS "state!: Json<Round>" FROM rounds
           WHERE game_id = $1 ORDER BY number"#,
        game_id
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| r.state.0).collect())
}

/// Writes a round's new state and the rows that mirror it: the questions and votes added
/// since `stored` (the state the database holds), and the points once the round is over.
/// Only what is new is sent: a move adds a row or two, never the whole round again.
pub async fn save_round(
    conn: &mut PgConnection,
    id: Uuid,
    round: &Round,
    stored: Option<&Round>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE rounds SET state = CASE WHEN $6::jsonb IS NULL AND deal = '{}' THEN state || $2
                                        ELSE $2 END,
                           deal = coalesce($6, deal),
                           phase = $3, next_deadline = $4, ended_at = $5
         WHERE id = $1",
        id,
        Json(PlayPart::of(round)) as _,
        phase_name(round),
        round.next_deadline().map(time),
        round.result.as_ref().map(|r| time(r.ended_at)),
        DealPart::changed(round, stored).map(Json) as _
    )
    .execute(&mut *conn)
    .await?;
    insert_questions(conn, id, round, stored.map_or(0, |r| r.questions.len())).await?;
    insert_votes(conn, id, round, stored).await?;
    if let Some(result) = &round.result
        && !stored.is_some_and(Round::is_over)
    {
        insert_scores(conn, id, result).await?;
    }
    Ok(())
}

/// The points of a round that has just ended: written once, when it ends.
async fn insert_scores(
    conn: &mut PgConnection,
    id: Uuid,
    result: &RoundResult,
) -> Result<(), sqlx::Error> {
    let players: Vec<Uuid> = result.points.iter().map(|(p, _)| p.0).collect();
    let points: Vec<i32> = result.points.iter().map(|(_, n)| *n).collect();
    sqlx::query!(
        "INSERT INTO round_scores (round_id, player_id, points)
             SELECT $1, * FROM UNNEST($2::uuid[], $3::int[])
             ON CONFLICT DO NOTHING",
        id,
        &players,
        &points
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The round's questions from the `from`-th on.
async fn insert_questions(
    conn: &mut PgConnection,
    id: Uuid,
    round: &Round,
    from: usize,
) -> Result<(), sqlx::Error> {
    let rows = QuestionRows::added(round, from);
    if rows.is_empty() {
        return Ok(());
    }
    sqlx::query!(
        "INSERT INTO round_questions (round_id, seq, asker_id, target_id, asked_at)
         SELECT $1, * FROM UNNEST($2::int[], $3::uuid[], $4::uuid[], $5::timestamptz[])
         ON CONFLICT DO NOTHING",
        id,
        &rows.seq,
        &rows.askers,
        &rows.targets,
        &rows.at
    )
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The votes cast since `stored`, in accusations and final voting alike.
async fn insert_votes(
    conn: &mut PgConnection,
    id: Uuid,
    round: &Round,
    stored: Option<&Round>,
) -> Result<(), sqlx::Error> {
    let rows = VoteRows::added(round, stored);
    if rows.is_empty() {
        return Ok(());
    }
    sqlx::query!(
        "INSERT INTO round_votes (round_id, final_voting, ballot_seq, suspect_id, accuser_id, voter_id, yes)
         SELECT $1, * FROM UNNEST($2::bool[], $3::int[], $4::uuid[], $5::uuid[], $6::uuid[], $7::bool[])
         ON CONFLICT DO NOTHING",
        id,
        &rows.finals,
        &rows.seqs,
        &rows.suspects,
        &rows.accusers as &[Option<Uuid>],
        &rows.voters,
        &rows.yes
    )
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Codes of rooms whose current round has a transition due by `now`, for the sweeper.
pub async fn rooms_with_due_rounds(
    db: impl PgExecutor<'_>,
    now: Millis,
    limit: i64,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT ro.code FROM rounds r
         JOIN games g ON g.id = r.game_id
         JOIN rooms ro ON ro.current_game_id = g.id
         WHERE r.next_deadline <= $1 AND ro.closed_at IS NULL
         ORDER BY r.next_deadline
         LIMIT $2",
        time(now),
        limit
    )
    .fetch_all(db)
    .await
}

pub(super) fn phase_name(round: &Round) -> String {
    serde_json::to_value(round.phase)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}
