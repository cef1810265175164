//! A room's lobby: create a room, change its settings or seats, join it, hand the host
//! role on, leave or kick. Each runs in the caller's transaction under the room's lock;
//! the caller commits (with its idempotency record) and reads the view.

use sqlx::{Connection, PgConnection};
use uuid::Uuid;

use super::room::{
    Asker, LoadedRoom, Written, changed, lock, open, open_known, open_seated, save_game,
    save_round, state_after, untouched,
};
use super::{AppError, AppResult};
use crate::db::room_state::RoomState;
use crate::db::{self, rooms::RoomRow};
use crate::engine::{Departure, Millis, PlayerId, datetime as time};
use crate::rooms::code::RoomCode;
use crate::rooms::game::next_moderator;
use crate::rooms::lobby;
use crate::rooms::names::DisplayName;
use crate::rooms::settings::{RoomSettings, SettingsError, SettingsPatch};

/// Codes drawn before giving up: a clash is rare, many in a row mean something is wrong.
const CODE_DRAWS: usize = 16;

/// A new room with `settings`, its creator seated as the host.
#[tracing::instrument(skip(tx, settings), err(level = "debug"))]
pub async fn create(
    tx: &mut PgConnection,
    user: Uuid,
    settings: &RoomSettings,
    now: Millis,
) -> AppResult<RoomRow> {
    check_packs(tx, settings, user, (&[], None)).await?;
    let creator = db::users::user_by_id(&mut *tx, user)
        .await?
        .ok_or(AppError::UserGone)?;
    for _ in 0..CODE_DRAWS {
        let room_code = RoomCode::generate(&mut rand::rng());
        let room_id = Uuid::new_v4();
        // A drawn code may be taken: the insert fails alone, in a savepoint, and we draw
        // again.
        let mut attempt = tx.begin().await?;
        match db::rooms::insert_room(&mut attempt, room_id, &room_code, settings, time(now)).await {
            Err(e) if db::is_unique_violation(&e, "rooms_code_key") => {
                attempt.rollback().await?;
                continue;
            }
            other => other?,
        }
        attempt.commit().await?;
        let name = &creator.display_name;
        let player = db::rooms::seat_player(tx, room_id, user, name, 0).await?;
        db::rooms::set_host(tx, room_id, Some(player)).await?;
        return lock(tx, &room_code).await;
    }
    Err(anyhow::anyhow!("no free room code after {CODE_DRAWS} draws").into())
}

/// The host changes the settings (not at a league table) and/or the seat order.
#[tracing::instrument(skip(tx, settings, seat_order), err(level = "debug"))]
pub async fn update(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    settings: Option<SettingsPatch>,
    seat_order: Option<Vec<Uuid>>,
    now: Millis,
) -> AppResult<RoomRow> {
    let (room, loaded) = open(tx, room_code, now).await?;
    let actor = loaded.require_host(&room, asker.user)?;
    asker.check_current(&room, &loaded)?;
    loaded
        .table(&room)
        .check_change(actor, settings.is_some(), seat_order.is_some())?;
    if let Some(patch) = settings {
        let settings = patch.apply(&room.settings)?;
        let kept = (
            room.settings.pack_ids.as_slice(),
            room.settings.location_ids.as_ref(),
        );
        check_packs(tx, &settings, asker.user, kept).await?;
        db::rooms::set_settings(tx, room.id, &settings).await?;
    }
    if let Some(order) = seat_order {
        lobby::check_seat_order(&loaded.seated, &order)?;
        db::rooms::set_seat_order(tx, room.id, &order).await?;
    }
    changed(tx, room, now).await
}

/// How a join went.
pub enum Joined {
    /// Seated now.
    Seated(Written),
    /// Already seated: nothing changed.
    Already(Written),
}

/// Seats the caller under `name` (their display name when `None`). A league table seats
/// only its own players; a kicked player stays out. `known`: the room's state as this
/// instance last saw it; when the join is made on it, the state the join leaves is worked
/// out from it instead of read back.
#[tracing::instrument(skip(tx, name, known), err(level = "debug"))]
pub async fn join(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    user: Uuid,
    name: Option<DisplayName>,
    now: Millis,
    known: Option<&RoomState>,
) -> AppResult<Joined> {
    let (mut room, mut loaded, from_known) = open_known(tx, room_code, now, known).await?;
    let base = untouched(known, &room, from_known);
    let membership = db::rooms::membership(&mut *tx, room.id, user).await?;
    if membership.as_ref().is_some_and(|m| m.present) {
        let state = base.cloned();
        return Ok(Joined::Already(Written { room, state }));
    }
    let name = match name {
        Some(name) => String::from(name),
        None => {
            let user = db::users::user_by_id(&mut *tx, user).await?;
            user.ok_or(AppError::UserGone)?.display_name
        }
    };
    if room.night_id.is_some() && membership.is_none() {
        return Err(AppError::LeagueTable);
    }
    let kicked = membership.as_ref().is_some_and(|m| m.kicked);
    let moderator = moderator_of(&room, &loaded);
    let returning = membership.map(|m| m.player_id);
    lobby::check_join(&loaded.seated, &name, kicked, (moderator, returning))?;
    let seat = loaded.seated.len() as i32;
    let player = db::rooms::seat_player(tx, room.id, user, &name, seat).await?;
    // A moderator back at the table runs it again: their game has no other game master.
    if room.host_player_id.is_none() || moderator == Some(player) {
        db::rooms::set_host(tx, room.id, Some(player)).await?;
        room.host_player_id = Some(player);
    }
    let room = changed(tx, room, now).await?;
    let state = base.map(|known| {
        let newcomer = lobby::Seated {
            player_id: player,
            user_id: user,
            display_name: name,
        };
        loaded.seated.push(newcomer);
        loaded.seats.push(PlayerId(player));
        let mut state = state_after(known, &room, loaded);
        state.departed.retain(|d| d.player_id != player);
        state
    });
    Ok(Joined::Seated(Written { room, state }))
}

