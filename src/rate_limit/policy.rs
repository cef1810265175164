//! Which requests are limited, per what, and how much: the defaults and the
//! `SPYFALL_RATE_LIMITS` setting that changes them.

use std::collections::BTreeMap;

use super::gcra::Rate;

/// A kind of request with a budget of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Creating an account or a guest.
    Signup,
    /// Logging in (per address, and per account name tried).
    Login,
    /// Creating a room.
    RoomCreate,
    /// Joining a room or a night, or claiming a walk-in's place.
    Join,
    /// Making or changing a location list at the table.
    PackMake,
    /// Naming a room, night or claim code that does not exist: what guessing codes costs.
    Miss,
}

/// Who a budget belongs to. `Address` stays first: `Policy::limits` starts a class's
/// budgets there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// The client's address (an IPv6 client's /64).
    Address,
    /// The signed-in user, or for logins the account name tried.
    User,
}

const CLASSES: [(Class, &str); 6] = [
    (Class::Signup, "signup"),
    (Class::Login, "login"),
    (Class::RoomCreate, "room_create"),
    (Class::Join, "join"),
    (Class::PackMake, "pack_make"),
    (Class::Miss, "miss"),
];

impl Class {
    pub fn name(self) -> &'static str {
        CLASSES
            .iter()
            .find(|(c, _)| *c == self)
            .map_or("", |(_, n)| n)
    }
}

impl Scope {
    pub fn name(self) -> &'static str {
        match self {
            Scope::Address => "address",
            Scope::User => "user",
        }
    }
}

/// The rates in force; a missing pair is not limited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    rates: BTreeMap<(Class, Scope), Rate>,
}

const MINUTE: i64 = 60_000;

impl Default for Policy {
    /// Budgets for a venue where a whole league night shares one address: sixty phones
    /// can sign up at once, one person cannot script thousands of anything.
    fn default() -> Self {
        use Class::*;
        use Scope::*;
        let per_10_min = |count| Rate {
            count,
            window_ms: 10 * MINUTE,
        };
        Policy {
            rates: BTreeMap::from([
                ((Signup, Address), per_10_min(60)),
                ((Login, Address), per_10_min(60)),
                ((Login, User), per_10_min(10)),
                ((RoomCreate, Address), per_10_min(60)),
                ((RoomCreate, User), per_10_min(10)),
                ((Join, Address), per_10_min(240)),
                ((Join, User), per_10_min(30)),
                ((PackMake, Address), per_10_min(60)),
                ((PackMake, User), per_10_min(20)),
                ((Miss, Address), per_10_min(30)),
                ((Miss, User), per_10_min(20)),
            ]),
        }
    }
}

impl Policy {
    /// No limits at all.
    pub fn off() -> Self {
        Policy {
            rates: BTreeMap::new(),
        }
    }

    pub fn rate(&self, class: Class, scope: Scope) -> Option<Rate> {
        self.rates.get(&(class, scope)).copied()
    }

    /// Whether any budget limits `class`: one step into the ordered budgets (every
    /// request asks), from the class's first scope.
    pub fn limits(&self, class: Class) -> bool {
        let first = self.rates.range((class, Scope::Address)..).next();
        first.is_some_and(|((c, _), _)| *c == class)
    }

    /// Reads `off`, or the defaults changed by a comma-separated list such as
    /// `join.user=60/10m, miss.address=off` (windows in s, m or h).
    pub fn parse(spec: &str) -> Result<Self, String> {
        let spec = spec.trim();
        if spec == "off" {
            return Ok(Policy::off());
        }
        let mut policy = Policy::default();
        for item in spec.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("'{item}' is not name.scope=count/window"))?;
            let (class, scope) = key
                .trim()
                .split_once('.')
                .ok_or_else(|| format!("'{key}' is not class.scope"))?;
            let class = CLASSES
                .iter()
                .find(|(_, n)| *n == class)
                .map(|(c, _)| *c)
                .ok_or_else(|| {
                    format!(
                        "'{class}' is not one of signup, login, room_create, join, pack_make, miss"
                    )
                })?;
            let scope = match scope {
                "address" => Scope::Address,
                "user" => Scope::User,
                other => return Err(format!("'{other}' is neither 'address' nor 'user'")),
            };
            match value.trim() {
                "off" => {
                    policy.rates.remove(&(class, scope));
                }
                rate => {
                    policy.rates.insert((class, scope), parse_rate(rate)?);
                }
            }
        }
        Ok(policy)
    }
}

fn parse_rate(raw: &str) -> Result<Rate, String> {
    let bad = || format!("'{raw}' is not count/window such as 30/10m");
    let (count, window) = raw.split_once('/').ok_or_else(bad)?;
    let count: u32 = count.trim().parse().map_err(|_| bad())?;
    let window = window.trim();
    let (number, unit) = window.split_at(window.len().saturating_sub(1));
    let unit_ms = match unit {
        "s" => 1_000,
        "m" => MINUTE,
        "h" => 60 * MINUTE,
        _ => return Err(bad()),
    };
    let number: i64 = if number.is_empty() {
        1
    } else {
        number.parse().map_err(|_| bad())?
    };
    let window_ms = number.saturating_mul(unit_ms);
    if count == 0 || !(1_000..=7 * 24 * 60 * MINUTE).contains(&window_ms) {
        return Err(format!(
            "'{raw}': the count must be at least 1 and the window 1 s to a week"
        ));
    }
    Ok(Rate { count, window_ms })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_change_only_what_they_name() {
        let p = Policy::parse("join.user=60/10m, miss.address=off,signup.address=5/30s").unwrap();
        let d = Policy::default();
        assert_eq!(
            p.rate(Class::Join, Scope::User),
            Some(Rate {
                count: 60,
                window_ms: 600_000
            })
        );
        assert_eq!(p.rate(Class::Miss, Scope::Address), None);
        assert_eq!(
            p.rate(Class::Signup, Scope::Address),
            Some(Rate {
                count: 5,
                window_ms: 30_000
            })
        );
        assert_eq!(
            p.rate(Class::Login, Scope::User),
            d.rate(Class::Login, Scope::User)
        );
        assert_eq!(Policy::parse("").unwrap(), d);
        assert_eq!(Policy::parse(" off ").unwrap(), Policy::off());
        assert_eq!(
            Policy::parse("login.user=3/h")
                .unwrap()
                .rate(Class::Login, Scope::User),
            Some(Rate {
                count: 3,
                window_ms: 3_600_000
            })
        );
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        for bad in [
            "join",
            "join.user",
            "join.team=1/1m",
            "party.user=1/1m",
            "join.user=0/1m",
            "join.user=x/1m",
            "join.user=5/1d",
            "join.user=5/0s",
            "join.user=5/9999h",
        ] {
            let e = Policy::parse(bad).unwrap_err();
            assert!(!e.is_empty(), "{bad}");
        }
    }
}
