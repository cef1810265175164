//! Who plays in a night: registering accounts and walk-ins, withdrawing and bringing
//! back, linking a walk-in to an account.

use sqlx::PgConnection;
use uuid::Uuid;

use super::{Changed, Done, NightError, Registrant, conflict, invalid};
use crate::app::night::NightData;
use crate::db;
use crate::db::users::UserRow;
use crate::league::night as seating;
use crate::notice::Notice;
use crate::rooms::names::NameError;
use crate::rooms::{code, names};

pub(super) async fn add_player(
    tx: &mut PgConnection,
    data: &NightData,
    registrant: &Registrant,
    typed_name: &str,
) -> Changed {
    let (name, claim) = register(tx, data, registrant, typed_name).await?;
    Ok(Done::said(match claim {
        Some(c) => Notice::new("night-walk-in-added")
            .with("name", name)
            .with("code", c),
        None => Notice::new("night-player-registered").with("name", name),
    }))
}

/// Registers a player: answers their name in the night and a walk-in's claim code.
async fn register(
    tx: &mut PgConnection,
    data: &NightData,
    registrant: &Registrant,
    typed_name: &str,
) -> Result<(String, Option<String>), NightError> {
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-finished-add-players")));
    }
    let (user, name, claim) = match registrant {
        Registrant::WalkIn => {
            let name = display_name(typed_name)?;
            let user = db::users::insert_user(&mut *tx, Uuid::new_v4(), None, None, &name).await?;
            (user.id, name, Some(code::generate_claim(&mut rand::rng())))
        }
        Registrant::Account { username } => {
            let asked = Notice::new("night-type-username");
            let (_, user) = account(tx, username, asked).await?;
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
        Ok(_) => Ok((name, claim)),
        Err(e) if db::is_unique_violation(&e, "night_players_night_id_user_id_key") => {
            Err(conflict(Notice::new("night-account-registered")))
        }
        Err(e) if db::is_unique_violation(&e, "night_players_name_idx") => {
            Err(conflict(Notice::new("night-name-taken").with("name", name)))
        }
        Err(e) => Err(e.into()),
    }
}

/// A typed name as the night shows it, or why it cannot be.
fn display_name(raw: &str) -> Result<String, NightError> {
    names::display_name(raw).map_err(|e| {
        invalid(match e {
            NameError::Length => {
                Notice::new("night-display-name-length").with("max", names::MAX_CHARS)
            }
            NameError::Control => Notice::new("night-display-name-control"),
        })
    })
}

/// The form named a player the night does not have.
fn not_in_night() -> NightError {
    invalid(Notice::new("night-not-a-player"))
}

/// Removes a registered player who never came; one placed in a seating round is
/// withdrawn instead (their results stay).
pub(super) async fn remove(tx: &mut PgConnection, data: &NightData, player: Uuid) -> Changed {
    let p = data.player(player).ok_or_else(not_in_night)?;
    if data.ever_placed(player) {
        return Err(conflict(
            Notice::new("night-remove-seated").with("name", &p.display_name),
        ));
    }
    leave_proposal(tx, data, player).await?;
    db::league::delete_player(tx, data.night.id, player).await?;
    Ok(Done::said(
        Notice::new("night-player-removed").with("name", &p.display_name),
    ))
}

/// Walk-ins added at once, a name a line (pasted from a sign-up sheet): all of them, or
/// none when a line is refused (a name taken, one too long), saying which.
pub(super) async fn add_walk_ins(tx: &mut PgConnection, data: &NightData, lines: &str) -> Changed {
    let typed: Vec<&str> = (lines.lines().map(str::trim))
        .filter(|l| !l.is_empty())
        .collect();
    if typed.is_empty() {
        return Err(invalid(Notice::new("night-paste-names")));
    }
    let mut added = Vec::new();
    for (i, line) in typed.iter().enumerate() {
        let registered = register(tx, data, &Registrant::WalkIn, line).await;
        let (name, claim) = registered.map_err(|e| on_line(e, i + 1, line))?;
        added.push(format!("{name}: {}", claim.unwrap_or_default()));
    }
    Ok(Done::said(
        Notice::new("night-walk-ins-added")
            .with("count", added.len())
            .with("list", added.join("; ")),
    ))
}

