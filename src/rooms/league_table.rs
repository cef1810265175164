//! What a league night allows its table: a set number of games in its seating round, and
//! no play once the night has moved on (a later seating round, or the night finished).

use serde::Serialize;
use utoipa::ToSchema;

/// A league table's allowance, as its night sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeagueTable {
    /// Games the table may start in its seating round (the night's setting).
    pub games_per_table: u32,
    /// Why the table may no longer play; `None` while its seating round is the night's
    /// latest and the night is not finished.
    pub closed: Option<LeagueClosed>,
}

/// Why a league table no longer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeagueClosed {
    /// The organizer confirmed a later seating round: the players have new tables.
    SeatingOver,
    /// The organizer finished the night.
    NightFinished,
}

/// Why a league table refuses a game or a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeagueRefusal {
    Closed(LeagueClosed),
    /// The table has started every game its seating round gives it.
    GamesPlayed,
}

impl LeagueTable {
    /// A new game, when `started` games were started here already.
    pub fn check_start(&self, started: u32) -> Result<(), LeagueRefusal> {
        self.check_play()?;
        if started >= self.games_per_table {
            return Err(LeagueRefusal::GamesPlayed);
        }
        Ok(())
    }

    /// Any play: a deal of the game in progress, or a new game.
    pub fn check_play(&self) -> Result<(), LeagueRefusal> {
        match self.closed {
            Some(why) => Err(LeagueRefusal::Closed(why)),
            None => Ok(()),
        }
    }

    /// Games the table may still start.
    pub fn games_left(&self, started: u32) -> u32 {
        match self.closed {
            Some(_) => 0,
            None => self.games_per_table.saturating_sub(started),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_plays_its_games_and_nothing_once_the_night_moved_on() {
        let open = LeagueTable {
            games_per_table: 2,
            closed: None,
        };
        assert_eq!(open.check_start(0), Ok(()));
        assert_eq!(open.check_start(1), Ok(()));
        assert_eq!(open.check_start(2), Err(LeagueRefusal::GamesPlayed));
        assert_eq!(open.games_left(1), 1);
        assert_eq!(open.check_play(), Ok(()));
        for why in [LeagueClosed::SeatingOver, LeagueClosed::NightFinished] {
            let closed = LeagueTable {
                closed: Some(why),
                ..open
            };
            assert_eq!(closed.check_start(0), Err(LeagueRefusal::Closed(why)));
            assert_eq!(closed.check_play(), Err(LeagueRefusal::Closed(why)));
            assert_eq!(closed.games_left(0), 0);
        }
    }
}
