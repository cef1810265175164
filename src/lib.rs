//! Spyfall game server: the referee, scorekeeper and memory of the game.
//!
//! The crate is a library with an app factory ([`startup::Application`]) used by the
//! binary and by the integration tests alike.

pub mod app;
pub mod auth;
pub mod cli;
pub mod clock;
pub mod config;
pub mod connections;
pub mod db;
pub mod embedded_pg;
pub mod engine;
pub mod http;
pub mod league;
pub mod live;
pub mod metrics;
pub mod notice;
pub mod packs;
pub mod problem_code;
pub mod problem_explanations;
pub mod public_address;
pub mod rate_limit;
pub mod retention;
pub mod rooms;
pub mod secret;
pub mod spreadsheet;
pub mod staff;
pub mod startup;
pub mod sweeper;
pub mod telemetry;
pub mod text;

#[cfg(test)]
mod architecture_tests;
