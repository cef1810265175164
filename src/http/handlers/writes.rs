//! How an API write runs its change: the request's idempotency key claimed in a
//! transaction, the application layer's operation (`app::play`, `app::lobby`,
//! `app::night_players`) run in it, and the caller's new view committed with the key as
//! the answer ([`claimed_write`]; [`write()`] for a room).

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use futures_util::future::LocalBoxFuture;
use std::sync::Arc;

use serde::Serialize;
use sqlx::PgConnection;

use crate::app::room::{Asker, Seen, Written, next_deadline, view_of, written_state};
use crate::app::table_packs::TablePackError;
use crate::app::{AppError, AppResult};
use crate::db::room_state::RoomState;
use crate::engine::Millis;
use crate::http::caller::{AuthUser, caller_without_db, check_session};
use crate::http::idempotency::{Headers, Idempotency};
use crate::http::languages::{content_language, tag_suffix};
use crate::http::path_codes::room_in_path;
use crate::http::problem::ApiError;
use crate::http::problem::ApiResult;
use crate::http::refusal::InvalidIfMatch;
use crate::http::state::AppState;
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::room_view::RoomView;

/// A write to a room as asked: by whom, to which room, from what they saw of it
/// (`If-Match`), under which idempotency key, and in which languages the caller reads the
/// view it answers.
pub struct RoomWrite {
    pub caller: AuthUser,
    /// The room the path names; `None` for a room being created.
    room: Option<RoomCode>,
    /// `If-Match` as sent: read by [`RoomWrite::asker`], for the writes that take it.
    if_match: Option<String>,
    pub key: Idempotency,
    pub wanted: Preferences,
}

impl RoomWrite {
    /// The caller as the application layer checks them: who, and what they saw (400
    /// `invalid_if_match` when `If-Match` says neither a version nor a situation).
    pub fn asker(&self) -> ApiResult<Asker> {
        Ok(Asker {
            user: self.caller.user_id,
            seen: if_match_seen(self.if_match.as_deref())?,
        })
    }
}

impl FromRequest for RoomWrite {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller = AuthUser::from_request(req, payload);
        let asked = RoomWrite::without_caller(req, payload);
        Box::pin(async move { asked(caller.await?) })
    }
}

impl RoomWrite {
    /// The write's parts other than its caller, read from the request.
    fn without_caller(
        req: &HttpRequest,
        payload: &mut Payload,
    ) -> impl FnOnce(AuthUser) -> Result<RoomWrite, ApiError> + 'static {
        let key = Idempotency::from_request(req, payload).into_inner();
        let wanted = Preferences::from_request(req, payload).into_inner();
        let if_match = req
            .headers()
            .get(actix_web::http::header::IF_MATCH)
            .map(|v| v.to_str().unwrap_or_default().to_string());
        let room = room_in_path(req);
        move |caller| {
            Ok(RoomWrite {
                caller,
                room,
                if_match,
                key: key?,
                wanted: wanted.unwrap_or_default(),
            })
        }
    }
}

/// A write whose caller's token is correctly signed, unexpired and not known here to be
/// revoked, but whose session has not been looked up in the database: a move written in
/// one statement checks it there (`db::moves`), and every other way takes
/// [`UncheckedWrite::checked`] first.
pub struct UncheckedWrite {
    asked: RoomWrite,
    session_checked: bool,
}

impl UncheckedWrite {
    /// The caller as the token names them, their session not yet checked.
    pub fn unchecked_caller(&self) -> AuthUser {
        self.asked.caller
    }

    /// As [`RoomWrite::asker`].
    pub fn asker(&self) -> ApiResult<Asker> {
        self.asked.asker()
    }

    pub fn key(&self) -> &Idempotency {
        &self.asked.key
    }

    pub fn wanted(&self) -> &Preferences {
        &self.asked.wanted
    }

    /// The write once the caller's session is found to hold (401 otherwise).
    pub async fn checked(self, state: &AppState) -> ApiResult<RoomWrite> {
        if !self.session_checked {
            check_session(state, self.asked.caller).await?;
        }
        Ok(self.asked)
    }
}

impl FromRequest for UncheckedWrite {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let signed =
            (req.app_data::<web::Data<AppState>>()).and_then(|s| caller_without_db(s, req));
        let Some(caller) = signed else {
            // Not decidable here (or refused): the database's check, and its 401.
            let asked = RoomWrite::from_request(req, payload);
            return Box::pin(async move {
                let asked = asked.await?;
                Ok(UncheckedWrite {
                    asked,
                    session_checked: true,
                })
            });
        };
        let asked = RoomWrite::without_caller(req, payload)(caller);
        Box::pin(async move {
            Ok(UncheckedWrite {
                asked: asked?,
                session_checked: false,
            })
        })
    }
}

