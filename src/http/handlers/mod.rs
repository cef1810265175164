//! Request handlers, one module per resource.

pub mod docs;
pub mod fallback;
pub mod fast_move;
pub mod following;
pub mod health;
pub mod history;
pub mod identity;
pub mod night_events;
pub mod nights;
pub mod packs;
pub mod play;
pub mod room_polling;
pub mod room_screen;
pub mod rooms;
pub mod table_packs;
pub mod writes;
