//! A pause the host calls ("Pizza is here"): a decision that extends, written in
//! docs/rules-decisions.md. While a round is paused every clock stands still (the round
//! clock, an open ballot's, a reveal proposal's, the team spy's time to guess) and no
//! move is accepted; leaving, a removal and calling the round off still are. Resuming
//! moves every deadline later by however long the pause lasted, so nobody loses a second
//! to the pizza.

use serde::{Deserialize, Serialize};

use super::error::ActionError;
use super::round::{Event, Round};
use super::types::{Millis, PlayerId};

/// The longest reason a pause may give, in characters: a line on a phone and a TV.
pub const MAX_REASON_CHARS: usize = 100;

/// A pause in force.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    /// What the host said, if anything ("Pizza is here").
    pub reason: Option<String>,
    pub by: PlayerId,
    pub at: Millis,
    /// Whether the round clock was running when the pause began (a vote stops it).
    pub clock_was_running: bool,
}

/// A reason refused: too long, or with a character no screen should show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadReason;

/// A pause's reason as kept: trimmed, `None` when empty; `Err` when over
/// `MAX_REASON_CHARS` characters or holding a control character or a bidirectional
/// override (which would turn the text around on every screen).
pub fn reason(raw: Option<&str>) -> Result<Option<String>, BadReason> {
    let text = raw.map(str::trim).unwrap_or_default();
    let bidi = |c: char| matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if text.chars().count() > MAX_REASON_CHARS || text.chars().any(|c| c.is_control() || bidi(c)) {
        return Err(BadReason);
    }
    Ok((!text.is_empty()).then(|| text.to_string()))
}

impl Round {
    /// Whether a pause is in force.
    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    /// `by` pauses the round at `now`, after whatever time alone caused by then.
    pub fn pause(
        &self,
        by: PlayerId,
        reason: Option<String>,
        now: Millis,
    ) -> Result<(Round, Vec<Event>), ActionError> {
        self.change_at(now, |round, now, events| {
            if round.is_paused() {
                return Err(ActionError::RoundPaused);
            }
            let clock_was_running = round.clock.running();
            round.clock.stop(now);
            events.push(Event::RoundPaused {
                by,
                reason: reason.clone(),
            });
            round.paused = Some(Pause {
                reason,
                by,
                at: now,
                clock_was_running,
            });
            Ok(())
        })
    }

    /// `by` resumes the paused round at `now`: every clock runs again from where it stood.
    pub fn resume(&self, by: PlayerId, now: Millis) -> Result<(Round, Vec<Event>), ActionError> {
        self.change_at(now, |round, now, events| {
            let pause = round.paused.take().ok_or(ActionError::RoundNotPaused)?;
            shift_deadlines(round, now - pause.at);
            if pause.clock_was_running {
                round.clock.start(now);
            }
            events.push(Event::RoundResumed { by });
            Ok(())
        })
    }
}

/// Every deadline but the round clock's (which stopped) moves `by` later.
fn shift_deadlines(round: &mut Round, by: Millis) {
    let vote_timeout = round.rules.vote_timeout_ms;
    if let Some(ballot) = round.open_ballot_mut() {
        ballot.deadline += by;
    }
    if let Some(reveal) = round.reveal.as_mut() {
        reveal.deadline = Some(reveal.lapses_at(vote_timeout) + by);
    }
    if let Some(deadline) = round.team.as_mut().and_then(|t| t.guess_deadline.as_mut()) {
        *deadline += by;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_is_trimmed_and_bounded() {
        assert_eq!(reason(None), Ok(None));
        assert_eq!(reason(Some("   ")), Ok(None));
        assert_eq!(reason(Some(" Pizza ")), Ok(Some("Pizza".into())));
        let long = "é".repeat(MAX_REASON_CHARS);
        assert_eq!(reason(Some(&long)), Ok(Some(long.clone())));
        assert_eq!(reason(Some(&format!("{long}x"))), Err(BadReason));
        assert_eq!(reason(Some("a\u{7}b")), Err(BadReason));
        assert_eq!(reason(Some("\u{202e}abc")), Err(BadReason));
    }
}
