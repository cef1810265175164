//! An organizer's hand at a league table whose host is away (at the bar, a dead phone):
//! start its next game, deal, end its round, or make another player host. The organizer
//! acts in the host's place, so the table's own rules decide what is allowed, as they
//! would for the host; an ended round is called off by the organizer (no points).

use sqlx::PgPool;
use uuid::Uuid;

use super::night::NightData;
use super::room::{changed, open};
use super::{AppError, AppResult, lobby, play};
use crate::db::rooms::RoomRow;
use crate::engine::{Abandoner, Millis, PlayerId};
use crate::live::Live;
use crate::rooms::code::RoomCode;
use crate::rooms::moves::TableRefusal;

/// What the organizer does at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rescue {
    StartGame,
    Deal,
    EndRound,
    /// Make the player of this user the host.
    MakeHost(Uuid),
}

/// Does `rescue` at the night's table in room `room_code` (a room of `night`, which the
/// caller runs); the room's new version is told to `live` once committed.
#[tracing::instrument(skip(pool, live, night), err(level = "debug"))]
pub async fn rescue(
    pool: &PgPool,
    live: &Live,
    night: &NightData,
    room_code: &RoomCode,
    rescue: Rescue,
    now: Millis,
) -> AppResult<()> {
    if !night
        .tables
        .iter()
        .any(|t| t.room_code == room_code.as_str())
    {
        return Err(AppError::RoomNotFound);
    }
    let mut tx = pool.begin().await?;
    let (room, mut loaded) = open(&mut tx, room_code, now).await?;
    // In the host's place: the host, or with nobody host, the first seat.
    let host = (room.host_player_id.map(PlayerId))
        .or(loaded.seats.first().copied())
        .ok_or(AppError::NotAMember)?;
    let room: RoomRow = match rescue {
        Rescue::StartGame => play::begin_game(&mut tx, room, &loaded, host, now).await?,
        Rescue::Deal => play::deal_next(&mut tx, room, &mut loaded, host, now).await?,
        Rescue::EndRound => {
            let by = (host, Abandoner::Organizer);
            play::end_round(&mut tx, room, loaded, by, now).await?
        }
        Rescue::MakeHost(user) => {
            let to = (loaded.seated.iter().find(|s| s.user_id == user))
                .map(|s| PlayerId(s.player_id))
                .ok_or(TableRefusal::NotSeated)?;
            if room.host_player_id.is_none() {
                crate::db::rooms::set_host(&mut tx, room.id, Some(to.0)).await?;
                changed(&mut tx, room, now).await?
            } else {
                lobby::pass_host(&mut tx, room, &loaded, host, to, now).await?
            }
        }
    };
    tx.commit().await?;
    live.tell(&[(room.id, room.version)], &[]);
    Ok(())
}
