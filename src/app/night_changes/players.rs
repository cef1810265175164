//! Who plays in a night: registering accounts and walk-ins, withdrawing and bringing
//! back, linking a walk-in to an account.

use sqlx::PgConnection;
use uuid::Uuid;

use super::{Changed, Done, NightError, Registrant, conflict, invalid};
use crate::app::night::NightData;
use crate::db;
use crate::db::users::UserRow;
use crate::league::night as seating;
use crate::rooms::{code, names};
use crate::text::sentence;

pub(super) async fn add_player(
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

/// Removes a registered player who never came; one placed in a seating round is
/// withdrawn instead (their results stay).
pub(super) async fn remove(tx: &mut PgConnection, data: &NightData, player: Uuid) -> Changed {
    let p = data
        .player(player)
        .ok_or_else(|| invalid("That player is not in this night."))?;
    if data.ever_placed(player) {
        return Err(conflict(format!(
            "{} was seated this night: withdraw them instead (their results stay).",
            p.display_name
        )));
    }
    leave_proposal(tx, data, player).await?;
    db::league::delete_player(tx, data.night.id, player).await?;
    Ok(Done::said(format!(
        "{} was removed from the night.",
        p.display_name
    )))
}

/// Walk-ins added at once, a name a line (pasted from a sign-up sheet): all of them, or
/// none when a line is refused (a name taken, one too long), saying which.
pub(super) async fn add_walk_ins(tx: &mut PgConnection, data: &NightData, lines: &str) -> Changed {
    let names: Vec<&str> = (lines.lines().map(str::trim))
        .filter(|l| !l.is_empty())
        .collect();
    if names.is_empty() {
        return Err(invalid("Paste the walk-ins' names, one a line."));
    }
    let mut added = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let done = add_player(tx, data, &Registrant::WalkIn, name).await;
        let done = done.map_err(|e| match e {
            NightError::Refused { kind, message } => NightError::Refused {
                kind,
                message: format!("Line {} ({name}): {message} Nobody was added.", i + 1),
            },
            other => other,
        })?;
        added.push(
            done.message
                .replace(" added as a walk-in. Their claim code:", ":"),
        );
    }
    Ok(Done::said(format!(
        "{} walk-ins added, with their claim codes: {}",
        added.len(),
        added.join("; ")
    )))
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

pub(super) async fn withdraw(
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
    if withdrawn {
        leave_proposal(tx, data, player).await?;
    }
    let name = data.name_of(player);
    Ok(Done::said(if withdrawn {
        format!("{name} withdrawn: not seated in later rounds; their results stay.")
    } else {
        format!("{name} is back: seated from the next proposal.")
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
        return Err(conflict("This night is finished."));
    }
    let p = data
        .player(player)
        .ok_or_else(|| invalid("That player is not in this night."))?;
    db::night_venue::set_checked_in(&mut *tx, data.night.id, player, here).await?;
    if !here {
        leave_proposal(tx, data, player).await?;
    }
    let name = &p.display_name;
    Ok(Done::said(if here {
        format!("{name} is checked in: seated from the next proposal.")
    } else {
        format!("{name} is no longer checked in.")
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
        return Err(invalid(
            "Only a walk-in not linked to an account has a claim code.",
        ));
    };
    if data.night.finished_at.is_some() {
        return Err(conflict(
            "This night is finished: its claim codes take no one in.",
        ));
    }
    let claim = code::generate_claim(&mut rand::rng());
    db::league::set_claim_code(tx, data.night.id, player, &claim).await?;
    let revoked = db::users::revoke_user_tokens(tx, p.user_id).await?;
    Ok(Done {
        message: format!(
            "{}'s new claim code: {claim}. The old code and any phone it opened no longer \
             hold the place.",
            p.display_name
        ),
        revoked,
        rooms: Vec::new(),
    })
}
