//! What one player may see of a round. This is the only place where secrecy is
//! decided.
//!
//! Until the round ends, a player sees their own card and the public record (questions,
//! who accused whom, each ballot as it is cast, the final-voting order,
//! picks), and nothing that depends on who holds a spy card: the public part is the same
//! for every player. A spy never sees the location, nor who the other spy is.
//! Once the round is over, the whole record is shown to everyone.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::accusations::{missing_voters, voters_total};
use super::moves::{Move, MoveKind, allowed, card_bound};
use super::record::{RoundRecord, record};
use super::round::{Ballot, Event, Phase, Question, Round};
use super::team::unpicked_agents;
use super::types::{Candidate, Card, LocationId, Millis, PlayerId, Variant, datetime as time};

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RoundView {
    /// The round's number in the current game, from 1.
    pub number: u32,
    /// Where the round stands.
    pub phase: Phase,
    /// What a move chosen on this view means by (this round of this game, its phase, the
    /// ballot or reveal proposal open, team mode's cycle and picks): send it as `If-Match`
    /// with a move, and the move is made if the round is still in this situation and
    /// allows it, however many other changes (ballots cast, questions asked) came
    /// between; else 412 `version_mismatch` and nothing is done. Opaque: compare it,
    /// never parse it.
    #[schema(example = "s3.2871449012-voting-1-0-0-0-0")]
    pub situation: String,
    /// How the round is played: standard, 2-player, 3-player or team mode.
    pub variant: Variant,
    /// The player who dealt the round and asks the first question; in team mode, the
    /// first of the two captains as dealt (the captains choose who acts first).
    pub dealer_id: PlayerId,
    /// Who acts now: the asker, the acting captain, or the spy naming locations.
    pub turn_player_id: Option<PlayerId>,
    /// Who asked the player whose turn it is, so may not be asked back (except with 2 or 3
    /// players); `null` before the first question, and always in team mode.
    pub last_asker_id: Option<PlayerId>,
    /// The round clock, which the server keeps.
    pub clock: ClockView,
    /// The host's pause, while one is in force: every clock stands still (`clock.running`
    /// is `false`; the open vote's and the reveal proposal's `deadline` and
    /// `team.guess_deadline` are as they stood, and move later by the pause's length when
    /// the round resumes), and no move is accepted until then. `null` otherwise.
    pub paused: Option<PauseView>,
    /// The open vote (an accusation or a step of final voting).
    pub vote: Option<VoteView>,
    /// During final voting: the order players are put to the vote in.
    pub final_voting: Option<FinalVotingView>,
    /// `null` for a player not dealt into this round (they joined after the deal).
    pub my_card: Option<MyCard>,
    /// Every question asked so far, in order.
    pub questions: Vec<QuestionView>,
    /// Every mid-round accusation so far, open or closed, in order.
    pub accusations: Vec<AccusationView>,
    /// A pending proposal to reveal the middle card (2 and 3 players).
    pub reveal_proposal: Option<RevealView>,
    /// Team mode's captains, picks and refusals; `null` in the other variants.
    pub team: Option<TeamView>,
    /// Everything public that happened in the round, in order, with when.
    pub log: Vec<LogEntry>,
    /// The whole record, once the round is over.
    pub result: Option<RoundRecord>,
}

/// A pause in force.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct PauseView {
    /// What the host said when pausing ("Pizza is here"), at most 100 characters; `null`
    /// when they said nothing.
    pub reason: Option<String>,
    /// The host who paused.
    pub player_id: PlayerId,
    /// When the pause began (RFC 3339, UTC): time left on any clock is what it was then.
    pub since: DateTime<Utc>,
}

/// One event of the round's public log.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct LogEntry {
    /// When it happened (RFC 3339, UTC).
    pub at: DateTime<Utc>,
    /// What happened.
    pub event: Event,
}

