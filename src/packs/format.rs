//! The location pack file format (TOML), documented in `locations/README.md`.
//!
//! Parsing is pure: text in, a validated [`Pack`] or its problems with their lines out.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use toml::Spanned;

use std::collections::BTreeMap;

use super::rules::{self, AtLine, Draft, DraftLocation, DraftPackText, DraftTranslation, Problem};
pub use super::rules::{
    MAX_DESCRIPTION_CHARS, MAX_LOCATIONS, MAX_NAME_CHARS, MAX_PACK_NAME_CHARS, MAX_ROLES,
};
use crate::notice::Notice;

/// A validated pack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pack {
    pub id: String,
    pub name: String,
    pub description: String,
    /// The language of its names: the one every other falls back to.
    pub language: String,
    pub locations: Vec<Location>,
    /// The pack's name and description in other languages, by language tag. (Left out of
    /// the JSON when empty, so that a pack without any keeps its content hash.)
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, PackText>,
}

/// A location's name and roles in one language other than its pack's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Translation {
    pub name: String,
    /// In deck order, one for each of the location's roles; empty when the roles are not
    /// translated (they show in the pack's language).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roles: Vec<String>,
}

/// Translations by language tag (`"ru"`, `"pt-BR"`).
pub type Translations = BTreeMap<String, Translation>;

/// A pack's name and description in one language other than its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackText {
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub name: String,
    /// In deck order: a deal of n players uses the first n-1 roles (R-2.3).
    pub roles: Vec<String>,
    /// Its name and roles in other languages, under the same id.
    #[serde(default, skip_serializing_if = "Translations::is_empty")]
    pub translations: Translations,
}

/// A pack file that cannot be used: where and why (line 0: the file as a whole). The
/// shell words the notice; this error's own display, with the notice's id, is for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {notice}")]
pub struct PackFileError {
    pub file: String,
    pub line: usize,
    pub notice: Notice,
}

