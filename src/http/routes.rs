//! Every route of the server in one table: its method, path and handler, what it spends
//! of the abuse limits, and whether the API document describes it. The server mounts the
//! table ([`configure`]), the abuse limits read it ([`charge`]), and tests check the API
//! document against it ([`table`]).

use std::sync::OnceLock;

use actix_web::dev::{AppService, HttpServiceFactory};
use actix_web::http::Method;
use actix_web::{FromRequest, Handler, HttpRequest, HttpResponse, Resource, Responder, web};

use super::admin::{
    self, accounts, assets, deletion, import, language, locations, login, nights, pack_history,
    packs as admin_packs, privacy, rooms as admin_rooms, seasons, shared_lists,
};
use super::handlers::{
    docs, fallback, health, history, identity, night_events, nights as league, packs, play,
    room_polling, room_screen, rooms, table_packs,
};
use super::projector;
use super::web_app;
use crate::rate_limit::Class;

/// A route as the rest of the server sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub method: Method,
    /// The whole path pattern, as actix-web and the API document write it.
    pub path: &'static str,
    /// The abuse limit a request spends before it runs.
    pub class: Option<Class>,
    /// Whether the API document describes it.
    pub documented: bool,
}

/// What a request spends before it runs: its class, and whether its path names a code
/// (a room, night or claim code) whose miss counts as a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Charge {
    pub class: Option<Class>,
    pub names_code: bool,
}

/// A route with what mounts it.
struct Entry {
    route: Route,
    mount: Box<dyn FnOnce(Routes) -> Routes>,
}

impl Entry {
    fn new<F, Args>(method: Method, path: &'static str, handler: F) -> Entry
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let on = method.clone();
        Entry {
            route: Route {
                method,
                path,
                class: None,
                documented: false,
            },
            mount: Box::new(move |routes| routes.route(on, handler)),
        }
    }

    fn spends(mut self, class: Class) -> Entry {
        self.route.class = Some(class);
        self
    }

    fn documented(mut self) -> Entry {
        self.route.documented = true;
        self
    }
}

