//! The codes a path carries, parsed where the request arrives: a handler takes a
//! [`RoomCode`] or [`NightCode`] as an argument, already checked and normalised, and no
//! layer behind it sees the raw text. A path segment that cannot be a code is answered as
//! an unknown one (404), as a code no room has would be.

use std::future::{Ready, ready};

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};

use super::problem::ApiError;
use super::refusal::{NightNotFound, RoomNotFound};
use crate::rooms::code::{NightCode, RoomCode};

/// The path segment every room and night route names `{code}`.
const SEGMENT: &str = "code";

impl FromRequest for RoomCode {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(room_in_path(req).ok_or_else(|| RoomNotFound.into()))
    }
}

/// The room the request's path names, if it names one that can be a room's code.
pub fn room_in_path(req: &HttpRequest) -> Option<RoomCode> {
    req.match_info().get(SEGMENT).and_then(RoomCode::parse)
}

impl FromRequest for NightCode {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let code = req.match_info().get(SEGMENT).and_then(NightCode::parse);
        ready(code.ok_or_else(|| NightNotFound.into()))
    }
}

/// The player a room path names after its code (`.../players/{player_id}`).
#[derive(Debug, serde::Deserialize)]
pub struct PlayerPath {
    pub player_id: uuid::Uuid,
}

/// The round a room path names after its code (`.../rounds/{number}`).
#[derive(Debug, serde::Deserialize)]
pub struct RoundPath {
    pub number: u32,
}
