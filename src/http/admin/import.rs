//! Importing a pack file: the upload shows a preview (what would change, or every problem
//! by line) and saves nothing; the preview's button sends the same file back to be saved.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use futures_util::StreamExt;
use serde::Deserialize;

use super::errors::{AdminError, AdminResult};
use super::packs::{pack_error, pack_url};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session, forged, same_token};
use crate::app::pack_changes::{self, Imported};
use crate::http::i18n::Texts;
use crate::http::state::AppState;
use crate::notice::Notice;
use crate::packs::diff::{self, DiffLine};
use crate::packs::{Pack, PackFileError, append, csv, format, rules};

/// The largest file accepted: a full pack (200 locations of 20 roles) is well under it.
const MAX_FILE_BYTES: usize = 512 * 1024;

/// What an import is made of, as uploaded and as sent back by the preview's form.
#[derive(Debug, Default, Deserialize)]
pub struct ImportForm {
    /// Empty for a new pack, else the id of the pack to import into.
    #[serde(default)]
    target: String,
    /// Into a pack: add the file's locations to it, or replace its locations.
    #[serde(default)]
    mode: ImportMode,
    /// The name of a new pack made from a CSV file (which names no pack).
    #[serde(default)]
    name: String,
    #[serde(default)]
    filename: String,
    #[serde(default)]
    content: String,
    /// The version of the target pack the preview was made from.
    #[serde(default)]
    version: i32,
}

/// What an import into an existing pack does with the pack's locations.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ImportMode {
    /// The file's locations join the pack's; a location it has already takes the file's
    /// roles. Nothing is removed, so it is the default.
    #[default]
    Append,
    /// The pack holds the file's locations only.
    Replace,
}

impl ImportMode {
    /// The form's value.
    pub fn key(self) -> &'static str {
        match self {
            ImportMode::Append => "append",
            ImportMode::Replace => "replace",
        }
    }
}

pub struct Target {
    pub id: String,
    /// Its name and id, as the choice shows them.
    pub label: String,
    pub selected: bool,
}

#[derive(Template)]
#[template(path = "admin/import.html")]
struct UploadPage {
    layout: Layout,
    targets: Vec<Target>,
    name: String,
    error: Option<String>,
}

/// One line of the preview.
pub struct ChangeLine {
    /// "add", "remove" or "change", for the style.
    pub kind: &'static str,
    pub text: String,
}

#[derive(Template)]
#[template(path = "admin/import_preview.html")]
struct PreviewPage {
    layout: Layout,
    filename: String,
    target_label: String,
    changes: Vec<ChangeLine>,
    problems: Vec<String>,
    note: Option<String>,
    form: ImportForm,
}

#[derive(Deserialize)]
pub struct UploadQuery {
    #[serde(default)]
    into: String,
}

pub async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    query: web::Query<UploadQuery>,
) -> AdminResult<HttpResponse> {
    upload_page(
        &req,
        &state,
        &session,
        &query.into,
        String::new(),
        None,
        StatusCode::OK,
    )
    .await
}

async fn upload_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    into: &str,
    name: String,
    error: Option<String>,
    status: StatusCode,
) -> AdminResult<HttpResponse> {
    let layout = Layout::new(req, session, "import");
    let texts = layout.texts;
    let targets = pack_changes::list_for(&state.pool, &session.account)
        .await?
        .into_iter()
        .filter(|p| !p.bundled)
        .map(|p| Target {
            selected: p.id == into,
            label: texts.t2("import-target", ("name", &p.name), ("id", &p.id)),
            id: p.id,
        })
        .collect();
    let page = UploadPage {
        layout,
        targets,
        name,
        error,
    };
    render(req, status, &page)
}

