//! The referee: a pure implementation of RULES.md.
//!
//! No I/O, no clock, no randomness it was not handed. A round's state plus a player's
//! action and the current time give the next state and the events that happened, or an
//! error that says why the action is not allowed now; a refused action changes nothing.
//! Time alone moves a round through [`Round::tick`]. Who may see what is decided in
//! [`player_view`], and nowhere else.
//!
//! One module per concern, named as RULES.md names things.

pub mod accusations;
pub mod deal;
pub mod departures;
pub mod error;
pub mod fair_deal;
pub mod final_voting;
pub mod guesses;
pub mod invariants;
pub mod moves;
pub mod pause;
pub mod player_view;
pub mod questions;
pub mod record;
pub mod round;
pub mod round_clock;
pub mod scoring;
pub mod team;
pub mod types;
pub mod variants;

#[cfg(test)]
pub(crate) mod tests;

pub use departures::{Abandoner, Departure};
pub use error::ActionError;
pub use round::{Action, Event, Round};
pub use types::*;
