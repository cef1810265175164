//! How a night seats its players: the method, and the table sizes within the rules' bounds
//! (docs/league.md says which method a league should choose).

use serde::{Deserialize, Serialize};

use super::seating::TableSizes;
use crate::engine::Mode;
use crate::notice::Notice;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Players meet as few of the people they already sat with as possible.
    #[default]
    FewestRepeats,
    /// A seeded draw each round.
    Random,
    /// Similar night scores together: the leaders at table 1, and so on down.
    Balanced,
}

impl Method {
    pub const ALL: [Method; 3] = [Method::FewestRepeats, Method::Random, Method::Balanced];

    pub fn key(self) -> &'static str {
        match self {
            Method::FewestRepeats => "fewest_repeats",
            Method::Random => "random",
            Method::Balanced => "balanced",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Method::FewestRepeats => "fewest repeat meetings",
            Method::Random => "random",
            Method::Balanced => "balanced by standings",
        }
    }
}

/// A night's seating settings, stored as JSON with the night.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatingOptions {
    pub method: Method,
    /// Table bounds narrower than the mode's usual ones; `None` for the usual.
    pub min: Option<usize>,
    pub max: Option<usize>,
}

/// The sizes a proposal aims for by default: 4 to 8 (7 to 12 in team mode).
pub fn usual_sizes(mode: Mode) -> TableSizes {
    match mode {
        Mode::Standard => TableSizes::STANDARD,
        Mode::Team => TableSizes::TEAM,
    }
}

/// The sizes the rules let a league table play at: 4 (the league plays no 2- or
/// 3-player variants) or 7 in team mode, to 12.
pub fn playable_sizes(mode: Mode) -> TableSizes {
    match mode {
        Mode::Standard => TableSizes { min: 4, max: 12 },
        Mode::Team => TableSizes::TEAM,
    }
}

impl SeatingOptions {
    /// The sizes proposals seat tables at.
    pub fn sizes(&self, mode: Mode) -> TableSizes {
        let usual = usual_sizes(mode);
        let playable = playable_sizes(mode);
        let min = self.min.unwrap_or(usual.min).max(playable.min);
        let max = self.max.unwrap_or(usual.max.max(min)).min(playable.max);
        TableSizes {
            min: min.min(max),
            max,
        }
    }

    /// The settings the night page's form sent: a method's key and bounds, each empty for
    /// the usual.
    pub fn parse(method: &str, min: &str, max: &str, mode: Mode) -> Result<Self, Notice> {
        let method = Method::ALL
            .into_iter()
            .find(|m| m.key() == method)
            .ok_or_else(|| Notice::new("seating-choose-method"))?;
        let playable = playable_sizes(mode);
        let bound = |raw: &str| -> Result<Option<usize>, Notice> {
            let t = raw.trim();
            if t.is_empty() {
                return Ok(None);
            }
            match t.parse::<usize>() {
                Ok(n) if (playable.min..=playable.max).contains(&n) => Ok(Some(n)),
                _ => Err(Notice::new("seating-sizes-range")
                    .with("min", playable.min)
                    .with("max", playable.max)),
            }
        };
        let (min, max) = (bound(min)?, bound(max)?);
        let options = SeatingOptions { method, min, max };
        let sizes = options.sizes(mode);
        if min.is_some_and(|m| m > sizes.max) || max.is_some_and(|m| m < sizes.min) {
            return Err(Notice::new("seating-sizes-crossed"));
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_sets_a_method_and_bounds_within_the_rules() {
        let parsed = SeatingOptions::parse("balanced", " 5", "6", Mode::Standard).unwrap();
        assert_eq!(parsed.method, Method::Balanced);
        assert_eq!(parsed.sizes(Mode::Standard), TableSizes { min: 5, max: 6 });
        let usual = SeatingOptions::parse("random", "", "", Mode::Team).unwrap();
        assert_eq!(usual.sizes(Mode::Team), TableSizes::TEAM);
        let sevens = SeatingOptions::parse("fewest_repeats", "", "7", Mode::Team).unwrap();
        assert_eq!(sevens.sizes(Mode::Team), TableSizes { min: 7, max: 7 });
        // A large minimum lifts the usual maximum with it.
        let tens = SeatingOptions::parse("random", "10", "", Mode::Standard).unwrap();
        assert_eq!(tens.sizes(Mode::Standard), TableSizes { min: 10, max: 10 });
        let refused = |method, min, max, mode| {
            SeatingOptions::parse(method, min, max, mode)
                .unwrap_err()
                .id
        };
        let cases = [
            ("random", "6", "5", "seating-sizes-crossed"),
            ("random", "3", "", "seating-sizes-range"),
            ("random", "", "13", "seating-sizes-range"),
            ("swiss", "", "", "seating-choose-method"),
        ];
        for (method, min, max, id) in cases {
            assert_eq!(
                refused(method, min, max, Mode::Standard),
                id,
                "{method} {min}-{max}"
            );
        }
        let team = SeatingOptions::parse("random", "6", "", Mode::Team).unwrap_err();
        assert_eq!(
            team,
            Notice::new("seating-sizes-range")
                .with("min", 7_usize)
                .with("max", 12_usize)
        );
        assert_eq!(
            serde_json::from_str::<SeatingOptions>("{}").unwrap(),
            SeatingOptions::default(),
            "nights saved before the setting seat as they did"
        );
    }
}
