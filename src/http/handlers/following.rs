//! What a room and a night share as phones follow them: a long-poll held until the thing
//! changes (or its deadline comes, or the wait ends), and a Server-Sent Events stream of
//! the caller's view on every change. Both work on anything `Followed`: a versioned
//! thing with a view per caller, whose versions `Live` announces.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use tokio::sync::watch;
use tokio::time::Instant;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::engine::Millis;
use crate::http::caller::AuthUser;
use crate::http::pressure::{Held, Holder, release_in_flight};
use crate::http::problem::ApiResult;
use crate::http::refusal::InvalidQuery;
use crate::http::state::AppState;
use crate::live::{Live, revocation_of, shutdown_of};
use crate::packs::languages::Preferences;

/// The longest a long-poll is held.
pub const MAX_WAIT_SECS: u64 = 60;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ViewQuery {
    /// Long-poll: with `If-None-Match`, hold the request up to this many seconds (at most
    /// 60) until the room (or night) changes; then 200 with the new view, or 304. A
    /// client's HTTP timeout must be longer than the wait (say, the wait plus 10 s).
    #[param(maximum = 60)]
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

pub(crate) enum Woke {
    Changed,
    /// The deadline came: time alone changes the thing now.
    Due,
    TimedOut,
}

/// Waits until `changes` moves past `version`, the `deadline` (read at `now`) comes, or
/// `until`.
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

/// The version a caller's tag names, when it is the current one.
pub(crate) struct Current {
    /// The id `Live` announces the thing's versions under.
    pub id: Uuid,
    pub version: i64,
    pub user: Uuid,
    /// The token the caller holds the poll with: its revocation ends the wait.
    pub token: Uuid,
    pub deadline: Option<Millis>,
}

/// Holds the request while its tag is current: `Some(304)` (`not_modified`) when the wait
/// is over with nothing new, `None` when the thing moved on (or its deadline came) and
/// must be read again, or when the caller's token was revoked (the next look refuses it).
/// The request stops counting among those in flight while it is held.
pub(crate) async fn hold(
    state: &AppState,
    req: &HttpRequest,
    held: &mut Option<Held>,
    current: &Current,
    until: Instant,
    not_modified: impl Fn() -> HttpResponse,
) -> ApiResult<Option<HttpResponse>> {
    // A plain poll answers at once: subscribing takes the map's write lock, which this
    // instance's workers would queue on for nothing.
    if Instant::now() >= until {
        return Ok(Some(not_modified()));
    }
    let mut changes = state.live.subscribe(current.id, current.version);
    if held.is_none() {
        // Free the place in flight first: whoever sees this poll counted as held must
        // find that place free.
        release_in_flight(req);
        let holder = Holder::of(state, req, current.user);
        *held = Some(state.limits.hold(&state.metrics, holder)?);
    }
    let now = state.clock.now_ms();
    let revoked = revocation_of(state.live.clone(), current.token);
    let closing = shutdown_of(&state.live);
    tokio::select! {
        woke = wait_for_change(&mut changes, current.version, until, current.deadline, now) => {
            match woke {
                Woke::TimedOut => Ok(Some(not_modified())),
                Woke::Changed | Woke::Due => Ok(None),
            }
        }
        () = revoked => Ok(None),
        // The instance is stopping: nothing new, and the phone polls again elsewhere, on a
        // new connection.
        () = closing => {
            let mut res = not_modified();
            res.head_mut().set_connection_type(actix_web::http::ConnectionType::Close);
            Ok(Some(res))
        }
    }
}

/// A versioned thing a caller follows, with the caller's view of it.
pub(crate) trait Followed {
    type View: Serialize;
    /// The event a view is sent as (`room`, `night`).
    const EVENT: &'static str;

    /// The thing as it is now, for `user`.
    fn load(
        &self,
        state: &AppState,
        user: Uuid,
    ) -> impl Future<Output = ApiResult<Snapshot<Self::View>>>;

    /// A view was read (a night follows the caller's table from it).
    fn seen(&mut self, _view: &Self::View) {}
}

/// The thing as one read found it, with what a follower needs to know of it.
pub(crate) struct Snapshot<V> {
    pub view: V,
    /// The id `Live` announces its versions under.
    pub id: Uuid,
    pub version: i64,
    /// When time alone next changes it.
    pub deadline: Option<Millis>,
    /// The caller's last view (they left or were removed): sent as `event: removed`,
    /// after which the stream ends.
    pub last: bool,
}

/// One caller's follow of one thing: the frames of its event stream.
pub(crate) struct Follow<T: Followed> {
    state: Arc<AppState>,
    thing: T,
    user: Uuid,
    /// The version of the last view sent (or the client's `Last-Event-ID`).
    sent: Option<i64>,
    /// Boxed, as is the read below: a stream is held far longer than it reads, and a
    /// future carries the space of everything it may await (BENCHMARKS.md, P3).
    pending: Option<Box<Snapshot<T::View>>>,
    /// The last frame went out (`removed`, or `ended` for a stream of its own), or the
    /// thing is gone: the follow is over. A fault leaves it unset: the stream ends and
    /// the client reconnects.
    pub(crate) ended: bool,
    /// Carried inside another's stream (a night's, for the caller's table): its frames go
    /// without `id` (the stream's ids are the carrier's versions, which `Last-Event-ID`
    /// resumes) and a refusal on reading again ends it without `event: ended`.
    carried: bool,
    deadline: Option<Millis>,
    changes: watch::Receiver<i64>,
    /// A stream of its own counts against the held-connection limit.
    _held: Option<Held>,
}

impl<T: Followed> Follow<T> {
    /// Follows `thing` for `user`: its first view is read now, and sent first unless `sent`
    /// (the client's `Last-Event-ID`) is its version.
    pub(crate) async fn open(
        state: Arc<AppState>,
        thing: T,
        user: Uuid,
        sent: Option<i64>,
    ) -> ApiResult<Self> {
        let mut thing = thing;
        let first = thing.load(&state, user).await?;
        thing.seen(&first.view);
        let changes = state.live.subscribe(first.id, first.version);
        Ok(Self {
            state,
            thing,
            user,
            sent,
            pending: Some(Box::new(first)),
            ended: false,
            carried: false,
            deadline: None,
            changes,
            _held: None,
        })
    }

    /// The stream as its own connection, counted against the held-connection limit until
    /// it ends.
    pub(crate) fn holding(self, held: Held) -> Self {
        Self {
            _held: Some(held),
            ..self
        }
    }

    /// The follow as part of another stream, which goes on when this one ends.
    pub(crate) fn carried(self) -> Self {
        Self {
            carried: true,
            ..self
        }
    }

    pub(crate) fn thing(&self) -> &T {
        &self.thing
    }

    pub(crate) fn state(&self) -> &Arc<AppState> {
        &self.state
    }

    pub(crate) fn user(&self) -> Uuid {
        self.user
    }

    /// The next event or keep-alive; `None` ends the stream. A refusal on reading the
    /// thing again (it is gone, the caller no longer belongs) is sent as a last
    /// `event: ended` with its problem document; a fault ends the stream with nothing, and
    /// the client reconnects with `Last-Event-ID`.
    pub(crate) async fn next_chunk(&mut self) -> Option<String> {
        loop {
            if self.ended {
                return None;
            }
            if let Some(snapshot) = self.pending.take()
                && let Some(frame) = self.frame(*snapshot)
            {
                return Some(frame);
            }
            let keepalive = Instant::now() + self.state.config.sse_keepalive;
            let now = self.state.clock.now_ms();
            let version = self.sent.unwrap_or_default();
            match wait_for_change(&mut self.changes, version, keepalive, self.deadline, now).await {
                Woke::TimedOut => return Some(": keep-alive\n\n".to_string()),
                Woke::Changed | Woke::Due => {
                    match Box::pin(self.thing.load(&self.state, self.user)).await {
                        Ok(snapshot) => self.pending = Some(Box::new(snapshot)),
                        Err(e) => {
                            let Some(problem) = e.refusal() else {
                                tracing::warn!(error = %e, "an event stream ends");
                                return None;
                            };
                            self.ended = true;
                            if self.carried {
                                return None;
                            }
                            let data = serde_json::to_string(&problem).ok()?;
                            return Some(format!("event: ended\ndata: {data}\n\n"));
                        }
                    }
                }
            }
        }
    }

    /// The frame a new snapshot makes, if the client does not hold it already.
    fn frame(&mut self, snapshot: Snapshot<T::View>) -> Option<String> {
        let version = snapshot.version;
        self.deadline = snapshot.deadline;
        self.thing.seen(&snapshot.view);
        let event = if snapshot.last {
            self.ended = true;
            "removed"
        } else if self.sent != Some(version) {
            T::EVENT
        } else {
            return None;
        };
        self.sent = Some(version);
        let data = serde_json::to_string(&snapshot.view).ok()?;
        if self.carried {
            return Some(format!("event: {event}\ndata: {data}\n\n"));
        }
        Some(format!("id: {version}\nevent: {event}\ndata: {data}\n\n"))
    }
}

/// Opens the caller's stream of `thing` as a connection of its own: counted among the
/// held ones (refused beyond the caller's share), no longer among those in flight, and
/// resumed from the request's `Last-Event-ID`.
pub(crate) async fn open_held<T: Followed>(
    state: web::Data<AppState>,
    req: &HttpRequest,
    caller: AuthUser,
    thing: T,
) -> ApiResult<Follow<T>> {
    release_in_flight(req);
    let holder = Holder::of(&state, req, caller.user_id);
    let held = state.limits.hold(&state.metrics, holder)?;
    let sent = last_event_id(req);
    let follow = Follow::open(state.into_inner(), thing, caller.user_id, sent).await?;
    Ok(follow.holding(held))
}

/// The version a reconnecting client last received (`Last-Event-ID`).
pub(crate) fn last_event_id(req: &HttpRequest) -> Option<i64> {
    req.headers()
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i64>().ok())
}

