//! Scoring: how a round ended, who won, and each player's points.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::round::Round;
use super::types::{LocationId, Millis, PlayerId, RuleSet, Variant};

/// How a round ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    /// A mid-round vote was unanimous.
    Indicted {
        suspect: PlayerId,
        accuser: PlayerId,
        spy: bool,
    },
    /// The spy named a location.
    SpyGuessed { location: LocationId, correct: bool },
    /// Time ran out: `classic` and the 2- and 3-player variants.
    TimeUp,
    /// A final vote was unanimous.
    Convicted { suspect: PlayerId, spy: bool },
    /// Final voting ended with no unanimous vote.
    NoConviction,
    /// 2- and 3-player accusation: the accused showed their card.
    AccusedRevealed {
        accuser: PlayerId,
        accused: PlayerId,
        spy: bool,
    },
    /// The middle card was revealed.
    MiddleRevealed { spy_card: bool },
    /// Team mode.
    Team {
        spy_picked_by: Option<PlayerId>,
        guesses: Option<[LocationId; 2]>,
        correct: [bool; 2],
    },
    /// The round was called off without points: the spy left the table, or anyone left a
    /// 2-player, 3-player or team round.
    Voided,
}

/// Which side won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    Spy,
    NonSpies,
    /// The middle card was the spy card: everyone wins.
    Everyone,
    Nobody,
    /// Team mode has no single winning side; points tell.
    Teams,
}

/// A finished round's result, kept with the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RoundResult {
    pub outcome: Outcome,
    pub winner: Winner,
    /// Who held the spy card; `None` when it lay in the middle.
    pub spy: Option<PlayerId>,
    /// Every dealt player's points for this round, in seat order.
    pub points: Vec<(PlayerId, i32)>,
    pub ended_at: Millis,
}

/// Scores `outcome` for `round`.
pub fn score(round: &Round, outcome: Outcome, at: Millis) -> RoundResult {
    let spy = round.spy();
    let mut points: Vec<(PlayerId, i32)> = round.seats.iter().map(|&p| (p, 0)).collect();
    let mut add = |player: PlayerId, n: i32| {
        if let Some(entry) = points.iter_mut().find(|(p, _)| *p == player) {
            entry.1 += n;
        }
    };
    let non_spies: Vec<PlayerId> = round
        .seats
        .iter()
        .copied()
        .filter(|&p| Some(p) != spy)
        .collect();
    let first_accuser_of_spy = round
        .accusations
        .iter()
        .find(|a| spy.is_some() && Some(a.suspect) == spy)
        .and_then(|a| a.accuser);
    let classic = round.rules.rule_set == RuleSet::Classic;

    let winner = match (&outcome, round.variant) {
        (Outcome::Voided, _) => Winner::Nobody,
        (
            Outcome::Team {
                spy_picked_by,
                correct,
                ..
            },
            _,
        ) => {
            score_team(round, *spy_picked_by, *correct, &mut add);
            Winner::Teams
        }
        // 2- and 3-player variants.
        (
            Outcome::AccusedRevealed {
                accuser, spy: true, ..
            },
            _,
        ) => {
            non_spies.iter().for_each(|&p| add(p, 1));
            add(*accuser, 1);
            Winner::NonSpies
        }
        (Outcome::AccusedRevealed { .. }, Variant::TwoPlayer) => Winner::Nobody,
        (Outcome::AccusedRevealed { .. }, _) => match spy {
            Some(s) => {
                add(s, 4);
                Winner::Spy
            }
            None => Winner::Nobody,
        },
        (Outcome::MiddleRevealed { spy_card: true }, _) => {
            round.seats.iter().for_each(|&p| add(p, 1));
            Winner::Everyone
        }
        (Outcome::MiddleRevealed { spy_card: false }, _) => match spy {
            Some(s) => {
                add(s, 2);
                Winner::Spy
            }
            None => Winner::Nobody,
        },
        (Outcome::TimeUp, Variant::TwoPlayer | Variant::ThreePlayer) => match spy {
            Some(s) => {
                add(s, 2);
                Winner::Spy
            }
            None => Winner::Nobody,
        },
        // Standard play, both rule sets.
        (Outcome::TimeUp | Outcome::NoConviction, _) => {
            spy.into_iter().for_each(|s| add(s, 2));
            Winner::Spy
        }
        (Outcome::Indicted { spy: false, .. } | Outcome::Convicted { spy: false, .. }, _) => {
            spy.into_iter().for_each(|s| add(s, 4));
            Winner::Spy
        }
        (Outcome::SpyGuessed { correct: true, .. }, _) => {
            spy.into_iter().for_each(|s| add(s, 4));
            Winner::Spy
        }
        (Outcome::SpyGuessed { correct: false, .. }, _) => {
            non_spies.iter().for_each(|&p| add(p, 1));
            Winner::NonSpies
        }
        (
            Outcome::Indicted {
                accuser, spy: true, ..
            },
            _,
        ) => {
            non_spies.iter().for_each(|&p| add(p, 1));
            if classic {
                add(*accuser, 1);
            } else if let Some(first) = first_accuser_of_spy {
                add(first, 1);
            }
            Winner::NonSpies
        }
        (Outcome::Convicted { spy: true, .. }, _) => {
            non_spies.iter().for_each(|&p| add(p, 1));
            if let Some(first) = first_accuser_of_spy {
                add(first, 1);
            }
            Winner::NonSpies
        }
    };
    RoundResult {
        outcome,
        winner,
        spy,
        points,
        ended_at: at,
    }
}

