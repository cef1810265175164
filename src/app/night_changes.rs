//! What an organizer does to a night: register players (accounts, or walk-ins as guests
//! with a claim code, linked to an account later), withdraw or bring them back, propose
//! each seating round, move players, confirm it (one room per table), correct results,
//! finish or reopen the night.
//!
//! [`apply`] runs one change in one transaction: it locks the night's row, checks the
//! version the organizer's page was made from (a stale page changes nothing), applies the
//! change and bumps the version. A refused change saves nothing.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::night::{self, Extra, NightData};
use crate::db;
use crate::db::league::NewCorrection;
use crate::db::users::UserRow;
use crate::league::corrections;
use crate::league::night::{self as seating, SeatingProblem};
use crate::rooms::{code, names};
use crate::staff::Account;
use crate::text::sentence;

/// One change, as the night's page asks for it.
#[derive(Debug, Clone)]
pub enum Change {
    AddPlayer {
        registrant: Registrant,
        /// The name shown in the night; empty for an account's own display name.
        display_name: String,
    },
    Withdraw {
        player: Uuid,
        withdrawn: bool,
    },
    Link {
        player: Uuid,
        username: String,
    },
    Propose,
    /// `player` is `None` when the form named no player of the night.
    Move {
        player: Option<Uuid>,
        table: usize,
    },
    Discard,
    Confirm,
    Correct(Correction),
    SetFinished(bool),
}

/// Who is being registered.
#[derive(Debug, Clone)]
pub enum Registrant {
    Account { username: String },
    WalkIn,
}

/// A correction of the night's results, with the reason the organizer typed.
#[derive(Debug, Clone)]
pub enum Correction {
    /// Points (as typed) added to a player's total.
    Adjust {
        player: Option<Uuid>,
        points: String,
        reason: String,
    },
    /// A finished round that no longer counts.
    Void { round: Option<Uuid>, reason: String },
}

/// What a change did: the message for the organizer, and what it changed outside the
/// night that other surfaces must hear of.
#[derive(Debug, Default)]
pub struct Done {
    pub message: String,
    /// Tokens that no longer sign anyone in (a walk-in linked to an account).
    pub revoked: Vec<Uuid>,
    /// Rooms whose views changed, with their new versions.
    pub rooms: Vec<(Uuid, i64)>,
}

impl Done {
    fn said(message: impl Into<String>) -> Self {
        Done {
            message: message.into(),
            ..Done::default()
        }
    }
}

/// Why a change was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalKind {
    /// The night is not in a state that allows it (finished, nothing proposed, stale page).
    Conflict,
    /// The form names something that cannot be used (an unknown account, a bad name).
    Invalid,
}

