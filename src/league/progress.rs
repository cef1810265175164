//! How far a night's table has come, as a projector shows it: the running round's clock
//! and the time to the next seating round, never anything of the cards (the words are the
//! projector's, in its language).

use chrono::{DateTime, Utc};

/// The time left until `deadline` as "m:ss" (0:00 once it has passed).
pub fn clock(deadline: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let left = (deadline - now).num_seconds().max(0);
    format!("{}:{:02}", left / 60, left % 60)
}

/// Whole minutes until `at`, rounded up ("in 12 min"); `None` once it has passed.
pub fn minutes_until(at: DateTime<Utc>, now: DateTime<Utc>) -> Option<i64> {
    let secs = (at - now).num_seconds();
    (secs > 0).then(|| (secs + 59) / 60)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    #[test]
    fn clocks_read_plainly() {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        assert_eq!(clock(now + Duration::seconds(245), now), "4:05");
        assert_eq!(clock(now - Duration::seconds(3), now), "0:00");
        assert_eq!(minutes_until(now + Duration::seconds(61), now), Some(2));
        assert_eq!(minutes_until(now, now), None);
    }
}
