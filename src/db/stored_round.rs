//! A round is stored in two `jsonb` columns: what its deal fixed (`rounds.deal`: the seats,
//! the hands, the candidates and their names, most of a round's size) written once, and
//! what its moves change (`rounds.state`) rewritten by each move. They are read back as one
//! object, `deal || state`, which is the round as the engine serialises it. A round stored
//! before the split has an empty `deal` and everything in `state`: a write that leaves the
//! deal alone merges into such a `state` (`state || new`) instead of replacing it, so no
//! migration had to rewrite the stored rounds.
//!
//! A move thus sends and PostgreSQL parses, and stores, only the part moves can change
//! (the questions and log so far included): small enough, for most of a round, to stay in
//! the row uncompressed rather than be compressed and written out of line.
//!
//! The reads a view or a move waits for take the two columns as text and join them here
//! ([`joined`]): PostgreSQL's `||` builds a new `jsonb` first, which cost a read about a
//! quarter of its time. Reads of history and standings use `deal || state`.

use serde::Serialize;

use crate::engine::pause::Pause;
use crate::engine::round::{Ballot, Logged, Phase, Question, RevealProposal};
use crate::engine::round_clock::RoundClock;
use crate::engine::scoring::RoundResult;
use crate::engine::team::TeamRound;
use crate::engine::{Candidate, Card, LocationId, Millis, PlayerId, Round, RoundRules, Variant};

/// What the deal fixed: the `deal` column. Field names are the round's own.
#[derive(Serialize, PartialEq)]
pub struct DealPart<'a> {
    number: u32,
    deal_id: u32,
    rules: &'a RoundRules,
    variant: &'a Variant,
    seats: &'a [PlayerId],
    hands: &'a [Card],
    middle: &'a Option<Card>,
    locations: &'a [LocationId],
    candidates: &'a [Candidate],
    used: &'a [LocationId],
    dealer: PlayerId,
    started_at: Millis,
}

/// What the round's moves and time change: the `state` column.
#[derive(Serialize)]
pub struct PlayPart<'a> {
    clock: &'a RoundClock,
    phase: Phase,
    turn: Option<PlayerId>,
    last_asker: Option<PlayerId>,
    questions: &'a [Question],
    accusations: &'a [Ballot],
    final_ballots: &'a [Ballot],
    final_queue: &'a [PlayerId],
    reveal: &'a Option<RevealProposal>,
    reveals_refused: &'a [RevealProposal],
    team: &'a Option<TeamRound>,
    result: &'a Option<RoundResult>,
    absent: &'a [PlayerId],
    log: &'a [Logged],
    paused: &'a Option<Pause>,
}

impl<'a> DealPart<'a> {
    pub fn of(r: &'a Round) -> Self {
        DealPart {
            number: r.number,
            deal_id: r.deal_id,
            rules: &r.rules,
            variant: &r.variant,
            seats: &r.seats,
            hands: &r.hands,
            middle: &r.middle,
            locations: &r.locations,
            candidates: &r.candidates,
            used: &r.used,
            dealer: r.dealer,
            started_at: r.started_at,
        }
    }

    /// The deal to write again with `after`: `None` when the database's copy (that of
    /// `stored`) is still right, as it is after any move.
    pub fn changed(after: &'a Round, stored: Option<&Round>) -> Option<Self> {
        let deal = DealPart::of(after);
        match stored {
            Some(stored) if DealPart::of(stored) == deal => None,
            _ => Some(deal),
        }
    }
}

/// The round whose `deal` and `state` columns read as these texts: two JSON objects made
/// one by splicing them (`{deal…, state…}`), then parsed once. A round stored whole has
/// `{}` for its deal. The server never writes a key to both columns; a row edited by hand
/// to hold one twice fails here as a duplicate field, where `deal || state` would let
/// `state` win.
pub fn joined(deal: &str, state: &str) -> Result<Round, serde_json::Error> {
    fn inside(object: &str) -> Option<&str> {
        let inside = object.trim().strip_prefix('{')?.strip_suffix('}')?;
        Some(inside.trim())
    }
    match (inside(deal), inside(state)) {
        (Some(""), _) => serde_json::from_str(state),
        (_, Some("")) => serde_json::from_str(deal),
        (Some(d), Some(s)) => serde_json::from_str(&format!("{{{d},{s}}}")),
        _ => Err(serde::de::Error::custom(
            "a round's two parts are not both objects",
        )),
    }
}

