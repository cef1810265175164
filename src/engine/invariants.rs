//! What must hold of every round, whatever happened to it: the spy cards the rules deal,
//! points as the rules give them for the recorded outcome, no location in a spy's view,
//! and views that do not depend on where the spy cards the viewer does not hold are. Pure, so that the engine's
//! property tests and the races over HTTP check stored rounds with the same code.

use std::sync::Arc;

use super::moves::{Move, MoveKind};
use super::player_view::{PrivateView, private_view, round_view, spy_revealed};
use super::round::Round;
use super::scoring::Outcome;
use super::types::{Card, Millis, PlayerId, RuleSet, Variant};

/// The first rule a round breaks, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation(pub String);

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), Violation> {
    if ok { Ok(()) } else { Err(Violation(what())) }
}

/// Checks `round` as it stands at `now`.
pub fn check(round: &Round, now: Millis) -> Result<(), Violation> {
    // One spy card among the cards dealt, two with two
    // spies.
    let spies = round
        .hands
        .iter()
        .chain(round.middle.iter())
        .filter(|c| c.is_spy())
        .count();
    let expected = usize::from(round.rules.spies.max(1));
    ensure(spies == expected, || {
        format!("{spies} spy cards were dealt")
    })?;
    ensure(round.hands.len() == round.seats.len(), || {
        "a seat without a card".into()
    })?;
    // The round's location was not played earlier in the game.
    ensure(round.locations.iter().all(|l| !round.is_used(l)), || {
        "the round's location is marked as used".into()
    })?;
    if let Some(team) = &round.team {
        ensure(
            team.captains
                .iter()
                .all(|c| round.card_of(*c).is_some_and(|card| !card.is_spy())),
            || "a captain holds the spy card".into(),
        )?;
    }
    // Points equal what the rules give for the recorded outcome.
    if let Some(result) = &round.result {
        let expected = match &result.outcome {
            Outcome::Team {
                spy_picked_by,
                correct,
                ..
            } => team_points(round, *spy_picked_by, correct)?,
            other => points(round, other),
        };
        let got: Vec<i32> = result.points.iter().map(|(_, p)| *p).collect();
        ensure(got == expected, || {
            format!(
                "{:?} scored {got:?}, the rules give {expected:?}",
                result.outcome
            )
        })?;
    }
    // The public log is in time order, whatever order the changes' requests read the
    // clock in.
    ensure(round.log.windows(2).all(|w| w[0].at <= w[1].at), || {
        "the round's log is out of time order".into()
    })?;
    if spy_revealed(round.phase) {
        return Ok(());
    }
    // A spy's view holds no location.
    for spy in round.spies() {
        let text = serde_json::to_string(&round_view(round, spy, now)).unwrap_or_default();
        for id in round.locations.iter() {
            let name = round.location_name(id).unwrap_or(id.as_str());
            ensure(!text.contains(id.as_str()) && !text.contains(name), || {
                format!("the spy's view names {id}")
            })?;
        }
    }
    // With the card hidden, a phone offers the same moves whatever the card it hides: the
    // moves outside `card_moves`, with their targets (R-2.5; API.md: a phone lying on the
    // table is public).
    for (seat, &viewer) in round.seats.iter().enumerate() {
        let reference = hidden_card_moves(&private_view(round, viewer));
        for flipped in card_flipped(round, seat) {
            ensure(
                hidden_card_moves(&private_view(&flipped, viewer)) == reference,
                || format!("seat {seat}'s moves with the card hidden tell which card it holds"),
            )?;
        }
    }
    // A player's view is the same wherever the spy cards they do not hold are: among the
    // other seats (agents only, in team mode) or in the middle.
    for (seat, &viewer) in round.seats.iter().enumerate() {
        let reference = (round_view(round, viewer, now), private_view(round, viewer));
        for moved in spy_cards_moved(round, seat) {
            let view = (
                round_view(&moved, viewer, now),
                private_view(&moved, viewer),
            );
            ensure(view == reference, || {
                format!("seat {seat}'s view changes when a spy card it does not hold moves")
            })?;
        }
    }
    Ok(())
}

