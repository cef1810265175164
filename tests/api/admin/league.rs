//! League nights end to end: an organizer runs a 16-player, 3-round night from the admin
//! panel while the players use the API on their phones and bots play every table; the
//! standings, the CSV exports and the projector page are checked against the points the
//! rounds gave, and a correction shows in the standings and the audit list.

use std::collections::{BTreeMap, HashMap, HashSet};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use spyfall::staff::Role;

use super::{Browser, Page, version_of};
use crate::helpers::{Player, TestApp, assert_problem, player_id, spawn_app};

/// The text between `start` and the next `end` after it.
pub fn between<'a>(body: &'a str, start: &str, end: &str) -> &'a str {
    let at = body
        .find(start)
        .unwrap_or_else(|| panic!("{start:?} in {body}"))
        + start.len();
    body[at..].split(end).next().unwrap()
}

/// A registered player (keeps results across nights).
pub async fn account(app: &TestApp, username: &str, name: &str) -> Player {
    let res = app
        .post(
            "/api/v1/users",
            None,
            json!({"username": username, "password": "correct horse battery", "display_name": name}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let body: Value = res.json().await.unwrap();
    Player {
        token: body["token"].as_str().unwrap().into(),
        user_id: body["user"]["id"].as_str().unwrap().into(),
    }
}

/// The projector page's path, from the night's page.
pub fn projector_path(night_page: &str) -> String {
    format!("/league/{}", between(night_page, "href=\"/league/", "\""))
}

/// The host of `room` among `players` (as `p`, seated there, sees it).
pub async fn host_of<'p>(
    app: &TestApp,
    room: &str,
    p: &Player,
    players: &'p [(String, Player)],
) -> &'p Player {
    let view = app.room(room, p).await;
    let host = (view["players"].as_array().unwrap().iter())
        .find(|pl| pl["id"] == view["host_id"])
        .unwrap();
    let named = |(name, _): &&(String, Player)| host["display_name"] == name.as_str();
    &players.iter().find(named).unwrap().1
}

/// Every page of the projector at `path`, one after the other (a big night's standings
/// and tables take several screens).
pub async fn projector_text(app: &TestApp, path: &str) -> String {
    let mut text = app.text(path).await;
    let pages = text
        .split("id=\"page\">Page 1 of ")
        .nth(1)
        .and_then(|rest| rest.split('<').next()?.parse::<usize>().ok())
        .unwrap_or(1);
    for page in 2..=pages {
        text.push_str(&app.text(&format!("{path}?page={page}")).await);
    }
    text
}

/// A night as the organizer's browser runs it.
pub struct Night<'a> {
    pub b: Browser<'a>,
    pub url: String,
    pub code: String,
}

impl<'a> Night<'a> {
    /// A season and a night in it (classic, 2-round games of 1-minute rounds).
    pub async fn create(b: Browser<'a>, seating_rounds: &str) -> Night<'a> {
        Night::create_with(b, seating_rounds, "classic", "standard").await
    }

    /// A season and a night in it playing `rule_set` in `mode`, one game a table.
    pub async fn create_with(
        b: Browser<'a>,
        seating_rounds: &str,
        rule_set: &str,
        mode: &str,
    ) -> Night<'a> {
        Night::create_full(b, seating_rounds, (rule_set, mode), "1").await
    }

