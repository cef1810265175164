//! The admin panel: server-rendered pages under `/admin` where organizers log in, edit
//! location packs, import and export them, and watch live rooms; admins also manage
//! accounts. Handlers parse, authorize (session, role, CSRF), call the pure pack editor
//! or the SQL layer, and render askama templates.

pub mod accounts;
pub mod assets;
pub mod errors;
pub mod guard;
pub mod import;
pub mod locations;
pub mod login;
pub mod packs;
pub mod pages;
pub mod rooms;
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
            .route("/accounts", get().to(accounts::list))
            .route("/accounts", post().to(accounts::create))
            .route("/accounts/{id}/disable", post().to(accounts::disable))
            .route("/accounts/{id}/enable", post().to(accounts::enable))
            .default_service(web::to(errors::not_found)),
    );
}
