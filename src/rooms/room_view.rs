//! The room view: one object per caller, built for that caller (API.md, "The room view").
//!
//! Everything that belongs to the caller alone lives under `me`; the rest is the same for
//! every caller of the room at a given version.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::value::RawValue;
use utoipa::ToSchema;
use uuid::Uuid;

use super::league_table::{LeagueClosed, LeagueTable};
use super::lobby::{Departed, Seated};
use super::moves::{Table, TableMove};
use super::settings::RoomSettings;
use super::view_padding;
use crate::engine::player_view::{PrivateView, RoundView, my_card, private_view, round_view};
use crate::engine::scoring::Standing;
use crate::engine::{Candidate, Millis, PlayerId, Round, default_round_minutes, player_range};
use crate::public_address::PublicAddress;
use crate::rooms::game::{Game, GameEnd, next_moderator};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RoomView {
    /// The room's code: short, easy to read aloud, case-insensitive.
    pub code: String,
    /// Bumped on every change to the room.
    pub version: i64,
    /// The server's clock, for clients to correct their skew.
    pub now: DateTime<Utc>,
    /// The room's settings: what the next game will be played with. A game in progress
    /// plays with those it started with (`game.settings`): a change made during a game
    /// applies from the next one.
    pub settings: RoomSettings,
    /// The host's player id; `null` while the room is empty.
    pub host_id: Option<Uuid>,
    /// The caller's seat; `null` when the caller is not a player of the room.
    #[schema(value_type = Option<MeSchema>)]
    pub me: Option<Me>,
    /// For a caller who sat here and no longer does: why. `null` otherwise.
    pub removed: Option<Removal>,
    /// Everyone who has sat in the room: seated players in seat order, then those who left,
    /// latest first.
    pub players: Vec<PlayerView>,
    /// What the next deal will be played with, and who deals it.
    pub table: TableInfo,
    /// The union of the chosen packs' locations, visible to every player, each
    /// marked when an earlier round of the game played it.
    #[schema(value_type = Vec<CandidateLocation>)]
    pub candidate_locations: CandidateList,
    /// The current game; `null` before the first game and for callers not seated (the
    /// room's screen view has it).
    pub game: Option<GameView>,
    /// The current round as the caller may see it; `null` before the first round and for
    /// callers not seated (the room's screen view has it, as a player not dealt in sees
    /// it). A finished round stays until the next deal, with its record.
    pub round: Option<RoundView>,
    /// Spaces, to be ignored: they make every seated player's view of a version the same
    /// length, so that the size of an answer does not tell who the spy is.
    pub pad: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Me {
    /// The caller's player id in this room, as in `players`: not the user's `id` (`GET /me`),
    /// which is the same in every room.
    pub player_id: Uuid,
    /// The caller's position in seat order, from 0.
    pub seat: u32,
    /// Whether the caller was dealt into the current round (a newcomer waits).
    pub in_round: bool,
    /// What the caller may do to the table now (start a game, deal, change settings,
    /// kick, leave).
    pub table_moves: Vec<TableMove>,
    /// The caller's own part of the current round: `may_accuse`, `moves`, `my_vote`,
    /// `team_role`.
    #[serde(flatten)]
    pub round: Option<PrivateView>,
}

/// The public facts of the table a client needs before and between rounds.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TableInfo {
    /// Who deals the next round, between rounds when it is known (round 1 of a
    /// `time_travel` game draws its dealer at the deal); `null` during a round.
    pub next_dealer_id: Option<PlayerId>,
    /// The length of the next round for the players seated now, by the settings it will
    /// be dealt with (the game's during a game, else the room's): the setting, or the
    /// default by player count.
    pub round_minutes: u32,
    /// How many players can be dealt the next round, by the same settings: its rule set,
    /// mode and spies decide.
    pub min_players: u32,
    /// The most players the next round can be dealt to, by the same settings.
    pub max_players: u32,
    /// How many of the seated players the next round would be dealt to: all of them but
    /// the moderator. These are the players `min_players` and `max_players` count.
    pub players: u32,
    /// Who runs the next round without a card and without points: the game's moderator
    /// while a game goes on; between games, the host when `settings.moderator` is on (they
    /// moderate the next game). `null`: everyone seated plays.
    pub moderator_id: Option<Uuid>,
    /// A league night's table: its organizer seats it, so nobody joins it by its code.
    pub league: bool,
    /// At a league table, how much it may still play; `null` elsewhere.
    pub league_play: Option<LeaguePlay>,
    /// The server closed the room after a time without play (docs/operations.md): it
    /// takes no moves (`room_closed`), and `me.table_moves` and `me.moves` are empty.
    pub closed: bool,
    /// The address a phone opens to join this room (a link to share, what its QR code
    /// carries): the server's public address, `SPYFALL_PUBLIC_URL` or its LAN address.
    pub join_url: String,
    /// Only the computer running the server can open `join_url`: the server listens on a
    /// loopback address, or found no other. A client tells the host to set
    /// `SPYFALL_PUBLIC_URL` or listen on the network.
    pub join_url_local_only: bool,
}

