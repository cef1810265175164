//! League nights and seasons, without I/O: seating tables for each round of a night, and
//! the night's and season's standings.

pub mod corrections;
pub mod csv;
pub mod night;
pub mod night_edit;
pub mod night_view;
pub mod options;
pub mod progress;
pub mod ratings;
pub mod report;
pub mod seating;
pub mod seating_methods;
pub mod sit_outs;
pub mod standings;
pub mod time_zone;

use crate::notice::Notice;

/// A season's or night's name: 1 to 80 characters, trimmed.
pub fn name(raw: &str) -> Result<String, Notice> {
    let t = raw.trim();
    match t.chars().count() {
        0 => Err(Notice::new("league-name-empty")),
        n if n > MAX_NAME => Err(Notice::new("league-name-too-long").with("max", MAX_NAME)),
        _ if t.chars().any(char::is_control) => Err(Notice::new("league-name-control")),
        _ => Ok(t.to_string()),
    }
}

/// The most characters a season's or night's name has.
const MAX_NAME: usize = 80;

/// "Best N nights": empty for every night, else 1 to 100.
pub fn best_nights(raw: &str) -> Result<Option<i32>, Notice> {
    let t = raw.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.parse::<i32>() {
        Ok(n) if (1..=100).contains(&n) => Ok(Some(n)),
        _ => Err(Notice::new("season-best-nights-range")),
    }
}

/// Seating rounds of a night: 1 to 20.
pub fn seating_rounds(raw: &str) -> Result<i32, Notice> {
    match raw.trim().parse::<i32>() {
        Ok(n) if (1..=20).contains(&n) => Ok(n),
        _ => Err(Notice::new("night-seating-rounds-range")),
    }
}

/// Games each table starts in a seating round: 1 to 10; empty for one.
pub fn games_per_table(raw: &str) -> Result<i32, Notice> {
    if raw.trim().is_empty() {
        return Ok(1);
    }
    match raw.trim().parse::<i32>() {
        Ok(n) if (1..=10).contains(&n) => Ok(n),
        _ => Err(Notice::new("night-games-range")),
    }
}

/// A name as the stem of a download's file name: ASCII lower-case letters, digits and
/// dashes (a header carries it).
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() {
        "league".into()
    } else {
        stem.to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_and_numbers_of_the_league_forms_are_checked() {
        assert_eq!(super::name("  Spring  ").as_deref(), Ok("Spring"));
        assert_eq!(super::name(" ").unwrap_err().id, "league-name-empty");
        let long = super::name(&"x".repeat(81)).unwrap_err();
        assert_eq!(long.id, "league-name-too-long");
        assert_eq!(long.args, vec![("max", crate::notice::Value::Number(80))]);
        assert_eq!(
            super::name("a\u{7}b").unwrap_err().id,
            "league-name-control"
        );
        assert_eq!(super::best_nights(""), Ok(None));
        assert_eq!(super::best_nights("4"), Ok(Some(4)));
        let zero = super::best_nights("0").unwrap_err();
        assert_eq!(zero.id, "season-best-nights-range");
        assert_eq!(super::seating_rounds("3"), Ok(3));
        let many = super::seating_rounds("21").unwrap_err();
        assert_eq!(many.id, "night-seating-rounds-range");
        assert_eq!(super::games_per_table(" 2 "), Ok(2));
        assert_eq!(super::games_per_table(""), Ok(1));
        assert_eq!(
            super::games_per_table("0").unwrap_err().id,
            "night-games-range"
        );
        assert!(super::games_per_table("11").is_err());
        assert_eq!(super::file_stem("Night #1 à Paris"), "night-1-paris");
        assert_eq!(super::file_stem("ééé"), "league");
    }
}
