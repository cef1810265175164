//! Deleting a night or a season: a confirmation page first (offering the exports to keep),
//! then the deletion, sent from that page with `confirmed=1`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use super::confirm::{Asked, ConfirmPage};
use super::errors::{AdminError, AdminResult};
use super::form::flag;
use super::nights::night_url;
use super::pages::{self, Layout, render};
use super::seasons::{runnable, season_url};
use super::session::{Posted, Session};
use crate::app::night_changes::{self, NightError, organized};
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
    let layout = Layout::new(&req, &session, "league");
    let texts = layout.texts;
    let lines = vec![
        texts.t2(
            "night-delete-text",
            ("players", data.players.len()),
            ("rounds", played),
        ),
        texts.t("night-delete-keep"),
    ];
    let asked = Asked {
        action: format!("{url}/delete"),
        version: data.night.version,
        back: url.clone(),
    };
    let page = ConfirmPage::new(
        layout,
        texts.t1("night-delete-title", "name", name),
        lines,
        asked,
    )
    .keep_first(
        format!("{url}/standings.csv"),
        texts.t("night-delete-download"),
    )
    .buttons(texts.t("night-delete-confirm"), texts.t("league-cancel"));
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
    let texts = session.texts;
    let season = match night_changes::delete(&state.pool, by, *id, form.version).await {
        Ok(season) => season,
        // The confirmation page was drawn before another change: nothing was deleted.
        Err(NightError::Refused { message, .. }) => {
            return Err(AdminError::BadRequest(texts.notice(&message)));
        }
        Err(e) => return Err(e.into()),
    };
    Ok(pages::redirect_with(
        &season_url(season),
        "ok",
        &texts.t("night-deleted"),
    ))
}

pub async fn confirm_season(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let season = runnable(&state, &session, *id).await?;
    let url = season_url(season.id);
    let layout = Layout::new(&req, &session, "league");
    let texts = layout.texts;
    let lines = vec![
        texts.t1("season-delete-text", "count", season.nights),
        texts.t("season-delete-keep"),
    ];
    let asked = Asked {
        action: format!("{url}/delete"),
        version: season.version,
        back: url.clone(),
    };
    let title = texts.t1("season-delete-title", "name", &season.name);
    let page = ConfirmPage::new(layout, title, lines, asked)
        .keep_first(
            format!("{url}/standings.csv"),
            texts.t("season-delete-download"),
        )
        .buttons(texts.t("season-delete-confirm"), texts.t("league-cancel"));
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
    let texts = session.texts;
    if !season::delete(&state.pool, &found, form.version).await? {
        let url = season_url(found.id);
        return Ok(pages::redirect_with(
            &url,
            "error",
            &texts.t("season-stale"),
        ));
    }
    Ok(pages::redirect_with(
        "/admin/league",
        "ok",
        &texts.t("season-deleted"),
    ))
}
