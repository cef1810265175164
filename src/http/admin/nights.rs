//! A night's page and everything an organizer does to a night: register players (accounts,
//! or walk-ins as guests with a claim code, linked to an account later), propose each
//! seating round, move players, confirm (one room per table), correct results, finish,
//! and download the CSV exports.
//!
//! Each change locks the night's row, checks the version the form was made from (a stale
//! page changes nothing), applies the change and bumps the version.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::PgConnection;
use uuid::Uuid;

use super::errors::{AdminError, AdminResult};
use super::league::csv_download;
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::db;
use crate::db::league::{NewCorrection, NightKey, NightRow};
use crate::http::league::{self as shell, Extra, NightData};
use crate::http::state::AppState;
use crate::league::csv::{self, AuditEntry};
use crate::league::night::{self, SeatingProblem};
use crate::league::{self, corrections};
use crate::rooms::{code, names};
use crate::text::sentence;

pub fn night_url(id: Uuid) -> String {
    format!("/admin/league/nights/{id}")
}

/// Why a change was not made; the night's page is shown again with the message.
pub struct Refusal(StatusCode, String);

fn conflict(message: impl Into<String>) -> Refusal {
    Refusal(StatusCode::CONFLICT, message.into())
}

fn unprocessable(message: impl Into<String>) -> Refusal {
    Refusal(StatusCode::UNPROCESSABLE_ENTITY, message.into())
}

const STALE: &str = "This night was changed (in another tab, or by someone else) since this page \
                     was loaded, so nothing was changed. Here is the night as it is now.";

/// What a change did: the message for the next page, or why nothing was done.
type Step = Result<String, Refusal>;

pub struct PlayerLine {
    pub id: Uuid,
    pub name: String,
    pub account: String,
    pub claim_code: Option<String>,
    pub withdrawn: bool,
    pub linkable: bool,
}

pub struct SeatLine {
    pub id: Uuid,
    pub name: String,
}

pub struct TableView {
    pub number: usize,
    pub room_code: String,
    pub status: String,
    pub players: Vec<SeatLine>,
}

pub struct RoundView {
    pub round: u32,
    pub tables: Vec<TableView>,
}

pub struct StandingView {
    pub rank: u32,
    pub tied: bool,
    pub name: String,
    pub points: i32,
    pub adjustment: i32,
    pub rounds: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    pub head_to_head: u32,
}

pub struct ResultView {
    pub round_id: Uuid,
    pub place: String,
    pub outcome: &'static str,
    pub winner: &'static str,
    pub spy: String,
    pub points: String,
    pub voided: bool,
}

#[derive(Template)]
#[template(path = "admin/night.html")]
struct NightPage {
    layout: Layout,
    night: NightRow,
    settings: String,
    status: &'static str,
    projector_url: String,
    players: Vec<PlayerLine>,
    active_players: usize,
    proposal: Option<RoundView>,
    unseated: Vec<SeatLine>,
    table_choices: Vec<usize>,
    rounds: Vec<RoundView>,
    can_propose: bool,
    standings: Vec<StandingView>,
    results: Vec<ResultView>,
    audit: Vec<AuditEntry>,
    error: Option<String>,
    urls: SeatingUrls,
}

/// Where the seating buttons post.
pub struct SeatingUrls {
    pub propose: String,
    pub propose_label: String,
    pub confirm: String,
    pub discard: String,
}

/// The night `id` if the caller runs its season (locked when `lock`), else 404.
async fn runnable(
    conn: &mut PgConnection,
    session: &Session,
    id: Uuid,
    lock: bool,
) -> AdminResult<NightRow> {
    let night = if lock {
        db::league::lock_night(conn, NightKey::Id(id)).await?
    } else {
        db::league::night(&mut *conn, NightKey::Id(id)).await?
    };
    match night {
        Some(n) if session.account.may_run_season(n.owner_id) => Ok(n),
        _ => Err(AdminError::NotFound),
    }
}

pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let mut conn = state.pool.acquire().await?;
    let night = runnable(&mut conn, &session, *id, false).await?;
    let data = shell::load(&mut conn, night).await?;
    night_page(&req, &session, &data, StatusCode::OK, None)
}

