//! Upgrades: a database made by the first migration and filled as the first versions wrote
//! it (an account, guests, a custom pack, a room with its players; after the league's
//! migration a season and a night) takes every later migration when a server of today
//! starts on it, and that server serves it: the account logs in, the pack is listed, the
//! room plays, the night answers. And every migration from retention on says what it locks.

use reqwest::StatusCode;
use serde_json::{Value, json};
use sqlx::{Connection, PgConnection, PgPool};
use uuid::Uuid;

use spyfall::engine::Round;
use sqlx::types::Json;

use crate::helpers::{player_id, spawn_app, spawn_app_with};

const FIRST: i64 = 20261121000001;
const LEAGUE: i64 = 20261121000006;

#[tokio::test]
async fn a_database_from_the_first_migration_takes_every_later_one_with_its_data() {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let (server, _) = url.rsplit_once('/').unwrap();
    let name = format!("spyfall_upgrade_{}", Uuid::new_v4().simple());
    let mut admin = PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap();
    let db_url = format!("{server}/{name}");
    let pool = PgPool::connect(&db_url).await.unwrap();

    // The first version's schema and what it stored.
    spyfall::db::MIGRATOR.run_to(FIRST, &pool).await.unwrap();
    let hash =
        spyfall::auth::password::hash(spyfall::secret::Secret::new("correct horse battery".into()))
            .await
            .unwrap();
    let ann = Uuid::new_v4();
    sqlx::query(
        "INSERT INTO users (id, username, password_hash, display_name) VALUES ($1, 'ann', $2, 'Ann')",
    )
    .bind(ann)
    .bind(&hash)
    .execute(&pool)
    .await
    .unwrap();
    let mut guests = Vec::new();
    for n in ["Bo", "Cy", "Di"] {
        let id = Uuid::new_v4();
        sqlx::query("INSERT INTO users (id, display_name) VALUES ($1, $2)")
            .bind(id)
            .bind(n)
            .execute(&pool)
            .await
            .unwrap();
        guests.push((id, n));
    }
    sqlx::query(
        "INSERT INTO packs (id, name, bundled, published, content_hash)
         VALUES ('pirates', 'Pirates', false, true, 'old')",
    )
    .execute(&pool)
    .await
    .unwrap();
    for (i, place) in ["Galleon", "Tavern", "Island"].iter().enumerate() {
        sqlx::query(
            "INSERT INTO locations (id, pack_id, position, name, roles) VALUES ($1, 'pirates', $2, $3, $4)",
        )
        .bind(format!("pirates.{}", place.to_lowercase()))
        .bind(i as i32)
        .bind(place)
        .bind(vec!["Captain", "Cook", "Lookout"])
        .execute(&pool)
        .await
        .unwrap();
    }
    // Settings as the first version stored them: no `spies` yet.
    let settings = json!({"rule_set": "classic", "mode": "standard", "pack_ids": ["spyfall1"],
        "rounds": 5, "round_minutes": 1, "show_roles": true, "vote_timeout_seconds": 60,
        "captain_passes": 1});
    let room = Uuid::new_v4();
    sqlx::query("INSERT INTO rooms (id, code, settings) VALUES ($1, 'BCDFG', $2)")
        .bind(room)
        .bind(&settings)
        .execute(&pool)
        .await
        .unwrap();
    let seated: Vec<(Uuid, &str)> = std::iter::once((ann, "Ann")).chain(guests).collect();
    let mut host = None;
    for (seat, (user, display)) in seated.iter().enumerate() {
        let player = Uuid::new_v4();
        host.get_or_insert(player);
        sqlx::query(
            "INSERT INTO room_players (id, room_id, user_id, display_name, seat) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(player)
        .bind(room)
        .bind(user)
        .bind(display)
        .bind(seat as i32)
        .execute(&pool)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE rooms SET host_player_id = $2 WHERE id = $1")
        .bind(room)
        .bind(host)
        .execute(&pool)
        .await
        .unwrap();

    // Up to the league's migration, and a night as it stored one.
    spyfall::db::MIGRATOR.run_to(LEAGUE, &pool).await.unwrap();
    let season = Uuid::new_v4();
    sqlx::query("INSERT INTO seasons (id, name) VALUES ($1, 'Spring')")
        .bind(season)
        .execute(&pool)
        .await
        .unwrap();
    let night = Uuid::new_v4();
    sqlx::query(
        "INSERT INTO nights (id, season_id, code, name, settings, seating_rounds, seed, projector_token)
         VALUES ($1, $2, 'KLMNP', 'Opening night', $3, 2, 7, $4)",
    )
    .bind(night)
    .bind(season)
    .bind(&settings)
    .bind("0123456789abcdef0123456789abcdef")
    .execute(&pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO night_players (id, night_id, user_id, display_name) VALUES ($1, $2, $3, 'Ann')",
    )
    .bind(Uuid::new_v4())
    .bind(night)
    .bind(ann)
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    // Today's server on it: it applies the rest.
    let app = spawn_app_with(|vars| vars.push(("DATABASE_URL".into(), db_url.clone()))).await;
    let login: Value = app
        .post(
            "/api/v1/sessions",
            None,
            json!({"username": "ann", "password": "correct horse battery"}),
        )
        .await
        .json()
        .await
        .unwrap();
    let token = login["token"].as_str().expect("Ann logs in").to_string();
    let packs: Value = app.get("/api/v1/packs", None).await.json().await.unwrap();
    assert!(packs.to_string().contains("Pirates"), "{packs}");
    let ann_player = spyfall_player(&token);
    let view = app.room("BCDFG", &ann_player).await;
    let names: Vec<&str> = (view["players"].as_array().unwrap().iter())
        .map(|p| p["display_name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bo", "Cy", "Di"]);
    assert_eq!(view["settings"]["spies"], 1, "the later setting's default");
    assert_eq!(view["table"]["closed"], false);
    // The room plays on: its host starts a game and deals.
    app.start_game("BCDFG", &ann_player).await;
    assert_eq!(
        app.deal("BCDFG", &ann_player).await.status(),
        StatusCode::CREATED
    );
    let night_view: Value = app
        .get("/api/v1/nights/KLMNP", Some(&token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(night_view["name"], "Opening night");
    assert_eq!(
        night_view["me"]["checked_in"], false,
        "registered, not yet here"
    );
    let projector = app
        .client
        .get(app.url("/league/0123456789abcdef0123456789abcdef"))
        .send()
        .await
        .unwrap();
    assert_eq!(projector.status(), StatusCode::OK);

    drop(app);
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
}

/// A round stored whole, as before its deal had a column of its own (`deal` empty,
/// everything in `state`), plays on: a question (written in one statement) and the vote
/// that ends the round (written in a transaction) merge into the stored state and the
/// deal stays.
#[tokio::test]
async fn a_round_stored_whole_before_its_deal_had_a_column_plays_to_its_end() {
    let app = spawn_app().await;
    let (code, p) = app.four_playing().await;
    sqlx::query("UPDATE rounds SET state = deal || state, deal = '{}'")
        .execute(&app.pool)
        .await
        .unwrap();
    let stored = || async {
        let Json(round): Json<Round> = sqlx::query_scalar("SELECT deal || state FROM rounds")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        round
    };
    let dealt = stored().await;
    let (views, spy) = app.views(&code, &p).await;
    let turn = views[0]["round"]["turn_player_id"].as_str().unwrap();
    let asker = views.iter().position(|v| player_id(v) == turn).unwrap();
    let target = player_id(&views[(asker + 1) % 4]);
    app.act_ok(&code, &p[asker], json!({"type": "ask", "target": target}))
        .await;
    let asked = stored().await;
    assert_eq!((asked.questions.len(), &asked.hands), (1, &dealt.hands));

    let accuser = (spy + 1) % 4;
    let suspect = json!({"type": "accuse", "suspect": player_id(&views[spy])});
    app.act_ok(&code, &p[accuser], suspect).await;
    for voter in (0..4).filter(|&i| i != accuser && i != spy) {
        app.act_ok(&code, &p[voter], json!({"type": "vote", "yes": true}))
            .await;
    }
    let ended = stored().await;
    assert!(ended.is_over());
    assert_eq!((ended.seats, ended.hands), (dealt.seats, dealt.hands));
    let view = app.room(&code, &p[0]).await;
    assert_eq!(view["round"]["result"]["winner"], "non_spies", "{view}");
}

fn spyfall_player(token: &str) -> crate::helpers::Player {
    crate::helpers::Player {
        token: token.into(),
        user_id: String::new(),
    }
}

/// Migrations are forward only, and from retention on each one says at its top what it
/// locks (docs/operations.md lists the earlier ones).
#[test]
fn every_migration_from_retention_on_says_what_it_locks() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            !file.contains(".down."),
            "{file}: migrations are forward only"
        );
        let version: i64 = file.split('_').next().unwrap().parse().unwrap();
        if version < 20261124000011 {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let header: String = text.lines().take_while(|l| l.starts_with("--")).collect();
        assert!(
            header.contains("Locks:"),
            "{file} does not say what it locks"
        );
        checked += 1;
    }
    assert!(checked >= 1);
}
