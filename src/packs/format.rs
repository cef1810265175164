//! The location pack file format (TOML), documented in `locations/README.md`.
//!
//! Parsing is pure: text in, a validated [`Pack`] or its problems with their lines out.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use toml::Spanned;

use super::rules::{self, AtLine, Draft, DraftLocation, Problem};
pub use super::rules::{
    MAX_DESCRIPTION_CHARS, MAX_LOCATIONS, MAX_NAME_CHARS, MAX_PACK_NAME_CHARS, MAX_ROLES,
};

/// A validated pack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pack {
    pub id: String,
    pub name: String,
    pub description: String,
    pub language: String,
    pub locations: Vec<Location>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub name: String,
    /// In deck order: a deal of n players uses the first n-1 roles (R-2.3).
    pub roles: Vec<String>,
}

/// A pack file that cannot be used: where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct PackFileError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl PackFileError {
    pub fn from_problems(file: &str, problems: Vec<Problem>) -> Vec<PackFileError> {
        problems
            .into_iter()
            .map(|p| PackFileError {
                file: file.to_string(),
                line: p.line,
                message: p.message,
            })
            .collect()
    }
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

/// Parses and validates the text of a pack file; `file` names it in errors. The error is
/// the first problem; [`parse_all_problems`] reports every one.
pub fn parse(file: &str, text: &str) -> Result<Pack, PackFileError> {
    parse_all_problems(file, text).map_err(|mut errors| errors.remove(0))
}

/// As [`parse`], with every problem of the file in line order (never an empty list).
pub fn parse_all_problems(file: &str, text: &str) -> Result<Pack, Vec<PackFileError>> {
    let at = |s: &Spanned<String>| AtLine::new(s.get_ref().clone(), line_of(text, s.span().start));
    let raw: RawPack = toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        vec![PackFileError {
            file: file.to_string(),
            line: line_of(text, start),
            message: e.message().trim().to_string(),
        }]
    })?;
    let draft = Draft {
        id: at(&raw.id),
        name: at(&raw.name),
        description: raw.description.as_ref().map(at),
        language: raw.language.as_ref().map(at),
        locations: raw
            .locations
            .iter()
            .map(|l| DraftLocation {
                name: at(&l.name),
                roles_line: line_of(text, l.roles.span().start),
                roles: l.roles.get_ref().iter().map(at).collect(),
            })
            .collect(),
    };
    rules::check_draft(&draft).map_err(|problems| PackFileError::from_problems(file, problems))
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

pub(super) fn line_of(text: &str, offset: usize) -> usize {
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
