//! The location pack file format (TOML), documented in `locations/README.md`.
//!
//! Parsing is pure: text in, a validated [`Pack`] or the first error with its line out.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use toml::Spanned;

pub const MAX_LOCATIONS: usize = 200;
pub const MAX_ROLES: usize = 20;
pub const MAX_NAME_CHARS: usize = 60;
pub const MAX_PACK_NAME_CHARS: usize = 80;
pub const MAX_DESCRIPTION_CHARS: usize = 500;

/// A validated pack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pack {
    pub id: String,
    pub name: String,
    pub description: String,
    pub language: String,
    pub locations: Vec<Location>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Location {
    pub name: String,
    /// In deck order: a deal of n players uses the first n-1 roles (R-2.3).
    pub roles: Vec<String>,
}

/// A pack file that cannot be used: where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct PackError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPack {
    id: Spanned<String>,
    name: Spanned<String>,
    #[serde(default)]
    description: Option<Spanned<String>>,
    #[serde(default)]
    language: Option<Spanned<String>>,
    #[serde(default, rename = "location")]
    locations: Vec<RawLocation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLocation {
    name: Spanned<String>,
    roles: Spanned<Vec<Spanned<String>>>,
}

/// Parses and validates the text of a pack file; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<Pack, PackError> {
    let err = |span: std::ops::Range<usize>, message: String| PackError {
        file: file.to_string(),
        line: line_of(text, span.start),
        message,
    };
    let raw: RawPack = toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        err(start..start, e.message().to_string())
    })?;

    let id = raw.id.get_ref().trim().to_string();
    if id.is_empty()
        || id.len() > 40
        || !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(err(
            raw.id.span(),
            "id must be 1 to 40 characters of a-z, 0-9 and '-'".into(),
        ));
    }
    let name =
        clean(&raw.name, "name", MAX_PACK_NAME_CHARS).map_err(|m| err(raw.name.span(), m))?;
    let description = match &raw.description {
        Some(d) if d.get_ref().chars().count() > MAX_DESCRIPTION_CHARS => {
            return Err(err(
                d.span(),
                format!("description is longer than {MAX_DESCRIPTION_CHARS} characters"),
            ));
        }
        Some(d) => d.get_ref().trim().to_string(),
        None => String::new(),
    };
    let language = match &raw.language {
        Some(l) => {
            let l = l.get_ref().trim();
            let ok = (2..=12).contains(&l.len())
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
            if !ok {
                return Err(err(
                    raw.language.as_ref().map_or(0..0, |s| s.span()),
                    "language must be a language tag such as 'en' or 'pt-BR'".into(),
                ));
            }
            l.to_string()
        }
        None => "en".to_string(),
    };

    if raw.locations.is_empty() {
        return Err(err(0..0, "a pack needs at least one [[location]]".into()));
    }
    if raw.locations.len() > MAX_LOCATIONS {
        let span = raw.locations[MAX_LOCATIONS].name.span();
        return Err(err(
            span,
            format!("a pack holds at most {MAX_LOCATIONS} locations"),
        ));
    }
    let mut seen_slugs = HashSet::new();
    let mut locations = Vec::with_capacity(raw.locations.len());
    for raw_location in &raw.locations {
        let name = clean(&raw_location.name, "location name", MAX_NAME_CHARS)
            .map_err(|m| err(raw_location.name.span(), m))?;
        if !seen_slugs.insert(slug(&name)) {
            return Err(err(
                raw_location.name.span(),
                format!("location '{name}' appears twice in the pack"),
            ));
        }
        let raw_roles = raw_location.roles.get_ref();
        if raw_roles.is_empty() || raw_roles.len() > MAX_ROLES {
            return Err(err(
                raw_location.roles.span(),
                format!("location '{name}' needs 1 to {MAX_ROLES} roles"),
            ));
        }
        let roles = raw_roles
            .iter()
            .map(|r| clean(r, "role", MAX_NAME_CHARS).map_err(|m| err(r.span(), m)))
            .collect::<Result<Vec<_>, _>>()?;
        locations.push(Location { name, roles });
    }
    Ok(Pack {
        id,
        name,
        description,
        language,
        locations,
    })
}

