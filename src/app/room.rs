//! A room as the application layer loads, settles and saves it: the room locked by its
//! code, its seated players and current play loaded once, time's own transitions applied
//! and stored, and the caller's view of what the transaction has written.

use std::sync::OnceLock;

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::{AppError, AppResult};
use crate::db;
use crate::db::room_state::{GameState, RoomState};
use crate::db::rooms::{LiveRoom, RoomRow};
use crate::engine::datetime as time;
use crate::engine::scoring::rank;
use crate::engine::{Millis, Mode, PlayerId, Round};
use crate::packs::languages::Preferences;
use crate::public_address::PublicAddress;
use crate::rooms::code::RoomCode;
use crate::rooms::game::Game;
use crate::rooms::lobby::Seated;
use crate::rooms::localized::InOneLanguage;
use crate::rooms::moves::{Table, TableRefusal};
use crate::rooms::room_view::{self, RoomFacts, RoomView};

/// A room code as the database keeps it (a table of a night, a room due to settle),
/// parsed again to hold it as a [`RoomCode`]; one that is not a code names no room.
pub fn stored_code(code: &str) -> AppResult<RoomCode> {
    RoomCode::parse(code).ok_or(AppError::RoomNotFound)
}

/// Reads the room named by `room_code` and locks it for the transaction.
pub async fn lock(tx: &mut PgConnection, room_code: &RoomCode) -> AppResult<RoomRow> {
    db::rooms::lock_room(tx, room_code)
        .await?
        .ok_or(AppError::RoomNotFound)
}

/// Locks the room and applies what time alone has caused by `now`; the room as it stands
/// after that.
pub async fn lock_settled(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    now: Millis,
) -> AppResult<RoomRow> {
    let mut room = lock(tx, room_code).await?;
    if let Some(version) = settle_time(tx, &room, now).await? {
        room.version = version;
    }
    Ok(room)
}

/// A room's seated players and its current game and round, loaded once for a change.
pub struct LoadedRoom {
    pub seated: Vec<Seated>,
    /// The seated players' ids, in seat order.
    pub seats: Vec<PlayerId>,
    pub play: Option<Play>,
}

impl LoadedRoom {
    pub async fn load(tx: &mut PgConnection, room: &RoomRow) -> AppResult<LoadedRoom> {
        let seated = db::rooms::seated_players(&mut *tx, room.id).await?;
        let seats = seated.iter().map(|p| PlayerId(p.player_id)).collect();
        let play = current_play(tx, room.id).await?;
        Ok(LoadedRoom {
            seated,
            seats,
            play,
        })
    }

    /// The players and play of a room's stored state.
    pub(super) fn from_state(state: &RoomState) -> LoadedRoom {
        let seated = state.seated.clone();
        let seats = seated.iter().map(|p| PlayerId(p.player_id)).collect();
        let play = state.game.as_ref().map(|g| Play {
            room_id: state.room.id,
            game_id: g.id,
            game: g.game.clone(),
            round: g.round.clone(),
        });
        LoadedRoom {
            seated,
            seats,
            play,
        }
    }

    /// The caller's player at the table, or `NotAMember`.
    pub fn require_member(&self, user: Uuid) -> AppResult<PlayerId> {
        member_of(&self.seated, user)
    }

    /// The caller's player if they are the table's host: anyone else, seated or not, is
    /// refused as not the host.
    pub fn require_host(&self, room: &RoomRow, user: Uuid) -> AppResult<PlayerId> {
        let actor = member_of(&self.seated, user).map_err(|_| TableRefusal::NotHost)?;
        self.table(room).require_host(actor)?;
        Ok(actor)
    }

    /// The table as the checks of `rooms::moves` see it.
    pub fn table<'a>(&'a self, room: &RoomRow) -> Table<'a> {
        Table {
            host: room.host_player_id.map(PlayerId),
            seats: &self.seats,
            league: room.league,
            game: self.play.as_ref().map(|p| &p.game),
            round: self
                .play
                .as_ref()
                .and_then(|p| p.round.as_ref().map(|(_, r)| r)),
        }
    }
}

/// The user's player among the seated, or `NotAMember`.
pub fn member_of(seated: &[Seated], user: Uuid) -> AppResult<PlayerId> {
    (seated.iter())
        .find(|p| p.user_id == user)
        .map(|p| PlayerId(p.player_id))
        .ok_or(AppError::NotAMember)
}

