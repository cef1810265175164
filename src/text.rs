//! Small text helpers shared by the API's problems, the admin panel and the pack rules.

/// A message as a sentence: "name must not be empty" -> "Name must not be empty.".
pub fn sentence(s: &str) -> String {
    let mut chars = s.chars();
    let first: String = chars
        .next()
        .map(|f| f.to_uppercase().collect())
        .unwrap_or_default();
    let rest = chars.as_str();
    let stop = if rest.ends_with(['.', '?', '!']) {
        ""
    } else {
        "."
    };
    format!("{first}{rest}{stop}")
}

/// A login name: 3 to 32 characters of a-z, 0-9, '_', '.', '-', compared case-insensitively
/// (returned in lower case); the same rule for players and admin panel accounts.
pub fn username(raw: &str) -> Option<String> {
    let name = raw.trim().to_lowercase();
    let ok = (3..=32).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.-".contains(&b));
    ok.then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_are_folded_and_checked() {
        assert_eq!(username("  Alice_1 ").as_deref(), Some("alice_1"));
        assert_eq!(username("ab"), None);
        assert_eq!(username("no spaces"), None);
        assert_eq!(sentence("role is bad"), "Role is bad.");
    }
}
