//! The admin panel's rules, without I/O: who may do what, what an account's name and
//! password must be, and when a login is refused for too many failures.

pub mod access;
pub mod accounts;
pub mod throttle;

pub use access::{Account, Role};