/// The room's current game and its latest round.
pub struct Play {
    pub room_id: Uuid,
    pub game_id: Uuid,
    pub game: Game,
    pub round: Option<(Uuid, Round)>,
}

pub async fn current_play(conn: &mut PgConnection, room_id: Uuid) -> AppResult<Option<Play>> {
    let Some((game_id, game)) = db::games::current_game(&mut *conn, room_id).await? else {
        return Ok(None);
    };
    let round = db::games::latest_round(&mut *conn, game_id).await?;
    Ok(Some(Play {
        room_id,
        game_id,
        game,
        round,
    }))
}

/// Applies what time alone has caused by `now` to the room's current round (time up, vote
/// timeouts, final voting steps), under the room lock the caller holds. When anything
/// changed, the room's version is bumped and the new one answered.
pub async fn settle_time(
    tx: &mut PgConnection,
    room: &RoomRow,
    now: Millis,
) -> AppResult<Option<i64>> {
    let Some(mut play) = current_play(tx, room.id).await? else {
        return Ok(None);
    };
    if !tick(tx, &mut play, now).await? {
        return Ok(None);
    }
    Ok(Some(db::rooms::bump_version(tx, room.id, time(now)).await?))
}

/// Saves what time alone has done to `play`'s round by `now`; whether it did anything.
async fn tick(tx: &mut PgConnection, play: &mut Play, now: Millis) -> AppResult<bool> {
    let Some((round_id, round)) = &play.round else {
        return Ok(false);
    };
    let round_id = *round_id;
    let Some((ticked, _events)) = round.tick(now) else {
        return Ok(false);
    };
    save_round(tx, play, round_id, &ticked, now).await?;
    Ok(true)
}

/// Opens a change to a room: locked by its code, its players and play loaded once, and
/// what time alone has caused by `now` applied and saved.
pub async fn open(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    now: Millis,
) -> AppResult<(RoomRow, LoadedRoom)> {
    let (room, loaded, _) = open_known(tx, room_code, now, None).await?;
    Ok((room, loaded))
}

/// As [`open`], taking the players and play from `known` (the room's state as this
/// instance last saw it) instead of reading them when it is at the version just locked:
/// every change to a room bumps its version, so the two cannot differ. Answers whether
/// `known` served.
pub async fn open_known(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    now: Millis,
    known: Option<&RoomState>,
) -> AppResult<(RoomRow, LoadedRoom, bool)> {
    let mut room = lock(tx, room_code).await?;
    if room.closed {
        return Err(AppError::RoomClosed);
    }
    let known = known.filter(|k| k.room.id == room.id && k.room.version == room.version);
    let mut loaded = match known {
        Some(state) => LoadedRoom::from_state(state),
        None => LoadedRoom::load(tx, &room).await?,
    };
    if let Some(play) = loaded.play.as_mut()
        && tick(tx, play, now).await?
    {
        room.version = db::rooms::bump_version(tx, room.id, time(now)).await?;
    }
    Ok((room, loaded, known.is_some()))
}

/// `known`, when a change was opened on it (`open_known` said so) and time moved the room
/// on by nothing since: the state the change leaves can then be worked out from it
/// rather than read back.
pub fn untouched<'k>(
    known: Option<&'k RoomState>,
    room: &RoomRow,
    from_known: bool,
) -> Option<&'k RoomState> {
    known.filter(|k| from_known && k.room.version == room.version)
}

/// `known` with the room's new row and the players and play a change left; points,
/// departures, candidates and names as they were. Only for changes that leave those
/// alone: a move that does not end its round, a deal, a join (whose caller updates the
/// departures).
pub fn state_after(known: &RoomState, room: &RoomRow, loaded: LoadedRoom) -> RoomState {
    let points = known
        .game
        .as_ref()
        .map(|g| g.points.clone())
        .unwrap_or_default();
    let game = loaded.play.map(|play| GameState {
        id: play.game_id,
        game: play.game,
        round: play.round,
        points,
    });
    RoomState {
        room: room.clone(),
        seated: loaded.seated,
        departed: known.departed.clone(),
        game,
        candidates: known.candidates.clone(),
        game_names: known.game_names.clone(),
        names: known.names.clone(),
        pad_bound: Default::default(),
        localized: Default::default(),
    }
}

/// Who asks for a change to a room, and what they saw of it when their client said
/// (`If-Match`).
#[derive(Debug, Clone)]
pub struct Asker {
    pub user: Uuid,
    pub seen: Option<Seen>,
}

