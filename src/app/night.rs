//! A league night as every surface reads it: the admin pages, the players' API and the
//! projector page all load a night through [`load`] (or [`load_seating`] when the results
//! are not needed), which reads the rows once and hands them to the pure report.

use std::collections::{HashMap, HashSet};

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::{AppError, AppResult};

use crate::db::league::{self, CorrectionRow, NightKey, NightPlayer, NightRow, TableRow};
use crate::league::night::{Places, Tables};
use crate::league::night_view::{CurrentSeating, NightFacts, PlayerFacts};
use crate::league::report::{self, Report, RoundInput};
use crate::rooms::code::NightCode;
use crate::staff::Account;

/// One seating round of a night.
#[derive(Debug, Clone)]
pub struct Seating {
    pub round: u32,
    pub confirmed: bool,
    pub tables: Tables,
    /// Players placed in this round who sit it out.
    pub sitting_out: Vec<Uuid>,
}

impl Seating {
    pub fn places(&self) -> Places {
        Places {
            tables: self.tables.clone(),
            sitting_out: self.sitting_out.clone(),
        }
    }
}

/// Everything known about a night.
#[derive(Debug, Clone)]
pub struct NightData {
    pub night: NightRow,
    pub players: Vec<NightPlayer>,
    pub seatings: Vec<Seating>,
    pub tables: Vec<TableRow>,
    pub report: Report,
    pub corrections: Vec<CorrectionRow>,
    /// The night's room players and who they are among its players.
    pub night_player: HashMap<Uuid, Uuid>,
    pub rounds: Vec<RoundInput>,
    /// Players signed in on a phone now: read for the organizer's page only.
    pub on_a_phone: HashSet<Uuid>,
}

/// The night a player's code names: its row alone, what a poll compares its tag with.
pub async fn by_code(pool: &PgPool, night_code: &NightCode) -> AppResult<NightRow> {
    league::night(pool, NightKey::Code(night_code))
        .await?
        .ok_or(AppError::NightNotFound)
}

/// The night a projector's token names (`None` for a token no night has).
pub async fn by_projector_token(pool: &PgPool, token: &str) -> sqlx::Result<Option<NightRow>> {
    league::night(pool, NightKey::Projector(token)).await
}

/// The nights `user` is registered for, newest first, with their seating.
pub async fn of_player(pool: &PgPool, user: Uuid) -> anyhow::Result<Vec<NightData>> {
    let mut conn = pool.acquire().await?;
    let mut nights = Vec::new();
    for (night, _) in league::nights_of_user(&mut *conn, user).await? {
        nights.push(load_seating(&mut conn, night).await?);
    }
    Ok(nights)
}

/// The night `id` if `by` runs its season (its row locked when `lock`).
pub async fn of_organizer(
    conn: &mut PgConnection,
    by: &Account,
    id: Uuid,
    lock: bool,
) -> sqlx::Result<Option<NightRow>> {
    let night = if lock {
        league::lock_night(conn, NightKey::Id(id)).await?
    } else {
        league::night(&mut *conn, NightKey::Id(id)).await?
    };
    Ok(night.filter(|n| by.may_run_season(n.owner_id)))
}

/// As [`load_seating`], on a connection of its own from `pool`. The night's version is read
/// again after the rest: when a change came between (an organizer seating the night), the
/// night is loaded again, so the view's version (its ETag) names exactly what it shows.
pub async fn seating_of(pool: &PgPool, night: NightRow) -> AppResult<NightData> {
    let mut conn = pool.acquire().await?;
    let mut data = load_seating(&mut conn, night).await?;
    // Bounded: a night changes when its organizer acts, a few times a minute at most. Past
    // the bound the last load is answered, its version at worst a change behind its content.
    for _ in 0..5 {
        let now = league::night(&mut *conn, NightKey::Id(data.night.id))
            .await?
            .ok_or(AppError::NightNotFound)?;
        if now.version == data.night.version {
            return Ok(data);
        }
        data = load_seating(&mut conn, now).await?;
    }
    Ok(data)
}

/// The night with its players, seatings and tables, but no results: enough to tell a
/// player where they sit.
pub async fn load_seating(conn: &mut PgConnection, night: NightRow) -> anyhow::Result<NightData> {
    let players = league::night_players(&mut *conn, night.id).await?;
    let (seating_rows, seats) = league::seatings(&mut *conn, night.id).await?;
    let tables = league::tables(&mut *conn, night.id).await?;
    let seatings = seating_rows
        .iter()
        .map(|s| {
            let mut tables: Tables = Vec::new();
            let mut sitting_out = Vec::new();
            for seat in seats.iter().filter(|x| x.round == s.round) {
                if seat.table_number <= 0 {
                    sitting_out.push(seat.player_id);
                    continue;
                }
                let t = seat.table_number as usize;
                if tables.len() < t {
                    tables.resize(t, Vec::new());
                }
                tables[t - 1].push(seat.player_id);
            }
            tables.retain(|t| !t.is_empty());
            sitting_out.sort_unstable();
            Seating {
                round: s.round as u32,
                confirmed: s.confirmed_at.is_some(),
                tables,
                sitting_out,
            }
        })
        .collect();
    Ok(NightData {
        night,
        players,
        seatings,
        tables,
        report: Report::default(),
        corrections: Vec::new(),
        night_player: HashMap::new(),
        rounds: Vec::new(),
        on_a_phone: HashSet::new(),
    })
}

