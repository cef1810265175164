//! One rate as the generic cell rate algorithm keeps it: a single "theoretical arrival
//! time" per key, so a key costs one number however many requests it makes.

use crate::engine::Millis;

/// At most `count` requests in `window_ms`, all of them at once if they come together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub count: u32,
    pub window_ms: Millis,
}

impl Rate {
    /// The spacing of requests once the burst is spent.
    fn interval(&self) -> Millis {
        (self.window_ms / Millis::from(self.count.max(1))).max(1)
    }

    /// How far ahead of now the arrival time may run: a full burst less one interval.
    fn tolerance(&self) -> Millis {
        self.window_ms - self.interval()
    }

    /// Admits one request at `now` given the key's stored arrival time (`None`: a key not
    /// seen, or seen long enough ago to have its whole burst back). `Ok` carries the time
    /// to store; `Err` how many milliseconds to wait, with nothing to store.
    pub fn admit(&self, stored: Option<Millis>, now: Millis) -> Result<Millis, Millis> {
        let tat = stored.map_or(now, |t| t.max(now));
        let ahead = tat - now;
        if ahead > self.tolerance() {
            return Err(ahead - self.tolerance());
        }
        Ok(tat + self.interval())
    }

    /// How many requests a key with arrival time `stored` may still make at once at `now`.
    pub fn remaining(&self, stored: Option<Millis>, now: Millis) -> u32 {
        let ahead = stored.map_or(0, |t| (t - now).max(0));
        if ahead > self.tolerance() {
            return 0;
        }
        u32::try_from((self.tolerance() - ahead) / self.interval() + 1).unwrap_or(u32::MAX)
    }

    /// Milliseconds until a key with arrival time `stored` has its whole burst back.
    pub fn full_in(&self, stored: Option<Millis>, now: Millis) -> Millis {
        stored.map_or(0, |t| (t - now).max(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spend(rate: Rate, tat: &mut Option<Millis>, now: Millis) -> Result<(), Millis> {
        let next = rate.admit(*tat, now)?;
        *tat = Some(next);
        Ok(())
    }

    #[test]
    fn a_burst_of_count_is_admitted_then_one_per_interval() {
        let rate = Rate {
            count: 5,
            window_ms: 10_000,
        };
        let mut tat = None;
        for _ in 0..5 {
            spend(rate, &mut tat, 0).unwrap();
        }
        // The sixth waits for one interval (2 s) to pass.
        assert_eq!(spend(rate, &mut tat, 0), Err(2_000));
        assert_eq!(spend(rate, &mut tat, 1_500), Err(500));
        spend(rate, &mut tat, 2_000).unwrap();
        assert_eq!(spend(rate, &mut tat, 2_000), Err(2_000));
    }

    #[test]
    fn what_remains_counts_down_the_burst_and_refills_by_the_interval() {
        let rate = Rate {
            count: 5,
            window_ms: 10_000,
        };
        let mut tat = None;
        assert_eq!((rate.remaining(tat, 0), rate.full_in(tat, 0)), (5, 0));
        for left in (0..5).rev() {
            spend(rate, &mut tat, 0).unwrap();
            assert_eq!(rate.remaining(tat, 0), left);
        }
        assert_eq!(rate.full_in(tat, 0), 10_000);
        // One interval (2 s) later, one request is back.
        assert_eq!(rate.remaining(tat, 2_000), 1);
        assert_eq!(rate.remaining(tat, 10_000), 5);
    }

    #[test]
    fn a_quiet_key_gets_its_whole_burst_back() {
        let rate = Rate {
            count: 3,
            window_ms: 3_000,
        };
        let mut tat = None;
        for _ in 0..3 {
            spend(rate, &mut tat, 0).unwrap();
        }
        assert!(spend(rate, &mut tat, 0).is_err());
        for _ in 0..3 {
            spend(rate, &mut tat, 3_000).unwrap();
        }
        assert!(spend(rate, &mut tat, 3_000).is_err());
    }

    #[test]
    fn refusals_spend_nothing() {
        let rate = Rate {
            count: 1,
            window_ms: 1_000,
        };
        let mut tat = None;
        spend(rate, &mut tat, 0).unwrap();
        for _ in 0..100 {
            assert!(spend(rate, &mut tat, 500).is_err());
        }
        spend(rate, &mut tat, 1_000).unwrap();
    }

    #[test]
    fn over_any_window_no_more_than_count_plus_the_refill_are_admitted() {
        let rate = Rate {
            count: 4,
            window_ms: 8_000,
        };
        let mut tat = None;
        let mut admitted = 0;
        // One attempt every 100 ms for a minute: the 4 of the burst, then one per 2 s.
        for step in 0..600 {
            if spend(rate, &mut tat, step * 100).is_ok() {
                admitted += 1;
            }
        }
        assert_eq!(admitted, 4 + 59_900 / 2_000);
    }
}
