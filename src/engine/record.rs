//! The whole record of a finished round as every player may read it: the
//! locations, every card, the ballots and the result, in the API's shapes (locations as
//! `{id, name}`, players as `..._id`, times in RFC 3339, no tuples).

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::departures::{Abandoner, Departure};
use super::player_view::{MyCard, VoteCast, card_view, location_ref, votes_cast};
use super::round::{Ballot, Round};
use super::scoring::{Outcome, RoundResult, Winner};
use super::types::datetime as time;
use super::types::{Candidate, PlayerId};

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RoundRecord {
    /// The round's location; two in team mode, the first captain's first.
    pub locations: Vec<Candidate>,
    /// Every dealt player's card, in seat order.
    pub cards: Vec<DealtCard>,
    /// The face-down card of the 2- and 3-player variants.
    pub middle_card: Option<MyCard>,
    /// Every vote of the round: the mid-round accusations in order, then the steps of final
    /// voting in order.
    pub ballots: Vec<BallotRecord>,
    /// How the round ended.
    pub outcome: OutcomeView,
    /// Which side won the round.
    pub winner: Winner,
    /// Who held a spy card, in seat order.
    pub spies: Vec<PlayerId>,
    /// Every dealt player's points for the round, in seat order.
    pub points: Vec<RoundPoints>,
    /// When the round ended (RFC 3339, UTC).
    pub ended_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct DealtCard {
    /// The player dealt the card.
    pub player_id: PlayerId,
    /// The card that player held.
    pub card: MyCard,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct BallotRecord {
    /// `true` for a step of final voting, `false` for a mid-round accusation.
    pub final_voting: bool,
    /// The player put to the vote, who did not vote on it.
    pub suspect_id: PlayerId,
    /// The player who made the accusation; `null` in final voting, where nobody accused.
    pub accuser_id: Option<PlayerId>,
    /// The ballots cast, in order; an accuser's implied yes is the first.
    pub votes: Vec<VoteCast>,
    /// When the vote opened (RFC 3339, UTC).
    pub opened_at: DateTime<Utc>,
    /// When the vote closed (RFC 3339, UTC); `null` if the round ended while it was open.
    pub closed_at: Option<DateTime<Utc>>,
    /// Whether every voter said yes; `null` if the round ended while the vote was open.
    pub unanimous: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct RoundPoints {
    /// The player scored.
    pub player_id: PlayerId,
    /// The points that player scored in the round; may be negative in team mode.
    pub points: i32,
}

/// How the round ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OutcomeView {
    /// A mid-round vote was unanimous; `spy`: the suspect held a spy card.
    #[schema(title = "IndictedOutcome")]
    Indicted {
        /// The player indicted by the unanimous vote.
        suspect_id: PlayerId,
        /// The player who put them up for the vote.
        accuser_id: PlayerId,
        /// Whether the indicted player held a spy card.
        spy: bool,
    },
    /// A spy named a location.
    #[schema(title = "SpyGuessedOutcome")]
    SpyGuessed {
        /// The location the spy named.
        location: Candidate,
        /// Whether it was the round's location.
        correct: bool,
        /// The spy who guessed; `null` in rounds stored before it was recorded.
        spy_id: Option<PlayerId>,
    },
    /// Time ran out with no conviction to vote on.
    #[schema(title = "TimeUpOutcome")]
    TimeUp,
    /// A final vote was unanimous.
    #[schema(title = "ConvictedOutcome")]
    Convicted {
        /// The player convicted by the unanimous final vote.
        suspect_id: PlayerId,
        /// Whether the convicted player held a spy card.
        spy: bool,
    },
    /// Final voting ended with no unanimous vote.
    #[schema(title = "NoConvictionOutcome")]
    NoConviction,
    /// 2- and 3-player accusation: the accused showed their card.
    #[schema(title = "AccusedRevealedOutcome")]
    AccusedRevealed {
        /// The player who accused.
        accuser_id: PlayerId,
        /// The accused player, who showed their card.
        accused_id: PlayerId,
        /// Whether the accused held the spy card.
        spy: bool,
    },
    /// The middle card was revealed.
    #[schema(title = "MiddleRevealedOutcome")]
    MiddleRevealed {
        /// Whether the revealed middle card was the spy card.
        spy_card: bool,
    },
    /// Team mode: `guesses` in order (empty when the spy let the time
    /// pass), `correct` for each.
    #[schema(title = "TeamOutcome")]
    Team {
        /// The captain who picked the spy; `null` when no captain did.
        spy_picked_by_id: Option<PlayerId>,
        /// The locations the spy named, first guess first; empty when the spy let the time
        /// pass.
        guesses: Vec<Candidate>,
        /// For the first and the second guess, whether it named the right captain's location;
        /// both `false` when the spy did not guess.
        correct: Vec<bool>,
    },
    /// Called off without points: a player dealt into the round left (`left`) or the
    /// host removed them (`removed`) before it ended. `player_id` is `null` in
    /// rounds stored before it was kept.
    #[schema(title = "VoidedOutcome")]
    Voided {
        /// The dealt player who left or was removed; `null` in rounds stored before it was kept.
        player_id: Option<PlayerId>,
        /// How they went: `left` on their own, or `removed` by the host.
        departure: Departure,
    },
    /// Called off without points: by the host (`host`), or by a league night's organizer
    /// who seated the next round or finished the night while the table played
    /// (`organizer`).
    #[schema(title = "AbandonedOutcome")]
    Abandoned {
        /// Who called the round off: `host` or `organizer`.
        by: Abandoner,
    },
}

/// The record of `round`, which ended with `result`.
pub fn record(round: &Round, result: &RoundResult) -> RoundRecord {
    let ballot = |final_voting: bool, b: &Ballot| BallotRecord {
        final_voting,
        suspect_id: b.suspect,
        accuser_id: b.accuser,
        votes: votes_cast(b),
        opened_at: time(b.opened_at),
        closed_at: b.closed_at.map(time),
        unanimous: b.unanimous,
    };
    RoundRecord {
        locations: round
            .locations
            .iter()
            .map(|id| location_ref(round, id))
            .collect(),
        cards: round
            .seats
            .iter()
            .zip(round.hands.iter())
            .map(|(&player_id, card)| DealtCard {
                player_id,
                card: card_view(round, Some(card), true),
            })
            .collect(),
        middle_card: round
            .middle
            .as_ref()
            .map(|c| card_view(round, Some(c), true)),
        ballots: round
            .accusations
            .iter()
            .map(|b| ballot(false, b))
            .chain(round.final_ballots.iter().map(|b| ballot(true, b)))
            .collect(),
        outcome: outcome_view(round, &result.outcome),
        winner: result.winner,
        spies: result.spies.clone(),
        points: result
            .points
            .iter()
            .map(|&(player_id, points)| RoundPoints { player_id, points })
            .collect(),
        ended_at: time(result.ended_at),
    }
}

fn outcome_view(round: &Round, outcome: &Outcome) -> OutcomeView {
    match outcome.clone() {
        Outcome::Indicted {
            suspect,
            accuser,
            spy,
        } => OutcomeView::Indicted {
            suspect_id: suspect,
            accuser_id: accuser,
            spy,
        },
        Outcome::SpyGuessed {
            location,
            correct,
            by,
        } => OutcomeView::SpyGuessed {
            location: location_ref(round, &location),
            correct,
            spy_id: by,
        },
        Outcome::TimeUp => OutcomeView::TimeUp,
        Outcome::Convicted { suspect, spy } => OutcomeView::Convicted {
            suspect_id: suspect,
            spy,
        },
        Outcome::NoConviction => OutcomeView::NoConviction,
        Outcome::AccusedRevealed {
            accuser,
            accused,
            spy,
        } => OutcomeView::AccusedRevealed {
            accuser_id: accuser,
            accused_id: accused,
            spy,
        },
        Outcome::MiddleRevealed { spy_card } => OutcomeView::MiddleRevealed { spy_card },
        Outcome::Team {
            spy_picked_by,
            guesses,
            correct,
        } => OutcomeView::Team {
            spy_picked_by_id: spy_picked_by,
            guesses: guesses
                .iter()
                .flatten()
                .map(|id| location_ref(round, id))
                .collect(),
            correct: correct.to_vec(),
        },
        Outcome::Voided { player, departure } => OutcomeView::Voided {
            player_id: player,
            departure,
        },
        Outcome::Abandoned { by } => OutcomeView::Abandoned { by },
    }
}
