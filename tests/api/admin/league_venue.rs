//! League nights at a real venue, end to end over HTTP: check-ins separate from
//! registration, latecomers and a player who leaves, sit-outs that rotate, the projector
//! and the printouts, each player's history, and ratings checked against the
//! `skillratings` crate computed here from the rounds the test saw played.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use reqwest::{Method, StatusCode};
use serde_json::Value;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use spyfall::staff::Role;

use super::league::{
    Night, Played, Tally, account, between, play_table, projector_path, projector_text,
};
use super::league_rules::check_in;
use crate::helpers::{Player, TestApp, assert_problem, spawn_app, spawn_app_with};

/// The night page's row of the player called `name` in its players' list.
fn row<'a>(body: &'a str, name: &str) -> &'a str {
    let players = &body[body.find("id=\"players\"").unwrap()..];
    between(players, &format!("<td>{name}</td>"), "</tr>")
}

/// The night player id of `name`, from their row's forms.
fn night_player_id(body: &str, name: &str) -> String {
    between(row(body, name), "/players/", "/").to_string()
}

/// The player id the proposal's move form of `name` carries.
fn move_id(body: &str, name: &str) -> String {
    let at = body.find(&format!("<li>{name}\n")).unwrap();
    between(&body[at..], "name=\"player\" value=\"", "\"").to_string()
}

/// Every phone's table in the current seating round: room code → names, in seat order;
/// players not seated are checked to get `not_seated`.
async fn tables_of(
    app: &TestApp,
    code: &str,
    seated: &[(String, Player)],
    not_seated: &[(String, Player)],
) -> BTreeMap<String, Vec<String>> {
    let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, p) in seated {
        let res = app
            .get(&format!("/api/v1/nights/{code}/table"), Some(&p.token))
            .await;
        assert_eq!(res.status(), StatusCode::OK, "{name} is seated");
        let table: Value = res.json().await.unwrap();
        let names: Vec<String> = (table["players"].as_array().unwrap().iter())
            .map(|n| n["display_name"].as_str().unwrap().to_string())
            .collect();
        assert!(names.contains(name));
        tables.insert(table["room_code"].as_str().unwrap().to_string(), names);
    }
    for (name, p) in not_seated {
        let res = app
            .get(&format!("/api/v1/nights/{code}/table"), Some(&p.token))
            .await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{name} is not seated");
        assert_problem(res, StatusCode::NOT_FOUND, "not_seated").await;
    }
    tables
}

