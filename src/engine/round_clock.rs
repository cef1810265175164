//! The round clock: time left plus the instant it started running, if it runs.
//! It stops while an accusation vote is open and restarts where it stopped.

use serde::{Deserialize, Serialize};

use super::types::Millis;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundClock {
    /// Time left when the clock last stopped or started.
    pub remaining_ms: Millis,
    /// When it started running; `None` while stopped.
    pub running_since: Option<Millis>,
}

impl RoundClock {
    pub fn started(duration_ms: Millis, now: Millis) -> Self {
        RoundClock {
            remaining_ms: duration_ms,
            running_since: Some(now),
        }
    }

    pub fn running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Time left at `now`, never below zero.
    pub fn remaining_at(&self, now: Millis) -> Millis {
        match self.running_since {
            Some(since) => (self.remaining_ms - (now - since).max(0)).max(0),
            None => self.remaining_ms,
        }
    }

    /// When time runs out, if the clock runs.
    pub fn deadline(&self) -> Option<Millis> {
        self.running_since.map(|since| since + self.remaining_ms)
    }

    pub fn stop(&mut self, now: Millis) {
        self.remaining_ms = self.remaining_at(now);
        self.running_since = None;
    }

    pub fn start(&mut self, now: Millis) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_1_5_the_clock_stops_and_restarts_where_it_stopped() {
        let mut clock = RoundClock::started(60_000, 1_000);
        assert!(clock.running());
        assert_eq!(clock.deadline(), Some(61_000));
        clock.stop(11_000);
        assert!(!clock.running());
        assert_eq!(clock.remaining_at(50_000), 50_000);
        assert_eq!(clock.deadline(), None);
        clock.start(100_000);
        assert_eq!(clock.remaining_at(110_000), 40_000);
        assert_eq!(clock.deadline(), Some(150_000));
        assert_eq!(clock.remaining_at(999_999), 0);
    }
}
