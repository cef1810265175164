//! Playing: start a game, deal rounds, take actions, read the history.
//!
//! Each request locks the room row, first applies what time alone has caused, then lets
//! the engine decide, and stores the result in the same transaction: racing requests on
//! one room apply one after the other.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::db;
use crate::engine::datetime as time;
use crate::engine::deal::{DealError, deal};
use crate::engine::player_view::{RoundView, round_view};
use crate::engine::{Action, ActionError, PlayerId};
use crate::http::caller::AuthUser;
use crate::http::idempotency::{ActionHeaders, Idempotency, WriteHeaders};
use crate::http::problem::ApiResult;
use crate::http::refusal::{
    InvalidIfMatch, NoRound, NotAMember, Problems, RoomNotFound, RoundNotFound, VersionMismatch,
};
use crate::http::state::AppState;
use crate::rooms::game::Game;
use crate::rooms::room_view::RoomView;

use super::room_access::{
    Loaded, finish_change, member_of, open_for_change, open_for_write, open_seated, save_round,
};
use crate::rooms::moves::TableRefusal;

/// Start a new game (host only): scores and the used-location deck reset.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/games", operation_id = "startGame", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = RoomView), Problems<(RoomNotFound, NotAMember, TableRefusal)>))]
pub async fn start_game(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (mut tx, room, claim, loaded, actor) = open_seated(&state, &path, caller, &key).await?;
    let now = claim.now;
    loaded.table(&room).check_start_game(actor)?;
    let (candidates, versions) =
        db::packs::game_locations(&mut tx, &room.settings.pack_ids).await?;
    let number = db::games::next_game_number(&mut *tx, room.id).await?;
    let game = Game::start(number, room.settings.clone(), candidates, &loaded.seats);
    db::games::insert_game(
        &mut tx,
        Uuid::new_v4(),
        room.id,
        &game,
        &versions,
        time(now),
    )
    .await?;
    finish_change(&state, tx, claim, &room, caller, StatusCode::CREATED).await
}

/// Deal the next round of the current game (the host, or the player whose turn it is to
/// deal: the previous round's spy; the room view's `table.next_dealer_id`).
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds", operation_id = "dealRound", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = RoomView),
              Problems<(RoomNotFound, NotAMember, TableRefusal, DealError)>))]
pub async fn deal_round(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (mut tx, room, claim, mut loaded, actor) = open_seated(&state, &path, caller, &key).await?;
    let now = claim.now;
    loaded.table(&room).check_deal(actor)?;
    let host = room.host_player_id.map(PlayerId).unwrap_or(actor);
    let Some(play) = loaded.play.as_mut() else {
        return Err(TableRefusal::NoGame.into());
    };
    let previous = play.round.as_ref().map(|(_, r)| r.clone());
    let request = play
        .game
        .next_deal(&loaded.seats, host, previous.as_ref(), now);
    let round = deal(&request, &mut rand::rng())?;
    play.game.dealt(&round, &loaded.seats);
    db::games::save_game(&mut tx, play.game_id, &play.game, time(now)).await?;
    db::games::insert_round(&mut tx, Uuid::new_v4(), play.game_id, &round).await?;
    finish_change(&state, tx, claim, &room, caller, StatusCode::CREATED).await
}

/// Abandon the round in play (host only): it ends without points, its record kept for all
/// to see, and it does not count toward the game's length.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds/current/abandon", operation_id = "abandonRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path), WriteHeaders),
    responses((status = 200, body = RoomView),
              Problems<(RoomNotFound, NotAMember, TableRefusal, NoRound)>))]
pub async fn abandon_round(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (mut tx, room, claim, mut loaded, actor) = open_seated(&state, &path, caller, &key).await?;
    loaded.table(&room).check_abandon(actor)?;
    let play = loaded.play.as_mut().ok_or(NoRound)?;
    let (round_id, round) = play.round.clone().ok_or(NoRound)?;
    let (abandoned, _events) = round.abandon(claim.now).ok_or(NoRound)?;
    play.game.round_abandoned(&round);
    save_round(&mut tx, play, round_id, &abandoned, claim.now).await?;
    finish_change(&state, tx, claim, &room, caller, StatusCode::OK).await
}

