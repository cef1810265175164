//! A room on a screen the whole table watches (a TV): no token, only the room's code, and
//! only what every player's view shares (`app::room::screen_view_of`). Read with an ETag
//! and a long-poll like a phone's view, or followed by its event stream.

use std::time::Duration;

use actix_web::{HttpRequest, HttpResponse, web};
use tokio::time::Instant;
use uuid::Uuid;

use super::following::{
    Current, Follow, Followed, Snapshot, ViewQuery, frames_until, hold, last_event_id,
};
use super::room_polling::{cache_headers, load_screen};
use crate::http::conditional::if_none_match_is;
use crate::http::languages::{content_language, tag_suffix};
use crate::http::pressure::{Held, Holder, release_in_flight};
use crate::http::problem::ApiResult;
use crate::http::refusal::{InvalidQuery, Problems, RoomClosed, RoomNotFound};
use crate::http::state::AppState;
use crate::live::shutdown_of;
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::room_view::RoomView;

/// The room as a screen everyone watches shows it: no token needed, nothing secret.
///
/// Anyone with the room's code may read it (the players' phones say so), until the room is
/// closed (409 `room_closed`). It is the room view
/// without `me`, and with the round as a player not dealt in sees it: no card, only what every
/// player's view shares (the clock, whose turn, questions, ballots, the final-voting order, a
/// pause's reason, and once a round is over its whole record). `If-None-Match` with the ETag
/// (`"<version>-screen"`, then a digest of `Accept-Language` when sent) answers 304 while
/// nothing changed; with `wait`, held until the room changes, as `getRoom`.
#[utoipa::path(get, path = "/api/v1/rooms/{code}/screen", operation_id = "getRoomScreen", tag = "rooms",
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), ViewQuery,
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the screen view the client holds")),
    responses((status = 200, body = RoomView,
               headers(("ETag" = String, description = "\"<version>-screen\", then `-` and a digest of `Accept-Language` when it was sent"),
                       ("Content-Language" = String, description = "The language the view's location names and roles are in"),
                       ("X-Poll-Interval" = u64, description = "Seconds to wait before the next poll"))),
              (status = 304, description = "Not modified since the ETag given"),
              Problems<(RoomNotFound, RoomClosed, InvalidQuery)>))]
pub async fn get(
    state: web::Data<AppState>,
    req: HttpRequest,
    room_code: RoomCode,
    query: web::Query<ViewQuery>,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let wait = query.wait_secs()?;
    let suffix = tag_suffix(&wanted);
    let until = Instant::now() + Duration::from_secs(wait);
    let watcher = screen_holder(&room_code);
    let mut held: Option<Held> = None;
    loop {
        // The view read is answered or dropped before the wait: a held poll keeps only
        // what its wait needs (BENCHMARKS.md, P3).
        let (current, tag) = {
            let loaded = Box::pin(load_screen(&state, &room_code, &wanted)).await?;
            let tag = format!("\"{}-screen{suffix}\"", loaded.view.version);
            if !if_none_match_is(&req, &tag) {
                let mut res = HttpResponse::Ok();
                cache_headers(&mut res, &state, tag);
                let mut res = res.json(&loaded.view);
                content_language(&mut res, loaded.language.as_deref());
                return Ok(res);
            }
            let current = Current {
                id: loaded.room_id,
                version: loaded.view.version,
                user: watcher,
                token: Uuid::nil(),
                deadline: loaded.deadline,
            };
            (current, tag)
        };
        let not_modified = || {
            let mut res = HttpResponse::NotModified();
            cache_headers(&mut res, &state, tag.clone());
            res.finish()
        };
        if let Some(res) = hold(&state, &req, &mut held, &current, until, not_modified).await? {
            return Ok(res);
        }
    }
}

/// Server-Sent Events: the room's screen view on every change, no token needed.
///
/// As `followRoom`, for a screen: `event: room` with `id: <version>` and the screen view
/// (`getRoomScreen`) as `data`, on connecting (unless `Last-Event-ID` is current) and on every
/// change, time running out included; `: keep-alive` comments when idle; when the room is
/// gone or closed, a last `event: ended` with the problem document. Reconnect with
/// `Last-Event-ID`. Held screens are limited per room and per address (429) and per server
/// (503 `overloaded`).
#[utoipa::path(get, path = "/api/v1/rooms/{code}/screen/events", operation_id = "followRoomScreen", tag = "rooms",
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"),
           ("Last-Event-ID" = Option<String>, Header, description = "The id of the last event received: the room version it carried")),
    responses((status = 200, content_type = "text/event-stream",
               description = "`event: room` with `id: <version>` and the screen view as `data`, on connecting and on every change; a `: keep-alive` comment when idle; when the room is gone, a last `event: ended` with the problem document as `data`, then the stream ends"),
              Problems<(RoomNotFound, RoomClosed)>))]
pub async fn events(
    state: web::Data<AppState>,
    req: HttpRequest,
    room_code: RoomCode,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    release_in_flight(&req);
    let watcher = screen_holder(&room_code);
    let held = state
        .limits
        .hold(&state.metrics, Holder::of(&state, &req, watcher))?;
    let sent = last_event_id(&req);
    let live = state.live.clone();
    let screen = ScreenFollow {
        code: room_code,
        wanted,
    };
    let follow = Follow::open(state.into_inner(), screen, watcher, sent).await?;
    Ok(frames_until(follow.holding(held), shutdown_of(&live)))
}

/// Whom a room's screens count as among held connections: one holder per room, so that
/// a room has at most the per-caller share of them (besides the address's), whoever asks.
fn screen_holder(code: &RoomCode) -> Uuid {
    // The code's letters in an id no user has (user ids are random, version 4).
    let mut bytes = [0u8; 16];
    for (b, c) in bytes.iter_mut().zip(code.to_string().bytes()) {
        *b = c;
    }
    Uuid::from_bytes(bytes)
}

/// A room as its screen's event stream follows it.
struct ScreenFollow {
    code: RoomCode,
    wanted: Preferences,
}

impl Followed for ScreenFollow {
    type View = RoomView;
    const EVENT: &'static str = "room";

    async fn load(&self, state: &AppState, _watcher: Uuid) -> ApiResult<Snapshot<RoomView>> {
        let loaded = load_screen(state, &self.code, &self.wanted).await?;
        Ok(Snapshot {
            id: loaded.room_id,
            version: loaded.view.version,
            deadline: loaded.deadline,
            last: false,
            view: loaded.view,
        })
    }
}
