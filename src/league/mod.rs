//! League nights and seasons, without I/O: seating tables for each round of a night.

pub mod seating;
