//! Final voting (R-6.2, `time_travel`): when time is up, players are put to a vote one at a
//! time, from the dealer clockwise. Everyone but the suspect votes; the first unanimous
//! vote ends the round. If no vote is unanimous, the spy wins. Timeouts as in.

use super::accusations::{all_yes, missing_voters};
use super::round::{Ballot, Event, Phase, Round};
use super::scoring::Outcome;
use super::types::{Millis, PlayerId};

/// Starts final voting at `at`: the queue is every dealt player, dealer first.
pub fn begin(round: &mut Round, at: Millis, events: &mut Vec<Event>) {
    let n = round.seats.len();
    let dealer_seat = round.seat_of(round.dealer).unwrap_or(0);
    round.final_queue = (0..n)
        .map(|i| round.seats[(dealer_seat + i) % n])
        .filter(|&p| round.present(p))
        .collect();
    round.phase = Phase::FinalVoting;
    round.turn = None;
    open_next(round, at, events);
}

/// Closes the open final vote on one no, or when every present voter said yes.
pub fn settle(round: &mut Round, now: Millis, events: &mut Vec<Event>) {
    let Some(ballot) = round.open_ballot() else {
        return;
    };
    if ballot.votes.iter().any(|(_, yes)| !yes) {
        close(round, false, Vec::new(), now, events);
    } else if all_yes(round, ballot) {
        close(round, true, Vec::new(), now, events);
    }
}

/// The step's timeout passed: its missing ballots count as no.
pub fn time_out(round: &mut Round, at: Millis, events: &mut Vec<Event>) {
    let missing = (round.open_ballot())
        .map(|b| missing_voters(round, b))
        .unwrap_or_default();
    close(round, false, missing, at, events);
}

fn close(
    round: &mut Round,
    unanimous: bool,
    missing: Vec<PlayerId>,
    at: Millis,
    events: &mut Vec<Event>,
) {
    let Some(ballot) = round.open_ballot_mut() else {
        return;
    };
    ballot.closed_at = Some(at);
    ballot.unanimous = Some(unanimous);
    let suspect = ballot.suspect;
    if unanimous {
        let spy = round.is_spy(suspect);
        round.finish(Outcome::Convicted { suspect, spy }, at, events);
    } else {
        events.push(Event::VoteFailed { suspect, missing });
        open_next(round, at, events);
    }
}

fn open_next(round: &mut Round, at: Millis, events: &mut Vec<Event>) {
    if round.final_queue.is_empty() {
        round.finish(Outcome::NoConviction, at, events);
        return;
    }
    let suspect = round.final_queue.remove(0);
    round.final_ballots.push(Ballot {
        suspect,
        accuser: None,
        votes: Vec::new(),
        opened_at: at,
        deadline: at + round.rules.vote_timeout_ms,
        closed_at: None,
        unanimous: None,
    });
    events.push(Event::FinalVoteOpened { suspect });
}
