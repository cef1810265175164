//! What a seated player may do to the table itself, between and around rounds: start a
//! game, deal, pause, resume or abandon the round in play, change the settings or seats,
//! hand the host role on, kick, leave. The
//! handlers refuse with these same checks, and the room view lists the moves they allow,
//! so a client shows buttons from the view and never re-derives the rules.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::deal::known_dealer;
use crate::engine::{Departure, PlayerId, Round};
use crate::problem_code::ProblemCode;
use crate::rooms::game::Game;
use crate::rooms::league_table::{LeagueClosed, LeagueRefusal, LeagueTable};
use crate::rooms::lobby::LobbyError;

/// The table as the checks need it.
#[derive(Debug, Clone, Copy)]
pub struct Table<'a> {
    pub host: Option<PlayerId>,
    /// The players seated now, in seat order.
    pub seats: &'a [PlayerId],
    /// A league night's table plays the night's settings, and the games it allows.
    pub league: Option<LeagueTable>,
    pub game: Option<&'a Game>,
    /// The game's latest round, finished or not.
    pub round: Option<&'a Round>,
}

/// Why a table move is refused; each has a stable code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, strum::EnumIter)]
pub enum TableRefusal {
    #[error("only the host may do this")]
    NotHost,
    #[error("the host has not started a game yet")]
    NoGame,
    #[error("this game is over; the host may start a new one")]
    GameOver,
    #[error("a round is being played")]
    RoundInProgress,
    #[error("only the host or the next dealer deals")]
    NotDealer,
    #[error("this room is a league table: it plays the night's settings")]
    LeagueTableSettings,
    #[error("no round is being played")]
    NoRoundInProgress,
    #[error("that player is not at the table")]
    NotSeated,
    #[error(
        "the seat order is fixed while a game is played; change it before the next game starts"
    )]
    GameInProgress,
    #[error(
        "this league table has played the games of its seating round: wait for the next seating"
    )]
    LeagueGamesPlayed,
    #[error("this league table's seating round is over: the players have new tables")]
    LeagueSeatingOver,
    #[error("the league night is finished")]
    NightFinished,
    #[error("the round is paused: the host resumes it")]
    RoundPaused,
    #[error("the round is not paused")]
    RoundNotPaused,
}

impl From<LeagueRefusal> for TableRefusal {
    fn from(r: LeagueRefusal) -> Self {
        match r {
            LeagueRefusal::GamesPlayed => TableRefusal::LeagueGamesPlayed,
            LeagueRefusal::Closed(LeagueClosed::SeatingOver) => TableRefusal::LeagueSeatingOver,
            LeagueRefusal::Closed(LeagueClosed::NightFinished) => TableRefusal::NightFinished,
        }
    }
}

impl TableRefusal {
    pub fn code(&self) -> ProblemCode {
        match self {
            TableRefusal::NotHost => ProblemCode::NotHost,
            TableRefusal::NoGame => ProblemCode::NoGame,
            TableRefusal::GameOver => ProblemCode::GameOver,
            TableRefusal::RoundInProgress => ProblemCode::RoundInProgress,
            TableRefusal::NotDealer => ProblemCode::NotDealer,
            TableRefusal::LeagueTableSettings => ProblemCode::LeagueTableSettings,
            TableRefusal::NoRoundInProgress => ProblemCode::NoRoundInProgress,
            TableRefusal::NotSeated => ProblemCode::PlayerNotFound,
            TableRefusal::GameInProgress => ProblemCode::GameInProgress,
            TableRefusal::LeagueGamesPlayed => ProblemCode::LeagueGamesPlayed,
            TableRefusal::LeagueSeatingOver => ProblemCode::LeagueSeatingOver,
            TableRefusal::NightFinished => ProblemCode::NightFinished,
            TableRefusal::RoundPaused => ProblemCode::RoundPaused,
            TableRefusal::RoundNotPaused => ProblemCode::RoundNotPaused,
        }
    }
}

