//! The rules around league nights: who may run them, who may join, what a stale or racing
//! form does, what cannot be confirmed, voiding a round, and walk-ins linked to accounts.

use std::collections::BTreeMap;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use spyfall::staff::Role;

use super::Browser;
use super::league::{Night, Played, Tally, account, between, host_of, play_table};
use crate::helpers::{Player, TestApp, assert_problem, spawn_app};

async fn register(app: &TestApp, code: &str, p: &Player) -> reqwest::Response {
    app.send(
        Method::POST,
        &format!("/api/v1/nights/{code}/players"),
        Some(&p.token),
        None,
    )
    .await
}

pub async fn check_in(app: &TestApp, code: &str, p: &Player) -> reqwest::Response {
    app.send(
        Method::POST,
        &format!("/api/v1/nights/{code}/check-in"),
        Some(&p.token),
        None,
    )
    .await
}

/// `n` registered and checked-in players in the night, named "Player 1".. in registration order.
pub async fn registered(app: &TestApp, night: &Night<'_>, n: usize) -> Vec<(String, Player)> {
    let mut out = Vec::new();
    for i in 1..=n {
        let name = format!("Player {i}");
        let p = account(app, &format!("p{i}x{}", night.code.to_lowercase()), &name).await;
        // Each 201 says where the night is (its view, as the caller reads it).
        let at = format!("/api/v1/nights/{}", night.code);
        for res in [
            register(app, &night.code, &p).await,
            check_in(app, &night.code, &p).await,
        ] {
            assert_eq!(res.status(), StatusCode::CREATED);
            assert_eq!(res.headers()["location"], at.as_str());
        }
        out.push((name, p));
    }
    out
}