/// The answer of an event-stream request: `follow`'s frames until it ends or the caller's
/// token must let go ([`stream_end`]).
pub(crate) fn follow_response<T: Followed + 'static>(
    follow: Follow<T>,
    live: &Arc<Live>,
    caller: AuthUser,
) -> HttpResponse {
    frames_until(follow, stream_end(live, caller.token_id))
}

/// An event stream of `follow`'s frames until it ends or `end` does.
pub(crate) fn frames_until<T: Followed + 'static>(
    follow: Follow<T>,
    end: impl Future<Output = ()> + 'static,
) -> HttpResponse {
    let body = futures_util::stream::unfold(follow, |mut st| async move {
        let chunk = st.next_chunk().await?;
        Some((Ok::<_, actix_web::Error>(web::Bytes::from(chunk)), st))
    });
    event_stream(body, end)
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
    let mut res = HttpResponse::Ok().streaming(body.take_until(end));
    *res.headers_mut() = stream_headers();
    res
}

/// An event stream's own three headers, and room for the four the middleware may add (the
/// request id; CORS' allowed origin, exposed headers and `Vary`; the streams have no abuse
/// limit class, so no `RateLimit` headers). HTTP/2 keeps an answer's head for as long as
/// its stream lasts, a held phone's whole stay: this map is 1.6 kB where the default's
/// (made for 12) is 3.4 kB (BENCHMARKS.md, "P3 behind a proxy"). It replaces the one
/// `streaming` made, content type included.
fn stream_headers() -> HeaderMap {
    const STREAM_HEADERS: usize = 3 + 1 + 3;
    let mut headers = HeaderMap::with_capacity(STREAM_HEADERS);
    let fixed = [
        (header::CONTENT_TYPE, "text/event-stream"),
        (header::CACHE_CONTROL, "no-cache"),
        (HeaderName::from_static("x-accel-buffering"), "no"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers
}

/// A ticket for `stream` (`rooms/<code>` or `nights/<code>`) in the `wanted` languages,
/// answered with the stream's absolute address on the origin the client asked.
pub fn ticket_for(
    state: &AppState,
    req: &HttpRequest,
    (caller, stream): (AuthUser, &str),
    wanted: &Preferences,
) -> ApiResult<HttpResponse> {
    let (ticket, claims) = crate::auth::ticket::issue(
        &state.ticket_keys,
        (caller.user_id, caller.token_id),
        stream,
        wanted,
        state.clock.now(),
    )?;
    let origin = crate::http::origin::origin_asked(req, &state.config, &state.public.base);
    let url = format!("{origin}/api/v1/{stream}/events?ticket={ticket}");
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, url.clone()))
        .json(StreamTicket {
            ticket,
            expires_at: crate::engine::datetime(claims.exp * 1000),
            url,
        }))
}