/// A line's refusal as the bulk form tells it: the line, why (the catalog words the
/// refusal's own message, `why`, with its values), and that nobody was added.
fn on_line(e: NightError, line: usize, typed: &str) -> NightError {
    match e {
        NightError::Refused { kind, message } => {
            let mut notice = Notice::new("night-walk-in-line")
                .with("line", line)
                .with("typed", typed)
                .with("why", message.id);
            notice.args.extend(message.args);
            NightError::Refused {
                kind,
                message: notice,
            }
        }
        other => other,
    }
}

/// The account with the username the organizer typed, and that username.
async fn account(
    tx: &mut PgConnection,
    typed: &str,
    when_empty: Notice,
) -> Result<(String, UserRow), NightError> {
    let username = crate::text::username(typed).ok_or_else(|| invalid(when_empty))?;
    let unknown = || invalid(Notice::new("night-no-such-account").with("username", &username));
    let user = db::users::user_by_username(&mut *tx, &username)
        .await?
        .ok_or_else(unknown)?;
    Ok((username, user))
}

pub(super) async fn withdraw(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
    withdrawn: bool,
) -> Changed {
    if data.player(player).is_none() {
        return Err(not_in_night());
    }
    let id = data.night.id;
    db::league::set_withdrawn(&mut *tx, id, player, withdrawn).await?;
    if withdrawn {
        leave_proposal(tx, data, player).await?;
    }
    let name = data.name_of(player);
    Ok(Done::said(if withdrawn {
        Notice::new("night-withdrawn").with("name", name)
    } else {
        Notice::new("night-back").with("name", name)
    }))
}

/// Takes `player` out of the proposal waiting to be confirmed, leaving everyone else where
/// they are (no reshuffle).
async fn leave_proposal(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
) -> Result<(), NightError> {
    if let Some(p) = data.proposal() {
        let places = seating::without(&p.places(), player);
        db::league::save_seating(tx, data.night.id, p.round as i32, &places).await?;
        // A page showing the proposal before this is stale for it.
        db::league::seating_changed(tx, data.night.id).await?;
    }
    Ok(())
}

/// Marks `player` here (seated from the next proposal) or not here.
pub(super) async fn check_in(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
    here: bool,
) -> Changed {
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-is-finished")));
    }
    let p = data.player(player).ok_or_else(not_in_night)?;
    db::night_venue::set_checked_in(&mut *tx, data.night.id, player, here).await?;
    if !here {
        leave_proposal(tx, data, player).await?;
    }
    let name = &p.display_name;
    Ok(Done::said(if here {
        Notice::new("night-checked-in").with("name", name)
    } else {
        Notice::new("night-not-checked-in").with("name", name)
    }))
}

pub(super) async fn link(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
    username: &str,
) -> Changed {
    let Some(p) = data
        .player(player)
        .filter(|p| p.walk_in && p.username.is_none())
    else {
        return Err(invalid(Notice::new("night-link-walk-ins-only")));
    };
    let asked = Notice::new("night-type-account-username");
    let (account, user) = account(tx, username, asked).await?;
    if data.players.iter().any(|q| q.user_id == user.id) {
        return Err(conflict(Notice::new("night-account-registered-own-name")));
    }
    let rooms = db::league::link_player(tx, data.night.id, player, p.user_id, user.id).await?;
    let revoked = db::users::revoke_user_tokens(tx, p.user_id).await?;
    Ok(Done {
        revoked,
        rooms,
        ..Done::said(
            Notice::new("night-linked")
                .with("name", &p.display_name)
                .with("account", account),
        )
    })
}

/// A walk-in's new claim code (a lost phone, a slip gone astray): the sessions the old
/// code opened end, so only the phone given the new code holds the place.
pub(super) async fn new_claim_code(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
) -> Changed {
    let Some(p) = data
        .player(player)
        .filter(|p| p.walk_in && p.username.is_none())
    else {
        return Err(invalid(Notice::new("night-claim-walk-ins-only")));
    };
    if data.night.finished_at.is_some() {
        return Err(conflict(Notice::new("night-finished-claim-codes")));
    }
    let claim = code::generate_claim(&mut rand::rng());
    db::league::set_claim_code(tx, data.night.id, player, &claim).await?;
    let revoked = db::users::revoke_user_tokens(tx, p.user_id).await?;
    Ok(Done {
        revoked,
        ..Done::said(
            Notice::new("night-new-claim-code")
                .with("name", &p.display_name)
                .with("code", claim),
        )
    })
}