/// What a client says it saw of the room when it asked for a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// The room's version: any change since refuses the request.
    Version(i64),
    /// The round's situation (`Round::situation`): only a change of it refuses the
    /// request, which then means what it meant when chosen.
    Situation(String),
}

impl Asker {
    /// A client asking on a view older than the room (time may have moved it on too) is
    /// told so rather than acting blind; one that named the round's situation only when
    /// that has changed.
    pub fn check_current(&self, room: &RoomRow, loaded: &LoadedRoom) -> AppResult<()> {
        let current = match &self.seen {
            None => true,
            Some(Seen::Version(seen)) => *seen == room.version,
            Some(Seen::Situation(seen)) => {
                let round = loaded.play.as_ref().and_then(|p| p.round.as_ref());
                round.is_some_and(|(_, r)| r.situation() == *seen)
            }
        };
        if !current {
            return Err(AppError::VersionMismatch {
                current: room.version,
            });
        }
        Ok(())
    }
}

/// As [`open`] for a player at the table who saw what is current: their player too, or
/// `NotAMember`, or `VersionMismatch` (checked second: only players learn it).
pub async fn open_seated(
    tx: &mut PgConnection,
    room_code: &RoomCode,
    asker: Asker,
    now: Millis,
) -> AppResult<(RoomRow, LoadedRoom, PlayerId)> {
    let (room, loaded) = open(tx, room_code, now).await?;
    let actor = loaded.require_member(asker.user)?;
    asker.check_current(&room, &loaded)?;
    Ok((room, loaded, actor))
}

/// Ends a change to a room: its version bumped; the room as it now stands.
pub async fn changed(tx: &mut PgConnection, mut room: RoomRow, now: Millis) -> AppResult<RoomRow> {
    room.version = db::rooms::bump_version(tx, room.id, time(now)).await?;
    Ok(room)
}

/// Stores a round's new state and, when it has just ended, what that means for the game
/// for the players seated now (read under the room's lock: newcomers count, R-10.7).
pub async fn save_round(
    tx: &mut PgConnection,
    play: &mut Play,
    round_id: Uuid,
    round: &Round,
    now: Millis,
) -> AppResult<()> {
    let stored = (play.round.as_ref()).and_then(|(id, r)| (*id == round_id).then_some(r));
    let was_over = stored.is_some_and(|r| r.is_over());
    db::games::save_round(&mut *tx, round_id, round, stored).await?;
    if round.is_over() && !was_over {
        // Who is seated decides only a team game's end.
        let seats: Vec<PlayerId> = match play.game.settings.mode {
            Mode::Team => (db::rooms::seated_players(&mut *tx, play.room_id).await?)
                .iter()
                .map(|p| PlayerId(p.player_id))
                .collect(),
            Mode::Standard => Vec::new(),
        };
        play.game.settle_end(&seats);
        save_game(tx, play, now).await?;
    }
    play.round = Some((round_id, round.clone()));
    Ok(())
}

/// Stores what the play's game has used and whether it ended.
pub async fn save_game(tx: &mut PgConnection, play: &Play, now: Millis) -> AppResult<()> {
    db::games::save_game(&mut *tx, play.game_id, &play.game, time(now)).await?;
    Ok(())
}

/// What a change to a room leaves: its row, and its whole state when the change could
/// tell it without reading it back.
pub struct Written {
    pub room: RoomRow,
    pub state: Option<RoomState>,
}

impl From<RoomRow> for Written {
    fn from(room: RoomRow) -> Self {
        Written { room, state: None }
    }
}

/// The room's state as the transaction has written it, to build the caller's view from
/// (and, once committed, every player's at that version). `known`: the room's state as
/// last read, whose game's names are kept when it is the same game.
pub async fn written_state(
    conn: &mut PgConnection,
    room: &RoomRow,
    known: Option<&RoomState>,
) -> AppResult<RoomState> {
    let state = db::room_state::room_state(&mut *conn, &room.code, known).await?;
    with_league(conn, state.ok_or(AppError::RoomNotFound)?).await
}

/// `state` with what its night allows it, when the room is a league table.
async fn with_league(db: impl sqlx::PgExecutor<'_>, mut state: RoomState) -> AppResult<RoomState> {
    if state.room.night_id.is_some() {
        state.room.league = db::rooms::league_table(db, state.room.id).await?;
    }
    Ok(state)
}

