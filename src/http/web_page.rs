//! The table app's page as it is served: its styles and script written into it, so that a
//! phone's first visit is one round trip instead of two (on a slow network each costs
//! seconds), under a policy that lets exactly those two run, named by their hashes.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};

/// How `web/static/index.html` links the styles and the script it is served with.
const STYLE_LINK: &str = r#"<link rel="stylesheet" href="/app/app.css">"#;
const SCRIPT_LINK: &str = r#"<script type="module" src="/app/app.js"></script>"#;

/// The page and the `Content-Security-Policy` it is served with.
pub struct Page {
    pub html: String,
    pub policy: String,
}

/// The app's pages' policy: no third-party code, calls only to this server, and inline
/// code only where `scripts` and `styles` (source lists) allow it.
fn policy(scripts: &str, styles: &str) -> String {
    format!(
        "default-src 'none'; script-src {scripts}; style-src {styles}; img-src 'self' data:; \
         connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; \
         form-action 'none'; frame-ancestors 'none'"
    )
}

/// `page` with `style` and `script` in place of its links to them. When it does not link
/// both, or either text would end its element early or hash differently in a browser,
/// the page is served as it is, linking them (a second round trip, nothing broken).
pub fn inlined(page: &str, style: &str, script: &str) -> Page {
    let fits = page.contains(STYLE_LINK)
        && page.contains(SCRIPT_LINK)
        && !ends_early(style, "</style")
        && !ends_early(script, "</script")
        // In a script element `<!--` starts a state in which `<script` nests.
        && !ends_early(script, "<!--")
        // A browser turns CR into LF and NUL into U+FFFD before hashing inline text, so
        // a hash of such bytes would not match theirs.
        && ![style, script].iter().any(|t| t.contains(['\r', '\0']));
    if !fits {
        return Page {
            html: page.to_owned(),
            policy: policy("'self'", "'self'"),
        };
    }
    let html = page
        .replacen(STYLE_LINK, &format!("<style>{style}</style>"), 1)
        .replacen(
            SCRIPT_LINK,
            &format!(r#"<script type="module">{script}</script>"#),
            1,
        );
    Page {
        html,
        policy: policy(
            &format!("'self' {}", source_hash(script)),
            &format!("'self' {}", source_hash(style)),
        ),
    }
}

fn ends_early(text: &str, marker: &str) -> bool {
    text.to_ascii_lowercase().contains(marker)
}

/// A CSP hash source: `'sha256-<base64 of the text's SHA-256>'`.
pub fn source_hash(text: &str) -> String {
    format!(
        "'sha256-{}'",
        STANDARD.encode(Sha256::digest(text.as_bytes()))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<head><link rel="stylesheet" href="/app/app.css"><script type="module" src="/app/app.js"></script></head>"#;

    #[test]
    fn styles_and_script_are_inlined_and_allowed_by_their_hashes_alone() {
        let page = inlined(PAGE, "p{color:red}", "run()");
        assert_eq!(
            page.html,
            r#"<head><style>p{color:red}</style><script type="module">run()</script></head>"#
        );
        assert!(
            page.policy
                .contains(&format!("script-src 'self' {}", source_hash("run()")))
        );
        assert!(page.policy.contains(&source_hash("p{color:red}")));
        assert!(!page.policy.contains("unsafe-inline"));
    }

    #[test]
    fn a_text_that_would_end_its_element_early_stays_linked() {
        for (style, script) in [
            ("p{}", "s = '</SCRIPT>'"),
            ("p{}", "a <!-- b"),
            ("</style>", "run()"),
            ("p{}\r\n", "run()"),
            ("p{}", "run(\0)"),
        ] {
            let page = inlined(PAGE, style, script);
            assert_eq!(page.html, PAGE);
            assert!(page.policy.contains("script-src 'self';"));
        }
    }

    #[test]
    fn a_hash_source_is_the_texts_sha256_in_base64() {
        // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
        assert_eq!(
            source_hash("alert(1)"),
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        );
    }
}
