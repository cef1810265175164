//! The organizer's time zone: a season's IANA name, and times shown in it.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

/// The zone a typed name names ("Europe/Paris"; empty for UTC).
pub fn parse(raw: &str) -> Result<String, String> {
    let t = raw.trim();
    if t.is_empty() {
        return Ok("UTC".into());
    }
    (chrono_tz::TZ_VARIANTS.iter())
        .find(|tz| tz.name().eq_ignore_ascii_case(t))
        .map(|tz| tz.name().to_string())
        .ok_or_else(|| format!("'{t}' is not a time zone: give its name, such as Europe/Paris."))
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
        assert!(parse("Mars/Olympus").is_err());
    }
}
