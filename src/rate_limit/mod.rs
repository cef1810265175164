//! Abuse limits: per-address and per-user budgets on signing up, logging in, creating
//! rooms, joining and guessing codes, kept in memory with one arrival time per key.
//!
//! The time is given by the caller (the server's clock), so tests move it instead of
//! waiting. A budget is per instance: behind several instances a client gets each
//! instance's budget, which still bounds it by the number of instances.

mod gcra;
mod policy;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use uuid::Uuid;

pub use gcra::Rate;
pub use policy::{Class, Policy, Scope};

use crate::engine::Millis;

/// Whose budget a request spends.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    /// An IPv4 address, or the /64 of an IPv6 one (what one household or phone gets).
    Address(IpAddr),
    User(Uuid),
    /// An account name being logged in to.
    Name(String),
}

impl Key {
    pub fn address(ip: IpAddr) -> Key {
        Key::Address(household(ip))
    }
}

/// The address a client is counted by: an IPv4 address, or the /64 of an IPv6 one (what
/// one household or phone gets, and may pick any address in).
pub fn household(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let prefix = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(prefix.into())
            }
        },
    }
}

/// A request refused: how long until it would be admitted, and where its budgets stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limited {
    pub class: Class,
    pub retry_after_ms: Millis,
    pub standing: Vec<Standing>,
}

/// Where one budget a request spends from stands after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub class: Class,
    pub scope: Scope,
    pub rate: Rate,
    /// Requests that may still be made at once.
    pub remaining: u32,
    /// Milliseconds until the whole budget is back.
    pub full_in: Millis,
}

impl Limited {
    /// Whole seconds to wait, rounded up, at least one.
    pub fn retry_after_secs(&self) -> u64 {
        (self.retry_after_ms.max(1) as u64).div_ceil(1000)
    }
}

type Slot = (Class, Scope, Key);

pub struct Limiter {
    policy: Policy,
    table: Mutex<Table>,
}

struct Table {
    arrivals: HashMap<Slot, Millis>,
    prune_at: usize,
}

const FIRST_PRUNE: usize = 4096;

impl Limiter {
    /// Whether a request of `class` (if any), or one naming a room (`names_code`), may
    /// spend from a budget under this policy: when not, it has nothing to check.
    pub fn limits(&self, class: Option<Class>, names_code: bool) -> bool {
        class.is_some_and(|c| self.policy.limits(c))
            || (names_code && self.policy.limits(Class::Miss))
    }

    pub fn new(policy: Policy) -> Self {
        Limiter {
            policy,
            table: Mutex::new(Table {
                arrivals: HashMap::new(),
                prune_at: FIRST_PRUNE,
            }),
        }
    }

    /// Spends one request of `class` from every budget in `keys`, or none of them when
    /// any is spent (the longest wait is returned); where each budget then stands.
    pub fn check(
        &self,
        class: Class,
        keys: &[(Scope, Key)],
        now: Millis,
    ) -> Result<Vec<Standing>, Limited> {
        self.with_rates(class, keys, now, true)
    }

    /// Whether a request of `class` would be admitted, spending nothing.
    pub fn peek(
        &self,
        class: Class,
        keys: &[(Scope, Key)],
        now: Millis,
    ) -> Result<Vec<Standing>, Limited> {
        self.with_rates(class, keys, now, false)
    }

    fn with_rates(
        &self,
        class: Class,
        keys: &[(Scope, Key)],
        now: Millis,
        spend: bool,
    ) -> Result<Vec<Standing>, Limited> {
        let limited: Vec<(Slot, Rate)> = keys
            .iter()
            .filter_map(|(scope, key)| {
                let rate = self.policy.rate(class, *scope)?;
                Some(((class, *scope, key.clone()), rate))
            })
            .collect();
        if limited.is_empty() {
            return Ok(Vec::new());
        }
        let mut table = self.table.lock().unwrap_or_else(|p| p.into_inner());
        let mut next = Vec::with_capacity(limited.len());
        let mut wait = 0;
        for (slot, rate) in &limited {
            match rate.admit(table.arrivals.get(slot).copied(), now) {
                Ok(tat) => next.push(tat),
                Err(ms) => wait = wait.max(ms),
            }
        }
        if wait > 0 || !spend {
            let stored = limited
                .iter()
                .map(|(slot, _)| table.arrivals.get(slot).copied());
            let standing = standing(&limited, stored, now);
            return match wait {
                0 => Ok(standing),
                _ => Err(Limited {
                    class,
                    retry_after_ms: wait,
                    standing,
                }),
            };
        }
        for ((slot, _), tat) in limited.iter().zip(&next) {
            table.arrivals.insert(slot.clone(), *tat);
        }
        table.prune(now);
        Ok(standing(&limited, next.into_iter().map(Some), now))
    }

    /// Keys tracked now (for the metrics and the tests of pruning).
    pub fn tracked(&self) -> usize {
        self.table
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .arrivals
            .len()
    }
}

