//! The admin panel's rules, without I/O: who may do what, and when a login is refused for
//! too many failures.

pub mod access;
pub mod throttle;

pub use access::{Account, Role};