impl<'a> PlayPart<'a> {
    pub fn of(r: &'a Round) -> Self {
        PlayPart {
            clock: &r.clock,
            phase: r.phase,
            turn: r.turn,
            last_asker: r.last_asker,
            questions: &r.questions,
            accusations: &r.accusations,
            final_ballots: &r.final_ballots,
            final_queue: &r.final_queue,
            reveal: &r.reveal,
            reveals_refused: &r.reveals_refused,
            team: &r.team,
            result: &r.result,
            absent: &r.absent,
            log: &r.log,
            paused: &r.paused,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Map, Value};

    use super::*;
    use crate::engine::tests::kit;
    use crate::engine::{Action, RuleSet};

    /// A dealt round of five, then a question, and an accusation that everyone's yes carries,
    /// which ends the round: every part of the round holds something.
    fn rounds() -> Vec<Round> {
        // The engine tests' standard deal of five, the spy in seat 2.
        let dealt = kit::round_with_spy(RuleSet::Classic, 5, Some(2));
        let mut played = vec![dealt.clone()];
        let mut round = dealt;
        let asker = round.turn.unwrap();
        let target = *round.seats.iter().find(|&&p| p != asker).unwrap();
        let mut moves = vec![
            (asker, Action::Ask { target }),
            (target, Action::Accuse { suspect: asker }),
        ];
        moves.extend(round.seats.iter().map(|&p| (p, Action::Vote { yes: true })));
        for (at, (actor, action)) in (2_000..).zip(moves) {
            if let Ok((next, _)) = round.apply(actor, &action, at) {
                round = next;
                played.push(round.clone());
            }
        }
        assert!(
            played.last().unwrap().is_over(),
            "the unanimous vote ends the round"
        );
        played
    }

    fn object(v: impl Serialize) -> Map<String, Value> {
        match serde_json::to_value(v).unwrap() {
            Value::Object(map) => map,
            other => panic!("not an object: {other}"),
        }
    }

    /// The two parts together are the round, key for key and nothing twice: a field added
    /// to the round and to neither part would be lost on every save.
    #[test]
    fn the_two_parts_are_the_round_whole() {
        for round in rounds() {
            let deal = object(DealPart::of(&round));
            let play = object(PlayPart::of(&round));
            assert!(
                deal.keys().all(|k| !play.contains_key(k)),
                "a key in both parts"
            );
            let mut joined = deal;
            joined.extend(play);
            assert_eq!(Value::Object(joined), serde_json::to_value(&round).unwrap());
        }
    }

    #[test]
    fn the_two_texts_read_back_as_the_round_and_a_round_stored_whole_too() {
        for round in rounds() {
            let deal = serde_json::to_string(&DealPart::of(&round)).unwrap();
            let play = serde_json::to_string(&PlayPart::of(&round)).unwrap();
            assert_eq!(joined(&deal, &play).unwrap(), round);
            let whole = serde_json::to_string(&round).unwrap();
            assert_eq!(joined("{}", &whole).unwrap(), round);
        }
        for (deal, state) in [("[]", "{}"), ("{\"seats\": []}", "null"), ("", "")] {
            assert!(joined(deal, state).is_err(), "{deal} {state}");
        }
    }

    #[test]
    fn moves_leave_the_deal_as_stored_and_a_new_deal_is_written() {
        let played = rounds();
        for pair in played.windows(2) {
            assert!(DealPart::changed(&pair[1], Some(&pair[0])).is_none());
        }
        assert!(DealPart::changed(&played[0], None).is_some());
        let mut redealt = played[0].clone();
        redealt.dealer = redealt.seats[1];
        assert!(DealPart::changed(&redealt, Some(&played[0])).is_some());
    }
}
