//! A league season: who may run it, creating and renaming it, opening its nights, and its
//! standings (every night of the season loaded and summed per account).

use std::collections::HashMap;

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use chrono::{DateTime, Utc};

use super::night::{self, NightData};
use super::{AppError, AppResult};
use crate::db::league::{self, NewNight, NightKey, NightSummary, SeasonRow};
use crate::db::packs::{self, NightPack};
use crate::league::ratings::{self, RatingLine};
use crate::league::standings::{self, NightResult, SeasonScore};
use crate::notice::Notice;
use crate::rooms::code;
use crate::rooms::settings::RoomSettings;
use crate::staff::Account;

/// Codes drawn for a new night before giving up.
const CODE_DRAWS: usize = 16;

/// The season `id` if `by` runs it (an admin runs every one).
pub async fn runnable(pool: &PgPool, by: &Account, id: Uuid) -> sqlx::Result<Option<SeasonRow>> {
    let season = league::season(pool, id).await?;
    Ok(season.filter(|s| by.may_run_season(s.owner_id)))
}

/// A new season run by `by`, its pages showing times in `time_zone`; answers its id.
pub async fn create(
    pool: &PgPool,
    by: &Account,
    name: &str,
    best_nights: Option<i32>,
    time_zone: &str,
) -> sqlx::Result<Uuid> {
    let id = Uuid::new_v4();
    let mut conn = pool.acquire().await?;
    league::insert_season(&mut conn, id, name, by.user_id, best_nights, time_zone).await?;
    Ok(id)
}

/// Renames the season and sets how many of a player's best nights count and the time
/// zone its pages show times in.
pub async fn update(
    pool: &PgPool,
    season: &SeasonRow,
    name: &str,
    best_nights: Option<i32>,
    time_zone: &str,
) -> sqlx::Result<()> {
    let mut conn = pool.acquire().await?;
    league::update_season(&mut conn, season.id, name, best_nights, time_zone).await
}

/// Deletes the season and every night of it, if it is still as the confirmation page
/// (which showed `version`) told; `false` when it changed since, and nothing was deleted.
pub async fn delete(pool: &PgPool, season: &SeasonRow, version: i64) -> sqlx::Result<bool> {
    let mut conn = pool.acquire().await?;
    league::delete_season(&mut conn, season.id, version).await
}

/// How a night is played out: its seating rounds, and the games each table starts in one.
#[derive(Debug, Clone, Copy)]
pub struct NightShape {
    pub seating_rounds: i32,
    pub games_per_table: i32,
}

/// A new night of `season` with a fresh code, seed and projector address; answers its id
/// and code. Refused with `UnknownPacks` when the settings name a pack the season's
/// organizer may not play (neither published nor theirs).
#[tracing::instrument(skip(pool, season, settings), fields(season = %season.id), err(level = "debug"))]
pub async fn create_night(
    pool: &PgPool,
    season: &SeasonRow,
    name: &str,
    shape: NightShape,
    settings: &RoomSettings,
) -> AppResult<(Uuid, String)> {
    let mut conn = pool.acquire().await?;
    check_night_packs(&mut conn, &settings.pack_ids, season.owner_id).await?;
    let id = Uuid::new_v4();
    let token = hex::encode(rand::random::<[u8; 16]>());
    // A drawn code may be taken; the insert says so without failing and we draw again.
    for _ in 0..CODE_DRAWS {
        let night_code = code::generate(&mut rand::rng());
        let night = NewNight {
            id,
            season_id: season.id,
            code: &night_code,
            name,
            settings,
            seating_rounds: shape.seating_rounds,
            games_per_table: shape.games_per_table,
            seed: rand::random::<i64>(),
            projector_token: &token,
        };
        if league::insert_night(&mut conn, &night).await? {
            return Ok((id, night_code));
        }
    }
    Err(anyhow::anyhow!("no free night code after {CODE_DRAWS} draws").into())
}

/// The packs a night of `owner`'s may play, for its form.
pub async fn night_packs(pool: &PgPool, owner: Option<Uuid>) -> sqlx::Result<Vec<NightPack>> {
    packs::night_packs(pool, owner).await
}

/// Refuses packs a night of `owner`'s may not play: `DraftPacks` for another organizer's
/// drafts, `UnknownPacks` for the rest.
pub async fn check_night_packs(
    conn: &mut PgConnection,
    ids: &[String],
    owner: Option<Uuid>,
) -> AppResult<()> {
    let unknown = packs::unplayable_at_night(&mut *conn, ids, owner).await?;
    if unknown.is_empty() {
        return Ok(());
    }
    let drafts = packs::draft_pack_ids(&mut *conn, &unknown).await?;
    if !drafts.is_empty() {
        return Err(AppError::DraftPacks(drafts));
    }
    Err(AppError::UnknownPacks(unknown))
}

/// What the organizer reads when a night's packs are refused; `None` for other errors.
pub fn packs_refusal(e: &AppError) -> Option<Notice> {
    match e {
        AppError::DraftPacks(ids) => {
            Some(Notice::new("night-packs-draft").with("packs", ids.join(", ")))
        }
        AppError::UnknownPacks(ids) => {
            Some(Notice::new("night-packs-unknown").with("packs", ids.join(", ")))
        }
        _ => None,
    }
}

/// A line of a season's standings with the player's name.
#[derive(Debug, Clone)]
pub struct SeasonStanding {
    pub line: SeasonScore<Uuid>,
    pub name: String,
}

