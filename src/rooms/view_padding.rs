//! Every seated player's view of a room version has the same length, so that the size of
//! an answer, which anyone on the venue's network can read (HTTPS or not), tells nobody
//! who the spy is or where the table is: a spy's own part is shorter (no location, no
//! role) and longer by its guess.
//!
//! Only the caller's own part (`me`, `round.my_card`) differs between the views of one
//! version. Each is padded to one bound, taken from public facts alone: the longest own
//! part any seat could have whoever holds which card. The bound must not come from the
//! cards dealt: the longest of them would tell a spy how long the location's name is.

use serde::Serialize;

use super::room_view::Me;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::player_view::MyCard;
use crate::engine::{Candidate, PlayerId};
use crate::packs::rules::MAX_NAME_CHARS;

/// The length of `value` as JSON, without writing it anywhere.
pub fn json_len(value: &impl Serialize) -> usize {
    let mut counter = Counter(0);
    // Writing to a counter cannot fail; a value that cannot be serialised counts 0.
    let _ = serde_json::to_writer(&mut counter, value);
    counter.0
}

struct Counter(usize);

impl std::io::Write for Counter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The kinds of move a seat may have or lack by its card (`moves::card_bound`).
fn by_card(kind: MoveKind) -> bool {
    matches!(
        kind,
        MoveKind::Guess | MoveKind::GuessTeamLocations | MoveKind::Accuse
    )
}

/// Takes out of `me` what its card decides: the moves only a spy (or with 2 or 3 players
/// only a non-spy) has, their kinds in `card_moves`, and `may_accuse`. What is left is the
/// same whoever holds which card.
pub fn without_card(mut me: Me) -> Me {
    if let Some(own) = me.round.as_mut() {
        own.moves.retain(|m| !by_card(MoveKind::from(m)));
        own.card_moves.clear();
        own.may_accuse = false;
    }
    me
}

/// The most a card can put back into a seat's `me` (see [`without_card`]): each such move
/// (an accusation of everyone else), each kind in `card_moves`, a comma each.
pub fn card_moves_bound(others: Vec<PlayerId>) -> usize {
    let moves = [
        Move::Guess,
        Move::GuessTeamLocations,
        Move::Accuse { suspects: others },
    ];
    let kinds = [
        MoveKind::Guess,
        MoveKind::GuessTeamLocations,
        MoveKind::Accuse,
    ];
    moves.iter().map(|m| json_len(m) + 1).sum::<usize>()
        + kinds.iter().map(|k| json_len(k) + 1).sum::<usize>()
}

/// The longest card a seat could hold: a location card naming the longest candidate, with
/// a role as long as a pack may hold, each character as long as JSON may write it (six
/// bytes, `\u001f`). The spy card is shorter.
pub fn card_bound(candidates: &[Candidate]) -> usize {
    let longest = candidates
        .iter()
        // Without their quotes, which the empty card below counts.
        .map(|c| json_len(&c.id) + json_len(&c.name) - 4)
        .max()
        .unwrap_or(0);
    let empty = MyCard {
        spy: false,
        location: Some(Candidate {
            id: String::new(),
            name: String::new(),
        }),
        role: Some(Some(String::new())),
    };
    json_len(&empty) + longest + 6 * MAX_NAME_CHARS
}

/// The spaces that bring an own part of length `own` to `bound`.
pub fn padding(own: usize, bound: usize) -> String {
    debug_assert!(
        own <= bound,
        "an own part of {own} bytes over its bound {bound}"
    );
    " ".repeat(bound.saturating_sub(own))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counted_length_is_the_written_length() {
        let value = serde_json::json!({"card": {"location": "Ocean liner", "role": "Cook"}});
        assert_eq!(json_len(&value), serde_json::to_vec(&value).unwrap().len());
    }

    #[test]
    fn the_card_bound_holds_the_longest_role_a_pack_may_have() {
        let candidates = [Candidate {
            id: "spyfall1.ocean-liner".into(),
            name: "Ocean Liner".into(),
        }];
        let longest = MyCard {
            spy: false,
            location: Some(candidates[0].clone()),
            role: Some(Some("\u{1f}".repeat(MAX_NAME_CHARS))),
        };
        assert_eq!(json_len(&longest), card_bound(&candidates));
        let spy = MyCard {
            spy: true,
            location: None,
            role: None,
        };
        assert!(json_len(&spy) < card_bound(&candidates));
    }
}
