//! A night on paper: table cards for the current seating round (table number, room code,
//! a QR code of the room, the seated names), the night sheet (join code and QR, every
//! confirmed round's tables, the standings) and walk-ins' claim slips (a QR code that opens
//! the app with the claim code filled in), with a print stylesheet.

use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use uuid::Uuid;

use super::night_url;
use crate::app::night::NightData;
use crate::app::night_changes::organized;
use crate::http::admin::errors::{AdminError, AdminResult};
use crate::http::admin::pages::render;
use crate::http::admin::session::Session;
use crate::http::i18n::{self, Pages, Texts};
use crate::http::projector::{StandingRow, standing_rows};
use crate::http::qr;
use crate::http::state::AppState;
use crate::league::time_zone;

pub struct CardTable {
    pub number: usize,
    pub room_code: String,
    pub players: Vec<String>,
    pub qr: String,
}

pub struct SheetRound {
    pub round: u32,
    pub tables: Vec<CardTable>,
    pub sitting_out: Vec<String>,
}

#[derive(Template)]
#[template(path = "admin/table_cards.html")]
pub struct TableCards {
    pub texts: Texts,
    pub night: String,
    pub round: u32,
    pub tables: Vec<CardTable>,
    pub back: String,
}

#[derive(Template)]
#[template(path = "admin/night_sheet.html")]
pub struct NightSheet {
    pub texts: Texts,
    pub night: String,
    pub season: String,
    pub printed: String,
    pub join_code: String,
    pub join_url: String,
    pub join_qr: String,
    pub rounds: Vec<SheetRound>,
    pub standings: Vec<StandingRow>,
    pub back: String,
}

/// A walk-in's claim slip: scanned, it opens the app ready to claim their place.
pub struct ClaimSlip {
    pub name: String,
    pub code: String,
    pub qr: String,
}

#[derive(Template)]
#[template(path = "admin/claim_slips.html")]
pub struct ClaimSlips {
    pub texts: Texts,
    pub night: String,
    pub claim_url: String,
    pub slips: Vec<ClaimSlip>,
    pub back: String,
}

/// `tables` (the current round's cards), `sheet` or `claims` (walk-ins' slips), in the
/// language `?lang=` names (the night page offers every language the table app has), else
/// the one printed in last, else the organizer's. The language is kept for the next print.
pub async fn print(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(Uuid, String)>,
) -> AdminResult<HttpResponse> {
    let (id, which) = path.into_inner();
    let data = organized(&state.pool, &session.account, id).await?;
    let origin = state.public.base.clone();
    let texts = print_texts(&req);
    let page = match which.as_str() {
        "tables" => render(&req, StatusCode::OK, &table_cards(&data, &origin, texts)),
        "claims" => render(&req, StatusCode::OK, &claim_slips(&data, &origin, texts)),
        "sheet" => {
            let now = state.clock.now();
            render(
                &req,
                StatusCode::OK,
                &night_sheet(&data, &origin, now, texts),
            )
        }
        _ => Err(AdminError::NotFound),
    };
    let mut page = page?;
    let _ = page.add_cookie(&remembered(texts));
    Ok(page)
}

/// The cookie that keeps the language printed in last (the night page offers it first).
pub const PRINT_COOKIE: &str = "spyfall_print_lang";

/// The printouts' language: `?lang=`, else the last printed in, else the panel's.
pub fn print_texts(req: &HttpRequest) -> Texts {
    let last = req.cookie(PRINT_COOKIE).map(|c| c.value().to_string());
    let asked = Texts::for_request(req, Pages::Venue);
    let named = |tag: &str| i18n::languages(Pages::Venue).contains(&tag);
    let asked_by_link = req.query_string().contains("lang=");
    match last.filter(|l| named(l) && !asked_by_link) {
        Some(lang) => Texts::of(&lang),
        None => asked,
    }
}

fn remembered(texts: Texts) -> Cookie<'static> {
    Cookie::build(PRINT_COOKIE, texts.lang())
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(time::Duration::days(365))
        .finish()
}

fn round_tables(data: &NightData, round: u32, origin: &str, qr_size: u32) -> Vec<CardTable> {
    let Some(seating) = data.seatings.iter().find(|s| s.round == round) else {
        return Vec::new();
    };
    (seating.tables.iter().enumerate())
        .map(|(i, t)| {
            let room_code = data.room_code(round, i + 1).unwrap_or("").to_string();
            CardTable {
                number: i + 1,
                qr: if qr_size == 0 {
                    String::new()
                } else {
                    qr::inline(&format!("{origin}/r/{room_code}"), qr_size)
                },
                room_code,
                players: t.iter().map(|&p| data.name_of(p)).collect(),
            }
        })
        .collect()
}

pub fn table_cards(data: &NightData, origin: &str, texts: Texts) -> TableCards {
    let round = data.current().map_or(0, |s| s.round);
    TableCards {
        texts,
        night: data.night.name.clone(),
        round,
        tables: round_tables(data, round, origin, 200),
        back: night_url(data.night.id),
    }
}

/// A slip for every walk-in who has not claimed their place on an account yet (withdrawn
/// ones too: they may come back).
pub fn claim_slips(data: &NightData, origin: &str, texts: Texts) -> ClaimSlips {
    let claim_url = format!("{origin}/nights");
    ClaimSlips {
        texts,
        night: data.night.name.clone(),
        slips: (data.players.iter())
            .filter_map(|p| {
                let code = p.claim_code.clone()?;
                Some(ClaimSlip {
                    name: p.display_name.clone(),
                    qr: qr::inline(&format!("{claim_url}?claim={code}"), 160),
                    code,
                })
            })
            .collect(),
        claim_url,
        back: night_url(data.night.id),
    }
}

pub fn night_sheet(
    data: &NightData,
    origin: &str,
    now: chrono::DateTime<chrono::Utc>,
    texts: Texts,
) -> NightSheet {
    let join_url = format!("{origin}/nights/{}", data.night.code);
    NightSheet {
        texts,
        night: data.night.name.clone(),
        season: data.night.season_name.clone(),
        printed: time_zone::local_time(now, &data.night.time_zone),
        join_code: data.night.code.clone(),
        join_qr: qr::inline(&join_url, 200),
        join_url,
        rounds: (data.seatings.iter().filter(|s| s.confirmed))
            .map(|s| SheetRound {
                round: s.round,
                tables: round_tables(data, s.round, origin, 0),
                sitting_out: s.sitting_out.iter().map(|&p| data.name_of(p)).collect(),
            })
            .collect(),
        standings: standing_rows(data),
        back: night_url(data.night.id),
    }
}
