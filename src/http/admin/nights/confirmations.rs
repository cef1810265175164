//! The pages that ask "are you sure?" before a night changes in a way a click cannot undo:
//! seating or finishing over tables still playing, linking a walk-in to an account,
//! withdrawing a player. Each form sends the same change again with `confirmed=1`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use uuid::Uuid;

use super::changes::LinkForm;
use super::night_url;
use crate::app::night_changes;
use crate::http::admin::confirm::ConfirmPage;
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
    let in_round: Vec<_> = data.tables.iter().filter(|t| t.in_round).collect();
    let playing: Vec<String> = (in_round.iter())
        .map(|t| {
            format!(
                "Table {} (room {}): {}.",
                t.table_number,
                t.room_code,
                crate::http::projector::table_progress(&crate::http::i18n::Texts::of("en"), t, now)
            )
        })
        .collect();
    if playing.is_empty() {
        return Ok(None);
    }
    let url = night_url(id);
    let (title, action, mut fields, confirm) = match moving_on {
        MovingOn::Seating => (
            "Seat the next round while tables still play?",
            format!("{url}/seating/confirm"),
            vec![],
            "End those rounds and confirm the seating",
        ),
        MovingOn::Finishing => (
            "Finish the night while tables still play?",
            format!("{url}/finish"),
            vec![("finished", "1".to_string())],
            "End those rounds and finish the night",
        ),
    };
    // The rounds ended are those listed here, not any started after.
    let rooms: Vec<String> = (in_round.iter())
        .map(|t| night_changes::playing_key(&t.room_code, t.rounds_finished))
        .collect();
    fields.push(("end_rooms", rooms.join(",")));
    let mut lines = playing;
    lines.push(
        "Their rounds end at once without points for anyone, and their phones say the \
         organizer ended them. Cancel to let them finish first."
            .into(),
    );
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(req, session, "league"),
        title: title.into(),
        lines,
        keep_first: None,
        action,
        version,
        fields,
        confirm: confirm.into(),
        back: url,
        cancel: "Cancel".into(),
    };
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
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(req, session, "league"),
        title: format!("Link {name} to the account {username}?"),
        lines: vec![
            format!(
                "{name}'s results tonight and at every night they played as this walk-in will \
                 count for the account {username}, in the night's and the season's standings."
            ),
            "This cannot be undone: the walk-in's claim code stops working, and the phone \
             that used it must sign in to the account."
                .into(),
        ],
        keep_first: None,
        action: format!("{url}/players/{player}/link"),
        version: form.version,
        fields: vec![("username", username.clone())],
        confirm: format!("Link {name} to {username}"),
        back: format!("{url}#players"),
        cancel: "Cancel".into(),
    };
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
    let page = ConfirmPage {
        crumbs: Vec::new(),
        layout: Layout::new(req, session, "league"),
        title: format!("Withdraw {name}?"),
        lines: vec![
            format!(
                "{name} will not be seated in later seating rounds. Their results so far stay in the standings."
            ),
            "A proposal waiting to be confirmed loses them and keeps everyone else where they sit. \
             You can bring them back later."
                .into(),
        ],
        keep_first: None,
        action: format!("{url}/players/{player}/withdraw"),
        version,
        fields: vec![("withdrawn", "1".into())],
        confirm: format!("Withdraw {name}"),
        back: url,
        cancel: "Cancel".into(),
    };
    render(req, StatusCode::OK, &page)
}
