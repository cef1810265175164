//! The room view as phones poll it: conditional GETs answered from memory, long-polls
//! woken by a change on any instance, and a Server-Sent Events stream.
//!
//! A view's ETag is `"<version>-<user id>"`. A poll whose tag is current is answered 304
//! from this instance's [`crate::live::Live`] map, with the token checked by signature and
//! the in-process revocation set: no database round trip. Anything the map cannot vouch
//! for (an unknown room, a version it has not seen, a deadline that has passed, a
//! listener that is reconnecting) takes the database path.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use futures_util::stream;
use serde::{Deserialize, Serialize};
use tokio::sync::watch;
use tokio::time::Instant;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::db::room_state::RoomState;
use crate::engine::Millis;
use crate::http::caller::StreamCaller;
use crate::http::caller::{AuthUser, caller_without_db};
use crate::http::idempotency::WriteHeaders;
use crate::http::pressure::{Held, Holder, release_in_flight};
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::live::{Live, revocation_of, shutdown_of};
use crate::rooms::code::RoomCode;
use crate::rooms::room_view::RoomView;

use crate::app::room::{self, next_deadline, view_of};
use crate::http::refusal::{InvalidQuery, Problems, RoomNotFound};

/// The longest a long-poll is held.
pub const MAX_WAIT_SECS: u64 = 60;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ViewQuery {
    /// Long-poll: with `If-None-Match`, hold the request up to this many seconds (at most
    /// 60) until the room changes; then 200 with the new view, or 304.
    pub wait: Option<u64>,
}

impl ViewQuery {
    /// How long to hold the request; more than [`MAX_WAIT_SECS`] is refused.
    pub fn wait_secs(&self) -> Result<u64, InvalidQuery> {
        match self.wait {
            Some(w) if w > MAX_WAIT_SECS => Err(InvalidQuery(format!(
                "wait is at most {MAX_WAIT_SECS} seconds."
            ))),
            w => Ok(w.unwrap_or(0)),
        }
    }
}

/// The caller's view of the room; non-members see the lobby part only.
#[utoipa::path(get, path = "/api/v1/rooms/{code}", operation_id = "getRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path, description = "Room code, any case"), ViewQuery,
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the view the client holds")),
    responses((status = 200, body = RoomView,
               headers(("ETag" = String, description = "\"<version>-<user id>\""),
                       ("X-Poll-Interval" = u64, description = "Seconds to wait before the next poll"))),
              (status = 304, description = "Not modified since the ETag given"),
              Problems<(RoomNotFound, InvalidQuery)>))]
pub async fn get(
    state: web::Data<AppState>,
    req: HttpRequest,
    room_code: RoomCode,
    query: web::Query<ViewQuery>,
) -> ApiResult<HttpResponse> {
    let wait = query.wait_secs()?;
    let tag = if_none_match(&req);
    let until = Instant::now() + Duration::from_secs(wait);
    let mut held: Option<Held> = None;
    loop {
        let now = state.clock.now_ms();
        let fast_caller = caller_without_db(&state, &req);
        // Without the database: the map vouches that the caller's tag is current.
        if let Some((version, user)) = tag
            && let Some(fast) = fast_caller.filter(|c| c.user_id == user)
            && let Some(known) = state.live.known(&room_code)
            && known.version == version
            && known.settled_at(now)
        {
            let current = Current {
                room_id: known.room_id,
                version,
                user,
                token: fast.token_id,
                deadline: known.deadline.flatten(),
            };
            match hold(&state, &req, &mut held, &current, until).await? {
                Some(not_modified) => return Ok(not_modified),
                None => continue,
            }
        }

        // The token as the 304 path checks it when the map is trusted (revocations reach
        // it by notification), else against the database.
        // The database path is boxed: its futures are large, and a held poll would carry
        // their space for as long as it is held (BENCHMARKS.md, P3).
        let caller = match fast_caller {
            Some(caller) => caller,
            None => Box::pin(AuthUser::extract(&req)).await?,
        };
        let loaded = Box::pin(load_current(&state, &room_code, caller.user_id)).await?;
        if tag == Some((loaded.view.version, caller.user_id)) {
            let current = Current {
                room_id: loaded.room_id,
                version: loaded.view.version,
                user: caller.user_id,
                token: caller.token_id,
                deadline: loaded.deadline,
            };
            match hold(&state, &req, &mut held, &current, until).await? {
                Some(not_modified) => return Ok(not_modified),
                None => continue,
            }
        }
        let mut res = HttpResponse::Ok();
        cache_headers(&mut res, &state, loaded.view.version, caller.user_id);
        return Ok(res.json(&loaded.view));
    }
}