/// The caller's table in the night's current seating round.
pub async fn table(app: &TestApp, code: &str, p: &Player) -> Value {
    let res = app
        .get(&format!("/api/v1/nights/{code}/table"), Some(&p.token))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

async fn standings(app: &TestApp, code: &str, p: &Player) -> BTreeMap<String, i64> {
    let res = app
        .get(&format!("/api/v1/nights/{code}/standings"), Some(&p.token))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let body: Value = res.json().await.unwrap();
    body["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["display_name"].as_str().unwrap().to_string(),
                l["points"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn organizers_run_only_their_own_nights_and_admins_run_every_one() {
    let app = spawn_app().await;
    let owner = app.logged_in("owner", Role::Organizer).await;
    let night = Night::create(owner, "2").await;
    let mut other = app.logged_in("other", Role::Organizer).await;
    for path in [
        night.url.clone(),
        format!("{}/standings.csv", night.url),
        format!("{}/corrections.csv", night.url),
    ] {
        assert_eq!(
            other.get(&path).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let list = other.get("/admin/league").await;
    assert!(
        !list.body.contains("Autumn league"),
        "another organizer's season is not listed"
    );
    // A post to another organizer's night changes nothing.
    let res = other
        .post(&format!("{}/seating", night.url), &[("version", "1")])
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let mut admin = app.logged_in("boss", Role::Admin).await;
    assert_eq!(admin.get(&night.url).await.status, StatusCode::OK);
    assert!(
        admin
            .get("/admin/league")
            .await
            .body
            .contains("Autumn league")
    );
    // Nobody logged in is sent to the login page.
    let mut anonymous = Browser::new(&app);
    let res = anonymous.get(&night.url).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(res.location(), "/admin/login");
}

#[tokio::test]
async fn players_join_with_an_account_and_the_night_code_only() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let guest = app.guest("Drifter").await;
    assert_problem(
        register(&app, &night.code, &guest).await,
        StatusCode::FORBIDDEN,
        "account_required",
    )
    .await;
    assert_problem(
        register(&app, "ZZZZZ", &guest).await,
        StatusCode::NOT_FOUND,
        "night_not_found",
    )
    .await;
    let ann = account(&app, "ann", "Ann").await;
    assert_eq!(
        register(&app, &night.code, &ann).await.status(),
        StatusCode::CREATED
    );
    // Registering again changes nothing.
    assert_eq!(
        register(&app, &night.code, &ann).await.status(),
        StatusCode::OK
    );
    let other_ann = account(&app, "ann2", "Ann").await;
    assert_problem(
        register(&app, &night.code, &other_ann).await,
        StatusCode::CONFLICT,
        "display_name_taken",
    )
    .await;
    // Someone not registered sees nothing of the night.
    for path in ["", "/table", "/standings"] {
        let res = app
            .get(
                &format!("/api/v1/nights/{}{path}", night.code),
                Some(&guest.token),
            )
            .await;
        assert_problem(res, StatusCode::FORBIDDEN, "not_in_night").await;
    }
    // Nor a ticket to its event stream (issue 35: refused when asked, not when used).
    let tickets = format!("/api/v1/nights/{}/events/tickets", night.code);
    let res = app.post(&tickets, Some(&guest.token), json!({})).await;
    assert_problem(res, StatusCode::FORBIDDEN, "not_in_night").await;
    let res = app.post(&tickets, Some(&ann.token), json!({})).await;
    assert_eq!(
        res.status(),
        StatusCode::CREATED,
        "a player of the night gets one"
    );
    let res = app.get("/api/v1/me/nights", Some(&ann.token)).await;
    let mine: Value = res.json().await.unwrap();
    assert_eq!(mine.as_array().unwrap().len(), 1);
    assert_eq!(mine[0]["code"], night.code.as_str());
    assert_eq!(mine[0]["me"]["display_name"], "Ann");
    // A finished night takes nobody new.
    night.ok("/finish", &[("finished", "1")]).await;
    let late = account(&app, "late", "Late").await;
    assert_problem(
        register(&app, &night.code, &late).await,
        StatusCode::CONFLICT,
        "night_finished",
    )
    .await;
    assert_problem(
        app.post("/api/v1/nights/claim", None, json!({"code": "BCDFGHJKLM"}))
            .await,
        StatusCode::NOT_FOUND,
        "claim_not_found",
    )
    .await;
}

#[tokio::test]
async fn a_stale_page_or_a_racing_confirmation_changes_nothing_twice() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    let players = registered(&app, &night, 8).await;
    night.ok("/seating", &[]).await;
    // A form about the proposal from a page made before it is stale.
    let res = night
        .b
        .post(
            &format!("{}/seating/discard", night.url),
            &[("version", "1")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    res.assert_has("nothing was changed");
    assert!(night.page().await.body.contains("Proposed tables"));
    // Two confirmations from the same page race: one seats the round, the other is stale.
    let page = night.page().await;
    let version = super::version_of(&page.body);
    let url = format!("{}/seating/confirm", night.url);
    let form = serde_urlencoded::to_string([
        ("csrf", night.b.csrf.as_str()),
        ("version", version.as_str()),
    ])
    .unwrap();
    let send = || {
        let jar: Vec<String> = night
            .b
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        app.client
            .post(app.url(&url))
            .header("origin", &app.address)
            .header("cookie", jar.join("; "))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form.clone())
            .send()
    };
    let (a, b) = tokio::join!(send(), send());
    let mut statuses = vec![a.unwrap().status(), b.unwrap().status()];
    statuses.sort();
    assert_eq!(statuses, vec![StatusCode::SEE_OTHER, StatusCode::CONFLICT]);
    let rooms: i64 = sqlx::query_scalar("SELECT count(*) FROM rooms WHERE night_id IS NOT NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rooms, 1, "one table of eight, created once");
    assert_eq!(table(&app, &night.code, &players[0].1).await["round"], 1);
}

#[tokio::test]
async fn a_seating_is_confirmed_only_with_playable_tables_and_league_tables_stay_closed() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    let players = registered(&app, &night, 9).await;
    let page = night.ok("/seating", &[]).await;
    page.assert_has("5 players");
    page.assert_has("4 players");
    // 9 players sit 5 and 4. Two players of table 1 to a new table leave it 3 or 2 and
    // the new table 2: that cannot be played.
    let ids: Vec<String> = page
        .body
        .split("name=\"player\" value=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap().to_string())
        .collect();
    assert_eq!(ids.len(), 9);
    night
        .ok("/seating/move", &[("player", &ids[0]), ("table", "3")])
        .await;
    night
        .ok("/seating/move", &[("player", &ids[1]), ("table", "3")])
        .await;
    let res = night.post("/seating/confirm", &[]).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    let message = between(&res.body, "role=\"alert\">", "<");
    assert!(
        message.starts_with("Table 1 has ")
            && message.ends_with(" players; tables seat 4 to 12: move players first."),
        "{message}"
    );
    let rooms: i64 = sqlx::query_scalar("SELECT count(*) FROM rooms WHERE night_id IS NOT NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rooms, 0, "a refused confirmation creates no room");
    let res = night
        .post(
            "/seating/move",
            &[("player", "not-a-player"), ("table", "1")],
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Back to 5 and 4 (the emptied table closes), then confirm.
    night
        .ok("/seating/move", &[("player", &ids[0]), ("table", "1")])
        .await;
    night
        .ok("/seating/move", &[("player", &ids[1]), ("table", "1")])
        .await;
    night.ok("/seating/confirm", &[]).await;

    // The tables are rooms with the night's settings, closed to anyone not seated there.
    let t = table(&app, &night.code, &players[0].1).await;
    let room = t["room_code"].as_str().unwrap();
    let outsider = app.guest("Outsider").await;
    assert_problem(
        app.join(room, &outsider).await,
        StatusCode::FORBIDDEN,
        "league_table",
    )
    .await;
    let host = players
        .iter()
        .find(|(n, _)| *n == t["players"][0]["display_name"])
        .map(|(_, p)| p)
        .unwrap();
    let view = app.room(room, host).await;
    assert_eq!(view["settings"]["rounds"], 2);
    assert_eq!(view["settings"]["round_minutes"], 1);
    let res = app
        .send(
            Method::PATCH,
            &format!("/api/v1/rooms/{room}"),
            Some(&host.token),
            Some(json!({"settings": {"rounds": 9}})),
        )
        .await;
    assert_problem(res, StatusCode::CONFLICT, "league_table_settings").await;
    // A withdrawn player is not seated next round; the round after seats the rest.
    let page = night.page().await;
    let withdrawn_id = between(&page.body, "/players/", "/withdraw").to_string();
    night
        .ok(
            &format!("/players/{withdrawn_id}/withdraw"),
            &[("withdrawn", "1"), ("confirmed", "1")],
        )
        .await;
    let page = night.ok("/seating", &[]).await;
    assert_eq!(page.body.matches("name=\"player\" value=\"").count(), 8);
}

#[tokio::test]
async fn a_voided_round_leaves_the_standings_and_the_audit_list_says_so() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let players = registered(&app, &night, 8).await;
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    let t = table(&app, &night.code, &players[0].1).await;
    let seated: Vec<(String, Player)> = t["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            let name = &n["display_name"];
            players.iter().find(|(m, _)| name == m).unwrap().clone()
        })
        .collect();
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut played: Vec<Played> = Vec::new();
    // Style 0: the first round the spy names the location, the second the spy is caught.
    play_table(
        &app,
        t["room_code"].as_str().unwrap(),
        &seated,
        0,
        &mut tally,
        &mut played,
    )
    .await;
    let all: BTreeMap<String, i64> = tally.iter().map(|(n, t)| (n.clone(), t.points)).collect();
    assert_eq!(standings(&app, &night.code, &players[0].1).await, all);

    let page = night.page().await;
    let round_id = between(&page.body, "name=\"round\" value=\"", "\"").to_string();
    // The rounds are listed newest first: the first void form is the game's second round.
    let res = night
        .post(
            "/corrections",
            &[("kind", "void"), ("round", &round_id), ("reason", "")],
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "a reason is required"
    );
    let page = night
        .ok(
            "/corrections",
            &[
                ("kind", "void"),
                ("round", &round_id),
                ("reason", "played with a wrong card"),
            ],
        )
        .await;
    let first_round_only: BTreeMap<String, i64> = played[0]
        .points
        .iter()
        .map(|(n, p)| (n.clone(), *p))
        .collect();
    assert_eq!(
        standings(&app, &night.code, &players[0].1).await,
        first_round_only
    );
    let audit = between(&page.body, "<table id=\"audit\">", "</table>");
    assert!(
        audit.contains("voided Seating round 1, table 1, game 1, round 2"),
        "{audit}"
    );
    assert!(audit.contains("played with a wrong card"));
    let res = night
        .post(
            "/corrections",
            &[("kind", "void"), ("round", &round_id), ("reason", "again")],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "a round is voided once");
    let csv = night.b.get(&format!("{}/rounds.csv", night.url)).await;
    assert_eq!(csv.body.lines().filter(|l| l.ends_with(",true")).count(), 8);
}

#[tokio::test]
async fn a_walk_in_linked_to_an_account_keeps_their_results_in_the_season() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let mut players = registered(&app, &night, 7).await;
    let page = night
        .ok(
            "/players",
            &[("kind", "walk_in"), ("display_name", "Wanda")],
        )
        .await;
    let claim = between(&page.body, "Their claim code: ", "<")
        .trim()
        .to_string();
    let res = app
        .post("/api/v1/nights/claim", None, json!({"code": claim}))
        .await;
    let body: Value = res.json().await.unwrap();
    let wanda = Player {
        token: body["token"].as_str().unwrap().into(),
        user_id: body["user"]["id"].as_str().unwrap().into(),
    };
    players.push(("Wanda".into(), wanda.clone()));
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    let t = table(&app, &night.code, &wanda).await;
    let room = t["room_code"].as_str().unwrap().to_string();
    let seated: Vec<(String, Player)> = t["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            let name = &n["display_name"];
            players.iter().find(|(m, _)| name == m).unwrap().clone()
        })
        .collect();
    let mut tally = BTreeMap::new();
    let mut played = Vec::new();
    play_table(&app, &room, &seated, 1, &mut tally, &mut played).await;
    let wanda_points = standings(&app, &night.code, &players[0].1).await["Wanda"];

    // Wanda makes an account; the organizer links her walk-in place to it.
    let account_of_wanda = account(&app, "wanda", "Wanda W").await;
    let page = night.page().await;
    let wanda_id = between(&page.body, "for=\"link-", "\"").to_string();
    // Linking cannot be undone: it asks first, changing nothing.
    let link = format!("/players/{wanda_id}/link");
    let asked = night.post(&link, &[("username", "wanda")]).await;
    asked.assert_has("Link Wanda to the account wanda?");
    let link_form = format!("for=\"link-{wanda_id}\"");
    assert!(
        night.page().await.body.contains(&link_form),
        "not linked yet"
    );
    let page = night
        .ok(&link, &[("username", "wanda"), ("confirmed", "1")])
        .await;
    assert!(!page.body.contains(&link_form), "linked");
    // The guest token no longer works; the account sees the night, its table and room.
    let res = app.get("/api/v1/me", Some(&wanda.token)).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let mine: Value = app
        .get("/api/v1/me/nights", Some(&account_of_wanda.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine[0]["my_table"]["room_code"], room.as_str());
    let view = app.room(&room, &account_of_wanda).await;
    assert!(
        view["me"]["seat"].is_number(),
        "the account sits at the table"
    );
    assert_eq!(
        standings(&app, &night.code, &players[0].1).await["Wanda"],
        wanda_points
    );
    // The season's standings count her under the account.
    let season = between(&page.body, "<p><a href=\"", "\"").to_string();
    let season_page = night.b.get(&season).await;
    season_page.assert_has("Wanda");
    let csv = night.b.get(&format!("{season}/standings.csv")).await;
    assert!(
        csv.body.contains(&format!("Wanda,{wanda_points},1,1")),
        "{}",
        csv.body
    );
    let claimed = app
        .post("/api/v1/nights/claim", None, json!({"code": claim}))
        .await;
    assert_problem(claimed, StatusCode::NOT_FOUND, "claim_not_found").await;
}

#[tokio::test]
async fn a_phone_waits_for_its_table_by_long_poll_or_event_stream_and_standings_answer_304() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let players = registered(&app, &night, 8).await;
    let p = players[0].1.clone();
    let path = format!("/api/v1/nights/{}", night.code);
    let first = app.get(&path, Some(&p.token)).await;
    let mut tag = first.headers()["etag"].to_str().unwrap().to_string();
    let view: Value = first.json().await.unwrap();
    assert_eq!(view["my_table"], Value::Null, "not seated yet");
    let mut stream = app
        .client
        .get(app.url(&format!("{path}/events")))
        .bearer_auth(&p.token)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);

    // The phone holds a long-poll while the organizer seats the night.
    let poll = |tag: String| {
        app.client
            .get(app.url(&format!("{path}?wait=30")))
            .bearer_auth(&p.token)
            .header("If-None-Match", tag)
            .send()
    };
    let held = tokio::spawn(poll(tag.clone()));
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    let mut res = held.await.unwrap().unwrap();
    // Woken by the first change (the proposal or the confirmation): poll on until seated.
    let mut seated = Value::Null;
    for _ in 0..3 {
        assert_eq!(res.status(), StatusCode::OK);
        tag = res.headers()["etag"].to_str().unwrap().to_string();
        let view: Value = res.json().await.unwrap();
        if !view["my_table"].is_null() {
            seated = view["my_table"].clone();
            break;
        }
        res = poll(tag.clone()).await.unwrap();
    }
    assert!(
        seated["room_code"].is_string(),
        "the poll brought the table: {seated}"
    );
    // With nothing new, the same tag gets 304 at once without waiting.
    let res = app.get_if_none_match(&path, &p.token, &tag).await;
    if res.status() != StatusCode::NOT_MODIFIED {
        // Seen once in CI under load: say what had changed, to find out next time.
        let now: Value = res.json().await.unwrap();
        panic!("a 304 for {tag} (seated: {seated}), but the night is now {now}");
    }

    // The stream sent the night on connecting and again when it changed.
    let mut text = String::new();
    while !text.contains("\"my_table\":{") {
        let chunk = stream.chunk().await.unwrap().expect("the stream goes on");
        text.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert!(text.starts_with("id: "), "{text}");
    assert!(text.contains("event: night"));

    // One stream per phone: the night's stream carries the table's room, and its changes.
    let room = seated["room_code"].as_str().unwrap();
    let room_frame = format!("event: room\ndata: {{\"code\":\"{room}\"");
    read_until(&mut stream, &mut text, &room_frame).await;
    let host = host_of(&app, room, &p, &players).await;
    app.start_game(room, host).await;
    let started = app.room(room, &p).await;
    // Carried without their `id` line: the stream's ids are the night's versions.
    let next = format!(
        "\nevent: room\ndata: {{\"code\":\"{room}\",\"version\":{}",
        started["version"]
    );
    read_until(&mut stream, &mut text, &next).await;
    let frames = text.split("\n\n");
    let with_id = frames
        .filter(|f| f.contains("event: room"))
        .any(|f| f.contains("id: "));
    assert!(!with_id, "{text}");

    // Standings carry a tag of their content.
    let standings = format!("{path}/standings");
    let res = app.get(&standings, Some(&p.token)).await;
    let tag = res.headers()["etag"].to_str().unwrap().to_string();
    let res = app.get_if_none_match(&standings, &p.token, &tag).await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn a_night_stream_resumes_from_last_event_id_and_says_why_it_ends() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let players = registered(&app, &night, 8).await;
    let p = players[0].1.clone();
    let path = format!("/api/v1/nights/{}", night.code);
    let view: Value = app.get(&path, Some(&p.token)).await.json().await.unwrap();
    let held = view["version"].as_i64().unwrap();
    // Reconnecting with the current version: no night frame until the night changes.
    let mut stream = app
        .client
        .get(app.url(&format!("{path}/events")))
        .bearer_auth(&p.token)
        .header("last-event-id", held.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    night.ok("/seating", &[]).await;
    let mut text = String::new();
    read_until(&mut stream, &mut text, "event: night").await;
    let first = text.split("event: night").next().unwrap();
    assert!(
        !first.contains(&format!("id: {held}\n")),
        "the view the phone held was not sent again: {text}"
    );

    // The night deleted: a last frame says why, and the stream ends.
    night.delete().await;
    read_until(&mut stream, &mut text, "event: ended").await;
    let read_rest = async {
        while let Some(chunk) = stream.chunk().await.unwrap() {
            text.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(60), read_rest)
        .await
        .expect("the stream ends after its last frame");
    let last = text.rsplit("event: ended\ndata: ").next().unwrap();
    let problem: Value = serde_json::from_str(last.trim()).unwrap();
    assert_eq!(problem["code"], "night_not_found", "{text}");
}

/// Reads the stream until `text` holds `needle`; a stream that never sends it fails the
/// test (after a bound far above any wait a busy machine makes) instead of hanging it.
async fn read_until(stream: &mut reqwest::Response, text: &mut String, needle: &str) {
    let read = async {
        while !text.contains(needle) {
            let chunk = stream.chunk().await.unwrap().expect("the stream goes on");
            text.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(60), read)
        .await
        .unwrap_or_else(|_| panic!("the stream never sent {needle:?}"));
}

#[tokio::test]
async fn a_night_naming_a_pack_no_one_may_play_is_refused_on_the_season_page() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    b.get("/admin/league").await;
    let res = b
        .post(
            "/admin/league/seasons",
            &[("name", "Winter league"), ("best_nights", "")],
        )
        .await;
    let season = res.location().to_string();
    b.get(&season).await;
    let page = b
        .post(
            &format!("{season}/nights"),
            &[
                ("name", "Night one"),
                ("seating_rounds", "2"),
                ("rule_set", "classic"),
                ("mode", "standard"),
                ("packs", "no-such-pack"),
                ("rounds", "2"),
                ("round_minutes", "1"),
                ("vote_timeout_seconds", "60"),
            ],
        )
        .await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has("No pack you may play has the id no-such-pack");
    // A rule set or mode not in the list is refused, not taken for the usual one.
    for (field, value, message) in [
        ("rule_set", "chess", "Choose the rule set from the list."),
        ("mode", "solo", "Choose the mode from the list."),
    ] {
        let fields = [
            ("name", "Night one"),
            ("seating_rounds", "2"),
            ("packs", "spyfall1"),
            ("rounds", "2"),
            ("vote_timeout_seconds", "60"),
            (field, value),
        ];
        let page = b.post(&format!("{season}/nights"), &fields).await;
        assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
        page.assert_has(message);
    }
    // Another organizer's draft: not theirs to play, says the page (and it is not listed).
    let mut other = app.logged_in("oskar", Role::Organizer).await;
    other.get("/admin/packs").await;
    let made = other.post("/admin/packs", &[("name", "Oskar's bar")]).await;
    let draft = made.location().rsplit('/').next().unwrap().to_string();
    b.get(&season).await;
    let night = [
        ("name", "Night one"),
        ("seating_rounds", "2"),
        ("packs", draft.as_str()),
        ("rounds", "2"),
        ("vote_timeout_seconds", "60"),
    ];
    let page = b.post(&format!("{season}/nights"), &night).await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    page.assert_has(&format!("{draft} is another organizer&#39;s draft"));
    assert!(
        !page.body.contains(&format!("value=\"{draft}\"")),
        "not offered"
    );
    let nights: i64 = sqlx::query_scalar("SELECT count(*) FROM nights")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(nights, 0, "nothing was created");
}

/// Issue 34: a league's own pack plays at its nights without being published to every host.
#[tokio::test]
async fn a_night_plays_the_organizers_private_draft_picked_from_the_list() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    b.get("/admin/packs").await;
    let made = b
        .post("/admin/packs", &[("name", "Thursday Bar League")])
        .await;
    let draft = made.location().rsplit('/').next().unwrap().to_string();
    b.get("/admin/league").await;
    let res = b
        .post(
            "/admin/league/seasons",
            &[("name", "Winter"), ("best_nights", "")],
        )
        .await;
    let season = res.location().to_string();
    let form = b.get(&season).await;
    form.assert_has(&format!(r#"name="packs" value="{draft}""#));
    form.assert_has("a draft of yours: only your nights play it");
    let night = [
        ("name", "Night one"),
        ("seating_rounds", "2"),
        ("games_per_table", "1"),
        ("packs", "spyfall1"),
        ("packs", draft.as_str()),
        ("rounds", "2"),
        ("vote_timeout_seconds", "60"),
    ];
    let res = b.post(&format!("{season}/nights"), &night).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let packs: serde_json::Value = sqlx::query_scalar("SELECT settings->'pack_ids' FROM nights")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(packs, serde_json::json!(["spyfall1", draft]));
    // Hosts of other rooms still don't see it.
    let listed = app.text("/api/v1/packs").await;
    assert!(
        listed.contains("spyfall1") && !listed.contains(&draft),
        "{listed}"
    );
}