fn night_page(
    req: &HttpRequest,
    session: &Session,
    data: &NightData,
    status: StatusCode,
    error: Option<String>,
) -> AdminResult<HttpResponse> {
    let seat_lines = |table: &[Uuid]| -> Vec<SeatLine> {
        table
            .iter()
            .map(|&id| SeatLine {
                id,
                name: data.name_of(id),
            })
            .collect()
    };
    let proposal = data.proposal().map(|p| RoundView {
        round: p.round,
        tables: p
            .tables
            .iter()
            .enumerate()
            .map(|(i, t)| TableView {
                number: i + 1,
                room_code: String::new(),
                status: format!("{} players", t.len()),
                players: seat_lines(t),
            })
            .collect(),
    });
    let unseated = match data.proposal() {
        Some(p) => data
            .players
            .iter()
            .filter(|pl| !pl.withdrawn && !p.tables.iter().any(|t| t.contains(&pl.id)))
            .map(|pl| SeatLine {
                id: pl.id,
                name: pl.display_name.clone(),
            })
            .collect(),
        None => Vec::new(),
    };
    let table_choices = (1..=data.proposal().map_or(0, |p| p.tables.len()) + 1).collect();
    let rounds =
        data.seatings
            .iter()
            .filter(|s| s.confirmed)
            .rev()
            .map(|s| RoundView {
                round: s.round,
                tables: s
                    .tables
                    .iter()
                    .enumerate()
                    .map(|(i, t)| {
                        let row = data.tables.iter().find(|r| {
                            r.round as u32 == s.round && r.table_number as usize == i + 1
                        });
                        TableView {
                            number: i + 1,
                            room_code: row.map(|r| r.room_code.clone()).unwrap_or_default(),
                            status: row.map(table_status).unwrap_or_default(),
                            players: seat_lines(t),
                        }
                    })
                    .collect(),
            })
            .collect();
    let standings = data
        .report
        .standings
        .iter()
        .map(|l| StandingView {
            rank: l.rank,
            tied: l.tied,
            name: data.name_of(l.player),
            points: l.points,
            adjustment: l.adjustment,
            rounds: l.rounds_played,
            spy_wins: l.spy_wins,
            spies_caught: l.spies_caught,
            head_to_head: l.head_to_head,
        })
        .collect();
    let results = data
        .report
        .rounds
        .iter()
        .rev()
        .map(|r| ResultView {
            round_id: r.round_id,
            place: place(r.seating_round, r.table, r.game, r.number),
            outcome: r.outcome,
            winner: r.winner,
            spy: match r.played.spies.as_slice() {
                [] => "-".into(),
                spies => spies
                    .iter()
                    .map(|&s| data.name_of(s))
                    .collect::<Vec<_>>()
                    .join(", "),
            },
            points: r
                .played
                .points
                .iter()
                .map(|&(p, n)| format!("{} {n}", data.name_of(p)))
                .collect::<Vec<_>>()
                .join(", "),
            voided: r.voided,
        })
        .collect();
    let players = data
        .players
        .iter()
        .map(|p| PlayerLine {
            id: p.id,
            name: p.display_name.clone(),
            account: p
                .username
                .clone()
                .unwrap_or_else(|| "walk-in (guest)".into()),
            claim_code: p.claim_code.clone(),
            withdrawn: p.withdrawn,
            linkable: p.walk_in && p.username.is_none(),
        })
        .collect();
    let confirmed = data.confirmed_rounds();
    let next_round = data.proposal().map_or(confirmed + 1, |p| p.round);
    let page = NightPage {
        layout: Layout::new(req, session, "league"),
        settings: settings_text(&data.night),
        status: data.status(),
        projector_url: format!("/league/{}", data.night.projector_token),
        active_players: data.players.iter().filter(|p| !p.withdrawn).count(),
        players,
        proposal,
        unseated,
        table_choices,
        rounds,
        can_propose: data.night.finished_at.is_none()
            && next_round <= data.night.seating_rounds as u32,
        standings,
        results,
        audit: audit(data),
        error,
        urls: SeatingUrls {
            propose: format!("{}/seating", night_url(data.night.id)),
            propose_label: format!("Propose seating round {next_round}"),
            confirm: format!("{}/seating/confirm", night_url(data.night.id)),
            discard: format!("{}/seating/discard", night_url(data.night.id)),
        },
        night: data.night.clone(),
    };
    render(req, status, &page)
}

