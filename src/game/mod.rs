//! Games: the rounds of a room between two resets of the scores, as plain data.
//! What the next deal needs, when a game is over, and the standings. Pure, like the
//! engine it feeds; the SQL is in `db::games`.

use serde::{Deserialize, Serialize};

use crate::engine::deal::{DealRequest, PreviousRound};
use crate::engine::team::captain_schedule;
use crate::engine::{Location, Millis, Mode, PlayerId, Round, RoundRules, default_round_minutes};
use crate::rooms::settings::RoomSettings;

/// A game as stored: what it was started with and what it has used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub number: i32,
    pub settings: RoomSettings,
    pub candidates: Vec<Location>,
    pub rounds_total: u32,
    pub captain_pairs: Vec<[PlayerId; 2]>,
    pub used_locations: Vec<String>,
    pub rounds_dealt: u32,
    pub over: bool,
}

impl Game {
    /// A new game for the players seated now: team mode plans its captain pairs.
    pub fn start(
        number: i32,
        settings: RoomSettings,
        candidates: Vec<Location>,
        seats: &[PlayerId],
    ) -> Self {
        let captain_pairs = match settings.mode {
            Mode::Team => captain_schedule(seats, settings.captain_passes),
            Mode::Standard => Vec::new(),
        };
        let rounds_total = match settings.mode {
            Mode::Team => captain_pairs.len() as u32,
            Mode::Standard => settings.rounds,
        };
        Game {
            number,
            settings,
            candidates,
            rounds_total,
            captain_pairs,
            used_locations: Vec::new(),
            rounds_dealt: 0,
            over: false,
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
        }
    }

    /// Everything the engine needs to deal the next round.
    pub fn next_deal<'a>(
        &'a self,
        seats: &'a [PlayerId],
        host: PlayerId,
        previous: Option<&Round>,
        now: Millis,
    ) -> DealRequest<'a> {
        let number = self.rounds_dealt + 1;
        DealRequest {
            number,
            rules: self.round_rules(seats.len()),
            seats,
            host,
            candidates: &self.candidates,
            used: &self.used_locations,
            previous: previous.map(|r| PreviousRound {
                dealer: r.dealer,
                spy: r.spy(),
            }),
            captains: self.captain_pairs.get(self.rounds_dealt as usize).copied(),
            now,
        }
    }

    /// Records a dealt round.
    pub fn dealt(&mut self, round: &Round) {
        self.rounds_dealt += 1;
        self.used_locations.extend(round.locations.iter().cloned());
    }

    /// Records a finished round: the game ends after its last round.
    pub fn round_finished(&mut self) {
        if self.rounds_dealt >= self.rounds_total {
            self.over = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;

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
        let mut game = Game::start(1, settings, Vec::new(), &seats(5));
        assert_eq!(game.rounds_total, 3);
        for _ in 0..3 {
            assert!(!game.over);
            game.rounds_dealt += 1;
            game.round_finished();
        }
        assert!(game.over);
    }

    #[test]
    fn r_1_3_a_team_game_lasts_until_everyone_has_captained() {
        let settings = RoomSettings {
            rule_set: RuleSet::TimeTravel,
            mode: Mode::Team,
            captain_passes: 2,
            ..RoomSettings::default()
        };
        let game = Game::start(1, settings, Vec::new(), &seats(9));
        assert_eq!(game.rounds_total, 9);
        assert_eq!(game.captain_pairs.len(), 9);
    }

    #[test]
    fn r_1_4_round_length_by_player_count_unless_set() {
        let mut game = Game::start(1, RoomSettings::default(), Vec::new(), &seats(4));
        assert_eq!(game.round_rules(4).duration_ms, 6 * 60_000);
        assert_eq!(game.round_rules(11).duration_ms, 10 * 60_000);
        game.settings.round_minutes = Some(3);
        assert_eq!(game.round_rules(11).duration_ms, 3 * 60_000);
        assert_eq!(game.round_rules(4).vote_timeout_ms, 60_000);
    }
}
