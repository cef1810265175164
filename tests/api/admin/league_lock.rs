//! A league night's tables play what the night gives them: a set number of games in their
//! seating round, nothing once a later round is seated or the night is finished, and a
//! round still played when the organizer moves on ends without points, after a second
//! confirmation.

use reqwest::StatusCode;
use serde_json::Value;
use spyfall::staff::Role;

use super::league::{Night, between, host_of};
use super::league_rules::registered;
use crate::helpers::{Player, TestApp, assert_problem, spawn_app};

/// The room of the table `p` sits at, and its host among `players`.
async fn table_of<'p>(
    app: &TestApp,
    night: &Night<'_>,
    p: &Player,
    players: &'p [(String, Player)],
) -> (String, &'p Player) {
    let table = super::league_rules::table(app, &night.code, p).await;
    let room = table["room_code"].as_str().unwrap().to_string();
    let host = host_of(app, &room, p, players).await;
    (room, host)
}

/// A night of `rounds` seating rounds whose first is seated: four players at one table.
async fn seated<'a>(app: &'a TestApp, rounds: &str) -> (Night<'a>, Vec<(String, Player)>) {
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, rounds).await;
    let players = registered(app, &night, 4).await;
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    (night, players)
}

async fn start(app: &TestApp, room: &str, host: &Player) -> reqwest::Response {
    app.post(
        &format!("/api/v1/rooms/{room}/games"),
        Some(&host.token),
        serde_json::json!({}),
    )
    .await
}

#[tokio::test]
async fn a_table_starts_the_games_its_seating_round_gives_and_none_once_the_night_is_finished() {
    let app = spawn_app().await;
    let (mut night, players) = seated(&app, "2").await;
    let (room, host) = table_of(&app, &night, &players[0].1, &players).await;
    let view = app.room(&room, host).await;
    assert_eq!(view["table"]["league_play"]["games_left"], 1);
    assert_eq!(start(&app, &room, host).await.status(), StatusCode::CREATED);

    // One game a table (the night's setting): a second is refused, and not offered.
    let view = app.room(&room, host).await;
    assert_eq!(view["table"]["league_play"]["games_left"], 0);
    let moves = view["me"]["table_moves"].to_string();
    assert!(!moves.contains("start_game"), "{moves}");
    assert_problem(
        start(&app, &room, host).await,
        StatusCode::CONFLICT,
        "league_games_played",
    )
    .await;

    // A round in play: finishing asks first and changes nothing.
    assert_eq!(app.deal(&room, host).await.status(), StatusCode::CREATED);
    let asked = night.post("/finish", &[("finished", "1")]).await;
    assert_eq!(asked.status, StatusCode::OK);
    asked.assert_has("Finish the night while tables still play?");
    asked.assert_has("Table 1 (room");
    assert!(night.page().await.body.contains("Finish the night"));
    let view = app.room(&room, host).await;
    assert_ne!(view["round"]["phase"], "over", "nothing changed yet");

    // Confirmed: the round ends without points, called off by the organizer.
    let listed = between(&asked.body, "name=\"end_rooms\" value=\"", "\"").to_string();
    let agreed = [
        ("finished", "1"),
        ("confirmed", "1"),
        ("end_rooms", &listed),
    ];
    night.ok("/finish", &agreed).await;
    let view = app.room(&room, host).await;
    assert_eq!(view["round"]["phase"], "over");
    let result = &view["round"]["result"];
    assert_eq!(result["outcome"]["kind"], "abandoned", "{result}");
    assert_eq!(result["outcome"]["by"], "organizer");
    assert!(
        result["points"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["points"] == 0)
    );
    assert_eq!(view["table"]["league_play"]["closed"], "night_finished");
    let moves = view["me"]["table_moves"].to_string();
    assert!(
        !moves.contains("start_game") && !moves.contains("\"deal\""),
        "{moves}"
    );
    assert_problem(
        app.deal(&room, host).await,
        StatusCode::CONFLICT,
        "night_finished",
    )
    .await;
    assert_problem(
        start(&app, &room, host).await,
        StatusCode::CONFLICT,
        "night_finished",
    )
    .await;
}