/// "Seating round 2, table 1, game 1, round 3".
pub fn place(seating_round: u32, table: u32, game: u32, round: u32) -> String {
    format!("Seating round {seating_round}, table {table}, game {game}, round {round}")
}

fn table_status(t: &db::league::TableRow) -> String {
    match (t.game_number, t.game_over) {
        (None, _) => "waiting for the first game".into(),
        (Some(g), Some(true)) => format!("game {g} over · {} rounds played", t.rounds_finished),
        (Some(g), _) if t.in_round => {
            format!(
                "game {g}: round in play · {} rounds played",
                t.rounds_finished
            )
        }
        (Some(g), _) => format!("game {g} · {} rounds played", t.rounds_finished),
    }
}

fn settings_text(night: &NightRow) -> String {
    let s = &night.settings;
    format!(
        "{} · {} · packs {} · {} rounds a game · {} · roles {} · votes close after {} s",
        api_name(&s.rule_set),
        api_name(&s.mode),
        s.pack_ids.join(", "),
        s.rounds,
        s.round_minutes
            .map_or("round length by player count".into(), |m| format!(
                "{m}-minute rounds"
            )),
        if s.show_roles { "shown" } else { "hidden" },
        s.vote_timeout_seconds
    )
}

/// A settings value as the API writes it ("time_travel").
fn api_name(v: &impl serde::Serialize) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The night's corrections as the audit list and its CSV show them.
pub fn audit(data: &NightData) -> Vec<AuditEntry> {
    data.corrections
        .iter()
        .map(|c| {
            let target = match (c.player_id, c.round_id) {
                (Some(p), _) => data.name_of(p),
                (None, Some(r)) => data
                    .report
                    .rounds
                    .iter()
                    .find(|l| l.round_id == r)
                    .map_or_else(
                        || "a round".into(),
                        |l| place(l.seating_round, l.table, l.game, l.number),
                    ),
                (None, None) => String::new(),
            };
            AuditEntry {
                at: c.at,
                by: c.by_name.clone(),
                kind: c.kind.clone(),
                target,
                points: c.points,
                reason: c.reason.clone(),
                changes: c.changes.clone(),
            }
        })
        .collect()
}

/// Opens a change: the night locked, with its players and seatings, if the caller runs
/// it and the form was made from its current version.
async fn open(
    tx: &mut PgConnection,
    session: &Session,
    id: Uuid,
    version: i64,
) -> AdminResult<Result<NightData, Refusal>> {
    let night = runnable(tx, session, id, true).await?;
    if night.version != version {
        return Ok(Err(conflict(STALE)));
    }
    // Changes need the players and seatings; only corrections read the results too.
    Ok(Ok(shell::load_seating(tx, night).await?))
}

/// Ends a change: saved (version bumped, committed, back to the night's page with the
/// message) or refused (rolled back, the page again with why).
async fn finish(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    mut tx: sqlx::Transaction<'static, sqlx::Postgres>,
    id: Uuid,
    step: Step,
) -> AdminResult<HttpResponse> {
    match step {
        Ok(message) => {
            db::league::bump_night(&mut tx, id).await?;
            tx.commit().await?;
            Ok(pages::redirect_with(&night_url(id), "ok", &message))
        }
        Err(Refusal(status, message)) => {
            tx.rollback().await?;
            let mut conn = state.pool.acquire().await?;
            let night = runnable(&mut conn, session, id, false).await?;
            let data = shell::load(&mut conn, night).await?;
            night_page(req, session, &data, status, Some(message))
        }
    }
}

