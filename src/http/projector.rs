//! The projector page: a night's live standings and current seating, public at an
//! unguessable address, large enough to read across a room, reloading itself (a meta
//! refresh, which needs no script under the page's strict policy).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::app::night::{self, NightData};
use crate::db::league::TableRow;
use crate::http::i18n::{Pages, Texts};
use crate::http::projector_pages::{self as pages, ROWS_PER_COLUMN, Screen};
use crate::http::qr;
use crate::http::state::AppState;
use crate::league::{progress, time_zone};

/// Seconds between reloads.
pub const REFRESH_SECONDS: u32 = 10;

/// Seconds between reloads while the database cannot be read.
const RECONNECT_SECONDS: u32 = 3;

/// Projectors remembered at most; the memory starts over when full.
const REMEMBERED: usize = 256;

const CSS: &str = include_str!("../../templates/league/projector.css");

const HEADERS: &[(&str, &str)] = &[
    (
        "content-security-policy",
        "default-src 'none'; style-src 'self'; form-action 'none'; frame-ancestors 'none'; \
         base-uri 'none'",
    ),
    ("x-frame-options", "DENY"),
    ("x-content-type-options", "nosniff"),
    // The address is the key to the page: never send it to another site.
    ("referrer-policy", "no-referrer"),
    ("x-robots-tag", "noindex, nofollow"),
    ("cache-control", "no-store"),
];

/// A standings line as the projector and the printed night sheet show it.
#[derive(Clone)]
pub struct StandingRow {
    pub rank: String,
    pub name: String,
    pub points: i32,
    pub rounds: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
}

#[derive(Clone)]
pub struct Table {
    pub number: usize,
    pub room_code: String,
    pub players: Vec<String>,
    /// "questions · 4:05 left", "between rounds", "game over".
    pub progress: String,
    /// A QR code of the table's room in the app (inline SVG).
    pub qr: String,
}

#[derive(Template, Clone)]
#[template(path = "league/projector.html")]
struct Page {
    texts: Texts,
    refresh: u32,
    /// The database could not be read: this is the last screen shown, kept up until the
    /// page can be built again.
    reconnecting: bool,
    night: String,
    season: String,
    status: &'static str,
    round: Option<u32>,
    rounds_total: i32,
    /// `all` (standings beside tables), `standings` or `tables`: what this screen shows.
    screen: &'static str,
    /// This screen's page among the night's, and how many there are.
    page: usize,
    pages: usize,
    /// Where the next refresh goes: the next page.
    next_url: String,
    tables: Vec<Table>,
    sitting_out: Vec<String>,
    /// The standings rows this screen shows, in columns.
    columns: Vec<Vec<StandingRow>>,
    /// Whether the night has standings rows at all.
    any_rows: bool,
    announcement: String,
    /// "Next seating round at 21:30 (in 12 min)".
    countdown: Option<String>,
    join_code: String,
    join_url: String,
    join_qr: String,
    updated: String,
}

#[derive(Template)]
#[template(path = "league/missing.html")]
struct Missing {
    texts: Texts,
}

#[derive(Template)]
#[template(path = "league/reconnecting.html")]
struct Reconnecting {
    texts: Texts,
    refresh: u32,
}

/// The last screen shown at each projector address by this instance.
#[derive(Default)]
pub struct Memory(std::sync::Mutex<std::collections::HashMap<String, Page>>);

impl Memory {
    /// Keeps `page` as the last screen shown at `token` in its language.
    fn keep(&self, token: &str, page: &Page) {
        let key = format!("{token}/{}", page.texts.lang());
        let mut shown = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if shown.len() >= REMEMBERED && !shown.contains_key(&key) {
            shown.clear();
        }
        shown.insert(key, page.clone());
    }

    fn last(&self, token: &str, texts: Texts) -> Option<Page> {
        let shown = self.0.lock().unwrap_or_else(|e| e.into_inner());
        shown.get(&format!("{token}/{}", texts.lang())).cloned()
    }
}

/// `?page=`: which of the night's screens to show (the page turns them itself); `?lang=`
/// (read by [`Texts::for_request`]) the language it is shown in.
#[derive(serde::Deserialize)]
pub struct PageQuery {
    page: Option<usize>,
}

