//! How long the server keeps what casual play leaves behind (docs/operations.md): a room
//! nobody touches is closed, and deleted some time after unless it is a league night's
//! table; a guest with no activity is deleted once their rooms are gone; expired tokens and
//! panel sessions are deleted. League results, accounts and packs are kept.
//!
//! Pure: the periods, and the cut-off instants they give at a moment.

use chrono::{DateTime, Duration, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    /// A room untouched this long is closed (`SPYFALL_ROOM_IDLE_HOURS`).
    pub room_idle: Duration,
    /// A closed room is deleted this long after closing (`SPYFALL_CLOSED_ROOM_DAYS`).
    pub closed_room_kept: Duration,
    /// A guest with no token valid in this long is deleted (`SPYFALL_GUEST_DAYS`).
    pub guest_kept: Duration,
}

impl Default for Retention {
    fn default() -> Self {
        Retention {
            room_idle: Duration::hours(24),
            closed_room_kept: Duration::days(30),
            guest_kept: Duration::days(30),
        }
    }
}

/// The instants before which each kind of row goes, at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cutoffs {
    pub now: DateTime<Utc>,
    /// Rooms last changed before this are closed.
    pub close_rooms_idle_since: DateTime<Utc>,
    /// Rooms closed before this are deleted.
    pub delete_rooms_closed_before: DateTime<Utc>,
    /// Guests created before this, with no token valid since, are deleted.
    pub delete_guests_idle_since: DateTime<Utc>,
    /// Tokens and panel sessions that expired before this are deleted (a day after
    /// expiring: nothing can use them, and a day keeps a clock skew harmless).
    pub delete_expired_before: DateTime<Utc>,
}

impl Retention {
    pub fn cutoffs(&self, now: DateTime<Utc>) -> Cutoffs {
        Cutoffs {
            now,
            close_rooms_idle_since: now - self.room_idle,
            delete_rooms_closed_before: now - self.closed_room_kept,
            delete_guests_idle_since: now - self.guest_kept,
            delete_expired_before: now - Duration::days(1),
        }
    }
}

/// What a retention pass removed, or would remove when it is a dry run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Swept {
    pub rooms_closed: u64,
    pub rooms_deleted: u64,
    pub guests_deleted: u64,
    pub tokens_deleted: u64,
    pub panel_sessions_deleted: u64,
}

impl Swept {
    pub fn is_empty(&self) -> bool {
        *self == Swept::default()
    }
}

impl std::fmt::Display for Swept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} idle rooms closed, {} closed rooms deleted (with their games), {} idle guests \
             deleted, {} expired tokens deleted, {} expired panel sessions deleted",
            self.rooms_closed,
            self.rooms_deleted,
            self.guests_deleted,
            self.tokens_deleted,
            self.panel_sessions_deleted
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cutoffs_are_the_periods_before_now() {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let c = Retention::default().cutoffs(now);
        assert_eq!(now - c.close_rooms_idle_since, Duration::hours(24));
        assert_eq!(now - c.delete_rooms_closed_before, Duration::days(30));
        assert_eq!(now - c.delete_guests_idle_since, Duration::days(30));
        assert_eq!(now - c.delete_expired_before, Duration::days(1));
        assert!(Swept::default().is_empty());
        let some = Swept {
            rooms_closed: 2,
            ..Swept::default()
        };
        assert!(
            some.to_string()
                .starts_with("2 idle rooms closed, 0 closed rooms deleted")
        );
    }
}
