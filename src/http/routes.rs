//! Every route of the server, in one table.

use actix_web::dev::{AppService, HttpServiceFactory};
use actix_web::http::Method;
use actix_web::{FromRequest, Handler, HttpRequest, Resource, Responder, web};

use super::admin;
use super::handlers::{
    docs, fallback, health, identity, night_events, nights, packs, play, room_polling, rooms,
};
use super::projector;
use super::web_app;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(admin::configure);
    // The table app: one page for every address it shows, its files, its QR codes.
    for page in ["/", "/r/{code}", "/nights", "/nights/{code}", "/account"] {
        cfg.service(Routes::at(page).get(web_app::shell));
    }
    cfg.service(Routes::at("/r/{code}/qr.svg").get(web_app::room_qr))
        .service(Routes::at("/sw.js").get(web_app::service_worker))
        .service(Routes::at("/app/{file}").get(web_app::asset));
    // The projector page is public: its unguessable address is the key.
    cfg.service(Routes::at("/league/static/projector.css").get(projector::css))
        .service(Routes::at("/league/{token}").get(projector::page));
    cfg.service(Routes::at("/healthz").get(health::healthz))
        .service(Routes::at("/readyz").get(health::readyz))
        .service(Routes::at("/metrics").get(health::metrics))
        .service(
            web::scope("/api/v1")
                // Operations, also under the API prefix for clients that only know it.
                .service(Routes::at("/healthz").get(health::healthz))
                .service(Routes::at("/readyz").get(health::readyz))
                .service(Routes::at("/openapi.json").get(docs::openapi_json))
                .service(Routes::at("/docs").get(docs::page))
                // Identity
                .service(Routes::at("/users").post(identity::register))
                .service(Routes::at("/sessions").post(identity::login))
                .service(Routes::at("/sessions/current").delete(identity::logout))
                .service(Routes::at("/guests").post(identity::guest))
                .service(Routes::at("/me").get(identity::me))
                .service(Routes::at("/me/account").post(identity::make_account))
                // League nights
                .service(Routes::at("/me/nights").get(nights::mine))
                .service(Routes::at("/nights/claim").post(nights::claim))
                .service(Routes::at("/nights/{code}").get(nights::get))
                .service(Routes::at("/nights/{code}/players").post(nights::join))
                .service(Routes::at("/nights/{code}/table").get(nights::table))
                .service(Routes::at("/nights/{code}/standings").get(nights::standings))
                .service(Routes::at("/nights/{code}/events").get(night_events::events))
                .service(
                    Routes::at("/nights/{code}/events/tickets").post(night_events::stream_ticket),
                )
                // Packs
                .service(Routes::at("/packs").get(packs::list))
                .service(Routes::at("/packs/{id}").get(packs::get))
                // Rooms
                .service(Routes::at("/rooms").post(rooms::create))
                .service(
                    Routes::at("/rooms/{code}")
                        .get(room_polling::get)
                        .patch(rooms::update),
                )
                .service(Routes::at("/rooms/{code}/players").post(rooms::join))
                .service(Routes::at("/rooms/{code}/events").get(room_polling::events))
                .service(
                    Routes::at("/rooms/{code}/events/tickets").post(room_polling::stream_ticket),
                )
                .service(Routes::at("/rooms/{code}/games").post(play::start_game))
                .service(
                    Routes::at("/rooms/{code}/rounds")
                        .get(play::history)
                        .post(play::deal_round),
                )
                .service(Routes::at("/rooms/{code}/rounds/{number}").get(play::round))
                .service(Routes::at("/rooms/{code}/actions").post(play::act))
                .service(Routes::at("/rooms/{code}/host").post(rooms::hand_over_host))
                .service(
                    Routes::at("/rooms/{code}/rounds/current/abandon").post(play::abandon_round),
                )
                .service(
                    Routes::at("/rooms/{code}/players/{player_id}").delete(rooms::remove_player),
                ),
        );
}

/// A path's routes, which answers other methods with 405 problem+json and an `Allow`
/// header naming the methods it has (RFC 9110 requires it).
struct Routes {
    resource: Resource,
    allow: Vec<String>,
}

impl Routes {
    fn at(path: &str) -> Self {
        Routes {
            resource: web::resource(path),
            allow: Vec::new(),
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

    fn get<F, Args>(self, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.route(Method::GET, handler)
    }

    fn post<F, Args>(self, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.route(Method::POST, handler)
    }

    fn patch<F, Args>(self, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.route(Method::PATCH, handler)
    }

    fn delete<F, Args>(self, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        self.route(Method::DELETE, handler)
    }
}

impl HttpServiceFactory for Routes {
    fn register(self, config: &mut AppService) {
        let allow = self.allow.join(", ");
        self.resource
            .default_service(web::to(move |req: HttpRequest| {
                let allow = allow.clone();
                async move { fallback::method_not_allowed(req, &allow) }
            }))
            .register(config)
    }
}
