//! What every room handler shares around the application layer's room (`app::room`):
//! opening a change with the request's idempotency key claimed, the caller's seat, and
//! committing with the caller's view as the answer.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use uuid::Uuid;

pub use crate::app::room::{
    Loaded, Play, current_play, load_view, lock, lock_settled, next_deadline, save_round,
    settle_time, view_of,
};
use crate::db::{self, rooms::RoomRow};
use crate::engine::{Millis, PlayerId};
use crate::http::caller::AuthUser;
use crate::http::idempotency::{Claim, Idempotency};
use crate::http::problem::ApiResult;
use crate::http::refusal::NotAMember;
use crate::http::state::AppState;
use crate::rooms::lobby::Seated;
use crate::rooms::room_view::RoomView;

pub type Tx = sqlx::Transaction<'static, sqlx::Postgres>;

/// Starts a change to a room: the current time, a transaction holding the room's lock,
/// and the room with what time alone has caused by now already applied.
pub async fn open_for_change(state: &AppState, raw_code: &str) -> ApiResult<(Tx, RoomRow, Millis)> {
    let now = state.clock.now_ms();
    let mut tx = state.pool.begin().await?;
    let room = lock_settled(&mut tx, raw_code, now).await?;
    Ok((tx, room, now))
}

/// As [`open_for_change`] for a caller's write: the request's idempotency key is claimed
/// first, so a retry gets the stored answer (as `ApiError::Replay`) and changes nothing.
pub async fn open_for_write(
    state: &AppState,
    raw_code: &str,
    caller: AuthUser,
    key: &Idempotency,
) -> ApiResult<(Tx, RoomRow, Claim)> {
    let now = state.clock.now_ms();
    let mut tx = state.pool.begin().await?;
    let claim = key.claim(&mut tx, caller, now).await?;
    let room = lock_settled(&mut tx, raw_code, now).await?;
    Ok((tx, room, claim))
}

/// As [`open_for_write`] for a player at the table: the room's players and play loaded
/// once, and the caller's player (403 `not_a_member` for anyone else).
pub async fn open_seated(
    state: &AppState,
    raw_code: &str,
    caller: AuthUser,
    key: &Idempotency,
) -> ApiResult<(Tx, RoomRow, Claim, Loaded, PlayerId)> {
    let (mut tx, room, claim) = open_for_write(state, raw_code, caller, key).await?;
    let loaded = Loaded::load(&mut tx, &room).await?;
    let actor = member_of(&loaded.seated, caller)?;
    Ok((tx, room, claim, loaded, actor))
}

/// The caller's player among the seated, or 403 `not_a_member`.
pub fn member_of(seated: &[Seated], caller: AuthUser) -> ApiResult<PlayerId> {
    seated
        .iter()
        .find(|p| p.user_id == caller.user_id)
        .map(|p| PlayerId(p.player_id))
        .ok_or_else(|| NotAMember.into())
}

/// Commits a change to a room with the caller's new view as the answer, and tells this
/// instance's map of versions at once, so that a poll here right after the change does
/// not wait for the notification.
pub async fn commit_change(
    state: &AppState,
    tx: Tx,
    claim: Claim,
    room_id: Uuid,
    status: StatusCode,
    view: &RoomView,
) -> ApiResult<HttpResponse> {
    let tag = super::room_polling::etag(view.version, claim.user_id);
    let res = claim.commit(tx, status, view, Some(tag)).await?;
    state.live.changed(room_id, view.version);
    Ok(res)
}

/// Ends a change to a room: bumps its version and commits with the caller's new view as
/// the answer.
pub async fn finish_change(
    state: &AppState,
    mut tx: Tx,
    claim: Claim,
    room: &RoomRow,
    caller: AuthUser,
    status: StatusCode,
) -> ApiResult<HttpResponse> {
    db::rooms::bump_version(&mut tx, room.id).await?;
    let view = load_view(&mut tx, room, caller.user_id, claim.now).await?;
    commit_change(state, tx, claim, room.id, status, &view).await
}
