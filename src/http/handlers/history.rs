//! A player's own league history (`GET /me/history`): the nights they played, how each
//! went for them, and their ratings per season and over all time.

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::nights::tagged_json;
use crate::app::history::{self, NightHistory, RankedRating};
use crate::http::caller::AuthUser;
use crate::http::problem::ApiResult;
use crate::http::state::AppState;
use crate::league::ratings::RANKED_AFTER;

/// One night the caller played.
#[derive(Debug, Serialize, ToSchema)]
pub struct NightHistoryView {
    /// The night's code (five letters), as in `/nights/{code}`.
    pub code: String,
    /// The night's name, as its organizer gave it.
    pub name: String,
    /// The name of the season the night belongs to.
    pub season: String,
    /// When the organizer created the night (RFC 3339, UTC): the list's order, newest first.
    pub created_at: DateTime<Utc>,
    /// `true` once the organizer has finished the night; until then its numbers may still
    /// move.
    pub finished: bool,
    /// The caller's place in the night's standings (shared when `tied`).
    pub rank: u32,
    /// The caller shares `rank` with at least one other player.
    pub tied: bool,
    /// How many players the night has, the caller included.
    pub players: u32,
    /// The caller's night total: points scored in the night's counted rounds plus the
    /// organizer's adjustments.
    pub points: i32,
    /// Rounds of the night the caller was dealt into (voided and abandoned ones too, at 0
    /// points); only rounds the organizer struck out do not count.
    pub rounds_played: u32,
    /// Rounds the caller held a spy card in.
    pub rounds_as_spy: u32,
    /// Rounds the caller won as a spy: they held a spy card and the spies' side won.
    pub spy_wins: u32,
    /// Rounds in which the caller earned the non-spies' bonus for unmasking a spy.
    pub spies_caught: u32,
    /// Seating rounds the caller sat out.
    pub sat_out: u32,
}

/// A skill rating (Weng-Lin), as docs/league.md explains.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingView {
    /// The cautious estimate shown and ranked by: `skill - 3 * uncertainty`.
    pub rating: f64,
    /// The Weng-Lin skill estimate: 25 for a newcomer, moving with every rated round; rounded
    /// to a tenth.
    pub skill: f64,
    /// How unsure `skill` still is: 25/3 (about 8.3) for a newcomer, shrinking as rounds are
    /// rated; rounded to a tenth.
    pub uncertainty: f64,
    /// Rounds that rated the caller: voided rounds and rounds where everyone scored alike
    /// are not rated.
    pub rated_rounds: u32,
    /// The caller's rank among ranked players; `null` until `ranked_after` rounds.
    pub rank: Option<u32>,
    /// How many players are ranked over the same nights (the season's, or all of them).
    pub ranked_players: u32,
    /// Rated rounds a player needs before being ranked (currently 10).
    pub ranked_after: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SeasonRatingView {
    /// The season's id.
    pub season_id: Uuid,
    /// The season's name.
    pub season: String,
    /// The caller's rating over this season's nights only.
    pub rating: RatingView,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryView {
    /// Newest first.
    pub nights: Vec<NightHistoryView>,
    /// The caller's rating in each season they played a night of, the season of their newest
    /// night first; a season where none of their rounds was rated is left out.
    pub seasons: Vec<SeasonRatingView>,
    /// `null` before the caller's first rated round.
    pub all_time: Option<RatingView>,
}

/// The caller's league history. Tagged by content: poll with `If-None-Match`.
///
/// Bearer token; a player sees only their own history. Answers every night the caller played
/// (newest first, with their place, points and spy record) and their rating per season and over
/// all time, computed afresh from the rounds. The ETag is a digest of the content: send it back
/// as `If-None-Match` to get 304 with no body while nothing changed. There is no `?wait` here.
#[utoipa::path(get, path = "/api/v1/me/history", operation_id = "getMyHistory", tag = "league",
    security(("bearer" = [])),
    params(("If-None-Match" = Option<String>, Header, description = "The ETag of the history the client holds")),
    responses((status = 200, body = HistoryView), (status = 304)))]
pub async fn mine(
    req: HttpRequest,
    state: web::Data<AppState>,
    caller: AuthUser,
) -> ApiResult<HttpResponse> {
    let h = history::of_player(&state.pool, caller.user_id).await?;
    let view = HistoryView {
        nights: h.nights.into_iter().map(night_view).collect(),
        seasons: (h.seasons.into_iter())
            .map(|(season_id, season, r)| SeasonRatingView {
                season_id,
                season,
                rating: rating_view(&r),
            })
            .collect(),
        all_time: h.all_time.as_ref().map(rating_view),
    };
    let body = serde_json::to_vec(&view).map_err(anyhow::Error::from)?;
    Ok(tagged_json(&req, body, caller.user_id))
}

fn night_view(n: NightHistory) -> NightHistoryView {
    NightHistoryView {
        code: n.code,
        name: n.name,
        season: n.season,
        created_at: n.created_at,
        finished: n.finished,
        rank: n.rank,
        tied: n.tied,
        players: n.players,
        points: n.points,
        rounds_played: n.rounds_played,
        rounds_as_spy: n.rounds_as_spy,
        spy_wins: n.spy_wins,
        spies_caught: n.spies_caught,
        sat_out: n.sat_out,
    }
}

/// Rounded to a tenth: more digits promise more than a rating knows.
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn rating_view(r: &RankedRating) -> RatingView {
    RatingView {
        rating: tenth(r.rating.shown()),
        skill: tenth(r.rating.skill.rating),
        uncertainty: tenth(r.rating.skill.uncertainty),
        rated_rounds: r.rating.rounds,
        rank: r.rank,
        ranked_players: r.ranked_players,
        ranked_after: RANKED_AFTER,
    }
}
