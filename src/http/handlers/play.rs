//! Playing: start a game, deal rounds, take actions, read the history. Each handler reads
//! the request and runs its operation of `app::play` through `writes::write`.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::fast_move::try_move;
use super::writes::{Reply, RoomWrite, UncheckedWrite, write};
use crate::app::play;
use crate::app::play::GameRounds;
use crate::engine::deal::DealError;
use crate::engine::fair_deal::SpyDeal;
use crate::engine::player_view::RoundView;
use crate::engine::{Action, ActionError};
use crate::http::caller::AuthUser;
use crate::http::idempotency::TableWriteHeaders;
use crate::http::languages::in_language;
use crate::http::path_codes::RoundPath;
use crate::http::problem::ApiResult;
use crate::http::refusal::{
    InvalidIfMatch, InvalidPauseReason, NoRound, NotAMember, Problems, RoomClosed, RoomNotFound,
    RoundNotFound, UnknownPack, VersionMismatch,
};
use crate::http::state::AppState;
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::moves::TableRefusal;
use crate::rooms::room_view::RoomView;

/// Start a new game (host only): scores and the used-location deck reset.
///
/// Host only, between rounds; a league table starts only as many games as its seating round
/// gives. Answers 201 with the caller's view; then deal with `POST /rooms/{code}/rounds`.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`) and starts no second game; the same key with another request
/// gets 422 `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/games", operation_id = "startGame", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders),
    responses((status = 201, body = RoomView, headers(("Location" = String, description = "The new game's rounds: `/api/v1/rooms/{code}/rounds`"))), Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal, UnknownPack)>))]
pub async fn start_game(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Created(at_game), async |tx, now| {
        play::start_game(tx, &room_code, asker.clone(), now).await
    })
    .await
}

/// The new game's rounds (none yet).
fn at_game(view: &RoomView) -> String {
    format!("/api/v1/rooms/{}/rounds", view.code)
}

/// Deal the next round of the current game (the host, or the player whose turn it is to
/// deal: the previous round's spy; the room view's `table.next_dealer_id`).
///
/// The host or the next dealer, between rounds of a game not over. Answers 201 with the caller's
/// view, their card in `round.my_card`; time-driven changes then happen on the server. Refused
/// 409 with a code saying why (`too_few_players`, `game_over`, ...). `Idempotency-Key`: the same
/// request resent with it within 24 h replays the first answer (`Idempotent-Replayed: true`) and
/// deals no second round; the same key with another request gets 422 `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds", operation_id = "dealRound", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders),
    responses((status = 201, body = RoomView, headers(("Location" = String, description = "The round dealt: `/api/v1/rooms/{code}/rounds/{number}`"))),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal, DealError)>))]
pub async fn deal_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Created(at_round), async |tx, now| {
        // The state this instance last kept of the room, read under its gate (which `write`
        // holds), spares reading it back after the deal.
        let known = state.live.last_state(&room_code);
        play::deal_round(tx, &room_code, asker.clone(), now, known.as_deref()).await
    })
    .await
}

/// The round just dealt.
fn at_round(view: &RoomView) -> String {
    let number = view.round.as_ref().map_or(0, |r| r.number);
    format!("/api/v1/rooms/{}/rounds/{number}", view.code)
}

/// Abandon the round in play (host only): it ends without points, its record kept for all
/// to see, and it does not count toward the game's length.
///
/// Host only, while a round is in play (else 409 `no_round_in_progress`), e.g. after a misdeal or
/// a dead phone. Answers the caller's view with the round over, its outcome `abandoned`.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`); the same key with another request gets 422
/// `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds/current/abandon", operation_id = "abandonRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders),
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal, NoRound)>))]
pub async fn abandon_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        play::abandon_round(tx, &room_code, asker.clone(), now).await
    })
    .await
}

/// What the host says when pausing.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PauseRequest {
    /// Why the table stops ("Pizza is here"), shown on every phone and on the room's TV
    /// screen; at most 100 characters, trimmed; absent or empty for no reason (the body
    /// itself is required: `{}`).
    #[serde(default)]
    pub reason: Option<String>,
}

/// Pause the round in play (host only), saying why: every clock stops until it resumes.
///
/// Host only, while a round is in play and not paused (else 409 `no_round_in_progress` or
/// `round_paused`); the JSON body is required, `{}` for no reason. The round clock, an open vote's clock, a reveal proposal's and the team
/// spy's time to guess all stand still; the view's `round.paused` gives the reason, and until
/// `resume` no move of the round is accepted (409 `round_paused`); leaving, removing a player,
/// abandoning the round and handing on the host role still are. Answers the caller's view.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`); the same key with another request gets 422
/// `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds/current/pause", operation_id = "pauseRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders),
    request_body = PauseRequest,
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, InvalidPauseReason, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal, NoRound)>))]
pub async fn pause_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
    body: web::Json<PauseRequest>,
) -> ApiResult<HttpResponse> {
    let reason =
        crate::engine::pause::reason(body.reason.as_deref()).map_err(|_| InvalidPauseReason)?;
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        play::pause_round(tx, &room_code, asker.clone(), reason.clone(), now).await
    })
    .await
}

