//! Games: the rounds of a room between two resets of the scores (R-1.3), as plain data.
//! What the next deal needs, when a game is over, and the standings. Pure, like the
//! engine it feeds; the SQL is in `db::games`.
//!
//! A game may have a moderator, who sits at the table without playing: every method that
//! takes the seated players counts only the others (the players dealt, R-1.2).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::deal::{DealRequest, PreviousRound};
use crate::engine::team::{captain_schedule, next_captains};
use crate::engine::{
    Location, MIN_PLAYERS_TEAM, Millis, Mode, PlayerId, Round, RoundRules, default_round_minutes,
};
use crate::rooms::settings::RoomSettings;

/// A game as stored: what it was started with and what it has used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub number: i32,
    /// What this game plays with: the room's settings when it started. Settings changed
    /// since apply from the next game (API.md).
    pub settings: RoomSettings,
    pub candidates: Vec<Location>,
    /// Standard play: the agreed rounds. Team mode: the rounds dealt plus those still to
    /// come for the players seated at the last deal (R-10.7), counted again at each deal.
    pub rounds_total: u32,
    /// Team mode: the captains of the rounds dealt so far (R-10.7).
    pub captained: Vec<[PlayerId; 2]>,
    pub used_locations: Vec<String>,
    pub rounds_dealt: u32,
    /// Why the game ended; `None` while it goes on. Once ended it stays ended, whoever
    /// joins later (R-10.8).
    pub ended: Option<GameEnd>,
    /// Who runs the table without a card and without points (the host when the game
    /// started, if its settings asked for a moderator); for the whole game, whoever is
    /// host later.
    #[serde(default)]
    pub moderator: Option<PlayerId>,
}

/// Why a game ended.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    ToSchema,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum GameEnd {
    /// Standard play: the agreed rounds were played (R-1.3).
    LastRound,
    /// Team mode: every player seated has been captain (R-1.3, R-10.7).
    EveryoneCaptained,
    /// Team mode: fewer than 7 players were left seated (R-10.8).
    TooFewPlayers,
}

impl GameEnd {
    /// The reason a game stored as ended without one ended for (before reasons were kept).
    pub fn assumed(mode: Mode) -> Self {
        match mode {
            Mode::Standard => GameEnd::LastRound,
            Mode::Team => GameEnd::EveryoneCaptained,
        }
    }
}

impl Game {
    /// A new game for the players seated now, dealt from `candidates` (only those the
    /// settings' `location_ids` name, when they name some), started by `host`, who
    /// moderates it when the settings say so.
    pub fn start(
        number: i32,
        settings: RoomSettings,
        mut candidates: Vec<Location>,
        seats: &[PlayerId],
        host: PlayerId,
    ) -> Self {
        if let Some(ids) = &settings.location_ids {
            candidates.retain(|l| ids.contains(&l.id));
        }
        let moderator = settings.moderator.then_some(host);
        let players: Vec<PlayerId> = (seats.iter().copied())
            .filter(|&p| Some(p) != moderator)
            .collect();
        let rounds_total = match settings.mode {
            Mode::Team => captain_schedule(&players, &[], settings.captain_passes).len() as u32,
            Mode::Standard => settings.rounds,
        };
        Game {
            moderator,
            number,
            settings,
            candidates,
            rounds_total,
            captained: Vec::new(),
            used_locations: Vec::new(),
            rounds_dealt: 0,
            ended: None,
        }
    }

    /// The seated players who play: all of `seats` but the moderator.
    pub fn players(&self, seats: &[PlayerId]) -> Vec<PlayerId> {
        (seats.iter().copied())
            .filter(|&p| Some(p) != self.moderator)
            .collect()
    }

    /// Whether the game is over for the players seated now, between rounds (see
    /// [`Game::end`]).
    pub fn is_over(&self, seats: &[PlayerId]) -> bool {
        self.end(seats, true).is_some()
    }