/// What belongs to the viewer alone, shown under `me` in the room view.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct PrivateView {
    /// The viewer may put someone up for a vote (or accuse them) now: `moves` holds an
    /// `accuse`. With 2 or 3 players this depends on the viewer's card, as `card_moves`
    /// says: show it only while the card is shown.
    pub may_accuse: bool,
    /// The moves the viewer may make now, each with its legal targets.
    pub moves: Vec<Move>,
    /// The kinds of `moves` that depend on the viewer's card (only a spy guesses; with 2
    /// or 3 players only a non-spy accuses): a client offers them only while its owner is
    /// looking at their card, so that with the card hidden a spy's phone and anyone
    /// else's look the same. Empty once the spy is known to all.
    pub card_moves: Vec<MoveKind>,
    /// The viewer's vote on the open ballot, if cast.
    pub my_vote: Option<bool>,
    /// Team mode: `captain` or `agent`.
    pub team_role: Option<TeamRole>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TeamRole {
    Captain,
    Agent,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct ClockView {
    /// Whether the clock is counting down now; while `false`, `remaining_ms` stands still.
    pub running: bool,
    /// When time runs out, while the clock runs.
    pub deadline: Option<DateTime<Utc>>,
    /// Milliseconds left on the round clock when the view was built (the room view's
    /// `now`); never below 0.
    pub remaining_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct VoteView {
    /// The player put to the vote, who does not vote on it.
    pub suspect_id: PlayerId,
    /// `null` in final voting.
    pub accuser_id: Option<PlayerId>,
    /// Every ballot cast so far, in order: votes are public, as a show of hands.
    /// The accuser's implied yes is the first.
    pub ballots: Vec<VoteCast>,
    /// Yes votes cast so far, the accuser's implied yes included.
    pub yes_count: usize,
    /// How many players vote: everyone still at the table except the suspect.
    pub voters_total: usize,
    /// Who has not voted yet, in seat order: at the deadline their ballots count as no.
    pub waiting_for: Vec<PlayerId>,
    /// When the vote closes (RFC 3339, UTC); missing ballots then count as no. While the
    /// round is paused (`round.paused`) it is as it stood, and moves later by the pause's
    /// length when the round resumes.
    pub deadline: DateTime<Utc>,
}

/// One player's vote on a ballot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct VoteCast {
    /// The player who voted.
    pub player_id: PlayerId,
    /// Their vote: `true` for yes, `false` for no.
    pub yes: bool,
}

/// Final voting's order: everyone put to the vote so far and still to come.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct FinalVotingView {
    /// The whole order, from the dealer clockwise, without players who left.
    pub order: Vec<PlayerId>,
    /// Who is being voted on now.
    pub current_suspect_id: Option<PlayerId>,
    /// Who comes next, in order.
    pub next_suspect_ids: Vec<PlayerId>,
}

