//! The spy's guess: while the clock runs and no vote is open, the spy reveals
//! themselves and names one candidate location; the round ends at once. With two spies,
//! either may guess. A location played earlier in the game cannot be right and is
//! refused, leaving the spy free to guess again. An open proposal to reveal the
//! middle card does not stop the guess.

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
    if !round.is_spy(actor) {
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
    if !round.is_candidate(location) {
        return Err(ActionError::UnknownLocation);
    }
    if round.is_used(location) {
        return Err(ActionError::LocationAlreadyUsed);
    }
    let correct = round.locations.first() == Some(location);
    events.push(Event::SpyGuessed {
        by: actor,
        location_id: location.clone(),
        correct,
    });
    round.finish(
        Outcome::SpyGuessed {
            location: location.clone(),
            correct,
            by: Some(actor),
        },
        now,
        events,
    );
    Ok(())
}