/// What a league table may still play in its seating round.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LeaguePlay {
    /// Games each table starts in a seating round (the night's setting).
    pub games_per_table: u32,
    /// Games this table may still start: 0 once it played them (it waits for the next
    /// seating round) or once `closed`.
    pub games_left: u32,
    /// Why the table plays no more (no game, no deal): `seating_over` (its players have
    /// new tables) or `night_finished`; `null` while it plays.
    pub closed: Option<LeagueClosed>,
}

// `Me` as it is sent, for the API document: the round's private fields are flattened in,
// so they are present only while a round is dealt (a derived schema would ask for them
// always).
/// The caller's seat and their own part of the table and of the current round: the
/// round's fields are present only while a round is dealt.
#[derive(ToSchema)]
#[schema(as = Me)]
#[allow(dead_code)]
struct MeSchema {
    /// The caller's player id in this room, as in `players`: not the user's `id` (`GET /me`),
    /// which is the same in every room.
    player_id: Uuid,
    /// The caller's position in seat order, from 0.
    seat: u32,
    /// Whether the caller was dealt into the current round (a newcomer waits).
    in_round: bool,
    /// What the caller may do to the table now.
    table_moves: Vec<TableMove>,
    /// While a round is dealt: the caller may put someone up for a vote now (`moves` holds
    /// an `accuse`). With 2 or 3 players this depends on the caller's card, as
    /// `card_moves` says: show it only while the card is shown.
    may_accuse: Option<bool>,
    /// While a round is dealt: the moves the caller may make now, with their targets.
    moves: Option<Vec<crate::engine::moves::Move>>,
    /// While a round is dealt: the kinds of `moves` that depend on the caller's card (only
    /// a spy guesses; with 2 or 3 players only a non-spy accuses). Offer them only while
    /// the caller is looking at their card: with the card hidden, a spy's phone and
    /// anyone else's must look the same. Empty once the spy is known to all.
    card_moves: Option<Vec<crate::engine::moves::MoveKind>>,
    /// While a round is dealt: the caller's vote on the open ballot (`null`: none cast).
    my_vote: Option<bool>,
    /// While a team round is dealt: `captain` or `agent`.
    team_role: Option<crate::engine::player_view::TeamRole>,
}

/// A candidate location as the table sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct CandidateLocation {
    /// The location's id, as stored with its pack.
    pub id: String,
    /// The location's name, as players see it.
    pub name: String,
    /// Played in an earlier round of this game, so it cannot be this round's location and
    /// a spy may cross it off.
    pub used: bool,
}

/// A view's candidate locations: encoded once for every view of a room state in one
/// language ([`candidate_list`]) and written into each as they are, or built for one view.
#[derive(Debug, Clone)]
pub enum CandidateList {
    Encoded(Arc<RawValue>),
    Built(Vec<CandidateLocation>),
}

impl Serialize for CandidateList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            CandidateList::Encoded(raw) => raw.as_ref().serialize(serializer),
            CandidateList::Built(list) => list.serialize(serializer),
        }
    }
}

