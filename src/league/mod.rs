//! League nights and seasons, without I/O: seating tables for each round of a night, and
//! the night's and season's standings.

pub mod night;
pub mod seating;
pub mod standings;
