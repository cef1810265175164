//! How an API write runs its change: the request's idempotency key claimed in a
//! transaction, the application layer's operation (`app::play`, `app::lobby`,
//! `app::night_players`) run in it, and the caller's new view committed with the key as
//! the answer ([`claimed_write`]; [`write()`] for a room).

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse};
use futures_util::future::LocalBoxFuture;
use std::sync::Arc;

use serde::Serialize;
use sqlx::PgConnection;

use crate::app::room::{Written, next_deadline, view_of, written_state};
use crate::app::table_packs::TablePackError;
use crate::app::{AppError, AppResult};
use crate::db::room_state::RoomState;
use crate::engine::Millis;
use crate::http::caller::AuthUser;
use crate::http::idempotency::Idempotency;
use crate::http::languages::{content_language, tag_suffix};
use crate::http::problem::ApiError;
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::packs::languages::Preferences;

/// A write to a room as asked: by whom, under which idempotency key, and in which
/// languages the caller reads the view it answers.
pub struct RoomWrite {
    pub caller: AuthUser,
    pub key: Idempotency,
    pub wanted: Preferences,
}

impl FromRequest for RoomWrite {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller = AuthUser::from_request(req, payload);
        let key = Idempotency::from_request(req, payload);
        let wanted = Preferences::from_request(req, payload).into_inner();
        Box::pin(async move {
            Ok(RoomWrite {
                caller: caller.await?,
                key: key.await?,
                wanted: wanted.unwrap_or_default(),
            })
        })
    }
}

/// Runs `change` for the caller and answers their view of the room it returns, in the
/// first of their languages the room has, with `status`.
pub async fn write<F, W>(
    state: &AppState,
    asked: &RoomWrite,
    status: StatusCode,
    change: F,
) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<W>,
    W: Into<Written>,
{
    write_as(state, asked, async |tx, now| {
        Ok((change(tx, now).await?.into(), status))
    })
    .await
}

/// As [`write()`] when the change itself says which status it answers with.
pub async fn write_as<F>(state: &AppState, asked: &RoomWrite, change: F) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<(Written, StatusCode)>,
{
    let RoomWrite {
        caller,
        key,
        wanted,
    } = asked;
    let caller = *caller;
    let changed = async |tx: &mut PgConnection, now: Millis| {
        let (done, status) = change(tx, now).await?;
        let written = match done.state {
            Some(from_memory) => {
                state.metrics.moves_from_memory.inc();
                from_memory
            }
            None => {
                let known = state.live.last_state(&done.room.code);
                written_state(tx, &done.room, known.as_deref()).await?
            }
        };
        Ok::<_, AppError>((written, status, now))
    };
    let mut language = None;
    let answer = |(written, status, now): &(RoomState, StatusCode, Millis)| {
        let (view, lang) = view_of(written, caller.user_id, *now, &state.public, wanted);
        let suffix = tag_suffix(wanted);
        let tag = super::room_polling::etag(view.version, caller.user_id, &suffix);
        language = lang;
        Ok(Answer {
            view,
            status: *status,
            tag,
        })
    };
    let (mut res, (written, _, _)) = claimed_write(state, caller, key, changed, answer).await?;
    content_language(&mut res, language.as_deref());
    // This instance's map gets the state just written: a poll here right after the
    // change neither waits for the notification nor reads the room again.
    let deadline = next_deadline(&written);
    state.live.saw_state(Arc::new(written), deadline);
    Ok(res)
}

/// What a write answers: the caller's new view, with its status and ETag.
pub struct Answer<V> {
    pub view: V,
    pub status: StatusCode,
    pub tag: String,
}

/// A refusal of a write: whether the transaction is still worth committing for what time
/// alone caused before it (only a room's moves have time in them).
pub trait Refused: Into<ApiError> {
    fn keeps_time(&self) -> bool {
        false
    }
}

impl Refused for AppError {
    fn keeps_time(&self) -> bool {
        AppError::keeps_time(self)
    }
}

impl Refused for TablePackError {}

/// Runs `change` in a transaction that first claims the request's idempotency key (a
/// retry gets the stored answer and changes nothing), and commits with it the answer
/// `answer` makes of the change's result; hands that result back after the commit.
/// A refused change is rolled back, except what time alone caused before it.
pub async fn claimed_write<T, V: Serialize, E: Refused>(
    state: &AppState,
    caller: AuthUser,
    key: &Idempotency,
    change: impl AsyncFnOnce(&mut PgConnection, Millis) -> Result<T, E>,
    answer: impl FnOnce(&T) -> ApiResult<Answer<V>>,
) -> ApiResult<(HttpResponse, T)> {
    let now = state.clock.now_ms();
    let mut tx = state.pool.begin().await?;
    // First, before the room's or night's lock.
    let claim = key.claim(&mut tx, caller, now).await?;
    match change(&mut tx, now).await {
        Ok(done) => {
            let Answer { view, status, tag } = answer(&done)?;
            let res = claim.commit(tx, status, &view, Some(tag)).await?;
            Ok((res, done))
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
