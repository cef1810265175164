//! The night page's forms: each handler reads its typed form, asks the application layer
//! for the change, and answers with the night's page: after a redirect with the message
//! when the change was made, or at once with why when it was refused.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use uuid::Uuid;

use super::confirmations::{MovingOn, ask_first, confirm_link, confirm_withdraw};
use super::typed::{Typed, section_of};
use super::{night_url, page::night_page};
use crate::app::night_changes::{
    self, Correction, Done, NightChange, NightError, RefusalKind, Registrant,
};
use crate::http::admin::confirm::{Asked, ConfirmPage};
use crate::http::admin::errors::{AdminError, AdminResult};
use crate::http::admin::form::{flag, uuid_or_none};
use crate::http::admin::pages::{self, Layout, render};
use crate::http::admin::session::{Posted, Session};
use crate::http::i18n::{self, Pages, Texts};
use crate::http::state::AppState;
use crate::league::night::Place;

#[derive(Deserialize, Default, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum RegistrantKind {
    #[default]
    Account,
    WalkIn,
}

#[derive(Deserialize)]
pub struct AddPlayerForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    kind: RegistrantKind,
    #[serde(default)]
    username: String,
    #[serde(default)]
    display_name: String,
    /// Walk-ins in bulk, a name a line.
    #[serde(default)]
    names: String,
}

#[derive(Deserialize)]
pub struct WithdrawForm {
    #[serde(default)]
    version: i64,
    /// Withdraw, or bring back.
    #[serde(default, deserialize_with = "flag")]
    withdrawn: bool,
    /// Sent by the confirmation page: withdrawing asks first.
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
}

#[derive(Deserialize)]
pub struct LinkForm {
    #[serde(default)]
    pub(super) version: i64,
    #[serde(default)]
    pub(super) username: String,
    /// Sent by the confirmation page: linking cannot be undone, so it asks first.
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
}

#[derive(Deserialize)]
pub struct VersionForm {
    #[serde(default)]
    version: i64,
}

#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default)]
    version: i64,
    #[serde(default, deserialize_with = "uuid_or_none")]
    player: Option<Uuid>,
    /// 1-based, or `out` to sit the round out; anything else is no table.
    #[serde(default)]
    table: String,
}

#[derive(Deserialize, Default, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum CorrectionKind {
    #[default]
    Adjust,
    Void,
}

#[derive(Deserialize)]
pub struct CorrectionForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    kind: CorrectionKind,
    #[serde(default, deserialize_with = "uuid_or_none")]
    player: Option<Uuid>,
    #[serde(default)]
    points: String,
    #[serde(default, deserialize_with = "uuid_or_none")]
    round: Option<Uuid>,
    #[serde(default)]
    reason: String,
}

#[derive(Deserialize)]
pub struct FinishForm {
    #[serde(default)]
    version: i64,
    /// Finish, or reopen.
    #[serde(default, deserialize_with = "flag")]
    finished: bool,
    /// Sent by the confirmation page: ending the rounds still played.
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
    /// The rounds in play the confirmation page listed (`playing_key`s), by commas.
    #[serde(default)]
    end_rooms: String,
}

/// Confirming a seating round; `confirmed` comes from the page that asks first when
/// tables are still playing.
#[derive(Deserialize)]
pub struct ConfirmForm {
    #[serde(default)]
    version: i64,
    #[serde(default, deserialize_with = "flag")]
    confirmed: bool,
    /// Confirming a seating over tables still playing: the rounds the page listed.
    #[serde(default)]
    end_rooms: String,
}

/// The rounds in play a confirmation page listed, when it was confirmed.
fn agreed_rooms(confirmed: bool, rooms: &str) -> Option<Vec<String>> {
    confirmed.then(|| {
        (rooms.split(','))
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_string)
            .collect()
    })
}

pub async fn add_player(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<AddPlayerForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let registrant = match form.kind {
        RegistrantKind::Account => Registrant::Account {
            username: form.username,
        },
        RegistrantKind::WalkIn => Registrant::WalkIn,
    };
    let change = if form.names.trim().is_empty() {
        NightChange::AddPlayer {
            registrant,
            display_name: form.display_name,
        }
    } else {
        NightChange::AddWalkIns { names: form.names }
    };
    run(&req, &state, &session, *id, form.version, change).await
}

pub async fn withdraw(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<WithdrawForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    if form.withdrawn && !form.confirmed {
        // A mis-click must not change the night: ask first, changing nothing.
        return confirm_withdraw(&req, &state, &session, id, player, form.version).await;
    }
    let change = NightChange::Withdraw {
        player,
        withdrawn: form.withdrawn,
    };
    run(&req, &state, &session, id, form.version, change).await
}

pub async fn link(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<LinkForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    if !form.confirmed && !form.username.trim().is_empty() {
        return confirm_link(&req, &state, &session, (id, player), &form).await;
    }
    let change = NightChange::Link {
        player,
        username: form.username,
    };
    run(&req, &state, &session, id, form.version, change).await
}

/// Proposes the next seating round (or proposes the waiting one again).
pub async fn propose(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    versioned(req, state, posted, *id, NightChange::Propose).await
}

pub async fn move_player(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<MoveForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let to = match form.table.trim() {
        "out" => Place::SitOut,
        n => Place::Table(n.parse().unwrap_or(0)),
    };
    let change = NightChange::Move {
        player: form.player,
        to,
    };
    run(&req, &state, &session, *id, form.version, change).await
}