#[derive(Debug, thiserror::Error)]
pub enum NightError {
    /// No such night, or not one the caller runs.
    #[error("no such night")]
    NotFound,
    #[error("{message}")]
    Refused { kind: RefusalKind, message: String },
    #[error(transparent)]
    Db(#[from] sqlx::Error),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

type Changed = Result<Done, NightError>;

const STALE: &str = "This night was changed (in another tab, or by someone else) since this page \
                     was loaded, so nothing was changed. Here is the night as it is now.";

fn conflict(message: impl Into<String>) -> NightError {
    NightError::Refused {
        kind: RefusalKind::Conflict,
        message: message.into(),
    }
}

fn invalid(message: impl Into<String>) -> NightError {
    NightError::Refused {
        kind: RefusalKind::Invalid,
        message: message.into(),
    }
}

/// The night `id` with its results, read for an organizer who runs its season.
pub async fn organized(
    conn: &mut PgConnection,
    by: &Account,
    id: Uuid,
) -> Result<NightData, NightError> {
    let row = night::of_organizer(conn, by, id, false)
        .await?
        .ok_or(NightError::NotFound)?;
    Ok(night::load(conn, row).await?)
}

/// Runs `change` on the night `id`, whose page showed `version`, for `by` at `now`.
pub async fn apply(
    pool: &PgPool,
    by: &Account,
    id: Uuid,
    version: i64,
    change: Change,
    now: DateTime<Utc>,
) -> Changed {
    let mut tx = pool.begin().await?;
    match change_in(&mut tx, by, id, version, change, now).await {
        Ok(done) => {
            tx.commit().await?;
            Ok(done)
        }
        Err(e) => {
            // At once, so the night's row lock is not held until the connection's next use.
            tx.rollback().await?;
            Err(e)
        }
    }
}

async fn change_in(
    tx: &mut PgConnection,
    by: &Account,
    id: Uuid,
    version: i64,
    change: Change,
    now: DateTime<Utc>,
) -> Changed {
    let row = night::of_organizer(tx, by, id, true)
        .await?
        .ok_or(NightError::NotFound)?;
    if row.version != version {
        return Err(conflict(STALE));
    }
    // Only corrections read the results; every change needs the players and seatings.
    let data = match change {
        Change::Correct(_) => night::load(tx, row).await?,
        _ => night::load_seating(tx, row).await?,
    };
    let done = match change {
        Change::AddPlayer {
            registrant,
            display_name,
        } => add_player(tx, &data, &registrant, display_name.trim()).await?,
        Change::Withdraw { player, withdrawn } => withdraw(tx, &data, player, withdrawn).await?,
        Change::Link { player, username } => link(tx, &data, player, &username).await?,
        Change::Propose => propose(tx, &data).await?,
        Change::Move { player, table } => move_player(tx, &data, player, table).await?,
        Change::Discard => discard(tx, &data).await?,
        Change::Confirm => confirm(tx, &data, now).await?,
        Change::Correct(c) => correct(tx, &data, by, c, now).await?,
        Change::SetFinished(finished) => set_finished(tx, &data, finished, now).await?,
    };
    db::league::bump_night(tx, id).await?;
    Ok(done)
}

async fn add_player(
    tx: &mut PgConnection,
    data: &NightData,
    registrant: &Registrant,
    typed_name: &str,
) -> Changed {
    if data.night.finished_at.is_some() {
        return Err(conflict(
            "This night is finished; reopen it to add players.",
        ));
    }
    let display_name =
        |raw: &str| names::display_name(raw).map_err(|e| invalid(sentence(&e.to_string())));
    let (user, name, claim) = match registrant {
        Registrant::WalkIn => {
            let name = display_name(typed_name)?;
            let user = db::users::insert_user(&mut *tx, Uuid::new_v4(), None, None, &name).await?;
            (user.id, name, Some(code::generate_claim(&mut rand::rng())))
        }
        Registrant::Account { username } => {
            let (_, user) = account(tx, username, "Type the player's username.").await?;
            let raw = if typed_name.is_empty() {
                user.display_name.as_str()
            } else {
                typed_name
            };
            (user.id, display_name(raw)?, None)
        }
    };
    let added = db::league::insert_player(tx, data.night.id, user, &name, claim.as_deref()).await;
    match added {
        Ok(_) => Ok(Done::said(match claim {
            Some(c) => format!("{name} added as a walk-in. Their claim code: {c}"),
            None => format!("{name} registered."),
        })),
        Err(e) if db::is_unique_violation(&e, "night_players_night_id_user_id_key") => Err(
            conflict("That account is already registered for this night."),
        ),
        Err(e) if db::is_unique_violation(&e, "night_players_name_idx") => Err(conflict(format!(
            "Someone in this night is already called {name}: choose another name."
        ))),
        Err(e) => Err(e.into()),
    }
}

/// The account with the username the organizer typed, and that username.
async fn account(
    tx: &mut PgConnection,
    typed: &str,
    when_empty: &str,
) -> Result<(String, UserRow), NightError> {
    let username = crate::text::username(typed).ok_or_else(|| invalid(when_empty))?;
    let user = db::users::user_by_username(&mut *tx, &username)
        .await?
        .ok_or_else(|| invalid(format!("No account has the username '{username}'.")))?;
    Ok((username, user))
}

async fn withdraw(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
    withdrawn: bool,
) -> Changed {
    if data.player(player).is_none() {
        return Err(invalid("That player is not in this night."));
    }
    let id = data.night.id;
    db::league::set_withdrawn(&mut *tx, id, player, withdrawn).await?;
    // A withdrawn player leaves the proposal waiting to be confirmed.
    if let Some(p) = data.proposal().filter(|_| withdrawn) {
        let tables = seating::without(&p.tables, player);
        db::league::save_seating(tx, id, p.round as i32, &tables).await?;
    }
    let name = data.name_of(player);
    Ok(Done::said(if withdrawn {
        format!("{name} withdrawn: not seated in later rounds; their results stay.")
    } else {
        format!("{name} is back: seated from the next proposal.")
    }))
}

async fn link(tx: &mut PgConnection, data: &NightData, player: Uuid, username: &str) -> Changed {
    let Some(p) = data
        .player(player)
        .filter(|p| p.walk_in && p.username.is_none())
    else {
        return Err(invalid("Only a walk-in not yet linked can be linked."));
    };
    let (account, user) = account(tx, username, "Type the account's username.").await?;
    if data.players.iter().any(|q| q.user_id == user.id) {
        return Err(conflict(
            "That account is already registered for this night under its own name.",
        ));
    }
    let rooms = db::league::link_player(tx, data.night.id, player, p.user_id, user.id).await?;
    let revoked = db::users::revoke_user_tokens(tx, p.user_id).await?;
    Ok(Done {
        message: format!(
            "{} is now the account '{account}': their results count for it.",
            p.display_name
        ),
        revoked,
        rooms,
    })
}

/// Proposes the next seating round (or proposes the waiting one again).
async fn propose(tx: &mut PgConnection, data: &NightData) -> Changed {
    let (round, tables) = proposal_for(data)?;
    db::league::save_seating(tx, data.night.id, round as i32, &tables).await?;
    let n = tables.len();
    let tables = if n == 1 {
        "1 table".into()
    } else {
        format!("{n} tables")
    };
    Ok(Done::said(format!(
        "Seating round {round} proposed: {tables}. Move players if you need to, then confirm."
    )))
}

fn proposal_for(data: &NightData) -> Result<(u32, seating::Tables), NightError> {
    if data.night.finished_at.is_some() {
        return Err(conflict("This night is finished."));
    }
    let round = data.confirmed_rounds() + 1;
    if round > data.night.seating_rounds as u32 {
        return Err(conflict(format!(
            "All {} seating rounds of this night are seated.",
            data.night.seating_rounds
        )));
    }
    let active: Vec<Uuid> = data
        .players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| p.id)
        .collect();
    let earlier: Vec<seating::Tables> = data
        .seatings
        .iter()
        .filter(|s| s.confirmed)
        .map(|s| s.tables.clone())
        .collect();
    let settings = &data.night.settings;
    seating::propose(
        &active,
        &earlier,
        settings.mode,
        data.night.seed as u64,
        round,
    )
    .map(|tables| (round, tables))
    .map_err(|e| invalid(sentence(&e.to_string())))
}

async fn move_player(
    tx: &mut PgConnection,
    data: &NightData,
    player: Option<Uuid>,
    table: usize,
) -> Changed {
    let proposal = data
        .proposal()
        .ok_or_else(|| conflict("There is no proposal to change: propose a seating first."))?;
    let p = player
        .and_then(|p| data.player(p))
        .ok_or_else(|| invalid("Choose a player of this night."))?;
    if p.withdrawn {
        return Err(invalid("That player is withdrawn: bring them back first."));
    }
    let tables = seating::move_player(&proposal.tables, p.id, table)
        .map_err(|e| invalid(sentence(&e.to_string())))?;
    db::league::save_seating(tx, data.night.id, proposal.round as i32, &tables).await?;
    Ok(Done::said(format!(
        "{} moved to table {table}.",
        p.display_name
    )))
}

async fn discard(tx: &mut PgConnection, data: &NightData) -> Changed {
    let p = data
        .proposal()
        .ok_or_else(|| conflict("There is no proposal to discard."))?;
    db::league::discard_seating(tx, data.night.id, p.round as i32).await?;
    Ok(Done::said(format!(
        "The proposal for seating round {} was discarded.",
        p.round
    )))
}

/// Confirms the proposal: one room per table, with the night's settings, its players
/// seated in the proposal's order and the first of them the host.
async fn confirm(tx: &mut PgConnection, data: &NightData, now: DateTime<Utc>) -> Changed {
    let proposal = data
        .proposal()
        .ok_or_else(|| conflict("There is no proposal to confirm."))?;
    if data.night.finished_at.is_some() {
        return Err(conflict("This night is finished."));
    }
    if let Err(e) = seating::check_playable(&proposal.tables, data.night.settings.mode) {
        let message = match e {
            SeatingProblem::TableSize { .. } => format!("{e}: move players first"),
            other => other.to_string(),
        };
        return Err(invalid(sentence(&message)));
    }
    let mut codes = Vec::new();
    for (i, table) in proposal.tables.iter().enumerate() {
        let room_code = open_table(tx, data, proposal.round, i + 1, table).await?;
        codes.push(format!("table {}: {room_code}", i + 1));
    }
    db::league::confirm_seating(tx, data.night.id, proposal.round as i32, now).await?;
    Ok(Done::said(format!(
        "Seating round {} confirmed; rooms {}. Players see their table in the app.",
        proposal.round,
        codes.join(", ")
    )))
}

/// Opens table `number`'s room with its players seated; answers the room's code.
async fn open_table(
    tx: &mut PgConnection,
    data: &NightData,
    round: u32,
    number: usize,
    table: &[Uuid],
) -> Result<String, NightError> {
    let room_id = Uuid::new_v4();
    let mut room_code = None;
    for _ in 0..16 {
        let c = code::generate(&mut rand::rng());
        if db::league::insert_table_room(tx, room_id, &c, &data.night.settings, data.night.id)
            .await?
        {
            room_code = Some(c);
            break;
        }
    }
    let room_code = room_code.ok_or_else(|| anyhow::anyhow!("no free room code"))?;
    for (seat, &player) in table.iter().enumerate() {
        let p = data
            .player(player)
            .ok_or_else(|| anyhow::anyhow!("seated player is not in the night"))?;
        let room_player =
            db::rooms::seat_player(tx, room_id, p.user_id, &p.display_name, seat as i32).await?;
        if seat == 0 {
            db::rooms::set_host(tx, room_id, Some(room_player)).await?;
        }
    }
    db::league::insert_table(tx, data.night.id, round as i32, number as i32, room_id).await?;
    Ok(room_code)
}

async fn correct(
    tx: &mut PgConnection,
    data: &NightData,
    by: &Account,
    correction: Correction,
    now: DateTime<Utc>,
) -> Changed {
    let (extra, reason) = extra_of(data, &correction)?;
    let after = data.report_with(&extra);
    let changes = corrections::changes(&data.report.standings, &after.standings, |p| {
        data.name_of(p)
    });
    let (player, points, round) = match extra {
        Extra::Adjust(p, n) => (Some(p), Some(n), None),
        Extra::Void(r) => (None, None, Some(r)),
        Extra::None => (None, None, None),
    };
    let record = NewCorrection {
        night: data.night.id,
        player,
        points,
        round,
        reason: &reason,
        by_user: by.user_id,
        by_name: &by.username,
        at: now,
        changes: &changes,
    };
    db::league::insert_correction(tx, &record).await?;
    Ok(Done::said(match extra {
        Extra::Void(_) => "Round voided; the standings are recomputed.",
        _ => "Points adjusted; the standings are recomputed.",
    }))
}

/// The correction as the report applies it, and its checked reason.
fn extra_of(data: &NightData, correction: &Correction) -> Result<(Extra, String), NightError> {
    match correction {
        Correction::Void { round, reason } => {
            let reason = corrections::reason(reason).map_err(invalid)?;
            let round = round
                .and_then(|r| data.report.rounds.iter().find(|l| l.round_id == r))
                .ok_or_else(|| invalid("Choose a finished round of this night."))?;
            if round.voided {
                return Err(conflict("That round is already voided."));
            }
            Ok((Extra::Void(round.round_id), reason))
        }
        Correction::Adjust {
            player,
            points,
            reason,
        } => {
            let reason = corrections::reason(reason).map_err(invalid)?;
            let player = player
                .and_then(|p| data.player(p))
                .ok_or_else(|| invalid("Choose a player of this night."))?;
            let points = corrections::adjustment(points).map_err(invalid)?;
            Ok((Extra::Adjust(player.id, points), reason))
        }
    }
}

async fn set_finished(
    tx: &mut PgConnection,
    data: &NightData,
    finish: bool,
    now: DateTime<Utc>,
) -> Changed {
    if finish && data.proposal().is_some() {
        return Err(conflict("Confirm or discard the waiting proposal first."));
    }
    db::league::set_finished(tx, data.night.id, finish.then_some(now)).await?;
    Ok(Done::said(if finish {
        "Night finished: no more seating; corrections are still possible."
    } else {
        "Night reopened."
    }))
}
