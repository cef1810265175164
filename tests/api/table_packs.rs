//! Location lists made at the table: a guest makes one, shares it by its code, another
//! reads it and plays a subset of it; only its maker changes it; the limits hold.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Player, TestApp, assert_problem, spawn_app};

/// A list of `count` locations; every other one has two roles, the rest none.
pub fn list(name: &str, count: usize) -> Value {
    let locations: Vec<Value> = (1..=count)
        .map(|i| match i % 2 {
            0 => json!({"name": format!("Place {i}"), "roles": ["Owner", "Guest"]}),
            _ => json!({"name": format!("Place {i}")}),
        })
        .collect();
    json!({"name": name, "language": "en", "locations": locations})
}

async fn make(app: &TestApp, maker: &Player, body: Value) -> reqwest::Response {
    app.post("/api/v1/packs", Some(&maker.token), body).await
}

async fn made(app: &TestApp, maker: &Player, body: Value) -> Value {
    let res = make(app, maker, body).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    res.json().await.unwrap()
}

async fn read_shared(app: &TestApp, reader: &Player, code: &str) -> reqwest::Response {
    let path = format!("/api/v1/packs/shared/{code}");
    app.get(&path, Some(&reader.token)).await
}

fn ids(pack: &Value) -> Vec<String> {
    let locations = pack["locations"].as_array().unwrap();
    (locations.iter())
        .map(|l| l["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn r_2_1_a_guest_shares_a_list_of_ten_and_another_plays_eight_of_it() {
    let app = spawn_app().await;
    let ana = app.guest("Ana").await;
    let pack = made(&app, &ana, list("Our town", 10)).await;
    let code = pack["share_code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 6);
    assert_eq!(pack["made_by_me"], true);
    assert_eq!(pack["locations"][1]["roles"], json!(["Owner", "Guest"]));

    // Before reading it, a host may not choose it.
    let ben = app.guest("Ben").await;
    let subset: Vec<String> = ids(&pack)[..8].to_vec();
    let body = json!({"pack_ids": [pack["id"]], "location_ids": subset});
    let res = app
        .post("/api/v1/rooms", Some(&ben.token), body.clone())
        .await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "unknown_pack").await;

    // Read aloud, typed in any case with a dash: the list, and the right to play it.
    let typed = format!("{}-{}", &code[..3].to_lowercase(), &code[3..]);
    let res = read_shared(&app, &ben, &typed).await;
    assert_eq!(res.status(), StatusCode::OK);
    let read: Value = res.json().await.unwrap();
    assert_eq!(
        (read["made_by_me"].clone(), read["id"].clone()),
        (json!(false), pack["id"].clone())
    );
    let res = app.post("/api/v1/rooms", Some(&ben.token), body).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let room: Value = res.json().await.unwrap();
    let code = room["code"].as_str().unwrap().to_string();
    let shown = room["candidate_locations"].as_array().unwrap();
    let shown: Vec<&str> = shown.iter().map(|c| c["id"].as_str().unwrap()).collect();
    assert_eq!(shown, subset);

    let mut table = vec![ben];
    for name in ["Cy", "Di", "Eve"] {
        let p = app.guest(name).await;
        assert_eq!(app.join(&code, &p).await.status(), StatusCode::CREATED);
        table.push(p);
    }
    let started = app.start_game(&code, &table[0]).await;
    let dealt_from = started["candidate_locations"].as_array().unwrap();
    let dealt_from: Vec<&str> = dealt_from
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(dealt_from, subset, "the game deals from the eight");
    for round in 0..3 {
        assert_eq!(
            app.deal(&code, &table[0]).await.status(),
            StatusCode::CREATED
        );
        let (views, spy) = app.views(&code, &table).await;
        let card = &views[(spy + 1) % 4]["round"]["my_card"];
        let at = subset.iter().position(|id| card["location"]["id"] == **id);
        let at = at.expect("the location is one of the eight");
        // Odd places (at 0, 2, ...) were made without roles: dealt alone.
        assert_eq!(card["role"].is_null(), at % 2 == 0, "{card}");
        let abandon = format!("/api/v1/rooms/{code}/rounds/current/abandon");
        let res = app
            .send(Method::POST, &abandon, Some(&table[0].token), None)
            .await;
        assert_eq!(res.status(), StatusCode::OK, "round {round}");
    }
}

#[tokio::test]
async fn only_its_maker_changes_a_list_and_a_lobby_that_chose_it_shows_the_change() {
    let app = spawn_app().await;
    let (ana, ben) = (app.guest("Ana").await, app.guest("Ben").await);
    let pack = made(&app, &ana, list("Our town", 8)).await;
    let code = pack["share_code"].as_str().unwrap();
    read_shared(&app, &ben, code).await;
    let three = ids(&pack)[..3].to_vec();
    let settings = json!({"pack_ids": [pack["id"]], "location_ids": three});
    let room = app.create_room(&ben, settings).await;
    let before = app.room(&room, &ben).await;

    let path = format!("/api/v1/packs/{}", pack["id"].as_str().unwrap());
    let mut renamed = list("Our village", 9);
    for (i, l) in renamed["locations"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        l["name"] = json!(format!("Corner {i}"));
    }
    let by = |p: &Player| (p.token.clone(), Some(renamed.clone()));
    let (token, body) = by(&ben);
    let res = app.send(Method::PUT, &path, Some(&token), body).await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_pack_maker").await;
    let (token, body) = by(&ana);
    let res = app.send(Method::PUT, &path, Some(&token), body).await;
    assert_eq!(res.status(), StatusCode::OK);
    let changed: Value = res.json().await.unwrap();
    assert_eq!(
        (changed["name"].clone(), changed["version"].clone()),
        (json!("Our village"), json!(2))
    );
    assert_eq!(changed["share_code"], pack["share_code"], "the code stays");

    let after = app.room(&room, &ben).await;
    assert!(after["version"].as_i64() > before["version"].as_i64());
    // The three chosen were renamed away: the room plays the whole list again.
    assert_eq!(before["candidate_locations"].as_array().unwrap().len(), 3);
    assert_eq!(after["settings"]["location_ids"], json!(null));
    assert_eq!(after["candidate_locations"].as_array().unwrap().len(), 9);

    // Each player's list: their own first, then those read.
    let mine: Value = app
        .get("/api/v1/me/packs", Some(&ben.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["packs"][0]["name"], "Our village");
    assert_eq!(mine["packs"][0]["made_by_me"], false);
    assert_eq!(mine["packs"][0]["location_count"], 9);
}

#[tokio::test]
async fn lists_keep_their_limits_and_an_unknown_code_is_not_found() {
    let app = spawn_app().await;
    let ana = app.guest("Ana").await;
    let short = make(&app, &ana, list("Short", 7)).await;
    let body = assert_problem(short, StatusCode::UNPROCESSABLE_ENTITY, "invalid_pack").await;
    assert!(
        body["detail"].as_str().unwrap().contains("8 to 100"),
        "{body}"
    );
    let mut twice = list("Twice", 8);
    twice["locations"][7]["name"] = json!("place 1");
    let res = make(&app, &ana, twice).await;
    assert_problem(res, StatusCode::UNPROCESSABLE_ENTITY, "invalid_pack").await;
    for n in 0..20 {
        made(&app, &ana, list(&format!("List {n}"), 8)).await;
    }
    let res = make(&app, &ana, list("One more", 8)).await;
    assert_problem(res, StatusCode::CONFLICT, "too_many_packs").await;

    for code in ["BCDFGH", "nope"] {
        let res = read_shared(&app, &ana, code).await;
        assert_problem(res, StatusCode::NOT_FOUND, "pack_not_found").await;
    }
    // A room's locations come from its packs.
    let settings = json!({"location_ids": ["spyfall2.bank", "spyfall1.bank"]});
    let res = app.post("/api/v1/rooms", Some(&ana.token), settings).await;
    assert_problem(
        res,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_location_selection",
    )
    .await;
}
