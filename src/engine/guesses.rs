//! The spy's guess: while the clock runs and no vote is open, the spy reveals
//! themselves and names one candidate location; the round ends at once.

use super::error::ActionError;
use super::round::{Event, Phase, Round};
use super::scoring::Outcome;
use super::types::{LocationId, Millis, PlayerId};

pub fn guess(
    round: &mut Round,
    actor: PlayerId,
    location: &LocationId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    // Only the actor's own card decides this error, so it tells nobody anything new.
    if round.spy() != Some(actor) {
        return Err(ActionError::NotTheSpy);
    }
    match round.phase {
        Phase::Playing => {}
        // no guess while the clock is stopped or during final voting.
        Phase::Voting | Phase::FinalVoting => {
            return Err(ActionError::SpyCannotGuessWhileClockStopped);
        }
        _ => return Err(ActionError::WrongPhase),
    }
    if round.reveal.is_some() {
        return Err(ActionError::RevealPending);
    }
    if !round.is_candidate(location) {
        return Err(ActionError::UnknownLocation);
    }
    let correct = round.locations.first() == Some(location);
    round.finish(
        Outcome::SpyGuessed {
            location: location.clone(),
            correct,
        },
        now,
        events,
    );
    Ok(())
}