#[derive(Serialize, ToSchema)]
pub struct StreamTicket {
    /// An opaque signed string to pass as `?ticket=` (`url` carries it already). It opens
    /// this stream, for this user, until `expires_at` (15 minutes after it was asked for).
    pub ticket: String,
    /// Until when the ticket opens the stream, reconnections included; an open stream goes
    /// on after it. A reconnection after it is refused with 401: ask for a new ticket.
    pub expires_at: chrono::DateTime<chrono::Utc>,
    /// The stream's absolute address with the ticket, on the origin this request was sent
    /// to, for `new EventSource(url)` (from a page on another origin too).
    pub url: String,
}

#[cfg(test)]
mod tests {
    use super::super::night_events::NightStream;
    use super::super::room_polling::RoomStream;

    /// The size of the future `f` returns.
    fn future_of<'a, A: 'a, Fut>(_: impl Fn(&'a mut A) -> Fut) -> usize {
        std::mem::size_of::<Fut>()
    }

    /// A held event stream keeps its state and the future of its wait: the space of the
    /// database reads it makes after a change is boxed away (BENCHMARKS.md, P3: a room's
    /// was 11.8 kB per stream). A night's carries its table's room, boxed too.
    #[test]
    fn a_held_event_stream_carries_no_read_space() {
        let room = std::mem::size_of::<RoomStream>() + future_of(RoomStream::next_chunk);
        assert!(room <= 1024, "a held room stream takes {room} bytes");
        let night = std::mem::size_of::<NightStream>() + future_of(NightStream::next_chunk);
        assert!(night <= 1024, "a held night stream takes {night} bytes");
    }
}
