//! The moves a player may make now, each with its legal targets: what a client shows as
//! buttons instead of re-deriving the rules. Every move listed here is tried against the
//! very checks that validate actions (`Round::allows`), so a listed move is accepted and a
//! move not listed is refused. A player's list depends only on the public state and their
//! own card, so it tells nobody anything they may not know.

use serde::Serialize;
use utoipa::ToSchema;

use super::player_view::spy_revealed;
use super::round::{Action, Phase, Round};
use super::types::{LocationId, PlayerId, Variant};

/// One kind of action the viewer may send now, with the targets it accepts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema, strum::EnumDiscriminants)]
#[serde(tag = "type", rename_all = "snake_case")]
#[strum_discriminants(
    name(MoveKind),
    derive(Serialize, ToSchema),
    serde(rename_all = "snake_case"),
    doc = "A move's `type`."
)]
pub enum Move {
    /// Ask one of `targets` a question.
    #[schema(title = "AskMove")]
    Ask {
        /// The players the viewer may ask now.
        targets: Vec<PlayerId>,
    },
    /// Put one of `suspects` up for a vote, or accuse them outright with 2 or 3 players.
    #[schema(title = "AccuseMove")]
    Accuse {
        /// The players the viewer may accuse now.
        suspects: Vec<PlayerId>,
    },
    /// Vote yes or no on the open ballot.
    #[schema(title = "VoteMove")]
    Vote,
    /// Name a candidate location not marked `used` as the round's location (spies only).
    /// The targets are the room view's candidate list, not repeated here.
    #[schema(title = "GuessMove")]
    Guess,
    #[schema(title = "ProposeRevealMiddleMove")]
    ProposeRevealMiddle,
    /// Agree or refuse to reveal the middle card.
    #[schema(title = "AnswerRevealMiddleMove")]
    AnswerRevealMiddle,
    /// Team mode: say which of `captains` acts first.
    #[schema(title = "ChooseFirstCaptainMove")]
    ChooseFirstCaptain {
        /// The captains the viewer may name to act first, themselves included.
        captains: Vec<PlayerId>,
    },
    /// Team mode: pick one of `agents` for your team.
    #[schema(title = "PickMove")]
    Pick {
        /// The unpicked agents the viewer may pick now.
        agents: Vec<PlayerId>,
    },
    #[schema(title = "RefusePickMove")]
    RefusePick,
    /// Team mode, the spy: name two candidate locations not marked `used`, in order.
    #[schema(title = "GuessTeamLocationsMove")]
    GuessTeamLocations,
}

/// What `viewer` may do in `round` as it stands (nothing that time alone has yet to do).
pub fn allowed(round: &Round, viewer: PlayerId) -> Vec<Move> {
    if round.is_over() || !round.present(viewer) {
        return Vec::new();
    }
    let others: Vec<PlayerId> = round
        .seats
        .iter()
        .copied()
        .filter(|&p| p != viewer)
        .collect();
    let accepted_among = |players: &[PlayerId], make: &dyn Fn(PlayerId) -> Action| {
        players
            .iter()
            .copied()
            .filter(|&p| round.allows(viewer, &make(p)))
            .collect::<Vec<PlayerId>>()
    };
    let accepted = |make: &dyn Fn(PlayerId) -> Action| accepted_among(&others, make);
    let allows = |action: Action| round.allows(viewer, &action);
    let mut moves = Vec::new();
    let mut push_targets = |targets: Vec<PlayerId>, make: fn(Vec<PlayerId>) -> Move| {
        if !targets.is_empty() {
            moves.push(make(targets));
        }
    };
    push_targets(accepted(&|target| Action::Ask { target }), |targets| {
        Move::Ask { targets }
    });
    if round.variant == Variant::Team {
        // A captain may name themselves or the other captain to act first.
        push_targets(
            accepted_among(&round.seats, &|captain| Action::ChooseFirstCaptain {
                captain,
            }),
            |captains| Move::ChooseFirstCaptain { captains },
        );
        push_targets(accepted(&|agent| Action::Pick { agent }), |agents| {
            Move::Pick { agents }
        });
        if allows(Action::RefusePick) {
            moves.push(Move::RefusePick);
        }
        if let Some(open) = open_guess(round)
            && allows(Action::GuessTeamLocations {
                locations: [open.clone(), open],
            })
        {
            moves.push(Move::GuessTeamLocations);
        }
        return moves;
    }
    push_targets(
        accepted(&|suspect| Action::Accuse { suspect }),
        |suspects| Move::Accuse { suspects },
    );
    if round.open_ballot().is_some() && allows(Action::Vote { yes: false }) {
        moves.push(Move::Vote);
    }
    if let Some(location_id) = open_guess(round)
        && allows(Action::Guess { location_id })
    {
        moves.push(Move::Guess);
    }
    if allows(Action::ProposeRevealMiddle) {
        moves.push(Move::ProposeRevealMiddle);
    }
    if round.phase == Phase::Playing && allows(Action::AnswerRevealMiddle { agree: false }) {
        moves.push(Move::AnswerRevealMiddle);
    }
    moves
}

/// The kinds among `moves` that a player has or lacks by their card, which a phone lying
/// on the table must not show while the card is hidden (API.md, R-2.5): only a spy guesses
/// with 2 or 3 players only a non-spy accuses. Once the spy is
/// known to all (team mode's guess, the round's end) nothing is left to hide.
pub fn card_bound(round: &Round, moves: &[Move]) -> Vec<MoveKind> {
    if spy_revealed(round.phase) {
        return Vec::new();
    }
    let small = matches!(round.variant, Variant::TwoPlayer | Variant::ThreePlayer);
    moves
        .iter()
        .map(MoveKind::from)
        .filter(|kind| match kind {
            MoveKind::Guess | MoveKind::GuessTeamLocations => true,
            MoveKind::Accuse => small,
            _ => false,
        })
        .collect()
}

/// A candidate a guess may name: one not played earlier in the game. Whether a
/// guess is allowed does not depend on which.
fn open_guess(round: &Round) -> Option<LocationId> {
    round
        .candidates
        .iter()
        .find(|c| !round.is_used(&c.id))
        .map(|c| c.id.clone())
}
