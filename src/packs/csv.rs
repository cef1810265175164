//! Locations as CSV: one `location,role` row per role, in deck order, with an optional
//! `location,role` header. A spreadsheet's export of a pack's cards: its line ends may be
//! Windows' (CRLF) and its separator a semicolon (Excel where the decimal mark is a comma)
//! or a tab; rows are reported by the line a person sees in the file.
//!
//! Translations take two more columns per language, named in the header:
//! `location,role,location.ru,role.ru` (the location's name repeated on each of its rows,
//! as in the first two). A role cell left empty leaves that location's roles untranslated.
//!
//! The CSV carries locations only; the pack's id, name, description and language come
//! from the pack it is imported into.

use super::rules::{self, AtLine, DraftLocation, DraftTranslation, Problem};
use super::{Location, Pack, PackFileError};
use crate::notice::Notice;
use crate::spreadsheet;

/// Reads the locations of a CSV file, or every problem in it with its line.
pub fn parse_locations(file: &str, text: &str) -> Result<Vec<Location>, Vec<PackFileError>> {
    // One kind of line end, so that every line counts once.
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(::csv::Trim::None)
        .delimiter(separator(&text))
        .from_reader(text.as_bytes());
    let mut problems = Vec::new();
    let mut drafts: Vec<DraftLocation> = Vec::new();
    // The languages of the columns after the first two, from the header.
    let mut languages: Vec<String> = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line() as usize);
                let unreadable =
                    Notice::new("pack-rule-csv-unreadable").with("error", e.to_string());
                problems.push(Problem::new(line, unreadable));
                break;
            }
        };
        let line = record.position().map_or(0, |p| p.line() as usize);
        let is_header = index == 0
            && record.len() >= 2
            && record[0].trim().eq_ignore_ascii_case("location")
            && record[1].trim().eq_ignore_ascii_case("role");
        if is_header {
            match header_languages(&record) {
                Ok(found) => languages = found,
                Err(notice) => problems.push(Problem::new(line, notice)),
            }
            continue;
        }
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let fields = 2 + 2 * languages.len();
        if record.len() != fields {
            let short = match fields {
                2 => Notice::new("pack-rule-csv-two-fields"),
                _ => Notice::new("pack-rule-csv-fields").with("fields", fields),
            };
            problems.push(Problem::new(line, short.with("count", record.len())));
            continue;
        }
        // As typed: an export's guard against formulas comes off again.
        let (name, role) = (
            spreadsheet::typed(record[0].trim()),
            spreadsheet::typed(&record[1]),
        );
        let role = AtLine::new(role.to_string(), line);
        // Rows of one location need not be next to each other; roles keep row order.
        let at = match drafts.iter().position(|d| d.name.value == name) {
            Some(at) => at,
            None => {
                drafts.push(DraftLocation {
                    name: AtLine::new(name.to_string(), line),
                    roles_line: line,
                    roles: Vec::new(),
                    translations: Vec::new(),
                });
                drafts.len() - 1
            }
        };
        drafts[at].roles.push(role);
        for (i, lang) in languages.iter().enumerate() {
            let (name, role) = (&record[2 + 2 * i], &record[3 + 2 * i]);
            translated_row(&mut drafts[at], lang, name, role, line);
        }
    }
    for draft in &mut drafts {
        // Roles given for some rows only cannot pair with the location's: the check says so.
        for t in &mut draft.translations {
            if t.roles
                .as_ref()
                .is_some_and(|r| r.value.iter().all(|role| role.value.is_empty()))
            {
                t.roles = None;
            }
        }
        draft.translations.retain(|t| !t.name.value.is_empty());
    }
    if drafts.is_empty() && problems.is_empty() {
        problems.push(Problem::new(1, Notice::new("pack-rule-csv-empty")));
    }
    let locations = rules::check_locations(&drafts, &mut problems);
    if problems.is_empty() {
        Ok(locations)
    } else {
        problems.sort_by_key(|p| p.line);
        Err(PackFileError::from_problems(file, problems))
    }
}