/// What an `If-Match` header says the client saw: a round's situation (`"s..."`) or a
/// version (`"<version>"`, or the view's ETag `"<version>-<caller>..."`); `None` without
/// the header or with `*` (any version, RFC 9110).
fn if_match_seen(header: Option<&str>) -> ApiResult<Option<Seen>> {
    let Some(text) = header.map(str::trim).filter(|t| *t != "*") else {
        return Ok(None);
    };
    let inner = text.trim_start_matches("W/").trim_matches('"');
    if inner.starts_with('s') && inner.len() <= 64 {
        return Ok(Some(Seen::Situation(inner.to_string())));
    }
    let version = inner.split('-').next().unwrap_or_default();
    let version = version.parse().map_err(|_| InvalidIfMatch)?;
    Ok(Some(Seen::Version(version)))
}

/// How a write answers: 200, or 201 with the `Location` of what it made.
#[derive(Clone, Copy)]
pub enum Reply {
    Ok,
    Created(Locate),
}

/// Runs `change` for the caller and answers their view of the room it returns, in the
/// first of their languages the room has, as `reply` says.
pub async fn write<F, W>(
    state: &AppState,
    asked: &RoomWrite,
    reply: Reply,
    change: F,
) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<W>,
    W: Into<Written>,
{
    let status = match reply {
        Reply::Ok => StatusCode::OK,
        Reply::Created(_) => StatusCode::CREATED,
    };
    let locate = match reply {
        Reply::Ok => None,
        Reply::Created(locate) => Some(locate),
    };
    write_as(state, asked, locate, async |tx, now| {
        Ok((change(tx, now).await?.into(), status))
    })
    .await
}

/// Where a 201 `Location` points, read from the view the write answers: what it created.
pub type Locate = fn(&RoomView) -> String;

/// The room itself: a created room, a seat in it.
pub fn at_room(view: &RoomView) -> String {
    format!("/api/v1/rooms/{}", view.code)
}

/// As [`write()`] when the change itself says which status it answers with; a 201 points
/// at what `locate` says it created.
pub async fn write_as<F>(
    state: &AppState,
    asked: &RoomWrite,
    locate: Option<Locate>,
    change: F,
) -> ApiResult<HttpResponse>
where
    F: AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<(Written, StatusCode)>,
{
    let RoomWrite {
        caller,
        room,
        key,
        wanted,
        ..
    } = asked;
    let caller = *caller;
    // As a move written in one statement holds it (`fast_move`): the phones the commit's
    // notification wakes here wait for the state kept below instead of reading the room.
    // Taken before the transaction and its locks, and before the clock is read.
    let writing = match room {
        Some(code) => state.live.gate(code).await,
        None => None,
    };
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
        let (view, tag, lang) = callers_view(state, written, caller.user_id, *now, wanted);
        language = lang;
        let location = locate
            .filter(|_| *status == StatusCode::CREATED)
            .map(|at| at(&view));
        Ok(Answer {
            view,
            status: *status,
            tag,
            location,
        })
    };
    let (mut res, (written, _, _)) = claimed_write(state, caller, key, changed, answer).await?;
    content_language(&mut res, language.as_deref());
    keep_written(state, written);
    drop(writing);
    Ok(res)
}

/// The caller's view of the room as `written` leaves it, its ETag, and the language its
/// names are in.
pub fn callers_view(
    state: &AppState,
    written: &RoomState,
    user: uuid::Uuid,
    now: Millis,
    wanted: &Preferences,
) -> (RoomView, String, Option<String>) {
    let (view, language) = view_of(written, user, now, &state.public, wanted);
    let tag = super::room_polling::etag(view.version, user, &tag_suffix(wanted));
    (view, tag, language)
}

/// Hands the state a write left to this instance's map: a poll here right after the
/// change neither waits for the notification nor reads the room again.
pub fn keep_written(state: &AppState, written: RoomState) {
    let deadline = next_deadline(&written);
    state.live.saw_state(Arc::new(written), deadline);
}

/// What a write answers: the caller's new view, with its status and ETag, and for a 201
/// the path of what it created.
pub struct Answer<V> {
    pub view: V,
    pub status: StatusCode,
    pub tag: String,
    pub location: Option<String>,
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
            let Answer {
                view,
                status,
                tag,
                location,
            } = answer(&done)?;
            let headers = Headers {
                etag: Some(tag),
                location,
            };
            let res = claim.commit(tx, status, &view, headers).await?;
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
