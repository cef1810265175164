//! A table's locations in every language their packs name them in, and the facts of a
//! room put into one of them: each phone reads the candidates, its card and the results
//! in its own language. Only names and roles change; ids, which the rules and the spy's
//! guess go by, never do. A name without a translation stays in its pack's language.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::{Candidate, Card, LocationId, Round};
use crate::packs::format::{Translation, Translations};
use crate::packs::languages::Preferences;
use crate::rooms::view_padding;

/// Every name a table's locations have, by language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LocationNames {
    /// Each location's own language (its pack's) and roles there, in deck order.
    own: HashMap<LocationId, Own>,
    /// By language, the locations translated into it.
    translated: BTreeMap<String, HashMap<LocationId, Translation>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Own {
    language: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    roles: Vec<String>,
}

impl LocationNames {
    /// Adds the location `id`, named in `language` with `roles`, and its translations.
    pub fn add(&mut self, id: &str, language: &str, roles: &[String], translations: &Translations) {
        let own = Own {
            language: language.to_string(),
            roles: roles.to_vec(),
        };
        self.own.insert(id.to_string(), own);
        for (lang, t) in translations {
            let by_id = self.translated.entry(lang.clone()).or_default();
            by_id.insert(id.to_string(), t.clone());
        }
    }

    /// These names and `other`'s together, `other`'s winning for a location in both (the
    /// chosen packs' names, then a finished game's).
    pub fn with(&self, other: &LocationNames) -> LocationNames {
        let mut both = self.clone();
        both.own.extend(other.own.clone());
        for (lang, by_id) in &other.translated {
            let into = both.translated.entry(lang.clone()).or_default();
            into.extend(by_id.clone());
        }
        both
    }

    pub fn is_empty(&self) -> bool {
        self.own.is_empty()
    }

    /// Equal sets have equal fingerprints under the same `keys` (made of the locations and
    /// the languages they are translated into, in any order); others mostly differ.
    pub fn fingerprint(&self, keys: &impl std::hash::BuildHasher) -> u64 {
        let hash = |text: &str| keys.hash_one(text);
        let ids = self.own.keys().fold(0, |all, id| all ^ hash(id));
        let languages = self.translated.keys().fold(0, |all, lang| all ^ hash(lang));
        ids ^ languages.rotate_left(17) ^ self.own.len() as u64
    }

    /// Every language some location is named in.
    pub fn languages(&self) -> Vec<&str> {
        let own = self.own.values().map(|o| o.language.as_str());
        let set: BTreeSet<&str> = own
            .chain(self.translated.keys().map(String::as_str))
            .collect();
        set.into_iter().collect()
    }

    /// The one language a caller is shown the table in: the first of theirs that some
    /// location is named in, else the own language of the table's first location.
    pub fn language_for(&self, wanted: &Preferences, first: Option<&LocationId>) -> Option<String> {
        let found = wanted.first_of(&self.languages()).map(str::to_string);
        found.or_else(|| Some(self.own.get(first?)?.language.clone()))
    }

    /// Each of `candidates` by its longest name in any language, for a bound on what a
    /// view may show of it.
    pub fn longest(&self, candidates: &[Candidate]) -> Vec<Candidate> {
        let longest = |c: &Candidate| {
            let translated = self
                .translated
                .values()
                .filter_map(|by_id| by_id.get(&c.id));
            let names = translated.map(|t| &t.name).chain([&c.name]);
            names.max_by_key(view_padding::json_len).cloned()
        };
        (candidates.iter())
            .map(|c| Candidate {
                id: c.id.clone(),
                name: longest(c).unwrap_or_default(),
            })
            .collect()
    }

    /// These names as they read in `lang`.
    pub fn in_language<'a>(&'a self, lang: &'a str) -> InLanguage<'a> {
        InLanguage {
            names: self,
            translated: self.translated.get(lang),
        }
    }
}

/// A table's locations read in one language.
#[derive(Clone, Copy)]
pub struct InLanguage<'a> {
    names: &'a LocationNames,
    translated: Option<&'a HashMap<LocationId, Translation>>,
}

