//! What an organizer does to a night: register players (accounts, or walk-ins as guests
//! with a claim code, linked to an account later), withdraw or bring them back, propose
//! each seating round, move players, confirm it (one room per table), correct results,
//! finish or reopen the night.
//!
//! [`apply`] runs one change in one transaction: it locks the night's row, checks that
//! nothing the change depends on changed since the organizer's page was made (a proposal
//! moved on, an adjustment already made), applies the change and bumps the version. A
//! phone checking in does not make the organizer's page stale: ticking a player in, the
//! board or a correction do not depend on it. A refused change saves nothing.

use crate::app::error::Fault;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::night::{self, NightData};
use crate::db;
use crate::league::night::Place;
use crate::league::night_edit::NightEdit;
use crate::live::Live;
use crate::notice::Notice;
use crate::staff::Account;

pub use moving_on::playing_key;

mod moving_on;
mod players;
mod results;
mod seating;
mod venue;

/// One change, as the night's page asks for it.
#[derive(Debug, Clone)]
pub enum NightChange {
    AddPlayer {
        registrant: Registrant,
        /// The name shown in the night; empty for an account's own display name.
        display_name: String,
    },
    /// A registered player who never came (never placed in a seating round) leaves the
    /// night altogether: the standings and the season no longer count them.
    Remove {
        player: Uuid,
    },
    /// Walk-ins, a name a line.
    AddWalkIns {
        names: String,
    },
    Withdraw {
        player: Uuid,
        withdrawn: bool,
    },
    Link {
        player: Uuid,
        username: String,
    },
    /// A walk-in's claim code spent or lost: a new one, ending the old one's sessions.
    NewClaimCode {
        player: Uuid,
    },
    Propose,
    /// `player` is `None` when the form named no player of the night.
    Move {
        player: Option<Uuid>,
        to: Place,
    },
    /// The player is here (or was ticked by mistake).
    CheckIn {
        player: Uuid,
        here: bool,
    },
    /// The seating method's key and the table bounds, as typed (empty for the usual).
    SetSeating {
        method: String,
        min: String,
        max: String,
    },
    /// The projector's announcement line and the minutes to the next seating round (empty
    /// for no countdown).
    SetBoard {
        announcement: String,
        minutes: String,
    },
    /// The night's name, seating rounds and table settings (see `league::night_edit`).
    SetDetails(NightEdit),
    Discard,
    /// `end_playing`: the rounds in play the organizer confirmed ending, as the
    /// confirmation page listed them (`playing_key`); any other round in play refuses the
    /// change.
    Confirm {
        end_playing: Option<Vec<String>>,
    },
    Correct(Correction),
    SetFinished {
        finished: bool,
        end_playing: Option<Vec<String>>,
    },
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
#[derive(Debug)]
pub struct Done {
    pub message: Notice,
    /// The room codes of the tables a confirmed seating round opened, table 1 first: the
    /// shell words each ("table 1: ABCD") into the message's `rooms`.
    pub opened: Vec<String>,
    /// Tokens that no longer sign anyone in (a walk-in linked to an account).
    pub revoked: Vec<Uuid>,
    /// Rooms whose views changed, with their new versions.
    pub rooms: Vec<(Uuid, i64)>,
}

impl Done {
    pub(super) fn said(message: Notice) -> Self {
        Done {
            message,
            opened: Vec::new(),
            revoked: Vec::new(),
            rooms: Vec::new(),
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
    Refused { kind: RefusalKind, message: Notice },
    #[error(transparent)]
    Fault(#[from] Fault),
}

type Changed = Result<Done, NightError>;

/// The page was drawn before another change to the night.
fn stale() -> Notice {
    Notice::new("night-stale")
}

/// The page was drawn before the seating proposal last changed.
fn stale_proposal() -> Notice {
    Notice::new("seating-stale-proposal")
}

/// The adjustment just made, sent again.
fn sent_twice() -> Notice {
    Notice::new("night-sent-twice")
}

fn refused(kind: RefusalKind, message: Notice) -> NightError {
    NightError::Refused { kind, message }
}

/// A change the night's state does not allow now.
fn conflict(message: Notice) -> NightError {
    refused(RefusalKind::Conflict, message)
}

/// A change whose input is wrong.
fn invalid(message: Notice) -> NightError {
    refused(RefusalKind::Invalid, message)
}

/// The night `id` with its results, read for an organizer who runs its season.
pub async fn organized(pool: &PgPool, by: &Account, id: Uuid) -> Result<NightData, NightError> {
    let mut conn = pool.acquire().await?;
    let row = night::of_organizer(&mut conn, by, id, false)
        .await?
        .ok_or(NightError::NotFound)?;
    let mut data = night::load(&mut conn, row).await?;
    let on_a_phone = db::league::players_on_a_phone(&mut *conn, id).await?;
    data.on_a_phone = on_a_phone.into_iter().collect();
    Ok(data)
}

/// Runs `change` on the night `id`, whose page showed `version`, for `by` at `now`; what
/// it changed (tables' rooms, revoked tokens) is told to `live` once committed.
#[tracing::instrument(skip(pool, live, by, change), fields(by = %by.username), err(level = "debug"))]
pub async fn apply(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: Uuid,
    version: i64,
    change: NightChange,
    now: DateTime<Utc>,
) -> Changed {
    let mut tx = pool.begin().await?;
    match change_in(&mut tx, by, id, version, change, now).await {
        Ok(done) => {
            tx.commit().await?;
            live.tell(&done.rooms, &done.revoked);
            Ok(done)
        }
        Err(e) => {
            // At once, so the night's row lock is not held until the connection's next use.
            tx.rollback().await?;
            Err(e)
        }
    }
}

/// Deletes the night `id` (whose confirmation page showed `version`) with its players,
/// seatings and corrections; answers its season.
#[tracing::instrument(skip(pool, by), fields(by = %by.username), err(level = "debug"))]
pub async fn delete(
    pool: &PgPool,
    by: &Account,
    id: Uuid,
    version: i64,
) -> Result<Uuid, NightError> {
    let mut tx = pool.begin().await?;
    db::league::lock_season_of_night(&mut tx, id).await?;
    let row = night::of_organizer(&mut tx, by, id, true)
        .await?
        .ok_or(NightError::NotFound)?;
    if row.version != version {
        return Err(conflict(stale()));
    }
    db::night_venue::delete_night(&mut tx, id).await?;
    tx.commit().await?;
    Ok(row.season_id)
}

async fn change_in(
    tx: &mut PgConnection,
    by: &Account,
    id: Uuid,
    version: i64,
    change: NightChange,
    now: DateTime<Utc>,
) -> Changed {
    let row = night::of_organizer(tx, by, id, true)
        .await?
        .ok_or(NightError::NotFound)?;
    let about_proposal = matches!(
        change,
        NightChange::Move { .. } | NightChange::Confirm { .. } | NightChange::Discard
    );
    if about_proposal && version < row.seating_version {
        return Err(conflict(stale_proposal()));
    }
    let stale = version < row.version;
    // Only corrections and proposals (balanced by standings) read the results; every
    // change needs the players and seatings.
    let data = match change {
        NightChange::Correct(_) | NightChange::Propose => night::load(tx, row).await?,
        _ => night::load_seating(tx, row).await?,
    };
    if stale && is_sent_twice(&change, &data) {
        return Err(conflict(sent_twice()));
    }
    // Proposing again replaces a waiting proposal: not one the page did not show.
    let replaces = matches!(change, NightChange::Propose) && data.proposal().is_some();
    if replaces && version < data.night.seating_version {
        return Err(conflict(stale_proposal()));
    }
    let seating = about_proposal || matches!(change, NightChange::Propose);
    let done = match change {
        NightChange::AddPlayer {
            registrant,
            display_name,
        } => players::add_player(tx, &data, &registrant, display_name.trim()).await?,
        NightChange::AddWalkIns { names } => players::add_walk_ins(tx, &data, &names).await?,
        NightChange::Remove { player } => players::remove(tx, &data, player).await?,
        NightChange::Withdraw { player, withdrawn } => {
            players::withdraw(tx, &data, player, withdrawn).await?
        }
        NightChange::Link { player, username } => {
            players::link(tx, &data, player, &username).await?
        }
        NightChange::NewClaimCode { player } => players::new_claim_code(tx, &data, player).await?,
        NightChange::Propose => seating::propose(tx, &data).await?,
        NightChange::Move { player, to } => seating::move_player(tx, &data, player, to).await?,
        NightChange::CheckIn { player, here } => players::check_in(tx, &data, player, here).await?,
        NightChange::SetSeating { method, min, max } => {
            venue::set_seating(tx, &data, [&method, &min, &max]).await?
        }
        NightChange::SetBoard {
            announcement,
            minutes,
        } => venue::set_board(tx, &data, &announcement, &minutes, now).await?,
        NightChange::SetDetails(edit) => venue::set_details(tx, &data, edit).await?,
        NightChange::Discard => seating::discard(tx, &data).await?,
        NightChange::Confirm { end_playing } => {
            seating::confirm(tx, &data, end_playing.as_deref(), now).await?
        }
        NightChange::Correct(c) => results::correct(tx, &data, by, c, now).await?,
        NightChange::SetFinished {
            finished,
            end_playing,
        } => results::set_finished(tx, &data, finished, end_playing.as_deref(), now).await?,
    };
    if seating {
        db::league::seating_changed(tx, id).await?;
    }
    db::league::bump_night(tx, id).await?;
    Ok(done)
}

/// Whether `change`, sent from a page older than the night, is the adjustment made last:
/// the same form sent twice.
fn is_sent_twice(change: &NightChange, data: &NightData) -> bool {
    let NightChange::Correct(Correction::Adjust {
        player,
        points,
        reason,
    }) = change
    else {
        return false;
    };
    let last = data.corrections.iter().max_by_key(|c| c.at);
    last.is_some_and(|c| {
        c.kind == "adjust"
            && c.player_id == *player
            && c.points.map(|p| p.to_string())
                == Some(points.trim().trim_start_matches('+').to_string())
            && c.reason == reason.trim()
    })
}