/// A move on the table the caller may make now (the room view's `me.table_moves`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableMove {
    /// `POST /rooms/{code}/games`.
    #[schema(title = "StartGameMove")]
    StartGame,
    /// `POST /rooms/{code}/rounds`.
    #[schema(title = "DealMove")]
    Deal,
    /// `POST /rooms/{code}/rounds/current/abandon`.
    #[schema(title = "AbandonRoundMove")]
    AbandonRound,
    /// `POST /rooms/{code}/rounds/current/pause`.
    #[schema(title = "PauseRoundMove")]
    PauseRound,
    /// `POST /rooms/{code}/rounds/current/resume`.
    #[schema(title = "ResumeRoundMove")]
    ResumeRound,
    /// `PATCH /rooms/{code}` with `settings`: during a game they apply from the next one.
    #[schema(title = "ChangeSettingsMove")]
    ChangeSettings,
    /// `PATCH /rooms/{code}` with `seat_order`: before a game starts or once it is over
    ///
    #[schema(title = "ChangeSeatOrderMove")]
    ChangeSeatOrder,
    /// `POST /rooms/{code}/host` naming one of `players`.
    #[schema(title = "HandOverHostMove")]
    HandOverHost {
        /// The players the caller may make host.
        players: Vec<PlayerId>,
    },
    /// `DELETE /rooms/{code}/players/{player_id}` for one of `players`.
    #[schema(title = "KickMove")]
    Kick {
        /// The players the caller may remove from the room.
        players: Vec<PlayerId>,
    },
    /// `DELETE /rooms/{code}/players/{your player_id}`.
    #[schema(title = "LeaveMove")]
    Leave,
}

