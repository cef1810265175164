//! Roles and what each may do: an admin does everything and manages organizers; an
//! organizer edits their own packs.

use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Admin,
    Organizer,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Organizer => "organizer",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "admin" => Some(Role::Admin),
            "organizer" => Some(Role::Organizer),
            _ => None,
        }
    }
}

/// A logged-in account of the admin panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub user_id: Uuid,
    pub username: String,
    pub role: Role,
}

/// Who holds a pack, as far as permissions go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackOwnership {
    pub bundled: bool,
    pub owner: Option<Uuid>,
}

impl Account {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    /// Bundled packs are read-only for everyone (they are reloaded from their files at
    /// every start); an admin edits any other pack, an organizer only their own.
    pub fn may_edit(&self, pack: PackOwnership) -> bool {
        !pack.bundled && (self.is_admin() || pack.owner == Some(self.user_id))
    }

    /// An admin runs every season and its nights; an organizer the seasons they made.
    pub fn may_run_season(&self, owner: Option<Uuid>) -> bool {
        self.is_admin() || owner == Some(self.user_id)
    }

    /// The owner the account's lists of packs and seasons are narrowed to: none for an
    /// admin, who sees everyone's; an organizer's own id.
    pub fn lists_only_own(&self) -> Option<Uuid> {
        (!self.is_admin()).then_some(self.user_id)
    }

    /// Anyone may look at (and copy) bundled packs; other packs as for editing.
    pub fn may_see(&self, pack: PackOwnership) -> bool {
        pack.bundled || self.may_edit(pack)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(role: Role) -> Account {
        Account {
            user_id: Uuid::new_v4(),
            username: "x".into(),
            role,
        }
    }

    #[test]
    fn organizers_run_only_their_own_seasons() {
        let organizer = account(Role::Organizer);
        let admin = account(Role::Admin);
        assert!(organizer.may_run_season(Some(organizer.user_id)));
        assert!(!organizer.may_run_season(Some(admin.user_id)));
        assert!(!organizer.may_run_season(None));
        assert!(admin.may_run_season(Some(organizer.user_id)) && admin.may_run_season(None));
    }

    #[test]
    fn organizers_edit_only_their_own_packs_and_nobody_edits_bundled_ones() {
        let organizer = account(Role::Organizer);
        let admin = account(Role::Admin);
        let own = PackOwnership {
            bundled: false,
            owner: Some(organizer.user_id),
        };
        let others = PackOwnership {
            bundled: false,
            owner: Some(Uuid::new_v4()),
        };
        let nobodys = PackOwnership {
            bundled: false,
            owner: None,
        };
        let bundled = PackOwnership {
            bundled: true,
            owner: None,
        };
        assert!(organizer.may_edit(own));
        assert!(!organizer.may_edit(others) && !organizer.may_see(others));
        assert!(!organizer.may_edit(nobodys));
        assert!(organizer.may_see(bundled) && !organizer.may_edit(bundled));
        assert!(admin.may_edit(others) && admin.may_edit(nobodys));
        assert!(!admin.may_edit(bundled));
        assert_eq!(Role::parse(Role::Organizer.as_str()), Some(Role::Organizer));
        assert_eq!(Role::parse("root"), None);
    }
}
