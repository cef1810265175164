//! Which language to show a pack in: the first of the caller's languages (an
//! `Accept-Language` list) that the pack has, one for the whole pack; each name is then in
//! that language where it is translated, else in the pack's own. Pure: the HTTP layer
//! parses the header into [`Preferences`]. Language tags are kept in lower case.

use super::format::{Pack, Translations};

/// The languages a caller reads, most wanted first, as lower-case tags.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Preferences(Vec<String>);

/// At most this many tags are read from a header: enough for any real browser.
const MAX_TAGS: usize = 16;

impl Preferences {
    /// Reads `Accept-Language` values (RFC 9110 §12.5.4), the header's lines joined: tags
    /// by weight, ties in the order given; `*`, weight 0 and malformed entries are left out.
    pub fn parse(header: &str) -> Self {
        let mut weighed: Vec<(u16, String)> = header
            .split(',')
            .filter(|entry| !entry.trim().is_empty())
            .take(MAX_TAGS)
            .filter_map(|entry| {
                let mut parts = entry.split(';');
                let tag = parts.next()?.trim().to_ascii_lowercase();
                let weight = parts
                    .find_map(|p| {
                        let (name, value) = p.split_once('=')?;
                        name.trim().eq_ignore_ascii_case("q").then_some(value)
                    })
                    .map_or(Some(1000), weight)?;
                (is_tag(&tag) && weight > 0).then_some((weight, tag))
            })
            .collect();
        weighed.sort_by_key(|(w, _)| std::cmp::Reverse(*w));
        Preferences(weighed.into_iter().map(|(_, tag)| tag).collect())
    }

    /// The caller's tags, most wanted first.
    pub fn tags(&self) -> &[String] {
        &self.0
    }

    /// A caller who reads only `lang`.
    pub fn only(lang: &str) -> Self {
        Preferences(vec![lang.to_ascii_lowercase()])
    }

    /// The first of the caller's languages among `offered` (lower-case tags): the same tag;
    /// else the tag cut back at its hyphens (`de-ch` reads `de`); else a regional form of
    /// the same language (`pt` reads `pt-br`).
    pub fn first_of<'a>(&self, offered: &[&'a str]) -> Option<&'a str> {
        self.0.iter().find_map(|wanted| {
            let mut prefix = wanted.as_str();
            loop {
                if let Some(found) = offered.iter().find(|o| **o == prefix) {
                    return Some(*found);
                }
                match prefix.rsplit_once('-') {
                    Some((shorter, _)) => prefix = shorter,
                    None => break,
                }
            }
            offered
                .iter()
                .find(|o| o.split('-').next() == Some(prefix))
                .copied()
        })
    }
}

/// Whether `tag` can be a language tag: 1 to 35 letters, digits and hyphens.
pub fn is_tag(tag: &str) -> bool {
    (1..=35).contains(&tag.len()) && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// A location's name and roles in `lang`: its translation where it has one (roles too,
/// when they are translated), else its own.
pub fn location_in<'a>(
    lang: &str,
    name: &'a str,
    roles: &'a [String],
    translations: &'a Translations,
) -> (&'a str, &'a [String]) {
    match translations.get(lang) {
        Some(t) if t.roles.is_empty() => (&t.name, roles),
        Some(t) => (&t.name, &t.roles),
        None => (name, roles),
    }
}

/// How far a pack is translated into one language, for its editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    pub language: String,
    /// Locations with a name in this language.
    pub named: usize,
    /// Locations with their roles in this language too.
    pub with_roles: usize,
    /// The locations without a name in it, which show in the pack's own language.
    pub missing: Vec<String>,
}

/// Every language the pack is translated into (its own and its locations'), with what
/// each still lacks.
pub fn coverage(pack: &Pack) -> Vec<Coverage> {
    let languages: std::collections::BTreeSet<&String> = pack
        .translations
        .keys()
        .chain(pack.locations.iter().flat_map(|l| l.translations.keys()))
        .collect();
    languages
        .into_iter()
        .map(|lang| {
            let translated = |l: &&super::format::Location| l.translations.contains_key(lang);
            Coverage {
                language: lang.clone(),
                named: pack.locations.iter().filter(translated).count(),
                with_roles: (pack.locations.iter())
                    .filter(|l| {
                        l.translations
                            .get(lang)
                            .is_some_and(|t| !t.roles.is_empty())
                    })
                    .count(),
                missing: (pack.locations.iter())
                    .filter(|l| !translated(l))
                    .map(|l| l.name.clone())
                    .collect(),
            }
        })
        .collect()
}

/// A `q=` weight in thousandths; `None` when it is not one.
fn weight(q: &str) -> Option<u16> {
    let value: f32 = q.trim().parse().ok()?;
    (0.0..=1.0)
        .contains(&value)
        .then(|| (value * 1000.0).round() as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_follow_their_weights_and_skip_what_cannot_be_read() {
        let p =
            Preferences::parse("de-CH, fr;q=0.5, en;Q=0.9, *;q=0.1, ru;q=0, ;q=x, x_y, uk; Q = 0");
        assert_eq!(
            p,
            Preferences(vec!["de-ch".into(), "en".into(), "fr".into()])
        );
        assert_eq!(Preferences::parse(""), Preferences::default());
        let padded = format!("{}de", ",".repeat(40));
        assert_eq!(Preferences::parse(&padded), Preferences::only("de"));
    }

    #[test]
    fn the_first_wanted_language_offered_wins_and_regions_read_their_language() {
        let p = Preferences::parse("pt-BR, de");
        assert_eq!(p.first_of(&["en", "de", "pt"]), Some("pt"));
        assert_eq!(p.first_of(&["en", "de"]), Some("de"));
        assert_eq!(
            Preferences::only("pt").first_of(&["en", "pt-br"]),
            Some("pt-br")
        );
        let chinese = Preferences::only("zh-hant-tw");
        assert_eq!(chinese.first_of(&["zh-hans", "zh-hant"]), Some("zh-hant"));
        assert_eq!(p.first_of(&["en"]), None);
    }

    #[test]
    fn coverage_counts_names_and_roles_and_lists_what_is_missing() {
        let text = "id = \"p\"\nname = \"P\"\n[[location]]\nname = \"Bank\"\nroles = [\"Teller\"]\n\
            [location.translations.ru]\nname = \"Банк\"\nroles = [\"Кассир\"]\n\
            [[location]]\nname = \"Spa\"\nroles = [\"Stylist\"]\n\
            [location.translations.de]\nname = \"Wellness\"\n";
        let pack = super::super::format::parse("p.toml", text).unwrap();
        let found = coverage(&pack);
        let de = Coverage {
            language: "de".into(),
            named: 1,
            with_roles: 0,
            missing: vec!["Bank".into()],
        };
        let ru = Coverage {
            language: "ru".into(),
            named: 1,
            with_roles: 1,
            missing: vec!["Spa".into()],
        };
        assert_eq!(found, vec![de, ru]);
    }

    #[test]
    fn a_name_without_the_packs_chosen_language_shows_in_the_packs_own() {
        let translations = Translations::from([(
            "ru".to_string(),
            super::super::format::Translation {
                name: "Самолёт".into(),
                roles: Vec::new(),
            },
        )]);
        let roles = ["Pilot".to_string()];
        assert_eq!(
            location_in("ru", "Airplane", &roles, &translations),
            ("Самолёт", &roles[..])
        );
        assert_eq!(
            location_in("de", "Airplane", &roles, &translations),
            ("Airplane", &roles[..])
        );
    }
}
