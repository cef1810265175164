//! Room settings: what the host agrees with the table before a game (R-1.3, R-1.4, R-2.4,
//! R-4.4), with their defaults and bounds.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::problem_code::ProblemCode;

pub use crate::engine::{Mode, RuleSet};

/// The settings of a room, as stored and shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RoomSettings {
    /// The rule set played: `classic` or `time_travel`.
    #[schema(default = "classic")]
    pub rule_set: RuleSet,
    /// `standard` play, or `team` mode (with `time_travel` only).
    #[schema(default = "standard")]
    pub mode: Mode,
    /// The packs whose union is the candidate locations (R-2.1).
    #[schema(default = json!(["spyfall1"]))]
    pub pack_ids: Vec<String>,
    /// Rounds in a standard game (R-1.3).
    #[schema(default = 5)]
    pub rounds: u32,
    /// Minutes per round; `null` means by player count (R-1.4).
    pub round_minutes: Option<u32>,
    /// Whether non-spies are shown a role as well as the location (R-2.4).
    #[schema(default = true)]
    pub show_roles: bool,
    /// Seconds an accusation vote stays open (R-4.4).
    #[schema(default = 60)]
    pub vote_timeout_seconds: u32,
    /// Team mode: how many times every player is captain before the game ends (R-1.3).
    #[schema(default = 1)]
    pub captain_passes: u32,
    /// Spy cards dealt each round: 1, or 2 in standard play with 7 or more players
    /// (R-12.1).
    #[serde(default = "one")]
    #[schema(minimum = 1, maximum = 2, default = 1)]
    pub spies: u8,
    /// The locations of the chosen packs to play, when not all of them: at least 2 of
    /// their ids, each once. `null`: every location of the packs.
    #[serde(default)]
    pub location_ids: Option<Vec<String>>,
    /// The host runs the table without a card: they deal, pause and end rounds, see what
    /// the room's screen shows and score nothing; the player counts (R-1.2) count only
    /// the players dealt. Whoever is host when a game starts moderates it to its end.
    #[serde(default)]
    #[schema(default = false)]
    pub moderator: bool,
}

fn one() -> u8 {
    1
}

impl Default for RoomSettings {
    fn default() -> Self {
        RoomSettings {
            rule_set: RuleSet::Classic,
            mode: Mode::Standard,
            pack_ids: vec!["spyfall1".into()],
            rounds: 5,
            round_minutes: None,
            show_roles: true,
            vote_timeout_seconds: 60,
            captain_passes: 1,
            spies: 1,
            location_ids: None,
            moderator: false,
        }
    }
}

/// A change to settings: every field is optional (a new room starts from the defaults:
/// `classic`, `standard`, `spyfall1`, 5 rounds, length by player count, roles shown, 60 s
/// votes, one captain pass, one spy, no moderator); `round_minutes: null` asks for the default by player
/// count.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rule_set": "time_travel", "pack_ids": ["spyfall1", "spyfall2"], "rounds": 3}))]
pub struct SettingsPatch {
    /// The rule set: `classic` or `time_travel`; absent: unchanged.
    #[schema(example = "classic")]
    pub rule_set: Option<RuleSet>,
    /// `standard` or `team` (team needs `time_travel`); absent: unchanged.
    #[schema(example = "standard")]
    pub mode: Option<Mode>,
    /// 1 to 20 pack ids, each once.
    #[schema(min_items = 1, max_items = 20, example = json!(["spyfall1"]))]
    pub pack_ids: Option<Vec<String>>,
    /// Rounds in a standard game, 1 to 30; absent: unchanged.
    #[schema(minimum = 1, maximum = 30, example = 5)]
    pub rounds: Option<u32>,
    /// 1 to 30; `null`: by player count.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<u32>, minimum = 1, maximum = 30, example = 8)]
    pub round_minutes: Option<Option<u32>>,
    /// Whether non-spies are shown a role as well as the location; absent: unchanged.
    #[schema(example = true)]
    pub show_roles: Option<bool>,
    /// Seconds a vote stays open, 10 to 600; absent: unchanged.
    #[schema(minimum = 10, maximum = 600, example = 60)]
    pub vote_timeout_seconds: Option<u32>,
    /// Team mode: how many times every player is captain before the game ends, 1 or 2;
    /// absent: unchanged.
    #[schema(minimum = 1, maximum = 2, example = 1)]
    pub captain_passes: Option<u32>,
    /// 1 or 2 (two: standard play, at least 7 players when dealt).
    #[schema(minimum = 1, maximum = 2)]
    pub spies: Option<u8>,
    /// 2 to 1000 location ids of the chosen packs, each once: play only these; `null`:
    /// every location of the packs.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<Vec<String>>, min_items = 2, max_items = 1000)]
    pub location_ids: Option<Option<Vec<String>>>,
    /// Whether the host moderates the next game without a card; absent: unchanged.
    #[schema(example = false)]
    pub moderator: Option<bool>,
}