/// The moves a phone shows while its card is hidden.
fn hidden_card_moves(own: &PrivateView) -> Vec<Move> {
    (own.moves.iter())
        .filter(|m| !own.card_moves.contains(&MoveKind::from(*m)))
        .cloned()
        .collect()
}

/// Every round in which `viewer` holds the other kind of card (a spy card for a location
/// card or the other way round), swapped with another seat that is not a captain, or with
/// the middle.
fn card_flipped(round: &Round, viewer: usize) -> Vec<Round> {
    let is_captain = |i: usize| (round.team.as_ref()).is_some_and(|t| t.is_captain(round.seats[i]));
    if is_captain(viewer) {
        return Vec::new();
    }
    let spy = round.hands[viewer].is_spy();
    let mut out = Vec::new();
    for other in (0..round.seats.len()).filter(|&i| !is_captain(i)) {
        if round.hands[other].is_spy() != spy {
            let mut flipped = round.clone();
            Arc::make_mut(&mut flipped.hands).swap(viewer, other);
            out.push(flipped);
        }
    }
    if let Some(middle) = round.middle.as_ref().filter(|m| m.is_spy() != spy) {
        let mut flipped = round.clone();
        let hands = Arc::make_mut(&mut flipped.hands);
        flipped.middle = Some(std::mem::replace(&mut hands[viewer], middle.clone()));
        out.push(flipped);
    }
    out
}

/// Every round that differs from `round` only in where one spy card not held by `viewer`
/// lies: swapped with another seat's location card (not a captain's) or with the middle.
fn spy_cards_moved(round: &Round, viewer: usize) -> Vec<Round> {
    let movable = |i: usize| {
        i != viewer
            && !round.hands[i].is_spy()
            && round
                .team
                .as_ref()
                .is_none_or(|t| !t.is_captain(round.seats[i]))
    };
    let held = (0..round.seats.len()).filter(|&i| i != viewer && round.hands[i].is_spy());
    let mut out = Vec::new();
    for from in held {
        for to in (0..round.seats.len()).filter(|&i| movable(i)) {
            let mut moved = round.clone();
            Arc::make_mut(&mut moved.hands).swap(from, to);
            out.push(moved);
        }
        if let Some(middle) = &round.middle {
            let mut moved = round.clone();
            moved.middle = Some(std::mem::replace(
                &mut Arc::make_mut(&mut moved.hands)[from],
                middle.clone(),
            ));
            out.push(moved);
        }
    }
    if round.middle.as_ref().is_some_and(Card::is_spy) {
        for to in (0..round.seats.len()).filter(|&i| movable(i)) {
            out.extend(with_spy_at(round, Some(to)));
        }
    }
    out
}

/// The round with the (single) spy card moved to `seat`, or into the middle when `None`;
/// `None` when there is no middle card to swap with.
pub fn with_spy_at(round: &Round, seat: Option<usize>) -> Option<Round> {
    let mut moved = round.clone();
    let held = moved.hands.iter().position(Card::is_spy);
    match (held, seat) {
        (Some(from), Some(to)) => Arc::make_mut(&mut moved.hands).swap(from, to),
        (Some(from), None) => {
            let middle = moved.middle.take()?;
            moved.middle = Some(std::mem::replace(
                &mut Arc::make_mut(&mut moved.hands)[from],
                middle,
            ));
        }
        (None, Some(to)) => {
            let middle = moved.middle.take()?;
            moved.middle = Some(std::mem::replace(
                Arc::make_mut(&mut moved.hands).get_mut(to)?,
                middle,
            ));
        }
        (None, None) => {}
    }
    Some(moved)
}

