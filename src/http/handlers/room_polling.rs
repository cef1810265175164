//! The room view as phones poll it: conditional GETs answered from memory, long-polls
//! woken by a change on any instance, and a Server-Sent Events stream.
//!
//! A view's ETag is `"<version>-<user id>"`, with a digest of the caller's languages after
//! it when they sent `Accept-Language`. A poll whose tag is current is answered 304
//! from this instance's [`crate::live::Live`] map, with the token checked by signature and
//! the in-process revocation set: no database round trip. Anything the map cannot vouch
//! for (an unknown room, a version it has not seen, a deadline that has passed, a
//! listener that is reconnecting) takes the database path.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use tokio::time::Instant;
use uuid::Uuid;

use crate::db::room_state::RoomState;
use crate::engine::Millis;
use crate::http::caller::StreamCaller;
use crate::http::caller::{AuthUser, caller_without_db};
use crate::http::idempotency::TicketHeaders;
use crate::http::languages::{content_language, tag_suffix};
use crate::http::pressure::Held;
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::room_view::RoomView;

use super::following::{
    Current, Follow, Followed, Snapshot, StreamTicket, ViewQuery, follow_response, hold, open_held,
    ticket_for,
};
use crate::app::room::{self, next_deadline, view_of};
use crate::http::refusal::{InvalidQuery, Problems, RoomNotFound};

/// The caller's view of the room; non-members see the lobby part only.
///
/// Bearer token; a non-member gets the lobby part. Send the answer's ETag back as `If-None-Match`
/// for a 304. With it, `?wait=N` (N at most 60, else 400) holds the request until the room
/// changes (time running out included) or N seconds pass, so the client's HTTP timeout must be
/// longer than N (e.g. N + 10 s). Plain polls wait `X-Poll-Interval` seconds apart; 503
/// `overloaded` means retry after `Retry-After`. `GET /rooms/{code}/events` pushes instead.
#[utoipa::path(get, path = "/api/v1/rooms/{code}", operation_id = "getRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path, description = "Room code, any case"), ViewQuery,
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the view the client holds")),
    responses((status = 200, body = RoomView,
               headers(("ETag" = String, description = "\"<version>-<user id>\", then `-` and a digest of `Accept-Language` when it was sent"),
                       ("Content-Language" = String, description = "The language the view's location names and roles are in: the first of `Accept-Language` that the room's locations are named in, else their pack's own"),
                       ("X-Poll-Interval" = u64, description = "Seconds to wait before the next poll"))),
              (status = 304, description = "Not modified since the ETag given"),
              Problems<(RoomNotFound, InvalidQuery)>))]
pub async fn get(
    state: web::Data<AppState>,
    req: HttpRequest,
    room_code: RoomCode,
    query: web::Query<ViewQuery>,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let wait = query.wait_secs()?;
    let suffix = tag_suffix(&wanted);
    let tag = if_none_match(&req).filter(|(_, _, languages)| *languages == suffix);
    let asked = Asked {
        room_code,
        wanted,
        tag,
        suffix,
    };
    let until = Instant::now() + Duration::from_secs(wait);
    let mut held: Option<Held> = None;
    loop {
        // While the poll is held, its future keeps only what the wait needs: the view
        // read on the database path is answered or dropped before it (BENCHMARKS.md, P3).
        let fast_caller = caller_without_db(&state, &req);
        let current = match fast_caller.and_then(|c| vouched(&state, &asked, c)) {
            Some(current) => current,
            // Boxed: the database path's futures are large, and only it needs them.
            None => match Box::pin(read_view(&state, &req, &asked, fast_caller)).await? {
                Read::Unchanged(current) => current,
                Read::Changed(res) => return Ok(res),
            },
        };
        let not_modified = || not_modified(&state, &current, &asked.suffix);
        if let Some(res) = hold(&state, &req, &mut held, &current, until, not_modified).await? {
            return Ok(res);
        }
    }
}

