//! The projector page: a night's live standings and current seating, public at an
//! unguessable address, large enough to read across a room, reloading itself (a meta
//! refresh, which needs no script under the page's strict policy).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, web};
use askama::Template;

use crate::app::night::{self, NightData};
use crate::http::state::AppState;

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
    pub spy_wins: u32,
    pub spies_caught: u32,
}

pub struct Table {
    pub number: usize,
    pub room_code: String,
    pub players: Vec<String>,
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
    tables: Vec<Table>,
    standings: Vec<Row>,
    updated: String,
}

#[derive(Template)]
#[template(path = "league/missing.html")]
struct Missing;

pub async fn page(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> actix_web::Result<HttpResponse> {
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
    let body = view(&data, state.clock.now())
        .render()
        .map_err(actix_web::error::ErrorInternalServerError)?;
    Ok(html(StatusCode::OK, body))
}

fn view(data: &NightData, now: chrono::DateTime<chrono::Utc>) -> Page {
    let current = data.current();
    let tables = current
        .map(|s| {
            s.tables
                .iter()
                .enumerate()
                .map(|(i, t)| Table {
                    number: i + 1,
                    room_code: data.room_code(s.round, i + 1).unwrap_or("").to_string(),
                    players: t.iter().map(|&p| data.name_of(p)).collect(),
                })
                .collect()
        })
        .unwrap_or_default();
    let standings = data
        .report
        .standings
        .iter()
        .map(|l| Row {
            // A tie is shown as one: "=2" for every player sharing second place.
            rank: if l.tied {
                format!("={}", l.rank)
            } else {
                l.rank.to_string()
            },
            name: data.name_of(l.player),
            points: l.points,
            spy_wins: l.spy_wins,
            spies_caught: l.spies_caught,
        })
        .collect();
    Page {
        refresh: REFRESH_SECONDS,
        night: data.night.name.clone(),
        season: data.night.season_name.clone(),
        status: data.status(),
        round: current.map(|s| s.round),
        rounds_total: data.night.seating_rounds,
        tables,
        standings,
        updated: now.format("%H:%M:%S UTC").to_string(),
    }
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
