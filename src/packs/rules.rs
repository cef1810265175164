//! What makes a pack valid: the limits and checks shared by pack files (TOML and CSV) and
//! the admin panel's editor, so a pack is held to the same rules however it was made.
//! What is wrong is a `Notice` (ids `pack-rule-…`) the shell words: a fragment ("role
//! must not be empty") that an import's preview puts after its line and the editor makes
//! a sentence of.

use std::collections::{BTreeMap, HashSet};

use super::format::{PackText, Translation, Translations};
use super::{Location, Pack};
use crate::notice::Notice;

pub const MAX_LOCATIONS: usize = 200;
pub const MAX_ROLES: usize = 20;
pub const MAX_NAME_CHARS: usize = 60;
pub const MAX_PACK_NAME_CHARS: usize = 80;
pub const MAX_DESCRIPTION_CHARS: usize = 500;
pub const MAX_ID_CHARS: usize = 40;

/// A value read from a file with the line it was on (0 when it came from elsewhere).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AtLine<T> {
    pub value: T,
    pub line: usize,
}

impl<T> AtLine<T> {
    pub fn new(value: T, line: usize) -> Self {
        AtLine { value, line }
    }
}

/// A location as read, before any check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftLocation {
    pub name: AtLine<String>,
    /// The line of the role list itself, for errors about the whole list.
    pub roles_line: usize,
    pub roles: Vec<AtLine<String>>,
    pub translations: Vec<DraftTranslation>,
}

/// A location's name, and maybe its roles (with the list's line), in another language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftTranslation {
    pub language: AtLine<String>,
    pub name: AtLine<String>,
    pub roles: Option<AtLine<Vec<AtLine<String>>>>,
}

/// A pack's name and description in another language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftPackText {
    pub language: AtLine<String>,
    pub name: AtLine<String>,
    pub description: Option<AtLine<String>>,
}

/// One thing wrong with a draft, and where (line 0: no line in particular).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub notice: Notice,
}

impl Problem {
    pub fn new(line: usize, notice: Notice) -> Self {
        Problem { line, notice }
    }
}

/// What a checked name is, for its messages (the catalog chooses by `$what`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    LocationName,
    Role,
    /// A pack's name.
    Name,
}

impl What {
    fn key(self) -> &'static str {
        match self {
            What::LocationName => "location",
            What::Role => "role",
            What::Name => "name",
        }
    }
}

/// `notice` about the location `name`: the catalog says "location 'Bank'", or "a location"
/// when the name is empty (the name itself was at fault, and is reported on its own).
fn about_location(notice: Notice, name: &str) -> Notice {
    let named = if name.is_empty() { "no" } else { "yes" };
    notice.with("named", named).with("location", name)
}

/// A translation into the pack's own language, refused.
fn own_language(own: &str) -> Notice {
    Notice::new("pack-rule-own-language").with("language", own)
}

/// Checks the locations of a draft, reporting every problem rather than the first.
pub fn check_locations(draft: &[DraftLocation], problems: &mut Vec<Problem>) -> Vec<Location> {
    let mut out = Vec::with_capacity(draft.len());
    if draft.len() > MAX_LOCATIONS {
        let many = Notice::new("pack-rule-too-many-locations")
            .with("max", MAX_LOCATIONS)
            .with("count", draft.len());
        problems.push(Problem::new(draft[MAX_LOCATIONS].name.line, many));
    }
    let mut seen = HashSet::new();
    for location in draft {
        let mut ok = true;
        let mut report = |line: usize, notice: Notice| {
            problems.push(Problem::new(line, notice));
            ok = false;
        };
        let name = match text(&location.name.value, What::LocationName, MAX_NAME_CHARS) {
            Ok(name) => {
                if !seen.insert(super::format::slug(&name)) {
                    let twice = Notice::new("pack-rule-location-twice").with("name", &name);
                    report(location.name.line, twice);
                }
                name
            }
            Err(m) => {
                report(location.name.line, m);
                String::new()
            }
        };
        if location.roles.is_empty() || location.roles.len() > MAX_ROLES {
            let count = Notice::new("pack-rule-roles-count")
                .with("max", MAX_ROLES)
                .with("count", location.roles.len());
            report(location.roles_line, about_location(count, &name));
        }
        let mut roles = Vec::with_capacity(location.roles.len());
        for role in &location.roles {
            match text(&role.value, What::Role, MAX_NAME_CHARS) {
                Ok(r) => roles.push(r),
                Err(m) => report(role.line, m),
            }
        }
        let translations = check_translations(location, &name, problems);
        if ok {
            out.push(Location {
                name,
                roles,
                translations: translations.unwrap_or_default(),
            });
        }
    }
    if out.len() == draft.len() {
        for clash in name_clashes(&out) {
            let drafted = &draft[clash.later];
            let line = drafted
                .translations
                .iter()
                .find(|t| {
                    t.language
                        .value
                        .trim()
                        .eq_ignore_ascii_case(&clash.language)
                })
                .map_or(drafted.name.line, |t| t.name.line);
            problems.push(Problem::new(line, clash.notice(&out)));
        }
    }
    out
}