/// What a poll asks for: the caller's view of a room in their languages, and the tag of
/// the view they hold.
struct Asked {
    room_code: RoomCode,
    wanted: Preferences,
    /// The `If-None-Match` tag, when it names these languages.
    tag: Option<(i64, Uuid, String)>,
    /// The languages as tags name them.
    suffix: String,
}

/// The caller's tag as current, when this instance's map vouches for it without the
/// database.
fn vouched(state: &AppState, asked: &Asked, caller: AuthUser) -> Option<Current> {
    let (version, user, _) = *asked.tag.as_ref()?;
    let known = state.live.known(&asked.room_code)?;
    let current = caller.user_id == user
        && known.version == version
        && known.settled_at(state.clock.now_ms());
    current.then(|| Current {
        id: known.room_id,
        version,
        user,
        token: caller.token_id,
        deadline: known.deadline.flatten(),
    })
}

/// What the database path found: the caller's tag still current, or the answer to send.
enum Read {
    Unchanged(Current),
    Changed(HttpResponse),
}

/// Reads the caller's view: the token as the 304 path checks it when the map is trusted
/// (revocations reach it by notification), else against the database.
async fn read_view(
    state: &AppState,
    req: &HttpRequest,
    asked: &Asked,
    fast_caller: Option<AuthUser>,
) -> ApiResult<Read> {
    let caller = match fast_caller {
        Some(caller) => caller,
        None => AuthUser::extract(req).await?,
    };
    let (code, wanted) = (&asked.room_code, &asked.wanted);
    let mut loaded = load_current(state, code, caller.user_id, wanted).await?;
    // A tag newer than this instance has heard of: another instance served it and its
    // notification is on the way. The database has it; the state shared here is behind.
    if asked
        .tag
        .as_ref()
        .is_some_and(|&(v, _, _)| v > loaded.view.version)
    {
        let fresh = Source::Database;
        loaded = load_view(state, code, Some(caller.user_id), wanted, fresh).await?;
    }
    let (version, user) = (loaded.view.version, caller.user_id);
    if asked
        .tag
        .as_ref()
        .is_some_and(|&(v, u, _)| (v, u) == (version, user))
    {
        return Ok(Read::Unchanged(Current {
            id: loaded.room_id,
            version,
            user,
            token: caller.token_id,
            deadline: loaded.deadline,
        }));
    }
    let mut res = HttpResponse::Ok();
    cache_headers(&mut res, state, etag(version, user, &asked.suffix));
    let mut res = res.json(&loaded.view);
    content_language(&mut res, loaded.language.as_deref());
    Ok(Read::Changed(res))
}

/// A view read from the database, with what the map needs to know of it.
pub struct Loaded {
    pub view: RoomView,
    /// The language its location names are in.
    pub language: Option<String>,
    pub room_id: Uuid,
    /// When time alone next changes the room.
    pub deadline: Option<Millis>,
}

/// Builds the caller's view from the room's current state: the one this instance shares
/// for the current version, else one read from the database (once for all the requests
/// waiting on the room), first applying what time has caused when something is due; in
/// the first of the `wanted` languages the room's locations are named in.
pub async fn load_current(
    state: &AppState,
    room_code: &RoomCode,
    user: Uuid,
    wanted: &Preferences,
) -> ApiResult<Loaded> {
    load_view(state, room_code, Some(user), wanted, Source::Shared).await
}

/// The room as its screen shows it now (`app::room::screen_view_of`); a closed room is
/// nobody's to watch any more, its names going with it.
pub(crate) async fn load_screen(
    state: &AppState,
    room_code: &RoomCode,
    wanted: &Preferences,
) -> ApiResult<Loaded> {
    load_view(state, room_code, None, wanted, Source::Shared).await
}

/// Where a view's state comes from: the state shared for the room's current version (read
/// once when there is none), or the database whatever this instance holds.
enum Source {
    Shared,
    Database,
}

