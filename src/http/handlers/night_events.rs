//! A night followed live: its event stream (`event: night` on every change of the night,
//! such as a seating confirmed, and the room of the caller's table as `event: room`, so a
//! phone holds one stream all night) and the tickets a browser's `EventSource` opens it
//! with.

use actix_web::{HttpRequest, HttpResponse, web};
use futures_util::stream;
use uuid::Uuid;

use crate::app::night;
use crate::http::caller::AuthUser;
use crate::http::caller::StreamCaller;
use crate::http::idempotency::TicketHeaders;
use crate::http::problem::ApiResult;
use crate::http::refusal::{NightNotFound, NotInNight, Problems};
use crate::http::state::AppState;
use crate::packs::languages::Preferences;
use crate::rooms::code::{NightCode, RoomCode};

use super::following::{
    Follow, Followed, Snapshot, event_stream, open_held, stream_end, ticket_for,
};
use super::nights::member;
use super::room_polling::{RoomFollow, RoomStream};
use crate::league::night_view::{NightView, night_view};

/// A ticket that opens the night's event stream without an `Authorization` header (a
/// browser's `EventSource`), as for a room's; only for a player of the night (the stream
/// would refuse anyone else).
///
/// Bearer token of a player of the night. Answers 201 with the ticket and the stream's absolute
/// `url`: it opens (and reopens) the stream for 15 minutes (an open stream outlives it), for this caller and night
/// only, and stops working when the token asking is logged out. The rooms the stream carries are
/// in this request's `Accept-Language`. Asking again simply gives another ticket: an
/// `Idempotency-Key` is accepted but not replayed.
#[utoipa::path(post, path = "/api/v1/nights/{code}/events/tickets", operation_id = "nightStreamTicket", tag = "league",
    security(("bearer" = [])), params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"), TicketHeaders),
    responses((status = 201, body = super::following::StreamTicket, headers(("Location" = String, description = "The stream with the ticket, as `url`"))), Problems<(NightNotFound, NotInNight)>))]
pub async fn stream_ticket(
    state: web::Data<AppState>,
    caller: AuthUser,
    req: HttpRequest,
    night_code: NightCode,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let night = night::by_code(&state.pool, &night_code).await?;
    let data = night::seating_of(&state.pool, night).await?;
    member(&data, caller.user_id)?;
    let stream = format!("nights/{}", data.night.code);
    ticket_for(&state, &req, (caller, &stream), &wanted)
}

/// Server-Sent Events: the caller's night view (`event: night`, `id` its version) on
/// connecting (unless `Last-Event-ID` is current) and on every change of the night: a
/// seating confirmed, a table to go to. While the caller has a table, the same stream
/// carries its room as the room's own stream does (`event: room`, `event: removed`), so a
/// phone needs no second stream.
///
/// Bearer token, or `?ticket=` for a browser's `EventSource`; players of the night only. One
/// stream serves the whole night: the night view on connecting and on every change, the room of
/// the caller's table while seated, `: keep-alive` comments when idle. When the connection drops
/// or the server restarts, reconnect with `Last-Event-ID` (an `EventSource` does so by itself);
/// after `event: ended`, do not. A reconnection with a ticket past its `expires_at` gets 401 and
/// an `EventSource` closes for good: ask for a new ticket then. Streams are limited per caller
/// (429) and per server (503 `overloaded`), with `Retry-After`.
#[utoipa::path(get, path = "/api/v1/nights/{code}/events", operation_id = "followNight", tag = "league",
    security(("bearer" = []), ()),
    params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"),
           ("ticket" = Option<String>, Query, description = "A ticket from `POST /nights/{code}/events/tickets`, in place of the Authorization header"),
           ("Last-Event-ID" = Option<String>, Header, description = "The id of the last `night` event received: the night version it carried")),
    responses((status = 200, content_type = "text/event-stream",
               description = "`event: night` with `id: <version>` and the night view as `data`, on connecting (unless `Last-Event-ID` is current) and on every change; while the caller has a table, that room's frames as `GET /rooms/{code}/events` sends them (`event: room`, `event: removed`; the room's `code` is in the view) but without their `id` line, so that the stream's ids are the night's versions, after the night frame that seats them; a `: keep-alive` comment when idle; when the night is deleted or the caller is no longer one of its players, a last `event: ended` with the problem document as `data`, then the stream ends"),
              Problems<(NightNotFound, NotInNight)>))]
