//! The application layer: operations over a transaction that load what they need once,
//! let the pure core decide, save, and answer with a domain error. Nothing here speaks
//! HTTP: the API's handlers, the admin pages and the sweeper all call it.

pub mod error;
pub mod room;

#[cfg(test)]
mod layers;

pub use error::{AppError, AppResult};
