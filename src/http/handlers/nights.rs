//! League nights for players: join a night with its code (accounts), claim a walk-in's
//! place with a claim code, list my nights, see my table for the current seating round and
//! the night's standings.
//!
//! A night's view and table carry `ETag: "n<night version>-<user id>"`: the night's version
//! moves with every organizer change (a seating confirmed, a player linked), so a phone
//! waiting to be seated polls for 304s, long-polls with `?wait=`, or follows the night's
//! event stream; the standings carry a tag of their content.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tokio::time::Instant;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::app::night::{self, NightData};
use crate::app::night_players::{self, Registered};
use crate::db::league::NightRow;
use crate::http::body::optional_json;
use crate::http::caller::AuthUser;
use crate::http::conditional::if_none_match_is;
use crate::http::handlers::identity::{UserView, valid_display_name};
use crate::http::idempotency::{Idempotency, SessionWriteHeaders, WriteHeaders};
use crate::http::pressure::Held;
use crate::http::problem::{ApiError, ApiResult};
use crate::http::refusal::{
    AccountRequired, ClaimNotFound, InvalidDisplayName, InvalidQuery, NightFinished,
    NightNameTaken, NightNotFound, NotInNight, NotSeated, Problems,
};
use crate::http::state::AppState;
use crate::league::night_view::{NightView, TableView, night_view, table_view};
use crate::rooms::code::{self, NightCode};

use super::following::{Current, ViewQuery, hold};
use super::writes::{Answer, claimed_write};
use crate::app::AppResult;
use crate::engine::Millis;
use sqlx::PgConnection;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NightJoinRequest {
    /// The name to play the night under; the caller's display name when absent.
    #[schema(value_type = Option<crate::rooms::names::DisplayNameSchema>)]
    pub display_name: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    /// The walk-in's claim code from the organizer (any case; spaces and dashes ignored).
    pub code: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NightStanding {
    /// 1 for the leaders; tied players share a rank.
    pub rank: u32,
    /// This player shares `rank` with at least one other.
    pub tied: bool,
    /// The player's id in this night (as `me.player_id` of the night view), not their user
    /// id.
    pub player_id: Uuid,
    /// The name the player plays the night under.
    pub display_name: String,
    /// The night total, first ranking key: points scored in the counted rounds plus
    /// `adjustment`.
    pub points: i32,
    /// The sum of the organizer's adjustments to this player's points, already in `points`;
    /// 0 for none.
    pub adjustment: i32,
    /// Rounds the player was dealt into (voided and abandoned ones too, at 0 points);
    /// only rounds the organizer struck out do not count.
    pub rounds_played: u32,
    /// Second ranking key: rounds won as a spy (a spy card held and the spies' side won).
    pub spy_wins: u32,
    /// Third ranking key: rounds in which the player earned the non-spies' bonus for
    /// unmasking a spy.
    pub spies_caught: u32,
    /// The fair-deal ledger, not a ranking key: counted rounds in which the player held a
    /// spy card.
    pub spy_rounds: u32,
    /// The spy rounds a uniform deal gives the player on average over their counted rounds
    /// (spies ÷ players dealt in standard play; 1 ÷ (players + 1) with 2 or 3, the middle
    /// card being a place too; in team mode 1 ÷ agents, 0 as a captain), to two decimals:
    /// the deal stays uniformly random, this only shows how chance fell.
    pub expected_spy_rounds: f64,
    /// Fourth ranking key: how many of the players level with this one on points, spy wins
    /// and spies caught it outscored in the (not voided) rounds they played together.
    pub head_to_head: u32,
    /// This line is the caller's.
    pub me: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StandingsView {
    /// The night's code (five letters), as in `/nights/{code}`.
    pub code: String,
    /// The night's name, as its organizer gave it.
    pub name: String,
    /// Every player of the night, best first: by points, then spy wins, spies caught and
    /// head-to-head; tied players share a rank.
    pub standings: Vec<NightStanding>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NightRef {
    /// The night's code (five letters), as in `/nights/{code}`.
    pub code: String,
    /// The night's name, as its organizer gave it.
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct ClaimView {
    /// The walk-in's user: a guest the organizer made for them, which may become an account
    /// later (`POST /me/account`) and keep the night's points.
    pub user: UserView,
    /// Bearer token for the walk-in's phone.
    pub token: String,
    /// When `token` stops working (RFC 3339, UTC): the server's token lifetime after the
    /// claim, 30 days unless configured otherwise.
    pub expires_at: DateTime<Utc>,
    /// The night the walk-in plays: its code for `/nights/{code}`, and its name.
    pub night: NightRef,
}

/// The nights the caller is registered for, newest first.
///
/// Bearer token. Answers the caller's view of each night they are a player of (registered,
/// checked in, or a walk-in they claimed), the same view as `GET /nights/{code}`; an empty list
/// when none. This list carries no ETag: follow one night by its own view or event stream.
#[utoipa::path(get, path = "/api/v1/me/nights", operation_id = "listMyNights", tag = "league", security(("bearer" = [])),
    responses((status = 200, body = Vec<NightView>)))]
pub async fn mine(state: web::Data<AppState>, caller: AuthUser) -> ApiResult<HttpResponse> {
    let nights = night::of_player(&state.pool, caller.user_id).await?;
    let views: Vec<NightView> = nights
        .iter()
        .filter_map(|data| night_view(&data.facts(), caller.user_id))
        .collect();
    Ok(HttpResponse::Ok().json(views))
}

/// Register for a night with its code. Accounts only: walk-ins are added by the organizer.
///
/// An account's token: a guest gets 403 `account_required` (guests check in at the door).
/// Answers the caller's night view, 201 when registered now, 200 when already (nothing changes).
/// `Idempotency-Key`: the same request resent with it within 24 h replays the first answer
/// (`Idempotent-Replayed: true`), so a timed-out call may be resent safely; the same key with
/// another request gets 422 `idempotency_key_reused`.
#[utoipa::path(post, path = "/api/v1/nights/{code}/players", operation_id = "joinNight", tag = "league",
    security(("bearer" = [])), params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"), WriteHeaders),
    request_body(content = Option<NightJoinRequest>),
    responses((status = 201, body = NightView, headers(("Location" = String, description = "The night: `/api/v1/nights/{code}`")), description = "registered"),
              (status = 200, body = NightView, description = "already registered"),
              Problems<(InvalidDisplayName, NightNotFound, NotInNight, AccountRequired, NightFinished, NightNameTaken)>))]
