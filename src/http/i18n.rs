//! The words of the pages the server renders itself (the projector, the printouts, the
//! admin panel), in the reader's language. Catalogs are Fluent files in
//! `templates/i18n/<language>/`, built into the binary: `venue.ftl` (projector and
//! printouts, every language the table app has) and `admin*.ftl` (the panel, English and
//! Russian). A message a language lacks is shown in English. docs/translating.md says how
//! to add a language and how to check one.
//!
//! The language of a page: `?lang=` when the link names one, else (in the panel) the
//! `spyfall_lang` cookie its language picker sets, else the first of the browser's
//! `Accept-Language` that has the page's catalog, else English.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use actix_web::HttpRequest;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use rust_embed::RustEmbed;

use crate::notice::{Notice, Value};
use crate::packs::languages::Preferences;

#[derive(RustEmbed)]
#[folder = "templates/i18n/"]
struct Files;

/// The cookie the panel's language picker sets (path `/admin`: the projector, often opened
/// on the organizer's own laptop, follows its link or the browser, never the panel).
pub const COOKIE: &str = "spyfall_lang";

/// The language every catalog translates, and the fallback for any message.
pub const SOURCE: &str = "en";

/// Which pages a language is offered for: the one catalog they need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pages {
    /// The projector and the printouts: `venue.ftl`.
    Venue,
    /// The admin panel: `admin.ftl`.
    Admin,
}

impl Pages {
    /// What the names of this catalog's files start with (`admin.ftl`, `admin-league.ftl`).
    fn prefix(self) -> &'static str {
        match self {
            Pages::Venue => "venue",
            Pages::Admin => "admin",
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One language's catalog: every file it has, in one bundle.
struct Catalog {
    pages: Vec<Pages>,
    bundle: Bundle,
}

static CATALOGS: LazyLock<BTreeMap<String, Catalog>> = LazyLock::new(load);

fn load() -> BTreeMap<String, Catalog> {
    let mut catalogs: BTreeMap<String, Catalog> = BTreeMap::new();
    for path in Files::iter() {
        let Some((lang, file)) = path.split_once('/') else {
            continue;
        };
        let Some(text) = Files::get(&path).and_then(|f| String::from_utf8(f.data.into()).ok())
        else {
            continue;
        };
        let catalog = catalogs.entry(lang.to_string()).or_insert_with(|| Catalog {
            pages: Vec::new(),
            bundle: new_bundle(lang),
        });
        // A file that does not parse keeps what does (the catalog test names its errors).
        let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial);
        let _ = catalog.bundle.add_resource(resource);
        let of = [Pages::Venue, Pages::Admin]
            .into_iter()
            .find(|p| file.starts_with(p.prefix()));
        if let Some(pages) = of.filter(|p| !catalog.pages.contains(p)) {
            catalog.pages.push(pages);
        }
    }
    catalogs
}

fn new_bundle(lang: &str) -> Bundle {
    let id = lang.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No bidi isolation marks around values: every language here is left to right, and
    // the marks would sit invisibly inside names a reader copies.
    bundle.set_use_isolating(false);
    bundle
}

/// The languages `pages` are offered in, as tags, English first.
pub fn languages(pages: Pages) -> Vec<&'static str> {
    let mut tags: Vec<&'static str> = CATALOGS
        .iter()
        .filter(|(_, c)| c.pages.contains(&pages))
        .map(|(tag, _)| tag.as_str())
        .collect();
    tags.sort_by_key(|t| (*t != SOURCE, *t));
    tags
}

/// The languages `pages` are offered in, each with its name in itself, for a picker.
pub fn named_languages(pages: Pages) -> Vec<(&'static str, &'static str)> {
    (languages(pages).into_iter())
        .map(|tag| (tag, own_name(tag)))
        .collect()
}

