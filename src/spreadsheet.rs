//! CSV as spreadsheets open it: the one writer of every export (league standings, rounds,
//! corrections, packs). Text someone typed is written so a spreadsheet shows it as text:
//! a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
//! apostrophe, so no name or role runs as a formula when the file is opened. Reading a
//! file back ([`typed`]) takes that apostrophe off again.

/// The first characters a spreadsheet takes a cell as a formula by.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// `rows` as CSV, lines ended by `\n`, fields quoted as RFC 4180 needs.
pub fn write<R, F>(rows: impl IntoIterator<Item = R>) -> String
where
    R: IntoIterator<Item = F>,
    F: AsRef<[u8]>,
{
    let mut writer = ::csv::WriterBuilder::new()
        .terminator(::csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    for row in rows {
        // Writing to memory cannot fail.
        let _ = writer.write_record(row);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// A typed text as a cell that no spreadsheet runs as a formula.
pub fn text(s: &str) -> String {
    if s.starts_with(FORMULA_STARTS) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// A cell as it was typed: [`text`] undone.
pub fn typed(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(FORMULA_STARTS) => rest,
        _ => cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_text_never_becomes_a_formula_and_reads_back() {
        for s in [
            "=HYPERLINK(\"http://e.vil\",\"x\")",
            "+1+cmd|' /C calc'!A0",
            "-cmd",
            "@x",
            "=1+1",
        ] {
            assert!(text(s).starts_with('\''), "{s}");
            assert_eq!(typed(&text(s)), s);
        }
        assert_eq!(text("Ann"), "Ann");
        assert_eq!(
            typed("'Tis the season"),
            "'Tis the season",
            "an apostrophe of its own stays"
        );
        assert_eq!(write([["a,b", "c"]]), "\"a,b\",c\n");
    }
}