/// The candidate locations every view of `facts` shows, encoded.
pub fn candidate_list(facts: &RoomFacts<'_>) -> CandidateList {
    let list = candidate_locations(facts);
    match serde_json::value::to_raw_value(&list) {
        Ok(raw) => CandidateList::Encoded(Arc::from(raw)),
        // Ids, names and flags always encode; were one not to, the view encodes it.
        Err(_) => CandidateList::Built(list),
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct GameView {
    /// The game's number in this room, from 1.
    pub number: i32,
    /// Rounds dealt so far.
    pub round_number: u32,
    /// The game's length as far as it is known: standard play's agreed rounds; in team
    /// mode the rounds dealt and one for each captain pair still to come for the players
    /// seated now, newcomers included.
    pub rounds_total: u32,
    /// Whether the game is over: no further round is dealt in it (`end_reason` says why).
    pub over: bool,
    /// Why the game is over; `null` while it goes on.
    pub end_reason: Option<GameEnd>,
    /// What this game plays with, which a change of the room's `settings` during the game
    /// does not touch; `null` once the game is over (then only the next game's count).
    pub settings: Option<RoomSettings>,
    /// Every player's points in this game, most first; tied players share a rank. The
    /// moderator is not ranked.
    pub standings: Vec<Standing>,
    /// Who moderates this game: seated without a card, dealt no round, never ranked;
    /// `null` when everyone seated plays.
    pub moderator_id: Option<Uuid>,
}

/// Seated players in seat order, then those who left (latest first): ids in questions,
/// results and standings always name someone here.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlayerView {
    /// The player's id in this room (not a user id): the one every player id in the view
    /// names.
    pub id: Uuid,
    /// The name shown for the player.
    pub display_name: String,
    /// Position in seat order, from 0 ("clockwise" in the rules is increasing seat);
    /// `null` for a player who left.
    pub seat: Option<u32>,
    /// Points in the current game.
    pub score: i32,
    /// Still at the table.
    pub present: bool,
}

/// Why the caller no longer sits in the room.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Removal {
    /// The player the caller was.
    pub player_id: Uuid,
    /// `left` when the caller left, `kicked` when the host removed them.
    pub reason: RemovalReason,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RemovalReason {
    /// The caller left.
    Left,
    /// The host removed the caller; they cannot join again.
    Kicked,
}

/// The stored facts a view is built from.
#[derive(Clone, Copy)]
pub struct RoomFacts<'a> {
    pub code: &'a str,
    pub version: i64,
    pub settings: &'a RoomSettings,
    pub host: Option<Uuid>,
    pub seated: &'a [Seated],
    pub departed: &'a [Departed],
    pub candidates: &'a [Candidate],
    pub game: Option<&'a Game>,
    pub standings: &'a [Standing],
    pub round: Option<&'a Round>,
    /// The room is a league night's table, with what its night allows it.
    pub league: Option<LeagueTable>,
    /// Closed after a time without play: nobody may make a move.
    pub closed: bool,
    /// The address phones open to reach this server.
    pub public: &'a PublicAddress,
    /// The candidate list encoded beforehand for every view of these facts
    /// ([`candidate_list`]); `None` to build it for the view.
    pub candidate_list: Option<&'a CandidateList>,
}

/// The view of `facts` for the user `caller` at `now`.
pub fn build(facts: &RoomFacts<'_>, caller: Uuid, now: Millis) -> RoomView {
    build_padded(facts, caller, now, own_bound(facts))
}

/// As [`build`], with the caller's own part padded to `bound` ([`own_bound`] of the same
/// facts: the same for every view of a room version, so worked out once for them all).
pub fn build_padded(facts: &RoomFacts<'_>, caller: Uuid, now: Millis, bound: usize) -> RoomView {
    assemble(facts, Some(caller), now, bound)
}

/// The room as a screen everyone watches shows it (a TV at the table): the public part of
/// every player's view and nothing else. No `me`, no card: the round as a player who was
/// not dealt in sees it, which is what every player's view shares.
pub fn build_screen(facts: &RoomFacts<'_>, now: Millis) -> RoomView {
    assemble(facts, None, now, 0)
}