/// The upload: a preview, nothing saved.
pub async fn preview(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    payload: Multipart,
) -> AdminResult<HttpResponse> {
    let texts = session.texts;
    let (csrf, form) = read_upload(&texts, payload).await?;
    if !same_token(&csrf, &session.csrf) {
        return Err(forged(&texts));
    }
    if form.filename.is_empty() && form.content.is_empty() {
        let error = Some(texts.t("import-choose-file"));
        return upload_page(
            &req,
            &state,
            &session,
            &form.target,
            form.name,
            error,
            StatusCode::UNPROCESSABLE_ENTITY,
        )
        .await;
    }
    let target = load_target(&texts, &state, &session, &form.target).await?;
    let mut form = form;
    form.version = target.as_ref().map_or(0, |(_, v)| *v);
    let page = preview_page(&req, &state, &session, form, target.map(|(p, _)| p)).await?;
    let status = if page.problems.is_empty() {
        StatusCode::OK
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    render(&req, status, &page)
}

async fn preview_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    form: ImportForm,
    target: Option<Pack>,
) -> AdminResult<PreviewPage> {
    let layout = Layout::new(req, session, "import");
    let texts = layout.texts;
    let mut page = PreviewPage {
        layout,
        filename: form.filename.clone(),
        target_label: target.as_ref().map_or_else(
            || texts.t("import-into-new"),
            |p| match form.mode {
                ImportMode::Append => texts.t1("import-into-append", "name", &p.name),
                ImportMode::Replace => texts.t1("import-into-replace", "name", &p.name),
            },
        ),
        changes: Vec::new(),
        problems: Vec::new(),
        note: None,
        form,
    };
    match imported(&texts, &page.form, target.as_ref()) {
        Err(problems) => {
            page.problems = problems
                .iter()
                .map(|p| {
                    let message = texts.notice(&p.notice);
                    if p.line > 0 {
                        let at = ("line", p.line);
                        texts.t2("import-problem-line", at, ("message", &message))
                    } else {
                        message
                    }
                })
                .collect();
        }
        Ok(pack) => {
            if target.is_none() {
                let free = pack_changes::free_id(&state.pool, &pack.id).await?;
                if free != pack.id {
                    let id = ("id", &pack.id);
                    page.note = Some(texts.t2("import-id-taken", id, ("free", &free)));
                }
            }
            page.changes = diff::changes(target.as_ref(), &pack)
                .into_iter()
                .map(|c| line(&texts, c))
                .collect();
        }
    }
    Ok(page)
}

/// The pack an import makes: the file's own (see `from_file`), added to the target's
/// locations when the form says so.
fn imported(
    texts: &Texts,
    form: &ImportForm,
    target: Option<&Pack>,
) -> Result<Pack, Vec<PackFileError>> {
    let file = if form.filename.is_empty() {
        "upload"
    } else {
        form.filename.as_str()
    };
    let pack = from_file(texts, file, form, target)?;
    match (target, form.mode) {
        (Some(t), ImportMode::Append) => append::append(t, pack.locations).map_err(|notice| {
            vec![PackFileError {
                file: file.to_string(),
                line: 0,
                notice,
            }]
        }),
        _ => Ok(pack),
    }
}

/// The pack the file makes on its own: a TOML file's pack (keeping the target's id), or
/// the target (or a new pack named in the form) with a CSV file's locations.
fn from_file(
    texts: &Texts,
    file: &str,
    form: &ImportForm,
    target: Option<&Pack>,
) -> Result<Pack, Vec<PackFileError>> {
    let is_csv = form.filename.to_ascii_lowercase().ends_with(".csv");
    if !is_csv {
        let mut pack = format::parse_all_problems(file, &form.content)?;
        if let Some(t) = target {
            pack.id = t.id.clone();
        }
        return Ok(pack);
    }
    let base = match target {
        Some(t) => t.clone(),
        None => {
            let name = rules::pack_name(&form.name).map_err(|m| {
                // The name's own problem, worded, is the reason given.
                let reason = texts.notice(&m);
                vec![PackFileError {
                    file: file.to_string(),
                    line: 0,
                    notice: Notice::new("import-csv-needs-name").with("reason", reason),
                }]
            })?;
            Pack::named(rules::id_from_name(&name), name)
        }
    };
    let locations = csv::parse_locations(file, &form.content)?
        .into_iter()
        .map(|l| append::keeping_translations(&base, l))
        .collect();
    Ok(Pack { locations, ..base })
}

/// A change as a preview's line (an import's, or a restore's).
pub(super) fn line(texts: &Texts, change: DiffLine) -> ChangeLine {
    match change {
        DiffLine::Field { field, from, to } => ChangeLine {
            kind: "change",
            text: if from.is_empty() {
                let id = match field {
                    "name" => "import-set-name",
                    "description" => "import-set-description",
                    _ => "import-set-language",
                };
                texts.t1(id, "to", &to)
            } else {
                let id = match field {
                    "name" => "import-change-name",
                    "description" => "import-change-description",
                    _ => "import-change-language",
                };
                texts.t2(id, ("from", &from), ("to", &to))
            },
        },
        DiffLine::Added { location, roles } => ChangeLine {
            kind: "add",
            text: texts.t2(
                "import-add-location",
                ("location", &location),
                ("roles", roles),
            ),
        },
        DiffLine::Removed { location } => ChangeLine {
            kind: "remove",
            text: texts.t1("import-remove-location", "location", &location),
        },
        DiffLine::RolesChanged { location, from, to } => {
            let (from, to) = (from.join(" · "), to.join(" · "));
            let roles = texts.t2("import-roles", ("from", &from), ("to", &to));
            ChangeLine {
                kind: "change",
                text: texts.t2(
                    "import-roles-changed",
                    ("location", &location),
                    ("roles", &roles),
                ),
            }
        }
        DiffLine::TranslationsChanged {
            location,
            languages,
        } => ChangeLine {
            kind: "change",
            text: match location {
                Some(location) => texts.t2(
                    "import-translations-changed",
                    ("location", &location),
                    ("languages", languages.join(", ")),
                ),
                None => texts.t1(
                    "import-pack-translations-changed",
                    "languages",
                    languages.join(", "),
                ),
            },
        },
        DiffLine::Reordered => ChangeLine {
            kind: "change",
            text: texts.t("import-reordered"),
        },
    }
}

