//! Everything a room view is built from, read in one statement.
//!
//! A view needs the room, its seated players, the current game and latest round, the
//! game's points and the candidate locations. Reading them as one statement makes the read
//! a consistent snapshot by itself (no transaction to open and close) and costs one round
//! trip instead of eight; polling phones make this the server's most frequent query.

use sqlx::PgExecutor;
use sqlx::types::Json;
use uuid::Uuid;

use std::sync::Arc;

use serde::Deserialize;

use super::games::{GameColumns, read_round};
use super::rooms::RoomRow;
use super::shared_names::shared;
use crate::engine::{Candidate, Location, PlayerId, Round};
use crate::packs::format::Translations;
use crate::rooms::game::Game;
use crate::rooms::lobby::{Departed, Seated};
use crate::rooms::location_names::LocationNames;
use crate::rooms::settings::RoomSettings;

/// A room as one statement read it.
#[derive(Debug, Clone)]
pub struct RoomState {
    pub room: RoomRow,
    /// Present players in seat order.
    pub seated: Vec<Seated>,
    /// Players who left or were removed, latest first.
    pub departed: Vec<Departed>,
    pub game: Option<GameState>,
    /// While a game runs, the locations it was dealt from; else the chosen packs' locations
    /// as they are now.
    pub candidates: Vec<Candidate>,
    /// The names of the game's locations in every language, as it started with them:
    /// they never change, so a later read of the same game takes them from an earlier one.
    pub game_names: Arc<LocationNames>,
    /// Every name views of this state show: the game's, and between games the chosen
    /// packs' too.
    pub names: Arc<LocationNames>,
    /// The length every seated player's own part of a view of this state is padded to,
    /// in any language (`rooms::room_view::own_bound`), worked out by the first view
    /// built from it.
    pub pad_bound: std::sync::OnceLock<usize>,
    /// Its candidates and round in each language a view of it was built in.
    pub localized: crate::rooms::localized::Localized,
}

/// A candidate from the chosen packs, between games, with its names in other languages.
#[derive(Debug, Deserialize)]
struct PackCandidate {
    id: String,
    name: String,
    language: String,
    translations: Translations,
}

#[derive(Debug, Clone)]
pub struct GameState {
    pub id: Uuid,
    pub game: Game,
    pub round: Option<(Uuid, Round)>,
    /// Each player's points in the game so far.
    pub points: Vec<(PlayerId, i32)>,
}