/// Runs `$body` (an expression giving a `Step`, with `data` and `tx` in scope) as a change
/// to the night of the form.
macro_rules! change {
    ($req:expr, $state:expr, $session:expr, $id:expr, $version:expr, |$tx:ident, $data:ident| $body:expr) => {{
        let mut $tx = $state.pool.begin().await?;
        let step = match open(&mut $tx, &$session, $id, $version).await? {
            Ok($data) => $body,
            Err(refusal) => Err(refusal),
        };
        finish(&$req, &$state, &$session, $tx, $id, step).await
    }};
}

#[derive(Deserialize)]
pub struct AddPlayerForm {
    #[serde(default)]
    version: i64,
    /// "account" or "walk_in".
    #[serde(default)]
    kind: String,
    #[serde(default)]
    username: String,
    #[serde(default)]
    display_name: String,
}

pub async fn add_player(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<AddPlayerForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        add_player_in(&mut tx, &data, &form).await?
    })
}

async fn add_player_in(
    tx: &mut PgConnection,
    data: &NightData,
    form: &AddPlayerForm,
) -> AdminResult<Step> {
    if data.night.finished_at.is_some() {
        return Ok(Err(conflict(
            "This night is finished; reopen it to add players.",
        )));
    }
    let typed_name = form.display_name.trim();
    let (user, name, claim) = if form.kind == "walk_in" {
        let name = match names::display_name(typed_name) {
            Ok(n) => n,
            Err(e) => return Ok(Err(unprocessable(sentence(&e.to_string())))),
        };
        let user = db::users::insert_user(&mut *tx, Uuid::new_v4(), None, None, &name).await?;
        (user.id, name, Some(code::generate_claim(&mut rand::rng())))
    } else {
        let Some(username) = crate::text::username(&form.username) else {
            return Ok(Err(unprocessable("Type the player's username.")));
        };
        let Some(user) = db::users::user_by_username(&mut *tx, &username).await? else {
            return Ok(Err(unprocessable(format!(
                "No account has the username '{username}'."
            ))));
        };
        let raw = if typed_name.is_empty() {
            user.display_name.as_str()
        } else {
            typed_name
        };
        match names::display_name(raw) {
            Ok(n) => (user.id, n, None),
            Err(e) => return Ok(Err(unprocessable(sentence(&e.to_string())))),
        }
    };
    let added = db::league::insert_player(tx, data.night.id, user, &name, claim.as_deref()).await;
    Ok(match added {
        Ok(_) => Ok(match claim {
            Some(c) => format!("{name} added as a walk-in. Their claim code: {c}"),
            None => format!("{name} registered."),
        }),
        Err(e) if db::is_unique_violation(&e, "night_players_night_id_user_id_key") => Err(
            conflict("That account is already registered for this night."),
        ),
        Err(e) if db::is_unique_violation(&e, "night_players_name_idx") => Err(conflict(format!(
            "Someone in this night is already called {name}: choose another name."
        ))),
        Err(e) => return Err(e.into()),
    })
}

#[derive(Deserialize)]
pub struct WithdrawForm {
    #[serde(default)]
    version: i64,
    /// "1" to withdraw, "0" to bring back.
    #[serde(default)]
    withdrawn: String,
}

pub async fn withdraw(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<WithdrawForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    change!(req, state, session, id, form.version, |tx, data| {
        let withdrawn = form.withdrawn == "1";
        if data.player(player).is_none() {
            Err(unprocessable("That player is not in this night."))
        } else {
            db::league::set_withdrawn(&mut tx, id, player, withdrawn).await?;
            // A withdrawn player leaves the proposal waiting to be confirmed.
            if let Some(p) = data.proposal().filter(|_| withdrawn) {
                let tables: night::Tables = p
                    .tables
                    .iter()
                    .map(|t| t.iter().copied().filter(|&q| q != player).collect())
                    .filter(|t: &Vec<Uuid>| !t.is_empty())
                    .collect();
                db::league::save_seating(&mut tx, id, p.round as i32, &tables).await?;
            }
            let name = data.name_of(player);
            Ok(if withdrawn {
                format!("{name} withdrawn: not seated in later rounds; their results stay.")
            } else {
                format!("{name} is back: seated from the next proposal.")
            })
        }
    })
}