/// Why settings were refused; each has a stable code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumIter)]
pub enum SettingsError {
    #[error("team mode is played with the time_travel rule set only")]
    TeamNeedsTimeTravel,
    #[error("choose 1 to {MAX_PACKS} packs, each once")]
    PackCount,
    #[error("rounds must be from 1 to {MAX_ROUNDS}")]
    Rounds,
    #[error("round_minutes must be from 1 to 30")]
    RoundMinutes,
    #[error("vote_timeout_seconds must be from 10 to 600")]
    VoteTimeout,
    #[error("captain_passes must be 1 or 2")]
    CaptainPasses,
    #[error("spies must be 1 or 2")]
    Spies,
    #[error("two spies are played in standard play only, not in team mode")]
    TwoSpiesNeedStandardPlay,
    #[error(
        "choose {MIN_LOCATION_IDS} to {MAX_LOCATION_IDS} locations of the chosen packs, each once"
    )]
    LocationSelection,
}

impl SettingsError {
    pub fn code(&self) -> ProblemCode {
        match self {
            SettingsError::TeamNeedsTimeTravel => ProblemCode::TeamModeNeedsTimeTravel,
            SettingsError::PackCount => ProblemCode::InvalidPackSelection,
            SettingsError::Rounds => ProblemCode::InvalidRounds,
            SettingsError::RoundMinutes => ProblemCode::InvalidRoundMinutes,
            SettingsError::VoteTimeout => ProblemCode::InvalidVoteTimeout,
            SettingsError::CaptainPasses => ProblemCode::InvalidCaptainPasses,
            SettingsError::Spies => ProblemCode::InvalidSpies,
            SettingsError::TwoSpiesNeedStandardPlay => ProblemCode::TwoSpiesNeedStandardPlay,
            SettingsError::LocationSelection => ProblemCode::InvalidLocationSelection,
        }
    }
}

pub const MAX_PACKS: usize = 20;
pub const MAX_ROUNDS: u32 = 30;
/// A subset of locations holds at least two: a team round deals two.
pub const MIN_LOCATION_IDS: usize = 2;
pub const MAX_LOCATION_IDS: usize = 1000;

impl SettingsPatch {
    /// The settings that result from applying this patch to `base`, checked as a whole.
    pub fn apply(self, base: &RoomSettings) -> Result<RoomSettings, SettingsError> {
        let s = RoomSettings {
            rule_set: self.rule_set.unwrap_or(base.rule_set),
            mode: self.mode.unwrap_or(base.mode),
            pack_ids: self.pack_ids.unwrap_or_else(|| base.pack_ids.clone()),
            rounds: self.rounds.unwrap_or(base.rounds),
            round_minutes: self.round_minutes.unwrap_or(base.round_minutes),
            show_roles: self.show_roles.unwrap_or(base.show_roles),
            vote_timeout_seconds: self
                .vote_timeout_seconds
                .unwrap_or(base.vote_timeout_seconds),
            captain_passes: self.captain_passes.unwrap_or(base.captain_passes),
            spies: self.spies.unwrap_or(base.spies),
            location_ids: (self.location_ids).unwrap_or_else(|| base.location_ids.clone()),
            moderator: self.moderator.unwrap_or(base.moderator),
        };
        s.validate()?;
        Ok(s)
    }
}

impl RoomSettings {
    pub fn validate(&self) -> Result<(), SettingsError> {
        if self.mode == Mode::Team && self.rule_set != RuleSet::TimeTravel {
            return Err(SettingsError::TeamNeedsTimeTravel);
        }
        let mut unique = self.pack_ids.clone();
        unique.sort();
        unique.dedup();
        if self.pack_ids.is_empty()
            || self.pack_ids.len() > MAX_PACKS
            || unique.len() != self.pack_ids.len()
        {
            return Err(SettingsError::PackCount);
        }
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(SettingsError::Rounds);
        }
        if self.round_minutes.is_some_and(|m| !(1..=30).contains(&m)) {
            return Err(SettingsError::RoundMinutes);
        }
        if !(10..=600).contains(&self.vote_timeout_seconds) {
            return Err(SettingsError::VoteTimeout);
        }
        if !(1..=2).contains(&self.captain_passes) {
            return Err(SettingsError::CaptainPasses);
        }
        if !(1..=2).contains(&self.spies) {
            return Err(SettingsError::Spies);
        }
        if self.spies > 1 && self.mode == Mode::Team {
            return Err(SettingsError::TwoSpiesNeedStandardPlay);
        }
        if let Some(ids) = &self.location_ids {
            let mut unique = ids.clone();
            unique.sort();
            unique.dedup();
            let count = MIN_LOCATION_IDS..=MAX_LOCATION_IDS;
            if !count.contains(&ids.len()) || unique.len() != ids.len() {
                return Err(SettingsError::LocationSelection);
            }
        }
        Ok(())
    }
}

