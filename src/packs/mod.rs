//! Location packs: the file formats (TOML and CSV), the rules every pack keeps, the
//! editor's changes, import previews, and the packs bundled with the server.

pub mod bundled;
pub mod csv;
pub mod diff;
pub mod edit;
pub mod format;
pub mod rules;

pub use format::{Location, Pack, PackError};
