//! The room view: one object per caller, built for that caller (API.md, "The room view").
//!
//! Everything that belongs to the caller alone lives under `me`; the rest is the same for
//! every caller of the room at a given version.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::lobby::Seated;
use super::settings::RoomSettings;
use crate::db::packs::CandidateLocation;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RoomView {
    pub code: String,
    /// Bumped on every change to the room.
    pub version: i64,
    /// The server's clock, for clients to correct their skew.
    pub now: DateTime<Utc>,
    pub settings: RoomSettings,
    /// The host's player id; `null` while the room is empty.
    pub host_id: Option<Uuid>,
    /// The caller's seat; `null` when the caller is not a player of the room.
    pub me: Option<Me>,
    pub players: Vec<PlayerView>,
    /// The union of the chosen packs' locations, visible to every player.
    pub candidate_locations: Vec<CandidateLocation>,
    /// The game in progress; `null` before the first game.
    #[schema(value_type = Option<Object>)]
    pub game: Option<serde_json::Value>,
    /// The round in progress; `null` between rounds.
    #[schema(value_type = Option<Object>)]
    pub round: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Me {
    pub player_id: Uuid,
    pub seat: u32,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlayerView {
    pub id: Uuid,
    pub display_name: String,
    /// Position in seat order, from 0 ("clockwise" is increasing seat, R-1.1).
    pub seat: u32,
    pub score: i32,
    /// Still at the table.
    pub present: bool,
}

/// The stored facts a view is built from.
pub struct RoomFacts<'a> {
    pub code: &'a str,
    pub version: i64,
    pub settings: &'a RoomSettings,
    pub host: Option<Uuid>,
    pub seated: &'a [Seated],
    pub candidates: &'a [CandidateLocation],
}

/// The view of `facts` for the user `caller`.
pub fn build(facts: &RoomFacts<'_>, caller: Uuid, now: DateTime<Utc>) -> RoomView {
    let me = facts
        .seated
        .iter()
        .position(|p| p.user_id == caller)
        .map(|seat| Me {
            player_id: facts.seated[seat].player_id,
            seat: seat as u32,
        });
    RoomView {
        code: facts.code.to_string(),
        version: facts.version,
        now,
        settings: facts.settings.clone(),
        host_id: facts.host,
        me,
        players: facts
            .seated
            .iter()
            .enumerate()
            .map(|(seat, p)| PlayerView {
                id: p.player_id,
                display_name: p.display_name.clone(),
                seat: seat as u32,
                score: 0,
                present: true,
            })
            .collect(),
        candidate_locations: facts.candidates.to_vec(),
        game: None,
        round: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn me_is_the_callers_seat_and_nobody_elses() {
        let seated: Vec<Seated> = (0..3)
            .map(|i| Seated {
                player_id: Uuid::from_u128(i + 1),
                user_id: Uuid::from_u128(i + 100),
                display_name: format!("P{i}"),
            })
            .collect();
        let settings = RoomSettings::default();
        let facts = RoomFacts {
            code: "BCDFG",
            version: 3,
            settings: &settings,
            host: Some(seated[0].player_id),
            seated: &seated,
            candidates: &[],
        };
        let view = build(&facts, Uuid::from_u128(101), Utc::now());
        let me = view.me.unwrap();
        assert_eq!((me.player_id, me.seat), (Uuid::from_u128(2), 1));
        assert_eq!(
            view.players.iter().map(|p| p.seat).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        let outsider = build(&facts, Uuid::from_u128(999), Utc::now());
        assert!(outsider.me.is_none());
    }
}
