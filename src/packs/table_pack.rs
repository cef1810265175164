//! Packs made at the table: a player's own location list (a name and at least 8
//! locations, roles optional), held to the limits a player's packs keep, and the code its
//! maker reads out to share it. Pure: the application layer draws the code and saves.

use rand::Rng;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::format::{Location, Pack, slug};
use super::languages::is_tag;
use super::rules::{MAX_NAME_CHARS, MAX_ROLES};
use crate::notice::Notice;
use crate::rooms::code::{draw, normalize_spoken};
use crate::rooms::names::{MAX_CHARS as MAX_PACK_NAME_CHARS, name_of_at_most};

/// A list shorter than this makes too easy a guess for the spy.
pub const MIN_LOCATIONS: usize = 8;
pub const MAX_LOCATIONS: usize = 100;
/// The packs one player may have made at a time.
pub const MAX_PACKS_PER_MAKER: i64 = 20;
/// Six letters of the room codes' alphabet: 64 million codes, read aloud in one breath.
pub const SHARE_CODE_LENGTH: usize = 6;

/// A location list as a player writes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TablePackDraft {
    /// 1 to 32 characters, as a display name.
    #[schema(example = "Our town")]
    pub name: String,
    /// The language its names are written in (a tag such as `ru`); `en` when absent.
    #[serde(default)]
    #[schema(example = "en")]
    pub language: Option<String>,
    /// 8 to 100 locations, their names told apart.
    #[schema(min_items = 8, max_items = 100)]
    pub locations: Vec<TableLocationDraft>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TableLocationDraft {
    /// 1 to 60 characters.
    #[schema(example = "The bakery")]
    pub name: String,
    /// Up to 20 roles, in deck order; none: the location is dealt alone.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub roles: Vec<String>,
}

/// Why a draft cannot be a pack: a sentence for its maker, worded by the shell (the API
/// in English, `pack-rule-list-…`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DraftRefused(pub Notice);

/// The pack `draft` makes under `id`, or why it cannot be one.
pub fn pack_from(draft: &TablePackDraft, id: &str) -> Result<Pack, DraftRefused> {
    let refuse = |m: Notice| Err(DraftRefused(m));
    let Ok(name) = name_of_at_most(&draft.name, MAX_PACK_NAME_CHARS) else {
        return refuse(Notice::new("pack-rule-list-name").with("max", MAX_PACK_NAME_CHARS));
    };
    let language = draft
        .language
        .as_deref()
        .unwrap_or("en")
        .to_ascii_lowercase();
    if !is_tag(&language) {
        return refuse(Notice::new("pack-rule-list-language").with("language", &language));
    }
    let count = draft.locations.len();
    if !(MIN_LOCATIONS..=MAX_LOCATIONS).contains(&count) {
        return refuse(
            Notice::new("pack-rule-list-size")
                .with("min", MIN_LOCATIONS)
                .with("max", MAX_LOCATIONS)
                .with("count", count),
        );
    }
    let mut pack = Pack::named(id.to_string(), name);
    pack.language = language;
    let mut seen = std::collections::HashSet::new();
    for (at, l) in draft.locations.iter().enumerate() {
        let location = location_from(l, at + 1)?;
        // The location's id is made of its letters and digits: a name needs some.
        if slug(&location.name).is_empty() {
            return refuse(Notice::new("pack-rule-list-no-letter").with("name", &location.name));
        }
        if !seen.insert(slug(&location.name)) {
            return refuse(Notice::new("pack-rule-list-twice").with("name", &location.name));
        }
        pack.locations.push(location);
    }
    Ok(pack)
}

fn location_from(draft: &TableLocationDraft, number: usize) -> Result<Location, DraftRefused> {
    let text = |raw: &str| name_of_at_most(raw, MAX_NAME_CHARS).ok();
    let name = text(&draft.name).ok_or_else(|| {
        let nameless = Notice::new("pack-rule-list-location-name").with("number", number);
        DraftRefused(nameless.with("max", MAX_NAME_CHARS))
    })?;
    if draft.roles.len() > MAX_ROLES {
        let many = Notice::new("pack-rule-list-roles").with("name", &name);
        return Err(DraftRefused(many.with("max", MAX_ROLES)));
    }
    let roles: Option<Vec<String>> = draft.roles.iter().map(|r| text(r)).collect();
    let roles = roles.ok_or_else(|| {
        let bad = Notice::new("pack-rule-list-role-name").with("name", &name);
        DraftRefused(bad.with("max", MAX_NAME_CHARS))
    })?;
    Ok(Location {
        name,
        roles,
        translations: Default::default(),
    })
}