/// The languages a header names after `location,role`: pairs of `location.<lang>` and
/// `role.<lang>`.
fn header_languages(header: &::csv::StringRecord) -> Result<Vec<String>, Notice> {
    let extra: Vec<&str> = header.iter().skip(2).map(str::trim).collect();
    let mut languages = Vec::new();
    for pair in extra.chunks(2) {
        let lang = pair[0].strip_prefix("location.").unwrap_or("");
        if pair.len() != 2 || lang.is_empty() || pair[1] != format!("role.{lang}") {
            return Err(Notice::new("pack-rule-csv-header").with("columns", pair.join(",")));
        }
        languages.push(lang.to_string());
    }
    Ok(languages)
}

/// One row's cells in `lang`: the location's translated name (the first row's counts) and
/// one more translated role.
fn translated_row(draft: &mut DraftLocation, lang: &str, name: &str, role: &str, line: usize) {
    let at = match draft
        .translations
        .iter()
        .position(|t| t.language.value == lang)
    {
        Some(at) => at,
        None => {
            draft.translations.push(DraftTranslation {
                language: AtLine::new(lang.to_string(), line),
                name: AtLine::new(String::new(), line),
                roles: Some(AtLine::new(Vec::new(), line)),
            });
            draft.translations.len() - 1
        }
    };
    let t = &mut draft.translations[at];
    let name = spreadsheet::typed(name.trim());
    if t.name.value.is_empty() && !name.is_empty() {
        t.name = AtLine::new(name.to_string(), line);
    }
    if let Some(roles) = &mut t.roles {
        roles
            .value
            .push(AtLine::new(spreadsheet::typed(role).to_string(), line));
    }
}

/// The file's separator: of comma, semicolon and tab, the one its first row holds most
/// (a comma when none).
fn separator(text: &str) -> u8 {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let count = |c: char| first.matches(c).count();
    [b';', b'\t']
        .into_iter()
        .filter(|&s| count(s as char) > count(','))
        .max_by_key(|&s| count(s as char))
        .unwrap_or(b',')
}