#[tokio::test]
async fn seating_over_a_table_still_playing_asks_first_then_ends_its_round_without_points() {
    let app = spawn_app().await;
    let (mut night, players) = seated(&app, "3").await;
    let (room, host) = table_of(&app, &night, &players[0].1, &players).await;
    assert_eq!(start(&app, &room, host).await.status(), StatusCode::CREATED);
    assert_eq!(app.deal(&room, host).await.status(), StatusCode::CREATED);

    // The next seating is proposed; confirming it over the table asks first.
    night.ok("/seating", &[]).await;
    let asked = night.post("/seating/confirm", &[]).await;
    asked.assert_has("Seat the next round while tables still play?");
    asked.assert_has("End those rounds and confirm the seating");
    let (still, _) = table_of(&app, &night, &players[0].1, &players).await;
    assert_eq!(still, room, "nobody moved yet");
    assert_ne!(app.room(&room, host).await["round"]["phase"], "over");

    // Sent without the page's confirmation, the change is refused too.
    let refused = night.post("/seating/confirm", &[("confirmed", "0")]).await;
    assert_eq!(
        refused.status,
        StatusCode::OK,
        "the confirmation page again"
    );

    // The page names the round in play; if the table moves on to another round before
    // the organizer confirms, that round is not ended unseen: the change is refused.
    let listed = between(&asked.body, "name=\"end_rooms\" value=\"", "\"").to_string();
    let rescue = format!("/tables/{room}");
    night
        .ok(&rescue, &[("action", "end_round"), ("confirmed", "1")])
        .await;
    assert_eq!(app.deal(&room, host).await.status(), StatusCode::CREATED);
    let unseen = night
        .post(
            "/seating/confirm",
            &[("confirmed", "1"), ("end_rooms", &listed)],
        )
        .await;
    assert_eq!(unseen.status, StatusCode::CONFLICT);
    unseen.assert_has("A round started at table 1 after the confirmation was shown");
    assert_ne!(app.room(&room, host).await["round"]["phase"], "over");

    let asked = night.post("/seating/confirm", &[]).await;
    let listed = between(&asked.body, "name=\"end_rooms\" value=\"", "\"").to_string();
    assert!(listed.starts_with(&format!("{room}:")), "{listed}");
    night
        .ok(
            "/seating/confirm",
            &[("confirmed", "1"), ("end_rooms", &listed)],
        )
        .await;
    let view = app.room(&room, host).await;
    assert_eq!(view["round"]["result"]["outcome"]["by"], "organizer");
    assert_eq!(view["table"]["league_play"]["closed"], "seating_over");
    assert_problem(
        app.deal(&room, host).await,
        StatusCode::CONFLICT,
        "league_seating_over",
    )
    .await;
    let (moved, new_host) = table_of(&app, &night, &players[0].1, &players).await;
    assert_ne!(moved, room, "the phones have their new table");
    let fresh = app.room(&moved, new_host).await;
    assert!(fresh["table"]["league_play"]["closed"].is_null());
    assert_eq!(
        start(&app, &moved, new_host).await.status(),
        StatusCode::CREATED
    );

    // Nobody scored for the round the organizer ended.
    let page = night.page().await;
    page.assert_has("ended by the organizer");
}

/// The night player id of `name` in the page's adjustment form.
fn adjust_id(body: &str, name: &str) -> String {
    let option = (body.split("<option value=\"").skip(1))
        .map(|o| o.split("</option>").next().unwrap())
        .find(|o| o.ends_with(&format!(">{name}")))
        .unwrap();
    option.split('"').next().unwrap().to_string()
}

