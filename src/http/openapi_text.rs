//! The published document speaks to client developers: the descriptions come from doc
//! comments written for this code's maintainers, which cite RULES.md clauses ("(R-2.4)")
//! and link Rust items (a name in backticks inside square brackets). Neither is published
//! by the server, so they are taken out here, once, rather than written twice.

use serde_json::Value;

/// `text` without rule citations and Rust link brackets.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let inside = &rest[open + 1..close];
        out.push_str(&rest[..open]);
        match inside.split_once(':') {
            _ if only_citations(inside) => {
                // Drop the space before a citation that ends a phrase.
                while out.ends_with(' ') {
                    out.pop();
                }
            }
            Some((cited, said)) if only_citations(cited) => {
                out.push('(');
                out.push_str(said.trim_start());
                out.push(')');
            }
            _ => {
                out.push('(');
                out.push_str(inside);
                out.push(')');
            }
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out.replace("[`", "`").replace("`]", "`")
}

/// Whether `text` is nothing but clause ids (`R-4.7`, `R-8.2, R-9.2`, `R-10.4 to R-10.6`).
fn only_citations(text: &str) -> bool {
    let words: Vec<&str> = text
        .split([',', ' '])
        .filter(|w| !w.is_empty() && !matches!(*w, "to" | "and"))
        .collect();
    !words.is_empty()
        && words.iter().all(|w| {
            w.strip_prefix("R-")
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.'))
        })
}

/// Every `description` and `summary` in `doc`, made plain.
pub fn plain_descriptions(doc: &mut Value) {
    match doc {
        Value::Object(map) => {
            for (key, value) in map.iter_mut() {
                match value {
                    Value::String(s) if key == "description" || key == "summary" => {
                        *s = plain(s);
                    }
                    other => plain_descriptions(other),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(plain_descriptions),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn citations_and_rust_links_leave_the_published_text() {
        assert_eq!(
            plain("The ballots cast on it, in order (R-4.7)."),
            "The ballots cast on it, in order."
        );
        assert_eq!(
            plain("Team mode (R-10.4 to R-10.6): `guesses` in order"),
            "Team mode: `guesses` in order"
        );
        assert_eq!(plain("accusation (R-8.2, R-9.2)."), "accusation.");
        assert_eq!(
            plain("Round length (R-1.4: by player count unless set)."),
            "Round length (by player count unless set)."
        );
        assert_eq!(plain("[`Me`] as it is sent"), "`Me` as it is sent");
        assert_eq!(plain("one (or two) players"), "one (or two) players");
        assert_eq!(plain("an open ( without end"), "an open ( without end");
    }
}