    /// A classic night whose tables start `games` games each seating round.
    pub async fn create_with_games(b: Browser<'a>, seating_rounds: &str, games: &str) -> Night<'a> {
        Night::create_full(b, seating_rounds, ("classic", "standard"), games).await
    }

    async fn create_full(
        mut b: Browser<'a>,
        seating_rounds: &str,
        (rule_set, mode): (&str, &str),
        games: &str,
    ) -> Night<'a> {
        b.get("/admin/league").await;
        let res = b
            .post(
                "/admin/league/seasons",
                &[("name", "Autumn league"), ("best_nights", "")],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let season = res.location().to_string();
        b.get(&season).await;
        let res = b
            .post(
                &format!("{season}/nights"),
                &[
                    ("name", "Night one"),
                    ("seating_rounds", seating_rounds),
                    ("games_per_table", games),
                    ("rule_set", rule_set),
                    ("mode", mode),
                    ("packs", "spyfall1"),
                    ("rounds", "2"),
                    ("round_minutes", "1"),
                    ("show_roles", "on"),
                    ("vote_timeout_seconds", "60"),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let url = res.location().to_string();
        let page = b.get(&url).await;
        let code = between(&page.body, "<code class=\"join-code\">", "<").to_string();
        Night { b, url, code }
    }

    pub async fn page(&mut self) -> Page {
        let page = self.b.get(&self.url).await;
        assert_eq!(page.status, StatusCode::OK);
        page
    }

    /// Posts a form of the night's page (with the page's version); returns the page after.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let version = version_of(&self.page().await.body);
        let mut all = vec![("version", version.as_str())];
        all.extend_from_slice(fields);
        let res = self.b.post(&format!("{}{path}", self.url), &all).await;
        if res.status == StatusCode::SEE_OTHER {
            return self.page().await;
        }
        res
    }

    /// Posts a form that must succeed; returns the page after (with its flash message).
    /// Deletes the night from its confirmation page.
    pub async fn delete(&mut self) {
        let confirm = self.b.get(&format!("{}/delete", self.url)).await;
        let version = super::version_of(&confirm.body);
        let fields = [("version", version.as_str()), ("confirmed", "1")];
        let gone = self.b.post(&format!("{}/delete", self.url), &fields).await;
        assert_eq!(gone.status, StatusCode::SEE_OTHER);
    }

    pub async fn ok(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let page = self.post(path, fields).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        page.assert_has("class=\"flash ok\"");
        page
    }
}

/// What the test itself adds up from the rounds the tables played, per player name.
#[derive(Default, Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    pub points: i64,
    pub spy_wins: i64,
    pub caught: i64,
    pub rounds: i64,
    /// The fair-deal ledger: rounds as the spy, and a uniform deal's share of them in
    /// hundredths (the server adds each round's share in thousandths).
    pub spy_rounds: i64,
    pub expected_milli: i64,
}

/// One finished round as the test saw it: each player's points.
pub struct Played {
    pub points: Vec<(String, i64)>,
}

/// Plays one 2-round game at a table: the host starts and deals; each round ends by a
/// script chosen by `style` (the spy names the location, the spy is voted out, or the spy
/// names a wrong location).
pub async fn play_table(
    app: &TestApp,
    room: &str,
    seated: &[(String, Player)],
    style: usize,
    tally: &mut BTreeMap<String, Tally>,
    played: &mut Vec<Played>,
) {
    let host = &seated[0].1;
    app.start_game(room, host).await;
    for round in 0..2 {
        assert_eq!(app.deal(room, host).await.status(), StatusCode::CREATED);
        let mut views = Vec::new();
        for (_, p) in seated {
            views.push(app.room(room, p).await);
        }
        let ids: Vec<String> = views.iter().map(player_id).collect();
        let spy = views
            .iter()
            .position(|v| v["round"]["my_card"]["spy"] == true)
            .expect("a spy at the table");
        let holder = &views[(spy + 1) % views.len()];
        let location = holder["round"]["my_card"]["location"]["id"].clone();
        let wrong = holder["candidate_locations"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["used"] == false)
            .map(|c| c["id"].clone())
            .find(|id| *id != location)
            .unwrap();
        let mut accuser = None;
        match (style + round) % 3 {
            0 => {
                app.act_ok(
                    room,
                    &seated[spy].1,
                    json!({"type": "guess", "location_id": location}),
                )
                .await;
            }
            1 => {
                let by = (spy + 1) % seated.len();
                accuser = Some(by);
                app.act_ok(
                    room,
                    &seated[by].1,
                    json!({"type": "accuse", "suspect": ids[spy]}),
                )
                .await;
                for i in (0..seated.len()).filter(|&i| i != by && i != spy) {
                    app.act_ok(room, &seated[i].1, json!({"type": "vote", "yes": true}))
                        .await;
                }
            }
            _ => {
                app.act_ok(
                    room,
                    &seated[spy].1,
                    json!({"type": "guess", "location_id": wrong}),
                )
                .await;
            }
        }
        let view = app.room(room, host).await;
        let result = &view["round"]["result"];
        assert_eq!(view["round"]["phase"], "over", "{view}");
        let mut points = Vec::new();
        for entry in result["points"].as_array().unwrap() {
            let seat = ids.iter().position(|id| *id == entry["player_id"]).unwrap();
            let name = seated[seat].0.clone();
            let n = entry["points"].as_i64().unwrap();
            let t = tally.entry(name.clone()).or_default();
            t.points += n;
            t.rounds += 1;
            t.spy_rounds += i64::from(seat == spy);
            t.expected_milli += (1000.0 / seated.len() as f64).round() as i64;
            if seat == spy && result["winner"] == "spy" {
                t.spy_wins += 1;
            }
            if Some(seat) == accuser {
                t.caught += 1;
            }
            points.push((name, n));
        }
        played.push(Played { points });
    }
}

fn standings_csv(csv: &str) -> Vec<(String, i64)> {
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            (r[2].to_string(), r[3].parse().unwrap())
        })
        .collect()
}

