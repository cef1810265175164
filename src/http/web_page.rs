//! The table app's page as it is served: its styles and script written into it, so that a
//! phone's first visit is one round trip instead of two (on a slow network each costs
//! seconds), under a policy that lets exactly those run, named by their hashes. Where the
//! app has a first screen for the address (home, a room's join form), the page carries it
//! too, rendered by the app's own components at build time in the phone's language: a
//! phone on a slow network can type its name while the app's script is still arriving.

use std::collections::BTreeMap;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::packs::languages::Preferences;

/// How `web/static/index.html` links the styles and the script it is served with, and
/// where its first screen goes.
const STYLE_LINK: &str = r#"<link rel="stylesheet" href="/app/app.css">"#;
const SCRIPT_LINK: &str = r#"<script type="module" src="/app/app.js"></script>"#;
const FIRST_SCREEN: &str = "<!-- first screen -->";

/// The language of a first screen when the phone asks for none the app has.
const FALLBACK: &str = "en";

/// `web/dist/first-screens.json`: for each page that has one (its pattern in pages.json),
/// its first screen's markup in each language, and the inline script that shows it only
/// where it is the app's screen (the service worker answers every address with one page).
#[derive(Debug, Default, Deserialize)]
pub struct FirstScreens {
    script: String,
    pages: BTreeMap<String, BTreeMap<String, String>>,
}

/// One page's first screen in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Screen<'a> {
    page: &'a str,
    lang: &'a str,
    markup: &'a str,
    script: &'a str,
}

impl FirstScreens {
    /// No first screens when the build wrote none (a page without one still works).
    pub fn parse(json: &[u8]) -> FirstScreens {
        serde_json::from_slice(json).unwrap_or_default()
    }

    /// The first screen of `page` in the first of `wanted` it has, else in English; none
    /// for a page that has no first screen.
    pub fn screen(&self, page: &str, wanted: &Preferences) -> Option<Screen<'_>> {
        let (page, langs) = self.pages.get_key_value(page)?;
        let offered: Vec<&str> = langs.keys().map(String::as_str).collect();
        let lang = wanted.first_of(&offered).unwrap_or(FALLBACK);
        let (lang, markup) = langs.get_key_value(lang)?;
        Some(Screen {
            page,
            lang,
            markup,
            script: &self.script,
        })
    }

    /// Every page and language there is a first screen for.
    pub fn all(&self) -> impl Iterator<Item = Screen<'_>> {
        self.pages.iter().flat_map(move |(page, langs)| {
            langs.iter().map(move |(lang, markup)| Screen {
                page,
                lang,
                markup,
                script: &self.script,
            })
        })
    }
}

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