pub async fn discard(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    versioned(req, state, posted, *id, NightChange::Discard).await
}

/// Confirms the proposal: one room per table.
pub async fn confirm(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<ConfirmForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    if !form.confirmed {
        let ask = MovingOn::Seating;
        if let Some(page) = ask_first(&req, &state, &session, *id, form.version, ask).await? {
            return Ok(page);
        }
    }
    let change = NightChange::Confirm {
        end_playing: agreed_rooms(form.confirmed, &form.end_rooms),
    };
    run(&req, &state, &session, *id, form.version, change).await
}

pub async fn correct(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<CorrectionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let correction = match form.kind {
        CorrectionKind::Void => Correction::Void {
            round: form.round,
            reason: form.reason,
        },
        CorrectionKind::Adjust => Correction::Adjust {
            player: form.player,
            points: form.points,
            reason: form.reason,
        },
    };
    let change = NightChange::Correct(correction);
    run(&req, &state, &session, *id, form.version, change).await
}

pub async fn set_finished(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<FinishForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    if form.finished && !form.confirmed {
        let ask = MovingOn::Finishing;
        if let Some(page) = ask_first(&req, &state, &session, *id, form.version, ask).await? {
            return Ok(page);
        }
    }
    let change = NightChange::SetFinished {
        finished: form.finished,
        end_playing: agreed_rooms(form.confirmed, &form.end_rooms),
    };
    run(&req, &state, &session, *id, form.version, change).await
}

/// A walk-in's new claim code (their phone lost, their slip used by someone else).
pub async fn new_claim_code(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let (id, player) = path.into_inner();
    versioned(req, state, posted, id, NightChange::NewClaimCode { player }).await
}

/// A change whose form carries nothing but the version of the page it was sent from.
async fn versioned(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: Uuid,
    change: NightChange,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    run(&req, &state, &session, id, form.version, change).await
}

/// Removes a registered player who never came, after a confirmation.
pub async fn remove(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<ConfirmForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    if !form.confirmed {
        let data = night_changes::organized(&state.pool, &session.account, id).await?;
        let name = (data.player(player).ok_or(AdminError::NotFound)?)
            .display_name
            .clone();
        let url = night_url(id);
        let layout = Layout::new(&req, &session, "league");
        let texts = layout.texts;
        let asked = Asked {
            action: format!("{url}/players/{player}/remove"),
            version: form.version,
            back: format!("{url}#players"),
        };
        let title = texts.t1("night-remove-title", "name", &name);
        let lines = vec![texts.t1("night-remove-text", "name", &name)];
        let page = ConfirmPage::new(layout, title, lines, asked).buttons(
            texts.t1("night-remove-confirm", "name", &name),
            texts.t("league-cancel"),
        );
        return render(&req, StatusCode::OK, &page);
    }
    run(
        &req,
        &state,
        &session,
        id,
        form.version,
        NightChange::Remove { player },
    )
    .await
}

/// Applies `change` and answers: the night's page after a redirect with the message, or
/// the page again with why nothing was changed.
pub(super) async fn run(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    id: Uuid,
    version: i64,
    change: NightChange,
) -> AdminResult<HttpResponse> {
    let now = state.clock.now();
    let typed = Typed::of(&change);
    // Back where the organizer was: the form's section (a walk-in form keeps adding
    // walk-ins).
    let mut back = format!("{}#{}", night_url(id), section_of(&change));
    if typed.add_kind == "walk_in" {
        back = format!("{}?who=walk_in#players", night_url(id));
    }
    let (pool, live, by) = (&state.pool, &state.live, &session.account);
    match night_changes::apply(pool, live, by, id, version, change, now).await {
        Ok(done) => {
            let texts = Texts::for_request(req, Pages::Admin);
            Ok(pages::redirect_with(&back, "ok", &said(&texts, &done)))
        }
        Err(NightError::Refused { kind, message }) => {
            let status = refusal_status(kind);
            let data = night_changes::organized(&state.pool, &session.account, id).await?;
            let layout = Layout::new(req, session, "league");
            let message = layout.texts.notice(&message);
            let mut page = night_page(layout, &data, Some(message), now, &state.public);
            page.typed = typed;
            render(req, status, &page)
        }
        Err(e) => Err(e.into()),
    }
}

/// What a change did, in `texts`' language; a confirmed seating round's message lists its
/// rooms ("table 1: ABCD"), which only the shell can word.
pub(super) fn said(texts: &Texts, done: &Done) -> String {
    let rooms: Vec<String> = (done.opened.iter().enumerate())
        .map(|(i, code)| texts.t2("seating-opened-room", ("table", i + 1), ("code", code)))
        .collect();
    // Messages without `rooms` ignore it.
    texts.notice(&done.message.clone().with("rooms", rooms.join(", ")))
}

/// The status a refused change's page answers with.
pub(super) fn refusal_status(kind: RefusalKind) -> StatusCode {
    match kind {
        RefusalKind::Conflict => StatusCode::CONFLICT,
        RefusalKind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// For `?` where no refusal is expected; a handler that may be refused words the refusal
/// in the reader's language itself, as `run` does.
impl From<NightError> for AdminError {
    fn from(e: NightError) -> Self {
        match e {
            NightError::NotFound => AdminError::NotFound,
            NightError::Refused { message, .. } => {
                AdminError::BadRequest(Texts::of(i18n::SOURCE).notice(&message))
            }
            NightError::Fault(e) => e.into(),
        }
    }
}