/// What RULES.md gives for a recorded outcome, written out independently of `scoring`:
/// each spy as a single spy would, nothing for players who left.
fn points(round: &Round, outcome: &Outcome) -> Vec<i32> {
    let classic = round.rules.rule_set == RuleSet::Classic;
    let spy_at_table = round.spy_at_table();
    // The bonus is a non-spy's: a spy unmasking the other spy earns nobody one.
    let non_spy = |p: &PlayerId| !round.is_spy(*p);
    let first_accuser = round
        .accusations
        .iter()
        .filter(|a| round.is_spy(a.suspect))
        .filter_map(|a| a.accuser)
        .find(non_spy);
    round
        .seats
        .iter()
        .map(|&p| {
            let is_spy = round.is_spy(p);
            if round.absent.contains(&p) {
                return 0;
            }
            match outcome {
                Outcome::TimeUp | Outcome::NoConviction => 2 * i32::from(is_spy),
                Outcome::Indicted { spy: false, .. } | Outcome::Convicted { spy: false, .. } => {
                    4 * i32::from(is_spy)
                }
                Outcome::SpyGuessed { correct: true, .. } => 4 * i32::from(is_spy),
                Outcome::SpyGuessed { correct: false, .. } => i32::from(!is_spy),
                Outcome::Indicted {
                    spy: true, accuser, ..
                } => {
                    let bonus = if classic {
                        Some(*accuser).filter(non_spy)
                    } else {
                        first_accuser
                    };
                    i32::from(!is_spy) + i32::from(bonus == Some(p))
                }
                Outcome::Convicted { spy: true, .. } => {
                    i32::from(!is_spy) + i32::from(first_accuser == Some(p))
                }
                Outcome::AccusedRevealed {
                    accuser, spy: true, ..
                } => i32::from(!is_spy) + i32::from(*accuser == p),
                // both lose: a spy at the table wins 2.
                Outcome::AccusedRevealed { spy: false, .. } => {
                    if round.variant == Variant::ThreePlayer && spy_at_table {
                        2 * i32::from(is_spy)
                    } else {
                        0
                    }
                }
                Outcome::MiddleRevealed { spy_card: true } => 1,
                Outcome::MiddleRevealed { spy_card: false } => 2 * i32::from(is_spy),
                Outcome::Voided { .. } | Outcome::Abandoned { .. } => 0,
                Outcome::Team { .. } => i32::MIN,
            }
        })
        .collect()
}

/// from the record: picks and guesses.
fn team_points(
    round: &Round,
    spy_picked_by: Option<PlayerId>,
    correct: &[bool; 2],
) -> Result<Vec<i32>, Violation> {
    let (Some(team), [first, second, ..]) = (&round.team, round.locations.as_slice()) else {
        return Err(Violation("a team outcome without two teams".into()));
    };
    let location = |i: usize| if i == 0 { first } else { second };
    let points = round
        .seats
        .iter()
        .map(|&p| {
            if round.absent.contains(&p) {
                return 0;
            }
            if round.is_spy(p) {
                return i32::from(spy_picked_by.is_some())
                    + correct.iter().filter(|c| **c).count() as i32;
            }
            if let Some(i) = team.captains.iter().position(|&c| c == p) {
                if spy_picked_by == Some(p) {
                    return 0;
                }
                return team
                    .picks
                    .iter()
                    .filter(|(c, _)| *c == p)
                    .map(|(_, a)| {
                        if round.card_of(*a).and_then(Card::location) == Some(location(i)) {
                            1
                        } else {
                            -1
                        }
                    })
                    .sum();
            }
            match team.picks.iter().find(|(_, a)| *a == p) {
                Some((c, _)) => {
                    let i = usize::from(team.captains[0] != *c);
                    i32::from(round.card_of(p).and_then(Card::location) == Some(location(i)))
                }
                None => 0,
            }
        })
        .collect();
    Ok(points)
}