impl InLanguage<'_> {
    fn translation(&self, id: &str) -> Option<&Translation> {
        self.translated?.get(id)
    }

    pub fn candidate(&self, c: &Candidate) -> Candidate {
        Candidate {
            id: c.id.clone(),
            name: self.translation(&c.id).map_or(&c.name, |t| &t.name).clone(),
        }
    }

    pub fn candidates(&self, candidates: &[Candidate]) -> Vec<Candidate> {
        candidates.iter().map(|c| self.candidate(c)).collect()
    }

    /// A card with its role in this language: the role at the same place in the deck.
    pub fn card(&self, card: &Card) -> Card {
        let Card::Location { location, role } = card else {
            return Card::Spy;
        };
        let translated = self.translation(location).and_then(|t| {
            let own = &self.names.own.get(location)?.roles;
            let at = own.iter().position(|r| r == role)?;
            t.roles.get(at)
        });
        Card::Location {
            location: location.clone(),
            role: translated.unwrap_or(role).clone(),
        }
    }

    /// `round` with its candidates and cards in this language, for a view of it.
    pub fn round(&self, round: &Round) -> Round {
        Round {
            candidates: Arc::new(self.candidates(&round.candidates)),
            hands: Arc::new(round.hands.iter().map(|c| self.card(c)).collect()),
            middle: round.middle.as_ref().map(|c| self.card(c)),
            ..round.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> LocationNames {
        let mut names = LocationNames::default();
        let roles = ["Pilot".to_string(), "Steward".to_string()];
        let ru = Translation {
            name: "Самолёт".into(),
            roles: vec!["Пилот".into(), "Стюард".into()],
        };
        let de = Translation {
            name: "Flugzeug".into(),
            roles: Vec::new(),
        };
        let translations = [("ru".to_string(), ru), ("de".to_string(), de)].into();
        names.add("plane", "en", &roles, &translations);
        names.add("dacha", "ru", &[], &Translations::new());
        names
    }

    fn card(role: &str) -> Card {
        Card::Location {
            location: "plane".into(),
            role: role.into(),
        }
    }

    #[test]
    fn a_card_takes_the_role_at_the_same_place_in_the_deck() {
        let names = names();
        assert_eq!(
            names.in_language("ru").card(&card("Steward")),
            card("Стюард")
        );
        // Untranslated roles, an unknown role and another language stay as they are.
        assert_eq!(names.in_language("de").card(&card("Pilot")), card("Pilot"));
        assert_eq!(
            names.in_language("ru").card(&card("Captain")),
            card("Captain")
        );
        assert_eq!(names.in_language("fr").card(&card("Pilot")), card("Pilot"));
        assert_eq!(names.in_language("ru").card(&Card::Spy), Card::Spy);
    }

    #[test]
    fn a_name_without_a_translation_stays_in_its_packs_language() {
        let names = names();
        let shown = |lang: &str, id: &str, own: &str| {
            let c = Candidate {
                id: id.into(),
                name: own.into(),
            };
            names.in_language(lang).candidate(&c).name
        };
        assert_eq!(shown("de", "plane", "Airplane"), "Flugzeug");
        assert_eq!(shown("de", "dacha", "Дача"), "Дача");
    }

    #[test]
    fn the_language_is_the_callers_first_the_table_has_else_the_first_locations() {
        let names = names();
        assert_eq!(names.languages(), ["de", "en", "ru"]);
        let pick = |header: &str, first: &str| {
            names.language_for(&Preferences::parse(header), Some(&first.to_string()))
        };
        assert_eq!(pick("fr, ru;q=0.5", "plane").as_deref(), Some("ru"));
        assert_eq!(pick("de-AT", "plane").as_deref(), Some("de"));
        assert_eq!(pick("fr", "dacha").as_deref(), Some("ru"));
        assert_eq!(pick("", "plane").as_deref(), Some("en"));
        let none = LocationNames::default();
        assert_eq!(none.language_for(&Preferences::parse("fr"), None), None);
    }

    #[test]
    fn a_bound_takes_each_locations_longest_name_in_any_language() {
        let names = names();
        let own = |id: &str, name: &str| Candidate {
            id: id.into(),
            name: name.into(),
        };
        let longest = names.longest(&[own("plane", "Airplane"), own("dacha", "Дача")]);
        // Cyrillic takes two bytes a letter: "Самолёт" is longer than "Airplane".
        assert_eq!(longest, [own("plane", "Самолёт"), own("dacha", "Дача")]);
    }

    #[test]
    fn names_together_keep_both_tables_translations() {
        let mut other = LocationNames::default();
        let fr = Translation {
            name: "Avion".into(),
            roles: Vec::new(),
        };
        other.add("jet", "en", &[], &[("fr".to_string(), fr)].into());
        let both = names().with(&other);
        let back = other.with(&names());
        assert_eq!(both.languages(), back.languages());
        assert_eq!(both.languages(), ["de", "en", "fr", "ru"]);
        assert!(both.in_language("ru").translation("plane").is_some());
        assert!(both.in_language("fr").translation("jet").is_some());
    }
}
