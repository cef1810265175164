//! Playing: start a game, deal rounds, take actions, read the history. Each handler reads
//! the request and runs its operation of `app::play` through `writes::write`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::writes::{RoomWrite, write};
use crate::app::play;
use crate::app::play::GameRounds;
use crate::engine::deal::DealError;
use crate::engine::player_view::RoundView;
use crate::engine::{Action, ActionError};
use crate::http::caller::AuthUser;
use crate::http::idempotency::{ActionHeaders, WriteHeaders};
use crate::http::languages::in_language;
use crate::http::path_codes::RoundPath;
use crate::http::problem::ApiResult;
use crate::http::refusal::{
    InvalidIfMatch, NoRound, NotAMember, Problems, RoomClosed, RoomNotFound, RoundNotFound,
    UnknownPack, VersionMismatch,
};
use crate::http::state::AppState;
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::moves::TableRefusal;
use crate::rooms::room_view::RoomView;

/// Start a new game (host only): scores and the used-location deck reset.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/games", operation_id = "startGame", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = RoomView), Problems<(RoomNotFound, RoomClosed, NotAMember, TableRefusal, UnknownPack)>))]
pub async fn start_game(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    write(&state, &asked, StatusCode::CREATED, async |tx, now| {
        play::start_game(tx, &room_code, asked.caller.user_id, now).await
    })
    .await
}

/// Deal the next round of the current game (the host, or the player whose turn it is to
/// deal: the previous round's spy; the room view's `table.next_dealer_id`).
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds", operation_id = "dealRound", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), WriteHeaders),
    responses((status = 201, body = RoomView),
              Problems<(RoomNotFound, RoomClosed, NotAMember, TableRefusal, DealError)>))]
pub async fn deal_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    write(&state, &asked, StatusCode::CREATED, async |tx, now| {
        play::deal_round(tx, &room_code, asked.caller.user_id, now).await
    })
    .await
}

/// Abandon the round in play (host only): it ends without points, its record kept for all
/// to see, and it does not count toward the game's length.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds/current/abandon", operation_id = "abandonRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path), WriteHeaders),
    responses((status = 200, body = RoomView),
              Problems<(RoomNotFound, RoomClosed, NotAMember, TableRefusal, NoRound)>))]
pub async fn abandon_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    write(&state, &asked, StatusCode::OK, async |tx, now| {
        play::abandon_round(tx, &room_code, asked.caller.user_id, now).await
    })
    .await
}

/// One move in the current round; answers the caller's new view.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/actions", operation_id = "act", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path), ActionHeaders), request_body = Action,
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, NoRound, ActionError)>))]
pub async fn act(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    body: web::Json<Action>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let action = body.into_inner();
    let seen_version = if_match_version(&req)?;
    // The state this instance last saw of the room spares the move reading it again.
    let known = state.live.last_state(&room_code);
    write(&state, &asked, StatusCode::OK, async |tx, now| {
        let known = known.as_deref();
        play::act(
            tx,
            &room_code,
            asked.caller.user_id,
            seen_version,
            &action,
            now,
            known,
        )
        .await
    })
    .await
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
    responses((status = 200, body = RoundHistory,
               headers(("Content-Language" = String, description = "The language the location names and roles are in, as for the room view"))),
              Problems<(RoomNotFound, NotAMember)>))]
pub async fn history(
    state: web::Data<AppState>,
    caller: AuthUser,
    room_code: RoomCode,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let game = read_rounds(&state, caller, &room_code, &wanted).await?;
    let mut res = HttpResponse::Ok();
    in_language(&mut res, game.language.as_deref());
    Ok(res.json(RoundHistory {
        game_number: game.game_number,
        rounds: game.rounds,
    }))
}

/// One round of the current game (members only).
#[utoipa::path(get, path = "/api/v1/rooms/{code}/rounds/{number}", operation_id = "getRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path), ("number" = u32, Path)),
    responses((status = 200, body = RoundView,
               headers(("Content-Language" = String, description = "The language the location names and roles are in, as for the room view"))),
              Problems<(RoomNotFound, NotAMember, RoundNotFound)>))]
pub async fn round(
    state: web::Data<AppState>,
    caller: AuthUser,
    room_code: RoomCode,
    path: web::Path<RoundPath>,
    wanted: Preferences,
) -> ApiResult<HttpResponse> {
    let number = path.number;
    let game = read_rounds(&state, caller, &room_code, &wanted).await?;
    let round = (game.rounds.into_iter())
        .find(|r| r.number == number)
        .ok_or(RoundNotFound)?;
    let mut res = HttpResponse::Ok();
    in_language(&mut res, game.language.as_deref());
    Ok(res.json(round))
}

async fn read_rounds(
    state: &AppState,
    caller: AuthUser,
    room_code: &RoomCode,
    wanted: &Preferences,
) -> ApiResult<GameRounds> {
    let now = state.clock.now_ms();
    let mut tx = state.pool.begin().await?;
    let rounds = play::rounds(&mut tx, room_code, caller.user_id, now, wanted).await?;
    tx.commit().await?;
    Ok(rounds)
}