impl PackFileError {
    pub fn from_problems(file: &str, problems: Vec<Problem>) -> Vec<PackFileError> {
        problems
            .into_iter()
            .map(|p| PackFileError {
                file: file.to_string(),
                line: p.line,
                notice: p.notice,
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
    #[serde(default)]
    translations: BTreeMap<String, RawPackText>,
    #[serde(default, rename = "location")]
    locations: Vec<RawLocation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPackText {
    name: Spanned<String>,
    #[serde(default)]
    description: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLocation {
    name: Spanned<String>,
    roles: Spanned<Vec<Spanned<String>>>,
    #[serde(default)]
    translations: BTreeMap<String, RawTranslation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTranslation {
    name: Spanned<String>,
    #[serde(default)]
    roles: Option<Spanned<Vec<Spanned<String>>>>,
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
        // The TOML parser's own words (English), inside a message of ours.
        vec![PackFileError {
            file: file.to_string(),
            line: line_of(text, start),
            notice: Notice::new("pack-rule-toml").with("error", e.message().trim()),
        }]
    })?;
    // A table's key (a language tag) has no span of its own: its name's line stands for it.
    let key_at = |key: &String, name: &Spanned<String>| AtLine::new(key.clone(), at(name).line);
    let draft = Draft {
        id: at(&raw.id),
        name: at(&raw.name),
        description: raw.description.as_ref().map(at),
        language: raw.language.as_ref().map(at),
        translations: raw
            .translations
            .iter()
            .map(|(language, t)| DraftPackText {
                language: key_at(language, &t.name),
                name: at(&t.name),
                description: t.description.as_ref().map(at),
            })
            .collect(),
        locations: raw
            .locations
            .iter()
            .map(|l| DraftLocation {
                name: at(&l.name),
                roles_line: line_of(text, l.roles.span().start),
                roles: l.roles.get_ref().iter().map(at).collect(),
                translations: l
                    .translations
                    .iter()
                    .map(|(language, t)| DraftTranslation {
                        language: key_at(language, &t.name),
                        name: at(&t.name),
                        roles: t.roles.as_ref().map(|roles| {
                            AtLine::new(
                                roles.get_ref().iter().map(at).collect(),
                                line_of(text, roles.span().start),
                            )
                        }),
                    })
                    .collect(),
            })
            .collect(),
    };
    rules::check_draft(&draft).map_err(|problems| PackFileError::from_problems(file, problems))
}

/// Writes a pack in the file format; `parse(render(p)) == p`.
pub fn render(pack: &Pack) -> String {
    let q = quoted;
    let mut out = format!(
        "# Spyfall location pack: see locations/README.md for the format.\nid = {}\nname = {}\n",
        q(&pack.id),
        q(&pack.name)
    );
    if !pack.description.is_empty() {
        out += &format!("description = {}\n", q(&pack.description));
    }
    out += &format!("language = {}\n", q(&pack.language));
    for (language, text) in &pack.translations {
        out += &format!("\n[translations.{language}]\nname = {}\n", q(&text.name));
        if !text.description.is_empty() {
            out += &format!("description = {}\n", q(&text.description));
        }
    }
    for location in &pack.locations {
        out += &format!("\n[[location]]\nname = {}\n", q(&location.name));
        out += &roles_line(&location.roles);
        for (language, t) in &location.translations {
            out += &format!(
                "[location.translations.{language}]\nname = {}\n",
                q(&t.name)
            );
            if !t.roles.is_empty() {
                out += &roles_line(&t.roles);
            }
        }
    }
    out
}

/// A TOML string, quoted and escaped.
fn quoted(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn roles_line(roles: &[String]) -> String {
    let mut out = "roles = [\n".to_string();
    for role in roles {
        out += &format!("  {},\n", quoted(role));
    }
    out + "]\n"
}

impl Location {
    /// Gives the location new roles. A language keeps its translated roles where every
    /// new role is one the location had (moved, repeated or dropped); a new role leaves
    /// that language's roles to be translated again.
    pub fn replace_roles(&mut self, roles: Vec<String>) {
        for t in self.translations.values_mut() {
            let translated = |role: &String| {
                let at = self.roles.iter().position(|r| r == role)?;
                t.roles.get(at).cloned()
            };
            t.roles = roles
                .iter()
                .map(translated)
                .collect::<Option<_>>()
                .unwrap_or_default();
        }
        self.roles = roles;
    }
}

impl Pack {
    /// A new pack with nothing in it but its id and name, in English.
    pub fn named(id: String, name: String) -> Pack {
        Pack {
            id,
            name,
            description: String::new(),
            language: "en".into(),
            locations: Vec::new(),
            translations: BTreeMap::new(),
        }
    }

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
        let empty_role = Notice::new("pack-rule-empty").with("what", "role");
        assert_eq!(e.notice, empty_role, "{e}");

        let dup = GOOD.replace("\"Bank\"", "\"day  spa\"");
        let e = parse("tiny.toml", &dup).unwrap_err();
        assert_eq!(e.line, 11);
        assert_eq!(e.notice.id, "pack-rule-location-twice", "{e}");

        let syntax = GOOD.replace("roles = [\"Teller\"", "roles = [\"Teller\",,");
        let e = parse("tiny.toml", &syntax).unwrap_err();
        assert_eq!((e.line, e.notice.id), (12, "pack-rule-toml"));

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
        let too_many = Notice::new("pack-rule-roles-count")
            .with("max", MAX_ROLES)
            .with("count", MAX_ROLES + 1)
            .with("named", "yes")
            .with("location", "A");
        assert_eq!(parse("x", &text).unwrap_err().notice, too_many);
        let text = "id = \"Bad Id\"\nname = \"X\"\n[[location]]\nname = \"A\"\nroles = [\"r\"]\n";
        let e = parse("x", text).unwrap_err();
        assert_eq!((e.line, e.notice.id), (1, "pack-rule-id"));
        let text = "id = \"x\"\nname = \"X\"\n";
        let e = parse("x", text).unwrap_err();
        assert_eq!(e.notice.id, "pack-rule-no-locations");
    }

    const TRANSLATED: &str = r#"
id = "tiny"
name = "Tiny pack"
language = "en"

[translations.ru]
name = "Малый набор"

[[location]]
name = "Day Spa"
roles = ["Stylist", "Masseuse"]
[location.translations.ru]
name = "Спа-салон"
roles = ["Стилист", "Массажистка"]
[location.translations.de]
name = "Wellnesszentrum"

[[location]]
name = "Bank"
roles = ["Teller"]
"#;

    #[test]
    fn translations_parse_and_round_trip_under_the_same_ids() {
        let pack = parse("tiny.toml", TRANSLATED).unwrap();
        assert_eq!(pack.translations["ru"].name, "Малый набор");
        let spa = &pack.locations[0];
        assert_eq!(spa.translations["ru"].roles, vec!["Стилист", "Массажистка"]);
        assert!(
            spa.translations["de"].roles.is_empty(),
            "roles may stay untranslated"
        );
        assert_eq!(pack.location_id(spa), "tiny.day-spa");
        assert_eq!(parse("again.toml", &render(&pack)).unwrap(), pack);
    }

    #[test]
    fn translations_are_held_to_the_locations_rules() {
        let problem = |from: &str, to: &str| {
            let e = parse("tiny.toml", &TRANSLATED.replace(from, to)).unwrap_err();
            (e.line, e.notice)
        };
        let (line, notice) = problem("\"Стилист\", ", "");
        assert_eq!(line, 14);
        let unpaired = Notice::new("pack-rule-translated-roles")
            .with("count", 2_usize)
            .with("translated", 1_usize)
            .with("language", "ru")
            .with("named", "yes")
            .with("location", "Day Spa");
        assert_eq!(notice, unpaired);
        // A German phone would show two "Bank"s: the translation and Bank's own name.
        let (line, notice) = problem("Wellnesszentrum", "Bank");
        assert_eq!(line, 19);
        let clash = Notice::new("pack-rule-names-clash")
            .with("language", "de")
            .with("shown", "Bank")
            .with("first", "Day Spa")
            .with("later", "Bank");
        assert_eq!(notice, clash);
        let (_, notice) = problem("[location.translations.de]", "[location.translations.en]");
        assert_eq!(notice.id, "pack-rule-own-language", "{notice}");
        let (line, notice) = problem("[location.translations.de]", "[location.translations.RU]");
        assert_eq!(line, 13, "the second of the two keys read");
        assert_eq!(notice.id, "pack-rule-location-translated-twice", "{notice}");
        assert!(notice.args.contains(&("language", "ru".into())), "{notice}");
        let (_, notice) = problem("[translations.ru]", "[translations.\"r u\"]");
        assert_eq!(notice.id, "pack-rule-language-tag", "{notice}");
    }

    #[test]
    fn slugs_are_stable_and_readable() {
        assert_eq!(slug("World War II Squad"), "world-war-ii-squad");
        assert_eq!(slug("Leonardo's Studio"), "leonardo-s-studio");
        assert_eq!(slug("  Cat-Show!! "), "cat-show");
    }
}
