//! Which language to show a pack's names in: the caller's preferences (an
//! `Accept-Language` list) against the languages a name has, falling back name by name to
//! the pack's own language. Pure: the HTTP layer parses the header into [`Preferences`].

use std::collections::BTreeMap;

use super::format::Translations;

/// The languages a caller reads, most wanted first, as lower-case tags.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Preferences(Vec<String>);

/// At most this many tags are read from a header: enough for any real browser.
const MAX_TAGS: usize = 16;

impl Preferences {
    /// Reads an `Accept-Language` value (RFC 9110 §12.5.4): tags by weight, ties in the
    /// order given; `*`, weight 0 and malformed entries are left out.
    pub fn parse(header: &str) -> Self {
        let mut weighed: Vec<(u16, String)> = header
            .split(',')
            .take(MAX_TAGS)
            .filter_map(|entry| {
                let mut parts = entry.split(';');
                let tag = parts.next()?.trim().to_ascii_lowercase();
                let weight = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1000), weight)?;
                let valid = (1..=35).contains(&tag.len())
                    && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
                (valid && weight > 0).then_some((weight, tag))
            })
            .collect();
        weighed.sort_by_key(|(w, _)| std::cmp::Reverse(*w));
        Preferences(weighed.into_iter().map(|(_, tag)| tag).collect())
    }

    /// A caller who reads only `lang`.
    pub fn only(lang: &str) -> Self {
        Preferences(vec![lang.to_ascii_lowercase()])
    }

    /// The first of the caller's languages among `offered`: the same tag, or else one of
    /// the same language (`pt-BR` for `pt`, `pt` for `pt-BR`).
    pub fn first_of<'a>(&self, offered: &[&'a str]) -> Option<&'a str> {
        let primary = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
        self.0.iter().find_map(|wanted| {
            offered
                .iter()
                .find(|o| o.eq_ignore_ascii_case(wanted))
                .or_else(|| offered.iter().find(|o| primary(o) == primary(wanted)))
                .copied()
        })
    }

    /// Which of a name's `translations` to show, or `None` for the name in its pack's
    /// `own` language (wanted first, or no translation wanted).
    pub fn pick<'a, T>(&self, own: &str, translations: &'a BTreeMap<String, T>) -> Option<&'a T> {
        let offered: Vec<&str> = std::iter::once(own)
            .chain(translations.keys().map(String::as_str))
            .collect();
        match self.first_of(&offered) {
            Some(lang) if lang != own => translations.get(lang),
            _ => None,
        }
    }
}

/// A location's name and roles as a caller reads them: its translation into their
/// language where it has one (roles too, when they are translated), else its own.
pub fn location_in<'a>(
    preferences: &Preferences,
    own: &str,
    name: &'a str,
    roles: &'a [String],
    translations: &'a Translations,
) -> (&'a str, &'a [String]) {
    match preferences.pick(own, translations) {
        Some(t) if t.roles.is_empty() => (&t.name, roles),
        Some(t) => (&t.name, &t.roles),
        None => (name, roles),
    }
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
        let p = Preferences::parse("de-CH, fr;q=0.5, en;q=0.9, *;q=0.1, ru;q=0, ;q=x, x_y");
        assert_eq!(
            p,
            Preferences(vec!["de-ch".into(), "en".into(), "fr".into()])
        );
        assert_eq!(Preferences::parse(""), Preferences::default());
    }

    #[test]
    fn the_first_wanted_language_offered_wins_and_regions_match_their_language() {
        let p = Preferences::parse("pt-BR, de");
        assert_eq!(p.first_of(&["en", "de", "pt"]), Some("pt"));
        assert_eq!(p.first_of(&["en", "de"]), Some("de"));
        assert_eq!(
            Preferences::only("pt").first_of(&["en", "pt-BR"]),
            Some("pt-BR")
        );
        assert_eq!(p.first_of(&["en"]), None);
    }

    #[test]
    fn a_name_falls_back_to_its_packs_language() {
        let translations = BTreeMap::from([("ru".to_string(), "Самолёт")]);
        assert_eq!(
            Preferences::parse("ru, en").pick("en", &translations),
            Some(&"Самолёт")
        );
        assert_eq!(Preferences::parse("en, ru").pick("en", &translations), None);
        assert_eq!(Preferences::parse("de").pick("en", &translations), None);
    }
}
