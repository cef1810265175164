//! Rooms: codes players read aloud, display names, settings, the lobby's rules and the
//! per-caller room view. Everything here is pure; the SQL is in `db::rooms`.

pub mod code;
pub mod game;
pub mod league_table;
pub mod lobby;
pub mod localized;
pub mod location_names;
pub mod moves;
pub mod names;
pub mod room_view;
pub mod settings;
pub mod view_padding;

/// The most players a room seats.
pub const MAX_PLAYERS: usize = 12;