pub async fn events(
    state: web::Data<AppState>,
    StreamCaller(caller, wanted): StreamCaller,
    req: HttpRequest,
    night_code: NightCode,
) -> ApiResult<HttpResponse> {
    let live = state.live.clone();
    let followed = NightFollow {
        code: night_code,
        table: None,
        wanted,
    };
    let night = open_held(state, &req, caller, followed).await?;
    let mut follow = NightStream { night, table: None };
    // A table that cannot be read now is tried again at the next night frame.
    let _ = follow.follow_table().await;
    let body = stream::unfold(follow, |mut st| async move {
        let chunk = st.next_chunk().await?;
        Some((Ok::<_, actix_web::Error>(web::Bytes::from(chunk)), st))
    });
    Ok(event_stream(body, stream_end(&live, caller.token_id)))
}

/// A night as its event stream follows it for one caller: their view, and the room of
/// their table in it.
pub(crate) struct NightFollow {
    code: NightCode,
    /// The room of the caller's table in the view last read.
    table: Option<RoomCode>,
    /// The languages the caller's table is shown in.
    wanted: Preferences,
}

impl Followed for NightFollow {
    type View = NightView;
    const EVENT: &'static str = "night";

    async fn load(&self, state: &AppState, user: Uuid) -> ApiResult<Snapshot<NightView>> {
        let night = night::by_code(&state.pool, &self.code).await?;
        let data = night::seating_of(&state.pool, night).await?;
        let view = night_view(&data.facts(), user).ok_or(NotInNight)?;
        Ok(Snapshot {
            id: data.night.id,
            version: view.version,
            deadline: None,
            last: false,
            view,
        })
    }

    fn seen(&mut self, view: &NightView) {
        let table = view.my_table.as_ref();
        self.table = table.and_then(|t| RoomCode::parse(&t.room_code));
    }
}

/// The frames of a night's stream: the night's own, and its room's while the caller has a
/// table.
pub(crate) struct NightStream {
    night: Follow<NightFollow>,
    /// Boxed: a held stream keeps its size small (BENCHMARKS.md P3).
    table: Option<Box<RoomStream>>,
}

impl NightStream {
    /// The next event or keep-alive; `None` ends the stream (the client reconnects).
    pub(crate) async fn next_chunk(&mut self) -> Option<String> {
        loop {
            // A table the caller was removed from is kept (so the next night frame does
            // not open it again) but no longer read.
            let chunk = match self.table.as_mut().filter(|t| !t.ended) {
                None => self.night.next_chunk().await,
                // The night first: a night frame that seats the caller goes out before
                // their table's first frame.
                Some(table) => tokio::select! {
                    biased;
                    chunk = self.night.next_chunk() => chunk,
                    chunk = Box::pin(table.next_chunk()) => match chunk {
                        Some(chunk) => return Some(chunk),
                        // Removed from the table (its last frame went out) or the room is
                        // gone: the night goes on. A fault ends the stream (reconnect).
                        None if table.ended => continue,
                        None => return None,
                    },
                },
            };
            let chunk = chunk?;
            self.follow_table().await?;
            return Some(chunk);
        }
    }

    /// Follows the room of the caller's table, when it is not the one followed already;
    /// `None` when the room could not be read (the client reconnects).
    async fn follow_table(&mut self) -> Option<()> {
        let wanted = self.night.thing().table.as_ref();
        if self.table.as_ref().map(|t| &t.thing().code) == wanted {
            return Some(());
        }
        self.table = match wanted.cloned() {
            None => None,
            Some(code) => {
                let state = self.night.state().clone();
                let user = self.night.user();
                let wanted = self.night.thing().wanted.clone();
                let opened = RoomStream::open(state, RoomFollow { code, wanted }, user, None);
                Some(Box::new(Box::pin(opened).await.ok()?.carried()))
            }
        };
        Some(())
    }
}
