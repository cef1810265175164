//! Identity: password hashing, signed player tokens, and the request extractor that
//! checks them.

pub mod extractor;
pub mod jwt;
pub mod password;
pub mod secret_file;
pub mod ticket;

pub use extractor::{AuthUser, caller_without_db};
pub use jwt::{Claims, TokenError, TokenKeys};