/// `page` with `style` and `script` in place of its links to them, and `first` where it
/// marks its first screen. When it does not link both, or either text would end its
/// element early or hash differently in a browser, the page is served as it is, linking
/// them (a second round trip, nothing broken); a first screen that cannot be written in
/// safely is left out (the page shows "Loading…" until the app is there, as before).
pub fn inlined(page: &str, style: &str, script: &str, first: Option<Screen<'_>>) -> Page {
    let fits = page.contains(STYLE_LINK)
        && page.contains(SCRIPT_LINK)
        && fits_inline(style, "</style")
        && fits_inline(script, "</script");
    if !fits {
        return Page {
            html: page.to_owned(),
            policy: policy("'self'", "'self'"),
        };
    }
    let mut scripts = format!("'self' {}", source_hash(script));
    // The first screen goes in before the styles and script, whose text could hold its
    // marker.
    let mut html = page.to_owned();
    if let Some(first) = first.filter(|f| page.contains(FIRST_SCREEN) && f.fits()) {
        html = html.replacen(FIRST_SCREEN, &first.html(), 1);
        scripts = format!("{scripts} {}", source_hash(first.script));
    }
    let html = html
        .replacen(STYLE_LINK, &format!("<style>{style}</style>"), 1)
        .replacen(
            SCRIPT_LINK,
            &format!(r#"<script type="module">{script}</script>"#),
            1,
        );
    Page {
        html,
        policy: policy(&scripts, &format!("'self' {}", source_hash(style))),
    }
}

/// Whether `text` can be written into an element that `end` closes, and hash there as it
/// does here.
fn fits_inline(text: &str, end: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    // In a script element `<!--` starts a state in which `<script` nests.
    let nests = end == "</script" && lower.contains("<!--");
    // A browser turns CR into LF and NUL into U+FFFD before hashing inline text, so a
    // hash of such bytes would not match theirs.
    let rewritten = text.contains(['\r', '\0']);
    !(lower.contains(end) || nests || rewritten)
}

/// How a first screen's markup starts: the app's page element, which the app renders into.
const MAIN: &str = "<main ";

impl Screen<'_> {
    /// The markup comes from the app's renderer (escaped); the names go into attributes
    /// as they are, so they must be plain.
    fn fits(&self) -> bool {
        let plain = |s: &str| {
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "/{}-".contains(c))
        };
        self.markup.starts_with(MAIN)
            && plain(self.page)
            && plain(self.lang)
            && fits_inline(self.script, "</script")
    }

    /// Sent hidden: its script shows it where it is the app's screen.
    fn html(&self) -> String {
        format!(
            r#"<main id="first-screen" lang="{}" data-page="{}" hidden {}<script>{}</script>"#,
            self.lang,
            self.page,
            &self.markup[MAIN.len()..],
            self.script
        )
    }
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
        let page = inlined(PAGE, "p{color:red}", "run()", None);
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
            let page = inlined(PAGE, style, script, None);
            assert_eq!(page.html, PAGE);
            assert!(page.policy.contains("script-src 'self';"));
        }
    }

    const SCREENS: &str = r#"{"script": "show()", "pages": {"/": {"en": "<main class=\"page\">Hi</main>", "de": "<main class=\"page\">Hallo</main>"}}}"#;
    const MARKED: &str = r#"<head><link rel="stylesheet" href="/app/app.css"></head><body><!-- first screen --><script type="module" src="/app/app.js"></script></body>"#;

    #[test]
    fn the_first_screen_is_in_the_phones_language_and_its_script_allowed_by_hash() {
        let screens = FirstScreens::parse(SCREENS.as_bytes());
        let german = screens.screen("/", &Preferences::parse("fr;q=0.9, de-AT;q=0.8"));
        let page = inlined(MARKED, "p{}", "run()", german);
        assert!(page.html.contains(
            r#"<main id="first-screen" lang="de" data-page="/" hidden class="page">Hallo</main><script>show()</script>"#
        ));
        assert!(page.html.find("Hallo") < page.html.find("run()"));
        assert!(page.policy.contains(&format!(
            "script-src 'self' {} {};",
            source_hash("run()"),
            source_hash("show()")
        )));
        let english = screens.screen("/", &Preferences::parse("ja"));
        assert_eq!(english.map(|s| s.lang), Some("en"));
        assert_eq!(screens.screen("/nights", &Preferences::parse("de")), None);
        assert_eq!(screens.all().count(), 2);
    }

    #[test]
    fn a_first_screen_that_cannot_be_written_in_safely_is_left_out() {
        for json in [
            r#"{"script": "a('</script>')", "pages": {"/": {"en": "<main >Hi</main>"}}}"#,
            r#"{"script": "show()", "pages": {"/": {"e\"n": "<main >Hi</main>"}}}"#,
            r#"{"script": "show()", "pages": {"/": {"en": "<p>Hi</p>"}}}"#,
        ] {
            let screens = FirstScreens::parse(json.as_bytes());
            let first = screens.all().next();
            assert!(first.is_some());
            let page = inlined(MARKED, "p{}", "run()", first);
            assert!(page.html.contains(FIRST_SCREEN) && !page.html.contains("Hi"));
        }
        assert_eq!(FirstScreens::parse(b"not json").all().count(), 0);
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