/// Where each budget stands given its arrival time.
fn standing(
    limited: &[(Slot, Rate)],
    arrivals: impl Iterator<Item = Option<Millis>>,
    now: Millis,
) -> Vec<Standing> {
    limited
        .iter()
        .zip(arrivals)
        .map(|(((class, scope, _), rate), tat)| Standing {
            class: *class,
            scope: *scope,
            rate: *rate,
            remaining: rate.remaining(tat, now),
            full_in: rate.full_in(tat, now),
        })
        .collect()
}

impl Table {
    /// Forgets keys whose whole budget is back, once the table has doubled since the last
    /// time: memory follows the keys active within a window, not all keys ever seen.
    fn prune(&mut self, now: Millis) {
        if self.arrivals.len() < self.prune_at {
            return;
        }
        self.arrivals.retain(|_, tat| *tat > now);
        self.prune_at = (self.arrivals.len() * 2).max(FIRST_PRUNE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(spec: &str) -> Policy {
        Policy::parse(spec).unwrap()
    }

    #[test]
    fn a_request_no_budget_limits_has_nothing_to_check() {
        let off = Limiter::new(policy("off"));
        let on = Limiter::new(Policy::default());
        let misses_off = Limiter::new(policy("miss.address=off,miss.user=off"));
        assert!(!off.limits(Some(Class::Join), true));
        assert!(on.limits(Some(Class::Join), false));
        assert!(
            on.limits(None, true),
            "a poll naming a room may spend a miss"
        );
        assert!(!on.limits(None, false));
        assert!(!misses_off.limits(None, true));
        // A class limited in one scope only, either one, is limited.
        let by_user = Limiter::new(policy("miss.address=off"));
        let by_address = Limiter::new(policy("miss.user=off"));
        assert!(by_user.limits(None, true) && by_address.limits(None, true));
    }

    #[test]
    fn every_budget_must_allow_and_a_refusal_spends_none() {
        let limiter = Limiter::new(policy("join.user=2/10s,join.address=3/10s"));
        let addr = Key::address("10.0.0.1".parse().unwrap());
        let (a, b) = (Key::User(Uuid::new_v4()), Key::User(Uuid::new_v4()));
        let keys = |user: &Key| [(Scope::Address, addr.clone()), (Scope::User, user.clone())];
        limiter.check(Class::Join, &keys(&a), 0).unwrap();
        limiter.check(Class::Join, &keys(&a), 0).unwrap();
        // a's own budget is spent; the address's third request is still there for b.
        let refused = limiter.check(Class::Join, &keys(&a), 0).unwrap_err();
        assert_eq!(refused.retry_after_ms, 5_000);
        let left: Vec<_> = refused
            .standing
            .iter()
            .map(|s| (s.scope, s.remaining))
            .collect();
        assert_eq!(left, [(Scope::Address, 1), (Scope::User, 0)]);
        assert_eq!(refused.retry_after_secs(), 5);
        limiter.check(Class::Join, &keys(&b), 0).unwrap();
        assert!(limiter.check(Class::Join, &keys(&b), 0).is_err());
        // Other classes are not touched.
        limiter.check(Class::Signup, &keys(&a), 0).unwrap();
    }

    #[test]
    fn peeking_spends_nothing() {
        let limiter = Limiter::new(policy("miss.user=1/10s"));
        let keys = [(Scope::User, Key::User(Uuid::new_v4()))];
        for _ in 0..5 {
            limiter.peek(Class::Miss, &keys, 0).unwrap();
        }
        limiter.check(Class::Miss, &keys, 0).unwrap();
        assert!(limiter.peek(Class::Miss, &keys, 0).is_err());
    }

    #[test]
    fn ipv6_clients_are_counted_by_their_64_and_mapped_ipv4_as_ipv4() {
        let a = Key::address("2001:db8:1:2:aaaa::1".parse().unwrap());
        let b = Key::address("2001:db8:1:2:bbbb::9".parse().unwrap());
        let c = Key::address("2001:db8:1:3::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            Key::address("::ffff:10.1.2.3".parse().unwrap()),
            Key::address("10.1.2.3".parse().unwrap())
        );
    }

    #[test]
    fn keys_with_their_budget_back_are_forgotten() {
        let limiter = Limiter::new(policy("signup.address=1/1s"));
        for i in 0..FIRST_PRUNE as u32 - 1 {
            let key = Key::address(std::net::Ipv4Addr::from(i).into());
            limiter
                .check(Class::Signup, &[(Scope::Address, key)], 0)
                .unwrap();
        }
        assert_eq!(limiter.tracked(), FIRST_PRUNE - 1);
        // The next key fills the table: the ones refilled by then go.
        let late = Key::address("192.0.2.1".parse().unwrap());
        limiter
            .check(Class::Signup, &[(Scope::Address, late)], 5_000)
            .unwrap();
        assert_eq!(limiter.tracked(), 1);
    }

    #[test]
    fn no_rate_means_no_limit() {
        let limiter = Limiter::new(Policy::off());
        let keys = [(Scope::User, Key::User(Uuid::nil()))];
        for _ in 0..10_000 {
            limiter.check(Class::Join, &keys, 0).unwrap();
        }
        assert_eq!(limiter.tracked(), 0);
    }
}
