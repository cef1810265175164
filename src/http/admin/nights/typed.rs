//! What the organizer typed into the night page's forms, shown again when the page is
//! drawn after a refusal (so a refused announcement or adjustment is not typed twice) and
//! where the page should open (the form's own section, not the top of a long page).

use uuid::Uuid;

use crate::app::night_changes::{Correction, NightChange, Registrant};

/// The forms' values as typed; the usual ones on a fresh page.
#[derive(Debug, Clone, Default)]
pub struct Typed {
    /// The projector line; `None` shows the night's own.
    pub announcement: Option<String>,
    pub minutes: String,
    /// `account` or `walk_in`: who the add-player form adds.
    pub add_kind: &'static str,
    pub username: String,
    pub display_name: String,
    /// Walk-ins' names, a name a line.
    pub walk_ins: String,
    pub adjust_player: Option<Uuid>,
    pub points: String,
    pub reason: String,
    pub void_round: Option<Uuid>,
    pub void_reason: String,
    pub link_player: Option<Uuid>,
    pub link_username: String,
}

impl Typed {
    /// A fresh page's forms; `walk_in` when the last player added was a walk-in (the form
    /// keeps adding walk-ins).
    pub fn fresh(walk_in: bool) -> Self {
        Typed {
            add_kind: if walk_in { "walk_in" } else { "account" },
            ..Typed::default()
        }
    }

    /// What `change`'s form held.
    pub fn of(change: &NightChange) -> Self {
        let mut typed = Typed::fresh(false);
        match change {
            NightChange::AddPlayer {
                registrant,
                display_name,
            } => {
                typed.display_name = display_name.clone();
                match registrant {
                    Registrant::Account { username } => typed.username = username.clone(),
                    Registrant::WalkIn => typed.add_kind = "walk_in",
                }
            }
            NightChange::AddWalkIns { names } => {
                typed.walk_ins = names.clone();
                typed.add_kind = "walk_in";
            }
            NightChange::SetBoard {
                announcement,
                minutes,
            } => {
                typed.announcement = Some(announcement.clone());
                typed.minutes = minutes.clone();
            }
            NightChange::Correct(Correction::Adjust {
                player,
                points,
                reason,
            }) => {
                typed.adjust_player = *player;
                typed.points = points.clone();
                typed.reason = reason.clone();
            }
            NightChange::Correct(Correction::Void { round, reason }) => {
                typed.void_round = *round;
                typed.void_reason = reason.clone();
            }
            NightChange::Link { player, username } => {
                typed.link_player = Some(*player);
                typed.link_username = username.clone();
            }
            _ => {}
        }
        typed
    }

    pub fn adjusting(&self, player: &Uuid) -> bool {
        self.adjust_player == Some(*player)
    }

    /// The reason typed to void `round`.
    pub fn void_reason_for(&self, round: &Uuid) -> &str {
        if self.void_round == Some(*round) {
            &self.void_reason
        } else {
            ""
        }
    }

    /// The username typed to link `player`.
    pub fn username_for(&self, player: &Uuid) -> &str {
        if self.link_player == Some(*player) {
            &self.link_username
        } else {
            ""
        }
    }
}

/// The section of the night page a change's form is in, to open the page there.
pub fn section_of(change: &NightChange) -> &'static str {
    match change {
        NightChange::AddPlayer { .. }
        | NightChange::AddWalkIns { .. }
        | NightChange::Remove { .. }
        | NightChange::Withdraw { .. }
        | NightChange::Link { .. }
        | NightChange::NewClaimCode { .. }
        | NightChange::CheckIn { .. } => "players",
        NightChange::Propose
        | NightChange::Move { .. }
        | NightChange::Discard
        | NightChange::Confirm { .. }
        | NightChange::SetSeating { .. } => "seating",
        NightChange::SetBoard { .. } => "board",
        NightChange::Correct(Correction::Void { .. }) => "results",
        NightChange::Correct(Correction::Adjust { .. }) => "corrections",
        NightChange::SetFinished { .. } | NightChange::SetDetails(_) => "the-night",
    }
}