pub async fn join(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    night_code: NightCode,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let request: NightJoinRequest = optional_json(&body, state.config.max_body_bytes)?;
    // Checked first: a bad name is refused even from a player already in the night.
    let asked_name = request
        .display_name
        .as_deref()
        .map(valid_display_name)
        .transpose()?;
    let user = caller.user_id;
    let register = async |tx: &mut PgConnection, _| {
        night_players::register(tx, &night_code, user, asked_name).await
    };
    night_write(&state, caller, &key, register).await
}

/// Check in on arrival: only checked-in players are seated. Anyone not yet registered is
/// registered under their display name, a guest too (at the door a name is enough; a guest
/// made an account later keeps the night's points); a walk-in is checked in when the
/// organizer adds them. Checking in again changes nothing (200).
///
/// Bearer token, a guest's too. Answers the caller's night view: 201 when checked in now, 200
/// when already. Only checked-in players are seated: then wait for `my_table` by long-polling
/// `GET /nights/{code}` or on its event stream. `Idempotency-Key`: the same request resent with
/// it within 24 h replays the first answer (`Idempotent-Replayed: true`); the same key with
/// another request gets 422 `idempotency_key_reused`.
#[utoipa::path(post, path = "/api/v1/nights/{code}/check-in", operation_id = "checkInToNight", tag = "league",
    security(("bearer" = [])), params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"), WriteHeaders),
    responses((status = 201, body = NightView, headers(("Location" = String, description = "The night: `/api/v1/nights/{code}`")), description = "checked in"),
              (status = 200, body = NightView, description = "already checked in"),
              Problems<(NightNotFound, NotInNight, NightFinished, NightNameTaken)>))]
