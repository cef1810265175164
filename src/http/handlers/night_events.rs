//! A night followed live: its event stream (`event: night` on every change of the night,
//! such as a seating confirmed, and the room of the caller's table as `event: room`, so a
//! phone holds one stream all night) and the tickets a browser's `EventSource` opens it
//! with.

use actix_web::{HttpRequest, HttpResponse, web};
use futures_util::stream;
use tokio::time::Instant;
use uuid::Uuid;

use crate::app::night::{self, NightData};
use crate::http::caller::AuthUser;
use crate::http::caller::StreamCaller;
use crate::http::idempotency::WriteHeaders;
use crate::http::pressure::{Held, Holder, release_in_flight};
use crate::http::problem::ApiResult;
use crate::http::refusal::{NightNotFound, NotInNight, Problems};
use crate::http::state::AppState;
use crate::rooms::code::{NightCode, RoomCode};

use super::nights::member;
use super::room_polling::{
    RoomStream, Woke, event_stream, stream_end, ticket_for, wait_for_change,
};
use crate::league::night_view::night_view;

/// A ticket that opens the night's event stream without an `Authorization` header (a
/// browser's `EventSource`), as for a room's; only for a player of the night (the stream
/// would refuse anyone else).
#[utoipa::path(post, path = "/api/v1/nights/{code}/events/tickets", operation_id = "nightStreamTicket", tag = "league",
    security(("bearer" = [])), params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = super::room_polling::StreamTicket), Problems<(NightNotFound, NotInNight)>))]
pub async fn stream_ticket(
    state: web::Data<AppState>,
    caller: AuthUser,
    night_code: NightCode,
) -> ApiResult<HttpResponse> {
    let night = night::by_code(&state.pool, &night_code).await?;
    let mut conn = state.pool.acquire().await?;
    let data = night::load_seating(&mut conn, night).await?;
    drop(conn);
    member(&data, caller.user_id)?;
    ticket_for(&state, caller, &format!("nights/{}", data.night.code))
}

/// Server-Sent Events: the caller's night view (`event: night`, `id` its version) on
/// connecting and on every change of the night: a seating confirmed, a table to go to.
/// While the caller has a table, the same stream carries its room as the room's own
/// stream does (`event: room`, `event: removed`), so a phone needs no second stream.
#[utoipa::path(get, path = "/api/v1/nights/{code}/events", operation_id = "followNight", tag = "league",
    security(("bearer" = []), ()),
    params(("code" = String, Path),
           ("ticket" = Option<String>, Query, description = "A ticket from `POST /nights/{code}/events/tickets`, in place of the Authorization header")),
    responses((status = 200, content_type = "text/event-stream",
               description = "`event: night` with `id: <version>` and the night view as `data`; while the caller has a table, that room's frames as `GET /rooms/{code}/events` sends them (`event: room`, `event: removed`; the room's `code` is in the view), after the night frame that seats them; a `: keep-alive` comment when idle"),
              Problems<(NightNotFound, NotInNight)>))]
pub async fn events(
    state: web::Data<AppState>,
    StreamCaller(caller): StreamCaller,
    req: HttpRequest,
    night_code: NightCode,
) -> ApiResult<HttpResponse> {
    let night = night::by_code(&state.pool, &night_code).await?;
    let holder = Holder::of(&state, &req, caller.user_id);
    let held = state.limits.hold(&state.metrics, holder)?;
    release_in_flight(&req);
    let mut conn = state.pool.acquire().await?;
    let data = night::load_seating(&mut conn, night).await?;
    drop(conn);
    member(&data, caller.user_id)?;
    let end = stream_end(&state.live, caller.token_id);
    let follow = NightStream {
        changes: state.live.subscribe(data.night.id, data.night.version),
        sent: data.night.version,
        state: state.into_inner(),
        code: night_code,
        user: caller.user_id,
        pending: Some(data),
        table: None,
        _held: held,
    };
    let body = stream::unfold(follow, |mut st| async move {
        let chunk = st.next_chunk().await?;
        Some((Ok::<_, actix_web::Error>(web::Bytes::from(chunk)), st))
    });
    Ok(event_stream(body, end))
}

struct NightStream {
    state: std::sync::Arc<AppState>,
    code: NightCode,
    user: Uuid,
    pending: Option<NightData>,
    changes: tokio::sync::watch::Receiver<i64>,
    /// The version of the last view sent.
    sent: i64,
    /// The room of the caller's table, followed on this stream (boxed: a held stream
    /// keeps its size small, BENCHMARKS.md P3).
    table: Option<Box<RoomStream>>,
    _held: Held,
}

impl NightStream {
    /// The next event or keep-alive; `None` ends the stream (the night is gone, the caller
    /// is no longer in it, or the database failed: the client reconnects).
    async fn next_chunk(&mut self) -> Option<String> {
        loop {
            if let Some(data) = self.pending.take() {
                let view = night_view(&data.facts(), self.user)?;
                self.sent = view.version;
                self.follow_table(view.my_table.as_ref().map(|t| t.room_code.as_str()))
                    .await?;
                let data = serde_json::to_string(&view).ok()?;
                return Some(format!(
                    "id: {}\nevent: night\ndata: {data}\n\n",
                    view.version
                ));
            }
            let until = Instant::now() + self.state.config.sse_keepalive;
            let now = self.state.clock.now_ms();
            let night = wait_for_change(&mut self.changes, self.sent, until, None, now);
            // A table the caller was removed from is kept (so the next night frame does
            // not open it again) but no longer read.
            let woke = match self.table.as_mut().filter(|t| !t.ended) {
                None => night.await,
                Some(table) => tokio::select! {
                    woke = night => woke,
                    chunk = Box::pin(table.next_chunk()) => match chunk {
                        Some(chunk) => return Some(chunk),
                        // Removed from the table: its last frame went out; the night goes on.
                        None if table.ended => continue,
                        None => return None,
                    },
                },
            };
            match woke {
                Woke::TimedOut => return Some(": keep-alive\n\n".to_string()),
                Woke::Changed | Woke::Due => {
                    let night = night::by_code(&self.state.pool, &self.code).await.ok()?;
                    let mut conn = self.state.pool.acquire().await.ok()?;
                    self.pending = Some(night::load_seating(&mut conn, night).await.ok()?);
                }
            }
        }
    }

    /// Follows the room of the caller's table, when it is not the one followed already;
    /// `None` when the room could not be read (the client reconnects).
    async fn follow_table(&mut self, room_code: Option<&str>) -> Option<()> {
        if self.table.as_ref().map(|t| t.room_code()) == room_code {
            return Some(());
        }
        self.table = match room_code {
            None => None,
            Some(code) => {
                let code = RoomCode::parse(code)?;
                let opened = RoomStream::open(self.state.clone(), code, self.user, None);
                Some(Box::new(Box::pin(opened).await.ok()?))
            }
        };
        Some(())
    }
}
