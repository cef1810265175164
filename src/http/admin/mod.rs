//! The admin panel: server-rendered pages under `/admin` where organizers log in, edit
//! location packs, import and export them, watch live rooms and run league seasons and
//! nights; admins also manage accounts. Handlers parse, authorize (session, role, CSRF), call the pure pack editor
//! or the SQL layer, and render askama templates.

pub mod accounts;
pub mod assets;
pub mod confirm;
pub mod deletion;
pub mod errors;
pub mod form;
pub mod guard;
pub mod import;
pub mod language;
pub mod locations;
pub mod login;
pub mod nights;
pub mod pack_history;
pub mod pack_page;
pub mod packs;
pub mod pages;
pub mod privacy;
pub mod rooms;
pub mod seasons;
pub mod session;
pub mod shared_lists;

use actix_web::{Scope, middleware, web};

/// Form bodies of the admin panel: an import's confirmation carries the whole file.
pub const MAX_FORM_BYTES: usize = 1 << 20;

/// The path every admin page is under.
pub const PREFIX: &str = "/admin";

/// The panel's scope: its guard and its form limits. The routes are in `http::routes`.
pub fn scope() -> Scope<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse<actix_web::body::BoxBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    web::scope(PREFIX)
        .wrap(middleware::from_fn(guard::admin_guard))
        .app_data(web::PayloadConfig::new(MAX_FORM_BYTES))
        .app_data(web::FormConfig::default().limit(MAX_FORM_BYTES))
}