pub async fn check_in(
    state: web::Data<AppState>,
    caller: AuthUser,
    key: Idempotency,
    night_code: NightCode,
) -> ApiResult<HttpResponse> {
    let user = caller.user_id;
    let check_in =
        async |tx: &mut PgConnection, _| night_players::check_in(tx, &night_code, user).await;
    night_write(&state, caller, &key, check_in).await
}

/// Registers or checks the caller in (`change`), answering their view of the night: 201
/// when they were new to it, 200 when they were already there.
async fn night_write(
    state: &AppState,
    caller: AuthUser,
    key: &Idempotency,
    change: impl AsyncFnOnce(&mut PgConnection, Millis) -> AppResult<Registered>,
) -> ApiResult<HttpResponse> {
    let answer = |done: &Registered| {
        let (status, data) = match done {
            Registered::New(data) => (StatusCode::CREATED, data),
            Registered::Already(data) => (StatusCode::OK, data),
        };
        let view = view_of(data, caller.user_id)?;
        let tag = etag(&data.night, caller.user_id);
        let location =
            (status == StatusCode::CREATED).then(|| format!("/api/v1/nights/{}", view.code));
        Ok(Answer {
            view,
            status,
            tag,
            location,
        })
    };
    let (res, _) = claimed_write(state, caller, key, change, answer).await?;
    Ok(res)
}

/// A walk-in's phone takes the place the organizer made for them: a token for the guest
/// player behind the claim code. A code works once: a lost phone needs a new code.
///
/// No token: the claim code is the key. Answers 201 with the walk-in's user, a bearer token for
/// this phone and the night's code and name; the phone then follows the night as that player.
/// A code works once: a resend after a lost answer gets 404 `claim_not_found`, and the organizer
/// gives the walk-in a new code. `Idempotency-Key` is accepted but not replayed.
#[utoipa::path(post, path = "/api/v1/nights/claim", operation_id = "claimWalkIn", tag = "league",
    params(SessionWriteHeaders), request_body = ClaimRequest,
    responses((status = 201, body = ClaimView, headers(("Location" = String, description = "The session's user: `/api/v1/me`"))), Problems<(ClaimNotFound,)>))]
pub async fn claim(
    state: web::Data<AppState>,
    body: web::Json<ClaimRequest>,
) -> ApiResult<HttpResponse> {
    let claim_code = code::normalize_claim(&body.code).ok_or(ClaimNotFound)?;
    let claimed = night_players::claim(&state.pool, &state.keys, &claim_code, state.clock.now());
    let (session, night) = claimed.await?.ok_or(ClaimNotFound)?;
    Ok(super::identity::session_created().json(ClaimView {
        user: session.user.into(),
        token: session.token,
        expires_at: session.expires_at,
        night: NightRef {
            code: night.code,
            name: night.name,
        },
    }))
}

/// The night as the caller sees it (registered players only); `my_table` appears when
/// the caller is seated, so a phone long-polls this view to wait for the seating.
///
/// Bearer token of a player of the night (else 403 `not_in_night`). Send the answer's ETag back
/// as `If-None-Match` for a 304. With it, `?wait=N` (N at most 60, else 400) holds the request
/// until the night changes or N seconds pass, so the client's HTTP timeout must be longer than
/// N (e.g. N + 10 s). `GET /nights/{code}/events` pushes the same view instead of polling.
#[utoipa::path(get, path = "/api/v1/nights/{code}", operation_id = "getNight", tag = "league", security(("bearer" = [])),
    params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"), ViewQuery,
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the view the client holds")),
    responses((status = 200, body = NightView), (status = 304),
              Problems<(InvalidQuery, NightNotFound, NotInNight)>))]