/// The room with this (normalised) code, with everything its view needs. `known` is this
/// room's state as read before: when it holds the same game, its names are kept.
///
/// A game's points are summed round by round through the scores' primary key: `OFFSET 0`
/// keeps the planner from turning that into a join, which it planned as a scan of every
/// stored score (14 ms per read at 36,000 scores, found by the P4 load run).
pub async fn room_state(
    db: impl PgExecutor<'_>,
    code: &str,
    known: Option<&RoomState>,
) -> Result<Option<RoomState>, sqlx::Error> {
    let known_game = known.and_then(|k| k.game.as_ref().map(|g| g.id));
    let row = sqlx::query!(
        r#"SELECT r.id, r.code, r.settings AS "settings: Json<RoomSettings>", r.version,
                  r.host_player_id, r.night_id, r.closed_at IS NOT NULL AS "closed!",
                  (SELECT coalesce(json_agg(json_build_object('player_id', p.id, 'user_id', p.user_id,
                                                              'display_name', p.display_name)
                                            ORDER BY p.seat), '[]')
                   FROM room_players p
                   WHERE p.room_id = r.id AND p.seat IS NOT NULL) AS "seated!: Json<Vec<Seated>>",
                  (SELECT coalesce(json_agg(json_build_object('player_id', p.id, 'user_id', p.user_id,
                                                              'display_name', p.display_name,
                                                              'kicked', p.kicked)
                                            ORDER BY p.left_at DESC), '[]')
                   FROM room_players p
                   WHERE p.room_id = r.id AND p.seat IS NULL) AS "departed!: Json<Vec<Departed>>",
                  g.id AS "game_id?", g.number AS "number?",
                  g.settings AS "game_settings?: Json<RoomSettings>",
                  g.candidates AS "game_candidates?: Json<Vec<Location>>",
                  g.rounds_total AS "rounds_total?",
                  g.captain_pairs AS "captain_pairs?: Json<Vec<[PlayerId; 2]>>",
                  g.used_locations AS "used_locations?", g.rounds_dealt AS "rounds_dealt?",
                  g.ended_at, g.end_reason, g.moderator_id,
                  CASE WHEN g.id IS DISTINCT FROM $2 THEN g.names END
                      AS "game_names: Json<LocationNames>",
                  lr.id AS "round_id?", lr.deal::text AS "round_deal?", lr.state::text AS "round_state?",
                  (SELECT coalesce(json_agg(json_build_array(t.player_id, t.points)), '[]')
                   FROM (SELECT s.player_id, sum(s.points)::int AS points
                         FROM rounds sr
                         CROSS JOIN LATERAL (SELECT player_id, points FROM round_scores
                                             WHERE round_id = sr.id OFFSET 0) s
                         WHERE sr.game_id = g.id GROUP BY s.player_id) t)
                      AS "points!: Json<Vec<(PlayerId, i32)>>",
                  CASE WHEN g.id IS NULL OR g.ended_at IS NOT NULL THEN
                      (SELECT coalesce(json_agg(json_build_object(
                                  'id', l.id, 'name', l.name, 'language', p.language,
                                  -- Names only: nobody holds a card between games.
                                  'translations', l.translated_names)
                                                ORDER BY chosen.ord, l.position), '[]')
                       FROM jsonb_array_elements_text(r.settings -> 'pack_ids')
                            WITH ORDINALITY AS chosen(id, ord)
                       JOIN locations l ON l.pack_id = chosen.id
                       JOIN packs p ON p.id = l.pack_id AND p.taken_down_at IS NULL
                       -- Only the settings' `location_ids`, when it names some.
                       WHERE jsonb_typeof(r.settings -> 'location_ids') IS DISTINCT FROM 'array'
                          OR r.settings -> 'location_ids' ? l.id)
                  END AS "pack_candidates: Json<Vec<PackCandidate>>"
           FROM rooms r
           LEFT JOIN games g ON g.id = r.current_game_id
           LEFT JOIN LATERAL (SELECT id, deal, state FROM rounds
                              WHERE game_id = g.id ORDER BY number DESC LIMIT 1) lr ON true
           WHERE r.code = $1"#,
        code,
        known_game
    )
    .fetch_optional(db)
    .await?;
    let Some(r) = row else {
        return Ok(None);
    };
    let game = match (
        r.game_id,
        r.number,
        r.game_settings,
        r.game_candidates,
        r.rounds_total,
        r.captain_pairs,
        r.used_locations,
        r.rounds_dealt,
    ) {
        (
            Some(id),
            Some(number),
            Some(settings),
            Some(candidates),
            Some(rounds_total),
            Some(captain_pairs),
            Some(used_locations),
            Some(rounds_dealt),
        ) => Some(GameState {
            id,
            game: GameColumns {
                number,
                settings: settings.0,
                candidates: candidates.0,
                rounds_total,
                captain_pairs: captain_pairs.0,
                used_locations,
                rounds_dealt,
                ended_at: r.ended_at,
                end_reason: r.end_reason,
                moderator_id: r.moderator_id,
            }
            .into_game(),
            round: match (r.round_id, r.round_deal, r.round_state) {
                (Some(id), Some(deal), Some(state)) => Some((id, read_round(&deal, &state)?)),
                _ => None,
            },
            points: r.points.0,
        }),
        _ => None,
    };
    let game_names = match (r.game_names, known) {
        (Some(names), _) => shared(names.0),
        (None, Some(known)) if game.is_some() => known.game_names.clone(),
        (None, _) => Arc::default(),
    };
    let mut pack_names = LocationNames::default();
    let candidates = match (r.pack_candidates, &game) {
        (Some(from_packs), _) => (from_packs.0.into_iter())
            .map(|c| {
                pack_names.add(&c.id, &c.language, &[], &c.translations);
                Candidate {
                    id: c.id,
                    name: c.name,
                }
            })
            .collect(),
        (None, Some(g)) => g
            .game
            .candidates
            .iter()
            .map(|l| Candidate {
                id: l.id.clone(),
                name: l.name.clone(),
            })
            .collect(),
        (None, None) => Vec::new(),
    };
    Ok(Some(RoomState {
        room: RoomRow {
            id: r.id,
            code: r.code,
            settings: r.settings.0,
            version: r.version,
            host_player_id: r.host_player_id,
            night_id: r.night_id,
            closed: r.closed,
            // Read apart, only for a league table: `with_league`.
            league: None,
        },
        seated: r.seated.0,
        departed: r.departed.0,
        game,
        candidates,
        // The finished game's names win for a location in both: they carry its roles.
        names: match pack_names.is_empty() {
            true => game_names.clone(),
            false => shared(pack_names.with(&game_names)),
        },
        game_names,
        pad_bound: Default::default(),
        localized: Default::default(),
    }))
}
