//! The people who run the server, admins and organizers, as pure rules: who may do what
//! in the admin panel, what an account's name and password must be, and when a login is
//! refused for too many failures.

pub mod access;
pub mod accounts;
pub mod throttle;

pub use access::{Account, Role};
