//! Location packs: the file formats (TOML and CSV), the rules every pack keeps, the
//! editor's changes and import previews. (Loading the bundled files is `app::bundled_packs`.)

pub mod append;
pub mod csv;
pub mod diff;
pub mod edit;
pub mod format;
pub mod languages;
pub mod rules;
pub mod table_pack;

pub use format::{Location, Pack, PackFileError};