pub async fn get(
    req: HttpRequest,
    state: web::Data<AppState>,
    caller: AuthUser,
    night_code: NightCode,
    query: web::Query<ViewQuery>,
) -> ApiResult<HttpResponse> {
    let wait = query.wait_secs()?;
    match poll(&req, &state, caller, &night_code, wait).await? {
        Polled::NotModified(res) => Ok(res),
        Polled::Changed(data, _) => respond(HttpResponse::Ok(), &data, caller.user_id),
    }
}

/// My table in the current seating round: the room to play in and who sits there.
///
/// Bearer token of a player of the night. Answers the caller's table in the current seating
/// round, or 404 `not_seated` while they have none. It shares the night view's ETag: send it as
/// `If-None-Match` for a 304; with it, `?wait=N` (N at most 60) holds the request until the night
/// changes or N seconds pass (HTTP timeout longer than N, e.g. N + 10 s). Play at its room.
#[utoipa::path(get, path = "/api/v1/nights/{code}/table", operation_id = "getMyTable", tag = "league",
    security(("bearer" = [])),
    params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"), ViewQuery,
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the table the client holds")),
    responses((status = 200, body = TableView), (status = 304),
              Problems<(InvalidQuery, NightNotFound, NotInNight, NotSeated)>))]
pub async fn table(
    req: HttpRequest,
    state: web::Data<AppState>,
    caller: AuthUser,
    night_code: NightCode,
    query: web::Query<ViewQuery>,
) -> ApiResult<HttpResponse> {
    let wait = query.wait_secs()?;
    let (data, me) = match poll(&req, &state, caller, &night_code, wait).await? {
        Polled::NotModified(res) => return Ok(res),
        Polled::Changed(data, me) => (data, me),
    };
    let table = table_view(&data.facts(), me).ok_or(NotSeated)?;
    let mut res = HttpResponse::Ok();
    cache_headers(&mut res, &data.night, caller.user_id);
    Ok(res.json(table))
}

/// The night's standings: points, then rounds won as the spy, spies caught and
/// head-to-head; tied players share a rank.
///
/// Bearer token of a player of the night. Answers every player's line, best first, the caller's
/// marked `me`. The ETag is a digest of the content: send it as `If-None-Match` for a 304 while
/// nothing changed. No `?wait`: rounds played at the tables move the standings but not the
/// night's version or stream, so read it again, e.g. when the caller's round ends.
#[utoipa::path(get, path = "/api/v1/nights/{code}/standings", operation_id = "getNightStandings", tag = "league",
    security(("bearer" = [])),
    params(("code" = String, Path, description = "The night's code, as the organizer gives it (any case)"),
           ("If-None-Match" = Option<String>, Header, description = "The ETag of the standings the client holds")),
    responses((status = 200, body = StandingsView), (status = 304),
              Problems<(NightNotFound, NotInNight)>))]
pub async fn standings(
    req: HttpRequest,
    state: web::Data<AppState>,
    caller: AuthUser,
    night_code: NightCode,
) -> ApiResult<HttpResponse> {
    let night = night::by_code(&state.pool, &night_code).await?;
    let mut conn = state.pool.acquire().await?;
    let data = night::load(&mut conn, night).await?;
    let me = member(&data, caller.user_id)?;
    let standings = data
        .report
        .standings
        .iter()
        .map(|l| NightStanding {
            rank: l.rank,
            tied: l.tied,
            player_id: l.player,
            display_name: data.name_of(l.player),
            points: l.points,
            adjustment: l.adjustment,
            rounds_played: l.rounds_played,
            spy_wins: l.spy_wins,
            spies_caught: l.spies_caught,
            spy_rounds: l.spy_rounds,
            // Thousandths rounded to hundredths, as the game's ledger rounds them.
            expected_spy_rounds: f64::from((l.expected_spy_milli + 5) / 10) / 100.0,
            head_to_head: l.head_to_head,
            me: l.player == me,
        })
        .collect();
    let body = serde_json::to_vec(&StandingsView {
        code: data.night.code.clone(),
        name: data.night.name.clone(),
        standings,
    })
    .map_err(anyhow::Error::from)?;
    // Standings move with every round played at the night's tables, which the night's
    // version does not count: the tag is the content's.
    Ok(tagged_json(&req, body, caller.user_id))
}

