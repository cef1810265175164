//! A move in a round written in one statement: no `BEGIN`, no lock held across round trips.
//! The statement checks that the caller's session still holds (their token recorded,
//! unrevoked and unexpired), so the move needs no other round trip; that the room is still
//! at the version the move was made on; and, with an idempotency key, that the key is
//! free. Then it bumps the version (which notifies every instance), saves the round's play
//! (its deal stays as written: `db::stored_round`) and its new question and vote rows, and
//! keeps the answer under the key; when a check fails it changes nothing and answers no
//! version.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::games::phase_name;
use crate::db::idempotency::StoredReply;
use crate::db::round_rows::{QuestionRows, VoteRows};
use crate::db::stored_round::{DealPart, PlayPart};
use crate::engine::Round;
use crate::engine::datetime as time;

/// A move made on the room's state at `version` by the holder of the token `token_id`
/// (`user_id`): the round as it was and as the move leaves it (not over: a round's end also
/// writes its points and may end the game).
pub struct MoveWrite<'a> {
    pub user_id: Uuid,
    pub token_id: Uuid,
    pub room_id: Uuid,
    pub version: i64,
    pub round_id: Uuid,
    pub before: &'a Round,
    pub after: &'a Round,
    pub at: DateTime<Utc>,
}

/// The answer to keep under the caller's idempotency key, and from when a stored answer
/// still counts (older ones have expired and are replaced).
pub struct KeptReply<'a> {
    pub user_id: Uuid,
    pub key: &'a str,
    pub since: DateTime<Utc>,
    pub reply: &'a StoredReply,
}

/// Writes the move; the room's new version, or `None` when the caller's session is gone,
/// the room has moved on or is closed, or the key is taken (in use or used): nothing was
/// written then, and the move goes the transaction's way.
pub async fn write_move(
    db: impl PgExecutor<'_>,
    m: &MoveWrite<'_>,
    kept: Option<&KeptReply<'_>>,
) -> sqlx::Result<Option<i64>> {
    let questions = QuestionRows::added(m.after, m.before.questions.len());
    let votes = VoteRows::added(m.after, Some(m.before));
    let reply = kept.map(|k| k.reply);
    sqlx::query_scalar!(
        r#"WITH claim AS (
               SELECT EXISTS (SELECT 1 FROM tokens
                              WHERE id = $26 AND user_id = $27 AND revoked_at IS NULL
                                AND expires_at > now())
                      AND ($9::text IS NULL
                           OR (pg_try_advisory_xact_lock(hashtextextended($8::uuid::text || '/' || $9, 7))
                               AND NOT EXISTS (SELECT 1 FROM idempotency_keys
                                               WHERE user_id = $8 AND key = $9 AND created_at >= $10)))
                      AS allowed),
           bumped AS (
               UPDATE rooms SET version = version + 1, updated_at = $3
               WHERE id = $1 AND version = $2 AND closed_at IS NULL AND (SELECT allowed FROM claim)
               RETURNING version),
           saved AS (
               UPDATE rounds SET state = CASE WHEN $25::jsonb IS NULL AND deal = '{}'
                                              THEN state || $5 ELSE $5 END,
                                 deal = coalesce($25, deal), phase = $6, next_deadline = $7
               WHERE id = $4 AND EXISTS (SELECT 1 FROM bumped)),
           asked AS (
               INSERT INTO round_questions (round_id, seq, asker_id, target_id, asked_at)
               SELECT $4, q.* FROM UNNEST($11::int[], $12::uuid[], $13::uuid[], $14::timestamptz[]) q
               WHERE EXISTS (SELECT 1 FROM bumped)
               ON CONFLICT DO NOTHING),
           voted AS (
               INSERT INTO round_votes (round_id, final_voting, ballot_seq, suspect_id, accuser_id,
                                        voter_id, yes)
               SELECT $4, v.* FROM UNNEST($15::bool[], $16::int[], $17::uuid[], $18::uuid[],
                                         $19::uuid[], $20::bool[]) v
               WHERE EXISTS (SELECT 1 FROM bumped)
               ON CONFLICT DO NOTHING),
           kept AS (
               INSERT INTO idempotency_keys
                   (user_id, key, fingerprint, status, body, created_at, etag, location)
               SELECT $8, $9, $21::bytea, $22::int2, $23::bytea, $3, $24::text, NULL
               FROM bumped WHERE $9::text IS NOT NULL
               ON CONFLICT (user_id, key) DO UPDATE
               SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status,
                   body = EXCLUDED.body, created_at = EXCLUDED.created_at,
                   etag = EXCLUDED.etag, location = EXCLUDED.location)
           SELECT version AS "version!" FROM bumped"#,
        m.room_id,
        m.version,
        m.at,
        m.round_id,
        Json(PlayPart::of(m.after)) as _,
        phase_name(m.after),
        m.after.next_deadline().map(time),
        kept.map(|k| k.user_id),
        kept.map(|k| k.key),
        kept.map(|k| k.since),
        &questions.seq,
        &questions.askers,
        &questions.targets,
        &questions.at,
        &votes.finals,
        &votes.seqs,
        &votes.suspects,
        &votes.accusers as &[Option<Uuid>],
        &votes.voters,
        &votes.yes,
        reply.map(|r| r.fingerprint.as_slice()),
        reply.map(|r| r.status),
        reply.map(|r| r.body.as_slice()),
        reply.and_then(|r| r.etag.as_deref()),
        DealPart::changed(m.after, Some(m.before)).map(Json) as _,
        m.token_id,
        m.user_id
    )
    .fetch_optional(db)
    .await
}
