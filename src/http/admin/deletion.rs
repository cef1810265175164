//! Deleting a night or a season: a confirmation page first (offering the exports to keep),
//! then the deletion, sent from that page with `confirmed=1`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use super::confirm::ConfirmPage;
use super::errors::AdminResult;
use super::form::flag;
use super::nights::night_url;
use super::pages::{self, Layout, render};
use super::seasons::{runnable, season_url};
use super::session::{Posted, Session};
use crate::app::night_changes::{self, organized};
use crate::app::season;
use crate::http::state::AppState;

#[derive(Deserialize)]
pub struct DeleteForm {
    #[serde(default)]
    version: i64,
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
}

pub async fn confirm_night(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let data = organized(&state.pool, &session.account, *id).await?;
    let url = night_url(data.night.id);
    let name = &data.night.name;
    let played = data.report.rounds.len();
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(&req, &session, "league"),
        title: format!("Delete the night “{name}”?"),
        lines: vec![
            format!(
                "Its {} players, its seating rounds, its {played} rounds' results and its corrections \
                 leave the league for good, and the season's standings and ratings are worked out \
                 without them. The rooms its tables played in stay, as ordinary rooms.",
                data.players.len()
            ),
            "To keep the results, download them first.".into(),
        ],
        keep_first: Some((
            format!("{url}/standings.csv"),
            "Download the standings (CSV)".into(),
        )),
        action: format!("{url}/delete"),
        version: data.night.version,
        fields: Vec::new(),
        confirm: "Delete the night".into(),
        back: url,
        cancel: "Cancel".into(),
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn delete_night(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<DeleteForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    if !form.confirmed {
        return confirm_night(req, state, session, id).await;
    }
    let by = &session.account;
    let season = night_changes::delete(&state.pool, by, *id, form.version).await?;
    Ok(pages::redirect_with(
        &season_url(season),
        "ok",
        "Night deleted.",
    ))
}

const SEASON_STALE: &str = "This season changed (a night added or deleted, or its settings, in \
                            another tab or by someone else) since the confirmation page was \
                            loaded, so nothing was deleted. Here is the season as it is now.";

pub async fn confirm_season(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let season = runnable(&state, &session, *id).await?;
    let url = season_url(season.id);
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(&req, &session, "league"),
        title: format!("Delete the season “{}”?", season.name),
        lines: vec![
            format!(
                "Its {} nights go with it: their players, seatings, results and corrections leave the \
                 league for good.",
                season.nights
            ),
            "To keep the standings, download them first.".into(),
        ],
        keep_first: Some((
            format!("{url}/standings.csv"),
            "Download the season's standings (CSV)".into(),
        )),
        action: format!("{url}/delete"),
        version: season.version,
        fields: Vec::new(),
        confirm: "Delete the season".into(),
        back: url,
        cancel: "Cancel".into(),
    };
    render(&req, StatusCode::OK, &page)
}

pub async fn delete_season(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<DeleteForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    if !form.confirmed {
        return confirm_season(req, state, session, id).await;
    }
    let found = runnable(&state, &session, *id).await?;
    if !season::delete(&state.pool, &found, form.version).await? {
        let url = season_url(found.id);
        return Ok(pages::redirect_with(&url, "error", SEASON_STALE));
    }
    Ok(pages::redirect_with(
        "/admin/league",
        "ok",
        "Season deleted.",
    ))
}
