//! The OpenAPI 3.1 document, generated from the handlers' annotations.

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

use super::handlers::{
    health, history, identity, night_events, nights, packs, play, room_polling, room_screen, rooms,
    table_packs,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Spyfall server",
        description = "The v1 HTTP API: identity, packs, rooms and league nights. Errors are RFC 9457 \
                       problem+json bodies with a stable `code`. Within v1 nothing is renamed or \
                       removed, but values are added: every enum marked `x-extensible-enum` (the \
                       problem codes, phases, moves' kinds, ...) and every tagged union (moves, \
                       actions, events, outcomes) may gain members. A client accepts a value it \
                       does not know and skips a variant whose tag it does not know.",
    ),
    paths(
        health::healthz,
        health::readyz,
        health::metrics,
        identity::register,
        identity::login,
        identity::logout,
        identity::guest,
        identity::me,
        identity::make_account,
        packs::list,
        packs::get,
        table_packs::make,
        table_packs::change,
        table_packs::shared,
        table_packs::mine,
        rooms::create,
        room_polling::get,
        room_polling::events,
        room_polling::stream_ticket,
        room_screen::get,
        room_screen::events,
        rooms::update,
        rooms::join,
        rooms::remove_player,
        rooms::hand_over_host,
        play::start_game,
        play::deal_round,
        play::act,
        play::abandon_round,
        play::pause_round,
        play::resume_round,
        play::history,
        play::round,
        nights::mine,
        history::mine,
        nights::join,
        nights::check_in,
        nights::claim,
        nights::get,
        nights::table,
        nights::standings,
        night_events::events,
        night_events::stream_ticket,
    ),
    components(schemas(crate::http::problem::ProblemBody, crate::problem_code::ProblemCode)),
    modifiers(&BearerAuth),
    tags(
        (name = "identity", description = "Accounts, guests and tokens"),
        (name = "packs", description = "Location packs"),
        (name = "rooms", description = "Rooms and their lobby"),
        (name = "play", description = "Games, rounds and actions"),
        (name = "league", description = "League nights: my nights, my table, standings"),
        (name = "operations", description = "Health and readiness"),
    )
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        if let Some(components) = openapi.components.as_mut() {
            components.add_security_scheme(
                "bearer",
                SecurityScheme::Http(
                    utoipa::openapi::security::HttpBuilder::from(Http::new(HttpAuthScheme::Bearer))
                        .bearer_format("JWT")
                        .build(),
                ),
            );
        }
    }
}

/// The document as built from the annotations, completed with the common problems and
/// headers and a server entry.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi();
    super::openapi_problems::complete(&mut doc);
    doc.servers = Some(vec![
        utoipa::openapi::server::ServerBuilder::new()
            .url("/")
            .description(Some("This server: the document is served from it"))
            .build(),
    ]);
    doc
}

/// The document as served at `/api/v1/openapi.json`, its descriptions made plain and its
/// tagged unions marked with their discriminators.
pub fn document_json() -> serde_json::Result<serde_json::Value> {
    let mut doc = serde_json::to_value(document())?;
    super::openapi_text::plain_descriptions(&mut doc);
    if let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(|s| s.as_object_mut())
    {
        name_location_id(schemas);
        schemas.values_mut().for_each(add_discriminator);
        let named: Vec<(String, serde_json::Value)> =
            schemas.values_mut().flat_map(name_variants).collect();
        for (name, schema) in named {
            // A variant's title never replaces a schema of that name: both are types.
            debug_assert!(!schemas.contains_key(&name), "{name} is a schema already");
            schemas.entry(name).or_insert(schema);
        }
        schemas.values_mut().for_each(mark_open);
    }
    point_refs(
        &mut doc,
        "#/components/schemas/String",
        "#/components/schemas/LocationId",
    );
    super::problem_docs::describe_codes(&mut doc);
    mark_public_operations(&mut doc);
    Ok(doc)
}

/// Every `$ref` to `from` in `value` made to point to `to`.
fn point_refs(value: &mut serde_json::Value, from: &str, to: &str) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map.iter_mut() {
                if key == "$ref" && inner == from {
                    *inner = to.into();
                } else {
                    point_refs(inner, from, to);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| point_refs(v, from, to)),
        _ => {}
    }
}