#[tokio::test]
async fn a_phone_checking_in_does_not_make_the_organizers_open_page_stale() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    let players = registered(&app, &night, 4).await;
    let late = super::league::account(&app, "latecomer", "Latecomer").await;
    let path = format!("/api/v1/nights/{}/players", night.code);
    let res = app
        .send(reqwest::Method::POST, &path, Some(&late.token), None)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);

    // The organizer's page is open; a phone checks in meanwhile.
    let page = night.page().await;
    let seen = super::version_of(&page.body);
    let ana = adjust_id(&page.body, &players[0].0);
    let res = super::league_rules::check_in(&app, &night.code, &late).await;
    assert_eq!(res.status(), StatusCode::CREATED);

    // The board and an adjustment from that page still go through, back at their form.
    let url = night.url.clone();
    let board = [
        ("version", seen.as_str()),
        ("announcement", "Pizza at the bar"),
        ("minutes", "20"),
    ];
    let res = night.b.post(&format!("{url}/board"), &board).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    assert_eq!(res.location(), format!("{url}#board"));
    let adjust = [
        ("version", seen.as_str()),
        ("kind", "adjust"),
        ("player", ana.as_str()),
        ("points", "2"),
        ("reason", "late scoring slip"),
    ];
    let res = night.b.post(&format!("{url}/corrections"), &adjust).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    // The same form sent again from that page is not made twice, and says why.
    let twice = night.b.post(&format!("{url}/corrections"), &adjust).await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    twice.assert_has("This adjustment was just made");
    let audit = night.page().await.body;
    assert_eq!(audit.matches("late scoring slip").count(), 1);

    // A refused form keeps what was typed.
    let bad = [
        ("version", seen.as_str()),
        ("kind", "adjust"),
        ("player", ana.as_str()),
        ("points", "3"),
        ("reason", ""),
    ];
    let refused = night.b.post(&format!("{url}/corrections"), &bad).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_has("name=\"points\" value=\"3\"");
    refused.assert_has(&format!("<option value=\"{ana}\" selected>"));

    // A form about the proposal from a page older than its last change is refused.
    night.ok("/seating", &[]).await;
    let proposed = super::version_of(&night.page().await.body);
    night.ok("/seating", &[]).await;
    let stale = [("version", proposed.as_str())];
    let res = night
        .b
        .post(&format!("{url}/seating/confirm"), &stale)
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    res.assert_has("The seating proposal changed since this page was loaded");

    // Withdrawing a player takes them out of the proposal: that changes it too.
    let body = night.page().await.body;
    let shown = super::version_of(&body);
    let late_id = between(&body, "/players/", "/withdraw").to_string();
    let withdraw = format!("/players/{late_id}/withdraw");
    night
        .ok(&withdraw, &[("withdrawn", "1"), ("confirmed", "1")])
        .await;
    let stale = [("version", shown.as_str())];
    let res = night
        .b
        .post(&format!("{url}/seating/confirm"), &stale)
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    // Finishing twice (a double click) finishes once.
    night.ok("/seating/discard", &[]).await;
    let shown = super::version_of(&night.page().await.body);
    let finish = [("version", shown.as_str()), ("finished", "1")];
    let first = night.b.post(&format!("{url}/finish"), &finish).await;
    assert_eq!(first.status, StatusCode::SEE_OTHER);
    let again = night.b.post(&format!("{url}/finish"), &finish).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER);
    night
        .page()
        .await
        .assert_has("The night is already finished.");
}

#[tokio::test]
async fn a_newcomer_checks_in_at_the_door_as_a_guest_and_keeps_the_night_as_an_account() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let guest = app.guest("Newcomer").await;
    let res = super::league_rules::check_in(&app, &night.code, &guest).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["me"]["checked_in"], true);
    night.page().await.assert_has("Newcomer");

    // Made an account later, the same player: still checked in to the night.
    let made = app
        .post(
            "/api/v1/me/account",
            Some(&guest.token),
            serde_json::json!({"username": "newcomer", "password": "a long enough password"}),
        )
        .await;
    assert_eq!(
        made.status(),
        StatusCode::CREATED,
        "{}",
        made.text().await.unwrap()
    );
    let session: Value = made.json().await.unwrap();
    let token = session["token"].as_str().unwrap();
    let path = format!("/api/v1/nights/{}", night.code);
    let res = app.get(&path, Some(token)).await;
    assert_eq!(res.status(), StatusCode::OK);
    let view: Value = res.json().await.unwrap();
    assert_eq!(view["me"]["checked_in"], true);
}

