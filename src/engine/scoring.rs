//! Scoring: how a round ended, who won, and each player's points.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::departures::{Abandoner, Departure};
use super::round::Round;
use super::types::{LocationId, Millis, PlayerId, RuleSet, Variant};

/// How a round ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    /// A mid-round vote was unanimous; `spy`: the suspect held a spy card.
    Indicted {
        suspect: PlayerId,
        accuser: PlayerId,
        spy: bool,
    },
    /// A spy named a location.
    SpyGuessed {
        location: LocationId,
        correct: bool,
        /// The spy who guessed; `null` in rounds stored before it was recorded.
        #[serde(default)]
        by: Option<PlayerId>,
    },
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
    /// The round was called off without points: a player dealt into it left or was
    /// removed. `player` is `None` in rounds stored before it was kept.
    Voided {
        #[serde(default)]
        player: Option<PlayerId>,
        #[serde(default)]
        departure: Departure,
    },
    /// The host (a dead phone, a misdeal) or a league night's organizer called the round
    /// off: no points. `host` in rounds stored before it was kept.
    Abandoned {
        #[serde(default)]
        by: Abandoner,
    },
}

/// Which side won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The spy, or both spies.
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
    /// Who held a spy card, in seat order: empty when it lay in the middle, two in a room
    /// playing with two spies.
    #[serde(alias = "spy", deserialize_with = "spies_as_stored")]
    pub spies: Vec<PlayerId>,
    /// Every dealt player's points for this round, in seat order.
    pub points: Vec<(PlayerId, i32)>,
    pub ended_at: Millis,
}

/// Reads `spies`, or the single `spy` (an id or `null`) of rounds stored before two spies.
fn spies_as_stored<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<PlayerId>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Many(Vec<PlayerId>),
        One(Option<PlayerId>),
    }
    Ok(match Stored::deserialize(d)? {
        Stored::Many(spies) => spies,
        Stored::One(spy) => spy.into_iter().collect(),
    })
}

/// Scores `outcome` for `round`. A player who left before the end scores nothing, and a
/// bonus they would have had goes to nobody.
pub fn score(round: &Round, outcome: Outcome, at: Millis) -> RoundResult {
    let spies = round.spies();
    let mut points: Vec<(PlayerId, i32)> = round.seats.iter().map(|&p| (p, 0)).collect();
    let winner = award(round, &outcome, &spies, &mut |player, n| {
        if let Some(entry) = points.iter_mut().find(|(p, _)| *p == player) {
            entry.1 += n;
        }
    });
    for (player, n) in &mut points {
        if round.absent.contains(player) {
            *n = 0;
        }
    }
    RoundResult {
        outcome,
        winner,
        spies,
        points,
        ended_at: at,
    }
}

/// Gives each player their points for `outcome` through `add` and names the winner. Each
/// spy scores what a single spy would.
fn award(
    round: &Round,
    outcome: &Outcome,
    spies: &[PlayerId],
    add: &mut impl FnMut(PlayerId, i32),
) -> Winner {
    let non_spies: Vec<PlayerId> = round
        .seats
        .iter()
        .copied()
        .filter(|p| !spies.contains(p))
        .collect();
    let bonus = bonus_player(round, outcome);

    match outcome {
        Outcome::Voided { .. } | Outcome::Abandoned { .. } => Winner::Nobody,
        Outcome::Team {
            spy_picked_by,
            correct,
            ..
        } => {
            score_team(round, *spy_picked_by, *correct, add);
            Winner::Teams
        }
        // 2- and 3-player variants.
        Outcome::AccusedRevealed { spy: true, .. } => {
            each(&non_spies, 1, add);
            bonus.into_iter().for_each(|p| add(p, 1));
            Winner::NonSpies
        }
        // both lose.: accuser and accused get nothing; a spy among the
        // players wins 2, not the +2 of a unanimous conviction.
        Outcome::AccusedRevealed { .. } if round.variant == Variant::TwoPlayer => Winner::Nobody,
        Outcome::MiddleRevealed { spy_card: true } => {
            each(&round.seats, 1, add);
            Winner::Everyone
        }
        Outcome::AccusedRevealed { .. } | Outcome::MiddleRevealed { .. } | Outcome::TimeUp
            if spies.is_empty() =>
        {
            Winner::Nobody
        }
        Outcome::AccusedRevealed { .. } | Outcome::MiddleRevealed { .. } => {
            each(spies, 2, add);
            Winner::Spy
        }
        // Time up with a spy at the table; then standard play, both
        // rule sets, each spy alike.
        Outcome::TimeUp | Outcome::NoConviction => {
            each(spies, 2, add);
            Winner::Spy
        }
        Outcome::Indicted { spy: false, .. }
        | Outcome::Convicted { spy: false, .. }
        | Outcome::SpyGuessed { correct: true, .. } => {
            each(spies, 4, add);
            Winner::Spy
        }
        Outcome::SpyGuessed { correct: false, .. } => {
            each(&non_spies, 1, add);
            Winner::NonSpies
        }
        Outcome::Indicted { spy: true, .. } | Outcome::Convicted { spy: true, .. } => {
            each(&non_spies, 1, add);
            bonus.into_iter().for_each(|p| add(p, 1));
            Winner::NonSpies
        }
    }
}

/// Who earns the non-spies' bonus for unmasking a spy, if anyone does: the accuser whose
/// vote indicted a spy in `classic`; in `time_travel` the first non-spy who put a
/// spy up for a vote in the round, however the spy was then convicted; the
/// accuser of a 2- or 3-player reveal. Only a non-spy earns it: a spy who
/// unmasks the other spy is on the losing side and earns nobody the bonus. A
/// player who left earns nothing. League standings credit the same player with
/// the catch.
pub fn bonus_player(round: &Round, outcome: &Outcome) -> Option<PlayerId> {
    let first_accuser_of_a_spy = || {
        (round.accusations.iter())
            .filter(|a| round.is_spy(a.suspect))
            .filter_map(|a| a.accuser)
            .find(|&accuser| !round.is_spy(accuser))
    };
    let player = match outcome {
        Outcome::Indicted {
            accuser, spy: true, ..
        } if round.rules.rule_set == RuleSet::Classic => {
            Some(*accuser).filter(|&a| !round.is_spy(a))
        }
        Outcome::Indicted { spy: true, .. } | Outcome::Convicted { spy: true, .. } => {
            first_accuser_of_a_spy()
        }
        Outcome::AccusedRevealed {
            accuser, spy: true, ..
        } => Some(*accuser),
        _ => None,
    };
    player.filter(|p| !round.absent.contains(p))
}

fn each(players: &[PlayerId], n: i32, add: &mut impl FnMut(PlayerId, i32)) {
    players.iter().for_each(|&p| add(p, n));
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
    if let Some(&spy) = round.spies().first() {
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
    /// The player ranked, who may have left the table since.
    pub player_id: PlayerId,
    /// Their total points so far in the game; may be negative in team mode.
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
