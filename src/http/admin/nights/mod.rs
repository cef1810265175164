//! A night's admin page: what it shows (`page`, built without HTTP), the organizer's
//! changes (`changes`, each a typed form handed to `app::night_changes`), and the CSV
//! exports.

pub mod changes;
mod confirmations;
pub mod page;
pub mod page_words;
pub mod print;
mod settings;
pub mod tables;
pub mod typed;
pub mod venue;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use uuid::Uuid;

use super::errors::{AdminError, AdminResult};
use super::pages::{Layout, render};
use super::seasons::csv_download;
use super::session::Session;
use crate::app::night_changes::organized;
use crate::http::i18n::{self, Texts};
use crate::http::state::AppState;
use crate::league::{self, csv};

pub use changes::{
    add_player, confirm, correct, discard, link, move_player, new_claim_code, propose, remove,
    set_finished, withdraw,
};
pub use print::print;
pub use settings::{save_settings, settings_page};
pub use tables::rescue;
pub use venue::{board, check_in, seating_options};

pub fn night_url(id: Uuid) -> String {
    format!("/admin/league/nights/{id}")
}

pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let data = organized(&state.pool, &session.account, *id).await?;
    let layout = Layout::new(&req, &session, "league");
    let now = state.clock.now();
    let mut page = page::night_page(layout, &data, None, now, &state.public);
    // Adding walk-ins one after another: the form stays on walk-ins.
    if req.query_string().contains("who=walk_in") {
        page.typed.add_kind = "walk_in";
    }
    render(&req, StatusCode::OK, &page)
}

/// The night's CSV exports: `standings`, `rounds` or `corrections`.
pub async fn export(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(Uuid, String)>,
) -> AdminResult<HttpResponse> {
    let (id, which) = path.into_inner();
    let data = organized(&state.pool, &session.account, id).await?;
    let name = |p| data.name_of(p);
    let body = match which.as_str() {
        "standings.csv" => {
            let names: Vec<String> = data
                .report
                .standings
                .iter()
                .map(|l| name(l.player))
                .collect();
            let lines: Vec<_> = (data.report.standings.iter())
                .zip(names.iter())
                .map(|(l, n)| (l, n.as_str()))
                .collect();
            csv::night_standings(&lines)
        }
        "rounds.csv" => csv::rounds(&data.report.rounds, name),
        // The CSV files are in English, like their column names.
        "corrections.csv" => csv::corrections(&page_words::audit(&Texts::of(i18n::SOURCE), &data)),
        _ => return Err(AdminError::NotFound),
    };
    let stem = league::file_stem(&data.night.name);
    Ok(csv_download(&format!("{stem}-{which}"), body))
}
