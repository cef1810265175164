//! How a room handler runs its change: the request's idempotency key claimed in a
//! transaction, the application layer's operation (`app::play`, `app::lobby`) run in it,
//! and the caller's new view committed with the key as the answer.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use std::sync::Arc;

use sqlx::PgConnection;

use crate::app::AppResult;
use crate::app::room::{Written, next_deadline, view_of, written_state};
use crate::db::room_state::RoomState;
use crate::engine::Millis;
use crate::http::caller::AuthUser;
use crate::http::idempotency::{Claim, Idempotency};
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::rooms::room_view::RoomView;

pub type Tx = sqlx::Transaction<'static, sqlx::Postgres>;

/// Runs `change` for the caller and answers their view of the room it returns, with
/// `status`.
pub async fn write<F, W>(
    state: &AppState,
    caller: AuthUser,
    key: &Idempotency,
    status: StatusCode,
    change: F,
) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<W>,
    W: Into<Written>,
{
    write_as(state, caller, key, async |tx, now| {
        Ok((change(tx, now).await?.into(), status))
    })
    .await
}

/// As [`write()`] when the change itself says which status it answers with.
pub async fn write_as<F>(
    state: &AppState,
    caller: AuthUser,
    key: &Idempotency,
    change: F,
) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<(Written, StatusCode)>,
{
    let now = state.clock.now_ms();
    let mut tx = state.pool.begin().await?;
    // First, before the room's lock: a retry gets the stored answer and changes nothing.
    let claim = key.claim(&mut tx, caller, now).await?;
    match change(&mut tx, now).await {
        Ok((done, status)) => {
            let written = match done.state {
                Some(from_memory) => {
                    state.metrics.moves_from_memory.inc();
                    from_memory
                }
                None => written_state(&mut tx, &done.room).await?,
            };
            let view = view_of(&written, caller.user_id, now, &state.public);
            commit_change(state, tx, claim, written, status, &view).await
        }
        Err(e) if e.keeps_time() => {
            tx.commit().await?;
            Err(e.into())
        }
        Err(e) => {
            tx.rollback().await?;
            Err(e.into())
        }
    }
}

/// Commits a change to a room with the caller's new view as the answer, and hands this
/// instance's map the state just written: a poll here right after the change neither
/// waits for the notification nor reads the room again.
pub async fn commit_change(
    state: &AppState,
    tx: Tx,
    claim: Claim,
    written: RoomState,
    status: StatusCode,
    view: &RoomView,
) -> ApiResult<HttpResponse> {
    let tag = super::room_polling::etag(view.version, claim.user_id);
    let res = claim.commit(tx, status, view, Some(tag)).await?;
    let deadline = next_deadline(&written);
    state.live.saw_state(Arc::new(written), deadline);
    Ok(res)
}