///
fn score_team(
    round: &Round,
    spy_picked_by: Option<PlayerId>,
    correct: [bool; 2],
    add: &mut impl FnMut(PlayerId, i32),
) {
    let Some(team) = &round.team else {
        return;
    };
    if let Some(spy) = round.spy() {
        let guessed = correct.iter().filter(|&&c| c).count() as i32;
        add(spy, i32::from(spy_picked_by.is_some()) + guessed);
    }
    for (i, &captain) in team.captains.iter().enumerate() {
        let own = round.locations.get(i);
        // A captain who picked the spy scores nothing, but the agents they picked still do.
        let captain_scores = spy_picked_by != Some(captain);
        for &(by, agent) in team.picks.iter().filter(|(by, _)| *by == captain) {
            let holds = round.card_of(agent).and_then(|c| c.location());
            if holds == own {
                add(agent, 1);
                if captain_scores {
                    add(by, 1);
                }
            } else if holds.is_some() && captain_scores {
                add(by, -1);
            }
        }
    }
}

/// A player's place in a game's standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Standing {
    pub player_id: PlayerId,
    pub points: i32,
    /// 1 for the leaders; tied players share a rank.
    pub rank: u32,
}

/// scores accumulate over the rounds of a game. `players` lists everyone to rank,
/// in seat order (which orders ties).
pub fn standings<'a>(
    players: &[PlayerId],
    results: impl IntoIterator<Item = &'a RoundResult>,
) -> Vec<Standing> {
    rank(
        players,
        results.into_iter().flat_map(|r| r.points.iter().copied()),
    )
}

/// Standings from points per player (several entries per player add up); players with
/// points but not in `players` (they left) are ranked too.
pub fn rank(
    players: &[PlayerId],
    points: impl IntoIterator<Item = (PlayerId, i32)>,
) -> Vec<Standing> {
    let mut totals: Vec<(PlayerId, i32)> = players.iter().map(|&p| (p, 0)).collect();
    for (player, n) in points {
        match totals.iter_mut().find(|(p, _)| *p == player) {
            Some(entry) => entry.1 += n,
            None => totals.push((player, n)),
        }
    }
    totals.sort_by_key(|&(_, points)| std::cmp::Reverse(points));
    let mut out: Vec<Standing> = Vec::with_capacity(totals.len());
    for (i, &(player_id, points)) in totals.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.points == points => prev.rank,
            _ => i as u32 + 1,
        };
        out.push(Standing {
            player_id,
            points,
            rank,
        });
    }
    out
}