/// The room now as `caller` sees it, or as its screen shows it when `None`.
async fn load_view(
    state: &AppState,
    room_code: &RoomCode,
    caller: Option<Uuid>,
    wanted: &Preferences,
    source: Source,
) -> ApiResult<Loaded> {
    let now = state.clock.now_ms();
    let room = match source {
        Source::Shared => current_state(state, room_code, now).await?,
        Source::Database => read_state(state, room_code, now).await?,
    };
    let (view, language) = match caller {
        Some(user) => view_of(&room, user, now, &state.public, wanted),
        None if room.room.closed => return Err(crate::http::refusal::RoomClosed.into()),
        None => room::screen_view_of(&room, now, &state.public, wanted),
    };
    Ok(Loaded {
        view,
        language,
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
    let _reading = state.live.gate(room_code).await;
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
    let known = state.live.last_state(room_code);
    let room = room::state_at(&state.pool, room_code, now, known.as_deref()).await?;
    let room = Arc::new(room);
    state.live.saw_state(room.clone(), next_deadline(&room));
    Ok(room)
}

/// `If-None-Match: "<version>-<user id><languages>"`, as this server's tags are made
/// (`languages` as [`tag_suffix`] writes it).
fn if_none_match(req: &HttpRequest) -> Option<(i64, Uuid, String)> {
    let value = req.headers().get(header::IF_NONE_MATCH)?.to_str().ok()?;
    value.split(',').find_map(|tag| {
        let tag = tag.trim();
        let tag = tag.strip_prefix("W/").unwrap_or(tag);
        let inner = tag.strip_prefix('"').unwrap_or(tag);
        let inner = inner.strip_suffix('"').unwrap_or(inner);
        let (version, rest) = inner.split_once('-')?;
        let (user, languages) = rest.split_at_checked(36)?;
        let user = Uuid::parse_str(user).ok()?;
        Some((version.parse().ok()?, user, languages.to_string()))
    })
}

/// The tag of `user`'s view at `version` in the languages `suffix` stands for.
pub(crate) fn etag(version: i64, user: Uuid, suffix: &str) -> String {
    // Written piece by piece rather than by `format!`: every 304 answer makes one.
    let mut uuid = Uuid::encode_buffer();
    let mut tag = String::with_capacity(60 + suffix.len());
    tag.push('"');
    tag.push_str(itoa::Buffer::new().format(version));
    tag.push('-');
    tag.push_str(user.hyphenated().encode_lower(&mut uuid));
    tag.push_str(suffix);
    tag.push('"');
    tag
}

pub(crate) fn cache_headers(
    res: &mut actix_web::HttpResponseBuilder,
    state: &AppState,
    tag: String,
) {
    // The fixed values are made once, not parsed again for every answer.
    const PRIVATE: header::HeaderValue = header::HeaderValue::from_static("private, no-cache");
    const VARIES: header::HeaderValue =
        header::HeaderValue::from_static("Authorization, Accept-Language");
    let interval = state.limits.poll_interval(state.config.poll_interval_secs);
    res.insert_header((header::ETAG, tag))
        .insert_header((header::CACHE_CONTROL, PRIVATE))
        .insert_header((header::VARY, VARIES))
        .insert_header((POLL_INTERVAL, header::HeaderValue::from(interval)));
}

pub const POLL_INTERVAL: header::HeaderName = header::HeaderName::from_static("x-poll-interval");

fn not_modified(state: &AppState, current: &Current, suffix: &str) -> HttpResponse {
    let mut res = HttpResponse::NotModified();
    cache_headers(&mut res, state, etag(current.version, current.user, suffix));
    res.finish()
}

/// A ticket that opens the room's event stream without an `Authorization` header, as a
/// browser's `EventSource` must: usable for 15 minutes to open (and reopen) the stream,
/// bound to the caller, this room and the token that asked (logging out revokes it).
///
/// Bearer token; the room must exist (404 `room_not_found`). Answers 201 with the ticket and the
/// stream's absolute `url` for `new EventSource(url)`; the stream's views are in this request's
/// `Accept-Language`, whatever the browser sends when opening it. Asking again simply gives
/// another ticket: an `Idempotency-Key` is accepted but not replayed.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/events/tickets", operation_id = "roomStreamTicket", tag = "rooms",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TicketHeaders),
    responses((status = 201, body = StreamTicket, headers(("Location" = String, description = "The stream with the ticket, as `url`"))), Problems<(RoomNotFound,)>))]
