//! Skill ratings beside points: a Weng-Lin rating per player (the `skillratings` crate),
//! updated round by round in the order rounds ended.
//!
//! Each counted round is a small race: its players are placed by the points they scored in
//! it (equal points share a place), every player a side of one. One spy against the table
//! is then no special case: a spy who wins outplaces everyone, and a table that unmasks the
//! spy outplaces the spy, the accuser first. A round where everyone scored the same tells
//! nothing and is skipped. A rating shown is the cautious estimate `rating - 3 x
//! uncertainty`, so a newcomer starts at 0 and rises as the rounds show what they can do;
//! a player is ranked once they have played [`RANKED_AFTER`] rated rounds.

use std::collections::HashMap;
use std::hash::Hash;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Rated rounds before a player is ranked.
pub const RANKED_AFTER: u32 = 10;

/// A player's rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub skill: WengLinRating,
    /// Rated rounds played.
    pub rounds: u32,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            skill: WengLinRating::new(),
            rounds: 0,
        }
    }
}

impl Rating {
    /// The cautious estimate shown and ranked by.
    pub fn shown(&self) -> f64 {
        self.skill.rating - 3.0 * self.skill.uncertainty
    }

    pub fn ranked(&self) -> bool {
        self.rounds >= RANKED_AFTER
    }
}

/// Every player's rating after `rounds` (each a round's points per player), in order.
pub fn rate<P: Copy + Eq + Hash>(rounds: &[Vec<(P, i32)>]) -> HashMap<P, Rating> {
    let config = WengLinConfig::new();
    let mut ratings: HashMap<P, Rating> = HashMap::new();
    for points in rounds {
        let Some(places) = places(points) else {
            continue;
        };
        let sides: Vec<[WengLinRating; 1]> = points
            .iter()
            .map(|(p, _)| [ratings.get(p).copied().unwrap_or_default().skill])
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = (sides.iter())
            .zip(&places)
            .map(|(side, &place)| (&side[..], MultiTeamOutcome::new(place)))
            .collect();
        let updated = weng_lin_multi_team(&teams, &config);
        for ((player, _), new) in points.iter().zip(updated) {
            let entry = ratings.entry(*player).or_default();
            entry.skill = new[0];
            entry.rounds += 1;
        }
    }
    ratings
}

/// Each player's place in a round by points (1 for the most; equal points share a place),
/// or `None` when the round cannot rate anyone (fewer than two players, or all equal).
fn places<P>(points: &[(P, i32)]) -> Option<Vec<usize>> {
    let mut distinct: Vec<i32> = points.iter().map(|&(_, n)| n).collect();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    if points.len() < 2 || distinct.len() < 2 {
        return None;
    }
    Some(
        points
            .iter()
            .map(|(_, n)| distinct.iter().position(|d| d == n).map_or(1, |i| i + 1))
            .collect(),
    )
}

/// A line of a ratings table.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingLine<P> {
    pub player: P,
    pub rating: Rating,
    /// 1 for the best ranked player; `None` until [`RANKED_AFTER`] rounds.
    pub rank: Option<u32>,
}

/// The ratings as a table: ranked players by rating (best first, equal shown ratings
/// sharing a rank), then the not yet ranked by rounds played.
pub fn table<P: Copy + Eq + Hash + Ord>(ratings: &HashMap<P, Rating>) -> Vec<RatingLine<P>> {
    let mut lines: Vec<RatingLine<P>> = ratings
        .iter()
        .map(|(&player, &rating)| RatingLine {
            player,
            rating,
            rank: None,
        })
        .collect();
    let shown = |l: &RatingLine<P>| (l.rating.shown() * 10.0).round() as i64;
    lines.sort_by(|a, b| {
        (b.rating.ranked().cmp(&a.rating.ranked()))
            .then_with(|| shown(b).cmp(&shown(a)))
            .then_with(|| b.rating.rounds.cmp(&a.rating.rounds))
            .then_with(|| a.player.cmp(&b.player))
    });
    for i in 0..lines.len() {
        if !lines[i].rating.ranked() {
            break;
        }
        let rank = if i > 0 && shown(&lines[i - 1]) == shown(&lines[i]) {
            lines[i - 1].rank
        } else {
            Some(i as u32 + 1)
        };
        lines[i].rank = rank;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_placed_by_their_points_in_the_round() {
        assert_eq!(places(&[('a', 2), ('b', 0), ('c', 0)]), Some(vec![1, 2, 2]));
        assert_eq!(
            places(&[('a', 1), ('b', 2), ('c', 1), ('s', 0)]),
            Some(vec![2, 1, 2, 3])
        );
        assert_eq!(
            places(&[('a', 1), ('b', 1)]),
            None,
            "all equal tells nothing"
        );
        assert_eq!(places(&[('a', 4)]), None);
    }

    #[test]
    fn a_spy_who_keeps_winning_rises_and_ranks_after_enough_rounds() {
        // Five players; 's' is the spy every round and wins 2 points each time.
        let round: Vec<(char, i32)> = vec![('s', 2), ('a', 0), ('b', 0), ('c', 0), ('d', 0)];
        let rounds: Vec<Vec<(char, i32)>> = vec![round; RANKED_AFTER as usize];
        let ratings = rate(&rounds[..RANKED_AFTER as usize - 1]);
        assert!(ratings[&'s'].shown() > ratings[&'a'].shown());
        assert!(!ratings[&'s'].ranked());
        let ratings = rate(&rounds);
        assert!(ratings[&'s'].ranked());
        let lines = table(&ratings);
        assert_eq!(lines[0].player, 's');
        assert_eq!(lines[0].rank, Some(1));
        // The four others are equal: they share second place.
        assert!(lines[1..].iter().all(|l| l.rank == Some(2)), "{lines:?}");
        // Rounds where all score alike are skipped.
        let flat = rate(&[vec![('a', 1), ('b', 1)]]);
        assert!(flat.is_empty());
    }
}
