//! A move made on the room's state as this instance holds it and written in one statement
//! (`db::moves`): no transaction, no lock held across round trips. Only when nothing but
//! the move changes the room (no time transition due, the round goes on after it) and
//! the move is allowed; a room that moved on meanwhile, and everything else, go the
//! transaction's way (`play::act`), which also answers every refusal.

use sqlx::PgPool;
use uuid::Uuid;

use super::AppResult;
use super::room::{Asker, LoadedRoom, state_after};
use crate::db::moves::{KeptReply, MoveWrite, write_move};
use crate::db::room_state::RoomState;
use crate::engine::{Action, Millis, Round, datetime};

/// A move worked out on the state at `made_on`, before it is written.
pub struct PlannedMove {
    /// The room's state after the move, at the version the write gives it.
    pub state: RoomState,
    user: Uuid,
    made_on: i64,
    round_id: Uuid,
    before: Round,
}

/// The move `action` by `asker` on `known` at `now`, when it can be written in one
/// statement.
pub fn plan(known: &RoomState, asker: &Asker, action: &Action, now: Millis) -> Option<PlannedMove> {
    if known.room.closed {
        return None;
    }
    let mut loaded = LoadedRoom::from_state(known);
    let actor = loaded.require_member(asker.user).ok()?;
    asker.check_current(&known.room, &loaded).ok()?;
    let play = loaded.play.as_mut()?;
    let (round_id, before) = play.round.clone()?;
    if before.tick(now).is_some() {
        return None;
    }
    let (after, _events) = before.apply(actor, action, now).ok()?;
    if after.is_over() {
        return None;
    }
    play.round = Some((round_id, after));
    let mut room = known.room.clone();
    room.version += 1;
    Some(PlannedMove {
        state: state_after(known, &room, loaded),
        user: asker.user,
        made_on: known.room.version,
        round_id,
        before,
    })
}

/// Writes the planned move made with the token `token_id` (with the answer kept under the
/// caller's key, if any): whether it was written. Not written means the token's session is
/// gone, the room moved on or closed, or the key is taken, and nothing changed. The
/// session is checked in the same statement, so the caller needs no check before it.
pub async fn write(
    pool: &PgPool,
    planned: &PlannedMove,
    token_id: Uuid,
    kept: Option<&KeptReply<'_>>,
    now: Millis,
) -> AppResult<bool> {
    // `plan` left the round in the state; without it there is nothing to write.
    let Some((_, after)) = (planned.state.game.as_ref()).and_then(|g| g.round.as_ref()) else {
        return Ok(false);
    };
    let write = MoveWrite {
        user_id: planned.user,
        token_id,
        room_id: planned.state.room.id,
        version: planned.made_on,
        round_id: planned.round_id,
        before: &planned.before,
        after,
        at: datetime(now),
    };
    let version = write_move(pool, &write, kept).await?;
    debug_assert!(version.is_none_or(|v| v == planned.state.room.version));
    Ok(version.is_some())
}
