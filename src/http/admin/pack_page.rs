//! What the pack editor's pages show: the list of packs, a pack's page with its forms
//! (holding what was typed when a change was refused), and the delete confirmation.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use askama::Template;

use super::errors::AdminResult;
use super::packs::{DetailsForm, LocationForm, pack_url};
use super::pages::{Layout, render};
use super::session::Session;
use crate::db::pack_editor::{EditorPackRow, PackHead};
use crate::http::i18n::Texts;
use crate::packs::edit::Field;
use crate::packs::rules::Problem;
use crate::packs::{Pack, format, languages};
use crate::text::sentence;

/// Messages next to the fields of the pack page's forms.
#[derive(Debug, Default)]
pub struct Errors {
    pub name: Option<String>,
    pub description: Option<String>,
    pub language: Option<String>,
    pub location_name: Option<String>,
    pub roles: Option<String>,
    pub pack: Option<String>,
}

impl Errors {
    /// The messages of a refused change, in the reader's language.
    pub fn worded(texts: &Texts, list: Vec<(Field, Problem)>) -> Self {
        let mut e = Errors::default();
        for (field, problem) in list {
            let message = said(texts, &problem);
            let slot = match field {
                Field::Name => &mut e.name,
                Field::Description => &mut e.description,
                Field::Language => &mut e.language,
                Field::LocationName => &mut e.location_name,
                Field::Roles => &mut e.roles,
                Field::Pack => &mut e.pack,
            };
            *slot = Some(match slot.take() {
                Some(before) => format!("{before} {message}"),
                None => message,
            });
        }
        e
    }
}

/// A problem as a sentence next to its field (the rules word theirs as fragments), after
/// its line when it has one: "Line 2: Role … is longer than 60 characters."
fn said(texts: &Texts, problem: &Problem) -> String {
    let message = sentence(&texts.notice(&problem.notice));
    match problem.line {
        0 => message,
        line => texts.t2("import-problem-line", ("line", line), ("message", &message)),
    }
}

/// One row of the pack list.
pub struct PackLine {
    pub id: String,
    pub name: String,
    pub language: String,
    pub status: &'static str,
    pub owner: String,
    pub version: i32,
    pub locations: i64,
    pub updated: String,
    pub copy_url: String,
}

impl From<EditorPackRow> for PackLine {
    fn from(r: EditorPackRow) -> Self {
        PackLine {
            status: status(r.bundled, r.published),
            owner: r.owner.unwrap_or_else(|| "-".into()),
            updated: r.updated_at.format("%Y-%m-%d %H:%M").to_string(),
            copy_url: format!("{}/copy", pack_url(&r.id)),
            id: r.id,
            name: r.name,
            language: r.language,
            version: r.version,
            locations: r.location_count,
        }
    }
}

fn status(bundled: bool, published: bool) -> &'static str {
    match (bundled, published) {
        (true, _) => "bundled",
        (false, true) => "published",
        (false, false) => "draft",
    }
}

#[derive(Template)]
#[template(path = "admin/packs.html")]
pub(super) struct ListPage {
    pub(super) layout: Layout,
    pub(super) packs: Vec<PackLine>,
    pub(super) new_name: String,
    pub(super) error: Option<String>,
}

/// One location on a pack's page.
pub struct LocationLine {
    pub slug: String,
    pub name: String,
    pub roles: String,
    pub role_count: usize,
    pub first: bool,
    pub last: bool,
    /// Its name and roles in each language of the pack, side by side.
    pub translations: Vec<TranslationLine>,
    /// The pack's languages this location has no name in, comma-separated ("" for none).
    pub missing: String,
}

/// A location in one language: its name, and its roles or a note that they are not.
pub struct TranslationLine {
    pub language: String,
    pub name: String,
    pub roles: String,
}

/// One language of the pack, and how far it is translated.
pub struct LanguageLine {
    pub language: String,
    pub named: String,
    pub with_roles: usize,
    pub missing: String,
}

