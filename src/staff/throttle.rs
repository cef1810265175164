//! Login throttling: after too many recent attempts that did not succeed, for one account
//! name or from one address, further attempts are refused until the oldest counted one is
//! out of the window.

use chrono::{DateTime, Duration, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    pub window: Duration,
    /// Attempts counted per account name within the window.
    pub per_account: usize,
    /// Attempts counted per client address within the window.
    pub per_address: usize,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            window: Duration::minutes(15),
            per_account: 5,
            per_address: 20,
        }
    }
}

/// Given the times of the attempts already counted (this one excluded), when the next
/// attempt may be made; `None` when it may be made now.
pub fn refused_until(
    earlier: &[DateTime<Utc>],
    limit: usize,
    window: Duration,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let mut recent: Vec<DateTime<Utc>> = earlier
        .iter()
        .copied()
        .filter(|&t| t > now - window && t <= now)
        .collect();
    if recent.len() < limit {
        return None;
    }
    recent.sort();
    // Enough attempts must age out of the window to bring the count below the limit.
    Some(recent[recent.len() - limit] + window)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attempt_after_the_limit_waits_for_the_oldest_to_age_out() {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let w = Duration::minutes(15);
        let at = |mins: i64| now - Duration::minutes(mins);
        assert_eq!(refused_until(&[at(1), at(2)], 3, w, now), None);
        let three = [at(10), at(1), at(5)];
        assert_eq!(refused_until(&three, 3, w, now), Some(at(10) + w));
        // Attempts older than the window do not count.
        assert_eq!(refused_until(&[at(20), at(1), at(2)], 3, w, now), None);
        // Once the oldest has aged out, the next attempt is allowed.
        let later = at(10) + w + Duration::seconds(1);
        assert_eq!(refused_until(&three, 3, w, later), None);
    }
}
