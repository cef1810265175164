//! Changing a night after it was created: every setting until its first seating round is
//! seated; then only its name and its number of seating rounds (a round can be added while
//! it runs), since its tables already play with the rest.

use sha2::{Digest, Sha256};

use crate::notice::Notice;
use crate::rooms::settings::RoomSettings;

/// What the night is now, as far as an edit depends on it.
#[derive(Debug, Clone, Copy)]
pub struct NightNow<'a> {
    pub name: &'a str,
    pub seating_rounds: i32,
    pub finished: bool,
    /// Seating rounds confirmed.
    pub seated: u32,
    pub proposal_waiting: bool,
    pub games_per_table: i32,
    pub settings: &'a RoomSettings,
}

/// The settings the organizer asks for; `table` is `None` when only the name and the
/// number of seating rounds were sent (the form of a night already running).
#[derive(Debug, Clone, PartialEq)]
pub struct NightEdit {
    /// The [`NightNow::fingerprint`] of the night the form was drawn from.
    pub seen: String,
    pub name: String,
    pub seating_rounds: i32,
    pub table: Option<TableEdit>,
}

/// The settings every table of the night plays with.
#[derive(Debug, Clone, PartialEq)]
pub struct TableEdit {
    pub games_per_table: i32,
    pub settings: RoomSettings,
}

impl NightNow<'_> {
    /// Whether the first seating round is seated: the table settings are fixed from then.
    pub fn started(&self) -> bool {
        self.seated > 0
    }

    /// The night's settings in a few characters: a form drawn from other settings (saved
    /// meanwhile, in another tab or by someone else) would undo that save. A phone checking
    /// in changes none of them.
    pub fn fingerprint(&self) -> String {
        let shown = format!(
            "{}|{}|{}|{:?}",
            self.name, self.seating_rounds, self.games_per_table, self.settings
        );
        hex::encode(&Sha256::digest(shown.as_bytes())[..8])
    }

    /// Why `edit` cannot be made now, if it cannot.
    pub fn refuses(&self, edit: &NightEdit) -> Option<Notice> {
        if self.finished {
            return Some(Notice::new("night-finished-settings"));
        }
        if edit.seen != self.fingerprint() {
            return Some(Notice::new("night-settings-stale"));
        }
        let least = self.seated + u32::from(self.proposal_waiting);
        if u32::try_from(edit.seating_rounds).unwrap_or(0) < least {
            return Some(Notice::new("night-keeps-rounds").with("least", least));
        }
        let table = edit.table.as_ref()?;
        let changed =
            table.games_per_table != self.games_per_table || &table.settings != self.settings;
        if self.started() && changed {
            return Some(Notice::new("night-settings-locked"));
        }
        if self.proposal_waiting && table.settings.mode != self.settings.mode {
            return Some(Notice::new("night-proposal-other-mode"));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Mode;

    fn now(settings: &RoomSettings, seated: u32, proposal_waiting: bool) -> NightNow<'_> {
        NightNow {
            name: "Night",
            seating_rounds: 2,
            finished: false,
            seated,
            proposal_waiting,
            games_per_table: 1,
            settings,
        }
    }

    /// An edit made from the page of the night `now(&RoomSettings::default(), ..)` drew.
    fn edit(seating_rounds: i32, table: Option<TableEdit>) -> NightEdit {
        let shown = RoomSettings::default();
        NightEdit {
            seen: now(&shown, 0, false).fingerprint(),
            name: "Night".into(),
            seating_rounds,
            table,
        }
    }

    fn table(games_per_table: i32, settings: RoomSettings) -> Option<TableEdit> {
        Some(TableEdit {
            games_per_table,
            settings,
        })
    }

    #[test]
    fn everything_changes_until_the_first_round_is_seated() {
        let s = RoomSettings::default();
        let other = RoomSettings {
            rounds: s.rounds + 1,
            ..s.clone()
        };
        assert_eq!(now(&s, 0, false).refuses(&edit(2, table(3, other))), None);
    }

    #[test]
    fn a_running_night_changes_only_its_name_and_rounds() {
        let s = RoomSettings::default();
        let running = now(&s, 2, false);
        assert_eq!(running.refuses(&edit(5, None)), None, "a round added");
        assert_eq!(running.refuses(&edit(2, table(1, s.clone()))), None);
        let other = RoomSettings {
            round_minutes: Some(3),
            ..s.clone()
        };
        let refused = running.refuses(&edit(3, table(1, other))).unwrap();
        assert_eq!(refused.id, "night-settings-locked");
        assert!(running.refuses(&edit(3, table(2, s.clone()))).is_some());
    }

    #[test]
    fn rounds_seated_or_proposed_stay() {
        let s = RoomSettings::default();
        let refused = now(&s, 2, true).refuses(&edit(2, None));
        assert_eq!(
            refused,
            Some(Notice::new("night-keeps-rounds").with("least", 3_u32))
        );
        assert_eq!(now(&s, 2, true).refuses(&edit(3, None)), None);
    }

    #[test]
    fn a_finished_night_or_a_mode_under_a_proposal_is_refused() {
        let s = RoomSettings::default();
        let finished = NightNow {
            finished: true,
            ..now(&s, 1, false)
        };
        let refused = finished.refuses(&edit(4, None)).unwrap();
        assert_eq!(refused.id, "night-finished-settings");
        let team = RoomSettings {
            mode: Mode::Team,
            ..s.clone()
        };
        let refused = now(&s, 0, true).refuses(&edit(3, table(1, team))).unwrap();
        assert_eq!(refused.id, "night-proposal-other-mode");
    }

    #[test]
    fn a_form_drawn_before_another_save_is_refused() {
        let s = RoomSettings::default();
        let renamed = NightNow {
            name: "Night, renamed",
            ..now(&s, 0, false)
        };
        let refused = renamed.refuses(&edit(3, None)).unwrap();
        assert_eq!(refused.id, "night-settings-stale");
        let more_rounds = NightNow {
            seating_rounds: 3,
            ..now(&s, 0, false)
        };
        assert!(more_rounds.refuses(&edit(3, None)).is_some());
    }
}
