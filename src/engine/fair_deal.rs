//! The fair-deal ledger (issue 39): each player's rounds as the spy against the share a
//! uniform deal gives them. The deal stays uniformly random; this only
//! shows a table that a run of spy cards is chance. Only finished rounds count: a round in
//! play would tell who holds the spy card.

use serde::Serialize;
use utoipa::ToSchema;

use super::round::Round;
use super::types::{PlayerId, Variant};

/// A player's chance of the spy card in one deal, as a fraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chance {
    pub num: u32,
    pub den: u32,
}

impl Chance {
    pub fn as_f64(self) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            f64::from(self.num) / f64::from(self.den)
        }
    }
}

/// Each dealt player's chance of the spy card in `round`'s deal, in seat order: the spy
/// cards over the players in standard play; with 2 or 3 players one card
/// in n + 1, the middle card being one more place it may lie; in team mode
/// one card among the agents, never a captain.
pub fn spy_chances(round: &Round) -> Vec<(PlayerId, Chance)> {
    let n = round.seats.len() as u32;
    let chance = |player: PlayerId| match round.variant {
        Variant::Standard => Chance {
            num: u32::from(round.rules.spies.max(1)),
            den: n,
        },
        Variant::TwoPlayer | Variant::ThreePlayer => Chance { num: 1, den: n + 1 },
        Variant::Team => match round.team.as_ref().is_some_and(|t| t.is_captain(player)) {
            true => Chance { num: 0, den: 1 },
            false => Chance {
                num: 1,
                den: n.saturating_sub(2),
            },
        },
    };
    round.seats.iter().map(|&p| (p, chance(p))).collect()
}

/// A player's rounds as the spy in a game, beside what chance alone gives.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct SpyDeal {
    /// The player (who may have left the table since).
    pub player_id: PlayerId,
    /// Finished rounds they were dealt into.
    pub rounds: u32,
    /// Of those, the rounds they held a spy card.
    pub spy_rounds: u32,
    /// The spy rounds a uniform deal gives them on average over those rounds: in standard
    /// play the sum of spies ÷ players dealt; with 2 or 3 players 1 ÷ (players + 1), as the
    /// middle card may hold it; in team mode 1 ÷ agents, and 0 for a captain. Two decimals.
    pub expected_spy_rounds: f64,
}

/// The ledger of `rounds` (the finished ones count), in the order players first appear.
pub fn ledger<'a>(rounds: impl IntoIterator<Item = &'a Round>) -> Vec<SpyDeal> {
    let mut out: Vec<SpyDeal> = Vec::new();
    for round in rounds {
        let Some(result) = &round.result else {
            continue;
        };
        for (player, chance) in spy_chances(round) {
            let line = match out.iter().position(|d| d.player_id == player) {
                Some(i) => &mut out[i],
                None => {
                    out.push(SpyDeal {
                        player_id: player,
                        rounds: 0,
                        spy_rounds: 0,
                        expected_spy_rounds: 0.0,
                    });
                    out.last_mut().expect("just pushed")
                }
            };
            line.rounds += 1;
            line.spy_rounds += u32::from(result.spies.contains(&player));
            line.expected_spy_rounds += chance.as_f64();
        }
    }
    for line in &mut out {
        line.expected_spy_rounds = (line.expected_spy_rounds * 100.0).round() / 100.0;
    }
    out
}
