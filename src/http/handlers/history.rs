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
    pub code: String,
    pub name: String,
    pub season: String,
    pub created_at: DateTime<Utc>,
    pub finished: bool,
    /// The caller's place in the night's standings (shared when `tied`).
    pub rank: u32,
    pub tied: bool,
    pub players: u32,
    pub points: i32,
    pub rounds_played: u32,
    /// Rounds the caller held a spy card in.
    pub rounds_as_spy: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    /// Seating rounds the caller sat out.
    pub sat_out: u32,
}

/// A skill rating (Weng-Lin), as docs/league.md explains.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingView {
    /// The cautious estimate shown and ranked by: `skill - 3 * uncertainty`.
    pub rating: f64,
    pub skill: f64,
    pub uncertainty: f64,
    pub rated_rounds: u32,
    /// The caller's rank among ranked players; `null` until `ranked_after` rounds.
    pub rank: Option<u32>,
    pub ranked_players: u32,
    pub ranked_after: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SeasonRatingView {
    pub season_id: Uuid,
    pub season: String,
    pub rating: RatingView,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryView {
    /// Newest first.
    pub nights: Vec<NightHistoryView>,
    pub seasons: Vec<SeasonRatingView>,
    /// `null` before the caller's first rated round.
    pub all_time: Option<RatingView>,
}

/// The caller's league history. Tagged by content: poll with `If-None-Match`.
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
