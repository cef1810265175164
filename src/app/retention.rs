//! A retention pass (`crate::retention`): closes idle rooms, deletes old closed rooms, idle
//! guests, and expired tokens and panel sessions, in small batches, each batch its own
//! transaction so that no lock is held long. The sweeper runs one now and then; `spyfall
//! purge` runs one at once, or counts what it would take with `--dry-run`.

use sqlx::PgPool;
use uuid::Uuid;

use crate::db::retention as sql;
use crate::retention::{Cutoffs, Swept};

/// Rows taken per batch.
pub const BATCH: i64 = 500;

/// Runs every step until nothing is due, or counts what is due when `dry` (the same steps
/// in one batch as large as everything, in a transaction rolled back, so the dry run and
/// the purge count alike: deleting a room's guests takes their tokens with them). `gone`
/// hears of each room deleted, with its last version.
#[tracing::instrument(skip_all, fields(dry), err(level = "warn"))]
pub async fn sweep(
    pool: &PgPool,
    at: &Cutoffs,
    dry: bool,
    gone: &mut Vec<(Uuid, i64)>,
) -> sqlx::Result<Swept> {
    let limit = if dry { i64::MAX } else { BATCH };
    let mut swept = Swept::default();
    loop {
        let mut tx = pool.begin().await?;
        let closed =
            sql::close_idle_rooms(&mut tx, at.close_rooms_idle_since, at.now, limit).await?;
        let (deleted, last) =
            sql::delete_closed_rooms(&mut tx, at.delete_rooms_closed_before, limit).await?;
        // After the rooms: a guest goes once no room seats them.
        let guests = sql::delete_idle_guests(&mut tx, at.delete_guests_idle_since, limit).await?;
        let (tokens, sessions) =
            sql::delete_expired_sessions(&mut tx, at.delete_expired_before, limit).await?;
        let batch = Swept {
            rooms_closed: closed,
            rooms_deleted: deleted,
            guests_deleted: guests,
            tokens_deleted: tokens,
            panel_sessions_deleted: sessions,
        };
        if dry {
            // The purge itself, undone: the counts are exactly what it would take.
            tx.rollback().await?;
            return Ok(batch);
        }
        tx.commit().await?;
        gone.extend(last);
        swept = add(swept, batch);
        let full = [
            batch.rooms_closed,
            batch.rooms_deleted,
            batch.guests_deleted,
            batch.tokens_deleted,
            batch.panel_sessions_deleted,
        ]
        .iter()
        .any(|&n| n as i64 >= BATCH);
        if !full {
            if !swept.is_empty() {
                tracing::info!(%swept, "retention");
            }
            return Ok(swept);
        }
    }
}

fn add(a: Swept, b: Swept) -> Swept {
    Swept {
        rooms_closed: a.rooms_closed + b.rooms_closed,
        rooms_deleted: a.rooms_deleted + b.rooms_deleted,
        guests_deleted: a.guests_deleted + b.guests_deleted,
        tokens_deleted: a.tokens_deleted + b.tokens_deleted,
        panel_sessions_deleted: a.panel_sessions_deleted + b.panel_sessions_deleted,
    }
}