macro_rules! verbs {
    ($($name:ident => $method:ident),*) => {$(
        fn $name<F, Args>(path: &'static str, handler: F) -> Entry
        where
            F: Handler<Args>,
            Args: FromRequest + 'static,
            F::Output: Responder + 'static,
        {
            Entry::new(Method::$method, path, handler)
        }
    )*};
}

verbs!(get => GET, post => POST, put => PUT, patch => PATCH, delete => DELETE);

/// The table app's pages and files, the projector, and the operations' endpoints.
fn pages() -> Vec<Entry> {
    let mut entries: Vec<Entry> = web_app::PAGES
        .iter()
        .map(|page| get(page.as_str(), web_app::shell))
        .collect();
    entries.extend([
        get("/r/{code}/qr.svg", web_app::room_qr),
        get("/lists/{code}/qr.svg", web_app::list_qr),
        get("/sw.js", web_app::service_worker),
        get("/app/{file}", web_app::asset),
        get("/app/locales/{file}", web_app::catalog),
        // The projector page is public: its unguessable address is the key.
        get("/league/static/projector.css", projector::css),
        get("/league/{token}", projector::page),
        get("/healthz", health::healthz).documented(),
        get("/readyz", health::readyz).documented(),
        get("/metrics", health::metrics).documented(),
    ]);
    entries
}

/// The v1 API.
fn api() -> Vec<Entry> {
    use Class::*;
    vec![
        // Operations, also under the API prefix for clients that only know it.
        get("/api/v1/healthz", health::healthz),
        get("/api/v1/readyz", health::readyz),
        get("/api/v1/openapi.json", docs::openapi_json),
        get("/api/v1/docs", docs::page),
        get("/api/v1/problems", docs::problems_page),
        // Identity
        post("/api/v1/users", identity::register)
            .spends(Signup)
            .documented(),
        post("/api/v1/sessions", identity::login)
            .spends(Login)
            .documented(),
        delete("/api/v1/sessions/current", identity::logout).documented(),
        post("/api/v1/guests", identity::guest)
            .spends(Signup)
            .documented(),
        get("/api/v1/me", identity::me).documented(),
        post("/api/v1/me/account", identity::make_account)
            .spends(Signup)
            .documented(),
        // Rooms, first among the paths with parameters: actix tries a scope's paths in
        // order, one regex each, and phones poll the room view more than anything else.
        post("/api/v1/rooms", rooms::create)
            .spends(RoomCreate)
            .documented(),
        get("/api/v1/rooms/{code}", room_polling::get).documented(),
        patch("/api/v1/rooms/{code}", rooms::update).documented(),
        post("/api/v1/rooms/{code}/players", rooms::join)
            .spends(Join)
            .documented(),
        get("/api/v1/rooms/{code}/events", room_polling::events).documented(),
        get("/api/v1/rooms/{code}/screen", room_screen::get).documented(),
        get("/api/v1/rooms/{code}/screen/events", room_screen::events).documented(),
        post(
            "/api/v1/rooms/{code}/events/tickets",
            room_polling::stream_ticket,
        )
        .documented(),
        post("/api/v1/rooms/{code}/games", play::start_game).documented(),
        get("/api/v1/rooms/{code}/rounds", play::history).documented(),
        post("/api/v1/rooms/{code}/rounds", play::deal_round).documented(),
        get("/api/v1/rooms/{code}/rounds/{number}", play::round).documented(),
        post("/api/v1/rooms/{code}/actions", play::act).documented(),
        post("/api/v1/rooms/{code}/host", rooms::hand_over_host).documented(),
        post(
            "/api/v1/rooms/{code}/rounds/current/abandon",
            play::abandon_round,
        )
        .documented(),
        post(
            "/api/v1/rooms/{code}/rounds/current/pause",
            play::pause_round,
        )
        .documented(),
        post(
            "/api/v1/rooms/{code}/rounds/current/resume",
            play::resume_round,
        )
        .documented(),
        delete(
            "/api/v1/rooms/{code}/players/{player_id}",
            rooms::remove_player,
        )
        .documented(),
        // League nights
        get("/api/v1/me/nights", league::mine).documented(),
        get("/api/v1/me/history", history::mine).documented(),
        post("/api/v1/nights/claim", league::claim)
            .spends(Join)
            .documented(),
        get("/api/v1/nights/{code}", league::get).documented(),
        post("/api/v1/nights/{code}/players", league::join)
            .spends(Join)
            .documented(),
        post("/api/v1/nights/{code}/check-in", league::check_in)
            .spends(Join)
            .documented(),
        get("/api/v1/nights/{code}/table", league::table).documented(),
        get("/api/v1/nights/{code}/standings", league::standings).documented(),
        get("/api/v1/nights/{code}/events", night_events::events).documented(),
        post(
            "/api/v1/nights/{code}/events/tickets",
            night_events::stream_ticket,
        )
        .documented(),
        // Packs
        get("/api/v1/packs", packs::list).documented(),
        post("/api/v1/packs", table_packs::make)
            .spends(PackMake)
            .documented(),
        get("/api/v1/packs/{id}", packs::get).documented(),
        put("/api/v1/packs/{id}", table_packs::change)
            .spends(PackMake)
            .documented(),
        get("/api/v1/packs/shared/{code}", table_packs::shared).documented(),
        get("/api/v1/me/packs", table_packs::mine).documented(),
    ]
}

/// The admin panel, under `/admin`.
fn admin() -> Vec<Entry> {
    vec![
        get("/admin", admin_packs::home),
        get("/admin/", admin_packs::home),
        get("/admin/static/admin.css", assets::css),
        get("/admin/static/admin.js", assets::js),
        get("/admin/static/print.css", assets::print_css),
        get("/admin/static/favicon.svg", assets::icon),
        get("/admin/login", login::page),
        post("/admin/login", login::submit),
        post("/admin/logout", login::logout),
        get("/admin/language", language::choose),
        // Packs and their locations
        get("/admin/lists", shared_lists::list),
        get(
            "/admin/lists/{id}/take-down",
            shared_lists::confirm_take_down,
        ),
        post("/admin/lists/{id}/take-down", shared_lists::take_down),
        post("/admin/lists/{id}/copy", shared_lists::copy),
        get("/admin/packs", admin_packs::list),
        post("/admin/packs", admin_packs::create),
        get("/admin/packs/{id}", admin_packs::show),
        post("/admin/packs/{id}", admin_packs::save_details),
        post("/admin/packs/{id}/publish", admin_packs::publish),
        post("/admin/packs/{id}/copy", admin_packs::copy),
        get("/admin/packs/{id}/delete", admin_packs::confirm_delete),
        post("/admin/packs/{id}/delete", admin_packs::delete),
        get("/admin/packs/{id}/export", admin_packs::export),
        get("/admin/packs/{id}/history", pack_history::page),
        get(
            "/admin/packs/{id}/history/{v}",
            pack_history::confirm_restore,
        ),
        post(
            "/admin/packs/{id}/history/{v}/restore",
            pack_history::restore,
        ),
        post("/admin/packs/{id}/locations", locations::add),
        get("/admin/packs/{id}/locations/{loc}", locations::page),
        post("/admin/packs/{id}/locations/{loc}", locations::save),
        post(
            "/admin/packs/{id}/locations/{loc}/move",
            locations::move_up_or_down,
        ),
        post(
            "/admin/packs/{id}/locations/{loc}/delete",
            locations::delete,
        ),
        get("/admin/import", import::page),
        post("/admin/import", import::preview),
        post("/admin/import/commit", import::commit),
        get("/admin/rooms", admin_rooms::list),
        // League seasons and nights
        get("/admin/league", seasons::list),
        post("/admin/league/seasons", seasons::create),
        get("/admin/league/seasons/{id}", seasons::show),
        post("/admin/league/seasons/{id}", seasons::update),
        post("/admin/league/seasons/{id}/nights", seasons::create_night),
        get(
            "/admin/league/seasons/{id}/delete",
            deletion::confirm_season,
        ),
        post("/admin/league/seasons/{id}/delete", deletion::delete_season),
        get("/admin/league/nights/{id}/delete", deletion::confirm_night),
        post("/admin/league/nights/{id}/delete", deletion::delete_night),
        get(
            "/admin/league/seasons/{id}/standings.csv",
            seasons::standings_csv,
        ),
        get("/admin/league/nights/{id}", nights::show),
        post("/admin/league/nights/{id}/players", nights::add_player),
        post(
            "/admin/league/nights/{id}/players/{player}/withdraw",
            nights::withdraw,
        ),
        post(
            "/admin/league/nights/{id}/players/{player}/link",
            nights::link,
        ),
        post(
            "/admin/league/nights/{id}/players/{player}/remove",
            nights::remove,
        ),
        post(
            "/admin/league/nights/{id}/players/{player}/claim-code",
            nights::new_claim_code,
        ),
        post(
            "/admin/league/nights/{id}/players/{player}/check-in",
            nights::check_in,
        ),
        post(
            "/admin/league/nights/{id}/seating/options",
            nights::seating_options,
        ),
        post("/admin/league/nights/{id}/board", nights::board),
        post("/admin/league/nights/{id}/seating", nights::propose),
        post(
            "/admin/league/nights/{id}/seating/move",
            nights::move_player,
        ),
        post("/admin/league/nights/{id}/seating/discard", nights::discard),
        post("/admin/league/nights/{id}/seating/confirm", nights::confirm),
        post("/admin/league/nights/{id}/corrections", nights::correct),
        post("/admin/league/nights/{id}/finish", nights::set_finished),
        get("/admin/league/nights/{id}/settings", nights::settings_page),
        post("/admin/league/nights/{id}/settings", nights::save_settings),
        post("/admin/league/nights/{id}/tables/{room}", nights::rescue),
        get("/admin/league/nights/{id}/print/{which}", nights::print),
        get("/admin/league/nights/{id}/{file}", nights::export),
        // Accounts
        get("/admin/accounts", accounts::list),
        post("/admin/accounts", accounts::create),
        post("/admin/accounts/{id}/disable", accounts::disable),
        post("/admin/accounts/{id}/enable", accounts::enable),
        post("/admin/privacy/erase", privacy::erase),
    ]
}

/// Every route, in the order the server tries them.
pub fn table() -> Vec<Route> {
    (pages().into_iter().chain(api()).chain(admin()))
        .map(|e| e.route)
        .collect()
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    let mut panel = admin::scope();
    for routes in by_path(admin(), admin::PREFIX, Fallback::Page) {
        panel = panel.service(routes);
    }
    cfg.service(panel.default_service(web::to(admin::errors::not_found)));
    // In a scope of their own: the router then tries the API's paths only for a request
    // under its prefix (a measured quarter of a 304 poll's time with them all at the root),
    // and before the app's pages, whose patterns a poll would otherwise be tried against
    // one regex at a time.
    let mut api_scope = web::scope(API_PREFIX);
    for routes in by_path(api(), API_PREFIX, Fallback::Problem) {
        api_scope = api_scope.service(routes);
    }
    cfg.service(api_scope);
    for routes in by_path(pages(), "", Fallback::Problem) {
        cfg.service(routes);
    }
}

/// The path every API route is under.
const API_PREFIX: &str = "/api/v1";

/// The entries gathered into one resource per path (in the order the paths first
/// appear), `prefix` taken off for a scope that adds it.
fn by_path(entries: Vec<Entry>, prefix: &str, fallback: Fallback) -> Vec<Routes> {
    (grouped(entries).into_iter())
        .map(|(path, entries)| {
            let local = path.strip_prefix(prefix).unwrap_or(path);
            (entries.into_iter()).fold(Routes::at(local, fallback), |r, e| (e.mount)(r))
        })
        .collect()
}

/// The entries by path, in the order the paths first appear.
fn grouped(entries: Vec<Entry>) -> Vec<(&'static str, Vec<Entry>)> {
    let mut paths: Vec<(&'static str, Vec<Entry>)> = Vec::new();
    for entry in entries {
        match paths.iter_mut().find(|(p, _)| *p == entry.route.path) {
            Some((_, same)) => same.push(entry),
            None => paths.push((entry.route.path, vec![entry])),
        }
    }
    paths
}

/// What a request to `path` with `method` spends, read from the table: the first API
/// resource whose pattern matches, as the router would pick it.
pub fn charge(method: &Method, path: &str) -> Charge {
    let none = Charge {
        class: None,
        names_code: false,
    };
    if !path.starts_with("/api/v1/") {
        return none;
    }
    // Split once, on the stack: every pattern is compared with the same segments, most by
    // their count. A path longer than every pattern matches none.
    let mut parts = [""; MAX_SEGMENTS];
    let mut count = 0;
    for part in path.split('/') {
        let Some(slot) = parts.get_mut(count) else {
            return none;
        };
        *slot = part;
        count += 1;
    }
    let parts = &parts[..count];
    let found = charges().iter().find(|c| c.matches(parts));
    found.map_or(none, |c| Charge {
        class: c.classes.iter().find(|(m, _)| m == method).map(|&(_, c)| c),
        names_code: c.names_code,
    })
}

/// An API path's pattern with what its requests spend.
struct PathCharge {
    /// The pattern's segments: a literal, or `None` for a `{parameter}`.
    segments: Vec<Option<&'static str>>,
    names_code: bool,
    classes: Vec<(Method, Class)>,
}

impl PathCharge {
    /// Whether a path split at `/` into `parts` matches the pattern: segment by segment,
    /// a parameter taking any non-empty one. (A regex per pattern, as actix's
    /// `ResourceDef` has, made a 304 poll measurably slower: every request runs this
    /// before the router.)
    fn matches(&self, parts: &[&str]) -> bool {
        self.segments.len() == parts.len()
            && (self.segments.iter().zip(parts)).all(|(segment, part)| match segment {
                Some(literal) => part == literal,
                None => !part.is_empty(),
            })
    }
}

/// More segments than any API path has (`/api/v1/rooms/{code}/rounds/current/pause`: 8).
const MAX_SEGMENTS: usize = 12;

fn charges() -> &'static [PathCharge] {
    static CHARGES: OnceLock<Vec<PathCharge>> = OnceLock::new();
    CHARGES.get_or_init(|| {
        (grouped(api()).into_iter())
            .map(|(path, entries)| PathCharge {
                segments: (path.split('/'))
                    .map(|s| Some(s).filter(|s| !s.starts_with('{')))
                    .collect(),
                names_code: names_code(path),
                classes: (entries.iter())
                    .filter_map(|e| Some((e.route.method.clone(), e.route.class?)))
                    .collect(),
            })
            .collect()
    })
}

/// Whether a path names a room, night or claim code: a request that finds no such code
/// spends a miss.
fn names_code(path: &str) -> bool {
    [
        "/api/v1/rooms/{code}",
        "/api/v1/nights/",
        "/api/v1/packs/shared/",
    ]
    .iter()
    .any(|p| path.starts_with(p))
}

/// How a path answers a method it does not have.
#[derive(Clone, Copy)]
enum Fallback {
    /// A problem+json body, for the API and the app.
    Problem,
    /// An admin error page.
    Page,
}

/// A path's routes, which answers other methods with 405 and an `Allow` header naming the
/// methods it has (RFC 9110 requires it).
struct Routes {
    resource: Resource,
    allow: Vec<String>,
    fallback: Fallback,
}

impl Routes {
    fn at(path: &str, fallback: Fallback) -> Self {
        Routes {
            resource: web::resource(path),
            allow: Vec::new(),
            fallback,
        }
    }

    fn route<F, Args>(mut self, method: Method, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.allow.push(method.to_string());
        self.resource = self.resource.route(web::method(method).to(handler));
        self
    }
}

impl HttpServiceFactory for Routes {
    fn register(self, config: &mut AppService) {
        let allow = self.allow.join(", ");
        let fallback = self.fallback;
        self.resource
            .default_service(web::to(move |req: HttpRequest| {
                let allow = allow.clone();
                async move { method_not_allowed(fallback, req, &allow) }
            }))
            .register(config)
    }
}

fn method_not_allowed(fallback: Fallback, req: HttpRequest, allow: &str) -> HttpResponse {
    match fallback {
        Fallback::Problem => fallback::method_not_allowed(req, allow),
        Fallback::Page => admin::errors::method_not_allowed(&req, allow),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_is_declared_once() {
        let routes = table();
        for (i, r) in routes.iter().enumerate() {
            let again = routes[i + 1..]
                .iter()
                .any(|s| s.method == r.method && s.path == r.path);
            assert!(!again, "{} {} is declared twice", r.method, r.path);
        }
        assert!(routes.len() > 80, "the whole table was read");
    }

    #[test]
    fn every_api_path_is_split_whole_when_charged() {
        let longest = charges().iter().map(|c| c.segments.len()).max();
        assert!(
            longest.is_some_and(|n| n < MAX_SEGMENTS),
            "{longest:?} segments"
        );
        let deepest = "/api/v1/rooms/BCDFG/rounds/current/pause";
        assert!(charge(&Method::POST, deepest).names_code);
        // Longer than the array: charged nothing, without a panic.
        let deeper = format!("/api/v1/rooms/BCDFG{}", "/x".repeat(MAX_SEGMENTS));
        assert!(!charge(&Method::GET, &deeper).names_code);
    }

    #[test]
    fn the_api_document_describes_exactly_the_documented_routes() {
        let doc = crate::http::openapi::document();
        let mut described: Vec<(String, String)> = Vec::new();
        for (path, item) in doc.paths.paths.iter() {
            let item = serde_json::to_value(item).unwrap();
            for method in item.as_object().unwrap().keys() {
                if ["get", "post", "patch", "delete", "put"].contains(&method.as_str()) {
                    described.push((method.to_uppercase(), path.clone()));
                }
            }
        }
        let mut declared: Vec<(String, String)> = (table().into_iter())
            .filter(|r| r.documented)
            .map(|r| (r.method.to_string(), r.path.to_string()))
            .collect();
        described.sort();
        declared.sort();
        assert_eq!(described, declared);
    }
}