/// The view for `caller`, or for the screen when `None`.
fn assemble(facts: &RoomFacts<'_>, caller: Option<Uuid>, now: Millis, bound: usize) -> RoomView {
    let screen = caller.is_none();
    let caller = caller.unwrap_or_default();
    let seats: Vec<PlayerId> = facts.seated.iter().map(|p| PlayerId(p.player_id)).collect();
    let table = table_of(facts, &seats);
    let seat = facts.seated.iter().position(|p| p.user_id == caller);
    let me = seat.map(|seat| own_part(facts, &table, seat));
    let pad = match seat {
        Some(seat) => view_padding::padding(own_len(facts, &table, seat), bound),
        None => String::new(),
    };
    let score = |player: Uuid| {
        facts
            .standings
            .iter()
            .find(|s| s.player_id.0 == player)
            .map_or(0, |s| s.points)
    };
    // The screen reads the round as nobody dealt in: no seat holds the nil id.
    let viewer = (me.as_ref().map(|m| PlayerId(m.player_id))).or(screen.then(PlayerId::default));
    RoomView {
        code: facts.code.to_string(),
        version: facts.version,
        now: crate::engine::datetime(now),
        settings: facts.settings.clone(),
        host_id: facts.host,
        me,
        removed: removal(facts, caller, seat.is_some()),
        players: facts
            .seated
            .iter()
            .enumerate()
            .map(|(seat, p)| PlayerView {
                id: p.player_id,
                display_name: p.display_name.clone(),
                seat: Some(seat as u32),
                score: score(p.player_id),
                present: true,
            })
            .chain(facts.departed.iter().map(|p| PlayerView {
                id: p.player_id,
                display_name: p.display_name.clone(),
                seat: None,
                score: score(p.player_id),
                present: false,
            }))
            .collect(),
        table: table_info(facts, &table),
        candidate_locations: match facts.candidate_list {
            Some(list) => list.clone(),
            None => CandidateList::Built(candidate_locations(facts)),
        },
        game: facts.game.filter(|_| viewer.is_some()).map(|g| {
            let end = game_end(facts, g, &seats);
            GameView {
                number: g.number,
                round_number: g.rounds_dealt,
                rounds_total: g.rounds_total(&seats),
                over: end.is_some(),
                end_reason: end,
                settings: end.is_none().then(|| g.settings.clone()),
                standings: facts.standings.to_vec(),
                moderator_id: g.moderator.map(|p| p.0),
            }
        }),
        round: viewer.and_then(|v| facts.round.map(|r| round_view(r, v, now))),
        pad,
    }
}

/// The table as its moves are worked out.
fn table_of<'a>(facts: &RoomFacts<'a>, seats: &'a [PlayerId]) -> Table<'a> {
    Table {
        host: facts.host.map(PlayerId),
        seats,
        league: facts.league,
        game: facts.game,
        round: facts.round,
    }
}

/// The caller's own part of the table and of the round, for the player in `seat`.
fn own_part(facts: &RoomFacts<'_>, table: &Table<'_>, seat: usize) -> Me {
    let player = PlayerId(facts.seated[seat].player_id);
    let dealt = facts.round.and_then(|r| r.seat_of(player)).is_some();
    let mut round = facts
        .round
        .filter(|_| dealt)
        .map(|r| private_view(r, player));
    if let Some(own) = round.as_mut().filter(|_| facts.closed) {
        own.moves.clear();
        own.card_moves.clear();
        own.may_accuse = false;
    }
    Me {
        player_id: player.0,
        seat: seat as u32,
        in_round: dealt,
        table_moves: if facts.closed {
            Vec::new()
        } else {
            table.moves(player)
        },
        round,
    }
}

/// The length every seated player's own part is padded to: the longest any seat's could be
/// whoever holds which card, from public facts alone (`view_padding`).
pub fn own_bound(facts: &RoomFacts<'_>) -> usize {
    let seats: Vec<PlayerId> = facts.seated.iter().map(|p| PlayerId(p.player_id)).collect();
    let table = &table_of(facts, &seats);
    let card = view_padding::card_bound(facts.candidates);
    (0..facts.seated.len())
        .map(|seat| {
            let me = view_padding::without_card(own_part(facts, table, seat));
            let others = seats
                .iter()
                .copied()
                .filter(|p| p.0 != me.player_id)
                .collect();
            view_padding::json_len(&me) + view_padding::card_moves_bound(others)
        })
        .max()
        .unwrap_or(0)
        + card
}

/// The length of everything in the view of the player in `seat` that is theirs alone:
/// `me` and the round's `my_card`.
fn own_len(facts: &RoomFacts<'_>, table: &Table<'_>, seat: usize) -> usize {
    let player = PlayerId(facts.seated[seat].player_id);
    let card = facts
        .round
        .and_then(|r| r.seat_of(player).map(|_| my_card(r, player)));
    view_padding::json_len(&own_part(facts, table, seat)) + view_padding::json_len(&card)
}

