//! The nouns of the game, as RULES.md names them.

use chrono::{DateTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// Milliseconds since the Unix epoch: the engine's only notion of time, always handed in.
pub type Millis = i64;

/// A player of a room.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[serde(transparent)]
pub struct PlayerId(pub Uuid);

/// A location's id, as stored with its pack.
pub type LocationId = String;

/// Which rulebook a room plays: `classic` (the web rules) or `time_travel` (the Time
/// Travel rulebook with its 2-player, 3-player and team variants).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    Classic,
    TimeTravel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Standard,
    /// Two captains and their agents; `time_travel` only.
    Team,
}

/// How a round is played, decided by the rule set, the mode and the player count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    Standard,
    TwoPlayer,
    ThreePlayer,
    Team,
}

/// A candidate location with its roles in deck order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub id: LocationId,
    pub name: String,
    pub roles: Vec<String>,
}

/// A candidate location as every player sees it: no roles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Candidate {
    /// The location's id, as stored with its pack.
    pub id: LocationId,
    /// The location's name, as players see it.
    pub name: String,
}

/// A card as dealt: the spy card, or a location card with its role.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Card {
    Spy,
    Location { location: LocationId, role: String },
}

impl Card {
    pub fn is_spy(&self) -> bool {
        matches!(self, Card::Spy)
    }

    pub fn location(&self) -> Option<&LocationId> {
        match self {
            Card::Spy => None,
            Card::Location { location, .. } => Some(location),
        }
    }
}

/// The settings a round is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRules {
    pub rule_set: RuleSet,
    pub mode: Mode,
    /// Round length.
    pub duration_ms: Millis,
    /// How long an accusation vote stays open.
    pub vote_timeout_ms: Millis,
    /// Whether non-spies are shown their role.
    pub show_roles: bool,
    /// How many spy cards standard play deals: 1, or 2.
    #[serde(default = "one_spy")]
    pub spies: u8,
}

fn one_spy() -> u8 {
    1
}

/// The most players a room seats, and the fewest that play with two spies.
pub const MAX_PLAYERS: usize = 12;
pub const MIN_PLAYERS_TWO_SPIES: usize = 7;
/// The fewest players a team round is dealt to.
pub const MIN_PLAYERS_TEAM: usize = 7;

/// The player-count bounds of.
pub fn variant_for(rule_set: RuleSet, mode: Mode, players: usize) -> Option<Variant> {
    match (rule_set, mode, players) {
        (RuleSet::Classic, Mode::Standard, 4..=12) => Some(Variant::Standard),
        (RuleSet::TimeTravel, Mode::Standard, 2) => Some(Variant::TwoPlayer),
        (RuleSet::TimeTravel, Mode::Standard, 3) => Some(Variant::ThreePlayer),
        (RuleSet::TimeTravel, Mode::Standard, 4..=12) => Some(Variant::Standard),
        (RuleSet::TimeTravel, Mode::Team, 7..=12) => Some(Variant::Team),
        _ => None,
    }
}

/// The bounds of in words, for the error that refuses a deal.
pub fn player_bounds(rule_set: RuleSet, mode: Mode) -> &'static str {
    match (rule_set, mode) {
        (RuleSet::Classic, Mode::Standard) => "classic play needs 4 to 12 players",
        (RuleSet::TimeTravel, Mode::Standard) => "time_travel play needs 2 to 12 players",
        (RuleSet::TimeTravel, Mode::Team) => "team mode needs 7 to 12 players",
        (RuleSet::Classic, Mode::Team) => "team mode is played with the time_travel rule set only",
    }
}

/// The fewest and most players a rule set and mode can deal, with `spies` spy cards
/// `None` for a combination no rule allows (team mode in `classic`, two
/// spies in team mode).
pub fn player_range(rule_set: RuleSet, mode: Mode, spies: u8) -> Option<(usize, usize)> {
    match (rule_set, mode, spies) {
        (RuleSet::Classic, Mode::Team, _) | (_, Mode::Team, 2..) => None,
        (_, Mode::Standard, 2..) => Some((MIN_PLAYERS_TWO_SPIES, MAX_PLAYERS)),
        (RuleSet::Classic, Mode::Standard, _) => Some((4, MAX_PLAYERS)),
        (RuleSet::TimeTravel, Mode::Standard, _) => Some((2, MAX_PLAYERS)),
        (RuleSet::TimeTravel, Mode::Team, _) => Some((MIN_PLAYERS_TEAM, MAX_PLAYERS)),
    }
}

/// Default round length by player count.
pub fn default_round_minutes(players: usize) -> u32 {
    match players {
        0..=4 => 6,
        5..=6 => 7,
        7..=8 => 8,
        9..=10 => 9,
        _ => 10,
    }
}

/// The instant `ms` milliseconds after the Unix epoch, as the API writes times.
pub fn datetime(ms: Millis) -> DateTime<Utc> {
    Utc.timestamp_millis_opt(ms)
        .single()
        .unwrap_or(DateTime::<Utc>::UNIX_EPOCH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_1_2_player_counts_per_rule_set() {
        use Mode::*;
        use RuleSet::*;
        assert_eq!(variant_for(Classic, Standard, 3), None);
        assert_eq!(variant_for(Classic, Standard, 4), Some(Variant::Standard));
        assert_eq!(variant_for(Classic, Standard, 12), Some(Variant::Standard));
        assert_eq!(variant_for(Classic, Standard, 13), None);
        assert_eq!(variant_for(TimeTravel, Standard, 1), None);
        assert_eq!(
            variant_for(TimeTravel, Standard, 2),
            Some(Variant::TwoPlayer)
        );
        assert_eq!(
            variant_for(TimeTravel, Standard, 3),
            Some(Variant::ThreePlayer)
        );
        assert_eq!(
            variant_for(TimeTravel, Standard, 4),
            Some(Variant::Standard)
        );
        assert_eq!(variant_for(TimeTravel, Team, 6), None);
        assert_eq!(variant_for(TimeTravel, Team, 7), Some(Variant::Team));
        assert_eq!(variant_for(TimeTravel, Team, 12), Some(Variant::Team));
        assert_eq!(variant_for(TimeTravel, Team, 13), None);
        assert_eq!(variant_for(Classic, Team, 8), None);
        assert!(player_bounds(Classic, Standard).contains("4 to 12"));
    }

    #[test]
    fn r_1_4_default_round_length_by_player_count() {
        let table: Vec<u32> = (2..=12).map(default_round_minutes).collect();
        assert_eq!(table, vec![6, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10]);
    }
}