/// The code a pack is shared by, parsed where it arrives.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct ShareCode(String);

impl ShareCode {
    /// Draws a new code.
    pub fn generate(rng: &mut impl Rng) -> Self {
        ShareCode(draw(rng, SHARE_CODE_LENGTH))
    }

    /// The code as typed or read out (any case, spaces and dashes ignored), or `None`.
    pub fn parse(input: &str) -> Option<Self> {
        normalize_spoken(input, SHARE_CODE_LENGTH).map(ShareCode)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id of the pack shared by this code.
    pub fn pack_id(&self) -> String {
        format!("table-{}", self.0.to_ascii_lowercase())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(names: &[&str]) -> TablePackDraft {
        TablePackDraft {
            name: "  Our   town ".into(),
            language: Some("RU".into()),
            locations: (names.iter())
                .map(|n| TableLocationDraft {
                    name: n.to_string(),
                    roles: Vec::new(),
                })
                .collect(),
        }
    }

    const EIGHT: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];

    #[test]
    fn a_list_of_eight_becomes_a_pack_in_its_language() {
        let mut list = draft(&EIGHT);
        list.locations[0].roles = vec!["Baker".into(), " Customer ".into()];
        let pack = pack_from(&list, "table-bcdfgh").unwrap();
        assert_eq!(
            (pack.name.as_str(), pack.language.as_str()),
            ("Our town", "ru")
        );
        assert_eq!(pack.locations.len(), 8);
        assert_eq!(pack.locations[0].roles, ["Baker", "Customer"]);
        assert!(pack.locations[1].roles.is_empty(), "roles are optional");
    }

    #[test]
    fn a_list_too_short_or_with_a_name_twice_is_refused() {
        let short = pack_from(&draft(&EIGHT[..7]), "t").unwrap_err();
        assert_eq!(short.0.id, "pack-rule-list-size");
        let mut twice = EIGHT;
        twice[7] = "A";
        let refused = pack_from(&draft(&twice), "t").unwrap_err();
        let twice = Notice::new("pack-rule-list-twice").with("name", "A");
        assert_eq!(refused.0, twice, "{refused}");
        let mut dots = EIGHT;
        dots[2] = "...";
        let refused = pack_from(&draft(&dots), "t").unwrap_err();
        assert_eq!(refused.0.id, "pack-rule-list-no-letter", "{refused}");
        let mut empty = EIGHT;
        empty[3] = " ";
        let nameless = Notice::new("pack-rule-list-location-name")
            .with("number", 4_usize)
            .with("max", MAX_NAME_CHARS);
        assert_eq!(pack_from(&draft(&empty), "t").unwrap_err().0, nameless);
        let mut long = draft(&EIGHT);
        long.name = "x".repeat(33);
        let refused = pack_from(&long, "t").unwrap_err();
        assert_eq!(refused.0.id, "pack-rule-list-name", "{refused}");
    }

    #[test]
    fn share_codes_read_aloud_in_any_case_and_spacing() {
        use rand::SeedableRng;
        let code = ShareCode::generate(&mut rand::rngs::StdRng::seed_from_u64(37));
        assert_eq!(
            ShareCode::parse(&code.as_str().to_lowercase()),
            Some(code.clone())
        );
        assert_eq!(ShareCode::parse("bcd-fgh").unwrap().as_str(), "BCDFGH");
        assert_eq!(
            ShareCode::parse("bcd fgh").unwrap().pack_id(),
            "table-bcdfgh"
        );
        assert_eq!(ShareCode::parse("BCDFG"), None);
        assert_eq!(ShareCode::parse("BCDFGA"), None, "no vowels");
    }
}