#[derive(Deserialize)]
pub struct LinkForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    username: String,
}

pub async fn link(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<LinkForm>,
    path: web::Path<(Uuid, Uuid)>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let (id, player) = path.into_inner();
    let mut linked = Linked::default();
    let response = change!(req, state, session, id, form.version, |tx, data| {
        match link_in(&mut tx, &data, player, &form.username).await? {
            Ok((message, done)) => {
                linked = done;
                Ok(message)
            }
            Err(r) => Err(r),
        }
    });
    if response.as_ref().is_ok_and(|r| r.status().is_redirection()) {
        // This instance stops trusting the guest's tokens and serving the rooms' old views
        // now; other instances hear of both by notification.
        for token in linked.revoked {
            state.live.revoke(token);
        }
        for (room, version) in linked.rooms {
            state.live.changed(room, version);
        }
    }
    response
}

/// What linking a walk-in changed outside the night: tokens revoked, rooms re-versioned.
#[derive(Default)]
struct Linked {
    revoked: Vec<Uuid>,
    rooms: Vec<(Uuid, i64)>,
}

async fn link_in(
    tx: &mut PgConnection,
    data: &NightData,
    player: Uuid,
    username: &str,
) -> AdminResult<Result<(String, Linked), Refusal>> {
    let Some(p) = data
        .player(player)
        .filter(|p| p.walk_in && p.username.is_none())
    else {
        return Ok(Err(unprocessable(
            "Only a walk-in not yet linked can be linked.",
        )));
    };
    let Some(account) = crate::text::username(username) else {
        return Ok(Err(unprocessable("Type the account's username.")));
    };
    let Some(user) = db::users::user_by_username(&mut *tx, &account).await? else {
        return Ok(Err(unprocessable(format!(
            "No account has the username '{account}'."
        ))));
    };
    if data.players.iter().any(|q| q.user_id == user.id) {
        return Ok(Err(conflict(
            "That account is already registered for this night under its own name.",
        )));
    }
    let rooms = db::league::link_player(tx, data.night.id, player, p.user_id, user.id).await?;
    let revoked = db::users::revoke_user_tokens(tx, p.user_id).await?;
    Ok(Ok((
        format!(
            "{} is now the account '{account}': their results count for it.",
            p.display_name
        ),
        Linked { revoked, rooms },
    )))
}

#[derive(Deserialize)]
pub struct VersionForm {
    #[serde(default)]
    version: i64,
}

/// Proposes the next seating round (or proposes the waiting one again).
pub async fn propose(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        match proposal_for(&data) {
            Ok((round, tables)) => {
                db::league::save_seating(&mut tx, data.night.id, round as i32, &tables).await?;
                let n = tables.len();
                let tables = if n == 1 {
                    "1 table".into()
                } else {
                    format!("{n} tables")
                };
                Ok(format!(
                    "Seating round {round} proposed: {tables}. Move players if you need to, then confirm."
                ))
            }
            Err(r) => Err(r),
        }
    })
}

fn proposal_for(data: &NightData) -> Result<(u32, night::Tables), Refusal> {
    if data.night.finished_at.is_some() {
        return Err(conflict("This night is finished."));
    }
    let round = data.confirmed_rounds() + 1;
    if round > data.night.seating_rounds as u32 {
        return Err(conflict(format!(
            "All {} seating rounds of this night are seated.",
            data.night.seating_rounds
        )));
    }
    let active: Vec<Uuid> = data
        .players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| p.id)
        .collect();
    let earlier: Vec<night::Tables> = data
        .seatings
        .iter()
        .filter(|s| s.confirmed)
        .map(|s| s.tables.clone())
        .collect();
    night::propose(
        &active,
        &earlier,
        data.night.settings.mode,
        data.night.seed as u64,
        round,
    )
    .map(|tables| (round, tables))
    .map_err(|e| unprocessable(sentence(&e.to_string())))
}

