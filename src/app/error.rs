//! What an operation of the application layer can answer instead of its result. The HTTP
//! layer turns each into its problem document; the sweeper logs it.

/// A domain refusal, or the database failing under it.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No room has the code the caller gave (or it is not a code at all).
    #[error("there is no room with that code")]
    RoomNotFound,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

pub type AppResult<T> = Result<T, AppError>;