async fn night_view(app: &TestApp, code: &str, p: &Player) -> Value {
    let res = app
        .get(&format!("/api/v1/nights/{code}"), Some(&p.token))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

/// Plays one game at every table (each its own script of round endings).
async fn play_all(
    app: &TestApp,
    tables: &BTreeMap<String, Vec<String>>,
    by_name: &HashMap<String, Player>,
    tally: &mut BTreeMap<String, Tally>,
    played: &mut Vec<Played>,
) {
    for (i, (room, names)) in tables.iter().enumerate() {
        let seated: Vec<(String, Player)> = (names.iter())
            .map(|n| (n.clone(), by_name[n].clone()))
            .collect();
        play_table(app, room, &seated, i, tally, played).await;
    }
}

/// Weng-Lin ratings computed here from the rounds as played: every round ranks its
/// players by points (a player's rank is one more than the number who scored more).
fn expected_ratings(played: &[Played]) -> HashMap<String, (WengLinRating, u32)> {
    let config = WengLinConfig::new();
    let mut ratings: HashMap<String, (WengLinRating, u32)> = HashMap::new();
    for round in played {
        let first = round.points[0].1;
        if round.points.iter().all(|(_, n)| *n == first) {
            continue;
        }
        let before: Vec<[WengLinRating; 1]> = (round.points.iter())
            .map(|(name, _)| [ratings.get(name).map_or(WengLinRating::new(), |r| r.0)])
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = (round.points.iter())
            .zip(&before)
            .map(|((_, n), r)| {
                let above = round.points.iter().filter(|(_, m)| m > n).count();
                (&r[..], MultiTeamOutcome::new(above + 1))
            })
            .collect();
        let after = weng_lin_multi_team(&ranked, &config);
        for ((name, _), r) in round.points.iter().zip(after) {
            let entry = ratings.entry(name.clone()).or_insert((r[0], 0));
            *entry = (r[0], entry.1 + 1);
        }
    }
    ratings
}

#[tokio::test]
async fn a_messy_night_twenty_three_registered_nineteen_here_two_late_and_one_leaving() {
    let app = spawn_app().await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    // Two games a table: the projector is checked during a second one.
    let mut night = Night::create_with_games(organizer, "2", "2").await;
    let code = night.code.clone();

    // Twenty-three register in advance.
    let mut players: Vec<(String, Player)> = Vec::new();
    for i in 1..=23 {
        let name = format!("Player {i:02}");
        let p = account(&app, &format!("venue{i:02}"), &name).await;
        let res = app
            .send(
                Method::POST,
                &format!("/api/v1/nights/{code}/players"),
                Some(&p.token),
                None,
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        players.push((name, p));
    }
    let by_name: HashMap<String, Player> = players.iter().cloned().collect();

    // Nineteen arrive: seventeen check in on their phones (checking in twice changes
    // nothing), the organizer ticks two.
    for (_, p) in &players[..17] {
        assert_eq!(check_in(&app, &code, p).await.status(), StatusCode::CREATED);
    }
    assert_eq!(
        check_in(&app, &code, &players[0].1).await.status(),
        StatusCode::OK
    );
    for (name, _) in &players[17..19] {
        let page = night.page().await;
        let id = night_player_id(&page.body, name);
        let page = night
            .ok(&format!("/players/{id}/check-in"), &[("here", "1")])
            .await;
        page.assert_has(&format!("{name} is checked in"));
    }
    let page = night.page().await;
    page.assert_has("<strong>19</strong> here · <strong>4</strong> expected, not checked in");
    assert!(row(&page.body, "Player 20").contains("expected"));
    let absent = &players[19..23];
    for (_, p) in absent {
        let view = night_view(&app, &code, p).await;
        assert_eq!(view["me"]["checked_in"], false);
    }

    // Round 1 seats the nineteen here at three tables; the four absent are not seated.
    let page = night.ok("/seating", &[]).await;
    page.assert_has("Seating round 1 proposed: 3 tables.");
    night.ok("/seating/confirm", &[]).await;
    let here: Vec<(String, Player)> = players[..19].to_vec();
    let round1 = tables_of(&app, &code, &here, absent).await;
    let mut sizes: Vec<usize> = round1.values().map(Vec::len).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, [6, 6, 7]);
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut played = Vec::new();
    play_all(&app, &round1, &by_name, &mut tally, &mut played).await;

    // Player 01 leaves after round 1. A withdrawal asks first: the first click changes
    // nothing; the confirmation withdraws them.
    let page = night.page().await;
    let leaver = night_player_id(&page.body, "Player 01");
    let version_before = super::version_of(&page.body);
    let asked = night
        .post(
            &format!("/players/{leaver}/withdraw"),
            &[("withdrawn", "1")],
        )
        .await;
    assert_eq!(asked.status, StatusCode::OK);
    asked.assert_has("Withdraw Player 01?");
    asked.assert_has("name=\"confirmed\" value=\"1\"");
    let page = night.page().await;
    assert_eq!(
        super::version_of(&page.body),
        version_before,
        "nothing changed"
    );
    assert!(row(&page.body, "Player 01").contains(">here<"));
    night
        .ok(
            &format!("/players/{leaver}/withdraw"),
            &[("withdrawn", "1"), ("confirmed", "1")],
        )
        .await;
    let view = night_view(&app, &code, &players[0].1).await;
    assert_eq!(view["me"]["withdrawn"], true);

    // Two arrive late and check in on their phones: seated from round 2.
    for (_, p) in &players[19..21] {
        assert_eq!(check_in(&app, &code, p).await.status(), StatusCode::CREATED);
    }
    let page = night.ok("/seating", &[]).await;
    page.assert_has("Seating round 2 proposed: 3 tables.");
    night.ok("/seating/confirm", &[]).await;
    let seated2: Vec<(String, Player)> = players[1..21].to_vec();
    let mut not_seated2 = vec![players[0].clone()];
    not_seated2.extend_from_slice(&players[21..]);
    let round2 = tables_of(&app, &code, &seated2, &not_seated2).await;
    let mut sizes: Vec<usize> = round2.values().map(Vec::len).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, [6, 7, 7], "twenty players: 19 - 1 + 2");
    play_all(&app, &round2, &by_name, &mut tally, &mut played).await;

    // Missed rounds score nothing: the standings are the rounds each player played.
    let res = app
        .get(
            &format!("/api/v1/nights/{code}/standings"),
            Some(&players[5].1.token),
        )
        .await;
    let standings: Value = res.json().await.unwrap();
    let lines = standings["standings"].as_array().unwrap();
    assert_eq!(lines.len(), 23, "everyone registered is listed");
    for line in lines {
        let name = line["display_name"].as_str().unwrap();
        let t = tally.get(name).cloned().unwrap_or_default();
        assert_eq!(line["points"].as_i64().unwrap(), t.points, "{name}");
        assert_eq!(line["rounds_played"].as_i64().unwrap(), t.rounds, "{name}");
    }
    assert_eq!(
        tally["Player 01"].rounds, 2,
        "the leaver played round 1 only"
    );
    assert_eq!(
        tally["Player 20"].rounds, 2,
        "a latecomer played round 2 only"
    );
    assert_eq!(tally["Player 02"].rounds, 4);
    assert!(!tally.contains_key("Player 22"));

    // Each player's own history, and ratings as the crate computes them from the rounds.
    let expected = expected_ratings(&played);
    for i in [0, 1, 19] {
        let (name, p) = &players[i];
        let res = app.get("/api/v1/me/history", Some(&p.token)).await;
        assert_eq!(res.status(), StatusCode::OK);
        let tag = res.headers()["etag"].to_str().unwrap().to_string();
        let history: Value = res.json().await.unwrap();
        let n = &history["nights"][0];
        assert_eq!(n["code"], code.as_str());
        assert_eq!(n["rounds_played"].as_i64().unwrap(), tally[name].rounds);
        assert_eq!(n["points"].as_i64().unwrap(), tally[name].points);
        let (rating, rounds) = expected[name];
        let all_time = &history["all_time"];
        assert_eq!(
            all_time["rated_rounds"].as_u64().unwrap(),
            u64::from(rounds)
        );
        let close = |field: &str, want: f64| {
            let got = all_time[field].as_f64().unwrap();
            assert!(
                (got - want).abs() <= 0.051,
                "{name} {field}: {got} vs {want}"
            );
        };
        close("skill", rating.rating);
        close("uncertainty", rating.uncertainty);
        close("rating", rating.rating - 3.0 * rating.uncertainty);
        assert_eq!(
            history["seasons"][0]["rating"]["rated_rounds"],
            all_time["rated_rounds"]
        );
        let again = app
            .get_if_none_match("/api/v1/me/history", &p.token, &tag)
            .await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    }
    // While a round is in play the projector shows each table's phase and clock, and
    // nothing of the cards: a second game at a round-2 table, its first round dealt.
    let (room, names) = round2.iter().next().unwrap();
    let host = &by_name[&names[0]];
    app.start_game(room, host).await;
    assert_eq!(app.deal(room, host).await.status(), StatusCode::CREATED);
    let page = night.page().await;
    let projector = projector_path(&page.body);
    let body = projector_text(&app, &projector).await;
    assert!(body.contains("questions · "), "the phase and clock: {body}");
    let mut checked = 0;
    for name in names {
        let view = app.room(room, &by_name[name]).await;
        let card = &view["round"]["my_card"];
        if let (Some(location), Some(role)) =
            (card["location"]["name"].as_str(), card["role"].as_str())
        {
            assert!(
                !body.contains(location),
                "the location {location} on the projector"
            );
            assert!(
                !body.contains(&format!(">{role}<")),
                "the role {role} on the projector"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, names.len() - 1, "every non-spy's card was checked");
    assert!(
        !body.to_lowercase().contains("spy:"),
        "nobody is named the spy"
    );

    // The season page shows the same ratings.
    let season = between(&night.page().await.body, "<p><a href=\"", "\"").to_string();
    let page = night.b.get(&season).await;
    page.assert_has("Season ratings");
    page.assert_has("Why this order differs from the standings");
    page.assert_has("<option value=\"Europe/London\">");
    // A new night starts from the last one's settings: two games a table here.
    page.assert_has("It starts with the last night&#39;s settings");
    page.assert_has("name=\"games_per_table\" value=\"2\"");
    page.assert_has("(not ranked yet)");
}

#[tokio::test]
async fn a_team_night_of_fifteen_at_tables_of_seven_rotates_its_sit_outs() {
    let app = spawn_app().await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    let mut night = Night::create_with(organizer, "3", "time_travel", "team").await;
    let code = night.code.clone();
    let mut names = Vec::new();
    for i in 1..=15 {
        let name = format!("Agent {i:02}");
        night
            .ok("/players", &[("kind", "walk_in"), ("display_name", &name)])
            .await;
        names.push(name);
    }
    // Team tables seat 7 to 12, so fifteen would sit at 7 and 8; the organizer wants
    // tables of exactly seven: one player sits out each round.
    let refused = night
        .post(
            "/seating/options",
            &[("method", "fewest_repeats"), ("min", "5"), ("max", "")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_has("Table sizes are numbers from 7 to 12 in this mode");
    night
        .ok(
            "/seating/options",
            &[("method", "fewest_repeats"), ("min", ""), ("max", "7")],
        )
        .await
        .assert_has("at tables of 7 to 7");

    let mut sat_out: Vec<String> = Vec::new();
    for round in 1..=3 {
        let page = night.ok("/seating", &[]).await;
        let message = between(
            &page.body,
            &format!("Seating round {round} proposed: "),
            ".",
        );
        let mut sitter = between(message, "2 tables, ", " sits out").to_string();
        assert!(names.contains(&sitter), "{message}");
        if round == 2 {
            // The organizer overrides: the proposed sitter plays at table 1, and a player
            // of table 1 who has not sat out yet sits out instead (tables stay at 7).
            let page = night.page().await;
            let table1 = between(&page.body, "data-table=\"1\"", "data-table=\"2\"");
            let other = (names.iter())
                .find(|n| table1.contains(&format!("<li>{n}\n")) && !sat_out.contains(n))
                .unwrap()
                .clone();
            let moved_in = move_id(&page.body, &sitter);
            let moved_out = move_id(&page.body, &other);
            night
                .ok("/seating/move", &[("player", &moved_in), ("table", "1")])
                .await
                .assert_has(&format!("{sitter} moved to table 1."));
            night
                .ok("/seating/move", &[("player", &moved_out), ("table", "out")])
                .await
                .assert_has(&format!("{other} sits this round out."));
            sitter = other;
        }
        night.ok("/seating/confirm", &[]).await;
        assert!(
            !sat_out.contains(&sitter),
            "{sitter} sat out twice: {sat_out:?}"
        );
        sat_out.push(sitter.clone());

        // The projector says who sits out; the sitter's phone says so too.
        let page = night.page().await;
        let projector = projector_path(&page.body);
        let body = projector_text(&app, &projector).await;
        assert!(
            body.contains(&format!("Sitting this round out: {sitter}")),
            "{body}"
        );
        let claim = between(row(&page.body, &sitter), "<code class=\"claim\">", "<").to_string();
        let res = app
            .post(
                "/api/v1/nights/claim",
                None,
                serde_json::json!({ "code": claim }),
            )
            .await;
        let token = res.json::<Value>().await.unwrap()["token"]
            .as_str()
            .unwrap()
            .to_string();
        let phone = Player {
            token,
            user_id: String::new(),
        };
        let view = night_view(&app, &code, &phone).await;
        assert_eq!(view["me"]["sitting_out"], true);
        assert_eq!(view["my_table"], Value::Null);
        assert_eq!(view["me"]["checked_in"], true, "walk-ins are here");
    }
    let distinct: BTreeSet<&String> = sat_out.iter().collect();
    assert_eq!(distinct.len(), 3, "{sat_out:?}");

    // The sheet lists every round's sit-out; the cards hold the seated only.
    let sheet = night.b.get(&format!("{}/print/sheet", night.url)).await;
    assert_eq!(sheet.status, StatusCode::OK);
    for sitter in &sat_out {
        sheet.assert_has(&format!("Sitting out: {sitter}"));
    }
    let cards = night.b.get(&format!("{}/print/tables", night.url)).await;
    assert_eq!(cards.body.matches("<section class=\"card\"").count(), 2);
    assert_eq!(cards.body.matches("<svg").count(), 2, "a QR code per card");
    assert!(!cards.body.contains(sat_out.last().unwrap().as_str()));

    // Claim slips: one per walk-in who has not claimed their place (a code is spent when
    // claimed), whose QR code opens the app with their code filled in.
    let slips = night.b.get(&format!("{}/print/claims", night.url)).await;
    assert_eq!(slips.status, StatusCode::OK);
    assert_eq!(
        slips.body.matches("<section class=\"slip\"").count(),
        names.len() - sat_out.len()
    );
    let claim_url = between(&slips.body, "your code: <b>", "<").to_string();
    assert!(claim_url.ends_with("/nights"), "{claim_url}");
    let page = night.page().await;
    // The page tells the door which slips were used: the sitters claimed theirs.
    let waiting: Vec<&String> = names.iter().filter(|n| !sat_out.contains(n)).collect();
    assert!(row(&page.body, &sat_out[0]).contains("claimed on a phone"));
    assert!(!row(&page.body, &sat_out[0]).contains("<code class=\"claim\">"));
    assert!(row(&page.body, waiting[0]).contains("not used yet"));
    for name in [waiting[0], waiting[waiting.len() - 1]] {
        let code = between(row(&page.body, name), "<code class=\"claim\">", "<");
        let slip = between(&slips.body, &format!("data-claim=\"{code}\""), "</section>");
        let qr = spyfall::http::qr::inline(&format!("{claim_url}?claim={code}"), 160);
        assert!(slip.contains(name.as_str()) && slip.contains(&qr), "{slip}");
    }
}

#[tokio::test]
async fn the_board_the_seasons_time_zone_and_deleting_a_night_or_a_season() {
    let app = spawn_app().await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    let mut night = Night::create(organizer, "1").await;
    let season = between(&night.page().await.body, "<p><a href=\"", "\"").to_string();

    // The season's time zone: a known name in any case, or a clear refusal.
    let refused = night
        .b
        .post(
            &season,
            &[
                ("name", "Autumn league"),
                ("best_nights", ""),
                ("time_zone", "Mars/Olympus"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_has("&#39;Mars/Olympus&#39; is not a time zone");
    // A fixed offset is refused with the zone it likely means; a city alone is enough.
    let zone = |z: &'static str| {
        [
            ("name", "Autumn league"),
            ("best_nights", ""),
            ("time_zone", z),
        ]
    };
    let est = night.b.post(&season, &zone("EST")).await;
    assert_eq!(est.status, StatusCode::UNPROCESSABLE_ENTITY);
    est.assert_has("America/New_York");
    let london = night.b.post(&season, &zone("London")).await;
    assert_eq!(london.status, StatusCode::SEE_OTHER, "{}", london.body);
    night
        .b
        .get(&season)
        .await
        .assert_has("value=\"Europe/London\" maxlength");
    let saved = night
        .b
        .post(
            &season,
            &[
                ("name", "Autumn league"),
                ("best_nights", ""),
                ("time_zone", "europe/paris"),
            ],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    night
        .b
        .get(&season)
        .await
        .assert_has("value=\"Europe/Paris\" maxlength");
    // A new season can be given its zone as it is created, by the same rules.
    night.b.get("/admin/league").await;
    let est = night.b.post("/admin/league/seasons", &zone("EST")).await;
    assert_eq!(est.status, StatusCode::UNPROCESSABLE_ENTITY);
    est.assert_has("America/New_York");
    est.assert_has("<option value=\"Europe/London\">");
    let created = night.b.post("/admin/league/seasons", &zone("Lisbon")).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    night
        .b
        .get(created.location())
        .await
        .assert_has("value=\"Europe/Lisbon\" maxlength");

    // The projector board: a long line or a countdown out of range changes nothing.
    let long = "x".repeat(201);
    for fields in [
        [("announcement", long.as_str()), ("minutes", "")],
        [("announcement", "Hi"), ("minutes", "0")],
    ] {
        let page = night.post("/board", &fields).await;
        assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY, "{fields:?}");
    }
    let page = night
        .ok(
            "/board",
            &[("announcement", "Final round next"), ("minutes", "10")],
        )
        .await;
    // Times on the night's page are in the season's zone (Paris: CET, or CEST in summer).
    let countdown = between(&page.body, "Countdown to ", ".");
    assert!(
        countdown.ends_with(" CET") || countdown.ends_with(" CEST"),
        "{countdown}"
    );
    // The form shows the running countdown: sending only a new line keeps it.
    page.assert_has("id=\"b-minutes\" name=\"minutes\" value=\"10\"");
    let projector = projector_path(&page.body);
    let body = projector_text(&app, &projector).await;
    assert!(body.contains("Final round next"));
    assert!(body.contains("(in 10 min)"), "{body}");

    // Deleting the night asks first (offering the standings to keep); the first post only
    // asks again.
    let confirm = night.b.get(&format!("{}/delete", night.url)).await;
    confirm.assert_has("Delete the night “Night one”?");
    confirm.assert_has("/standings.csv\"");
    let version = super::version_of(&confirm.body);
    let asked = night
        .b
        .post(&format!("{}/delete", night.url), &[("version", &version)])
        .await;
    assert_eq!(asked.status, StatusCode::OK);
    assert_eq!(
        night.b.get(&night.url).await.status,
        StatusCode::OK,
        "still there"
    );
    let gone = night
        .b
        .post(
            &format!("{}/delete", night.url),
            &[("version", &version), ("confirmed", "1")],
        )
        .await;
    assert_eq!(gone.status, StatusCode::SEE_OTHER);
    assert_eq!(gone.location(), season);
    assert_eq!(night.b.get(&night.url).await.status, StatusCode::NOT_FOUND);
    let res = app.client.get(app.url(&projector)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);

    // Deleting the season, the same way; a confirmation page older than the season's last
    // change (a night was added and deleted since version 0) deletes nothing.
    let confirm = night.b.get(&format!("{season}/delete")).await;
    confirm.assert_has("Delete the season “Autumn league”?");
    let version = super::version_of(&confirm.body);
    assert_ne!(version, "0");
    let stale = night
        .b
        .post(
            &format!("{season}/delete"),
            &[("version", "0"), ("confirmed", "1")],
        )
        .await;
    assert_eq!(stale.location(), season);
    night.b.get(&season).await.assert_has("This season changed");
    let gone = night
        .b
        .post(
            &format!("{season}/delete"),
            &[("version", &version), ("confirmed", "1")],
        )
        .await;
    assert_eq!(gone.status, StatusCode::SEE_OTHER);
    assert_eq!(night.b.get(&season).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_night_page_shows_the_address_phones_open_and_warns_when_only_this_computer_can() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    let page = night.page().await;
    page.assert_has(&format!(
        "Phones open <a href=\"http://spyfall.test/nights/{}\"",
        night.code
    ));
    assert!(!page.body.contains("Only this computer can open"));

    // Without SPYFALL_PUBLIC_URL, a server on 127.0.0.1 alone has no address phones reach.
    let app = spawn_app_with(|vars| vars.retain(|(name, _)| name != "SPYFALL_PUBLIC_URL")).await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "1").await;
    night
        .page()
        .await
        .assert_has("Only this computer can open that address");
}

#[tokio::test]
async fn forty_players_fit_the_projector_page_by_page_at_1080p_and_720p() {
    let app = spawn_app().await;
    let mut night = Night::create(app.logged_in("org", Role::Organizer).await, "2").await;
    let long = "Siobhán O'Sullivan-Reyes-Montoya";
    for i in 0..40 {
        let name = if i == 17 {
            long.to_string()
        } else {
            format!("Player {}", i + 1)
        };
        let p = account(&app, &format!("fortyp{i}"), &name).await;
        for step in ["players", "check-in"] {
            let res = app
                .send(
                    Method::POST,
                    &format!("/api/v1/nights/{}/{step}", night.code),
                    Some(&p.token),
                    None,
                )
                .await;
            assert_eq!(res.status(), StatusCode::CREATED, "{step}");
        }
    }
    night
        .ok(
            "/seating/options",
            &[("method", "random"), ("min", "4"), ("max", "4")],
        )
        .await;
    night.ok("/seating", &[]).await;
    night.ok("/seating/confirm", &[]).await;
    // The tallest header: an announcement and a countdown above the pages.
    let line = "Pizza at the bar after round 2, the quiz starts at eleven, and the last bus \
                leaves at half past twelve: ask at the bar for a taxi number. Thank you all \
                for coming to the autumn league's biggest night!";
    night
        .ok("/board", &[("announcement", line), ("minutes", "20")])
        .await;
    let projector = projector_path(&night.page().await.body);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser");
    let mut node = tokio::process::Command::new("node");
    node.current_dir(dir)
        .arg("projector.mjs")
        .args([app.address.as_str(), &projector, "40", "10", long])
        .kill_on_drop(true);
    if let Ok(shots) = std::env::var("SPYFALL_SCREENSHOTS") {
        let shots = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(shots);
        node.env("SCREENSHOTS", shots);
    }
    let out = crate::helpers::run_ok(&mut node).await;
    assert!(out.contains("ok: every step passed"), "{out}");
}
