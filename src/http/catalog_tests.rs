//! The server's catalogs (`templates/i18n/<language>/*.ftl`), checked on the files: each
//! parses; each translation has every message of its English file, with the same
//! placeholders; the projector and printouts come in every language of the table app and
//! the panel in English and Russian; and every message the templates and the code ask
//! for exists in English.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_bundle::FluentResource;

use crate::http::i18n::catalog_sources;

/// Message id -> the variables its text names.
type Messages = BTreeMap<String, BTreeSet<String>>;

/// The messages of an FTL text: an entry starts at a line `id = …`; indented lines (and
/// the selector's variants) continue it.
fn messages(text: &str) -> Messages {
    let mut out = Messages::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let starts_entry = line.starts_with(|c: char| c.is_ascii_lowercase());
        if let Some((id, _)) = line.split_once(" =").filter(|_| starts_entry) {
            current = Some(id.trim().to_string());
            out.insert(id.trim().to_string(), BTreeSet::new());
        } else if !line.starts_with(' ') {
            current = None;
        }
        if let Some(vars) = current.as_ref().and_then(|id| out.get_mut(id)) {
            vars.extend(variables(line));
        }
    }
    out
}

fn variables(line: &str) -> impl Iterator<Item = String> + '_ {
    line.split('$').skip(1).map(|rest| {
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect()
    })
}

/// (language, file) -> messages.
fn catalogs() -> BTreeMap<(String, String), Messages> {
    catalog_sources()
        .into_iter()
        .map(|(lang, file, text)| {
            if let Err((_, errors)) = FluentResource::try_new(text.clone()) {
                panic!("{lang}/{file} does not parse: {errors:?}");
            }
            ((lang, file), messages(&text))
        })
        .collect()
}

#[test]
fn every_translation_has_every_message_of_its_english_file_with_the_same_placeholders() {
    let catalogs = catalogs();
    let english: BTreeMap<&str, &Messages> = (catalogs.iter())
        .filter(|((lang, _), _)| lang == "en")
        .map(|((_, file), m)| (file.as_str(), m))
        .collect();
    assert!(english.contains_key("venue.ftl") && english.contains_key("admin.ftl"));
    for ((lang, file), messages) in &catalogs {
        let source = english
            .get(file.as_str())
            .unwrap_or_else(|| panic!("{lang}/{file} has no English source"));
        let missing: Vec<&String> = source
            .keys()
            .filter(|id| !messages.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{lang}/{file} lacks {missing:?}");
        let extra: Vec<&String> = messages
            .keys()
            .filter(|id| !source.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{lang}/{file} has messages English lacks: {extra:?}"
        );
        for (id, vars) in messages {
            assert_eq!(
                vars, &source[id],
                "{lang}/{file}: {id} has other placeholders"
            );
        }
    }
}

#[test]
fn the_projector_and_printouts_speak_every_table_app_language_and_the_panel_two() {
    let table_app: BTreeMap<String, String> =
        serde_json::from_str(include_str!("../../web/locales/languages.json")).unwrap();
    let with = |file: &str| -> BTreeSet<String> {
        (catalogs().into_keys())
            .filter(|(_, f)| f == file)
            .map(|(lang, _)| lang)
            .collect()
    };
    let table_app: BTreeSet<String> = table_app.into_keys().collect();
    assert_eq!(with("venue.ftl"), table_app);
    assert!(with("admin.ftl").is_superset(&["en".into(), "ru".into()].into()));
    assert_eq!(with("admin.ftl"), with("admin-league.ftl"));
    assert_eq!(with("admin.ftl"), with("admin-night-changes.ftl"));
}

/// The message ids the templates and the code ask for: the first argument of every
/// `.t(`, `.t1(` and `.t2(` call, and of every `Notice::new(`.
fn asked_for() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs" || e == "html") {
                out.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = Vec::new();
    walk(&root.join("src"), &mut texts);
    walk(&root.join("templates"), &mut texts);
    let mut ids = BTreeSet::new();
    for text in &texts {
        for call in [".t(\"", ".t1(\"", ".t2(\"", "Notice::new(\""] {
            for rest in text.split(call).skip(1) {
                let id: String = rest.chars().take_while(|&c| c != '"').collect();
                let id_like = id.contains('-')
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c == '-' || c == '_');
                if id_like {
                    ids.insert(id);
                }
            }
        }
    }
    ids
}

#[test]
fn every_message_the_pages_ask_for_is_in_the_english_catalog() {
    let english: BTreeSet<String> = (catalogs().into_iter())
        .filter(|((lang, _), _)| lang == "en")
        .flat_map(|(_, m)| m.into_keys())
        .collect();
    let asked = asked_for();
    assert!(
        asked.len() > 50,
        "the scan finds the calls: {}",
        asked.len()
    );
    let unknown: Vec<&String> = asked.difference(&english).collect();
    assert!(unknown.is_empty(), "asked for, not in English: {unknown:?}");
}

#[test]
fn no_message_id_is_given_twice_in_one_language() {
    // A language's files share one bundle, which keeps the first of two messages with one id.
    let mut seen: BTreeMap<(String, String), String> = BTreeMap::new();
    for ((lang, file), messages) in catalogs() {
        for id in messages.into_keys() {
            if let Some(first) = seen.insert((lang.clone(), id.clone()), file.clone()) {
                panic!("{lang}: {id} is in {first} and {file}");
            }
        }
    }
}
