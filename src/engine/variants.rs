//! The 2- and 3-player variants of `time_travel`: one card lies face down in
//! the middle, so the spy may be nobody at the table. An accusation is an immediate reveal;
//! the spy cannot accuse; revealing the middle card needs every other player to agree
//! before the vote timeout; the spy may still guess meanwhile.

use super::error::ActionError;
use super::round::{Event, Phase, RevealProposal, Round};
use super::scoring::Outcome;
use super::types::{Millis, PlayerId};

fn require_playing(round: &Round) -> Result<(), ActionError> {
    match round.phase {
        Phase::Playing if round.reveal.is_none() => Ok(()),
        Phase::Playing => Err(ActionError::RevealPending),
        _ => Err(ActionError::WrongPhase),
    }
}

/// the accused reveals their card at once; no vote.
pub fn accuse(
    round: &mut Round,
    accuser: PlayerId,
    suspect: PlayerId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if round.is_spy(accuser) {
        return Err(ActionError::SpyCannotAccuse);
    }
    require_playing(round)?;
    if suspect == accuser {
        return Err(ActionError::CannotAccuseYourself);
    }
    if round.seat_of(suspect).is_none() {
        return Err(ActionError::UnknownPlayer);
    }
    let spy = round.is_spy(suspect);
    events.push(Event::AccusationOpened { accuser, suspect });
    round.finish(
        Outcome::AccusedRevealed {
            accuser,
            accused: suspect,
            spy,
        },
        now,
        events,
    );
    Ok(())
}

/// any player may propose, once per round, to reveal the middle card.
pub fn propose_reveal(
    round: &mut Round,
    by: PlayerId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    require_playing(round)?;
    if round.reveals_refused.iter().any(|r| r.by == by) {
        return Err(ActionError::AlreadyProposedThisRound);
    }
    round.reveal = Some(RevealProposal {
        by,
        agreed: Vec::new(),
        at: now,
        deadline: Some(now + round.rules.vote_timeout_ms),
    });
    events.push(Event::RevealProposed { by });
    Ok(())
}

/// Every other player answers; one refusal lets the round go on at once (Decision: nothing
/// is left to wait for), all agreeing reveals.
pub fn answer_reveal(
    round: &mut Round,
    actor: PlayerId,
    agree: bool,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if round.phase != Phase::Playing {
        return Err(ActionError::WrongPhase);
    }
    let others = round.seats.len() - 1;
    let proposal = round.reveal.as_mut().ok_or(ActionError::NoRevealProposal)?;
    if proposal.by == actor || proposal.agreed.contains(&actor) {
        return Err(ActionError::AlreadyAnswered);
    }
    if !agree {
        if let Some(refused) = round.reveal.take() {
            round.reveals_refused.push(refused);
        }
        events.push(Event::RevealRefused { by: actor });
        return Ok(());
    }
    proposal.agreed.push(actor);
    events.push(Event::RevealAgreed { by: actor });
    if proposal.agreed.len() >= others {
        let spy_card = round.middle.as_ref().is_some_and(|c| c.is_spy());
        round.finish(Outcome::MiddleRevealed { spy_card }, now, events);
    }
    Ok(())
}

/// the vote timeout passed before every other player agreed; the missing answers
/// are refusals and the round goes on.
pub fn reveal_expired(round: &mut Round, _at: Millis, events: &mut Vec<Event>) {
    if let Some(expired) = round.reveal.take() {
        events.push(Event::RevealExpired { by: expired.by });
        round.reveals_refused.push(expired);
    }
}