impl Table<'_> {
    fn round_in_progress(&self) -> bool {
        self.round.is_some_and(|r| !r.is_over())
    }

    pub fn require_host(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        if self.host == Some(actor) {
            Ok(())
        } else {
            Err(TableRefusal::NotHost)
        }
    }

    fn require_between_rounds(&self) -> Result<(), TableRefusal> {
        if self.round_in_progress() {
            Err(TableRefusal::RoundInProgress)
        } else {
            Ok(())
        }
    }

    /// The host starts a new game between rounds (scores and used locations reset); at a
    /// league table, as many as its seating round gives it, until the night moves on.
    pub fn check_start_game(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        self.require_host(actor)?;
        self.require_between_rounds()?;
        if let Some(league) = self.league {
            league.check_start(self.games_started())?;
        }
        Ok(())
    }

    /// Games started at this table (games are numbered from 1 in each room).
    pub fn games_started(&self) -> u32 {
        self.game.map_or(0, |g| g.number.max(0) as u32)
    }

    /// The host or the next dealer deals the game's next round.
    pub fn check_deal(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        let game = self.game.ok_or(TableRefusal::NoGame)?;
        self.require_between_rounds()?;
        if let Some(league) = self.league {
            league.check_play()?;
        }
        if game.is_over(self.seats) {
            return Err(TableRefusal::GameOver);
        }
        if self.host == Some(actor) || self.next_dealer() == Some(actor) {
            Ok(())
        } else {
            Err(TableRefusal::NotDealer)
        }
    }

    /// The host changes the settings (unless the room is a league table), which apply from
    /// the next game, and the seat order, which is fixed while a game is played.
    pub fn check_change(
        &self,
        actor: PlayerId,
        settings: bool,
        seat_order: bool,
    ) -> Result<(), TableRefusal> {
        self.require_host(actor)?;
        self.require_between_rounds()?;
        if settings && self.league.is_some() {
            return Err(TableRefusal::LeagueTableSettings);
        }
        if seat_order && self.game.is_some_and(|g| !g.is_over(self.seats)) {
            return Err(TableRefusal::GameInProgress);
        }
        Ok(())
    }

    /// The host abandons the round in play (a dead phone, a misdeal).
    pub fn check_abandon(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        self.require_host(actor)?;
        if self.round_in_progress() {
            Ok(())
        } else {
            Err(TableRefusal::NoRoundInProgress)
        }
    }

    /// The host pauses the round in play (see `engine::pause`).
    pub fn check_pause(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        self.check_abandon(actor)?;
        match self.paused() {
            true => Err(TableRefusal::RoundPaused),
            false => Ok(()),
        }
    }

    /// The host resumes the paused round.
    pub fn check_resume(&self, actor: PlayerId) -> Result<(), TableRefusal> {
        self.check_abandon(actor)?;
        match self.paused() {
            true => Ok(()),
            false => Err(TableRefusal::RoundNotPaused),
        }
    }

    fn paused(&self) -> bool {
        self.round.is_some_and(Round::is_paused)
    }

    /// The host hands the host role to another player at the table, at any time (during a
    /// pause too: a host whose phone died is replaced, and the new host resumes).
    pub fn check_hand_over(&self, actor: PlayerId, to: PlayerId) -> Result<(), TableRefusal> {
        self.require_host(actor)?;
        if to == actor || !self.seats.contains(&to) {
            return Err(TableRefusal::NotSeated);
        }
        Ok(())
    }

    /// `actor` leaves (naming themself) or, as the host, kicks `target`.
    pub fn check_departure(
        &self,
        actor: PlayerId,
        target: PlayerId,
    ) -> Result<Departure, LobbyError> {
        if !self.seats.contains(&target) {
            return Err(LobbyError::PlayerNotFound);
        }
        if actor == target {
            return Ok(Departure::Left);
        }
        self.require_host(actor).map_err(|_| LobbyError::NotHost)?;
        Ok(Departure::Removed)
    }

    /// Who deals the next round, when it is known: only between rounds (during one it
    /// would name the spy), and not for round 1 of a `time_travel` game (drawn at the deal).
    pub fn next_dealer(&self) -> Option<PlayerId> {
        let game = self.game?;
        if self.round_in_progress() || game.is_over(self.seats) {
            return None;
        }
        let host = self.host.or(self.seats.first().copied())?;
        let players = game.players(self.seats);
        known_dealer(&game.next_deal(&players, host, self.round, 0))
    }

    /// What `actor` may do to the table now.
    pub fn moves(&self, actor: PlayerId) -> Vec<TableMove> {
        let mut moves = Vec::new();
        if self.check_start_game(actor).is_ok() {
            moves.push(TableMove::StartGame);
        }
        if self.check_deal(actor).is_ok() {
            moves.push(TableMove::Deal);
        }
        if self.check_abandon(actor).is_ok() {
            moves.push(TableMove::AbandonRound);
        }
        if self.check_pause(actor).is_ok() {
            moves.push(TableMove::PauseRound);
        }
        if self.check_resume(actor).is_ok() {
            moves.push(TableMove::ResumeRound);
        }
        if self.check_change(actor, true, false).is_ok() {
            moves.push(TableMove::ChangeSettings);
        }
        if self.check_change(actor, false, true).is_ok() {
            moves.push(TableMove::ChangeSeatOrder);
        }
        let others: Vec<PlayerId> = self.seats.iter().copied().filter(|&p| p != actor).collect();
        if self.require_host(actor).is_ok() && !others.is_empty() {
            moves.push(TableMove::HandOverHost {
                players: others.clone(),
            });
            moves.push(TableMove::Kick { players: others });
        }
        moves.push(TableMove::Leave);
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_host_kicks_and_anyone_leaves() {
        let seats: Vec<PlayerId> = (1..=4)
            .map(|n| PlayerId(uuid::Uuid::from_u128(n)))
            .collect();
        let (host, other, third) = (seats[0], seats[1], seats[2]);
        let table = Table {
            host: Some(host),
            seats: &seats,
            league: None,
            game: None,
            round: None,
        };
        assert_eq!(table.check_departure(other, other), Ok(Departure::Left));
        assert_eq!(table.check_departure(host, other), Ok(Departure::Removed));
        assert_eq!(
            table.check_departure(other, third),
            Err(LobbyError::NotHost)
        );
        assert_eq!(
            table.check_departure(host, PlayerId(uuid::Uuid::nil())),
            Err(LobbyError::PlayerNotFound)
        );
    }
}