fn removal(facts: &RoomFacts<'_>, caller: Uuid, seated: bool) -> Option<Removal> {
    let gone = facts.departed.iter().find(|p| p.user_id == caller)?;
    (!seated).then_some(Removal {
        player_id: gone.player_id,
        reason: if gone.kicked {
            RemovalReason::Kicked
        } else {
            RemovalReason::Left
        },
    })
}

/// The candidates marked as used: during a round, those of the earlier rounds (never the
/// round's own, R-2.8); between rounds, every location the game has played.
fn candidate_locations(facts: &RoomFacts<'_>) -> Vec<CandidateLocation> {
    let used: &[String] = match (facts.round, facts.game) {
        (Some(round), _) if !round.is_over() => &round.used,
        (_, Some(game)) => &game.used_locations,
        _ => &[],
    };
    facts
        .candidates
        .iter()
        .map(|c| CandidateLocation {
            id: c.id.clone(),
            name: c.name.clone(),
            used: used.contains(&c.id),
        })
        .collect()
}

/// Why the game is over, if it is.
fn game_end(facts: &RoomFacts<'_>, game: &Game, seats: &[PlayerId]) -> Option<GameEnd> {
    game.end(seats, facts.round.is_none_or(Round::is_over))
}

fn table_info(facts: &RoomFacts<'_>, table: &Table<'_>) -> TableInfo {
    // The next round is dealt with the game's settings while it goes on, and moderated by
    // its moderator; else the next game's.
    let game_on = facts
        .game
        .filter(|game| game_end(facts, game, table.seats).is_none());
    let s = game_on.map_or(facts.settings, |game| &game.settings);
    let moderator = next_moderator(game_on, facts.settings, facts.host.map(PlayerId));
    let players = table
        .seats
        .iter()
        .filter(|&&p| Some(p) != moderator)
        .count();
    let (min, max) = player_range(s.rule_set, s.mode, s.spies).unwrap_or((0, 0));
    TableInfo {
        next_dealer_id: table.next_dealer(),
        round_minutes: s
            .round_minutes
            .unwrap_or_else(|| default_round_minutes(players)),
        min_players: min as u32,
        max_players: max as u32,
        players: players as u32,
        moderator_id: moderator.map(|p| p.0),
        league: facts.league.is_some(),
        league_play: facts.league.map(|l| LeaguePlay {
            games_per_table: l.games_per_table,
            games_left: l.games_left(table.games_started()),
            closed: l.closed,
        }),
        closed: facts.closed,
        join_url: facts.public.room(facts.code),
        join_url_local_only: facts.public.local_only,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn me_is_the_callers_seat_and_nobody_elses() {
        let seated: Vec<Seated> = (0..3)
            .map(|i| Seated {
                player_id: Uuid::from_u128(i + 1),
                user_id: Uuid::from_u128(i + 100),
                display_name: format!("P{i}"),
            })
            .collect();
        let settings = RoomSettings::default();
        let facts = RoomFacts {
            code: "BCDFG",
            version: 3,
            settings: &settings,
            host: Some(seated[0].player_id),
            seated: &seated,
            departed: &[],
            candidates: &[],
            game: None,
            standings: &[],
            round: None,
            league: None,
            closed: false,
            public: &PublicAddress {
                base: "http://10.0.0.2:8080".into(),
                local_only: false,
            },
            candidate_list: None,
        };
        let view = build(&facts, Uuid::from_u128(101), 0);
        let me = view.me.unwrap();
        assert_eq!((me.player_id, me.seat), (Uuid::from_u128(2), 1));
        assert_eq!(
            view.players.iter().map(|p| p.seat).collect::<Vec<_>>(),
            vec![Some(0), Some(1), Some(2)]
        );
        let outsider = build(&facts, Uuid::from_u128(999), 0);
        assert!(outsider.me.is_none());
        // The host may start a game, until the room is closed: then nobody may move.
        let host = build(&facts, Uuid::from_u128(100), 0).me.unwrap();
        assert!(!host.table_moves.is_empty());
        let closed = RoomFacts {
            closed: true,
            ..facts
        };
        let view = build(&closed, Uuid::from_u128(100), 0);
        assert!(view.table.closed);
        assert!(view.me.unwrap().table_moves.is_empty());
    }
}