/// The pack an import goes into, if any, with its version: it must be one the caller may
/// edit.
async fn load_target(
    texts: &Texts,
    state: &AppState,
    session: &Session,
    id: &str,
) -> AdminResult<Option<(Pack, i32)>> {
    if id.is_empty() {
        return Ok(None);
    }
    let (pack, head) = pack_changes::visible(&state.pool, &session.account, id).await?;
    if !session.account.may_edit(head.ownership) {
        return Err(AdminError::Forbidden(texts.t("import-read-only")));
    }
    Ok(Some((pack, head.version)))
}

/// The preview's button: the same file, checked again and saved.
pub async fn commit(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<ImportForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let texts = session.texts;
    if form.target.is_empty() {
        let pack = match imported(&texts, &form, None) {
            Ok(pack) => pack,
            Err(_) => return render_again(&req, &state, &session, form, None).await,
        };
        let base = pack.id.clone();
        let pack = pack_changes::create(&state.pool, &session.account, pack, &base).await?;
        return Ok(pages::redirect_with(
            &pack_url(&pack.id),
            "ok",
            &texts.t2(
                "import-imported",
                ("name", &pack.name),
                ("count", pack.locations.len()),
            ),
        ));
    }
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    let merge = |current: &Pack| imported(&texts, &form, Some(current)).ok();
    let imported = pack_changes::import_into(pool, live, by, &form.target, form.version, merge);
    let pack = match imported.await.map_err(|e| pack_error(&texts, e))? {
        Imported::Saved(pack) => pack,
        Imported::Stale => {
            return Ok(pages::redirect_with(
                &format!("/admin/import?into={}", form.target),
                "error",
                &texts.t("import-stale"),
            ));
        }
        Imported::Refused(current) => {
            return render_again(&req, &state, &session, form, Some(current)).await;
        }
    };
    let (n, name) = (pack.locations.len(), &pack.name);
    let said = match form.mode {
        ImportMode::Append => texts.t2("import-added", ("name", name), ("count", n)),
        ImportMode::Replace => texts.t2("import-replaced", ("name", name), ("count", n)),
    };
    Ok(pages::redirect_with(&pack_url(&pack.id), "ok", &said))
}

async fn render_again(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    form: ImportForm,
    target: Option<Pack>,
) -> AdminResult<HttpResponse> {
    let page = preview_page(req, state, session, form, target).await?;
    render(req, StatusCode::UNPROCESSABLE_ENTITY, &page)
}

/// Reads the upload form: its CSRF token and the rest.
async fn read_upload(texts: &Texts, mut payload: Multipart) -> AdminResult<(String, ImportForm)> {
    let bad = |e: actix_multipart::MultipartError| {
        AdminError::BadRequest(texts.t1("import-unreadable", "error", e.to_string()))
    };
    let mut csrf = String::new();
    let mut form = ImportForm::default();
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(bad)?;
        let name = field.name().unwrap_or_default().to_string();
        let filename = field
            .content_disposition()
            .and_then(|cd| cd.get_filename())
            .map(str::to_string);
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(bad)?;
            if bytes.len() + chunk.len() > MAX_FILE_BYTES {
                return Err(AdminError::BadRequest(texts.t1(
                    "import-too-large",
                    "kb",
                    MAX_FILE_BYTES / 1024,
                )));
            }
            bytes.extend_from_slice(&chunk);
        }
        let text = || {
            String::from_utf8(bytes.clone())
                .map_err(|_| AdminError::BadRequest(texts.t("import-not-utf8")))
        };
        match name.as_str() {
            "csrf" => csrf = text()?,
            "target" => form.target = text()?,
            "name" => form.name = text()?,
            "mode" if text()? == "replace" => form.mode = ImportMode::Replace,
            "file" => {
                form.filename = filename.unwrap_or_default();
                form.content = text()?.trim_start_matches('\u{feff}').to_string();
            }
            _ => {}
        }
    }
    Ok((csrf, form))
}