/// The host hands the host role to another player at the table.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn hand_over_host(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    to: PlayerId,
    now: Millis,
) -> AppResult<RoomRow> {
    let (room, loaded, actor) = open_seated(tx, room_code, asker, now).await?;
    pass_host(tx, room, &loaded, actor, to, now).await
}

/// Hands the host role from `actor` (the host, or an organizer in the host's place) to
/// `to`.
pub(super) async fn pass_host(
    tx: &mut PgConnection,
    room: RoomRow,
    loaded: &super::room::LoadedRoom,
    actor: PlayerId,
    to: PlayerId,
    now: Millis,
) -> AppResult<RoomRow> {
    loaded.table(&room).check_hand_over(actor, to)?;
    db::rooms::set_host(tx, room.id, Some(to.0)).await?;
    changed(tx, room, now).await
}

/// The caller leaves (naming their own player) or, as the host, kicks `target`, who
/// cannot join again. A player dealt into the round in play leaves it too.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn remove_player(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    target: Uuid,
    now: Millis,
) -> AppResult<RoomRow> {
    let (room, loaded, actor) = open_seated(tx, room_code, asker, now).await?;
    let departure = loaded
        .table(&room)
        .check_departure(actor, PlayerId(target))?;
    let seated = &loaded.seated;
    let new_host = lobby::host_after_departure(seated, room.host_player_id, target);
    db::rooms::unseat_player(tx, target, departure == Departure::Removed).await?;
    let remaining: Vec<Uuid> = (seated.iter())
        .map(|p| p.player_id)
        .filter(|&id| id != target)
        .collect();
    db::rooms::set_seat_order(tx, room.id, &remaining).await?;
    if new_host != room.host_player_id {
        db::rooms::set_host(tx, room.id, new_host).await?;
    }
    if let Some(mut play) = loaded.play {
        let round = play.round.clone();
        match round.filter(|(_, r)| !r.is_over()) {
            // a player dealt into the round in play voids it.
            Some((round_id, round)) => {
                if let Some((next, _events)) = round.leave(PlayerId(target), departure, now) {
                    save_round(tx, &mut play, round_id, &next, now).await?;
                }
            }
            // Between rounds a departure may end a team game.
            None => {
                let seats: Vec<PlayerId> = remaining.iter().copied().map(PlayerId).collect();
                if play.game.settle_end(&seats) {
                    save_game(tx, &play, now).await?;
                }
            }
        }
    }
    changed(tx, room, now).await
}

/// Who moderates the game in play, or the next game (`rooms::game::next_moderator`).
fn moderator_of(room: &RoomRow, loaded: &LoadedRoom) -> Option<Uuid> {
    let game = loaded.play.as_ref().map(|p| &p.game);
    let game_on = game.filter(|g| !g.is_over(&loaded.seats));
    let host = room.host_player_id.map(PlayerId);
    next_moderator(game_on, &room.settings, host).map(|p| p.0)
}

/// Refuses settings naming a pack `user` may not play (published, or made at a table and
/// made or read by them), except those the room chose already (`kept`: a host handed the
/// room keeps its packs), or a location of none of the chosen packs.
async fn check_packs(
    tx: &mut PgConnection,
    settings: &RoomSettings,
    user: Uuid,
    (kept, kept_locations): (&[String], Option<&Vec<String>>),
) -> AppResult<()> {
    let added: Vec<String> = (settings.pack_ids.iter())
        .filter(|id| !kept.contains(id))
        .cloned()
        .collect();
    let unknown = db::table_packs::unplayable_for(&mut *tx, &added, user).await?;
    if !unknown.is_empty() {
        return Err(AppError::UnknownPacks(unknown));
    }
    // A subset already chosen stands (a pack changed under it keeps it to what is left).
    let changed =
        kept != settings.pack_ids.as_slice() || kept_locations != settings.location_ids.as_ref();
    if let Some(ids) = settings.location_ids.as_ref().filter(|_| changed) {
        let foreign = db::table_packs::foreign_locations(&mut *tx, ids, &settings.pack_ids).await?;
        if !foreign.is_empty() {
            return Err(SettingsError::LocationSelection.into());
        }
    }
    Ok(())
}