pub async fn stream_ticket(
    state: web::Data<AppState>,
    caller: AuthUser,
    req: HttpRequest,
    room_code: RoomCode,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    // Only for a room that exists.
    load_current(&state, &room_code, caller.user_id, &wanted).await?;
    let stream = format!("rooms/{room_code}");
    ticket_for(&state, &req, (caller, &stream), &wanted)
}

/// Server-Sent Events: the caller's view of the room on every change.
///
/// Bearer token, or `?ticket=` for a browser's `EventSource`. Sends the caller's room view on
/// connecting and on every change (time running out included), with `: keep-alive` comments
/// when idle. When the connection drops or the server restarts, reconnect with `Last-Event-ID`
/// (a browser's `EventSource` does so by itself, with the same `url`); after `event: removed` or
/// `event: ended`, do not. A reconnection with a ticket past its `expires_at` is refused with 401
/// `unauthorized`, and an `EventSource` then closes for good (`readyState` 2, an `error` event):
/// on that error ask for a new ticket and open a new `EventSource`. Streams are limited per
/// caller (429) and per server (503 `overloaded`), both with `Retry-After`.
#[utoipa::path(get, path = "/api/v1/rooms/{code}/events", operation_id = "followRoom", tag = "rooms",
    security(("bearer" = []), ()),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"),
           ("ticket" = Option<String>, Query, description = "A ticket from `POST /rooms/{code}/events/tickets`, in place of the Authorization header"),
           ("Last-Event-ID" = Option<String>, Header, description = "The id of the last event received: the room version it carried")),
    responses((status = 200, content_type = "text/event-stream",
               description = "`event: room` with `id: <version>` and the room view as `data`, on connecting (unless `Last-Event-ID` is current) and on every change; a `: keep-alive` comment when idle; for a caller who left or was removed, a last `event: removed` with the view (its `removed` says why), then the stream ends; when the room is gone, a last `event: ended` with the problem document as `data`, then the stream ends"),
              Problems<(RoomNotFound,)>))]
pub async fn events(
    state: web::Data<AppState>,
    StreamCaller(caller, wanted): StreamCaller,
    req: HttpRequest,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let live = state.live.clone();
    let followed = RoomFollow {
        code: room_code,
        wanted,
    };
    let follow = open_held(state, &req, caller, followed).await?;
    Ok(follow_response(follow, &live, caller))
}

/// A room as its event stream follows it. A night's stream follows the caller's table
/// with one too.
pub(crate) struct RoomFollow {
    pub code: RoomCode,
    /// The caller's languages (the ticket's, else the request's).
    pub wanted: Preferences,
}

/// One caller's follow of one room.
pub(crate) type RoomStream = Follow<RoomFollow>;

impl Followed for RoomFollow {
    type View = RoomView;
    const EVENT: &'static str = "room";

    async fn load(&self, state: &AppState, user: Uuid) -> ApiResult<Snapshot<RoomView>> {
        let loaded = load_current(state, &self.code, user, &self.wanted).await?;
        Ok(Snapshot {
            id: loaded.room_id,
            version: loaded.view.version,
            deadline: loaded.deadline,
            // A caller who left or was removed gets one last event that says why.
            last: loaded.view.removed.is_some(),
            view: loaded.view,
        })
    }
}
