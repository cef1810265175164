//! A player dealt into a round leaving the table before it ends: the round is void,
//! whoever left. Ending it only when the spy left would tell the table who the spy was
//! so a spy's departure and anyone else's look alike until the record is shown.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::round::{Event, Round};
use super::scoring::Outcome;
use super::types::{Millis, PlayerId};

/// How a player came to leave: on their own, or removed by the host.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Departure {
    /// The player left.
    #[default]
    Left,
    /// The host removed the player.
    Removed,
}

/// Who called a round off without points.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Abandoner {
    /// The table's host (a dead phone, a misdeal).
    #[default]
    Host,
    /// A league night's organizer, who seated the next round or finished the night while
    /// the table still played.
    Organizer,
}

/// Records that `player` left at `now` and voids the round; false when that changes
/// nothing (not dealt in, already gone, or the round is over).
pub fn leave(
    round: &mut Round,
    player: PlayerId,
    departure: Departure,
    now: Millis,
    events: &mut Vec<Event>,
) -> bool {
    if round.is_over() || round.seat_of(player).is_none() || round.absent.contains(&player) {
        return false;
    }
    round.absent.push(player);
    events.push(Event::PlayerLeft { player, departure });
    let outcome = Outcome::Voided {
        player: Some(player),
        departure,
    };
    round.finish(outcome, now, events);
    true
}
