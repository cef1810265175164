//! The projector page: a night's live standings and current seating, public at an
//! unguessable address, large enough to read across a room, reloading itself (a meta
//! refresh, which needs no script under the page's strict policy).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::app::night::{self, NightData};
use crate::db::league::TableRow;
use crate::http::projector_pages::{self as pages, ROWS_PER_COLUMN, Screen};
use crate::http::qr;
use crate::http::state::AppState;
use crate::league::{progress, time_zone};

/// Seconds between reloads.
pub const REFRESH_SECONDS: u32 = 10;

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

pub struct Row {
    pub rank: String,
    pub name: String,
    pub points: i32,
    pub rounds: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
}

pub struct Table {
    pub number: usize,
    pub room_code: String,
    pub players: Vec<String>,
    /// "questions · 4:05 left", "between rounds", "game over".
    pub progress: String,
    /// A QR code of the table's room in the app (inline SVG).
    pub qr: String,
}

#[derive(Template)]
#[template(path = "league/projector.html")]
struct Page {
    refresh: u32,
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
    columns: Vec<Vec<Row>>,
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
struct Missing;

/// `?page=`: which of the night's screens to show (the page turns them itself).
#[derive(serde::Deserialize)]
pub struct PageQuery {
    page: Option<usize>,
}

pub async fn page(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: Option<web::Query<PageQuery>>,
) -> actix_web::Result<HttpResponse> {
    let asked = query.and_then(|q| q.page);
    let token = token.into_inner();
    // Tokens are 32 hex digits; anything else is not looked up.
    let well_formed = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    let night = if well_formed {
        night::by_projector_token(&state.pool, &token)
            .await
            .map_err(anyhow::Error::from)
            .map_err(actix_web::error::ErrorInternalServerError)?
    } else {
        None
    };
    let Some(night) = night else {
        let body = Missing.render().unwrap_or_default();
        return Ok(html(StatusCode::NOT_FOUND, body));
    };
    let mut conn = state
        .pool
        .acquire()
        .await
        .map_err(actix_web::error::ErrorInternalServerError)?;
    let data = night::load(&mut conn, night)
        .await
        .map_err(actix_web::error::ErrorInternalServerError)?;
    let body = view(&data, &state.public.base, state.clock.now(), asked)
        .render()
        .map_err(actix_web::error::ErrorInternalServerError)?;
    Ok(html(StatusCode::OK, body))
}

fn view(data: &NightData, origin: &str, now: DateTime<Utc>, asked: Option<usize>) -> Page {
    let current = data.current();
    let all_tables: Vec<Table> = current
        .map(|s| {
            (s.tables.iter().enumerate())
                .map(|(i, t)| table(data, s.round, i + 1, t, origin, now))
                .collect()
        })
        .unwrap_or_default();
    let all_rows = standings(data);
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
        Some(format!("Next seating round at {clock} (in {minutes} min)"))
    });
    let join_url = format!("{origin}/nights/{}", data.night.code);
    Page {
        refresh: REFRESH_SECONDS,
        night: data.night.name.clone(),
        season: data.night.season_name.clone(),
        status: data.status(),
        round: current.map(|s| s.round),
        rounds_total: data.night.seating_rounds,
        screen,
        page,
        pages: screens.len(),
        next_url: format!("/league/{}?page={next}", data.night.projector_token),
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
    rows: Vec<Row>,
    tables: Vec<Table>,
) -> (&'static str, Vec<Vec<Row>>, Vec<Table>) {
    match *screen {
        Screen::All => ("all", vec![rows], tables),
        Screen::Standings { from, to } => {
            let mut page: Vec<Row> = rows.into_iter().skip(from).take(to - from).collect();
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
) -> Table {
    let row =
        (data.tables.iter()).find(|t| t.round as u32 == round && t.table_number as usize == number);
    let room_code = row.map(|r| r.room_code.clone()).unwrap_or_default();
    Table {
        number,
        qr: qr::inline(&format!("{origin}/r/{room_code}"), 96),
        room_code,
        players: players.iter().map(|&p| data.name_of(p)).collect(),
        progress: row.map(|r| table_progress(r, now)).unwrap_or_default(),
    }
}

/// A table's progress in words: "questions · 4:05 left", "between rounds", "game over".
pub(crate) fn table_progress(t: &TableRow, now: DateTime<Utc>) -> String {
    match (&t.phase, t.deadline) {
        (Some(phase), Some(deadline)) => format!(
            "{} · {} left",
            progress::phase_words(phase),
            progress::clock(deadline, now)
        ),
        (Some(phase), None) => progress::phase_words(phase).to_string(),
        (None, _) if t.game_number.is_none() => "waiting for the first game".into(),
        (None, _) if t.game_over == Some(true) => "game over".into(),
        (None, _) => "between rounds".into(),
    }
}

fn standings(data: &NightData) -> Vec<Row> {
    (data.report.standings.iter())
        .map(|l| Row {
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
