//! Team mode (R-10, `time_travel`, 7 to 12 players): two captains, each with their own
//! location, question the agents and pick them for their teams; one agent is the spy.
//!
//! A cycle: the first captain asks each unpicked agent one question, then the second does;
//! then, first captain first, each picks one unpicked agent or refuses (and is done for
//! the round). Cycles repeat while agents are unpicked and a captain still picks. Picking
//! the spy ends the cycles; then, or when they end otherwise, the spy names both locations.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::error::ActionError;
use super::round::{Event, Phase, Question, Round};
use super::scoring::Outcome;
use super::types::{LocationId, Millis, PlayerId};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct TeamRound {
    /// The captains as dealt: `locations[i]` of the round is `captains[i]`'s.
    pub captains: [PlayerId; 2],
    /// Who acts first and second, as the captains decided.
    pub order: Option<[PlayerId; 2]>,
    pub cycle: u32,
    /// Index into `order` of the captain acting now.
    pub acting: usize,
    /// Agents the acting captain has asked in this cycle.
    pub asked: Vec<PlayerId>,
    /// (captain, agent) in the order picked.
    pub picks: Vec<(PlayerId, PlayerId)>,
    /// Captains who refused to pick and are done for the round.
    pub refused: Vec<PlayerId>,
    pub spy_picked_by: Option<PlayerId>,
    /// Whose location the spy's first and second guesses are for.
    pub guess_for: Option<[PlayerId; 2]>,
    pub guess_deadline: Option<Millis>,
}

impl TeamRound {
    pub fn new(captains: [PlayerId; 2]) -> Self {
        TeamRound {
            captains,
            order: None,
            cycle: 1,
            acting: 0,
            asked: Vec::new(),
            picks: Vec::new(),
            refused: Vec::new(),
            spy_picked_by: None,
            guess_for: None,
            guess_deadline: None,
        }
    }

    pub fn is_captain(&self, p: PlayerId) -> bool {
        self.captains.contains(&p)
    }

    pub fn acting_captain(&self) -> Option<PlayerId> {
        self.order.map(|o| o[self.acting])
    }

    fn still_picking(&self, captain: PlayerId) -> bool {
        !self.refused.contains(&captain)
    }
}

/// The agents no captain has picked yet, in seat order.
pub fn unpicked_agents(round: &Round) -> Vec<PlayerId> {
    let Some(team) = &round.team else {
        return Vec::new();
    };
    round
        .seats
        .iter()
        .copied()
        .filter(|p| !team.is_captain(*p) && !team.picks.iter().any(|(_, a)| a == p))
        .collect()
}

fn team_mut(round: &mut Round) -> Result<&mut TeamRound, ActionError> {
    round.team.as_mut().ok_or(ActionError::NotInThisVariant)
}

pub fn choose_first_captain(
    round: &mut Round,
    actor: PlayerId,
    captain: PlayerId,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let team = team_mut(round)?;
    if !team.is_captain(actor) {
        return Err(ActionError::NotACaptain);
    }
    if team.order.is_some() {
        return Err(ActionError::FirstCaptainAlreadyChosen);
    }
    if !team.is_captain(captain) {
        return Err(ActionError::NotACaptain);
    }
    let other = if team.captains[0] == captain {
        team.captains[1]
    } else {
        team.captains[0]
    };
    team.order = Some([captain, other]);
    team.acting = 0;
    round.turn = Some(captain);
    events.push(Event::FirstCaptainChosen { captain });
    Ok(())
}

