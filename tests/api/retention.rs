//! Retention with the server's clock moved instead of waiting: idle rooms close (and refuse
//! moves, saying so in their view), closed rooms and idle guests go, league tables and
//! accounts stay; days of churn keep every table's row count bounded; `spyfall purge
//! --dry-run` says what would go and changes nothing.

use reqwest::{Method, StatusCode};
use serde_json::json;
use spyfall::staff::Role;

use crate::admin::league::{Night, account, projector_path};
use crate::helpers::{TestApp, assert_problem, run_ok, spawn_app, spawn_app_with};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// A server keeping idle rooms a day, closed rooms `closed_days` and idle guests
/// `guest_days`, its tokens lasting `token_hours`.
async fn app_keeping(closed_days: u32, guest_days: u32, token_hours: u32) -> TestApp {
    spawn_app_with(|vars| {
        vars.push(("SPYFALL_ROOM_IDLE_HOURS".into(), "24".into()));
        vars.push(("SPYFALL_CLOSED_ROOM_DAYS".into(), closed_days.to_string()));
        vars.push(("SPYFALL_GUEST_DAYS".into(), guest_days.to_string()));
        vars.push(("SPYFALL_TOKEN_TTL_HOURS".into(), token_hours.to_string()));
    })
    .await
}

/// Moves the server's clock on by `ms` and waits for a sweep (with its retention pass)
/// that started after.
async fn pass_time(app: &TestApp, ms: i64) {
    app.clock.advance(ms);
    app.sweep().await;
}

/// Row counts of the tables casual play fills.
async fn counts(app: &TestApp) -> Vec<(&'static str, i64)> {
    let mut out = Vec::new();
    for table in [
        "rooms",
        "room_players",
        "games",
        "rounds",
        "users",
        "tokens",
        "idempotency_keys",
    ] {
        let n: i64 =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT count(*) FROM {table}")))
                .fetch_one(&app.pool)
                .await
                .unwrap();
        out.push((table, n));
    }
    out
}

