//! Event-stream tickets: a browser's `EventSource` cannot send an `Authorization` header,
//! so a player asks for a short-lived ticket with their token and opens the stream with
//! `?ticket=`. A ticket is bound to one user, one room and the token it was asked with
//! (logging out revokes it too), and is signed with a key of its own, so it never passes
//! for a player token nor a token for a ticket.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::jwt::{TokenError, TokenKeys};

/// How long a ticket may be used to open a stream; an open stream is not cut when it ends.
pub const TICKET_TTL_SECS: u64 = 120;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The user.
    pub sub: Uuid,
    pub iat: i64,
    pub exp: i64,
    /// The player token the ticket was asked with.
    pub jti: Uuid,
    /// The room code (normalised) whose stream it opens.
    pub room: String,
}

/// A ticket for `user`, asked with the token `token_id`, for `room`'s stream.
pub fn issue(
    keys: &TokenKeys,
    user: Uuid,
    token_id: Uuid,
    room: &str,
    now: DateTime<Utc>,
) -> anyhow::Result<(String, Ticket)> {
    let ticket = Ticket {
        sub: user,
        iat: now.timestamp(),
        exp: now.timestamp() + keys.ttl().as_secs() as i64,
        jti: token_id,
        room: room.to_string(),
    };
    Ok((keys.sign(&ticket)?, ticket))
}

/// The ticket's claims when it is genuine, unexpired and for `room`.
pub fn check(keys: &TokenKeys, raw: &str, room: &str) -> Result<Ticket, TokenError> {
    let ticket: Ticket = keys.decode(raw)?;
    if ticket.room != room {
        return Err(TokenError::Invalid);
    }
    Ok(ticket)
}
