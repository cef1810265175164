//! The organizers' overview of live rooms: players, phase and clock. It reads no round
//! state, so no location, role or spy can reach it.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use super::errors::AdminResult;
use super::pages::{Layout, render};
use super::session::Session;
use crate::app::room;
use crate::http::i18n::Texts;
use crate::http::state::AppState;

const SHOWN: i64 = 200;

pub struct RoomLine {
    pub code: String,
    pub players: String,
    pub player_count: usize,
    pub host: String,
    pub game: String,
    pub phase: String,
    pub clock: String,
    pub updated: String,
}

#[derive(Template)]
#[template(path = "admin/rooms.html")]
struct RoomsPage {
    layout: Layout,
    rooms: Vec<RoomLine>,
    now: String,
}

pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> AdminResult<HttpResponse> {
    let now = state.clock.now();
    let layout = Layout::new(&req, &session, "rooms");
    let texts: Texts = layout.texts;
    let rooms = room::live(&state.pool, SHOWN)
        .await?
        .into_iter()
        .map(|r| {
            let game_of = |g: i32| texts.t1("rooms-game", "game", g);
            let (game, phase) = match (r.game_number, r.round_number) {
                (None, _) => ("-".to_string(), texts.t("rooms-lobby")),
                (Some(g), _) if r.game_over == Some(true) => {
                    (game_of(g), texts.t("rooms-game-over"))
                }
                (Some(g), None) => (game_of(g), texts.t("rooms-waiting")),
                (Some(g), Some(n)) => {
                    let total = r.rounds_total.unwrap_or(0);
                    let round = texts.t2("rooms-round", ("round", n), ("total", total));
                    let phase = r.phase.clone().unwrap_or_default();
                    (
                        format!("{}, {round}", game_of(g)),
                        texts.t1("rooms-phase", "phase", &phase),
                    )
                }
            };
            let clock = match r.next_deadline {
                Some(at) if at > now => {
                    let secs = (at - now).num_seconds();
                    let time = format!("{}:{:02}", secs / 60, secs % 60);
                    texts.t1("rooms-left", "time", &time)
                }
                Some(_) => texts.t("rooms-due"),
                None => "-".to_string(),
            };
            RoomLine {
                player_count: r.players.len(),
                players: r.players.join(", "),
                host: r.host.unwrap_or_else(|| "-".into()),
                updated: r.updated_at.format("%H:%M:%S").to_string(),
                code: r.code,
                game,
                phase,
                clock,
            }
        })
        .collect();
    let page = RoomsPage {
        layout,
        rooms,
        now: now.format("%H:%M:%S UTC").to_string(),
    };
    render(&req, StatusCode::OK, &page)
}
