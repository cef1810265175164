//! Rooms and their lobby: create, settings and seats, join, hand over the host role,
//! leave, kick. Each handler reads the request and runs its operation of `app::lobby`
//! through `writes::write`, which locks the room first: racing joins, leaves and
//! kicks on one room apply one after the other.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::writes::{Reply, RoomWrite, at_room, write, write_as};
use crate::app::lobby::{self, Joined};
use crate::engine::PlayerId;
use crate::http::body::optional_json;
use crate::http::handlers::identity::valid_display_name;
use crate::http::idempotency::{TableWriteHeaders, WriteHeaders};
use crate::http::path_codes::PlayerPath;
use crate::http::problem::ApiResult;
use crate::http::refusal::{
    InvalidDisplayName, InvalidIfMatch, LeagueTable, NotAMember, Problems, RoomClosed,
    RoomNotFound, UnknownPack, VersionMismatch,
};
use crate::http::state::AppState;
use crate::rooms::code::RoomCode;
use crate::rooms::lobby::LobbyError;
use crate::rooms::moves::TableRefusal;
use crate::rooms::room_view::RoomView;
use crate::rooms::settings::{RoomSettings, SettingsError, SettingsPatch};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The name to sit under in this room; the caller's display name when absent.
    #[schema(value_type = Option<crate::rooms::names::DisplayNameSchema>)]
    pub display_name: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoomPatch {
    /// The settings to change: only the fields given change, from the next game on; absent
    /// or `null` leaves them all. Refused at a league table, which plays the night's settings.
    pub settings: Option<SettingsPatch>,
    /// Every present player's id, in the new seat order.
    pub seat_order: Option<Vec<Uuid>>,
}

/// Create a room; the caller is its host and first player.
///
/// Bearer token, a guest's too. Answers 201 with the caller's view of the new room: its `code`
/// is what others join with. Settings left out take their defaults. `Idempotency-Key`: the same
/// request resent with it within 24 h replays the first answer (`Idempotent-Replayed: true`)
/// and makes no second room; the same key with another request gets 422
/// `idempotency_key_reused`. Rate-limited: 429 `rate_limited` with `Retry-After`.
#[utoipa::path(post, path = "/api/v1/rooms", operation_id = "createRoom", tag = "rooms", security(("bearer" = [])),
    params(WriteHeaders),
    request_body = SettingsPatch,
    responses((status = 201, body = RoomView, headers(("Location" = String, description = "The room: `/api/v1/rooms/{code}`"))), Problems<(SettingsError, UnknownPack)>))]
pub async fn create(
    state: web::Data<AppState>,
    asked: RoomWrite,
    body: web::Json<SettingsPatch>,
) -> ApiResult<HttpResponse> {
    let settings = body.into_inner().apply(&RoomSettings::default())?;
    write(&state, &asked, Reply::Created(at_room), async |tx, now| {
        lobby::create(tx, asked.caller.user_id, &settings, now).await
    })
    .await
}

/// Change settings or seat order (host only).
///
/// Host only, between rounds. `settings` changes only the fields given, from the next game on
/// (refused at a league table); `seat_order` is refused while a game is being played. Answers
/// the caller's new view. `Idempotency-Key`: the same request resent with it within 24 h replays
/// the first answer (`Idempotent-Replayed: true`); the same key with another request gets 422
/// `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(patch, path = "/api/v1/rooms/{code}", operation_id = "updateRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders), request_body = RoomPatch,
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, TableRefusal, SettingsError, UnknownPack, LobbyError)>))]
pub async fn update(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    body: web::Json<RoomPatch>,
) -> ApiResult<HttpResponse> {
    let RoomPatch {
        settings,
        seat_order,
    } = body.into_inner();
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        lobby::update(tx, &room_code, asker.clone(), settings, seat_order, now).await
    })
    .await
}

/// Join the room as the caller. Joining again while seated changes nothing.
///
/// Bearer token, a guest's too. Answers the caller's view: 201 when seated now, 200 when already
/// seated. A newcomer during a round waits for the next one; a kicked player and anyone the
/// organizer did not seat at a league table get 403. `Idempotency-Key`: the same request resent
/// with it within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with
/// another request gets 422 `idempotency_key_reused`.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/players", operation_id = "joinRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), WriteHeaders), request_body(content = Option<JoinRequest>),
    responses((status = 201, body = RoomView, headers(("Location" = String, description = "The room: `/api/v1/rooms/{code}`")), description = "seated"),
              (status = 200, body = RoomView, description = "already seated"),
              Problems<(InvalidDisplayName, RoomNotFound, RoomClosed, LeagueTable, LobbyError)>))]
pub async fn join(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let request: JoinRequest = optional_json(&body, state.config.max_body_bytes)?;
    // Checked first: a bad name is refused even from a player already seated.
    let asked_name = request
        .display_name
        .as_deref()
        .map(valid_display_name)
        .transpose()?;
    let user = asked.caller.user_id;
    write_as(&state, &asked, Some(at_room), async |tx, now| {
        // The state this instance last kept of the room, read under its gate (which
        // `write_as` holds), spares reading it back after the join.
        let known = state.live.last_state(&room_code);
        let known = known.as_deref();
        Ok(
            match lobby::join(tx, &room_code, user, asked_name, now, known).await? {
                Joined::Seated(written) => (written, StatusCode::CREATED),
                Joined::Already(written) => (written, StatusCode::OK),
            },
        )
    })
    .await
}

/// Whom the host hands the host role to.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HostChange {
    /// A player at the table other than the host.
    pub player_id: Uuid,
}

/// Hand the host role to another player at the table (host only, at any time).
///
/// Host only (403 `not_host`). `player_id` names a seat: a room player id as in `players` and
/// `me.player_id`, not a user id. Answers the caller's new view. `Idempotency-Key`: the same
/// request resent with it within 24 h replays the first answer (`Idempotent-Replayed: true`);
/// the same key with another request gets 422 `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/host", operation_id = "handOverHost", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders), request_body = HostChange,
    responses((status = 200, body = RoomView), Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal)>))]
pub async fn hand_over_host(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    body: web::Json<HostChange>,
) -> ApiResult<HttpResponse> {
    let to = PlayerId(body.player_id);
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        lobby::hand_over_host(tx, &room_code, asker.clone(), to, now).await
    })
    .await
}

/// Leave the room (your own player id) or kick a player (host only). A kicked player
/// cannot join again.
///
/// A member's token. `player_id` is a room player id (`me.player_id` to leave), not a user id;
/// another's is a kick, host only. A player dealt into the round in play who leaves ends it
/// without points; a departing host hands the role on. Answers the caller's view afterwards.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`); with another request, 422 `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(delete, path = "/api/v1/rooms/{code}/players/{player_id}", operation_id = "removePlayer", tag = "rooms",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), ("player_id" = Uuid, Path, description = "The player's id in this room (a `players[].id`, not a user id)"), TableWriteHeaders),
    responses((status = 200, body = RoomView, description = "the caller's view afterwards"),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, LobbyError)>))]
pub async fn remove_player(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    path: web::Path<PlayerPath>,
) -> ApiResult<HttpResponse> {
    let target = path.player_id;
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        lobby::remove_player(tx, &room_code, asker.clone(), target, now).await
    })
    .await
}