/// `body` for `user` with a tag of its content: 304 when the client holds it.
pub(super) fn tagged_json(req: &HttpRequest, body: Vec<u8>, user: Uuid) -> HttpResponse {
    let tag = content_tag(&body, user);
    let unchanged = if_none_match_is(req, &tag);
    let mut res = if unchanged {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    private_tag(&mut res, tag);
    if unchanged {
        return res.finish();
    }
    res.content_type("application/json").body(body)
}

/// A strong tag of a response body as `user` gets it.
fn content_tag(body: &[u8], user: Uuid) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::new()
        .chain_update(body)
        .chain_update(user.as_bytes())
        .finalize();
    format!("\"s{}\"", hex::encode(&digest[..12]))
}

/// What a poll of a night finds: nothing new for the tag the caller holds (one read of
/// the night's row), or the night with its seating and the caller's player id.
enum Polled {
    NotModified(HttpResponse),
    Changed(Box<NightData>, Uuid),
}

/// The night as the caller's tag left it (304, held up to `wait` seconds for a change
/// first), or as it is now.
async fn poll(
    req: &HttpRequest,
    state: &AppState,
    caller: AuthUser,
    night_code: &NightCode,
    wait: u64,
) -> ApiResult<Polled> {
    let until = Instant::now() + Duration::from_secs(wait);
    let mut held: Option<Held> = None;
    loop {
        // Boxed: a held poll would carry the reads' space while it waits (BENCHMARKS.md, P3).
        let night = Box::pin(night::by_code(&state.pool, night_code)).await?;
        if !fresh(req, &night, caller.user_id) {
            let data = Box::pin(night::seating_of(&state.pool, night)).await?;
            let me = member(&data, caller.user_id)?;
            return Ok(Polled::Changed(Box::new(data), me));
        }
        let current = Current {
            id: night.id,
            version: night.version,
            user: caller.user_id,
            token: caller.token_id,
            deadline: None,
        };
        let not_modified = || not_modified(&night, caller.user_id);
        if let Some(res) = hold(state, req, &mut held, &current, until, not_modified).await? {
            return Ok(Polled::NotModified(res));
        }
        if state.live.is_revoked(caller.token_id) {
            return Err(ApiError::unauthorized("The token has been revoked."));
        }
    }
}

/// The caller's player id in the night, or 403.
pub(super) fn member(data: &NightData, user: Uuid) -> ApiResult<Uuid> {
    data.facts().member(user).ok_or_else(|| NotInNight.into())
}

/// The caller's view of the night, or 403.
pub(super) fn view_of(data: &NightData, user: Uuid) -> ApiResult<NightView> {
    night_view(&data.facts(), user).ok_or_else(|| NotInNight.into())
}

fn respond(
    mut res: actix_web::HttpResponseBuilder,
    data: &NightData,
    user: Uuid,
) -> ApiResult<HttpResponse> {
    let view = view_of(data, user)?;
    cache_headers(&mut res, &data.night, user);
    Ok(res.json(view))
}

fn etag(night: &NightRow, user: Uuid) -> String {
    format!("\"n{}-{user}\"", night.version)
}

/// Whether the client already holds the current view (its `If-None-Match` names it).
fn fresh(req: &HttpRequest, night: &NightRow, user: Uuid) -> bool {
    if_none_match_is(req, &etag(night, user))
}

fn not_modified(night: &NightRow, user: Uuid) -> HttpResponse {
    let mut res = HttpResponse::NotModified();
    cache_headers(&mut res, night, user);
    res.finish()
}

fn cache_headers(res: &mut actix_web::HttpResponseBuilder, night: &NightRow, user: Uuid) {
    private_tag(res, etag(night, user));
}

/// A tag for one caller's answer: caches may keep it for that caller only.
fn private_tag(res: &mut actix_web::HttpResponseBuilder, tag: String) {
    res.insert_header((header::ETAG, tag))
        .insert_header((header::CACHE_CONTROL, "private, no-cache"))
        .insert_header((header::VARY, "Authorization"));
}
