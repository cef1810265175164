//! A league night as one of its players sees it: the night's counterpart of
//! `rooms::room_view`. Built for one caller from the night's facts; the organizer's
//! pages read the night whole instead.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// What a player's view of a night is built from.
#[derive(Debug, Clone)]
pub struct NightFacts<'a> {
    pub code: &'a str,
    pub name: &'a str,
    pub season: &'a str,
    /// `registration`, `seating`, `playing` or `finished`.
    pub status: &'static str,
    pub seating_rounds: i32,
    pub version: i64,
    pub announcement: &'a str,
    pub next_seating_at: Option<DateTime<Utc>>,
    pub players: Vec<PlayerFacts<'a>>,
    /// The latest confirmed seating round, whose tables are being played.
    pub current: Option<CurrentSeating<'a>>,
}

/// A player of the night.
#[derive(Debug, Clone)]
pub struct PlayerFacts<'a> {
    pub id: Uuid,
    pub user_id: Uuid,
    pub display_name: &'a str,
    pub withdrawn: bool,
    pub checked_in: bool,
}

/// The seating round being played.
#[derive(Debug, Clone)]
pub struct CurrentSeating<'a> {
    pub round: u32,
    /// The tables in order (table 1 first), each its players in seat order.
    pub tables: &'a [Vec<Uuid>],
    pub sitting_out: &'a [Uuid],
    /// Each table's room code, in table order (`None` while its room is not made yet).
    pub room_codes: Vec<Option<&'a str>>,
}

impl NightFacts<'_> {
    /// The caller's player id in the night; `None` when they are not one of its players.
    pub fn member(&self, user: Uuid) -> Option<Uuid> {
        self.players
            .iter()
            .find(|p| p.user_id == user)
            .map(|p| p.id)
    }

    fn name_of(&self, player: Uuid) -> String {
        self.players
            .iter()
            .find(|p| p.id == player)
            .map_or_else(|| "(left)".to_string(), |p| p.display_name.to_string())
    }
}

/// The caller's table in the current seating round.
#[derive(Debug, Serialize, ToSchema)]
pub struct TableView {
    /// The seating round the table is part of, from 1.
    pub round: u32,
    /// The table's number in that seating round, from 1.
    pub table: u32,
    /// The room to play in: `GET /rooms/{room_code}`.
    pub room_code: String,
    /// The players at the table in seat order.
    pub players: Vec<TablePlayer>,
}

/// A player of the night at a table.
#[derive(Debug, Serialize, ToSchema)]
pub struct TablePlayer {
    /// The player's id in the night (as `me.player_id` of the night view).
    pub player_id: Uuid,
    /// The player's name in the night; `(left)` for one no longer among its players.
    pub display_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NightMe {
    /// The caller's player id in the night (not their user id).
    pub player_id: Uuid,
    /// The caller's name in the night.
    pub display_name: String,
    /// The organizer withdrew the caller: they keep their results and are not seated in
    /// later seating rounds.
    pub withdrawn: bool,
    /// Here tonight (`POST /nights/{code}/check-in`): only checked-in players are seated.
    pub checked_in: bool,
    /// The caller sits the current seating round out (a bye): too many players for the
    /// tables, taking turns.
    pub sitting_out: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NightView {
    /// The night's join code: five letters, like a room's.
    pub code: String,
    /// The night's name.
    pub name: String,
    /// The name of the season the night belongs to.
    pub season: String,
    /// `registration`, `seating` (a seating is being prepared), `playing` or `finished`.
    pub status: String,
    /// How many seating rounds the night is planned to have.
    pub seating_rounds: i32,
    /// The latest confirmed seating round; `null` before the first.
    pub current_round: Option<u32>,
    /// Bumped on every change to the night.
    pub version: i64,
    /// The caller as a player of the night.
    pub me: NightMe,
    /// `null` until seated in the current round (or when withdrawn or sitting out).
    pub my_table: Option<TableView>,
    /// The organizer's line on the projector; empty for none.
    pub announcement: String,
    /// When the organizer expects the next seating round; `null` for no countdown.
    pub next_seating_at: Option<DateTime<Utc>>,
}

/// The night as `user` sees it; `None` when they are not one of its players.
pub fn night_view(facts: &NightFacts, user: Uuid) -> Option<NightView> {
    let me = facts.players.iter().find(|p| p.user_id == user)?;
    let sitting_out = (facts.current.as_ref()).is_some_and(|s| s.sitting_out.contains(&me.id));
    Some(NightView {
        code: facts.code.to_string(),
        name: facts.name.to_string(),
        season: facts.season.to_string(),
        status: facts.status.to_string(),
        seating_rounds: facts.seating_rounds,
        current_round: facts.current.as_ref().map(|s| s.round),
        version: facts.version,
        me: NightMe {
            player_id: me.id,
            display_name: me.display_name.to_string(),
            withdrawn: me.withdrawn,
            checked_in: me.checked_in,
            sitting_out,
        },
        my_table: table_view(facts, me.id),
        announcement: facts.announcement.to_string(),
        next_seating_at: facts.next_seating_at,
    })
}

/// The table `player` sits at in the current round, once its room exists.
pub fn table_view(facts: &NightFacts, player: Uuid) -> Option<TableView> {
    let seating = facts.current.as_ref()?;
    let index = seating.tables.iter().position(|t| t.contains(&player))?;
    let room_code = (*seating.room_codes.get(index)?)?;
    Some(TableView {
        round: seating.round,
        table: index as u32 + 1,
        room_code: room_code.to_string(),
        players: seating.tables[index]
            .iter()
            .map(|&player_id| TablePlayer {
                player_id,
                display_name: facts.name_of(player_id),
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn player(n: u128, name: &str) -> PlayerFacts<'_> {
        PlayerFacts {
            id: id(n),
            user_id: id(100 + n),
            display_name: name,
            withdrawn: false,
            checked_in: true,
        }
    }

    #[test]
    fn a_player_sees_their_own_table_and_a_sit_out_sees_none() {
        let tables = [vec![id(2), id(1)], vec![id(3), id(4)]];
        let out = [id(5)];
        let facts = NightFacts {
            code: "BCDFG",
            name: "Night one",
            season: "Autumn",
            status: "playing",
            seating_rounds: 3,
            version: 7,
            announcement: "",
            next_seating_at: None,
            players: ["Ana", "Ben", "Cy", "Di", "Ed"]
                .iter()
                .enumerate()
                .map(|(i, name)| player(i as u128 + 1, name))
                .collect(),
            current: Some(CurrentSeating {
                round: 2,
                tables: &tables,
                sitting_out: &out,
                room_codes: vec![Some("HJKLM"), None],
            }),
        };
        let ana = night_view(&facts, id(101)).unwrap();
        assert_eq!((ana.me.player_id, ana.current_round), (id(1), Some(2)));
        let table = ana.my_table.unwrap();
        assert_eq!((table.table, table.room_code.as_str()), (1, "HJKLM"));
        let names: Vec<&str> = table
            .players
            .iter()
            .map(|p| p.display_name.as_str())
            .collect();
        assert_eq!(names, ["Ben", "Ana"], "in seat order");
        // Table 2's room is not made yet; Ed sits the round out.
        assert!(night_view(&facts, id(103)).unwrap().my_table.is_none());
        let ed = night_view(&facts, id(105)).unwrap();
        assert!(ed.me.sitting_out && ed.my_table.is_none());
        assert!(night_view(&facts, id(999)).is_none(), "not a player");
        assert_eq!(facts.member(id(104)), Some(id(4)));
    }
}