#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default)]
    version: i64,
    #[serde(default)]
    player: String,
    #[serde(default)]
    table: String,
}

pub async fn move_player(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<MoveForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        let player = Uuid::parse_str(form.player.trim())
            .ok()
            .and_then(|p| data.player(p));
        let table = form.table.trim().parse::<usize>().unwrap_or(0);
        match (data.proposal(), player) {
            (None, _) => Err(conflict(
                "There is no proposal to change: propose a seating first.",
            )),
            (_, None) => Err(unprocessable("Choose a player of this night.")),
            (Some(_), Some(p)) if p.withdrawn => Err(unprocessable(
                "That player is withdrawn: bring them back first.",
            )),
            (Some(proposal), Some(p)) => match night::move_player(&proposal.tables, p.id, table) {
                Ok(tables) => {
                    db::league::save_seating(
                        &mut tx,
                        data.night.id,
                        proposal.round as i32,
                        &tables,
                    )
                    .await?;
                    Ok(format!("{} moved to table {table}.", p.display_name))
                }
                Err(e) => Err(unprocessable(sentence(&e.to_string()))),
            },
        }
    })
}

pub async fn discard(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        match data.proposal() {
            Some(p) => {
                db::league::discard_seating(&mut tx, data.night.id, p.round as i32).await?;
                Ok(format!(
                    "The proposal for seating round {} was discarded.",
                    p.round
                ))
            }
            None => Err(conflict("There is no proposal to discard.")),
        }
    })
}

/// Confirms the proposal: one room per table, with the night's settings, its players
/// seated in the proposal's order and the first of them the host.
pub async fn confirm(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<VersionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        confirm_in(&mut tx, &data, state.clock.now()).await?
    })
}

async fn confirm_in(
    tx: &mut PgConnection,
    data: &NightData,
    now: DateTime<Utc>,
) -> AdminResult<Step> {
    let Some(proposal) = data.proposal() else {
        return Ok(Err(conflict("There is no proposal to confirm.")));
    };
    if data.night.finished_at.is_some() {
        return Ok(Err(conflict("This night is finished.")));
    }
    if let Err(e) = night::check_playable(&proposal.tables, data.night.settings.mode) {
        let message = match e {
            SeatingProblem::TableSize { .. } => format!("{e}: move players first"),
            other => other.to_string(),
        };
        return Ok(Err(unprocessable(sentence(&message))));
    }
    let mut codes = Vec::new();
    for (i, table) in proposal.tables.iter().enumerate() {
        let room_id = Uuid::new_v4();
        let mut room_code = None;
        for _ in 0..16 {
            let c = code::generate(&mut rand::rng());
            if db::league::insert_table_room(tx, room_id, &c, &data.night.settings, data.night.id)
                .await?
            {
                room_code = Some(c);
                break;
            }
        }
        let room_code = room_code.ok_or_else(|| anyhow::anyhow!("no free room code"))?;
        for (seat, &player) in table.iter().enumerate() {
            let p = data
                .player(player)
                .ok_or_else(|| anyhow::anyhow!("seated player is not in the night"))?;
            let room_player =
                db::rooms::seat_player(tx, room_id, p.user_id, &p.display_name, seat as i32)
                    .await?;
            if seat == 0 {
                db::rooms::set_host(tx, room_id, Some(room_player)).await?;
            }
        }
        db::league::insert_table(
            tx,
            data.night.id,
            proposal.round as i32,
            i as i32 + 1,
            room_id,
        )
        .await?;
        codes.push(format!("table {}: {room_code}", i + 1));
    }
    db::league::confirm_seating(tx, data.night.id, proposal.round as i32, now).await?;
    Ok(Ok(format!(
        "Seating round {} confirmed; rooms {}. Players see their table in the app.",
        proposal.round,
        codes.join(", ")
    )))
}

#[derive(Deserialize)]
pub struct CorrectionForm {
    #[serde(default)]
    version: i64,
    /// "adjust" or "void".
    #[serde(default)]
    kind: String,
    #[serde(default)]
    player: String,
    #[serde(default)]
    points: String,
    #[serde(default)]
    round: String,
    #[serde(default)]
    reason: String,
}

