//! Accusations: while the clock runs, any player, the spy included, may once per
//! round stop it and put another player up for a vote. Everyone but the suspect votes; the
//! accuser's yes is implied. One no ends the vote; all yes indicts the suspect and ends the
//! round. A vote left open past its timeout counts missing votes as no.

use super::error::ActionError;
use super::round::{Ballot, Event, Phase, Round};
use super::scoring::Outcome;
use super::types::{Millis, PlayerId};

pub fn accuse(
    round: &mut Round,
    accuser: PlayerId,
    suspect: PlayerId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    round.require_open_play()?;
    if round.accusations.iter().any(|a| a.accuser == Some(accuser)) {
        return Err(ActionError::AlreadyAccusedThisRound);
    }
    if suspect == accuser {
        return Err(ActionError::CannotAccuseYourself);
    }
    if !round.present(suspect) {
        return Err(ActionError::UnknownPlayer);
    }
    round.clock.stop(now);
    round.accusations.push(Ballot {
        suspect,
        accuser: Some(accuser),
        votes: vec![(accuser, true)],
        opened_at: now,
        deadline: now + round.rules.vote_timeout_ms,
        closed_at: None,
        unanimous: None,
    });
    round.phase = Phase::Voting;
    events.push(Event::AccusationOpened { accuser, suspect });
    // With three players dealt there is one voter besides the accuser; with two the
    // accuser's implied yes is the whole vote (not reachable in standard play).
    settle(round, now, events);
    Ok(())
}

/// A vote on the open ballot: a mid-round accusation, or the current step of final
/// voting, each settled by its own rule.
pub fn vote(
    round: &mut Round,
    voter: PlayerId,
    yes: bool,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let ballot = round.open_ballot_mut().ok_or(ActionError::NoVoteOpen)?;
    cast(ballot, voter, yes)?;
    events.push(Event::VoteCast { voter, yes });
    if round.phase == Phase::FinalVoting {
        super::final_voting::settle(round, now, events);
    } else {
        settle(round, now, events);
    }
    Ok(())
}

/// Records one vote on an open ballot.
pub fn cast(ballot: &mut Ballot, voter: PlayerId, yes: bool) -> Result<(), ActionError> {
    if voter == ballot.suspect {
        return Err(ActionError::SuspectCannotVote);
    }
    if ballot.votes.iter().any(|(v, _)| *v == voter) {
        return Err(ActionError::AlreadyVoted);
    }
    ballot.votes.push((voter, yes));
    Ok(())
}

/// How many vote on `suspect`: every player still at the table but the suspect.
pub fn voters_total(round: &Round, suspect: PlayerId) -> usize {
    round
        .seats
        .iter()
        .filter(|&&p| p != suspect && round.present(p))
        .count()
}

/// The players still at the table, but the suspect, who have not voted on `ballot`.
pub fn missing_voters(round: &Round, ballot: &Ballot) -> Vec<PlayerId> {
    (round.seats.iter().copied())
        .filter(|&p| p != ballot.suspect && round.present(p))
        .filter(|p| !ballot.votes.iter().any(|(v, _)| v == p))
        .collect()
}

/// Whether every player still at the table but the suspect has voted yes on `ballot`.
pub fn all_yes(round: &Round, ballot: &Ballot) -> bool {
    let yes = ballot
        .votes
        .iter()
        .filter(|(v, yes)| *yes && round.present(*v))
        .count();
    yes >= voters_total(round, ballot.suspect)
}

/// Closes the open accusation if one no was cast or every vote is yes.
pub fn settle(round: &mut Round, now: Millis, events: &mut Vec<Event>) {
    let Some(ballot) = round.open_ballot() else {
        return;
    };
    let unanimous = all_yes(round, ballot);
    let Some(ballot) = round.open_ballot_mut() else {
        return;
    };
    if ballot.votes.iter().any(|(_, yes)| !yes) {
        close_failed(round, false, now, events);
    } else if unanimous {
        ballot.closed_at = Some(now);
        ballot.unanimous = Some(true);
        let suspect = ballot.suspect;
        let accuser = ballot.accuser.unwrap_or(suspect);
        let spy = round.is_spy(suspect);
        round.finish(
            Outcome::Indicted {
                suspect,
                accuser,
                spy,
            },
            now,
            events,
        );
    }
}

/// The vote's timeout passed: missing votes are no.
pub fn time_out(round: &mut Round, at: Millis, events: &mut Vec<Event>) {
    close_failed(round, true, at, events);
}

/// the vote fails; the clock restarts where it stopped and play goes on. The event
/// names the missing ballots when the timeout failed it.
fn close_failed(round: &mut Round, timed_out: bool, at: Millis, events: &mut Vec<Event>) {
    let missing = match round.open_ballot() {
        Some(ballot) if timed_out => missing_voters(round, ballot),
        _ => Vec::new(),
    };
    let Some(ballot) = round.open_ballot_mut() else {
        return;
    };
    ballot.closed_at = Some(at);
    ballot.unanimous = Some(false);
    let suspect = ballot.suspect;
    round.phase = Phase::Playing;
    round.clock.start(at);
    events.push(Event::VoteFailed { suspect, missing });
}
