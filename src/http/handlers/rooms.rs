//! Rooms and their lobby: create, view, settings and seats, join, leave, kick.
//!
//! Every change locks the room's row first, so racing joins, leaves and kicks on one room
//! apply one after the other.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::db;
use crate::engine::PlayerId;
use crate::http::body::optional_json;
use crate::http::caller::AuthUser;
use crate::http::handlers::identity::valid_display_name;
use crate::http::idempotency::{Idempotency, WriteHeaders};
use crate::http::problem::{ApiError, ApiResult};
use crate::http::refusal::{
    InvalidDisplayName, LeagueTable, NotAMember, Problems, RoomNotFound, UnknownPack,
};
use crate::http::state::AppState;
use crate::rooms::code;
use crate::rooms::lobby::{self, Departure, LobbyError};
use crate::rooms::moves::TableRefusal;
use crate::rooms::room_view::RoomView;
use crate::rooms::settings::{RoomSettings, SettingsError, SettingsPatch};

use super::room_access::{
    Loaded, commit_change, finish_change, load_view, member_of, open_for_write, open_seated,
    save_round,
};

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
    pub settings: Option<SettingsPatch>,
    /// Every present player's id, in the new seat order.
    pub seat_order: Option<Vec<Uuid>>,
}

/// Create a room; the caller is its host and first player.
#[utoipa::path(post, path = "/api/v1/rooms", operation_id = "createRoom", tag = "rooms", security(("bearer" = [])),
    params(WriteHeaders),
    request_body = SettingsPatch,
    responses((status = 201, body = RoomView), Problems<(SettingsError, UnknownPack)>))]
pub async fn create(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    body: web::Json<SettingsPatch>,
) -> ApiResult<HttpResponse> {
    let settings = body.into_inner().apply(&RoomSettings::default())?;
    check_packs(&state, &settings).await?;
    let user = db::users::user_by_id(&state.pool, caller.user_id)
        .await?
        .ok_or_else(|| ApiError::unauthorized("The token's user no longer exists."))?;

    // A drawn code may be taken; the unique constraint tells us and we draw again.
    for _ in 0..16 {
        let room_code = code::generate(&mut rand::rng());
        let room_id = Uuid::new_v4();
        let now = state.clock.now_ms();
        let mut tx = state.pool.begin().await?;
        let claim = key.claim(&mut tx, caller, now).await?;
        match db::rooms::insert_room(&mut tx, room_id, &room_code, &settings).await {
            Err(e) if db::is_unique_violation(&e, "rooms_code_key") => continue,
            other => other?,
        }
        let player =
            db::rooms::seat_player(&mut tx, room_id, caller.user_id, &user.display_name, 0).await?;
        db::rooms::set_host(&mut tx, room_id, Some(player)).await?;
        let room = db::rooms::lock_room(&mut tx, &room_code)
            .await?
            .ok_or_else(|| anyhow::anyhow!("new room not found"))?;
        let view = load_view(&mut tx, &room, caller.user_id, now).await?;
        return commit_change(&state, tx, claim, room_id, StatusCode::CREATED, &view).await;
    }
    Err(anyhow::anyhow!("no free room code after 16 draws").into())
}

/// Change settings or seat order (host only).
#[utoipa::path(patch, path = "/api/v1/rooms/{code}", operation_id = "updateRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders), request_body = RoomPatch,
    responses((status = 200, body = RoomView),
              Problems<(RoomNotFound, TableRefusal, SettingsError, UnknownPack, LobbyError)>))]
pub async fn update(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
    body: web::Json<RoomPatch>,
) -> ApiResult<HttpResponse> {
    let patch = body.into_inner();
    let (mut tx, room, claim) = open_for_write(&state, &path, caller, &key).await?;
    let loaded = Loaded::load(&mut tx, &room).await?;
    // A caller who is not seated is not the host either.
    let actor = member_of(&loaded.seated, caller).map_err(|_| TableRefusal::NotHost)?;
    loaded
        .table(&room)
        .check_change(actor, patch.settings.is_some())?;
    let seated = &loaded.seated;
    if let Some(settings_patch) = patch.settings {
        let settings = settings_patch.apply(&room.settings)?;
        check_packs(&state, &settings).await?;
        db::rooms::set_settings(&mut tx, room.id, &settings).await?;
    }
    if let Some(order) = patch.seat_order {
        lobby::check_seat_order(seated, &order)?;
        db::rooms::set_seat_order(&mut tx, room.id, &order).await?;
    }
    finish_change(&state, tx, claim, &room, caller, StatusCode::OK).await
}

/// Join the room as the caller. Joining again while seated changes nothing.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/players", operation_id = "joinRoom", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders), request_body(content = Option<JoinRequest>),
    responses((status = 201, body = RoomView, description = "seated"),
              (status = 200, body = RoomView, description = "already seated"),
              Problems<(InvalidDisplayName, RoomNotFound, LeagueTable, LobbyError)>))]
