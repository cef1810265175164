//! The engine's tests: one module per concern, each test named with the RULES.md clause it
//! proves; `properties` runs random legal games.

mod accusations;
mod codes;
mod deal;
mod departures;
mod dispatch;
mod fair_deal;
mod final_voting;
mod guesses;
mod invariants;
pub(crate) mod kit;
mod pause;
mod properties;
mod questions;
mod scoring;
mod team;
mod two_spies;
mod variants;
mod views;