/// Resume the paused round (host only): every clock runs again from where it stood.
///
/// Host only, while the round in play is paused (else 409 `round_not_paused` or
/// `no_round_in_progress`). Every deadline (an open vote's, a reveal proposal's, the team spy's)
/// moves later by the length of the pause. Answers the caller's view.
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`); the same key with another request gets 422
/// `idempotency_key_reused`.
/// `If-Match` (the view's `version`, or its round's `situation`) refuses the change with 412
/// `version_mismatch`, changing nothing, if the room (or the round) has moved on since.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/rounds/current/resume", operation_id = "resumeRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders),
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, TableRefusal, NoRound)>))]
pub async fn resume_round(
    state: web::Data<AppState>,
    asked: RoomWrite,
    room_code: RoomCode,
) -> ApiResult<HttpResponse> {
    let asker = asked.asker()?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        play::resume_round(tx, &room_code, asker.clone(), now).await
    })
    .await
}

/// One move in the current round; answers the caller's new view.
///
/// A member's token; `type` picks the move, and the view's `me.moves` lists the legal ones with
/// their targets. Send the view's `round.situation` as `If-Match`:
/// the move is made if the round is still in that situation (same round, phase, open ballot or
/// reveal proposal) and allows it, even when other moves came between (five ballots cast at once
/// all count), and refused with 412 `version_mismatch` otherwise, changing nothing: then read the
/// room and let the player choose again; never resend a move on a 412 by itself. `If-Match` with
/// the view's `version` is stricter: any change at all refuses it. `Idempotency-Key`: the same move resent with it
/// within 24 h replays the first answer (`Idempotent-Replayed: true`), not a 412; the same key
/// with another request gets 422 `idempotency_key_reused`.
#[utoipa::path(post, path = "/api/v1/rooms/{code}/actions", operation_id = "act", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), TableWriteHeaders), request_body = Action,
    responses((status = 200, body = RoomView),
              Problems<(InvalidIfMatch, RoomNotFound, RoomClosed, VersionMismatch, NotAMember, NoRound, ActionError)>))]
pub async fn act(
    state: web::Data<AppState>,
    asked: UncheckedWrite,
    room_code: RoomCode,
    body: web::Json<Action>,
) -> ApiResult<HttpResponse> {
    let action = body.into_inner();
    // Most moves are written in one statement on the state this instance last kept of the
    // room, which also checks the caller's session.
    let asker = asked.asker();
    if let Ok(asker) = &asker
        && let Some(res) = try_move(&state, &asked, asker, &action, &room_code).await?
    {
        return Ok(res);
    }
    // Every other way: the session first (a 401 comes before any other refusal).
    let asked = asked.checked(&state).await?;
    let asker = asker?;
    write(&state, &asked, Reply::Ok, async |tx, now| {
        // Read under the room's gate, which `write` holds: it spares the move reading the
        // room again.
        let known = state.live.last_state(&room_code);
        play::act(
            tx,
            &room_code,
            asker.clone(),
            &action,
            now,
            known.as_deref(),
        )
        .await
    })
    .await
}

#[derive(Serialize, ToSchema)]
pub struct RoundHistory {
    /// The number of the room's current game, counted from 1 in each room; 0 before the
    /// room's first game, when `rounds` is empty.
    pub game_number: i32,
    /// Each round of the current game: finished ones whole, the current one as the caller
    /// may see it.
    pub rounds: Vec<RoundView>,
    /// The fair-deal ledger: each player's finished rounds as the spy against the share a
    /// uniform deal gives (the deal stays uniformly random; this only shows it). The round
    /// in play does not count until it ends.
    pub spy_deals: Vec<SpyDeal>,
}

/// The rounds of the current game (members only).
///
/// Members only (else 403 `not_a_member`). Answers the current game's number and each of its
/// rounds: finished ones whole (cards, questions, votes, guesses, result, points), the one in
/// play only as the caller may see it. Location names and roles are in the first of the caller's
/// `Accept-Language` the game has. No ETag: read it again when a round ends.
#[utoipa::path(get, path = "/api/v1/rooms/{code}/rounds", operation_id = "listRounds", tag = "play", security(("bearer" = [])),
    params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)")),
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
        spy_deals: game.spy_deals,
    }))
}

/// One round of the current game (members only).
///
/// Members only. Answers round `number` (from 1) of the current game as the list gives it: whole
/// once finished, else as the caller may see it; 404 `round_not_found` when the game has no such
/// round. Names are in the first of the caller's `Accept-Language` the game has.
#[utoipa::path(get, path = "/api/v1/rooms/{code}/rounds/{number}", operation_id = "getRound", tag = "play",
    security(("bearer" = [])), params(("code" = String, Path, description = "The room's code, e.g. BCDFG (any case)"), ("number" = u32, Path, description = "The round's number in the current game, from 1")),
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