/// Writes a pack in the file format; `parse(render(p)) == p`.
pub fn render(pack: &Pack) -> String {
    let q = |s: &str| toml::Value::String(s.to_string()).to_string();
    let mut out = format!(
        "# Spyfall location pack: see locations/README.md for the format.\nid = {}\nname = {}\n",
        q(&pack.id),
        q(&pack.name)
    );
    if !pack.description.is_empty() {
        out += &format!("description = {}\n", q(&pack.description));
    }
    out += &format!("language = {}\n", q(&pack.language));
    for location in &pack.locations {
        out += &format!("\n[[location]]\nname = {}\nroles = [\n", q(&location.name));
        for role in &location.roles {
            out += &format!("  {},\n", q(role));
        }
        out += "]\n";
    }
    out
}

impl Pack {
    /// A digest of everything a game sees of the pack, to skip rewriting unchanged packs.
    pub fn content_hash(&self) -> String {
        let json = serde_json::to_vec(self).unwrap_or_default();
        hex::encode(Sha256::digest(json))
    }

    /// The stable id of a location of this pack: the pack id and the location's slug.
    pub fn location_id(&self, location: &Location) -> String {
        format!("{}.{}", self.id, slug(&location.name))
    }
}

/// Lower-case ASCII letters and digits with single '-' between words ("Day Spa" ->
/// "day-spa"); other letters are kept as they are.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn clean(value: &Spanned<String>, what: &str, max: usize) -> Result<String, String> {
    let v = value.get_ref().trim();
    if v.is_empty() {
        return Err(format!("{what} must not be empty"));
    }
    if v.chars().count() > max {
        return Err(format!("{what} '{v}' is longer than {max} characters"));
    }
    if v.chars().any(char::is_control) {
        return Err(format!("{what} must not contain control characters"));
    }
    Ok(v.to_string())
}

fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
id = "tiny"
name = "Tiny pack"
language = "en"

[[location]]
name = "Day Spa"
roles = ["Stylist", "Masseuse"]

[[location]]
name = "Bank"
roles = ["Teller", "Teller"]
"#;

    #[test]
    fn a_good_file_parses_and_round_trips() {
        let pack = parse("tiny.toml", GOOD).unwrap();
        assert_eq!(pack.locations.len(), 2);
        assert_eq!(pack.locations[1].roles, vec!["Teller", "Teller"]);
        assert_eq!(pack.location_id(&pack.locations[0]), "tiny.day-spa");
        assert_eq!(parse("again.toml", &render(&pack)).unwrap(), pack);
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let bad = GOOD.replace("\"Masseuse\"", "\"  \"");
        let e = parse("tiny.toml", &bad).unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("tiny.toml", 8));
        assert!(e.message.contains("role must not be empty"), "{e}");

        let dup = GOOD.replace("\"Bank\"", "\"day  spa\"");
        let e = parse("tiny.toml", &dup).unwrap_err();
        assert_eq!(e.line, 11);
        assert!(e.message.contains("twice"));

        let syntax = GOOD.replace("roles = [\"Teller\"", "roles = [\"Teller\",,");
        let e = parse("tiny.toml", &syntax).unwrap_err();
        assert_eq!(e.line, 12);

        let unknown = GOOD.replace("language", "lang");
        let e = parse("tiny.toml", &unknown).unwrap_err();
        assert_eq!(e.line, 4, "{e}");
        assert_eq!(e.to_string().split(':').next(), Some("tiny.toml"));
    }

    #[test]
    fn limits_are_enforced() {
        let many: String = (0..=MAX_ROLES).map(|i| format!("\"r{i}\",")).collect();
        let text =
            format!("id = \"x\"\nname = \"X\"\n[[location]]\nname = \"A\"\nroles = [{many}]\n");
        assert!(
            parse("x", &text)
                .unwrap_err()
                .message
                .contains("1 to 20 roles")
        );
        let text = "id = \"Bad Id\"\nname = \"X\"\n[[location]]\nname = \"A\"\nroles = [\"r\"]\n";
        assert_eq!(parse("x", text).unwrap_err().line, 1);
        let text = "id = \"x\"\nname = \"X\"\n";
        assert!(
            parse("x", text)
                .unwrap_err()
                .message
                .contains("at least one")
        );
    }

    #[test]
    fn slugs_are_stable_and_readable() {
        assert_eq!(slug("World War II Squad"), "world-war-ii-squad");
        assert_eq!(slug("Leonardo's Studio"), "leonardo-s-studio");
        assert_eq!(slug("  Cat-Show!! "), "cat-show");
    }
}