/// Writes a pack's locations as CSV with a header, two columns more for each language its
/// locations are translated into; `parse_locations` reads them back. Names and roles are
/// typed text: none runs as a formula in a spreadsheet.
pub fn render(pack: &Pack) -> String {
    let languages: std::collections::BTreeSet<&String> = pack
        .locations
        .iter()
        .flat_map(|l| l.translations.keys())
        .collect();
    let mut header = vec!["location".to_string(), "role".to_string()];
    for lang in &languages {
        header.extend([format!("location.{lang}"), format!("role.{lang}")]);
    }
    let mut rows = vec![header];
    for location in &pack.locations {
        for (i, role) in location.roles.iter().enumerate() {
            let mut row = vec![spreadsheet::text(&location.name), spreadsheet::text(role)];
            for lang in &languages {
                let t = location.translations.get(*lang);
                row.push(t.map_or(String::new(), |t| spreadsheet::text(&t.name)));
                let role = t.and_then(|t| t.roles.get(i));
                row.push(role.map_or(String::new(), |r| spreadsheet::text(r)));
            }
            rows.push(row);
        }
    }
    spreadsheet::write(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(locations: Vec<Location>) -> Pack {
        Pack {
            id: "p".into(),
            name: "P".into(),
            description: String::new(),
            language: "en".into(),
            locations,
            translations: Default::default(),
        }
    }

    #[test]
    fn rows_group_into_locations_in_order() {
        let text =
            "location,role\nBank,Teller\nSpa,\"Stylist, senior\"\nBank,Guard\n\nBank,Teller\n";
        let locations = parse_locations("x.csv", text).unwrap();
        assert_eq!(locations.len(), 2);
        assert_eq!(locations[0].roles, vec!["Teller", "Guard", "Teller"]);
        assert_eq!(locations[1].roles, vec!["Stylist, senior"]);
    }

    #[test]
    fn render_then_parse_gives_the_same_locations() {
        let locations = vec![
            Location {
                translations: Default::default(),
                name: "Quote \"Bar\", Inc".into(),
                roles: vec!["A, b".into(), "c".into()],
            },
            Location {
                translations: Default::default(),
                name: "Zoo".into(),
                roles: vec!["Keeper".into()],
            },
        ];
        let text = render(&pack(locations.clone()));
        assert!(text.starts_with("location,role\n"), "{text}");
        assert_eq!(parse_locations("x.csv", &text).unwrap(), locations);
    }

    #[test]
    fn translations_take_two_columns_per_language_and_round_trip() {
        let mut bank = Location {
            translations: Default::default(),
            name: "Bank".into(),
            roles: vec!["Teller".into(), "Guard".into()],
        };
        let in_ru = crate::packs::format::Translation {
            name: "Банк".into(),
            roles: vec!["Кассир".into(), "Охранник".into()],
        };
        bank.translations.insert("ru".into(), in_ru);
        let only_named = crate::packs::format::Translation {
            name: "Bank".into(),
            roles: Vec::new(),
        };
        bank.translations.insert("de".into(), only_named);
        let text = render(&pack(vec![bank.clone()]));
        assert!(
            text.starts_with("location,role,location.de,role.de,location.ru,role.ru\n"),
            "{text}"
        );
        assert_eq!(parse_locations("x.csv", &text).unwrap(), vec![bank]);
        let odd = "location,role,location.ru,role.fr\nBank,Teller,Банк,Кассир\n";
        let errors = parse_locations("x.csv", odd).unwrap_err();
        let header = Notice::new("pack-rule-csv-header").with("columns", "location.ru,role.fr");
        assert_eq!(errors[0].notice, header, "{errors:?}");
        let short = "location,role,location.ru,role.ru\nBank,Teller,Банк\n";
        let errors = parse_locations("x.csv", short).unwrap_err();
        let four = Notice::new("pack-rule-csv-fields")
            .with("fields", 4_usize)
            .with("count", 3_usize);
        assert_eq!(
            (errors[0].line, &errors[0].notice),
            (2, &four),
            "{errors:?}"
        );
    }

    #[test]
    fn windows_line_ends_and_semicolons_are_read_and_lines_counted_as_seen() {
        let text = "location;role\r\nBank;Teller\r\nBank\r\nSpa;\"Barista; head\"\r\nSpa\r\n";
        let errors = parse_locations("x.csv", text).unwrap_err();
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![3, 5], "{errors:?}");
        let good = "location;role\r\nBank;Teller\r\nSpa;\"Barista, head\"\r\n";
        let locations = parse_locations("x.csv", good).unwrap();
        assert_eq!(locations[1].roles, vec!["Barista, head"]);
        let tabs = parse_locations("x.tsv", "Bank\tTeller\nBank\tGuard\n").unwrap();
        assert_eq!(tabs[0].roles, vec!["Teller", "Guard"]);
        // A comma file whose roles hold semicolons stays a comma file.
        let commas = parse_locations("x.csv", "Bank,Teller; senior\n").unwrap();
        assert_eq!(commas[0].roles, vec!["Teller; senior"]);
    }

    #[test]
    fn every_bad_row_is_reported_by_line() {
        let long = "x".repeat(61);
        let text = format!("Bank,Teller\nBank\n,Guard\nSpa,{long}\nspa!,Cook\n");
        let errors = parse_locations("x.csv", &text).unwrap_err();
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![2, 3, 4, 5], "{errors:?}");
        let ids: Vec<&str> = errors.iter().map(|e| e.notice.id).collect();
        let expected = [
            "pack-rule-csv-two-fields",
            "pack-rule-empty",
            "pack-rule-too-long",
            "pack-rule-location-twice",
        ];
        assert_eq!(ids, expected, "{errors:?}");
        assert!(errors[1].notice.args.contains(&("what", "location".into())));
        assert!(errors[2].notice.args.contains(&("max", 60_usize.into())));
        let empty = parse_locations("x.csv", "location,role\n").unwrap_err();
        assert_eq!(empty[0].notice.id, "pack-rule-csv-empty");
    }

    /// Issue 35: a pack's export never hands a spreadsheet a formula, and reads back as it was.
    #[test]
    fn formulas_in_names_and_roles_are_written_as_text_and_read_back() {
        let p = pack(vec![Location {
            translations: Default::default(),
            name: "=HYPERLINK(\"http://e.vil\",\"x\")".into(),
            roles: vec![
                "+1+cmd|' /C calc'!A0".into(),
                "=1+1".into(),
                "-cmd".into(),
                "@x".into(),
            ],
        }]);
        let csv = render(&p);
        for line in csv.lines().skip(1) {
            assert!(line.starts_with("\"'=") || line.starts_with("'="), "{line}");
            assert!(
                line.split(',').next_back().unwrap().starts_with('\''),
                "{line}"
            );
        }
        assert_eq!(parse_locations("p.csv", &csv).unwrap(), p.locations);
    }
}