#[tokio::test]
async fn the_organizer_acts_for_a_host_who_is_away() {
    let app = spawn_app().await;
    let (mut night, players) = seated(&app, "2").await;
    let (room, host) = table_of(&app, &night, &players[0].1, &players).await;
    let rescue = format!("/tables/{room}");

    // The host is at the bar: the organizer starts the game and deals from the panel.
    night.ok(&rescue, &[("action", "start_game")]).await;
    night.ok(&rescue, &[("action", "deal")]).await;
    let view = app.room(&room, host).await;
    assert_eq!(view["round"]["number"], 1, "{}", view["round"]);
    assert!(view["round"]["my_card"].is_object(), "cards were dealt");

    // Ending the round asks first, then calls it off as the organizer.
    let asked = night.post(&rescue, &[("action", "end_round")]).await;
    asked.assert_has("End the round at room");
    assert_ne!(app.room(&room, host).await["round"]["phase"], "over");
    night
        .ok(&rescue, &[("action", "end_round"), ("confirmed", "1")])
        .await;
    let view = app.room(&room, host).await;
    assert_eq!(view["round"]["result"]["outcome"]["by"], "organizer");

    // Someone else takes the host role.
    let page = night.page().await;
    let other = players
        .iter()
        .find(|(_, p)| p.user_id != host.user_id)
        .unwrap();
    let id = adjust_id(&page.body, &other.0);
    night
        .ok(&rescue, &[("action", "make_host"), ("player", &id)])
        .await;
    let view = app.room(&room, &other.1).await;
    assert_eq!(view["host_id"], view["me"]["player_id"]);

    // What the host could not do, the organizer cannot either: a second game.
    let refused = night.post(&rescue, &[("action", "start_game")]).await;
    refused.assert_has("played the games of its seating round");
    // And only at this night's tables.
    let res = night
        .b
        .post(
            &format!("{}/tables/ZZZZZ", night.url),
            &[("action", "deal")],
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn walk_ins_pasted_from_a_sign_up_sheet_are_added_all_or_none() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let page = night
        .ok(
            "/players",
            &[("kind", "walk_in"), ("names", "Ann\r\n\r\n  Bo \nCy")],
        )
        .await;
    page.assert_has("3 walk-ins added, with their claim codes: Ann: ");
    page.assert_has("<td>Cy</td>");
    // A name taken on line 2: nobody is added, and the names stay in the form.
    let refused = night
        .post("/players", &[("kind", "walk_in"), ("names", "Dee\nBo")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    refused.assert_has("Line 2 (Bo): Someone in this night is already called Bo");
    refused.assert_has("Dee\nBo</textarea>");
    assert!(!night.page().await.body.contains("<td>Dee</td>"));
}

#[tokio::test]
async fn a_registered_no_show_is_removed_from_the_night_and_a_seated_player_is_not() {
    let app = spawn_app().await;
    let (mut night, players) = seated(&app, "2").await;
    let ghost = super::league::account(&app, "ghost", "Ghost").await;
    let path = format!("/api/v1/nights/{}/players", night.code);
    let res = app
        .send(reqwest::Method::POST, &path, Some(&ghost.token), None)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let body = night.page().await.body;
    let ghost_id = adjust_id(&body, "Ghost");
    let seated_id = adjust_id(&body, &players[0].0);

    // Asked first; then gone from the players and the standings.
    let remove = format!("/players/{ghost_id}/remove");
    night
        .post(&remove, &[])
        .await
        .assert_has("Remove Ghost from the night?");
    assert!(night.page().await.body.contains("<td>Ghost</td>"));
    night.ok(&remove, &[("confirmed", "1")]).await;
    let body = night.page().await.body;
    assert!(!body.contains("Ghost"), "gone from the page");

    // Someone who was seated stays (withdrawing keeps their results).
    let refused = night
        .post(
            &format!("/players/{seated_id}/remove"),
            &[("confirmed", "1")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    refused.assert_has("withdraw them instead");
}