/// The projector's screen. When the night cannot be read (the database is down), the last
/// screen shown here stays up, marked as reconnecting, and the page tries again every few
/// seconds until it can be built again: a venue's screen never turns into an error.
pub async fn page(
    req: HttpRequest,
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: Option<web::Query<PageQuery>>,
) -> HttpResponse {
    let asked = query.and_then(|q| q.page);
    let token = token.into_inner();
    let texts = Texts::for_request(&req, Pages::Venue);
    // Tokens are 32 hex digits; anything else is not looked up.
    let well_formed = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    let built = match well_formed {
        true => build(&state, &token, asked, texts).await,
        false => Ok(None),
    };
    let shown = match built {
        Ok(Some(page)) => page.render().map(|body| (StatusCode::OK, body, page)),
        Ok(None) => {
            let body = Missing { texts }.render().unwrap_or_default();
            return html(StatusCode::NOT_FOUND, body);
        }
        Err(e) => {
            tracing::warn!(error = %format!("{e:#}"), "a projector is shown its last screen");
            return reconnecting(&state, &token, texts);
        }
    };
    match shown {
        Ok((status, body, page)) => {
            state.projector_memory.keep(&token, &page);
            html(status, body)
        }
        Err(e) => {
            tracing::error!(error = %e, "a projector page could not be rendered");
            reconnecting(&state, &token, texts)
        }
    }
}

/// The night's screen now; `None` when no night has this projector address.
async fn build(
    state: &AppState,
    token: &str,
    asked: Option<usize>,
    texts: Texts,
) -> anyhow::Result<Option<Page>> {
    let Some(night) = night::by_projector_token(&state.pool, token).await? else {
        return Ok(None);
    };
    let mut conn = state.pool.acquire().await?;
    let data = night::load(&mut conn, night).await?;
    let now = state.clock.now();
    Ok(Some(view(&data, &state.public.base, now, asked, texts)))
}

/// 503 with `Retry-After`: the last screen shown at `token`, marked as reconnecting, or a
/// page that says so when there is none; either reloads itself shortly.
fn reconnecting(state: &AppState, token: &str, texts: Texts) -> HttpResponse {
    let body = match state.projector_memory.last(token, texts) {
        Some(page) => Page {
            reconnecting: true,
            refresh: RECONNECT_SECONDS,
            // The same page again, not the next: nothing new can be shown.
            pages: 1,
            ..page
        }
        .render(),
        None => Reconnecting {
            texts,
            refresh: RECONNECT_SECONDS,
        }
        .render(),
    };
    let mut res = html(StatusCode::SERVICE_UNAVAILABLE, body.unwrap_or_default());
    res.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from_static(RETRY_AFTER_SECONDS),
    );
    res
}

const RETRY_AFTER_SECONDS: &str = "3";

fn view(
    data: &NightData,
    origin: &str,
    now: DateTime<Utc>,
    asked: Option<usize>,
    texts: Texts,
) -> Page {
    let current = data.current();
    let all_tables: Vec<Table> = current
        .map(|s| {
            (s.tables.iter().enumerate())
                .map(|(i, t)| table(data, s.round, i + 1, t, origin, now, texts))
                .collect()
        })
        .unwrap_or_default();
    let all_rows = standing_rows(data);
    let nothing_played = data.report.standings.iter().all(|l| l.rounds_played == 0);
    let largest = all_tables
        .iter()
        .map(|t| t.players.len())
        .max()
        .unwrap_or(0);
    let screens = pages::screens(all_rows.len(), all_tables.len(), largest, nothing_played);
    let (page, next) = pages::pick(&screens, asked);
    let any_rows = !all_rows.is_empty();
    let (screen, columns, tables) = shown(&screens[page - 1], all_rows, all_tables);
    let sitting_out = current
        .map(|s| s.sitting_out.iter().map(|&p| data.name_of(p)).collect())
        .unwrap_or_default();
    let zone = &data.night.time_zone;
    let finished = data.night.finished_at.is_some();
    let countdown = (data.night.countdown_until.filter(|_| !finished)).and_then(|at| {
        let minutes = progress::minutes_until(at, now)?;
        let clock = time_zone::local_clock(at, zone);
        Some(texts.t2("projector-countdown", ("time", clock), ("minutes", minutes)))
    });
    let join_url = format!("{origin}/nights/{}", data.night.code);
    Page {
        texts,
        refresh: REFRESH_SECONDS,
        reconnecting: false,
        night: data.night.name.clone(),
        season: data.night.season_name.clone(),
        status: data.status(),
        round: current.map(|s| s.round),
        rounds_total: data.night.seating_rounds,
        screen,
        page,
        pages: screens.len(),
        next_url: format!(
            "/league/{}?page={next}&lang={}",
            data.night.projector_token,
            texts.lang()
        ),
        tables,
        sitting_out,
        columns,
        any_rows,
        announcement: data.night.announcement.clone(),
        countdown,
        join_code: data.night.code.clone(),
        join_qr: qr::inline(&join_url, 200),
        join_url,
        updated: time_zone::local_clock(now, zone),
    }
}