/// A card: `{spy: true}` or `{spy: false, location: {id, name}, role}`; the viewer's own
/// during a round, every card in a finished round's record.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct MyCard {
    /// Whether this is a spy card.
    pub spy: bool,
    /// The location on the card, as `{id, name}`; absent on a spy card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Candidate>,
    /// Absent for the spy; `null` when the room plays without roles.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub role: Option<Option<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct QuestionView {
    /// The player who asked.
    pub asker_id: PlayerId,
    /// The player asked, who answered and then had the turn (in team mode the captain
    /// keeps it).
    pub target_id: PlayerId,
    /// When the question was recorded (RFC 3339, UTC).
    pub at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct AccusationView {
    /// The player who made the accusation; their yes is implied.
    pub accuser_id: Option<PlayerId>,
    /// The player put up for the vote.
    pub suspect_id: PlayerId,
    /// When the vote opened and the clock stopped (RFC 3339, UTC).
    pub opened_at: DateTime<Utc>,
    /// The ballots cast on it, in order.
    pub votes: Vec<VoteCast>,
    /// `null` while open; then whether the vote was unanimous.
    pub unanimous: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RevealView {
    /// The player who proposed revealing the middle card.
    pub proposed_by: PlayerId,
    /// The other players who have agreed so far, in the order they answered.
    pub agreed: Vec<PlayerId>,
    /// Who has not answered yet, in seat order.
    pub waiting_for: Vec<PlayerId>,
    /// When a missing answer counts as a refusal and the proposal lapses.
    pub deadline: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TeamView {
    /// As dealt: the first captain's location got the extra agent card.
    pub captains: [PlayerId; 2],
    /// The captains in the order they act, first captain first; `null` until one of them
    /// has chosen.
    pub order: Option<[PlayerId; 2]>,
    /// The captains who may say who acts first, until one does: both.
    pub choosing_first_captain: Vec<PlayerId>,
    /// The current cycle of questions and picks, from 1.
    pub cycle: u32,
    /// The agents no captain has picked yet, in seat order.
    pub unpicked_agents: Vec<PlayerId>,
    /// Agents the acting captain has asked in this cycle.
    pub asked_this_cycle: Vec<PlayerId>,
    /// Every pick so far, in the order made.
    pub picks: Vec<PickView>,
    /// The captains who refused to pick and are done for the round.
    pub refused: Vec<PlayerId>,
    /// When the spy's time to name the two locations runs out (RFC 3339, UTC): no guess
    /// by then counts as two wrong guesses. `null` until the spy is to guess.
    pub guess_deadline: Option<DateTime<Utc>>,
    /// While the spy guesses: whose location the first and the second
    /// guess name, in the order of `guess_team_locations`' `locations`.
    pub guess_for: Option<[PlayerId; 2]>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct PickView {
    /// The captain who picked.
    pub captain_id: PlayerId,
    /// The agent picked for that captain's team.
    pub agent_id: PlayerId,
}

/// The round as `viewer` may see it at `now`.
pub fn round_view(round: &Round, viewer: PlayerId, now: Millis) -> RoundView {
    let ballot = round.open_ballot();
    RoundView {
        number: round.number,
        phase: round.phase,
        situation: round.situation(),
        variant: round.variant,
        dealer_id: round.dealer,
        turn_player_id: round.turn,
        last_asker_id: round.last_asker,
        clock: ClockView {
            running: round.clock.running(),
            deadline: round.clock.deadline().map(time),
            remaining_ms: round.clock.remaining_at(now),
        },
        paused: round.paused.as_ref().map(|p| PauseView {
            reason: p.reason.clone(),
            player_id: p.by,
            since: time(p.at),
        }),
        vote: ballot.map(|b| VoteView {
            suspect_id: b.suspect,
            accuser_id: b.accuser,
            ballots: votes_cast(b),
            yes_count: b.votes.iter().filter(|(_, yes)| *yes).count(),
            voters_total: voters_total(round, b.suspect),
            waiting_for: missing_voters(round, b),
            deadline: time(b.deadline),
        }),
        final_voting: (round.phase == Phase::FinalVoting).then(|| final_voting(round)),
        my_card: round.seat_of(viewer).map(|_| my_card(round, viewer)),
        questions: round
            .questions
            .iter()
            .map(|q: &Question| QuestionView {
                asker_id: q.asker,
                target_id: q.target,
                at: time(q.at),
            })
            .collect(),
        accusations: round
            .accusations
            .iter()
            .map(|a| AccusationView {
                accuser_id: a.accuser,
                suspect_id: a.suspect,
                opened_at: time(a.opened_at),
                votes: votes_cast(a),
                unanimous: a.unanimous,
            })
            .collect(),
        reveal_proposal: round.reveal.as_ref().map(|r| RevealView {
            proposed_by: r.by,
            agreed: r.agreed.clone(),
            waiting_for: (round.seats.iter().copied())
                .filter(|&p| p != r.by && !r.agreed.contains(&p) && round.present(p))
                .collect(),
            deadline: time(r.lapses_at(round.rules.vote_timeout_ms)),
        }),
        team: round.team.as_ref().map(|t| TeamView {
            captains: t.captains,
            order: t.order,
            choosing_first_captain: match t.order {
                None if !round.is_over() => t.captains.to_vec(),
                _ => Vec::new(),
            },
            cycle: t.cycle,
            unpicked_agents: unpicked_agents(round),
            asked_this_cycle: t.asked.clone(),
            picks: t
                .picks
                .iter()
                .map(|&(captain_id, agent_id)| PickView {
                    captain_id,
                    agent_id,
                })
                .collect(),
            refused: t.refused.clone(),
            guess_deadline: t.guess_deadline.map(time),
            guess_for: t.guess_for,
        }),
        log: round
            .log
            .iter()
            .map(|l| LogEntry {
                at: time(l.at),
                event: l.event.clone(),
            })
            .collect(),
        result: round.result.as_ref().map(|r| record(round, r)),
    }
}

pub(crate) fn votes_cast(ballot: &Ballot) -> Vec<VoteCast> {
    ballot
        .votes
        .iter()
        .map(|&(player_id, yes)| VoteCast { player_id, yes })
        .collect()
}

fn final_voting(round: &Round) -> FinalVotingView {
    let open = round.open_ballot().map(|b| b.suspect);
    FinalVotingView {
        order: round
            .final_ballots
            .iter()
            .map(|b| b.suspect)
            .chain(round.final_queue.iter().copied())
            .filter(|&p| round.present(p))
            .collect(),
        current_suspect_id: open,
        next_suspect_ids: round.final_queue.clone(),
    }
}

/// The viewer's own part.
pub fn private_view(round: &Round, viewer: PlayerId) -> PrivateView {
    let moves = allowed(round, viewer);
    PrivateView {
        may_accuse: moves.iter().any(|m| matches!(m, Move::Accuse { .. })),
        card_moves: card_bound(round, &moves),
        moves,
        my_vote: round.open_ballot().and_then(|b| {
            b.votes
                .iter()
                .find(|(v, _)| *v == viewer)
                .map(|(_, yes)| *yes)
        }),
        team_role: round.team.as_ref().map(|t| {
            if t.is_captain(viewer) {
                TeamRole::Captain
            } else {
                TeamRole::Agent
            }
        }),
    }
}

/// The viewer's card as they see it.
pub fn my_card(round: &Round, viewer: PlayerId) -> MyCard {
    card_view(round, round.card_of(viewer), round.rules.show_roles)
}

/// A card as a client shows it: the spy card, or a location as `{id, name}` with its role
/// (`null` when `roles` are not shown, or the location was made without roles).
pub fn card_view(round: &Round, card: Option<&Card>, roles: bool) -> MyCard {
    match card {
        Some(Card::Location { location, role }) => MyCard {
            spy: false,
            location: Some(location_ref(round, location)),
            role: Some((roles && !role.is_empty()).then(|| role.clone())),
        },
        _ => MyCard {
            spy: true,
            location: None,
            role: None,
        },
    }
}

/// A location of the round as `{id, name}`.
pub fn location_ref(round: &Round, id: &LocationId) -> Candidate {
    Candidate {
        id: id.clone(),
        name: round.location_name(id).unwrap_or_default().to_string(),
    }
}

/// Whether `phase` shows who the spy is by the rules themselves: the spy reveals to name
/// the locations in team mode, and everything shows once the round ends.
pub fn spy_revealed(phase: Phase) -> bool {
    matches!(phase, Phase::TeamSpyGuess | Phase::Over)
}
