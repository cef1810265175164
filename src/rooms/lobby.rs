//! The lobby's rules: who may join, leave, kick and reorder seats.

use uuid::Uuid;

use super::{MAX_PLAYERS, names};
use crate::problem_code::ProblemCode;

/// A present player, listed in seat order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
pub struct Seated {
    pub player_id: Uuid,
    pub user_id: Uuid,
    pub display_name: String,
}

/// A player who left the room or was removed from it, latest first.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
pub struct Departed {
    pub player_id: Uuid,
    pub user_id: Uuid,
    pub display_name: String,
    pub kicked: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumIter)]
pub enum LobbyError {
    #[error("the room already seats {MAX_PLAYERS} players")]
    RoomFull,
    #[error("another player in this room already uses that display name")]
    NameTaken,
    #[error("the host removed you from this room")]
    Kicked,
    #[error("only the host may do this")]
    NotHost,
    #[error("no such player in this room")]
    PlayerNotFound,
    #[error("the seat order must list every player of the room exactly once")]
    InvalidSeatOrder,
}

impl LobbyError {
    pub fn code(&self) -> ProblemCode {
        match self {
            LobbyError::RoomFull => ProblemCode::RoomFull,
            LobbyError::NameTaken => ProblemCode::DisplayNameTaken,
            LobbyError::Kicked => ProblemCode::KickedFromRoom,
            LobbyError::NotHost => ProblemCode::NotHost,
            LobbyError::PlayerNotFound => ProblemCode::PlayerNotFound,
            LobbyError::InvalidSeatOrder => ProblemCode::InvalidSeatOrder,
        }
    }
}

/// May a newcomer named `name` sit down? (`was_kicked`: the host removed them before.)
/// Twelve players at most, not counting `moderator`, who moderates the game in play
/// or the next one: a room seats them too, and they may always come back (`returning`: the
/// newcomer's player id when they sat here before).
pub fn check_join(
    seated: &[Seated],
    name: &str,
    was_kicked: bool,
    (moderator, returning): (Option<Uuid>, Option<Uuid>),
) -> Result<(), LobbyError> {
    if was_kicked {
        return Err(LobbyError::Kicked);
    }
    let players = seated.iter().filter(|p| Some(p.player_id) != moderator);
    let moderating = returning.is_some() && returning == moderator;
    if !moderating && players.count() >= MAX_PLAYERS {
        return Err(LobbyError::RoomFull);
    }
    if seated
        .iter()
        .any(|p| names::same_name(&p.display_name, name))
    {
        return Err(LobbyError::NameTaken);
    }
    Ok(())
}

/// The host after `departed` leaves: unchanged, or the next player clockwise from the
/// departed host, or nobody when the room is empty (the next joiner becomes host).
pub fn host_after_departure(seated: &[Seated], host: Option<Uuid>, departed: Uuid) -> Option<Uuid> {
    if host != Some(departed) {
        return host;
    }
    let at = seated.iter().position(|p| p.player_id == departed)?;
    (1..seated.len())
        .map(|step| &seated[(at + step) % seated.len()])
        .map(|p| p.player_id)
        .next()
}

/// A new seat order must be a permutation of the present players.
pub fn check_seat_order(seated: &[Seated], order: &[Uuid]) -> Result<(), LobbyError> {
    let mut wanted: Vec<Uuid> = order.to_vec();
    let mut present: Vec<Uuid> = seated.iter().map(|p| p.player_id).collect();
    wanted.sort();
    present.sort();
    if wanted == present {
        Ok(())
    } else {
        Err(LobbyError::InvalidSeatOrder)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(n: usize) -> Vec<Seated> {
        (0..n)
            .map(|i| Seated {
                player_id: Uuid::from_u128(i as u128 + 1),
                user_id: Uuid::from_u128(100 + i as u128),
                display_name: format!("P{i}"),
            })
            .collect()
    }

    #[test]
    fn r_1_2_a_room_seats_at_most_twelve_players_and_a_moderator() {
        let none = (None, None);
        assert_eq!(check_join(&table(11), "New", false, none), Ok(()));
        assert_eq!(
            check_join(&table(12), "New", false, none),
            Err(LobbyError::RoomFull)
        );
        let seated = table(12);
        let moderator = Some(seated[0].player_id);
        assert_eq!(check_join(&seated, "New", false, (moderator, None)), Ok(()));
        assert_eq!(
            check_join(&table(13), "New", false, (moderator, None)),
            Err(LobbyError::RoomFull)
        );
        // A moderator who left comes back to twelve players; nobody else sits down.
        let players = &table(13)[1..];
        assert_eq!(
            check_join(players, "New", false, (moderator, moderator)),
            Ok(())
        );
        assert_eq!(
            check_join(players, "New", false, (moderator, None)),
            Err(LobbyError::RoomFull)
        );
    }

    #[test]
    fn names_are_unique_in_a_room_and_kicks_stick() {
        assert_eq!(
            check_join(&table(3), "p1", false, (None, None)),
            Err(LobbyError::NameTaken)
        );
        assert_eq!(
            check_join(&table(3), "New", true, (None, None)),
            Err(LobbyError::Kicked)
        );
    }

    #[test]
    fn the_host_passes_clockwise() {
        let t = table(3);
        let ids: Vec<Uuid> = t.iter().map(|p| p.player_id).collect();
        assert_eq!(host_after_departure(&t, Some(ids[2]), ids[2]), Some(ids[0]));
        assert_eq!(host_after_departure(&t, Some(ids[0]), ids[1]), Some(ids[0]));
        assert_eq!(host_after_departure(&table(1), Some(ids[0]), ids[0]), None);
    }

    #[test]
    fn r_1_1_seat_order_is_a_permutation() {
        let t = table(3);
        let mut order: Vec<Uuid> = t.iter().rev().map(|p| p.player_id).collect();
        assert_eq!(check_seat_order(&t, &order), Ok(()));
        order.pop();
        assert_eq!(
            check_seat_order(&t, &order),
            Err(LobbyError::InvalidSeatOrder)
        );
        order.push(order[0]);
        assert_eq!(
            check_seat_order(&t, &order),
            Err(LobbyError::InvalidSeatOrder)
        );
    }
}