/// The version a caller's tag names, when it is the room's current one.
struct Current {
    room_id: Uuid,
    version: i64,
    user: Uuid,
    /// The token the caller holds the poll with: its revocation ends the wait.
    token: Uuid,
    deadline: Option<Millis>,
}

/// Holds the request while its tag is current: `Some(304)` when the wait is over with
/// nothing new, `None` when the room moved on (or its deadline came) and must be read again,
/// or when the caller's token was revoked (the next look refuses it).
/// The request stops counting among those in flight while it is held.
async fn hold(
    state: &AppState,
    req: &HttpRequest,
    held: &mut Option<Held>,
    current: &Current,
    until: Instant,
) -> ApiResult<Option<HttpResponse>> {
    let mut changes = state.live.subscribe(current.room_id, current.version);
    if Instant::now() >= until {
        return Ok(Some(not_modified(state, current.version, current.user)));
    }
    if held.is_none() {
        let holder = Holder::of(state, req, current.user);
        *held = Some(state.limits.hold(&state.metrics, holder)?);
        release_in_flight(req);
    }
    let now = state.clock.now_ms();
    let revoked = revocation_of(state.live.clone(), current.token);
    let closing = shutdown_of(&state.live);
    tokio::select! {
        woke = wait_for_change(&mut changes, current.version, until, current.deadline, now) => {
            match woke {
                Woke::TimedOut => Ok(Some(not_modified(state, current.version, current.user))),
                Woke::Changed | Woke::Due => Ok(None),
            }
        }
        () = revoked => Ok(None),
        // The instance is stopping: nothing new, and the phone polls again elsewhere, on a
        // new connection.
        () = closing => {
            let mut res = not_modified(state, current.version, current.user);
            res.head_mut().set_connection_type(actix_web::http::ConnectionType::Close);
            Ok(Some(res))
        }
    }
}

/// A view read from the database, with what the map needs to know of it.
pub struct Loaded {
    pub view: RoomView,
    pub room_id: Uuid,
    /// When time alone next changes the room.
    pub deadline: Option<Millis>,
}

/// Builds the caller's view from the room's current state: the one this instance shares
/// for the current version, else one read from the database (once for all the requests
/// waiting on the room), first applying what time has caused when something is due.
pub async fn load_current(state: &AppState, room_code: &RoomCode, user: Uuid) -> ApiResult<Loaded> {
    let now = state.clock.now_ms();
    let room = current_state(state, room_code, now).await?;
    Ok(Loaded {
        view: view_of(&room, user, now, &state.public),
        room_id: room.room.id,
        deadline: next_deadline(&room),
    })
}

async fn current_state(
    state: &AppState,
    room_code: &RoomCode,
    now: Millis,
) -> ApiResult<Arc<RoomState>> {
    if !state.config.share_room_states {
        return read_state(state, room_code, now).await;
    }
    if let Some(shared) = state.live.shared_state(room_code, now) {
        state.metrics.room_states_shared.inc();
        return Ok(shared);
    }
    let gate = state.live.reading_gate(room_code);
    let _reading = match &gate {
        Some(gate) => Some(gate.lock().await),
        None => None,
    };
    // Another request may have read it while this one waited at the gate.
    if let Some(shared) = state.live.shared_state(room_code, now) {
        state.metrics.room_states_shared.inc();
        return Ok(shared);
    }
    read_state(state, room_code, now).await
}

/// Reads the room's state (time's transitions applied) and records it in the map.
async fn read_state(
    state: &AppState,
    room_code: &RoomCode,
    now: Millis,
) -> ApiResult<Arc<RoomState>> {
    state.metrics.room_states_read.inc();
    let room = room::state_at(&state.pool, room_code, now).await?;
    let room = Arc::new(room);
    state.live.saw_state(room.clone(), next_deadline(&room));
    Ok(room)
}

pub(crate) enum Woke {
    Changed,
    /// The room's deadline came: time alone changes it now.
    Due,
    TimedOut,
}

pub(crate) async fn wait_for_change(
    changes: &mut watch::Receiver<i64>,
    version: i64,
    until: Instant,
    deadline: Option<Millis>,
    now: Millis,
) -> Woke {
    if *changes.borrow_and_update() != version {
        return Woke::Changed;
    }
    let due_at = deadline.map(|d| Instant::now() + Duration::from_millis((d - now).max(0) as u64));
    let wake_at = due_at.map_or(until, |d| d.min(until));
    tokio::select! {
        changed = changes.changed() => match changed {
            Ok(()) => Woke::Changed,
            Err(_) => Woke::TimedOut,
        },
        () = tokio::time::sleep_until(wake_at) => {
            if wake_at < until { Woke::Due } else { Woke::TimedOut }
        }
    }
}