/// One move in the current round; answers the caller's new view.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/actions", operation_id = "act", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), ActionHeaders), request_body = Action,
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, VersionMismatch, NotAMember, NoRound, ActionError)>))]
pub async fn act(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    path: web::Path<String>,
    body: web::Json<Action>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let action = body.into_inner();
    let expected_version = if_match_version(&req)?;
    let (mut tx, room, claim) = open_for_write(&state, &path, caller, &key).await?;
    let now = claim.now;
    // A client acting on a view older than the room (time may have moved it on too) is
    // told so rather than acting blind.
    if let Some(expected) = expected_version
        && expected != room.version
    {
        return Err(VersionMismatch(format!(
            "The room is at version {}; refresh and decide again.",
            room.version
        ))
        .into());
    }
    let loaded = Loaded::load(&mut tx, &room).await?;
    let actor = member_of(&loaded.seated, caller)?;
    let mut play = loaded.play.ok_or(NoRound)?;
    let (round_id, round) = play.round.clone().ok_or(NoRound)?;
    match round.apply(actor, &action, now) {
        Ok((next, _events)) => {
            save_round(&mut tx, &mut play, round_id, &next, now).await?;
            finish_change(&state, tx, claim, &room, caller, StatusCode::OK).await
        }
        Err(refusal) => {
            // What time caused is kept even though the action is refused.
            tx.commit().await?;
            Err(refusal.into())
        }
    }
}

/// The version in an `If-Match: "<version>"` header (an ETag `"<version>-<caller>"` is
/// accepted too); `None` without the header.
fn if_match_version(req: &HttpRequest) -> ApiResult<Option<i64>> {
    let Some(value) = req.headers().get(actix_web::http::header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or_default().trim();
    let inner = text.trim_start_matches("W/").trim_matches('"');
    let version = inner.split('-').next().unwrap_or_default();
    version.parse().map(Some).map_err(|_| InvalidIfMatch.into())
}

#[derive(Serialize, ToSchema)]
pub struct RoundHistory {
    pub game_number: i32,
    /// Each round of the current game: finished ones whole, the current one as the caller
    /// may see it.
    pub rounds: Vec<RoundView>,
}

/// The rounds of the current game (members only).
#[utoipa::path(get, path = "/api/v1/rooms/{code}/rounds", operation_id = "listRounds", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path)),
    responses((status = 200, body = RoundHistory), Problems<(RoomNotFound, NotAMember)>))]
pub async fn history(
    state: web::Data<AppState>,
    caller: AuthUser,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let (game_number, rounds) = read_rounds(&state, caller, &path).await?;
    Ok(HttpResponse::Ok().json(RoundHistory {
        game_number,
        rounds,
    }))
}

/// One round of the current game (members only).
#[utoipa::path(get, path = "/api/v1/rooms/{code}/rounds/{number}", operation_id = "getRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path), ("number" = u32, Path)),
    responses((status = 200, body = RoundView),
              Problems<(RoomNotFound, NotAMember, RoundNotFound)>))]
pub async fn round(
    state: web::Data<AppState>,
    caller: AuthUser,
    path: web::Path<(String, u32)>,
) -> ApiResult<HttpResponse> {
    let (code, number) = path.into_inner();
    let (_, rounds) = read_rounds(&state, caller, &code).await?;
    let round = rounds
        .into_iter()
        .find(|r| r.number == number)
        .ok_or(RoundNotFound)?;
    Ok(HttpResponse::Ok().json(round))
}

async fn read_rounds(
    state: &AppState,
    caller: AuthUser,
    raw_code: &str,
) -> ApiResult<(i32, Vec<RoundView>)> {
    let (mut tx, room, now) = open_for_change(state, raw_code).await?;
    let seated = db::rooms::seated_players(&mut *tx, room.id).await?;
    let viewer = member_of(&seated, caller)?;
    let (game_number, rounds) = match db::games::current_game(&mut *tx, room.id).await? {
        Some((game_id, game)) => (
            game.number,
            db::games::game_rounds(&mut *tx, game_id).await?,
        ),
        None => (0, Vec::new()),
    };
    tx.commit().await?;
    Ok((
        game_number,
        rounds.iter().map(|r| round_view(r, viewer, now)).collect(),
    ))
}
