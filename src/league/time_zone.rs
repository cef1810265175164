//! The organizer's time zone: a season's IANA name, and times shown in it.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use crate::notice::Notice;

/// Abbreviations that name a fixed offset with no summer time, and the zone an organizer
/// who typed one most likely means.
const FIXED: &[(&str, &str)] = &[
    ("EST", "America/New_York"),
    ("MST", "America/Denver"),
    ("HST", "Pacific/Honolulu"),
];

/// The zone a typed name names: its IANA name ("Europe/Paris", any case) or its city alone
/// ("London", "new york"); empty for UTC. A fixed-offset abbreviation such as EST is
/// refused: a league night in winter and one in summer would show different clocks.
pub fn parse(raw: &str) -> Result<String, Notice> {
    let t = raw.trim();
    if t.is_empty() {
        return Ok("UTC".into());
    }
    if let Some((abbr, zone)) = FIXED.iter().find(|(a, _)| a.eq_ignore_ascii_case(t)) {
        return Err(Notice::new("season-zone-fixed-offset")
            .with("abbr", *abbr)
            .with("zone", *zone));
    }
    let exact = (chrono_tz::TZ_VARIANTS.iter()).find(|tz| tz.name().eq_ignore_ascii_case(t));
    if let Some(tz) = exact {
        return Ok(tz.name().to_string());
    }
    let city = t.replace(' ', "_");
    let by_city: Vec<&str> = (chrono_tz::TZ_VARIANTS.iter())
        .map(|tz| tz.name())
        .filter(|name| name.contains('/'))
        .filter(|name| {
            name.rsplit('/')
                .next()
                .is_some_and(|c| c.eq_ignore_ascii_case(&city))
        })
        .collect();
    match by_city.as_slice() {
        [one] => Ok((*one).to_string()),
        [] => Err(Notice::new("season-zone-unknown").with("name", t)),
        // The catalog puts its own "or" before the last: "A, B or C".
        [many @ .., last] => Err(Notice::new("season-zone-ambiguous")
            .with("name", t)
            .with("zones", many.join(", "))
            .with("last", *last)),
    }
}

/// Every zone name an organizer may pick from (the region/city ones), for a searchable list.
pub fn names() -> Vec<&'static str> {
    (chrono_tz::TZ_VARIANTS.iter())
        .map(|tz| tz.name())
        .filter(|name| name.contains('/') && !name.starts_with("Etc/"))
        .collect()
}

/// `at` in the zone `zone` names (UTC when it names none): "2026-11-24 21:30 CET".
pub fn local_time(at: DateTime<Utc>, zone: &str) -> String {
    let tz: Tz = zone.parse().unwrap_or(Tz::UTC);
    at.with_timezone(&tz)
        .format("%Y-%m-%d %H:%M %Z")
        .to_string()
}

/// The clock time alone: "21:30".
pub fn local_clock(at: DateTime<Utc>, zone: &str) -> String {
    let tz: Tz = zone.parse().unwrap_or(Tz::UTC);
    at.with_timezone(&tz).format("%H:%M").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_show_in_the_seasons_zone() {
        let at = DateTime::from_timestamp(1_795_000_000, 0).unwrap();
        assert_eq!(local_time(at, "UTC"), "2026-11-18 11:06 UTC");
        assert_eq!(local_time(at, "Europe/Paris"), "2026-11-18 12:06 CET");
        assert_eq!(local_clock(at, "America/New_York"), "06:06");
        assert_eq!(local_time(at, "Nowhere/Else"), "2026-11-18 11:06 UTC");
        assert_eq!(parse(" europe/paris ").as_deref(), Ok("Europe/Paris"));
        assert_eq!(parse("").as_deref(), Ok("UTC"));
        assert_eq!(parse("Mars/Olympus").unwrap_err().id, "season-zone-unknown");
        assert_eq!(parse("London").as_deref(), Ok("Europe/London"));
        assert_eq!(parse("new york").as_deref(), Ok("America/New_York"));
        assert_eq!(
            parse("EST"),
            Err(Notice::new("season-zone-fixed-offset")
                .with("abbr", "EST")
                .with("zone", "America/New_York"))
        );
        assert!(names().contains(&"Europe/London"));
    }
}
