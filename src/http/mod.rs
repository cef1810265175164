//! The HTTP shell: parse, authorize, load, decide, persist, respond.
//!
//! Every route is listed in [`routes`]; handlers live in [`handlers`], one file per
//! resource.

pub mod admin;
pub mod body;
pub mod body_arrival;
pub mod caller;
#[cfg(test)]
mod catalog_tests;
pub mod conditional;
pub mod cors;
pub mod handlers;
#[cfg(test)]
mod held_state_tests;
pub mod i18n;
pub mod idempotency;
pub mod languages;
pub mod middleware;
pub mod openapi;
pub mod openapi_problems;
pub(crate) mod openapi_text;
pub mod origin;
pub mod path_codes;
pub mod pressure;
pub mod problem;
pub mod problem_audit;
pub mod problem_docs;
pub mod projector;
pub mod projector_pages;
pub mod qr;
pub mod rate_limit;
pub mod refusal;
pub mod routes;
pub mod state;
pub mod web_app;
pub mod web_page;