/// `If-None-Match: "<version>-<user id>"`, as this server's tags are made.
fn if_none_match(req: &HttpRequest) -> Option<(i64, Uuid)> {
    let value = req.headers().get(header::IF_NONE_MATCH)?.to_str().ok()?;
    value.split(',').find_map(|tag| {
        let inner = tag.trim().trim_start_matches("W/").trim_matches('"');
        let (version, user) = inner.split_once('-')?;
        Some((version.parse().ok()?, Uuid::parse_str(user).ok()?))
    })
}

pub(crate) fn etag(version: i64, user: Uuid) -> String {
    format!("\"{version}-{user}\"")
}

fn cache_headers(
    res: &mut actix_web::HttpResponseBuilder,
    state: &AppState,
    version: i64,
    user: Uuid,
) {
    res.insert_header((header::ETAG, etag(version, user)))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .insert_header((header::VARY, "Authorization"))
        .insert_header((
            POLL_INTERVAL,
            state
                .limits
                .poll_interval(state.config.poll_interval_secs)
                .to_string(),
        ));
}

pub const POLL_INTERVAL: header::HeaderName = header::HeaderName::from_static("x-poll-interval");

fn not_modified(state: &AppState, version: i64, user: Uuid) -> HttpResponse {
    let mut res = HttpResponse::NotModified();
    cache_headers(&mut res, state, version, user);
    res.finish()
}

/// A ticket that opens the room's event stream without an `Authorization` header, as a
/// browser's `EventSource` must: usable for 2 minutes to open the stream, bound to the
/// caller, this room and the token that asked (logging out revokes it).
#[utoipa::path(post, path = "/api/v1/rooms/{code}/events/tickets", operation_id = "roomStreamTicket", tag = "rooms",
    security(("bearer" = [])), params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = StreamTicket), Problems<(RoomNotFound,)>))]
pub async fn stream_ticket(
    state: web::Data<AppState>,
    caller: AuthUser,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    // Only for a room that exists.
    load_current(&state, &room_code, caller.user_id).await?;
    ticket_for(&state, caller, &format!("rooms/{room_code}"))
}

/// A ticket for `stream` (`rooms/<code>` or `nights/<code>`), answered with its address.
pub fn ticket_for(state: &AppState, caller: AuthUser, stream: &str) -> ApiResult<HttpResponse> {
    let (ticket, claims) = crate::auth::ticket::issue(
        &state.ticket_keys,
        caller.user_id,
        caller.token_id,
        stream,
        state.clock.now(),
    )?;
    let url = format!("/api/v1/{stream}/events?ticket={ticket}");
    Ok(HttpResponse::Created().json(StreamTicket {
        ticket,
        expires_at: crate::engine::datetime(claims.exp * 1000),
        url,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct StreamTicket {
    pub ticket: String,
    /// Until when the ticket opens the stream; an open stream goes on after it.
    pub expires_at: chrono::DateTime<chrono::Utc>,
    /// The stream's path with the ticket, for `new EventSource(url)`.
    pub url: String,
}

/// Server-Sent Events: the caller's view of the room on every change.
#[utoipa::path(get, path = "/api/v1/rooms/{code}/events", operation_id = "followRoom", tag = "rooms",
    security(("bearer" = []), ()),
    params(("code" = String, Path),
           ("ticket" = Option<String>, Query, description = "A ticket from `POST /rooms/{code}/events/tickets`, in place of the Authorization header"),
           ("Last-Event-ID" = Option<String>, Header, description = "The id of the last event received: the room version it carried")),
    responses((status = 200, content_type = "text/event-stream",
               description = "`event: room` with `id: <version>` and the room view as `data`, on connecting (unless `Last-Event-ID` is current) and on every change; a `: keep-alive` comment when idle; for a caller who left or was removed, a last `event: removed` with the view (its `removed` says why), then the stream ends"),
              Problems<(RoomNotFound,)>))]
pub async fn events(
    state: web::Data<AppState>,
    StreamCaller(caller): StreamCaller,
    req: HttpRequest,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let holder = Holder::of(&state, &req, caller.user_id);
    let held = state.limits.hold(&state.metrics, holder)?;
    release_in_flight(&req);
    let sent = req
        .headers()
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i64>().ok());
    let live = state.live.clone();
    let stream_state = RoomStream::open(state.into_inner(), room_code, caller.user_id, sent)
        .await?
        .holding(held);
    let body = stream::unfold(stream_state, |mut st| async move {
        let chunk = st.next_chunk().await?;
        Some((Ok::<_, actix_web::Error>(web::Bytes::from(chunk)), st))
    });
    Ok(event_stream(body, stream_end(&live, caller.token_id)))
}

/// Ends when a stream held with `token` must end: the token is revoked (logged out, the
/// account deleted) or the instance is shutting down (the client reconnects elsewhere).
pub(crate) fn stream_end(live: &Arc<Live>, token: Uuid) -> impl Future<Output = ()> + 'static {
    let revoked = revocation_of(live.clone(), token);
    let closing = shutdown_of(live);
    async move {
        tokio::select! {
            () = revoked => {}
            () = closing => {}
        }
    }
}

