//! The HTTP side of a move written in one statement (`app::fast_move`): the answer, the
//! caller's view after the move, is made before the write, so that it can be kept under
//! the request's idempotency key in the same statement; it is sent only once written.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;

use super::writes::{UncheckedWrite, callers_view, keep_written};
use crate::app::fast_move;
use crate::app::room::Asker;
use crate::db::idempotency::{KEEP_MS, StoredReply};
use crate::db::moves::KeptReply;
use crate::engine::{Action, datetime};
use crate::http::idempotency::Headers;
use crate::http::languages::content_language;
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::rooms::code::RoomCode;

/// The caller's answer to `action` in the room `code`, made on the state this instance
/// last kept of it, when it was written in one statement, which checks the caller's
/// session itself; `None` sends the move the transaction's way.
pub async fn try_move(
    state: &AppState,
    asked: &UncheckedWrite,
    asker: &Asker,
    action: &Action,
    code: &RoomCode,
) -> ApiResult<Option<HttpResponse>> {
    // The move's notification may wake this instance's phones before its state is kept:
    // they wait at the gate for it rather than read the room again. Taken before the clock
    // is read, so that a wait here cannot date the move before a deadline it waited past,
    // and before the state is, so that a write it waited for is in it.
    let writing = state.live.gate(code).await;
    let Some(known) = state.live.last_state(code) else {
        return Ok(None);
    };
    let now = state.clock.now_ms();
    let Some(planned) = fast_move::plan(&known, asker, action, now) else {
        return Ok(None);
    };
    let caller = asked.unchecked_caller();
    let user = caller.user_id;
    let (view, tag, language) = callers_view(state, &planned.state, user, now, asked.wanted());
    let body = serde_json::to_vec(&view).map_err(anyhow::Error::from)?;
    let reply = asked.key().0.as_ref().map(|k| StoredReply {
        fingerprint: k.fingerprint.clone(),
        status: StatusCode::OK.as_u16() as i16,
        body: body.clone(),
        etag: Some(tag.clone()),
        location: None,
    });
    let kept = (asked.key().0.as_ref())
        .zip(reply.as_ref())
        .map(|(k, reply)| KeptReply {
            user_id: user,
            key: &k.key,
            since: datetime(now - KEEP_MS),
            reply,
        });
    if !fast_move::write(&state.pool, &planned, caller.token_id, kept.as_ref(), now).await? {
        return Ok(None);
    }
    state.metrics.moves_in_one_statement.inc();
    keep_written(state, planned.state);
    drop(writing);
    let headers = Headers {
        etag: Some(tag),
        location: None,
    };
    let mut res = headers.answer(StatusCode::OK, body);
    content_language(&mut res, language.as_deref());
    Ok(Some(res))
}
