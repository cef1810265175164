//! A pack's history (issue 34): every save in the panel with what changed, who and when,
//! and an earlier version restored after a confirmation, as a new version.

use reqwest::StatusCode;
use spyfall::staff::Role;

use super::{Browser, version_of};
use crate::helpers::{TestApp, spawn_app};

async fn names(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT name FROM locations WHERE pack_id = 'pirates' ORDER BY position")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// Sends `fields` with the version the pack page shows now.
async fn post(b: &mut Browser<'_>, path: &str, fields: &[(&str, &str)]) -> StatusCode {
    let v = version_of(&b.get("/admin/packs/pirates").await.body);
    let mut all = vec![("version", v.as_str())];
    all.extend_from_slice(fields);
    b.post(path, &all).await.status
}

#[tokio::test]
async fn a_packs_history_lists_each_save_and_restores_an_earlier_version() {
    let app = spawn_app().await;
    let mut b = app.logged_in("olga", Role::Organizer).await;
    b.post("/admin/packs", &[("name", "Pirates")]).await;
    let add = |name| [("name", name), ("roles", "Captain\nCook")];
    let locations = "/admin/packs/pirates/locations";
    assert_eq!(
        post(&mut b, locations, &add("Harbour")).await,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        post(&mut b, locations, &add("Ship Deck")).await,
        StatusCode::SEE_OTHER
    );
    let publish = [("publish", "1")];
    assert_eq!(
        post(&mut b, "/admin/packs/pirates/publish", &publish).await,
        StatusCode::SEE_OTHER
    );

    b.get("/admin/packs/pirates")
        .await
        .assert_has("(<a href=\"/admin/packs/pirates/history\">history</a>)");
    let history = b.get("/admin/packs/pirates/history").await;
    assert_eq!(history.status, StatusCode::OK);
    for (version, what) in [
        (4, "Published"),
        (3, "Added &#39;Ship Deck&#39;"),
        (2, "Added &#39;Harbour&#39;"),
        (1, "Created with 0 locations"),
    ] {
        let row = history
            .body
            .split(&format!("data-version=\"{version}\""))
            .nth(1)
            .unwrap();
        let row = row.split("</tr>").next().unwrap();
        assert!(
            row.contains(what) && row.contains("<td>olga</td>"),
            "{version}: {row}"
        );
    }

    // Restoring version 2 asks first, saying what it changes.
    let ask = b.get("/admin/packs/pirates/history/2").await;
    ask.assert_has("Remove the location &#39;Ship Deck&#39;");
    ask.assert_has("saved as version 5");
    let restore = "/admin/packs/pirates/history/2/restore";
    assert_eq!(
        post(&mut b, restore, &[("confirmed", "1")]).await,
        StatusCode::SEE_OTHER
    );
    assert_eq!(names(&app).await, ["Harbour"]);
    b.get("/admin/packs/pirates/history")
        .await
        .assert_has("Restored version 2");

    // A confirmation older than the pack restores nothing.
    let stale = b
        .post(
            "/admin/packs/pirates/history/3/restore",
            &[("version", "4")],
        )
        .await;
    assert_eq!(stale.location(), "/admin/packs/pirates/history");
    assert_eq!(names(&app).await, ["Harbour"]);
    // A published pack never becomes empty: version 1 had no location.
    assert_eq!(
        post(&mut b, "/admin/packs/pirates/history/1/restore", &[]).await,
        StatusCode::SEE_OTHER
    );
    assert_eq!(names(&app).await, ["Harbour"]);
    b.get("/admin/packs/pirates/history")
        .await
        .assert_has("unpublish it first");
    // A version never recorded is not found.
    let missing = b.get("/admin/packs/pirates/history/99").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}