/// A captain's question to an unpicked agent.
pub fn ask(
    round: &mut Round,
    actor: PlayerId,
    target: PlayerId,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let unpicked = unpicked_agents(round);
    let team = team_mut(round)?;
    if !team.is_captain(actor) {
        return Err(ActionError::NotACaptain);
    }
    if team.order.is_none() {
        return Err(ActionError::FirstCaptainNotChosen);
    }
    if round.phase != Phase::TeamQuestions {
        return Err(ActionError::WrongPhase);
    }
    let team = team_mut(round)?;
    if team.acting_captain() != Some(actor) {
        return Err(ActionError::NotYourTurn);
    }
    if !unpicked.contains(&target) {
        return Err(ActionError::NotAnUnpickedAgent);
    }
    if team.asked.contains(&target) {
        return Err(ActionError::AlreadyAskedThisCycle);
    }
    team.asked.push(target);
    let done_asking = unpicked.iter().all(|a| team.asked.contains(a));
    std::sync::Arc::make_mut(&mut round.questions).push(Question {
        asker: actor,
        target,
        at: now,
    });
    events.push(Event::QuestionAsked {
        asker: actor,
        target,
    });
    if done_asking {
        let team = team_mut(round)?;
        team.asked.clear();
        let next = team.acting + 1;
        match team.order.filter(|_| next < 2).map(|o| o[next]) {
            Some(second) if team.still_picking(second) => team.acting = next,
            _ => {
                team.acting = first_still_picking(team);
                round.phase = Phase::TeamPicking;
            }
        }
        round.turn = round.team.as_ref().and_then(TeamRound::acting_captain);
    }
    Ok(())
}

/// A captain picks an agent (`Some`) or refuses (`None`).
pub fn pick(
    round: &mut Round,
    actor: PlayerId,
    agent: Option<PlayerId>,
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let unpicked = unpicked_agents(round);
    let picked_spy = agent.is_some_and(|a| round.is_spy(a));
    let team = team_mut(round)?;
    if !team.is_captain(actor) {
        return Err(ActionError::NotACaptain);
    }
    if round.phase != Phase::TeamPicking {
        return Err(ActionError::WrongPhase);
    }
    let team = team_mut(round)?;
    if team.acting_captain() != Some(actor) {
        return Err(ActionError::NotYourTurn);
    }
    match agent {
        Some(agent) => {
            if !unpicked.contains(&agent) {
                return Err(ActionError::NotAnUnpickedAgent);
            }
            team.picks.push((actor, agent));
            events.push(Event::AgentPicked {
                captain: actor,
                agent,
            });
            if picked_spy {
                team.spy_picked_by = Some(actor);
                let other = if team.captains[0] == actor {
                    team.captains[1]
                } else {
                    team.captains[0]
                };
                begin_spy_guess(round, [actor, other], now);
                return Ok(());
            }
        }
        None => {
            team.refused.push(actor);
            events.push(Event::PickRefused { captain: actor });
        }
    }
    let remaining = unpicked.len() - usize::from(agent.is_some());
    let team = team_mut(round)?;
    let next = team.acting + 1;
    let second_picks = team
        .order
        .filter(|_| next < 2)
        .is_some_and(|o| team.still_picking(o[next]));
    if second_picks && remaining > 0 {
        team.acting = next;
    } else if remaining > 0
        && team
            .order
            .is_some_and(|o| o.iter().any(|c| team.still_picking(*c)))
    {
        team.cycle += 1;
        team.acting = first_still_picking(team);
        round.phase = Phase::TeamQuestions;
    } else {
        let order = team.order.unwrap_or(team.captains);
        begin_spy_guess(round, order, now);
        return Ok(());
    }
    round.turn = round.team.as_ref().and_then(TeamRound::acting_captain);
    Ok(())
}

fn first_still_picking(team: &TeamRound) -> usize {
    match team.order {
        Some(o) if !team.still_picking(o[0]) => 1,
        _ => 0,
    }
}

/// The spy now names both locations; `guess_for` says whose location each guess is for.
fn begin_spy_guess(round: &mut Round, guess_for: [PlayerId; 2], now: Millis) {
    round.clock.stop(now);
    round.phase = Phase::TeamSpyGuess;
    round.turn = round.spies().first().copied();
    let deadline = now + round.rules.vote_timeout_ms;
    if let Some(team) = round.team.as_mut() {
        team.guess_for = Some(guess_for);
        team.guess_deadline = Some(deadline);
    }
}