/// Everything about the night, its results and standings included.
pub async fn load(conn: &mut PgConnection, night: NightRow) -> anyhow::Result<NightData> {
    let mut data = load_seating(conn, night).await?;
    let (played, mapping) = league::played_rounds(&mut *conn, data.night.id).await?;
    data.corrections = league::corrections(&mut *conn, data.night.id).await?;
    data.rounds = played
        .into_iter()
        .map(|p| RoundInput {
            round_id: p.round_id,
            seating_round: p.seating_round as u32,
            table: p.table_number as u32,
            room_code: p.room_code,
            game: p.game_number as u32,
            number: p.round_number as u32,
            ended_at: p.ended_at,
            round: p.state,
        })
        .collect();
    data.night_player = mapping.into_iter().collect();
    data.report = data.report_with(&Extra::None);
    Ok(data)
}

/// A correction not yet recorded, to see the standings it would give.
pub enum Extra {
    None,
    Adjust(Uuid, i32),
    Void(Uuid),
}

impl NightData {
    /// The report with the recorded corrections and `extra`.
    pub fn report_with(&self, extra: &Extra) -> Report {
        let mut voided: HashSet<Uuid> =
            self.corrections.iter().filter_map(|c| c.round_id).collect();
        let mut adjustments: Vec<(Uuid, i32)> = self
            .corrections
            .iter()
            .filter_map(|c| Some((c.player_id?, c.points?)))
            .collect();
        match *extra {
            Extra::None => {}
            Extra::Adjust(p, n) => adjustments.push((p, n)),
            Extra::Void(r) => {
                voided.insert(r);
            }
        }
        let ids: Vec<Uuid> = self.players.iter().map(|p| p.id).collect();
        report::build(
            &ids,
            &self.rounds,
            &self.night_player,
            &voided,
            &adjustments,
        )
    }

    pub fn name_of(&self, player: Uuid) -> String {
        self.players
            .iter()
            .find(|p| p.id == player)
            .map_or_else(|| "(left)".to_string(), |p| p.display_name.clone())
    }

    pub fn player(&self, id: Uuid) -> Option<&NightPlayer> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The latest confirmed seating round: the tables being played now.
    pub fn current(&self) -> Option<&Seating> {
        self.seatings.iter().rev().find(|s| s.confirmed)
    }

    /// A proposal waiting to be confirmed.
    pub fn proposal(&self) -> Option<&Seating> {
        self.seatings.iter().find(|s| !s.confirmed)
    }

    /// Whether `player` was placed in a confirmed seating round (at a table or sitting out):
    /// then the night has their history, and they can be withdrawn but not removed.
    pub fn ever_placed(&self, player: Uuid) -> bool {
        (self.seatings.iter().filter(|s| s.confirmed)).any(|s| {
            s.sitting_out.contains(&player) || s.tables.iter().flatten().any(|&p| p == player)
        })
    }

    pub fn confirmed_rounds(&self) -> u32 {
        self.seatings.iter().filter(|s| s.confirmed).count() as u32
    }

    /// The night's settings and progress, as changing its settings depends on them.
    pub fn settings_now(&self) -> crate::league::night_edit::NightNow<'_> {
        let night = &self.night;
        crate::league::night_edit::NightNow {
            name: &night.name,
            seating_rounds: night.seating_rounds,
            finished: night.finished_at.is_some(),
            seated: self.confirmed_rounds(),
            proposal_waiting: self.proposal().is_some(),
            games_per_table: night.games_per_table,
            settings: &night.settings,
        }
    }

    /// The room code of table `table` in seating round `round`.
    pub fn room_code(&self, round: u32, table: usize) -> Option<&str> {
        self.tables
            .iter()
            .find(|t| t.round as u32 == round && t.table_number as usize == table)
            .map(|t| t.room_code.as_str())
    }

    /// Where `player` sits in the current round: (table number, table).
    pub fn table_of(&self, player: Uuid) -> Option<(usize, &Vec<Uuid>)> {
        let seating = self.current()?;
        seating
            .tables
            .iter()
            .enumerate()
            .find(|(_, t)| t.contains(&player))
            .map(|(i, t)| (i + 1, t))
    }

    /// Whether `player` sits out the current round.
    pub fn sits_out(&self, player: Uuid) -> bool {
        self.current()
            .is_some_and(|s| s.sitting_out.contains(&player))
    }

    /// The players a proposal places now: checked in and not withdrawn.
    pub fn present(&self) -> Vec<Uuid> {
        (self.players.iter())
            .filter(|p| p.checked_in && !p.withdrawn)
            .map(|p| p.id)
            .collect()
    }

    /// The night as its players' views are built from it.
    pub fn facts(&self) -> NightFacts<'_> {
        let night = &self.night;
        let players = (self.players.iter())
            .map(|p| PlayerFacts {
                id: p.id,
                user_id: p.user_id,
                display_name: &p.display_name,
                withdrawn: p.withdrawn,
                checked_in: p.checked_in,
            })
            .collect();
        let current = self.current().map(|s| CurrentSeating {
            round: s.round,
            tables: &s.tables,
            sitting_out: &s.sitting_out,
            room_codes: (1..=s.tables.len())
                .map(|table| self.room_code(s.round, table))
                .collect(),
        });
        NightFacts {
            code: &night.code,
            name: &night.name,
            season: &night.season_name,
            status: self.status(),
            seating_rounds: night.seating_rounds,
            version: night.version,
            announcement: &night.announcement,
            next_seating_at: night.countdown_until,
            players,
            current,
        }
    }

    pub fn status(&self) -> &'static str {
        if self.night.finished_at.is_some() {
            "finished"
        } else if self.proposal().is_some() {
            "seating"
        } else if self.current().is_some() {
            "playing"
        } else {
            "registration"
        }
    }
}