/// The engine's `LocationId` is an alias of `String`, which the annotations publish as a
/// schema named `String`: a name Swift and Kotlin reserve. It is published as `LocationId`.
fn name_location_id(schemas: &mut serde_json::Map<String, serde_json::Value>) {
    if schemas.remove("String").is_some() {
        schemas.insert(
            "LocationId".into(),
            serde_json::json!({
                "type": "string",
                "description": "A location's id, as its pack names it: the same in every language."
            }),
        );
    }
}

/// A `oneOf` whose variants are objects each naming itself in the same one-value property
/// (a serde `tag`: `type` or `kind`) gets that property as its discriminator, so that
/// generated clients pick the variant by it.
fn add_discriminator(schema: &mut serde_json::Value) {
    let Some(variants) = schema.get("oneOf").and_then(|v| v.as_array()) else {
        return;
    };
    let tags = |property: &str| {
        !variants.is_empty()
            && variants.iter().all(|v| {
                v.pointer(&format!("/properties/{property}/enum"))
                    .and_then(|e| e.as_array())
                    .is_some_and(|e| e.len() == 1)
            })
    };
    if let Some(property) = ["type", "kind"].into_iter().find(|p| tags(p)) {
        schema["discriminator"] = serde_json::json!({ "propertyName": property });
    }
}

/// A discriminated `oneOf`'s inline variants become component schemas of their own (named
/// by their titles), referred to from the union and listed in its discriminator's
/// `mapping`: generators for Swift and Kotlin decode a variant only when it is named and
/// mapped. Answers the schemas to add.
fn name_variants(schema: &mut serde_json::Value) -> Vec<(String, serde_json::Value)> {
    let Some(property) = schema
        .pointer("/discriminator/propertyName")
        .and_then(|p| p.as_str())
        .map(str::to_owned)
    else {
        return Vec::new();
    };
    let mut named = Vec::new();
    let mut mapping = serde_json::Map::new();
    for variant in schema["oneOf"].as_array_mut().into_iter().flatten() {
        let title = variant
            .get("title")
            .and_then(|t| t.as_str())
            .map(str::to_owned);
        let tag = variant.pointer(&format!("/properties/{property}/enum/0"));
        let (Some(title), Some(serde_json::Value::String(tag))) = (title, tag.cloned()) else {
            // Left inline and unmapped: the native clients' test names it.
            continue;
        };
        let reference = format!("#/components/schemas/{title}");
        variant["properties"][&property]["description"] =
            format!("Always `{tag}`: which variant this is.").into();
        mapping.insert(tag, reference.clone().into());
        let body = std::mem::replace(variant, serde_json::json!({ "$ref": reference }));
        named.push((title, body));
    }
    schema["discriminator"]["mapping"] = mapping.into();
    named
}

/// Marks what later versions may extend, as docs/clients.md's policy says: every enum of
/// more than one value (`x-extensible-enum` lists the values known today; a variant's own
/// one-value tag is fixed) and every tagged union. A client accepts a value it does not
/// know and skips a variant it does not know.
fn mark_open(schema: &mut serde_json::Value) {
    let growing_enum = schema["enum"].as_array().filter(|v| v.len() > 1).cloned();
    let note = match growing_enum {
        Some(values) => {
            schema["x-extensible-enum"] = values.into();
            "Open: later versions may add values; accept one you do not know."
        }
        None if schema.get("discriminator").is_some() => {
            "Open: later versions may add variants; skip one whose tag you do not know."
        }
        None => return,
    };
    let text = schema["description"].as_str().unwrap_or_default();
    schema["description"] = format!("{text} {note}").trim().into();
}

/// An operation that takes no token says so (`security: []`) instead of saying nothing,
/// which linters and generators read as "not decided".
fn mark_public_operations(doc: &mut serde_json::Value) {
    const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];
    let paths = doc["paths"].as_object_mut().into_iter().flatten();
    for op in paths.flat_map(|(_, item)| item.as_object_mut().into_iter().flatten()) {
        let (method, op) = op;
        if METHODS.contains(&method.as_str()) && op.get("security").is_none() {
            op["security"] = serde_json::json!([]);
        }
    }
}
