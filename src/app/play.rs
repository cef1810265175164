//! A game at a room's table: start it, deal its rounds, pause, resume or abandon the round
//! in play, act in it, and read its rounds. Each runs in the caller's transaction: the room locked and
//! settled with what the move needs loaded once (`room::open`), the core's decision
//! saved, the version bumped. The caller commits (with its idempotency record) and reads
//! the view.

use sqlx::PgConnection;
use uuid::Uuid;

use super::room::{
    Asker, LoadedRoom, Play, Written, changed, lock_settled, member_of, open_known, open_seated,
    save_round, state_after, untouched,
};
use super::{AppError, AppResult};
use crate::db::room_state::RoomState;
use crate::db::{self, rooms::RoomRow};
use crate::engine::deal::deal;
use crate::engine::player_view::{RoundView, round_view};
use crate::engine::{Abandoner, Action, ActionError, Event, Millis, PlayerId, Round, datetime};
use crate::packs::languages::Preferences;
use crate::rooms::code::RoomCode;
use crate::rooms::game::Game;
use crate::rooms::moves::{Table, TableRefusal};

/// The host starts a new game: scores and the used-location deck reset.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn start_game(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    now: Millis,
) -> AppResult<RoomRow> {
    let (room, loaded, actor) = open_seated(tx, room_code, asker, now).await?;
    begin_game(tx, room, &loaded, actor, now).await
}

/// Starts a game at the table, by `actor` (the host, or an organizer in the host's place).
pub(super) async fn begin_game(
    tx: &mut PgConnection,
    room: RoomRow,
    loaded: &LoadedRoom,
    actor: PlayerId,
    now: Millis,
) -> AppResult<RoomRow> {
    loaded.table(&room).check_start_game(actor)?;
    let packs = &room.settings.pack_ids;
    let mut dealt_from = db::packs::game_locations(tx, packs, room.night_id).await?;
    let number = db::games::next_game_number(&mut *tx, room.id).await?;
    let candidates = std::mem::take(&mut dealt_from.locations);
    // The host moderates when the settings ask for it (an organizer stands in their place).
    let host = room.host_player_id.map(PlayerId).unwrap_or(actor);
    let game = Game::start(
        number,
        room.settings.clone(),
        candidates,
        &loaded.seats,
        host,
    );
    // Every chosen pack gone (a list taken down since it was chosen): nothing to deal from.
    if game.candidates.is_empty() {
        let dealt = dealt_from.versions.as_object();
        let gone = packs
            .iter()
            .filter(|id| dealt.is_none_or(|d| !d.contains_key(*id)));
        return Err(AppError::UnknownPacks(gone.cloned().collect()));
    }
    let id = Uuid::new_v4();
    db::games::insert_game(tx, id, room.id, &game, &dealt_from, datetime(now)).await?;
    changed(tx, room, now).await
}

/// The host or the next dealer deals the game's next round. `known`: the room's state as
/// this instance last saw it; when the deal is made on it, the state the deal leaves is
/// worked out from it instead of read back (the points and names stay as they were).
#[tracing::instrument(skip(tx, known), err(level = "debug"))]
pub async fn deal_round(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    now: Millis,
    known: Option<&RoomState>,
) -> AppResult<Written> {
    let (room, mut loaded, from_known) = open_known(tx, room_code, now, known).await?;
    let actor = loaded.require_member(asker.user)?;
    asker.check_current(&room, &loaded)?;
    let base = untouched(known, &room, from_known);
    let room = deal_next(tx, room, &mut loaded, actor, now).await?;
    let state = base.map(|known| state_after(known, &room, loaded));
    Ok(Written { room, state })
}

/// Deals the game's next round, by `actor` (the host or the next dealer, or an organizer
/// in the host's place).
pub(super) async fn deal_next(
    tx: &mut PgConnection,
    room: RoomRow,
    loaded: &mut LoadedRoom,
    actor: PlayerId,
    now: Millis,
) -> AppResult<RoomRow> {
    loaded.table(&room).check_deal(actor)?;
    let host = room.host_player_id.map(PlayerId).unwrap_or(actor);
    let play = loaded.play.as_mut().ok_or(TableRefusal::NoGame)?;
    let previous = play.round.as_ref().map(|(_, r)| r.clone());
    let players = play.game.players(&loaded.seats);
    let request = (play.game).next_deal(&players, host, previous.as_ref(), now);
    let round = deal(&request, &mut rand::rng())?;
    play.game.dealt(&round, &loaded.seats);
    db::games::save_game(tx, play.game_id, &play.game, datetime(now)).await?;
    let round_id = Uuid::new_v4();
    db::games::insert_round(tx, round_id, play.game_id, &round).await?;
    play.round = Some((round_id, round));
    changed(tx, room, now).await
}

/// The host abandons the round in play: it ends without points and does not count
/// toward the game's length.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn abandon_round(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    now: Millis,
) -> AppResult<RoomRow> {
    let (room, loaded, actor) = open_seated(tx, room_code, asker, now).await?;
    end_round(tx, room, loaded, (actor, Abandoner::Host), now).await
}

/// Calls the round in play off without points: `by` the host, or an organizer in the
/// host's place.
pub(super) async fn end_round(
    tx: &mut PgConnection,
    room: RoomRow,
    mut loaded: LoadedRoom,
    (actor, by): (PlayerId, Abandoner),
    now: Millis,
) -> AppResult<RoomRow> {
    loaded.table(&room).check_abandon(actor)?;
    let (play, round_id, round) = current_round(loaded.play.as_mut())?;
    let (abandoned, _events) = round.abandon(by, now).ok_or(AppError::NoRound)?;
    play.game.round_abandoned(&round);
    save_round(tx, play, round_id, &abandoned, now).await?;
    changed(tx, room, now).await
}

