//! A player's own league history: every night they played with how it went for them, and
//! their ratings per season and over all time.
//!
//! Ratings depend on every opponent's rounds, so the whole league's nights are loaded and
//! rated once per call (docs/league.md says what that costs).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use super::night::NightData;
use super::season::{loaded_nights, rated_rounds};
use crate::league::ratings::{self, Rating};

/// One night as the player lived it.
#[derive(Debug, Clone)]
pub struct NightHistory {
    pub code: String,
    pub name: String,
    pub season_id: Uuid,
    pub season: String,
    pub created_at: DateTime<Utc>,
    pub finished: bool,
    pub rank: u32,
    pub tied: bool,
    pub players: u32,
    pub points: i32,
    pub rounds_played: u32,
    /// Rounds the player held a spy card in.
    pub rounds_as_spy: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    /// Seating rounds the player sat out.
    pub sat_out: u32,
}

/// A rating with its rank among the ranked players (`None` until ranked).
#[derive(Debug, Clone)]
pub struct RankedRating {
    pub rating: Rating,
    pub rank: Option<u32>,
    pub ranked_players: u32,
}

#[derive(Debug, Clone, Default)]
pub struct History {
    /// Newest first.
    pub nights: Vec<NightHistory>,
    /// Per season the player played in: (season id, name, rating).
    pub seasons: Vec<(Uuid, String, RankedRating)>,
    pub all_time: Option<RankedRating>,
}

pub async fn of_player(pool: &PgPool, user: Uuid) -> anyhow::Result<History> {
    let mut conn = pool.acquire().await?;
    let all = loaded_nights(&mut conn, None).await?;
    let mut history = History {
        nights: all.iter().filter_map(|d| night_of(d, user)).collect(),
        all_time: rating_of(&all, user),
        ..History::default()
    };
    history
        .nights
        .sort_by_key(|n| std::cmp::Reverse(n.created_at));
    let mut seasons: Vec<(Uuid, String)> = Vec::new();
    for n in &history.nights {
        if !seasons.iter().any(|(id, _)| *id == n.season_id) {
            seasons.push((n.season_id, n.season.clone()));
        }
    }
    for (id, name) in seasons {
        let of_season = all.iter().filter(|d| d.night.season_id == id);
        if let Some(r) = rating_of(of_season, user) {
            history.seasons.push((id, name, r));
        }
    }
    Ok(history)
}

fn night_of(data: &NightData, user: Uuid) -> Option<NightHistory> {
    let me = data.players.iter().find(|p| p.user_id == user)?;
    let line = data.report.standings.iter().find(|l| l.player == me.id)?;
    let rounds_as_spy = (data.report.rounds.iter())
        .filter(|r| !r.voided && r.played.spies.contains(&me.id))
        .count() as u32;
    let sat_out = (data.seatings.iter())
        .filter(|s| s.confirmed && s.sitting_out.contains(&me.id))
        .count() as u32;
    Some(NightHistory {
        code: data.night.code.clone(),
        name: data.night.name.clone(),
        season_id: data.night.season_id,
        season: data.night.season_name.clone(),
        created_at: data.night.created_at,
        finished: data.night.finished_at.is_some(),
        rank: line.rank,
        tied: line.tied,
        players: data.players.len() as u32,
        points: line.points,
        rounds_played: line.rounds_played,
        rounds_as_spy,
        spy_wins: line.spy_wins,
        spies_caught: line.spies_caught,
        sat_out,
    })
}

/// `user`'s rating over `nights`, ranked among everyone rated there.
fn rating_of<'a>(
    nights: impl IntoIterator<Item = &'a NightData>,
    user: Uuid,
) -> Option<RankedRating> {
    let all: HashMap<Uuid, Rating> = ratings::rate(&rated_rounds(nights));
    let table = ratings::table(&all);
    let line = table.iter().find(|l| l.player == user)?;
    Some(RankedRating {
        rating: line.rating,
        rank: line.rank,
        ranked_players: table.iter().filter(|l| l.rank.is_some()).count() as u32,
    })
}
