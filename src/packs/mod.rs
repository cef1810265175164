//! Location packs: the file format, the packs bundled with the server, and loading them
//! into the database.

pub mod bundled;
pub mod format;

pub use format::{Location, Pack, PackError};
