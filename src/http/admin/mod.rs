//! The admin panel: server-rendered pages under `/admin` where organizers log in, edit
//! location packs, import and export them, watch live rooms and run league seasons and
//! nights; admins also manage accounts. Handlers parse, authorize (session, role, CSRF), call the pure pack editor
//! or the SQL layer, and render askama templates.

pub mod accounts;
pub mod assets;
pub mod errors;
pub mod form;
pub mod guard;
pub mod import;
pub mod locations;
pub mod login;
pub mod nights;
pub mod packs;
pub mod pages;
pub mod rooms;
pub mod seasons;
pub mod session;

use actix_web::{middleware, web};

/// Form bodies of the admin panel: an import's confirmation carries the whole file.
const MAX_FORM_BYTES: usize = 1 << 20;

pub fn configure(cfg: &mut web::ServiceConfig) {
    let get = web::get;
    let post = web::post;
    cfg.service(
        web::scope("/admin")
            .wrap(middleware::from_fn(guard::admin_guard))
            .app_data(web::PayloadConfig::new(MAX_FORM_BYTES))
            .app_data(web::FormConfig::default().limit(MAX_FORM_BYTES))
            .route("", get().to(packs::home))
            .route("/", get().to(packs::home))
            .route("/static/admin.css", get().to(assets::css))
            .route("/static/admin.js", get().to(assets::js))
            .route("/static/favicon.svg", get().to(assets::icon))
            .route("/login", get().to(login::page))
            .route("/login", post().to(login::submit))
            .route("/logout", post().to(login::logout))
            .route("/packs", get().to(packs::list))
            .route("/packs", post().to(packs::create))
            .route("/packs/{id}", get().to(packs::show))
            .route("/packs/{id}", post().to(packs::save_details))
            .route("/packs/{id}/publish", post().to(packs::publish))
            .route("/packs/{id}/copy", post().to(packs::copy))
            .route("/packs/{id}/delete", get().to(packs::confirm_delete))
            .route("/packs/{id}/delete", post().to(packs::delete))
            .route("/packs/{id}/export", get().to(packs::export))
            .route("/packs/{id}/locations", post().to(locations::add))
            .route("/packs/{id}/locations/{loc}", get().to(locations::page))
            .route("/packs/{id}/locations/{loc}", post().to(locations::save))
            .route(
                "/packs/{id}/locations/{loc}/move",
                post().to(locations::move_up_or_down),
            )
            .route(
                "/packs/{id}/locations/{loc}/delete",
                post().to(locations::delete),
            )
            .route("/import", get().to(import::page))
            .route("/import", post().to(import::preview))
            .route("/import/commit", post().to(import::commit))
            .route("/rooms", get().to(rooms::list))
            .route("/league", get().to(seasons::list))
            .route("/league/seasons", post().to(seasons::create))
            .route("/league/seasons/{id}", get().to(seasons::show))
            .route("/league/seasons/{id}", post().to(seasons::update))
            .route(
                "/league/seasons/{id}/nights",
                post().to(seasons::create_night),
            )
            .route(
                "/league/seasons/{id}/standings.csv",
                get().to(seasons::standings_csv),
            )
            .route("/league/nights/{id}", get().to(nights::show))
            .route("/league/nights/{id}/players", post().to(nights::add_player))
            .route(
                "/league/nights/{id}/players/{player}/withdraw",
                post().to(nights::withdraw),
            )
            .route(
                "/league/nights/{id}/players/{player}/link",
                post().to(nights::link),
            )
            .route("/league/nights/{id}/seating", post().to(nights::propose))
            .route(
                "/league/nights/{id}/seating/move",
                post().to(nights::move_player),
            )
            .route(
                "/league/nights/{id}/seating/discard",
                post().to(nights::discard),
            )
            .route(
                "/league/nights/{id}/seating/confirm",
                post().to(nights::confirm),
            )
            .route(
                "/league/nights/{id}/corrections",
                post().to(nights::correct),
            )
            .route(
                "/league/nights/{id}/finish",
                post().to(nights::set_finished),
            )
            .route("/league/nights/{id}/{file}", get().to(nights::export))
            .route("/accounts", get().to(accounts::list))
            .route("/accounts", post().to(accounts::create))
            .route("/accounts/{id}/disable", post().to(accounts::disable))
            .route("/accounts/{id}/enable", post().to(accounts::enable))
            .default_service(web::to(errors::not_found)),
    );
}