/// time ran out with the spy unpicked.
pub fn time_up(round: &mut Round, at: Millis) {
    let order = round
        .team
        .as_ref()
        .map(|t| t.order.unwrap_or(t.captains))
        .unwrap_or_default();
    begin_spy_guess(round, order, at);
}

pub fn guess_locations(
    round: &mut Round,
    actor: PlayerId,
    guesses: &[LocationId; 2],
    now: Millis,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if !round.is_spy(actor) {
        return Err(ActionError::NotTheSpy);
    }
    if round.phase != Phase::TeamSpyGuess {
        return Err(ActionError::WrongPhase);
    }
    if guesses.iter().any(|g| !round.is_candidate(g)) {
        return Err(ActionError::UnknownLocation);
    }
    if guesses.iter().any(|g| round.is_used(g)) {
        return Err(ActionError::LocationAlreadyUsed);
    }
    let outcome = team_outcome(round, Some(guesses.clone()));
    events.push(Event::TeamLocationsGuessed {
        by: Some(actor),
        location_ids: guesses.to_vec(),
    });
    round.finish(outcome, now, events);
    Ok(())
}

/// The spy did not guess in time: both guesses count as wrong.
pub fn guess_timed_out(round: &mut Round, at: Millis, events: &mut Vec<Event>) {
    let outcome = team_outcome(round, None);
    events.push(Event::TeamLocationsGuessed {
        by: None,
        location_ids: Vec::new(),
    });
    round.finish(outcome, at, events);
}

fn team_outcome(round: &Round, guesses: Option<[LocationId; 2]>) -> Outcome {
    let team = round.team.as_ref();
    let guess_for = team.and_then(|t| t.guess_for).unwrap_or_default();
    let location_of = |captain: PlayerId| {
        team.and_then(|t| t.captains.iter().position(|&c| c == captain))
            .and_then(|i| round.locations.get(i))
    };
    let correct = match &guesses {
        Some(g) => [0, 1].map(|i| location_of(guess_for[i]) == Some(&g[i])),
        None => [false, false],
    };
    Outcome::Team {
        spy_picked_by: team.and_then(|t| t.spy_picked_by),
        guesses,
        correct,
    }
}

/// the captains of the next team round, chosen at the deal among the
/// players seated then: the first two in seat order who have not captained in the current
/// pass (`captained` lists the pairs of the rounds dealt so far). `None` once every seated
/// player has captained `passes` times: the game is over. A pass with one player left
/// pairs them with the first other seat, who captains one extra time (Decision). Players
/// who joined take their turn; players who left are no longer in `seats`.
pub fn next_captains(
    seats: &[PlayerId],
    captained: &[[PlayerId; 2]],
    passes: u32,
) -> Option<[PlayerId; 2]> {
    let times = |p: PlayerId| captained.iter().flatten().filter(|&&c| c == p).count();
    let pass = seats.iter().map(|&p| times(p)).min()?;
    if pass >= passes as usize {
        return None;
    }
    let mut due = seats.iter().copied().filter(|&p| times(p) == pass);
    let first = due.next()?;
    let second = due
        .next()
        .or_else(|| seats.iter().copied().find(|&p| p != first))?;
    Some([first, second])
}

/// The captain pairs still to come if the same players stay seated: the next round's
/// first. A game's length as far as it is known.
pub fn captain_schedule(
    seats: &[PlayerId],
    captained: &[[PlayerId; 2]],
    passes: u32,
) -> Vec<[PlayerId; 2]> {
    let mut history = captained.to_vec();
    let mut ahead = Vec::new();
    // Every round makes one seated player captain for the pass; this bounds the loop.
    let most = seats.len() * passes as usize + 1;
    while ahead.len() < most {
        let Some(pair) = next_captains(seats, &history, passes) else {
            break;
        };
        history.push(pair);
        ahead.push(pair);
    }
    ahead
}
