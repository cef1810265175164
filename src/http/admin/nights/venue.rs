//! The night page's venue forms: checking a player in, the seating method and table sizes,
//! and the projector's announcement and countdown.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use super::changes::run;
use crate::app::night_changes::NightChange;
use crate::http::admin::errors::AdminResult;
use crate::http::admin::form::flag;
use crate::http::admin::session::Posted;
use crate::http::state::AppState;

#[derive(Deserialize)]
pub struct CheckInForm {
    #[serde(default)]
    version: i64,
    /// Here, or not here after all.
    #[serde(default, deserialize_with = "flag")]
    here: bool,
}

#[derive(Deserialize)]
pub struct SeatingForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    method: String,
    #[serde(default)]
    min: String,
    #[serde(default)]
    max: String,
}

#[derive(Deserialize)]
pub struct BoardForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    announcement: String,
    /// Minutes from now to the next seating round; empty for no countdown.
    #[serde(default)]
    minutes: String,
}

pub async fn check_in(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<CheckInForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    let change = NightChange::CheckIn {
        player,
        here: form.here,
    };
    run(&req, &state, &session, id, form.version, change).await
}

pub async fn seating_options(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<SeatingForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let change = NightChange::SetSeating {
        method: form.method,
        min: form.min,
        max: form.max,
    };
    run(&req, &state, &session, *id, form.version, change).await
}

pub async fn board(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<BoardForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let change = NightChange::SetBoard {
        announcement: form.announcement,
        minutes: form.minutes,
    };
    run(&req, &state, &session, *id, form.version, change).await
}