/// Distinguishes an absent field (keep) from an explicit `null` (reset to default).
fn double_option<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn patch(json: &str) -> SettingsPatch {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn defaults_follow_the_rules() {
        let s = RoomSettings::default();
        assert_eq!(s.rounds, 5, "R-1.3: default 5 rounds");
        assert_eq!(s.vote_timeout_seconds, 60, "R-4.4: default 60 s");
        assert_eq!(s.round_minutes, None, "R-1.4: by player count");
        assert!(s.validate().is_ok());
    }

    #[test]
    fn a_patch_keeps_what_it_does_not_name() {
        let base = RoomSettings::default();
        let s = patch(r#"{"rounds": 3, "round_minutes": 8}"#)
            .apply(&base)
            .unwrap();
        assert_eq!((s.rounds, s.round_minutes), (3, Some(8)));
        let s = patch(r#"{"round_minutes": null}"#).apply(&s).unwrap();
        assert_eq!((s.rounds, s.round_minutes), (3, None));
        let s = patch("{}").apply(&s).unwrap();
        assert_eq!(s.rounds, 3);
    }

    #[test]
    fn bounds_are_enforced() {
        let base = RoomSettings::default();
        let err = |j: &str| patch(j).apply(&base).unwrap_err().code().as_str();
        assert_eq!(err(r#"{"mode": "team"}"#), "team_mode_needs_time_travel");
        assert_eq!(err(r#"{"round_minutes": 31}"#), "invalid_round_minutes");
        assert_eq!(err(r#"{"round_minutes": 0}"#), "invalid_round_minutes");
        assert_eq!(err(r#"{"rounds": 0}"#), "invalid_rounds");
        assert_eq!(err(r#"{"pack_ids": []}"#), "invalid_pack_selection");
        assert_eq!(err(r#"{"pack_ids": ["a", "a"]}"#), "invalid_pack_selection");
        assert_eq!(
            err(r#"{"vote_timeout_seconds": 5}"#),
            "invalid_vote_timeout"
        );
        assert_eq!(err(r#"{"captain_passes": 3}"#), "invalid_captain_passes");
        let one = r#"{"location_ids": ["a"]}"#;
        assert_eq!(err(one), "invalid_location_selection");
        let twice = r#"{"location_ids": ["a", "a"]}"#;
        assert_eq!(err(twice), "invalid_location_selection");
        let some = patch(r#"{"location_ids": ["a", "b"]}"#)
            .apply(&base)
            .unwrap();
        assert_eq!(some.location_ids, Some(vec!["a".into(), "b".into()]));
        let all = patch(r#"{"location_ids": null}"#).apply(&some).unwrap();
        assert_eq!(all.location_ids, None);
        let team = patch(r#"{"mode": "team", "rule_set": "time_travel"}"#).apply(&base);
        assert!(team.is_ok());
    }

    #[test]
    fn r_12_1_two_spies_are_a_setting_of_standard_play() {
        let base = RoomSettings::default();
        assert_eq!(base.spies, 1, "one spy unless the room asks for two");
        let two = patch(r#"{"spies": 2}"#).apply(&base).unwrap();
        assert_eq!(two.spies, 2);
        let err = |j: &str| patch(j).apply(&two).unwrap_err().code().as_str();
        assert_eq!(err(r#"{"spies": 3}"#), "invalid_spies");
        assert_eq!(err(r#"{"spies": 0}"#), "invalid_spies");
        assert_eq!(
            err(r#"{"mode": "team", "rule_set": "time_travel"}"#),
            "two_spies_need_standard_play"
        );
        // Settings stored before the setting existed read as one spy.
        let mut stored = serde_json::to_value(&base).unwrap();
        stored.as_object_mut().unwrap().remove("spies");
        let read: RoomSettings = serde_json::from_value(stored).unwrap();
        assert_eq!(read.spies, 1);
    }

    #[test]
    fn unknown_fields_are_refused() {
        assert!(serde_json::from_str::<SettingsPatch>(r#"{"roundz": 3}"#).is_err());
    }
}