/// A language's name in itself ("Deutsch"), as the table app's picker shows it.
pub fn own_name(lang: &'static str) -> &'static str {
    static NAMES: LazyLock<BTreeMap<String, String>> = LazyLock::new(|| {
        serde_json::from_str(include_str!("../../web/locales/languages.json")).unwrap_or_default()
    });
    NAMES.get(lang).map_or(lang, String::as_str)
}

/// A value put into a message: text, or a number (which chooses plural forms).
pub trait Arg {
    fn value(&self) -> FluentValue<'static>;
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(&self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_arg!(i32, i64, u32, u64, usize);

impl Arg for str {
    fn value(&self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for String {
    fn value(&self) -> FluentValue<'static> {
        self.as_str().value()
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn value(&self) -> FluentValue<'static> {
        (**self).value()
    }
}

/// A value with its name, `("round", 3)` (templates pass it by reference).
pub trait Named {
    fn named(&self) -> (String, FluentValue<'static>);
}

impl<T: Arg> Named for (&str, T) {
    fn named(&self) -> (String, FluentValue<'static>) {
        (self.0.to_string(), self.1.value())
    }
}

impl<N: Named + ?Sized> Named for &N {
    fn named(&self) -> (String, FluentValue<'static>) {
        (**self).named()
    }
}

/// The messages of one page in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Texts {
    lang: &'static str,
}

impl Texts {
    /// The texts in `lang` if it has a catalog, else in English.
    pub fn of(lang: &str) -> Texts {
        let lang = CATALOGS
            .get_key_value(lang)
            .map_or(SOURCE, |(tag, _)| tag.as_str());
        Texts { lang }
    }

    /// The language of the request for `pages` (see the module's doc).
    pub fn for_request(req: &HttpRequest, pages: Pages) -> Texts {
        let offered = languages(pages);
        let query = serde_urlencoded::from_str::<Vec<(String, String)>>(req.query_string())
            .unwrap_or_default()
            .into_iter()
            .find(|(k, _)| k == "lang")
            .map(|(_, v)| v);
        // The panel's choice, in the panel only (a browser sends it nowhere else either).
        let cookie = (req.path().starts_with("/admin"))
            .then(|| req.cookie(COOKIE).map(|c| c.value().to_string()))
            .flatten();
        let header: Vec<&str> = req
            .headers()
            .get_all(actix_web::http::header::ACCEPT_LANGUAGE)
            .filter_map(|v| v.to_str().ok())
            .collect();
        let wanted = query
            .into_iter()
            .chain(cookie)
            .map(|tag| Preferences::only(&tag))
            .chain([Preferences::parse(&header.join(","))]);
        let lang = wanted
            .filter_map(|p| p.first_of(&offered))
            .next()
            .unwrap_or(SOURCE);
        Texts::of(lang)
    }

    /// The language tag, for `<html lang>` and links.
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The message `id`.
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with one value.
    pub fn t1(&self, id: &str, name: &str, value: impl Arg) -> String {
        let mut args = FluentArgs::new();
        args.set(name.to_string(), value.value());
        self.format(id, Some(&args))
    }

    /// The message `id` with two named values.
    pub fn t2(&self, id: &str, a: impl Named, b: impl Named) -> String {
        let mut args = FluentArgs::new();
        for named in [a.named(), b.named()] {
            args.set(named.0, named.1);
        }
        self.format(id, Some(&args))
    }

    /// A notice of the core or the application layer, worded.
    pub fn notice(&self, notice: &Notice) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &notice.args {
            match value {
                Value::Text(t) => args.set(*name, FluentValue::from(t.clone())),
                Value::Number(n) => args.set(*name, FluentValue::from(*n)),
            }
        }
        self.format(notice.id, Some(&args))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        [self.lang, SOURCE]
            .iter()
            .filter_map(|lang| CATALOGS.get(*lang))
            .find_map(|c| {
                let pattern = c.bundle.get_message(id)?.value()?;
                let mut errors = Vec::new();
                Some(
                    c.bundle
                        .format_pattern(pattern, args, &mut errors)
                        .into_owned(),
                )
            })
            // A message no catalog has shows its id: visible, and caught by the tests.
            .unwrap_or_else(|| id.to_string())
    }
}

/// What the catalog tests read: each language's files and their messages' placeholders.
#[doc(hidden)]
pub fn catalog_sources() -> Vec<(String, String, String)> {
    Files::iter()
        .filter_map(|path| {
            let (lang, file) = path.split_once('/')?;
            let text = String::from_utf8(Files::get(&path)?.data.into()).ok()?;
            Some((lang.to_string(), file.to_string(), text))
        })
        .collect()
}