/// What `screen` shows of the night's rows and tables: its kind, its standings columns
/// and its tables.
fn shown(
    screen: &Screen,
    rows: Vec<StandingRow>,
    tables: Vec<Table>,
) -> (&'static str, Vec<Vec<StandingRow>>, Vec<Table>) {
    match *screen {
        Screen::All => ("all", vec![rows], tables),
        Screen::Standings { from, to } => {
            let mut page: Vec<StandingRow> = rows.into_iter().skip(from).take(to - from).collect();
            let right = page.split_off(page.len().min(ROWS_PER_COLUMN));
            let columns = [page, right]
                .into_iter()
                .filter(|c| !c.is_empty())
                .collect();
            ("standings", columns, Vec::new())
        }
        Screen::Tables { from, to } => (
            "tables",
            Vec::new(),
            tables.into_iter().skip(from).take(to - from).collect(),
        ),
    }
}

/// Table `number` of seating round `round`: its players, and how far its play has come.
fn table(
    data: &NightData,
    round: u32,
    number: usize,
    players: &[Uuid],
    origin: &str,
    now: DateTime<Utc>,
    texts: Texts,
) -> Table {
    let row =
        (data.tables.iter()).find(|t| t.round as u32 == round && t.table_number as usize == number);
    let room_code = row.map(|r| r.room_code.clone()).unwrap_or_default();
    Table {
        number,
        qr: qr::inline(&format!("{origin}/r/{room_code}"), 96),
        room_code,
        players: players.iter().map(|&p| data.name_of(p)).collect(),
        progress: row
            .map(|r| table_progress(&texts, r, now))
            .unwrap_or_default(),
    }
}

/// A table's progress in words: "questions · 4:05 left", "between rounds", "game over".
pub(crate) fn table_progress(texts: &Texts, t: &TableRow, now: DateTime<Utc>) -> String {
    match (&t.phase, t.deadline) {
        (Some(phase), Some(deadline)) => texts.t2(
            "progress-left",
            ("phase", phase_words(texts, phase)),
            ("clock", progress::clock(deadline, now)),
        ),
        (Some(phase), None) => phase_words(texts, phase),
        (None, _) if t.game_number.is_none() => texts.t("progress-waiting"),
        (None, _) if t.game_over == Some(true) => texts.t("progress-game-over"),
        (None, _) => texts.t("progress-between"),
    }
}

/// A stored round phase in words.
fn phase_words(texts: &Texts, phase: &str) -> String {
    const NAMED: [&str; 6] = [
        "playing",
        "voting",
        "final_voting",
        "team_questions",
        "team_picking",
        "team_spy_guess",
    ];
    match NAMED.contains(&phase) {
        true => texts.t(&format!("phase-{phase}")),
        false => texts.t("phase-other"),
    }
}

/// The night's standings, a line each, best first.
pub fn standing_rows(data: &NightData) -> Vec<StandingRow> {
    (data.report.standings.iter())
        .map(|l| StandingRow {
            rank: l.shown_rank(),
            name: data.name_of(l.player),
            points: l.points,
            rounds: l.rounds_played,
            spy_wins: l.spy_wins,
            spies_caught: l.spies_caught,
        })
        .collect()
}

pub async fn css() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(CSS)
}

fn html(status: StatusCode, body: String) -> HttpResponse {
    let mut res = HttpResponse::build(status);
    res.content_type("text/html; charset=utf-8");
    for (name, value) in HEADERS {
        res.insert_header((
            header::HeaderName::from_static(name),
            HeaderValue::from_static(value),
        ));
    }
    res.body(body)
}
