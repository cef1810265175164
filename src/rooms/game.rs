//! Games: the rounds of a room between two resets of the scores (R-1.3), as plain data.
//! What the next deal needs, when a game is over, and the standings. Pure, like the
//! engine it feeds; the SQL is in `db::games`.

use serde::{Deserialize, Serialize};

use crate::engine::deal::{DealRequest, PreviousRound};
use crate::engine::team::{captain_schedule, next_captains};
use crate::engine::{Location, Millis, Mode, PlayerId, Round, RoundRules, default_round_minutes};
use crate::rooms::settings::RoomSettings;

/// A game as stored: what it was started with and what it has used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub number: i32,
    pub settings: RoomSettings,
    pub candidates: Vec<Location>,
    /// Standard play: the agreed rounds. Team mode: the rounds dealt plus those still to
    /// come for the players seated at the last deal (R-10.7), counted again at each deal.
    pub rounds_total: u32,
    /// Team mode: the captains of the rounds dealt so far (R-10.7).
    pub captained: Vec<[PlayerId; 2]>,
    pub used_locations: Vec<String>,
    pub rounds_dealt: u32,
    pub over: bool,
}

impl Game {
    /// A new game for the players seated now.
    pub fn start(
        number: i32,
        settings: RoomSettings,
        candidates: Vec<Location>,
        seats: &[PlayerId],
    ) -> Self {
        let rounds_total = match settings.mode {
            Mode::Team => captain_schedule(seats, &[], settings.captain_passes).len() as u32,
            Mode::Standard => settings.rounds,
        };
        Game {
            number,
            settings,
            candidates,
            rounds_total,
            captained: Vec::new(),
            used_locations: Vec::new(),
            rounds_dealt: 0,
            over: false,
        }
    }

    /// Whether the game is over for the players seated now: after its last round (R-1.3),
    /// or in team mode once every seated player has captained (R-10.7), which a departure
    /// between rounds can bring about.
    pub fn is_over(&self, seats: &[PlayerId]) -> bool {
        self.over || (self.settings.mode == Mode::Team && self.next_captains(seats).is_none())
    }

    /// Team mode: the next round's captains among `seats` (R-10.7).
    pub fn next_captains(&self, seats: &[PlayerId]) -> Option<[PlayerId; 2]> {
        next_captains(seats, &self.captained, self.settings.captain_passes)
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
            previous: previous.map(PreviousRound::of),
            captains: match self.settings.mode {
                Mode::Team => self.next_captains(seats),
                Mode::Standard => None,
            },
            now,
        }
    }

    /// Records a round dealt to `seats`.
    pub fn dealt(&mut self, round: &Round, seats: &[PlayerId]) {
        self.rounds_dealt += 1;
        self.used_locations.extend(round.locations.iter().cloned());
        if let Some(team) = &round.team {
            self.captained.push(team.captains);
            let ahead = captain_schedule(seats, &self.captained, self.settings.captain_passes);
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

    /// Records a finished round: the game ends after its last round (R-1.3).
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
        let seated = seats(9);
        let game = Game::start(1, settings, Vec::new(), &seated);
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
        let mut game = Game::start(1, settings, pack(), &seated);
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
        // A departure between rounds can end the game at once.
        assert!(game.is_over(&seated[..4]));
        assert!(!game.is_over(&fewer));
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