/// The room's state as every player's view is built from, read outside any transaction;
/// when time has moved its round on by `now`, that is applied under the room's lock first
/// and the state read again. `known` as for [`written_state`].
pub async fn state_at(
    pool: &PgPool,
    code: &RoomCode,
    now: Millis,
    known: Option<&RoomState>,
) -> AppResult<RoomState> {
    let room = db::room_state::room_state(pool, code, known).await?;
    let room = with_league(pool, room.ok_or(AppError::RoomNotFound)?).await?;
    if next_deadline(&room).is_none_or(|d| d > now) {
        return Ok(room);
    }
    let mut tx = pool.begin().await?;
    let locked = lock(&mut tx, code).await?;
    settle_time(&mut tx, &locked, now).await?;
    let room = written_state(&mut tx, &locked, known).await?;
    tx.commit().await?;
    Ok(room)
}

/// The rooms played in most recently, up to `limit`, for the admin panel's list.
pub async fn live(pool: &PgPool, limit: i64) -> sqlx::Result<Vec<LiveRoom>> {
    db::rooms::live_rooms(pool, limit).await
}

/// The view of a room's stored state for the user `caller` at `now`, on a server reached at
/// `public`, with its locations in the first of the caller's languages they are named in
/// (answered beside it; `None` when the room has no locations).
pub fn view_of(
    state: &RoomState,
    caller: Uuid,
    now: Millis,
    public: &PublicAddress,
    wanted: &Preferences,
) -> (RoomView, Option<String>) {
    built(state, Some(caller), now, public, wanted)
}

/// The room as a screen everyone watches shows it (`room_view::build_screen`): the public
/// part of every player's view, in the first of `wanted` its locations are named in.
pub fn screen_view_of(
    state: &RoomState,
    now: Millis,
    public: &PublicAddress,
    wanted: &Preferences,
) -> (RoomView, Option<String>) {
    built(state, None, now, public, wanted)
}

/// The view for `caller`, or the screen's when `None`.
fn built(
    state: &RoomState,
    caller: Option<Uuid>,
    now: Millis,
    public: &PublicAddress,
    wanted: &Preferences,
) -> (RoomView, Option<String>) {
    let standings = match &state.game {
        Some(g) => {
            let seats: Vec<PlayerId> = state.seated.iter().map(|s| PlayerId(s.player_id)).collect();
            // The moderator plays no part and is not ranked.
            rank(&g.game.players(&seats), g.points.iter().copied())
        }
        None => Vec::new(),
    };
    let game = state.game.as_ref();
    let round = game.and_then(|g| g.round.as_ref().map(|(_, r)| r));
    let lang = (state.names).language_for(wanted, state.candidates.first().map(|c| &c.id));
    // Put into the language once per state, for every view of it in that language.
    let localized = lang.as_deref().map(|l| {
        let names = state.names.in_language(l);
        let make = || InOneLanguage {
            candidates: names.candidates(&state.candidates),
            round: round.map(|r| names.round(r)),
            list: OnceLock::new(),
        };
        state.localized.get(l, make)
    });
    let (candidates, round) = match &localized {
        Some(localized) => (&localized.candidates[..], localized.round.as_ref()),
        None => (&state.candidates[..], round),
    };
    let facts = RoomFacts {
        code: &state.room.code,
        version: state.room.version,
        settings: &state.room.settings,
        host: state.room.host_player_id,
        seated: &state.seated,
        departed: &state.departed,
        candidates,
        game: game.map(|g| &g.game),
        standings: &standings,
        round,
        league: state.room.league,
        closed: state.room.closed,
        public,
        candidate_list: None,
    };
    // Encoded once per state and language, for every view of it in that language.
    let list = localized
        .as_ref()
        .map(|l| l.list.get_or_init(|| room_view::candidate_list(&facts)));
    let facts = RoomFacts {
        candidate_list: list,
        ..facts
    };
    let Some(caller) = caller else {
        return (room_view::build_screen(&facts, now), lang);
    };
    // One bound for every language: a card can name the longest name of any.
    let bound = *state.pad_bound.get_or_init(|| {
        let longest = state.names.longest(&state.candidates);
        room_view::own_bound(&RoomFacts {
            candidates: &longest,
            candidate_list: None,
            ..facts
        })
    });
    (room_view::build_padded(&facts, caller, now, bound), lang)
}

/// When time alone next changes the room's current round.
pub fn next_deadline(state: &RoomState) -> Option<Millis> {
    state
        .game
        .as_ref()
        .and_then(|g| g.round.as_ref())
        .and_then(|(_, r)| r.next_deadline())
}
