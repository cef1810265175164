//! A night's settings page: everything the new-night form set, changeable until the first
//! seating round is seated; then its name and seating rounds only (a round can be added
//! while it runs). A refused form is shown again as typed, with why.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use uuid::Uuid;

use super::night_url;
use crate::app::night::NightData;
use crate::app::night_changes::{self, NightChange, NightError};
use crate::app::season;
use crate::db::packs::NightPack;
use crate::http::admin::errors::AdminResult;
use crate::http::admin::pages::{self, Layout, render};
use crate::http::admin::seasons::NightForm;
use crate::http::admin::session::{Posted, Session};
use crate::http::i18n::Texts;
use crate::http::state::AppState;
use crate::league::{self, night_edit::NightEdit, night_edit::TableEdit};
use crate::notice::Notice;

#[derive(Template)]
#[template(path = "admin/night_settings.html")]
struct SettingsPage {
    layout: Layout,
    night_id: Uuid,
    title: String,
    version: i64,
    night: NightForm,
    packs: Vec<NightPack>,
    /// The table settings are fixed: the first seating round is seated.
    locked: bool,
    error: Option<String>,
}

pub async fn settings_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let data = night_changes::organized(&state.pool, &session.account, *id).await?;
    let page = page_of(&req, &state, &session, &data, NightForm::default(), None).await?;
    render(&req, StatusCode::OK, &page)
}

pub async fn save_settings(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<NightForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let texts = session.texts;
    let edit = match edit_of(&texts, &form) {
        Ok(edit) => edit,
        Err(message) => return refused(&req, &state, &session, *id, form, message).await,
    };
    let now = state.clock.now();
    let change = NightChange::SetDetails(edit);
    let account = &session.account;
    match night_changes::apply(
        &state.pool,
        &state.live,
        account,
        *id,
        form.version,
        change,
        now,
    )
    .await
    {
        // The top of the night's page: the message, and the settings line under it.
        Ok(done) => {
            let message = super::changes::said(&texts, &done);
            Ok(pages::redirect_with(&night_url(*id), "ok", &message))
        }
        Err(NightError::Refused { kind, message }) => {
            let data = night_changes::organized(&state.pool, account, *id).await?;
            let status = super::changes::refusal_status(kind);
            let message = texts.notice(&message);
            let page = page_of(&req, &state, &session, &data, form, Some(message)).await?;
            render(&req, status, &page)
        }
        Err(e) => Err(e.into()),
    }
}

/// The edit the form asks for, or the first thing wrong in it (in `texts`' language).
fn edit_of(texts: &Texts, form: &NightForm) -> Result<NightEdit, String> {
    if form.scope == "rounds" {
        let said = |n: Notice| texts.notice(&n);
        return Ok(NightEdit {
            seen: form.seen.clone(),
            name: league::name(&form.name).map_err(said)?,
            seating_rounds: league::seating_rounds(&form.seating_rounds).map_err(said)?,
            table: None,
        });
    }
    let (name, shape, settings) = form.parse(texts)?;
    Ok(NightEdit {
        seen: form.seen.clone(),
        name,
        seating_rounds: shape.seating_rounds,
        table: Some(TableEdit {
            games_per_table: shape.games_per_table,
            settings,
        }),
    })
}

async fn refused(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: Uuid,
    form: NightForm,
    message: String,
) -> AdminResult<HttpResponse> {
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let page = page_of(req, state, session, &data, form, Some(message)).await?;
    render(req, StatusCode::UNPROCESSABLE_ENTITY, &page)
}

async fn page_of(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    data: &NightData,
    mut form: NightForm,
    error: Option<String>,
) -> AdminResult<SettingsPage> {
    let locked = data.confirmed_rounds() > 0;
    let seen = data.settings_now().fingerprint();
    if form.seen != seen {
        // Drawn from settings saved over since: show them as they are now.
        form = NightForm {
            name: data.night.name.clone(),
            ..NightForm::like(&data.night)
        };
    }
    if locked {
        // What the tables play is shown as it is, whatever a stale form sent.
        let name = std::mem::take(&mut form.name);
        let rounds = std::mem::take(&mut form.seating_rounds);
        form = NightForm {
            name,
            seating_rounds: rounds,
            ..NightForm::like(&data.night)
        };
    }
    form.seen = seen;
    Ok(SettingsPage {
        layout: Layout::new(req, session, "league"),
        night_id: data.night.id,
        title: data.night.name.clone(),
        version: data.night.version,
        night: form,
        packs: with_night_packs(
            season::night_packs(&state.pool, data.night.owner_id).await?,
            &data.night.settings.pack_ids,
        ),
        locked,
        error,
    })
}

/// The packs offered, and those the night names that are no longer offered (marked so):
/// a save must not drop them unseen.
fn with_night_packs(mut offered: Vec<NightPack>, night: &[String]) -> Vec<NightPack> {
    for id in night {
        if !offered.iter().any(|p| &p.id == id) {
            offered.push(NightPack {
                id: id.clone(),
                name: id.clone(),
                location_count: 0,
                private: false,
                offered: false,
            });
        }
    }
    offered
}
