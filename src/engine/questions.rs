//! Questions: the player whose turn it is asks another; the asked player answers and
//! then has the turn. No asking back the player who just asked you, except in the 2- and
//! 3-player variants.

use super::error::ActionError;
use super::round::{Event, Question, Round};
use super::types::{Millis, PlayerId, Variant};

pub fn ask(
    round: &mut Round,
    asker: PlayerId,
    target: PlayerId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    round.require_open_play()?;
    if round.turn != Some(asker) {
        return Err(ActionError::NotYourTurn);
    }
    if target == asker {
        return Err(ActionError::CannotAskYourself);
    }
    if !round.present(target) {
        return Err(ActionError::UnknownPlayer);
    }
    let retaliation_allowed = matches!(round.variant, Variant::TwoPlayer | Variant::ThreePlayer);
    if !retaliation_allowed && round.last_asker == Some(target) {
        return Err(ActionError::NoRetaliation);
    }
    std::sync::Arc::make_mut(&mut round.questions).push(Question {
        asker,
        target,
        at: now,
    });
    round.turn = Some(target);
    round.last_asker = Some(asker);
    events.push(Event::QuestionAsked { asker, target });
    Ok(())
}