/// A Server-Sent Events answer streaming `body`'s frames, unbuffered by any proxy, until
/// `end` ends ([`stream_end`]).
pub(crate) fn event_stream(
    body: impl futures_util::Stream<Item = Result<web::Bytes, actix_web::Error>> + 'static,
    end: impl Future<Output = ()> + 'static,
) -> HttpResponse {
    use futures_util::StreamExt;
    let body = body.take_until(end);
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header(("x-accel-buffering", HeaderValue::from_static("no")))
        .streaming(body)
}

/// One caller's follow of one room: the frames of its event stream. A night's stream
/// carries one too, for the caller's table.
pub(crate) struct RoomStream {
    state: std::sync::Arc<AppState>,
    room_code: RoomCode,
    user: Uuid,
    /// The version of the last view sent (or the client's `Last-Event-ID`).
    sent: Option<i64>,
    /// Boxed, as is the read below: a stream is held far longer than it reads, and a
    /// future carries the space of everything it may await (BENCHMARKS.md, P3).
    pending: Option<Box<Loaded>>,
    /// The caller's removal was sent: the stream is over.
    pub(crate) ended: bool,
    /// When time alone next changes the room, as last read.
    deadline: Option<Millis>,
    changes: watch::Receiver<i64>,
    /// The room's own stream counts against the held-connection limit.
    _held: Option<Held>,
}

impl RoomStream {
    /// Follows `room_code` for `user`: its first view is read now, and sent first unless
    /// `sent` (the client's `Last-Event-ID`) is its version.
    pub(crate) async fn open(
        state: Arc<AppState>,
        room_code: RoomCode,
        user: Uuid,
        sent: Option<i64>,
    ) -> ApiResult<Self> {
        let first = load_current(&state, &room_code, user).await?;
        let changes = state.live.subscribe(first.room_id, first.view.version);
        Ok(Self {
            state,
            room_code,
            user,
            sent,
            pending: Some(Box::new(first)),
            ended: false,
            deadline: None,
            changes,
            _held: None,
        })
    }

    /// The stream as its own connection, counted against the held-connection limit until
    /// it ends.
    fn holding(self, held: Held) -> Self {
        Self {
            _held: Some(held),
            ..self
        }
    }

    pub(crate) fn room_code(&self) -> &str {
        &self.room_code
    }

    /// The next event or keep-alive; `None` ends the stream (the room is gone or the
    /// database failed: the client reconnects with `Last-Event-ID`).
    pub(crate) async fn next_chunk(&mut self) -> Option<String> {
        loop {
            if self.ended {
                return None;
            }
            if let Some(loaded) = self.pending.take() {
                let version = loaded.view.version;
                self.deadline = loaded.deadline;
                // A caller who left or was removed gets one last event that says why.
                if loaded.view.removed.is_some() {
                    self.ended = true;
                    let data = serde_json::to_string(&loaded.view).ok()?;
                    return Some(format!("id: {version}\nevent: removed\ndata: {data}\n\n"));
                }
                if self.sent != Some(version) {
                    self.sent = Some(version);
                    let data = serde_json::to_string(&loaded.view).ok()?;
                    return Some(format!("id: {version}\nevent: room\ndata: {data}\n\n"));
                }
            }
            let keepalive = Instant::now() + self.state.config.sse_keepalive;
            let now = self.state.clock.now_ms();
            let version = self.sent.unwrap_or_default();
            match wait_for_change(&mut self.changes, version, keepalive, self.deadline, now).await {
                Woke::TimedOut => return Some(": keep-alive\n\n".to_string()),
                Woke::Changed | Woke::Due => {
                    let read = Box::pin(load_current(&self.state, &self.room_code, self.user));
                    match read.await {
                        Ok(loaded) => self.pending = Some(Box::new(loaded)),
                        Err(e) => {
                            tracing::warn!(error = %e, "an event stream ends");
                            return None;
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The size of the future `f` returns.
    fn future_of<'a, A: 'a, Fut>(_: impl Fn(&'a mut A) -> Fut) -> usize {
        std::mem::size_of::<Fut>()
    }

    /// A held event stream keeps its state and the future of its wait: the space of the
    /// database read it makes after a change is boxed away (BENCHMARKS.md, P3: it was
    /// 11.8 kB per stream).
    #[test]
    fn a_held_event_stream_carries_no_read_space() {
        let held = std::mem::size_of::<RoomStream>() + future_of(RoomStream::next_chunk);
        assert!(held <= 1024, "a held stream takes {held} bytes");
    }
}
