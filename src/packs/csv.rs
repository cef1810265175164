//! Locations as CSV: one `location,role` row per role, in deck order, with an optional
//! `location,role` header. A spreadsheet's export of a pack's cards: its line ends may be
//! Windows' (CRLF) and its separator a semicolon (Excel where the decimal mark is a comma)
//! or a tab; rows are reported by the line a person sees in the file.
//!
//! The CSV carries locations only; the pack's id, name, description and language come
//! from the pack it is imported into.

use super::rules::{self, AtLine, DraftLocation, Problem};
use super::{Location, Pack, PackFileError};
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
    for (index, record) in reader.records().enumerate() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line() as usize);
                problems.push(Problem {
                    line,
                    message: format!("this row cannot be read: {e}"),
                });
                break;
            }
        };
        let line = record.position().map_or(0, |p| p.line() as usize);
        let is_header = index == 0
            && record.len() == 2
            && record[0].trim().eq_ignore_ascii_case("location")
            && record[1].trim().eq_ignore_ascii_case("role");
        if is_header || record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        if record.len() != 2 {
            problems.push(Problem {
                line,
                message: format!(
                    "a row needs two fields, location and role (this one has {})",
                    record.len()
                ),
            });
            continue;
        }
        // As typed: an export's guard against formulas comes off again.
        let (name, role) = (
            spreadsheet::typed(record[0].trim()),
            spreadsheet::typed(&record[1]),
        );
        let role = AtLine::new(role.to_string(), line);
        // Rows of one location need not be next to each other; roles keep row order.
        match drafts.iter_mut().find(|d| d.name.value == name) {
            Some(d) => d.roles.push(role),
            None => drafts.push(DraftLocation {
                name: AtLine::new(name.to_string(), line),
                roles_line: line,
                roles: vec![role],
                translations: Vec::new(),
            }),
        }
    }
    if drafts.is_empty() && problems.is_empty() {
        problems.push(Problem {
            line: 1,
            message: "the file holds no location,role rows".into(),
        });
    }
    let locations = rules::check_locations(&drafts, &mut problems);
    if problems.is_empty() {
        Ok(locations)
    } else {
        problems.sort_by_key(|p| p.line);
        Err(PackFileError::from_problems(file, problems))
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

/// Writes a pack's locations as CSV with a header; `parse_locations` reads them back.
/// Names and roles are typed text: none runs as a formula in a spreadsheet.
pub fn render(pack: &Pack) -> String {
    let mut rows = vec![["location".to_string(), "role".to_string()]];
    for location in &pack.locations {
        let name = spreadsheet::text(&location.name);
        rows.extend((location.roles.iter()).map(|r| [name.clone(), spreadsheet::text(r)]));
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
        assert!(errors[0].message.contains("two fields"));
        assert!(
            errors[1]
                .message
                .contains("location name must not be empty")
        );
        assert!(errors[2].message.contains("longer than 60"));
        assert!(errors[3].message.contains("twice"));
        assert!(parse_locations("x.csv", "location,role\n").is_err());
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