#[tokio::test]
async fn r_11_1_r_11_3_an_idle_room_closes_refuses_moves_keeps_its_record_then_goes_with_its_guests()
 {
    let app = app_keeping(2, 3, 96).await;
    let (code, players) = app.four_playing().await;
    let host = &players[0];
    // The one-minute round times out: the room's last change.
    pass_time(&app, 2 * 60_000).await;
    let before = app.room(&code, host).await;
    assert_eq!(before["round"]["phase"], "over");
    assert_eq!(before["table"]["closed"], false);

    // Untouched for 23 hours: still open.
    pass_time(&app, 23 * HOUR).await;
    let view = app.room(&code, host).await;
    assert_eq!(view["table"]["closed"], false, "{view}");
    // Past a day without a move: closed. Its version moved, so polls wake and see it (and
    // the room's shared view hears of it by notification: wait for that version).
    pass_time(&app, 2 * HOUR).await;
    let seen = before["version"].as_i64().unwrap();
    let view = app.room_view_after(&code, host, seen).await;
    assert_eq!(view["table"]["closed"], true);
    assert!(view["version"].as_i64() > before["version"].as_i64());
    assert_eq!(view["me"]["table_moves"], json!([]));
    let deal = app.deal(&code, host).await;
    assert_problem(deal, StatusCode::CONFLICT, "room_closed").await;
    let newcomer = app.guest("Late").await;
    assert_problem(
        app.join(&code, &newcomer).await,
        StatusCode::CONFLICT,
        "room_closed",
    )
    .await;
    // a refused move changes nothing.
    let after = app.room(&code, host).await;
    assert_eq!(after["version"], view["version"]);
    assert_eq!(after["players"], view["players"]);
    // the closed room's round record is still read back.
    let record = app
        .get(&format!("/api/v1/rooms/{code}/rounds/1"), Some(&host.token))
        .await;
    assert_eq!(record.status(), StatusCode::OK);
    let record: serde_json::Value = record.json().await.unwrap();
    assert!(record["result"]["points"].is_array(), "{record}");

    // Two days after closing, the room goes with its game and rounds (its guests' tokens
    // still valid); once no token of theirs has been valid for three days, its guests go
    // too, with their tokens, as they sit nowhere any more.
    pass_time(&app, 2 * DAY + HOUR).await;
    let res = app
        .get(&format!("/api/v1/rooms/{code}"), Some(&players[1].token))
        .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let rounds: i64 = sqlx::query_scalar("SELECT count(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 0);
    // The table's guests got their tokens at the start, 96 hours long; the late guest a
    // day after (the server's one clock dates them all): it stays a day longer.
    let guests = async || -> Vec<String> {
        sqlx::query_scalar("SELECT display_name FROM users WHERE username IS NULL")
            .fetch_all(&app.pool)
            .await
            .unwrap()
    };
    pass_time(&app, 4 * DAY).await;
    assert_eq!(guests().await, ["Late"], "the table's guests are gone");
    pass_time(&app, DAY).await;
    assert_eq!(
        guests().await,
        Vec::<String>::new(),
        "every guest was idle and seated nowhere"
    );
    let tokens: i64 = sqlx::query_scalar("SELECT count(*) FROM tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(tokens, 0);
}

#[tokio::test]
async fn a_league_tables_results_and_its_players_outlive_retention() {
    let app = app_keeping(1, 1, 1).await;
    let organizer = app.logged_in("organizer", Role::Organizer).await;
    let mut night = Night::create(organizer, "1").await;
    let ann = account(&app, "ann", "Ann").await;
    for name in ["Bo", "Cy", "Di"] {
        night
            .ok("/players", &[("kind", "walk_in"), ("display_name", name)])
            .await;
    }
    let res = app
        .send(
            Method::POST,
            &format!("/api/v1/nights/{}/check-in", night.code),
            Some(&ann.token),
            None,
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    night.ok("/seating", &[]).await;
    let page = night.ok("/seating/confirm", &[]).await;
    let projector = projector_path(&page.body);

    pass_time(&app, 5 * DAY).await;
    pass_time(&app, 5 * DAY).await;
    let (rooms, closed): (i64, i64) =
        sqlx::query_as("SELECT count(*), count(closed_at) FROM rooms")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        (rooms, closed),
        (1, 1),
        "the league table is closed, not deleted"
    );
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // Ann's account, the three walk-ins (league players), and the organizer.
    assert_eq!(users, 5);
    let body = app.text(&projector).await;
    for name in ["Ann", "Bo", "Cy", "Di"] {
        assert!(body.contains(name), "{name} in the night");
    }
}

#[tokio::test]
async fn days_of_churn_keep_every_tables_row_count_bounded() {
    let app = app_keeping(1, 1, 1).await;
    let mut by_day = Vec::new();
    for day in 0..8 {
        // Three rooms a day: two play a round (which times out), one never starts.
        for table in 0..3 {
            let names = ["Ana", "Ben", "Cy", "Di"];
            let (code, players) = app
                .table(&names, json!({"rule_set": "classic", "round_minutes": 1}))
                .await;
            if table < 2 {
                app.start_game(&code, &players[0]).await;
                assert_eq!(
                    app.deal(&code, &players[0]).await.status(),
                    StatusCode::CREATED
                );
            }
        }
        for _ in 0..4 {
            pass_time(&app, 6 * HOUR).await;
        }
        let now = counts(&app).await;
        println!("day {day}: {now:?}");
        by_day.push(now);
    }
    // Each day adds 3 rooms, 12 guests and seats, 12 tokens, 2 games and rounds; a room
    // closes a day after its last move and goes a day later, its guests with it. So no
    // more than three days' worth is ever kept, and from the fourth day on the counts
    // repeat day after day.
    for (table, n) in &by_day[7] {
        let per_day = match *table {
            "rooms" => 3,
            "room_players" | "users" | "tokens" => 12,
            "games" | "rounds" => 2,
            _ => 30,
        };
        assert!(*n <= 3 * per_day, "{table}: {n} rows");
    }
    assert_eq!(
        by_day[7], by_day[4],
        "steady: {:?} vs {:?}",
        by_day[7], by_day[4]
    );
    assert!(
        by_day[7].iter().any(|(_, n)| *n > 0),
        "churn leaves its recent rows"
    );
}

/// `spyfall purge` (with `--dry-run` when `dry`) on the app's database.
fn purge_command(app: &TestApp, dry: bool) -> tokio::process::Command {
    let mut c = tokio::process::Command::new(env!("CARGO_BIN_EXE_spyfall"));
    c.arg("purge")
        .env("DATABASE_URL", app.database_url())
        .env("RUST_LOG", "warn")
        .kill_on_drop(true);
    if dry {
        c.arg("--dry-run");
    }
    c
}

#[tokio::test]
async fn purge_dry_run_counts_what_would_go_and_changes_nothing() {
    let app = spawn_app().await;
    let (code, players) = app.four_playing().await;
    // The room's last move two days ago, and a token that expired a week ago: what a
    // server finds after a long weekend.
    sqlx::query("UPDATE rooms SET updated_at = now() - interval '2 days' WHERE code = $1")
        .bind(&code)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE tokens SET issued_at = now() - interval '9 days', expires_at = now() - interval '7 days'
         WHERE id = (SELECT id FROM tokens ORDER BY issued_at LIMIT 1)",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let before = counts(&app).await;
    let purge = |dry: bool| purge_command(&app, dry);
    let out = run_ok(&mut purge(true)).await;
    assert!(
        out.contains("dry run, nothing changed; a purge now: 1 idle rooms closed")
            && out.contains("1 expired tokens deleted"),
        "{out}"
    );
    assert_eq!(counts(&app).await, before);
    assert_eq!(app.room(&code, &players[1]).await["table"]["closed"], false);
    let seen = app.room(&code, &players[1]).await["version"]
        .as_i64()
        .unwrap();
    let out = run_ok(&mut purge(false)).await;
    assert!(out.contains("purged: 1 idle rooms closed"), "{out}");
    let after = app.room_after(&code, &players[1], seen).await;
    let after: serde_json::Value = after.json().await.unwrap();
    assert_eq!(after["table"]["closed"], true);
}

/// Issue 35: the dry run counts exactly what the purge then takes, here a room closed a
/// month ago whose guests sat nowhere else (deleting them takes their tokens too).
#[tokio::test]
async fn purge_dry_run_says_what_the_purge_then_does() {
    let app = spawn_app().await;
    let (code, players) = app.four_playing().await;
    for sql in [
        "UPDATE rooms SET closed_at = now() - interval '31 days', updated_at = now() - interval '32 days'",
        "UPDATE users SET created_at = now() - interval '40 days'",
        "UPDATE tokens SET issued_at = now() - interval '40 days', expires_at = now() - interval '35 days'",
    ] {
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .execute(&app.pool)
            .await
            .unwrap();
    }
    let purge = |dry: bool| purge_command(&app, dry);
    let before = counts(&app).await;
    let seen = app.room(&code, &players[0]).await["version"]
        .as_i64()
        .unwrap();
    let dry = run_ok(&mut purge(true)).await;
    assert_eq!(counts(&app).await, before, "a dry run changes nothing");
    let said = dry
        .split("a purge now: ")
        .nth(1)
        .unwrap()
        .trim()
        .to_string();
    let done = run_ok(&mut purge(false)).await;
    let did = done.split("purged: ").nth(1).unwrap().trim().to_string();
    assert_eq!(said, did);
    assert!(did.contains("4 idle guests deleted"), "{did}");
    // The purge process's deletion reaches this server by notification: wait for it.
    let res = app.room_after(&code, &players[0], seen).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND, "the room is gone");
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(users, 0, "the guests are gone");
}