/// Two locations a phone in some language could not tell apart: in `language`, the one at
/// `later` shows `shown`, as the one at `first` does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameClash {
    pub language: String,
    pub shown: String,
    pub first: usize,
    pub later: usize,
}

/// In every language of the pack, the names a phone shows (translated, or the pack's own
/// where a location has no translation) must tell the locations apart: the clashes.
pub fn name_clashes(locations: &[Location]) -> Vec<NameClash> {
    let languages: std::collections::BTreeSet<&String> = locations
        .iter()
        .flat_map(|l| l.translations.keys())
        .collect();
    let mut clashes = Vec::new();
    for lang in languages {
        let mut seen = std::collections::HashMap::new();
        for (at, location) in locations.iter().enumerate() {
            let shown = location
                .translations
                .get(lang)
                .map_or(&location.name, |t| &t.name);
            if let Some(first) = seen.insert(super::format::slug(shown), at) {
                clashes.push(NameClash {
                    language: lang.clone(),
                    shown: shown.clone(),
                    first,
                    later: at,
                });
            }
        }
    }
    clashes
}

impl NameClash {
    pub fn notice(&self, locations: &[Location]) -> Notice {
        Notice::new("pack-rule-names-clash")
            .with("language", &self.language)
            .with("shown", &self.shown)
            .with("first", &locations[self.first].name)
            .with("later", &locations[self.later].name)
    }
}

/// A pack as a whole keeps to the rules of its languages: no translation into its own
/// language, and names a phone can tell apart in each. The first problem (a fragment);
/// for packs changed in the editor or by an import.
pub fn check_languages(pack: &Pack) -> Result<(), Notice> {
    let own = pack.language.to_ascii_lowercase();
    let translated_into_own = pack.translations.contains_key(&own)
        || pack
            .locations
            .iter()
            .any(|l| l.translations.contains_key(&own));
    if translated_into_own {
        return Err(own_language(&own));
    }
    match name_clashes(&pack.locations).first() {
        Some(clash) => Err(clash.notice(&pack.locations)),
        None => Ok(()),
    }
}

/// The language tag of a translation, in lower case (a tag's case means nothing, and one
/// key per language keeps lookups exact).
pub fn translation_language(value: &str) -> Result<String, Notice> {
    language(value).map(|l| l.to_ascii_lowercase())
}

