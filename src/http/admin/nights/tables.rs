//! The organizer's hand at a table of the night (`app::table_rescue`): start its next
//! game, deal, end its round (after a confirmation: nobody scores for it) or make another
//! player host, for a table whose host is away.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use super::night_url;
use crate::app::AppError;
use crate::app::night_changes;
use crate::app::table_rescue::{self, Rescue};
use crate::http::admin::confirm::ConfirmPage;
use crate::http::admin::errors::{AdminError, AdminResult};
use crate::http::admin::form::{flag, uuid_or_none};
use crate::http::admin::pages::{self, Layout, render};
use crate::http::admin::session::Posted;
use crate::http::state::AppState;
use crate::rooms::code::RoomCode;
use crate::text::sentence;

#[derive(Deserialize)]
pub struct RescueForm {
    #[serde(default)]
    version: i64,
    /// `start_game`, `deal`, `end_round` or `make_host`.
    #[serde(default)]
    action: String,
    /// The night player to make host.
    #[serde(default, deserialize_with = "uuid_or_none")]
    player: Option<Uuid>,
    /// Sent by the confirmation page: ending a round asks first.
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
}

pub async fn rescue(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<RescueForm>,
    path: web::Path<(Uuid, String)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, room) = path.into_inner();
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let what = match (form.action.as_str(), form.player) {
        ("start_game", _) => Rescue::StartGame,
        ("deal", _) => Rescue::Deal,
        ("end_round", _) => Rescue::EndRound,
        ("make_host", Some(player)) => {
            let p = data.player(player).ok_or(AdminError::NotFound)?;
            Rescue::MakeHost(p.user_id)
        }
        ("make_host", None) => return Err(AdminError::BadRequest("Choose a player.".into())),
        _ => {
            return Err(AdminError::BadRequest(
                "Choose what to do at the table.".into(),
            ));
        }
    };
    let back = format!("{}#seating", night_url(id));
    if what == Rescue::EndRound && !form.confirmed {
        let page = ConfirmPage {
            crumbs: Vec::new(),
            layout: Layout::new(&req, &session, "league"),
            title: format!("End the round at room {room}?"),
            lines: vec![
                "The round in play ends at once: nobody scores for it, and the table's phones \
                 say the organizer ended it. The table may deal its next round."
                    .into(),
            ],
            keep_first: None,
            action: format!("{}/tables/{room}", night_url(id)),
            version: form.version,
            fields: vec![("action", "end_round".into())],
            confirm: "End the round".into(),
            back,
            cancel: "Cancel".into(),
        };
        return render(&req, StatusCode::OK, &page);
    }
    let now = state.clock.now_ms();
    let room = RoomCode::parse(&room).ok_or(AdminError::NotFound)?;
    match table_rescue::rescue(&state.pool, &state.live, &data, &room, what, now).await {
        Ok(()) => {
            let done = match what {
                Rescue::StartGame => "A new game started",
                Rescue::Deal => "The next round is dealt",
                Rescue::EndRound => "The round was ended without points",
                Rescue::MakeHost(_) => "The table has a new host",
            };
            Ok(pages::redirect_with(
                &back,
                "ok",
                &format!("Room {room}: {done}."),
            ))
        }
        Err(AppError::Table(refusal)) => {
            let why = sentence(&format!("Room {room}: {refusal}"));
            Ok(pages::redirect_with(&back, "error", &why))
        }
        Err(AppError::RoomNotFound) => Err(AdminError::NotFound),
        Err(e) => Err(e.into()),
    }
}
