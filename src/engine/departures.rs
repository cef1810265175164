//! A player leaving the table during a round. RULES.md is silent; the decision
//! (docs/rules-decisions.md): if a spy leaves, or anyone leaves a 2-player, 3-player or
//! team round, the round is called off without points. Otherwise the round goes on
//! without them: the turn passes on, votes stop waiting for them, final voting skips them.

use super::accusations;
use super::final_voting;
use super::round::{Event, Phase, Round};
use super::scoring::Outcome;
use super::types::{Millis, PlayerId, Variant};

/// Records that `player` left at `now`; false when that changes nothing (not dealt in,
/// already gone, or the round is over).
pub fn leave(round: &mut Round, player: PlayerId, now: Millis, events: &mut Vec<Event>) -> bool {
    if round.is_over() || round.seat_of(player).is_none() || round.absent.contains(&player) {
        return false;
    }
    round.absent.push(player);
    events.push(Event::PlayerLeft { player });
    if round.variant != Variant::Standard || round.is_spy(player) {
        round.finish(Outcome::Voided, now, events);
        return true;
    }
    if round.turn == Some(player) {
        round.turn = next_present_after(round, player);
        round.last_asker = None;
    }
    if round.last_asker == Some(player) {
        round.last_asker = None;
    }
    round.final_queue.retain(|&p| p != player);
    let suspect_left = round.open_ballot().is_some_and(|b| b.suspect == player);
    match round.phase {
        Phase::Voting if suspect_left => accusations::time_out(round, now, events),
        Phase::Voting => accusations::settle(round, now, events),
        Phase::FinalVoting if suspect_left => final_voting::time_out(round, now, events),
        Phase::FinalVoting => final_voting::settle(round, now, events),
        _ => {}
    }
    true
}

/// The next player clockwise after `player` who is still at the table.
fn next_present_after(round: &Round, player: PlayerId) -> Option<PlayerId> {
    let n = round.seats.len();
    let at = round.seat_of(player)?;
    (1..n)
        .map(|step| round.seats[(at + step) % n])
        .find(|p| !round.absent.contains(p))
}