pub async fn correct(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<CorrectionForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let by = session.account.clone();
    change!(req, state, session, *id, form.version, |tx, data| {
        let data = shell::load(&mut tx, data.night).await?;
        match correction_of(&data, &form) {
            Ok((extra, reason)) => {
                let after = data.report_with(&extra);
                let changes = corrections::changes(&data.report.standings, &after.standings, |p| {
                    data.name_of(p)
                });
                let (player, points, round) = match extra {
                    Extra::Adjust(p, n) => (Some(p), Some(n), None),
                    Extra::Void(r) => (None, None, Some(r)),
                    Extra::None => (None, None, None),
                };
                let record = NewCorrection {
                    night: data.night.id,
                    player,
                    points,
                    round,
                    reason: &reason,
                    by_user: by.user_id,
                    by_name: &by.username,
                    at: state.clock.now(),
                    changes: &changes,
                };
                db::league::insert_correction(&mut tx, &record).await?;
                Ok(match extra {
                    Extra::Void(_) => "Round voided; the standings are recomputed.".to_string(),
                    _ => "Points adjusted; the standings are recomputed.".to_string(),
                })
            }
            Err(r) => Err(r),
        }
    })
}

fn correction_of(data: &NightData, form: &CorrectionForm) -> Result<(Extra, String), Refusal> {
    let reason = corrections::reason(&form.reason).map_err(unprocessable)?;
    if form.kind == "void" {
        let round = Uuid::parse_str(form.round.trim())
            .ok()
            .and_then(|r| data.report.rounds.iter().find(|l| l.round_id == r))
            .ok_or_else(|| unprocessable("Choose a finished round of this night."))?;
        if round.voided {
            return Err(conflict("That round is already voided."));
        }
        Ok((Extra::Void(round.round_id), reason))
    } else {
        let player = Uuid::parse_str(form.player.trim())
            .ok()
            .and_then(|p| data.player(p))
            .ok_or_else(|| unprocessable("Choose a player of this night."))?;
        let points = corrections::adjustment(&form.points).map_err(unprocessable)?;
        Ok((Extra::Adjust(player.id, points), reason))
    }
}

#[derive(Deserialize)]
pub struct FinishForm {
    #[serde(default)]
    version: i64,
    /// "1" to finish, "0" to reopen.
    #[serde(default)]
    finished: String,
}

pub async fn set_finished(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<FinishForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    change!(req, state, session, *id, form.version, |tx, data| {
        let finish = form.finished == "1";
        if finish && data.proposal().is_some() {
            Err(conflict("Confirm or discard the waiting proposal first."))
        } else {
            let at = finish.then(|| state.clock.now());
            db::league::set_finished(&mut tx, data.night.id, at).await?;
            Ok(if finish {
                "Night finished: no more seating; corrections are still possible.".to_string()
            } else {
                "Night reopened.".to_string()
            })
        }
    })
}

/// The night's CSV exports: `standings`, `rounds` or `corrections`.
pub async fn export(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(Uuid, String)>,
) -> AdminResult<HttpResponse> {
    let (id, which) = path.into_inner();
    let mut conn = state.pool.acquire().await?;
    let night = runnable(&mut conn, &session, id, false).await?;
    let data = shell::load(&mut conn, night).await?;
    let body = match which.as_str() {
        "standings.csv" => {
            let names: Vec<String> = data
                .report
                .standings
                .iter()
                .map(|l| data.name_of(l.player))
                .collect();
            let lines: Vec<_> = data
                .report
                .standings
                .iter()
                .zip(names.iter())
                .map(|(l, n)| (l, n.as_str()))
                .collect();
            csv::night_standings(&lines)
        }
        "rounds.csv" => csv::rounds(&data.report.rounds, |p| data.name_of(p)),
        "corrections.csv" => csv::corrections(&audit(&data)),
        _ => return Err(AdminError::NotFound),
    };
    let stem = league::file_stem(&data.night.name);
    Ok(csv_download(&format!("{stem}-{which}"), body))
}