    /// Why the game is over for the players seated now, if it is: it ended, or, between
    /// rounds, a team game stored before its end was kept would have ended for them.
    pub fn end(&self, seats: &[PlayerId], between_rounds: bool) -> Option<GameEnd> {
        match self.ended {
            None if between_rounds => self.team_end(&self.players(seats)),
            ended => ended,
        }
    }

    /// A team game that has dealt ends when fewer than 7 `players` are seated (R-10.8)
    /// or none of them is left to be captain (R-10.7).
    fn team_end(&self, players: &[PlayerId]) -> Option<GameEnd> {
        if self.settings.mode != Mode::Team || self.rounds_dealt == 0 {
            return None;
        }
        if players.len() < MIN_PLAYERS_TEAM {
            Some(GameEnd::TooFewPlayers)
        } else {
            (self.next_captains(players).is_none()).then_some(GameEnd::EveryoneCaptained)
        }
    }

    /// Team mode: the next round's captains among the players seated (R-10.7).
    pub fn next_captains(&self, seats: &[PlayerId]) -> Option<[PlayerId; 2]> {
        next_captains(
            &self.players(seats),
            &self.captained,
            self.settings.captain_passes,
        )
    }

    /// The game's length as far as it is known for the players seated now: standard
    /// play's agreed rounds; in team mode the rounds dealt and one for each captain pair
    /// still to come, newcomers included (R-10.7), or the rounds dealt once it ended.
    pub fn rounds_total(&self, seats: &[PlayerId]) -> u32 {
        match (self.settings.mode, self.ended) {
            (Mode::Standard, _) => self.rounds_total,
            (Mode::Team, Some(_)) => self.rounds_dealt,
            (Mode::Team, None) => {
                let players = self.players(seats);
                let ahead =
                    captain_schedule(&players, &self.captained, self.settings.captain_passes);
                self.rounds_dealt + ahead.len() as u32
            }
        }
    }

    /// The rules a round of `players` is played under (R-1.4: length by player count
    /// unless the host set one).
    pub fn round_rules(&self, players: usize) -> RoundRules {
        let minutes = self
            .settings
            .round_minutes
            .unwrap_or_else(|| default_round_minutes(players));
        RoundRules {
            rule_set: self.settings.rule_set,
            mode: self.settings.mode,
            duration_ms: i64::from(minutes) * 60_000,
            vote_timeout_ms: i64::from(self.settings.vote_timeout_seconds) * 1000,
            show_roles: self.settings.show_roles,
            spies: self.settings.spies,
        }
    }

    /// Everything the engine needs to deal the next round to `players` (the seated
    /// players without the moderator: [`Game::players`]).
    pub fn next_deal<'a>(
        &'a self,
        players: &'a [PlayerId],
        host: PlayerId,
        previous: Option<&Round>,
        now: Millis,
    ) -> DealRequest<'a> {
        debug_assert!(self.moderator.is_none_or(|m| !players.contains(&m)));
        let number = self.rounds_dealt + 1;
        DealRequest {
            number,
            rules: self.round_rules(players.len()),
            seats: players,
            host,
            candidates: &self.candidates,
            used: &self.used_locations,
            previous: previous.map(PreviousRound::of),
            captains: match self.settings.mode {
                Mode::Team => self.next_captains(players),
                Mode::Standard => None,
            },
            now,
        }
    }

    /// Records a round dealt with `seats` seated.
    pub fn dealt(&mut self, round: &Round, seats: &[PlayerId]) {
        self.rounds_dealt += 1;
        self.used_locations.extend(round.locations.iter().cloned());
        if let Some(team) = &round.team {
            self.captained.push(team.captains);
            let players = self.players(seats);
            let ahead = captain_schedule(&players, &self.captained, self.settings.captain_passes);
            self.rounds_total = self.rounds_dealt + ahead.len() as u32;
        }
    }

    /// Records that the host abandoned `round`: it does not count toward the game's length
    /// (Decision), so a standard game gets a round more and a team round's captains take
    /// their turn again.
    pub fn round_abandoned(&mut self, round: &Round) {
        self.rounds_total += 1;
        if let Some(team) = &round.team
            && let Some(i) = self.captained.iter().rposition(|c| *c == team.captains)
        {
            self.captained.remove(i);
        }
    }

    /// Records that a round ended with `seats` seated, or that between rounds the seated
    /// players changed to `seats`; whether the game ended now. A standard game ends after
    /// its last round (R-1.3). A team game ends once nobody seated is left to be captain
    /// (R-10.7: newcomers take their turn) or fewer than 7 are seated (R-10.8). Before its
    /// first deal a game does not end: the deal is refused instead (R-1.2).
    pub fn settle_end(&mut self, seats: &[PlayerId]) -> bool {
        if self.ended.is_some() || self.rounds_dealt == 0 {
            return false;
        }
        self.ended = match self.settings.mode {
            Mode::Standard => {
                (self.rounds_dealt >= self.rounds_total).then_some(GameEnd::LastRound)
            }
            Mode::Team => self.team_end(&self.players(seats)),
        };
        self.ended.is_some()
    }
}

