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
use crate::http::admin::confirm::{Asked, ConfirmPage};
use crate::http::admin::errors::{AdminError, AdminResult};
use crate::http::admin::form::{flag, uuid_or_none};
use crate::http::admin::pages::{self, Layout, render};
use crate::http::admin::session::Posted;
use crate::http::i18n::Texts;
use crate::http::state::AppState;
use crate::rooms::code::RoomCode;
use crate::rooms::moves::TableRefusal;

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
    let texts = session.texts;
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let what = match (form.action.as_str(), form.player) {
        ("start_game", _) => Rescue::StartGame,
        ("deal", _) => Rescue::Deal,
        ("end_round", _) => Rescue::EndRound,
        ("make_host", Some(player)) => {
            let p = data.player(player).ok_or(AdminError::NotFound)?;
            Rescue::MakeHost(p.user_id)
        }
        ("make_host", None) => {
            return Err(AdminError::BadRequest(
                texts.t("night-rescue-choose-player"),
            ));
        }
        _ => {
            return Err(AdminError::BadRequest(
                texts.t("night-rescue-choose-action"),
            ));
        }
    };
    let back = format!("{}#seating", night_url(id));
    if what == Rescue::EndRound && !form.confirmed {
        let asked = Asked {
            action: format!("{}/tables/{room}", night_url(id)),
            version: form.version,
            back,
        };
        let layout = Layout::new(&req, &session, "league");
        let title = texts.t1("night-rescue-end-title", "room", &room);
        let lines = vec![texts.t("night-rescue-end-text")];
        let page = ConfirmPage::new(layout, title, lines, asked)
            .fields(vec![("action", "end_round".into())])
            .buttons(
                texts.t("night-rescue-end-confirm"),
                texts.t("league-cancel"),
            );
        return render(&req, StatusCode::OK, &page);
    }
    let now = state.clock.now_ms();
    let room = RoomCode::parse(&room).ok_or(AdminError::NotFound)?;
    match table_rescue::rescue(&state.pool, &state.live, &data, &room, what, now).await {
        Ok(()) => {
            let done = texts.t(match what {
                Rescue::StartGame => "night-rescue-started",
                Rescue::Deal => "night-rescue-dealt",
                Rescue::EndRound => "night-rescue-ended",
                Rescue::MakeHost(_) => "night-rescue-host",
            });
            let room = room.to_string();
            let text = texts.t2("night-rescue-done", ("room", room), ("done", done));
            Ok(pages::redirect_with(&back, "ok", &text))
        }
        Err(AppError::Table(refusal)) => {
            let why = refusal_text(&texts, refusal);
            let text = texts.t2(
                "night-rescue-refused",
                ("room", room.to_string()),
                ("why", why),
            );
            Ok(pages::redirect_with(&back, "error", &text))
        }
        Err(AppError::RoomNotFound) => Err(AdminError::NotFound),
        Err(e) => Err(e.into()),
    }
}

/// Why a table refused the organizer's move, in `texts`' language.
fn refusal_text(texts: &Texts, refusal: TableRefusal) -> String {
    texts.t(match refusal {
        TableRefusal::NotHost => "night-refusal-not-host",
        TableRefusal::NoGame => "night-refusal-no-game",
        TableRefusal::GameOver => "night-refusal-game-over",
        TableRefusal::RoundInProgress => "night-refusal-round-in-progress",
        TableRefusal::NotDealer => "night-refusal-not-dealer",
        TableRefusal::LeagueTableSettings => "night-refusal-league-settings",
        TableRefusal::NoRoundInProgress => "night-refusal-no-round",
        TableRefusal::NotSeated => "night-refusal-not-seated",
        TableRefusal::GameInProgress => "night-refusal-game-in-progress",
        TableRefusal::LeagueGamesPlayed => "night-refusal-games-played",
        TableRefusal::LeagueSeatingOver => "night-refusal-seating-over",
        TableRefusal::NightFinished => "night-refusal-night-finished",
        TableRefusal::RoundPaused => "night-refusal-round-paused",
        TableRefusal::RoundNotPaused => "night-refusal-round-not-paused",
    })
}
