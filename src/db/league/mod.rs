//! Seasons, nights, their players, seatings, tables and corrections.
//!
//! Every change to a night goes through [`lock_night`], which holds the night's row until
//! the transaction ends: two organizers (or an organizer and a joining player) racing on
//! one night apply one after the other.

mod nights;
mod played;
mod players;
mod seasons;
mod seating;

pub use nights::*;
pub use played::*;
pub use players::*;
pub use seasons::*;
pub use seating::*;