#[tokio::test]
async fn a_sixteen_player_night_of_three_rounds_runs_from_the_panel_and_the_phones() {
    let app = spawn_app().await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    let mut night = Night::create(organizer, "3").await;

    // Fourteen players register themselves with the night's code; two walk-ins are added
    // by the organizer and claim their places on their phones.
    let mut players: Vec<(String, Player)> = Vec::new();
    for i in 1..=14 {
        let name = format!("Player {i:02}");
        let p = account(&app, &format!("player{i:02}"), &name).await;
        let res = app
            .send(
                Method::POST,
                &format!("/api/v1/nights/{}/players", night.code.to_lowercase()),
                Some(&p.token),
                None,
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let view: Value = res.json().await.unwrap();
        assert_eq!(view["status"], "registration");
        assert_eq!(view["my_table"], Value::Null);
        assert_eq!(view["me"]["checked_in"], false);
        // Only players here are seated: they check in on arrival.
        let res = app
            .send(
                Method::POST,
                &format!("/api/v1/nights/{}/check-in", night.code),
                Some(&p.token),
                None,
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let view: Value = res.json().await.unwrap();
        assert_eq!(view["me"]["checked_in"], true);
        players.push((name, p));
    }
    for name in ["Walk-in A", "Walk-in B"] {
        let page = night
            .ok("/players", &[("kind", "walk_in"), ("display_name", name)])
            .await;
        let claim = between(&page.body, "Their claim code: ", "<")
            .trim()
            .to_string();
        let res = app
            .post(
                "/api/v1/nights/claim",
                None,
                json!({"code": claim.to_lowercase()}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["night"]["code"], night.code.as_str());
        let p = Player {
            token: body["token"].as_str().unwrap().into(),
            user_id: body["user"]["id"].as_str().unwrap().into(),
        };
        players.push((name.to_string(), p));
    }
    let by_name: HashMap<String, Player> = players.iter().cloned().collect();

    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut played = Vec::new();
    let mut met: HashSet<(String, String)> = HashSet::new();
    let mut table_of_round: Vec<Vec<Vec<String>>> = Vec::new();
    for round in 1..=3 {
        let page = night.ok("/seating", &[]).await;
        page.assert_has(&format!("Proposed tables for seating round {round}"));
        // A proposal is not a table: phones see the last confirmed round until the
        // organizer confirms (before the first, no table at all).
        let (_, first) = &players[0];
        let res = app
            .get(
                &format!("/api/v1/nights/{}/table", night.code),
                Some(&first.token),
            )
            .await;
        if round == 1 {
            assert_problem(res, StatusCode::NOT_FOUND, "not_seated").await;
        } else {
            let table: Value = res.json().await.unwrap();
            assert_eq!(table["round"], round - 1);
        }
        night.ok("/seating/confirm", &[]).await;

        // Every phone learns its table; the tables split the 16 players 8 and 8.
        let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (name, p) in &players {
            let res = app
                .get(
                    &format!("/api/v1/nights/{}/table", night.code),
                    Some(&p.token),
                )
                .await;
            assert_eq!(res.status(), StatusCode::OK);
            let etag = res.headers()["etag"].to_str().unwrap().to_string();
            let table: Value = res.json().await.unwrap();
            assert_eq!(table["round"], round);
            let names: Vec<String> = table["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n["display_name"].as_str().unwrap().to_string())
                .collect();
            assert!(names.contains(name));
            let room = table["room_code"].as_str().unwrap().to_string();
            if let Some(known) = tables.get(&room) {
                assert_eq!(known, &names, "one table, one list");
            }
            tables.insert(room, names);
            // A phone polling with the tag it holds gets 304 until the organizer acts.
            let again = app
                .client
                .get(app.url(&format!("/api/v1/nights/{}/table", night.code)))
                .bearer_auth(&p.token)
                .header("if-none-match", &etag)
                .send()
                .await
                .unwrap();
            assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        }
        assert_eq!(tables.len(), 2);
        assert!(tables.values().all(|t| t.len() == 8));
        // The second round seats players with as few first-round table-mates as two
        // tables allow: 24 pairs meet again (each first-round table splits 4 and 4).
        if round == 2 {
            let repeats = tables
                .values()
                .flat_map(|t| pairs(t))
                .filter(|p| met.contains(p))
                .count();
            assert_eq!(repeats, 24);
        }
        for t in tables.values() {
            met.extend(pairs(t));
        }
        table_of_round.push(tables.values().cloned().collect());

        // Bots play a game at each table.
        for (i, (room, names)) in tables.iter().enumerate() {
            let seated: Vec<(String, Player)> = names
                .iter()
                .map(|n| (n.clone(), by_name[n].clone()))
                .collect();
            play_table(&app, room, &seated, round + i, &mut tally, &mut played).await;
        }
    }
    assert_eq!(played.len(), 12);
    let page = night.page().await;
    page.assert_has("Every seating round of this night is seated.");

    // The night's standings over the API match what the rounds gave.
    let (_, someone) = &players[3];
    let res = app
        .get(
            &format!("/api/v1/nights/{}/standings", night.code),
            Some(&someone.token),
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let standings: Value = res.json().await.unwrap();
    let lines = standings["standings"].as_array().unwrap();
    assert_eq!(lines.len(), 16);
    let got: BTreeMap<String, Tally> = lines
        .iter()
        .map(|l| {
            (
                l["display_name"].as_str().unwrap().to_string(),
                Tally {
                    points: l["points"].as_i64().unwrap(),
                    spy_wins: l["spy_wins"].as_i64().unwrap(),
                    caught: l["spies_caught"].as_i64().unwrap(),
                    rounds: l["rounds_played"].as_i64().unwrap(),
                    spy_rounds: l["spy_rounds"].as_i64().unwrap(),
                    expected_milli: (l["expected_spy_rounds"].as_f64().unwrap() * 100.0).round()
                        as i64
                        * 10,
                },
            )
        })
        .collect();
    let to_hundredths = |mut t: Tally| {
        t.expected_milli = (t.expected_milli + 5) / 10 * 10;
        t
    };
    let tally: BTreeMap<String, Tally> = (tally.into_iter())
        .map(|(name, t)| (name, to_hundredths(t)))
        .collect();
    assert_eq!(got, tally);
    assert_eq!(lines.iter().filter(|l| l["me"] == true).count(), 1);
    // Ranked by points, then spy wins, then spies caught; equal keys up to head-to-head
    // share a rank only when marked tied.
    for pair in lines.windows(2) {
        let key = |l: &Value| {
            (
                l["points"].as_i64().unwrap(),
                l["spy_wins"].as_i64().unwrap(),
                l["spies_caught"].as_i64().unwrap(),
                l["head_to_head"].as_i64().unwrap(),
            )
        };
        assert!(key(&pair[0]) >= key(&pair[1]), "{pair:?}");
        let same = key(&pair[0]) == key(&pair[1]);
        assert_eq!(pair[0]["rank"] == pair[1]["rank"], same, "{pair:?}");
        if same {
            assert!(pair[0]["tied"] == true && pair[1]["tied"] == true);
        }
    }

    // The CSV exports say the same.
    let csv = night.b.get(&format!("{}/standings.csv", night.url)).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(
        csv.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    let from_csv: BTreeMap<String, i64> = standings_csv(&csv.body).into_iter().collect();
    assert_eq!(
        from_csv,
        tally
            .iter()
            .map(|(n, t)| (n.clone(), t.points))
            .collect::<BTreeMap<_, _>>()
    );
    let rounds_csv = night.b.get(&format!("{}/rounds.csv", night.url)).await;
    let mut reader = csv::Reader::from_reader(rounds_csv.body.as_bytes());
    let mut rows: Vec<(String, i64)> = reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            (r[8].to_string(), r[10].parse().unwrap())
        })
        .collect();
    let mut expected: Vec<(String, i64)> = played.iter().flat_map(|p| p.points.clone()).collect();
    rows.sort();
    expected.sort();
    assert_eq!(
        rows, expected,
        "one row per player per round, with its points"
    );

    // A correction: three points for the last player; the standings move and the audit
    // list says who, why, and the total before and after.
    let (last_name, last) = players.last().unwrap().clone();
    let before = tally[&last_name].points;
    let player_id = between(
        &page.body,
        "<select id=\"c-player\" name=\"player\">",
        "</select>",
    );
    let option = player_id
        .split("<option value=\"")
        .skip(1)
        .find(|o| o.contains(&format!(">{last_name}<")))
        .unwrap();
    let id = option.split('"').next().unwrap().to_string();
    let page = night
        .ok(
            "/corrections",
            &[
                ("kind", "adjust"),
                ("player", &id),
                ("points", "3"),
                ("reason", "scoring slip at table 2"),
            ],
        )
        .await;
    let audit = between(&page.body, "<table id=\"audit\">", "</table>");
    assert!(audit.contains("scoring slip at table 2") && audit.contains("organizer"));
    assert!(
        audit.contains(&format!("{last_name} {before} → {}", before + 3)),
        "{audit}"
    );
    let res = app
        .get(
            &format!("/api/v1/nights/{}/standings", night.code),
            Some(&last.token),
        )
        .await;
    let standings: Value = res.json().await.unwrap();
    let mine = standings["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["me"] == true)
        .unwrap()
        .clone();
    assert_eq!(mine["points"], before + 3);
    assert_eq!(mine["adjustment"], 3);
    let corrections = night.b.get(&format!("{}/corrections.csv", night.url)).await;
    assert!(corrections.body.contains("scoring slip at table 2"));
    assert!(
        corrections
            .body
            .contains(&format!("{before} → {}", before + 3))
    );

    // The projector page: public, refreshing, standings and the current tables.
    let projector = projector_path(&page.body);
    let res = app.client.get(app.url(&projector)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["referrer-policy"], "no-referrer");
    let body = res.text().await.unwrap();
    assert!(body.contains("http-equiv=\"refresh\""));
    for name in tally.keys() {
        assert!(body.contains(name.as_str()), "{name} on the projector");
    }
    for table in &table_of_round[2] {
        assert!(table.iter().all(|n| body.contains(n.as_str())));
    }
    let wrong = app
        .client
        .get(app.url("/league/00000000000000000000000000000000"))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), StatusCode::NOT_FOUND);
}

fn pairs(table: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (i, a) in table.iter().enumerate() {
        for b in &table[i + 1..] {
            out.push(if a < b {
                (a.clone(), b.clone())
            } else {
                (b.clone(), a.clone())
            });
        }
    }
    out
}
