//! Event-stream tickets: a browser's `EventSource` cannot send an `Authorization` header,
//! so a player asks for a short-lived ticket with their token and opens the stream with
//! `?ticket=`. A ticket is bound to one user, one stream (a room's or a night's) and the
//! token it was asked with
//! (logging out revokes it too), and is signed with a key of its own, so it never passes
//! for a player token nor a token for a ticket.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::jwt::{Expiring, TokenError, TokenKeys};
use crate::packs::languages::Preferences;
use crate::rooms::code::{NightCode, RoomCode};

/// How long a ticket may be used to open a stream; an open stream is not cut when it ends.
/// A trade: a browser's own reconnections (a dropped link, a server restart) work for this
/// long after the ticket was asked for, and an address copied from a log opens a player's
/// card for as long. Past it a page asks for a new ticket, as the table app and the SDK
/// do on every reconnection.
pub const TICKET_TTL_SECS: u64 = 15 * 60;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The user.
    pub sub: Uuid,
    pub iat: i64,
    pub exp: i64,
    /// The player token the ticket was asked with.
    pub jti: Uuid,
    /// The stream it opens: `rooms/<code>` or `nights/<code>`, the code normalised.
    pub stream: String,
    /// The languages the ticket was asked in (its `Accept-Language`): the stream's views
    /// are in them, whatever the browser opening it sends.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub languages: Preferences,
}

fn is_empty(languages: &Preferences) -> bool {
    languages.tags().is_empty()
}

impl Expiring for Ticket {
    fn expires_at(&self) -> i64 {
        self.exp
    }
}

/// A ticket for `user`, asked with the token `token_id` in the `languages`, for `stream`.
pub fn issue(
    keys: &TokenKeys,
    (user, token_id): (Uuid, Uuid),
    stream: &str,
    languages: &Preferences,
    now: DateTime<Utc>,
) -> anyhow::Result<(String, Ticket)> {
    let ticket = Ticket {
        sub: user,
        iat: now.timestamp(),
        exp: now.timestamp() + keys.ttl().as_secs() as i64,
        jti: token_id,
        stream: stream.to_string(),
        languages: languages.clone(),
    };
    Ok((keys.sign(&ticket)?, ticket))
}

/// Why a ticket does not open a stream.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TicketError {
    #[error(transparent)]
    Token(#[from] TokenError),
    /// Genuine, but for another room's or night's stream: a client mixed its tickets up.
    #[error("the ticket opens another stream; ask for a ticket for this one")]
    OtherStream,
}

/// The ticket's claims when it is genuine, unexpired and for `stream`.
pub fn check(
    keys: &TokenKeys,
    raw: &str,
    stream: &str,
    now: DateTime<Utc>,
) -> Result<Ticket, TicketError> {
    let ticket: Ticket = keys.decode(raw, now)?;
    if ticket.stream != stream {
        return Err(TicketError::OtherStream);
    }
    Ok(ticket)
}

/// The stream a request's path names (`/api/v1/rooms/<code>/events...`), code normalised.
pub fn stream_of(path: &str) -> Option<String> {
    let mut parts = path.strip_prefix("/api/v1/")?.split('/');
    let (kind, code) = (parts.next()?, parts.next()?);
    match kind {
        "rooms" => Some(format!("rooms/{}", RoomCode::parse(code)?)),
        "nights" => Some(format!("nights/{}", NightCode::parse(code)?)),
        _ => None,
    }
}