pub async fn join(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let request: JoinRequest = optional_json(&body, state.config.max_body_bytes)?;
    // Checked first: a bad name is refused even from a player already seated.
    let asked_name = request
        .display_name
        .as_deref()
        .map(valid_display_name)
        .transpose()?;
    let (mut tx, room, claim) = open_for_write(&state, &path, caller, &key).await?;
    let now = claim.now;
    let membership = db::rooms::membership(&mut *tx, room.id, caller.user_id).await?;
    if membership.as_ref().is_some_and(|m| m.present) {
        let view = load_view(&mut tx, &room, caller.user_id, now).await?;
        return commit_change(&state, tx, claim, room.id, StatusCode::OK, &view).await;
    }
    let name = match asked_name {
        Some(name) => name,
        None => {
            db::users::user_by_id(&mut *tx, caller.user_id)
                .await?
                .ok_or_else(|| ApiError::unauthorized("The token's user no longer exists."))?
                .display_name
        }
    };
    if room.night_id.is_some() && membership.is_none() {
        return Err(LeagueTable.into());
    }
    let seated = db::rooms::seated_players(&mut *tx, room.id).await?;
    let kicked = membership.is_some_and(|m| m.kicked);
    lobby::check_join(&seated, &name, kicked)?;
    let player =
        db::rooms::seat_player(&mut tx, room.id, caller.user_id, &name, seated.len() as i32)
            .await?;
    if room.host_player_id.is_none() {
        db::rooms::set_host(&mut tx, room.id, Some(player)).await?;
    }
    finish_change(&state, tx, claim, &room, caller, StatusCode::CREATED).await
}

/// Whom the host hands the host role to.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HostChange {
    /// A player at the table other than the host.
    pub player_id: Uuid,
}

/// Hand the host role to another player at the table (host only, at any time).
#[utoipa::path(post, path = "/api/v1/rooms/{code}/host", operation_id = "handOverHost", tag = "rooms", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders), request_body = HostChange,
    responses((status = 200, body = RoomView), Problems<(RoomNotFound, NotAMember, TableRefusal)>))]
pub async fn hand_over_host(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
    body: web::Json<HostChange>,
) -> ApiResult<HttpResponse> {
    let to = PlayerId(body.player_id);
    let (mut tx, room, claim, loaded, actor) = open_seated(&state, &path, caller, &key).await?;
    loaded.table(&room).check_hand_over(actor, to)?;
    db::rooms::set_host(&mut tx, room.id, Some(to.0)).await?;
    finish_change(&state, tx, claim, &room, caller, StatusCode::OK).await
}

/// Leave the room (your own player id) or kick a player (host only). A kicked player
/// cannot join again.
#[utoipa::path(delete, path = "/api/v1/rooms/{code}/players/{player_id}", operation_id = "removePlayer", tag = "rooms",
    security(("bearer" = [])), params(("code" = String, Path), ("player_id" = Uuid, Path), WriteHeaders),
    responses((status = 200, body = RoomView, description = "the caller's view afterwards"),
              Problems<(RoomNotFound, NotAMember, LobbyError)>))]
pub async fn remove_player(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<(String, Uuid)>,
) -> ApiResult<HttpResponse> {
    let (room_code, target) = path.into_inner();
    let (mut tx, room, claim, loaded, actor) =
        open_seated(&state, &room_code, caller, &key).await?;
    let now = claim.now;
    let seated = &loaded.seated;
    let actor = actor.0;
    let departure = lobby::check_departure(seated, room.host_player_id, actor, target)?;
    let new_host = lobby::host_after_departure(seated, room.host_player_id, target);
    db::rooms::unseat_player(&mut tx, target, departure == Departure::Kick).await?;
    let remaining: Vec<Uuid> = seated
        .iter()
        .map(|p| p.player_id)
        .filter(|&id| id != target)
        .collect();
    db::rooms::set_seat_order(&mut tx, room.id, &remaining).await?;
    if new_host != room.host_player_id {
        db::rooms::set_host(&mut tx, room.id, new_host).await?;
    }
    // A player dealt into the round in play leaves it too (docs/rules-decisions.md).
    if let Some(mut play) = loaded.play
        && let Some((round_id, round)) = play.round.clone()
        && let Some((next, _events)) = round.leave(PlayerId(target), now)
    {
        save_round(&mut tx, &mut play, round_id, &next, now).await?;
    }
    finish_change(&state, tx, claim, &room, caller, StatusCode::OK).await
}

async fn check_packs(state: &AppState, settings: &RoomSettings) -> ApiResult<()> {
    let unknown = db::packs::unknown_pack_ids(&state.pool, &settings.pack_ids).await?;
    if unknown.is_empty() {
        Ok(())
    } else {
        let ids = unknown.join(", ");
        Err(UnknownPack(format!("No published pack has the id {ids}.")).into())
    }
}