#[derive(Template)]
#[template(path = "admin/pack.html")]
struct PackPage {
    layout: Layout,
    pack: Pack,
    status: &'static str,
    version: i32,
    owner: String,
    editable: bool,
    locations: Vec<LocationLine>,
    languages: Vec<LanguageLine>,
    details: DetailsForm,
    add: LocationForm,
    errors: Errors,
    notice: Option<String>,
}

/// What the person had typed into the pack page's forms, shown again with the messages.
pub enum Typed {
    Nothing,
    Details(DetailsForm),
    Location(LocationForm),
}

/// The pack page; the forms hold what was typed, else the pack as it is, and always the
/// pack's current version.
pub(super) fn pack_page(
    req: &HttpRequest,
    session: &Session,
    (pack, head): (Pack, PackHead),
    status: StatusCode,
    typed: Typed,
    errors: Errors,
    notice: Option<String>,
) -> AdminResult<HttpResponse> {
    let version = head.version;
    let (details, add) = match typed {
        Typed::Details(d) => (DetailsForm { version, ..d }, LocationForm::default()),
        Typed::Location(l) => (details_of(&pack, version), l),
        Typed::Nothing => (details_of(&pack, version), LocationForm::default()),
    };
    let add = LocationForm { version, ..add };
    let layout = Layout::new(req, session, "packs");
    let texts = layout.texts;
    let n = pack.locations.len();
    let coverage = languages::coverage(&pack);
    let locations = pack
        .locations
        .iter()
        .enumerate()
        .map(|(i, l)| LocationLine {
            slug: format::slug(&l.name),
            name: l.name.clone(),
            // A role may hold a comma ("Barista, head"): a dot parts them.
            roles: l.roles.join(" · "),
            role_count: l.roles.len(),
            first: i == 0,
            last: i + 1 == n,
            translations: (l.translations.iter())
                .map(|(language, t)| TranslationLine {
                    language: language.clone(),
                    name: t.name.clone(),
                    roles: if t.roles.is_empty() {
                        texts.t("pack-roles-not-translated")
                    } else {
                        t.roles.join(" · ")
                    },
                })
                .collect(),
            missing: (coverage.iter())
                .filter(|c| !l.translations.contains_key(&c.language))
                .map(|c| c.language.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect();
    let languages = coverage
        .into_iter()
        .map(|c| LanguageLine {
            named: texts.t2("pack-languages-named", ("named", c.named), ("total", n)),
            with_roles: c.with_roles,
            missing: c.missing.join(", "),
            language: c.language,
        })
        .collect();
    let page = PackPage {
        layout,
        status: status_of(&head),
        version: head.version,
        owner: head.owner.clone().unwrap_or_else(|| "-".into()),
        editable: session.account.may_edit(head.ownership),
        locations,
        languages,
        pack,
        details,
        add,
        errors,
        notice,
    };
    render(req, status, &page)
}

fn status_of(head: &PackHead) -> &'static str {
    status(head.ownership.bundled, head.published)
}

fn details_of(pack: &Pack, version: i32) -> DetailsForm {
    DetailsForm {
        version,
        name: pack.name.clone(),
        description: pack.description.clone(),
        language: pack.language.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notice::Notice;

    #[test]
    fn the_editor_says_the_rules_as_sentences_and_a_role_on_its_line() {
        let english = Texts::of(crate::http::i18n::SOURCE);
        let long = Notice::new("pack-rule-too-long")
            .with("what", "role")
            .with("value", "xyz")
            .with("max", 60_usize);
        assert_eq!(
            said(&english, &Problem::new(2, long)),
            "Line 2: Role 'xyz' is longer than 60 characters."
        );
        let empty = Notice::new("pack-rule-empty").with("what", "location");
        assert_eq!(
            said(&english, &Problem::new(0, empty.clone())),
            "Location name must not be empty."
        );
        assert_eq!(
            said(&Texts::of("ru"), &Problem::new(0, empty)),
            "Название локации не должно быть пустым."
        );
    }
}
