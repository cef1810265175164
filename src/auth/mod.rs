//! Identity: password hashing and signed player tokens. The request extractor that checks
//! a request's token is the HTTP layer's (`http::caller`).

pub mod jwt;
pub mod password;
pub mod secret_file;
pub mod ticket;

pub use jwt::{Claims, TokenError, TokenKeys};
