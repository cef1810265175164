//! The application layer: operations over a transaction that load what they need once,
//! let the pure core decide, save, and answer with a domain error. Nothing here speaks
//! HTTP: the API's handlers, the admin pages and the sweeper all call it.

pub mod bundled_packs;
pub mod error;
pub mod fast_move;
pub mod history;
pub mod identity;
pub mod lobby;
pub mod night;
pub mod night_changes;
pub mod night_players;
pub mod pack_catalog;
pub mod pack_changes;
pub mod pack_history;
pub mod play;
pub mod privacy;
pub mod retention;
pub mod room;
pub mod season;
pub mod staff_accounts;
pub mod staff_login;
pub mod table_packs;
pub mod table_rescue;

pub use error::{AppError, AppResult};