/// A location's translations: each a valid name, and roles, when given, one for each of
/// the location's. `name` is the location's own (empty when it is not valid).
fn check_translations(
    location: &DraftLocation,
    name: &str,
    problems: &mut Vec<Problem>,
) -> Option<Translations> {
    let before = problems.len();
    let mut report = |line: usize, notice: Notice| problems.push(Problem::new(line, notice));
    let mut out = Translations::new();
    for t in &location.translations {
        let Ok(lang) =
            translation_language(&t.language.value).map_err(|m| report(t.language.line, m))
        else {
            continue;
        };
        if out.contains_key(&lang) {
            let twice = Notice::new("pack-rule-location-translated-twice").with("language", &lang);
            report(t.language.line, about_location(twice, name));
        }
        let translated = text(&t.name.value, What::LocationName, MAX_NAME_CHARS)
            .map_err(|m| report(t.name.line, m))
            .unwrap_or_default();
        let mut roles = Vec::new();
        if let Some(given) = &t.roles {
            if given.value.len() != location.roles.len() {
                let unpaired = Notice::new("pack-rule-translated-roles")
                    .with("count", location.roles.len())
                    .with("translated", given.value.len())
                    .with("language", &lang);
                report(given.line, about_location(unpaired, name));
            }
            for role in &given.value {
                match text(&role.value, What::Role, MAX_NAME_CHARS) {
                    Ok(r) => roles.push(r),
                    Err(m) => report(role.line, m),
                }
            }
        }
        let translation = Translation {
            name: translated,
            roles,
        };
        out.insert(lang, translation);
    }
    (problems.len() == before).then_some(out)
}

/// The pack's own translations, and no language translated that is the pack's own.
fn check_pack_texts(
    draft: &Draft,
    own: &str,
    problems: &mut Vec<Problem>,
) -> BTreeMap<String, PackText> {
    let mut out = BTreeMap::new();
    let own_named = |lang: &AtLine<String>, problems: &mut Vec<Problem>| {
        let same = lang.value.trim().eq_ignore_ascii_case(own);
        if same {
            problems.push(Problem::new(lang.line, own_language(own)));
        }
        same
    };
    for t in &draft.translations {
        if own_named(&t.language, problems) {
            continue;
        }
        let checked = (
            translation_language(&t.language.value),
            pack_name(&t.name.value),
            t.description
                .as_ref()
                .map_or(Ok(String::new()), |d| description(&d.value)),
        );
        match checked {
            (Ok(lang), Ok(name), Ok(description)) => {
                if out
                    .insert(lang.clone(), PackText { name, description })
                    .is_some()
                {
                    let twice =
                        Notice::new("pack-rule-pack-translated-twice").with("language", &lang);
                    problems.push(Problem::new(t.language.line, twice));
                }
            }
            (l, n, d) => {
                let lines = [
                    t.language.line,
                    t.name.line,
                    t.description.as_ref().map_or(0, |d| d.line),
                ];
                for (result, line) in [l.err(), n.err(), d.err()].into_iter().zip(lines) {
                    if let Some(notice) = result {
                        problems.push(Problem::new(line, notice));
                    }
                }
            }
        }
    }
    for location in &draft.locations {
        for t in &location.translations {
            own_named(&t.language, problems);
        }
    }
    out
}

/// A pack as read from a file, before any check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub id: AtLine<String>,
    pub name: AtLine<String>,
    pub description: Option<AtLine<String>>,
    pub language: Option<AtLine<String>>,
    pub translations: Vec<DraftPackText>,
    pub locations: Vec<DraftLocation>,
}

/// Checks a whole draft: the pack, or every problem found, in line order.
pub fn check_draft(draft: &Draft) -> Result<Pack, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut field = |at: &AtLine<String>, check: &dyn Fn(&str) -> Result<String, Notice>| {
        check(&at.value).unwrap_or_else(|m| {
            problems.push(Problem::new(at.line, m));
            String::new()
        })
    };
    let id = field(&draft.id, &pack_id);
    let name = field(&draft.name, &pack_name);
    let description = draft
        .description
        .as_ref()
        .map(|d| field(d, &description))
        .unwrap_or_default();
    let language = draft
        .language
        .as_ref()
        .map_or_else(|| "en".to_string(), |l| field(l, &language));
    if draft.locations.is_empty() {
        let none = Notice::new("pack-rule-no-locations");
        problems.push(Problem::new(draft.name.line, none));
    }
    let translations = check_pack_texts(draft, &language, &mut problems);
    let locations = check_locations(&draft.locations, &mut problems);
    if problems.is_empty() {
        Ok(Pack {
            id,
            name,
            description,
            language,
            locations,
            translations,
        })
    } else {
        problems.sort_by_key(|p| p.line);
        Err(problems)
    }
}

