//! Every route of the server, in one table.

use actix_web::{Resource, web};

use super::admin;
use super::handlers::{docs, fallback, health, identity, nights, packs, play, room_view, rooms};
use super::league::projector;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(admin::configure);
    // The projector page is public: its unguessable address is the key.
    cfg.service(resource("/league/static/projector.css").route(web::get().to(projector::css)))
        .service(resource("/league/{token}").route(web::get().to(projector::page)));
    cfg.service(resource("/healthz").route(web::get().to(health::healthz)))
        .service(resource("/readyz").route(web::get().to(health::readyz)))
        .service(resource("/metrics").route(web::get().to(health::metrics)))
        .service(
            web::scope("/api/v1")
                // Operations, also under the API prefix for clients that only know it.
                .service(resource("/healthz").route(web::get().to(health::healthz)))
                .service(resource("/readyz").route(web::get().to(health::readyz)))
                .service(resource("/openapi.json").route(web::get().to(docs::openapi_json)))
                .service(resource("/docs").route(web::get().to(docs::page)))
                // Identity
                .service(resource("/users").route(web::post().to(identity::register)))
                .service(resource("/sessions").route(web::post().to(identity::login)))
                .service(resource("/sessions/current").route(web::delete().to(identity::logout)))
                .service(resource("/guests").route(web::post().to(identity::guest)))
                .service(resource("/me").route(web::get().to(identity::me)))
                // League nights
                .service(resource("/me/nights").route(web::get().to(nights::mine)))
                .service(resource("/nights/claim").route(web::post().to(nights::claim)))
                .service(resource("/nights/{code}").route(web::get().to(nights::get)))
                .service(resource("/nights/{code}/players").route(web::post().to(nights::join)))
                .service(resource("/nights/{code}/table").route(web::get().to(nights::table)))
                .service(
                    resource("/nights/{code}/standings").route(web::get().to(nights::standings)),
                )
                // Packs
                .service(resource("/packs").route(web::get().to(packs::list)))
                .service(resource("/packs/{id}").route(web::get().to(packs::get)))
                // Rooms
                .service(resource("/rooms").route(web::post().to(rooms::create)))
                .service(
                    resource("/rooms/{code}")
                        .route(web::get().to(room_view::get))
                        .route(web::patch().to(rooms::update)),
                )
                .service(resource("/rooms/{code}/players").route(web::post().to(rooms::join)))
                .service(resource("/rooms/{code}/events").route(web::get().to(room_view::events)))
                .service(resource("/rooms/{code}/games").route(web::post().to(play::start_game)))
                .service(
                    resource("/rooms/{code}/rounds")
                        .route(web::get().to(play::history))
                        .route(web::post().to(play::deal_round)),
                )
                .service(
                    resource("/rooms/{code}/rounds/{number}").route(web::get().to(play::round)),
                )
                .service(resource("/rooms/{code}/actions").route(web::post().to(play::act)))
                .service(
                    resource("/rooms/{code}/players/{player_id}")
                        .route(web::delete().to(rooms::remove_player)),
                ),
        );
}

/// A resource that answers 405 problem+json to methods it has no route for.
fn resource(path: &str) -> Resource {
    web::resource(path).default_service(web::to(fallback::method_not_allowed))
}