/// Who moderates the next round: the moderator of `game_on`, the game that goes on; between
/// games, the host when `settings` ask for a moderator (they will moderate the next game).
pub fn next_moderator(
    game_on: Option<&Game>,
    settings: &RoomSettings,
    host: Option<PlayerId>,
) -> Option<PlayerId> {
    match game_on {
        Some(game) => game.moderator,
        None => host.filter(|_| settings.moderator),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;

    fn pack() -> Vec<Location> {
        (0..12)
            .map(|i| Location {
                id: format!("p.{i}"),
                name: format!("L{i}"),
                roles: vec!["r".into(); 7],
            })
            .collect()
    }

    fn team_deal(game: &Game, seated: &[PlayerId]) -> Round {
        let request = game.next_deal(seated, seated[0], None, 0);
        let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
        crate::engine::deal::deal(&request, &mut rng).expect("a legal deal")
    }

    fn seats(n: u128) -> Vec<PlayerId> {
        (1..=n)
            .map(|i| PlayerId(uuid::Uuid::from_u128(i)))
            .collect()
    }

    #[test]
    fn r_1_3_a_standard_game_lasts_the_agreed_rounds() {
        let settings = RoomSettings {
            rounds: 3,
            ..RoomSettings::default()
        };
        let seated = seats(5);
        let mut game = Game::start(1, settings, Vec::new(), &seated, seated[0]);
        assert_eq!(game.rounds_total, 3);
        for _ in 0..3 {
            assert_eq!(game.ended, None);
            game.rounds_dealt += 1;
            game.settle_end(&seated);
        }
        assert_eq!(game.ended, Some(GameEnd::LastRound));
        assert!(game.is_over(&seated));
    }

    fn team_game(passes: u32, seated: &[PlayerId]) -> Game {
        let settings = RoomSettings {
            rule_set: RuleSet::TimeTravel,
            mode: Mode::Team,
            captain_passes: passes,
            ..RoomSettings::default()
        };
        Game::start(1, settings, pack(), seated, seated[0])
    }

    #[test]
    fn r_10_7_a_newcomer_during_the_last_round_takes_their_turn() {
        let seated = seats(7);
        let mut game = team_game(1, &seated);
        assert_eq!(game.rounds_total(&seated), 4);
        for _ in 0..4 {
            let round = team_deal(&game, &seated);
            game.dealt(&round, &seated);
        }
        // A newcomer sits down during round 4; it ends.
        let with_newcomer = seats(8);
        assert_eq!(game.rounds_total(&with_newcomer), 5, "one more round ahead");
        assert!(!game.settle_end(&with_newcomer));
        assert!(!game.is_over(&with_newcomer));
        let newcomer = with_newcomer[7];
        assert_eq!(
            game.next_captains(&with_newcomer),
            Some([newcomer, seated[0]])
        );
        let round = team_deal(&game, &with_newcomer);
        assert_eq!(round.dealer, newcomer, "R-10.9: the first captain deals");
        game.dealt(&round, &with_newcomer);
        assert!(game.settle_end(&with_newcomer));
        assert_eq!(game.ended, Some(GameEnd::EveryoneCaptained));
        // Over stays over: a later newcomer does not reopen it.
        assert!(game.is_over(&seats(9)));
        assert_eq!(game.rounds_total(&seats(9)), 5);
    }

    #[test]
    fn r_10_7_r_10_8_a_team_game_stored_without_its_end_is_judged_between_rounds_only() {
        let seated = seats(7);
        let mut game = team_game(1, &seated);
        for _ in 0..4 {
            let round = team_deal(&game, &seated);
            game.dealt(&round, &seated);
        }
        // As an earlier version stored it: every pair dealt, no end kept.
        assert_eq!(
            game.end(&seated, false),
            None,
            "its last round is still played"
        );
        assert_eq!(game.end(&seated, true), Some(GameEnd::EveryoneCaptained));
        assert_eq!(game.end(&seated[..6], true), Some(GameEnd::TooFewPlayers));
    }

    #[test]
    fn r_10_8_a_team_game_below_seven_players_is_over_after_the_round_in_play() {
        let seated = seats(8);
        let mut game = team_game(1, &seated);
        // Before the first deal a game is not over: the deal is refused instead.
        assert!(!game.settle_end(&seated[..6]));
        let round = team_deal(&game, &seated);
        game.dealt(&round, &seated);
        // Two players leave during round 1; it ends with six seated.
        assert!(game.settle_end(&seated[..6]));
        assert_eq!(game.ended, Some(GameEnd::TooFewPlayers));
        assert_eq!(game.rounds_total(&seated[..6]), 1);
        // Whoever joins later, it stays over.
        assert!(game.is_over(&seated));
        assert!(!game.settle_end(&seated));
    }

    #[test]
    fn r_1_3_a_team_game_lasts_until_everyone_has_captained() {
        let settings = RoomSettings {
            rule_set: RuleSet::TimeTravel,
            mode: Mode::Team,
            captain_passes: 2,
            ..RoomSettings::default()
        };
        let seated = seats(9);
        let game = Game::start(1, settings, Vec::new(), &seated, seated[0]);
        assert_eq!(game.rounds_total, 9);
        assert!(!game.is_over(&seated));
        assert_eq!(game.next_captains(&seated), Some([seated[0], seated[1]]));
    }

    #[test]
    fn r_10_7_a_team_game_counts_its_rounds_again_at_each_deal() {
        let settings = RoomSettings {
            rule_set: RuleSet::TimeTravel,
            mode: Mode::Team,
            ..RoomSettings::default()
        };
        let seated = seats(9);
        let mut game = Game::start(1, settings, pack(), &seated, seated[0]);
        assert_eq!(game.rounds_total, 5);
        // Two players who have not captained (p6, p7) leave before the second deal.
        let round = team_deal(&game, &seated);
        game.dealt(&round, &seated);
        let fewer: Vec<PlayerId> = [&seated[..6], &seated[8..]].concat();
        let round = team_deal(&game, &fewer);
        assert_eq!(
            round.team.as_ref().unwrap().captains,
            [seated[2], seated[3]]
        );
        game.dealt(&round, &fewer);
        assert_eq!(game.rounds_total, 4, "then p4 and p5, then p8 with p0");
        assert_eq!(game.rounds_total(&fewer), 4);
        assert!(!game.is_over(&fewer));
    }

    #[test]
    fn r_1_4_round_length_by_player_count_unless_set() {
        let mut game = Game::start(
            1,
            RoomSettings::default(),
            Vec::new(),
            &seats(4),
            seats(4)[0],
        );
        assert_eq!(game.round_rules(4).duration_ms, 6 * 60_000);
        assert_eq!(game.round_rules(11).duration_ms, 10 * 60_000);
        game.settings.round_minutes = Some(3);
        assert_eq!(game.round_rules(11).duration_ms, 3 * 60_000);
        assert_eq!(game.round_rules(4).vote_timeout_ms, 60_000);
    }
}
