//! How far a night's table has come, in words a projector can show: the running round's
//! phase and its clock, never anything of the cards.

use chrono::{DateTime, Utc};

/// A stored round phase in words.
pub fn phase_words(phase: &str) -> &'static str {
    match phase {
        "playing" => "questions",
        "voting" => "accusation vote",
        "final_voting" => "final vote",
        "team_questions" => "captains' questions",
        "team_picking" => "captains' picks",
        "team_spy_guess" => "the spy's guess",
        _ => "round in play",
    }
}

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
    fn phases_and_clocks_read_plainly() {
        assert_eq!(phase_words("voting"), "accusation vote");
        assert_eq!(phase_words("something_new"), "round in play");
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        assert_eq!(clock(now + Duration::seconds(245), now), "4:05");
        assert_eq!(clock(now - Duration::seconds(3), now), "0:00");
        assert_eq!(minutes_until(now + Duration::seconds(61), now), Some(2));
        assert_eq!(minutes_until(now, now), None);
    }
}
