//! The pages that ask "are you sure?" before a night changes in a way a click cannot undo:
//! seating or finishing over tables still playing, linking a walk-in to an account,
//! withdrawing a player. Each form sends the same change again with `confirmed=1`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use uuid::Uuid;

use super::changes::LinkForm;
use super::night_url;
use crate::app::night_changes;
use crate::http::admin::confirm::{Asked, ConfirmPage};
use crate::http::admin::errors::{AdminError, AdminResult};
use crate::http::admin::pages::{Layout, render};
use crate::http::admin::session::Session;
use crate::http::state::AppState;

/// What moves the night on past its tables.
#[derive(Clone, Copy)]
pub(super) enum MovingOn {
    Seating,
    Finishing,
}

/// When tables are still playing a round, the page that asks before ending those rounds
/// (nobody scores for them); `None` when none is.
pub(super) async fn ask_first(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: Uuid,
    version: i64,
    moving_on: MovingOn,
) -> AdminResult<Option<HttpResponse>> {
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let now = state.clock.now();
    let layout = Layout::new(req, session, "league");
    let texts = layout.texts;
    let in_round: Vec<_> = data.tables.iter().filter(|t| t.in_round).collect();
    let playing: Vec<String> = (in_round.iter())
        .map(|t| {
            let table = texts.t2(
                "night-table-room",
                ("number", t.table_number),
                ("room", t.room_code.as_str()),
            );
            let progress = crate::http::projector::table_progress(&texts, t, now);
            texts.t2(
                "night-playing-table",
                ("table", table),
                ("progress", progress),
            )
        })
        .collect();
    if playing.is_empty() {
        return Ok(None);
    }
    let url = night_url(id);
    let (title, action, mut fields, confirm) = match moving_on {
        MovingOn::Seating => (
            "night-ask-seat-title",
            format!("{url}/seating/confirm"),
            vec![],
            "night-ask-seat-confirm",
        ),
        MovingOn::Finishing => (
            "night-ask-finish-title",
            format!("{url}/finish"),
            vec![("finished", "1".to_string())],
            "night-ask-finish-confirm",
        ),
    };
    // The rounds ended are those listed here, not any started after.
    let rooms: Vec<String> = (in_round.iter())
        .map(|t| night_changes::playing_key(&t.room_code, t.rounds_finished))
        .collect();
    fields.push(("end_rooms", rooms.join(",")));
    let mut lines = playing;
    lines.push(texts.t("night-ask-rounds-end"));
    let asked = Asked {
        action,
        version,
        back: url,
    };
    let page = ConfirmPage::new(layout, texts.t(title), lines, asked)
        .fields(fields)
        .buttons(texts.t(confirm), texts.t("league-cancel"));
    Ok(Some(render(req, StatusCode::OK, &page)?))
}

pub(super) async fn confirm_link(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    (id, player): (Uuid, Uuid),
    form: &LinkForm,
) -> AdminResult<HttpResponse> {
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let name = (data.player(player).ok_or(AdminError::NotFound)?)
        .display_name
        .clone();
    let username = form.username.trim().to_string();
    let url = night_url(id);
    let layout = Layout::new(req, session, "league");
    let texts = layout.texts;
    let both = |id: &str| texts.t2(id, ("name", &name), ("username", &username));
    let asked = Asked {
        action: format!("{url}/players/{player}/link"),
        version: form.version,
        back: format!("{url}#players"),
    };
    let lines = vec![both("night-link-results"), texts.t("night-link-undone")];
    let page = ConfirmPage::new(layout, both("night-link-title"), lines, asked)
        .fields(vec![("username", username.clone())])
        .buttons(both("night-link-confirm"), texts.t("league-cancel"));
    render(req, StatusCode::OK, &page)
}

pub(super) async fn confirm_withdraw(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: Uuid,
    player: Uuid,
    version: i64,
) -> AdminResult<HttpResponse> {
    let data = night_changes::organized(&state.pool, &session.account, id).await?;
    let name = data
        .player(player)
        .ok_or(AdminError::NotFound)?
        .display_name
        .clone();
    let url = night_url(id);
    let layout = Layout::new(req, session, "league");
    let texts = layout.texts;
    let asked = Asked {
        action: format!("{url}/players/{player}/withdraw"),
        version,
        back: url,
    };
    let title = texts.t1("night-withdraw-title", "name", &name);
    let lines = vec![
        texts.t1("night-withdraw-later", "name", &name),
        texts.t("night-withdraw-proposal"),
    ];
    let page = ConfirmPage::new(layout, title, lines, asked)
        .fields(vec![("withdrawn", "1".into())])
        .buttons(
            texts.t1("night-withdraw-confirm", "name", &name),
            texts.t("league-cancel"),
        );
    render(req, StatusCode::OK, &page)
}
