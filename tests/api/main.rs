//! Integration tests: the real server over HTTP, on a real PostgreSQL.

// A test's helpers fail the test by panicking, as its assertions do.
#![allow(clippy::unwrap_used)]

mod abuse;
pub mod admin;
mod backup;
mod contract;
mod crash;
mod errors;
mod floods;
mod full_games;
mod fuzz;
mod health;
mod helpers;
mod http_details;
mod idempotency;
mod identity;
mod logs;
mod moderator;
mod native_clients;
mod outage;
mod packs;
mod pause;
mod play;
mod polling;
mod proxy_http2;
mod races;
mod races_at_scale;
mod retention;
mod revocation;
mod rooms;
mod sdk;
mod secrecy;
mod secrecy_worlds;
mod serve;
mod table_app;
mod table_care;
mod table_games;
mod table_languages;
pub mod table_packs;
mod table_rules;
mod team_games;
mod upgrade;
