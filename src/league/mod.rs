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

/// A season's or night's name: 1 to 80 characters, trimmed.
pub fn name(raw: &str) -> Result<String, String> {
    let t = raw.trim();
    match t.chars().count() {
        0 => Err("Give it a name.".into()),
        n if n > 80 => Err("Keep the name to 80 characters.".into()),
        _ if t.chars().any(char::is_control) => {
            Err("The name has characters that cannot be shown.".into())
        }
        _ => Ok(t.to_string()),
    }
}

/// "Best N nights": empty for every night, else 1 to 100.
pub fn best_nights(raw: &str) -> Result<Option<i32>, String> {
    let t = raw.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.parse::<i32>() {
        Ok(n) if (1..=100).contains(&n) => Ok(Some(n)),
        _ => Err("Best nights is a number from 1 to 100, or empty to count every night.".into()),
    }
}

/// Seating rounds of a night: 1 to 20.
pub fn seating_rounds(raw: &str) -> Result<i32, String> {
    match raw.trim().parse::<i32>() {
        Ok(n) if (1..=20).contains(&n) => Ok(n),
        _ => Err("Seating rounds is a number from 1 to 20.".into()),
    }
}

/// Games each table starts in a seating round: 1 to 10; empty for one.
pub fn games_per_table(raw: &str) -> Result<i32, String> {
    if raw.trim().is_empty() {
        return Ok(1);
    }
    match raw.trim().parse::<i32>() {
        Ok(n) if (1..=10).contains(&n) => Ok(n),
        _ => Err("Games per table is a number from 1 to 10.".into()),
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
        assert!(super::name(" ").is_err());
        assert!(super::name(&"x".repeat(81)).is_err());
        assert_eq!(super::best_nights(""), Ok(None));
        assert_eq!(super::best_nights("4"), Ok(Some(4)));
        assert!(super::best_nights("0").is_err());
        assert_eq!(super::seating_rounds("3"), Ok(3));
        assert!(super::seating_rounds("21").is_err());
        assert_eq!(super::games_per_table(" 2 "), Ok(2));
        assert_eq!(super::games_per_table(""), Ok(1));
        assert!(super::games_per_table("0").is_err());
        assert!(super::games_per_table("11").is_err());
        assert_eq!(super::file_stem("Night #1 à Paris"), "night-1-paris");
        assert_eq!(super::file_stem("ééé"), "league");
    }
}