/// The host pauses the round in play, saying why (or not): every clock stops and no move
/// is accepted until they resume it.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn pause_round(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    reason: Option<String>,
    now: Millis,
) -> AppResult<RoomRow> {
    let pause = |round: &Round, by| round.pause(by, reason, now);
    change_round(
        tx,
        (room_code, asker, now),
        |t: &Table, p| t.check_pause(p),
        pause,
    )
    .await
}

/// The host resumes the paused round: every clock runs again from where it stood.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn resume_round(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    now: Millis,
) -> AppResult<RoomRow> {
    let resume = |round: &Round, by| round.resume(by, now);
    change_round(
        tx,
        (room_code, asker, now),
        |t: &Table, p| t.check_resume(p),
        resume,
    )
    .await
}

/// A change the table's `check` allows the caller to make to the round in play.
async fn change_round(
    tx: &mut PgConnection,
    (room_code, asker, now): (&RoomCode, Asker, Millis),
    check: impl FnOnce(&Table, PlayerId) -> Result<(), TableRefusal>,
    change: impl FnOnce(&Round, PlayerId) -> Result<(Round, Vec<Event>), ActionError>,
) -> AppResult<RoomRow> {
    let (room, mut loaded, actor) = open_seated(tx, room_code, asker, now).await?;
    check(&loaded.table(&room), actor)?;
    let (play, round_id, round) = current_round(loaded.play.as_mut())?;
    let (changed_round, _events) = change(&round, actor)?;
    save_round(tx, play, round_id, &changed_round, now).await?;
    changed(tx, room, now).await
}

/// A league night moved on (a later seating round confirmed, or the night finished):
/// the table's round in play, if any, ends without points, called off by the organizer
/// (refused with `RoundInProgress` unless `end_playing`), and the room's version is
/// bumped either way so that its phones learn the table plays no more. Answers the room's
/// id and new version.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn night_moved_on(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    end_playing: bool,
    now: Millis,
) -> AppResult<(Uuid, i64)> {
    let (room, mut loaded) = super::room::open(tx, room_code, now).await?;
    if let Ok((play, round_id, round)) = current_round(loaded.play.as_mut())
        && !round.is_over()
    {
        if !end_playing {
            return Err(TableRefusal::RoundInProgress.into());
        }
        let (ended, _events) =
            (round.abandon(Abandoner::Organizer, now)).ok_or(AppError::NoRound)?;
        play.game.round_abandoned(&round);
        save_round(tx, play, round_id, &ended, now).await?;
    }
    let room = changed(tx, room, now).await?;
    Ok((room.id, room.version))
}

/// One move in the round in play, by a player who saw the room at the version the
/// client says (if it does). A move the engine refuses is `AppError::Action`, after which the
/// transaction is still worth committing for what time caused. `known` is the room's
/// state as this instance last saw it: when it is current, the move reads nothing but the
/// room's row and answers the state it leaves.
#[tracing::instrument(skip(tx, action, known), err(level = "debug"))]
pub async fn act(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    action: &Action,
    now: Millis,
    known: Option<&RoomState>,
) -> AppResult<Written> {
    let (room, mut loaded, from_known) = open_known(tx, room_code, now, known).await?;
    let actor = loaded.require_member(asker.user)?;
    asker.check_current(&room, &loaded)?;
    let (play, round_id, round) = current_round(loaded.play.as_mut())?;
    let (next, _events) = round.apply(actor, action, now)?;
    save_round(tx, play, round_id, &next, now).await?;
    let room = changed(tx, room, now).await?;
    // A round that ended moves the points and may end the game (which changes the
    // candidates shown): then the state is read back instead.
    let state = match (known, from_known && !next.is_over()) {
        (Some(known), true) => Some(state_after(known, &room, loaded)),
        _ => None,
    };
    Ok(Written { room, state })
}

/// The play's latest round, with its id, or `NoRound`.
fn current_round(play: Option<&mut Play>) -> AppResult<(&mut Play, Uuid, crate::engine::Round)> {
    let play = play.ok_or(AppError::NoRound)?;
    let (round_id, round) = play.round.clone().ok_or(AppError::NoRound)?;
    Ok((play, round_id, round))
}

/// The current game's rounds as the caller may see them (members only), in the first of
/// the `wanted` languages the game's locations are named in.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn rounds(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    user: Uuid,
    now: Millis,
    wanted: &Preferences,
) -> AppResult<GameRounds> {
    let room = lock_settled(tx, room_code, now).await?;
    let seated = db::rooms::seated_players(&mut *tx, room.id).await?;
    let viewer = member_of(&seated, user)?;
    let Some((game_id, game)) = db::games::current_game(&mut *tx, room.id).await? else {
        return Ok(GameRounds::default());
    };
    let rounds = db::games::game_rounds(&mut *tx, game_id).await?;
    let names = db::games::game_names(&mut *tx, game_id).await?;
    let language = names.language_for(wanted, game.candidates.first().map(|l| &l.id));
    let spy_deals = crate::engine::fair_deal::ledger(&rounds);
    let views = rounds.iter().map(|r| match &language {
        Some(lang) => round_view(&names.in_language(lang).round(r), viewer, now),
        None => round_view(r, viewer, now),
    });
    Ok(GameRounds {
        game_number: game.number,
        rounds: views.collect(),
        language,
        spy_deals,
    })
}

/// A game's rounds as one player reads them.
#[derive(Debug, Default)]
pub struct GameRounds {
    /// 0 before the room's first game.
    pub game_number: i32,
    pub rounds: Vec<RoundView>,
    /// The language their location names are in.
    pub language: Option<String>,
    /// The fair-deal ledger of its finished rounds.
    pub spy_deals: Vec<crate::engine::fair_deal::SpyDeal>,
}