/// The seasons `by` runs (every season for an admin).
pub async fn of_organizer(pool: &PgPool, by: &Account) -> sqlx::Result<Vec<SeasonRow>> {
    league::seasons(pool, by.lists_only_own()).await
}

/// What a season's page shows: its standings and ratings, its nights, and the packs a
/// night may use.
pub struct Overview {
    pub standings: Vec<SeasonStanding>,
    pub ratings: Vec<RatedPlayer>,
    pub nights: Vec<NightSummary>,
    pub packs: Vec<NightPack>,
    /// The season's latest night: a new night starts from its settings.
    pub latest: Option<crate::db::league::NightRow>,
}

/// A player's line in a ratings table, with their name.
#[derive(Debug, Clone)]
pub struct RatedPlayer {
    pub line: RatingLine<Uuid>,
    pub name: String,
}

pub async fn overview(pool: &PgPool, season: &SeasonRow) -> anyhow::Result<Overview> {
    let mut conn = pool.acquire().await?;
    let lines = league::nights_of_season(&mut *conn, season.id).await?;
    let nights = load_lines(&mut conn, &lines).await?;
    Ok(Overview {
        latest: nights.last().map(|n| n.night.clone()),
        standings: standings_of(&nights, season),
        ratings: ratings_of(&nights),
        nights: lines,
        packs: packs::night_packs(&mut *conn, season.owner_id).await?,
    })
}

/// The season's standings: every night's standings summed per account (a walk-in who was
/// never linked counts as their own player), with the season's best-N rule.
pub async fn season_standings(
    pool: &PgPool,
    season: &SeasonRow,
) -> anyhow::Result<Vec<SeasonStanding>> {
    let nights = loaded_nights(&mut *pool.acquire().await?, Some(season.id)).await?;
    Ok(standings_of(&nights, season))
}

/// Every night of `season` (of every season when `None`), loaded with its results, in
/// the order they were created.
pub async fn loaded_nights(
    conn: &mut PgConnection,
    season: Option<Uuid>,
) -> anyhow::Result<Vec<NightData>> {
    let seasons = match season {
        Some(id) => vec![id],
        None => league::seasons(&mut *conn, None)
            .await?
            .iter()
            .rev()
            .map(|s| s.id)
            .collect(),
    };
    let mut nights = Vec::new();
    for season in seasons {
        let lines = league::nights_of_season(&mut *conn, season).await?;
        nights.extend(load_lines(conn, &lines).await?);
    }
    Ok(nights)
}

/// The nights `lines` lists, loaded with their results.
async fn load_lines(
    conn: &mut PgConnection,
    lines: &[NightSummary],
) -> anyhow::Result<Vec<NightData>> {
    let mut nights = Vec::with_capacity(lines.len());
    for line in lines {
        if let Some(night) = league::night(&mut *conn, NightKey::Id(line.id)).await? {
            nights.push(night::load(conn, night).await?);
        }
    }
    Ok(nights)
}

/// The names shown for accounts: the latest night's, in the nights' order.
fn names_of(nights: &[NightData]) -> HashMap<Uuid, String> {
    let mut names = HashMap::new();
    for p in nights.iter().flat_map(|d| &d.players) {
        names.insert(p.user_id, p.display_name.clone());
    }
    names
}

fn standings_of(nights: &[NightData], season: &SeasonRow) -> Vec<SeasonStanding> {
    let mut results = Vec::new();
    for data in nights {
        for l in &data.report.standings {
            let Some(p) = data.player(l.player) else {
                continue;
            };
            results.push(NightResult {
                night: data.night.id,
                player: p.user_id,
                points: l.points,
                spy_wins: l.spy_wins,
                spies_caught: l.spies_caught,
            });
        }
    }
    let names = names_of(nights);
    let mut order: Vec<Uuid> = names.keys().copied().collect();
    order.sort_by_key(|u| (names[u].to_lowercase(), *u));
    let best = season.best_nights.map(|n| n.max(1) as u32);
    standings::season(&order, &results, best)
        .into_iter()
        .map(|line| SeasonStanding {
            name: names[&line.player].clone(),
            line,
        })
        .collect()
}

/// A round's points per account.
type RoundPoints = Vec<(Uuid, i32)>;

/// Every counted round of `nights` as each account's points, in the order rounds ended.
pub fn rated_rounds<'a>(nights: impl IntoIterator<Item = &'a NightData>) -> Vec<RoundPoints> {
    let mut rounds: Vec<(Option<DateTime<Utc>>, RoundPoints)> = Vec::new();
    for data in nights {
        for line in data.report.rounds.iter().filter(|l| !l.voided) {
            let points = (line.played.points.iter())
                .filter_map(|&(p, n)| Some((data.player(p)?.user_id, n)))
                .collect();
            rounds.push((line.ended_at, points));
        }
    }
    // Stable: rounds that ended together keep the nights' order.
    rounds.sort_by_key(|(at, _)| *at);
    rounds.into_iter().map(|(_, points)| points).collect()
}

/// The ratings table of the rounds of `nights`.
pub fn ratings_of(nights: &[NightData]) -> Vec<RatedPlayer> {
    let names = names_of(nights);
    ratings::table(&ratings::rate(&rated_rounds(nights)))
        .into_iter()
        .map(|line| RatedPlayer {
            name: names.get(&line.player).cloned().unwrap_or_default(),
            line,
        })
        .collect()
}
