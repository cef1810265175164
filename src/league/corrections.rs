//! Organizers' corrections: what a correction must carry, and the record of what it
//! changed (every affected player's night total before and after).

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::standings::NightScore;
use crate::notice::Notice;

/// One player's night total before and after a correction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TotalChange {
    pub player: Uuid,
    pub name: String,
    pub before: i32,
    pub after: i32,
}

/// The players whose totals differ between two standings of one night.
pub fn changes(
    before: &[NightScore<Uuid>],
    after: &[NightScore<Uuid>],
    name: impl Fn(Uuid) -> String,
) -> Vec<TotalChange> {
    before
        .iter()
        .filter_map(|b| {
            let a = after.iter().find(|a| a.player == b.player)?;
            (a.points != b.points).then(|| TotalChange {
                player: b.player,
                name: name(b.player),
                before: b.points,
                after: a.points,
            })
        })
        .collect()
}

pub const MAX_ADJUSTMENT: i32 = 100;
pub const MAX_REASON: usize = 500;

/// A correction's reason: required, so the audit list says why.
pub fn reason(text: &str) -> Result<String, Notice> {
    let t = text.trim();
    if t.chars().count() < 3 {
        Err(Notice::new("night-reason-missing"))
    } else if t.chars().count() > MAX_REASON {
        Err(Notice::new("night-reason-too-long").with("max", MAX_REASON))
    } else if t.chars().any(|c| c.is_control() && c != '\n' && c != '\r') {
        Err(Notice::new("night-reason-control"))
    } else {
        Ok(t.to_string())
    }
}

/// Points to add (or take away with a minus): not zero, at most 100 either way.
pub fn adjustment(text: &str) -> Result<i32, Notice> {
    let refused = || Notice::new("night-points-range").with("max", MAX_ADJUSTMENT);
    let n: i32 = text
        .trim()
        .trim_start_matches('+')
        .parse()
        .map_err(|_| refused())?;
    if n == 0 || n.abs() > MAX_ADJUSTMENT {
        return Err(refused());
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::league::standings;
    use std::collections::HashSet;

    #[test]
    fn a_change_lists_only_players_whose_totals_moved() {
        let [a, b] = [1, 2].map(Uuid::from_u128);
        let before = standings::night(&[a, b], &[], &HashSet::new(), &[]);
        let after = standings::night(&[a, b], &[], &HashSet::new(), &[(b, 3)]);
        assert_eq!(
            changes(&before, &after, |p| format!("p{}", p.as_u128())),
            vec![TotalChange {
                player: b,
                name: "p2".into(),
                before: 0,
                after: 3
            }]
        );
    }

    #[test]
    fn adjustments_and_reasons_are_checked() {
        assert_eq!(adjustment("+3"), Ok(3));
        assert_eq!(adjustment(" -2 "), Ok(-2));
        assert_eq!(adjustment("0").unwrap_err().id, "night-points-range");
        assert!(adjustment("101").is_err());
        assert!(adjustment("two").is_err());
        assert_eq!(reason("  scored twice  ").as_deref(), Ok("scored twice"));
        assert_eq!(reason("  ").unwrap_err().id, "night-reason-missing");
        assert_eq!(
            reason(&"x".repeat(501)).unwrap_err().id,
            "night-reason-too-long"
        );
        assert_eq!(reason("a\u{0}bc").unwrap_err().id, "night-reason-control");
    }
}