/// A trimmed, non-empty name of at most `max` characters without control characters.
pub fn text(value: &str, what: What, max: usize) -> Result<String, Notice> {
    let v = value.trim();
    if v.is_empty() {
        return Err(Notice::new("pack-rule-empty").with("what", what.key()));
    }
    if v.chars().count() > max {
        return Err(Notice::new("pack-rule-too-long")
            .with("what", what.key())
            .with("value", v)
            .with("max", max));
    }
    if v.chars().any(char::is_control) {
        return Err(Notice::new("pack-rule-control").with("what", what.key()));
    }
    Ok(v.to_string())
}

pub fn pack_id(value: &str) -> Result<String, Notice> {
    let id = value.trim();
    let ok = !id.is_empty()
        && id.len() <= MAX_ID_CHARS
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(id.to_string())
    } else {
        Err(Notice::new("pack-rule-id").with("max", MAX_ID_CHARS))
    }
}

pub fn pack_name(value: &str) -> Result<String, Notice> {
    text(value, What::Name, MAX_PACK_NAME_CHARS)
}

pub fn description(value: &str) -> Result<String, Notice> {
    let d = value.trim();
    if d.chars().count() > MAX_DESCRIPTION_CHARS {
        let long = Notice::new("pack-rule-description-too-long");
        return Err(long.with("max", MAX_DESCRIPTION_CHARS));
    }
    // Line breaks are allowed in a description, other control characters are not.
    if d.chars().any(|c| c.is_control() && c != '\n' && c != '\r') {
        return Err(Notice::new("pack-rule-description-control"));
    }
    Ok(d.to_string())
}

pub fn language(value: &str) -> Result<String, Notice> {
    let l = value.trim();
    let ok =
        (2..=12).contains(&l.len()) && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if ok {
        Ok(l.to_string())
    } else {
        Err(Notice::new("pack-rule-language-tag"))
    }
}

/// An id for a new pack made from its name: its slug, in ASCII, within the id's limits.
pub fn id_from_name(name: &str) -> String {
    let mut id = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            id.push(c);
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    // Room for a "-2" style suffix when the id is taken.
    id.truncate(MAX_ID_CHARS - 4);
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        "pack".into()
    } else {
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str, line: usize) -> AtLine<String> {
        AtLine::new(s.to_string(), line)
    }

    fn location(name: &str, line: usize, roles: &[&str]) -> DraftLocation {
        DraftLocation {
            translations: Vec::new(),
            name: at(name, line),
            roles_line: line + 1,
            roles: roles.iter().map(|r| at(r, line + 1)).collect(),
        }
    }

    #[test]
    fn every_problem_is_reported_with_its_line() {
        let draft = Draft {
            translations: Vec::new(),
            id: at("Bad Id", 1),
            name: at("Fine", 2),
            description: None,
            language: Some(at("english language", 3)),
            locations: vec![
                location("Bank", 5, &["Teller"]),
                location("bank!", 8, &["Guard", ""]),
                location("", 11, &[]),
            ],
        };
        let problems = check_draft(&draft).unwrap_err();
        let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![1, 3, 8, 9, 11, 12], "{problems:?}");
        let twice = Notice::new("pack-rule-location-twice").with("name", "bank!");
        assert_eq!(problems[2].notice, twice);
        // The nameless location is "a location" in its roles' message.
        let no_roles = Notice::new("pack-rule-roles-count")
            .with("max", MAX_ROLES)
            .with("count", 0_usize)
            .with("named", "no")
            .with("location", "");
        assert_eq!(problems[5].notice, no_roles);
    }

    #[test]
    fn ids_made_from_names_are_valid_ids() {
        assert_eq!(id_from_name("Pirate Ships!"), "pirate-ships");
        assert_eq!(id_from_name("Été à Paris"), "t-paris");
        assert_eq!(id_from_name("???"), "pack");
        let long = id_from_name(&"word ".repeat(30));
        assert!(
            pack_id(&long).is_ok() && long.len() <= MAX_ID_CHARS - 4,
            "{long}"
        );
    }
}
