//! Packs players make at the table: make one, change one's own, read one by its code (the
//! reader may then play it in their rooms), and list one's own and those read. Each change
//! runs in the caller's transaction, which holds the request's idempotency key.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::error::Fault;
use super::pack_changes::{self, PackResult};
use crate::db::packs::StoredLocation;
use crate::db::table_packs::{self, SharedListRow, TablePackRow};
use crate::db::{pack_editor, packs::lock_pack_loading};
use crate::live::Live;
use crate::packs::table_pack::{
    DraftRefused, MAX_PACKS_PER_MAKER, ShareCode, TablePackDraft, pack_from,
};
use crate::packs::{Pack, rules};
use crate::staff::Account;

#[derive(Debug, thiserror::Error)]
pub enum TablePackError {
    #[error(transparent)]
    Refused(#[from] DraftRefused),
    #[error("a player makes at most {MAX_PACKS_PER_MAKER} packs")]
    TooMany,
    /// No pack has that code (or id), or an organizer took it down.
    #[error("no such pack")]
    NotFound,
    /// Only its maker changes a pack.
    #[error("the pack is someone else's")]
    NotMaker,
    #[error(transparent)]
    Fault(#[from] Fault),
}

pub type TablePackResult<T> = Result<T, TablePackError>;

/// A pack made at the table with its locations.
#[derive(Debug, Clone)]
pub struct TablePack {
    pub row: TablePackRow,
    pub locations: Vec<StoredLocation>,
}

/// Codes drawn before giving up: 64 million codes make a clash rare.
const CODE_DRAWS: usize = 16;

/// `maker` makes a pack of `draft`, shared by a new code.
#[tracing::instrument(skip(tx, draft), err(level = "debug"))]
pub async fn make(
    tx: &mut PgConnection,
    maker: Uuid,
    draft: &TablePackDraft,
) -> TablePackResult<TablePack> {
    // Pack ids are chosen one request at a time (the lock every pack creation takes), so
    // a maker's count and a drawn code hold until the insert.
    lock_pack_loading(tx).await?;
    if table_packs::count_made_by(&mut *tx, maker).await? >= MAX_PACKS_PER_MAKER {
        return Err(TablePackError::TooMany);
    }
    let mut code = None;
    for _ in 0..CODE_DRAWS {
        let drawn = ShareCode::generate(&mut rand::rng());
        if !table_packs::code_taken(&mut *tx, drawn.as_str(), &drawn.pack_id()).await? {
            code = Some(drawn);
            break;
        }
    }
    let code =
        code.ok_or_else(|| anyhow::anyhow!("no free share code after {CODE_DRAWS} draws"))?;
    let pack = pack_from(draft, &code.pack_id())?;
    table_packs::create(tx, &pack, maker, code.as_str()).await?;
    read(tx, &code).await
}

/// The maker changes their pack `id` to `draft` (its code stays); the rooms between games
/// that offer it move on to show it. The same list sent twice is the same list: a retry
/// needs no idempotency key.
#[tracing::instrument(skip(pool, live, draft), err(level = "debug"))]
pub async fn change(
    pool: &PgPool,
    live: &Live,
    maker: Uuid,
    id: &str,
    draft: &TablePackDraft,
) -> TablePackResult<TablePack> {
    let mut tx = pool.begin().await?;
    let row = table_packs::lock(&mut tx, id).await?;
    let row = row.ok_or(TablePackError::NotFound)?;
    if row.maker != Some(maker) {
        return Err(TablePackError::NotMaker);
    }
    let pack = pack_from(draft, &row.id)?;
    let code = ShareCode::parse(&row.share_code).ok_or(TablePackError::NotFound)?;
    let before = crate::db::packs::stored_pack(&mut tx, &row.id).await?;
    if before.is_some_and(|b| b.content_hash() == pack.content_hash()) {
        return read(&mut tx, &code).await;
    }
    pack_editor::save(&mut tx, &pack).await?;
    let lobbies = pack_editor::touch_lobbies_using(&mut tx, &row.id).await?;
    let changed = read(&mut tx, &code).await?;
    tx.commit().await?;
    live.tell(&lobbies, &[]);
    Ok(changed)
}

/// `reader` reads the pack shared by `code`, and may play it from now on.
#[tracing::instrument(skip(tx), err(level = "debug"))]
pub async fn read_shared(
    tx: &mut PgConnection,
    reader: Uuid,
    code: &ShareCode,
    now: DateTime<Utc>,
) -> TablePackResult<TablePack> {
    let pack = read(tx, code).await?;
    if pack.row.maker != Some(reader) {
        table_packs::remember_reader(&mut *tx, &pack.row.id, reader, now).await?;
    }
    Ok(pack)
}

async fn read(tx: &mut PgConnection, code: &ShareCode) -> TablePackResult<TablePack> {
    let (row, locations) =
        (table_packs::by_code(tx, code.as_str()).await?).ok_or(TablePackError::NotFound)?;
    Ok(TablePack { row, locations })
}

/// Every list made at a table, for the panel, newest first.
pub async fn shared_lists(pool: &PgPool) -> Result<Vec<SharedListRow>, Fault> {
    Ok(table_packs::shared_lists(pool, SHOWN_IN_PANEL, None).await?)
}

/// The list made at a table with the id `id`, whether or not it was taken down.
pub async fn shared_list(pool: &PgPool, id: &str) -> Result<Option<SharedListRow>, Fault> {
    Ok(table_packs::shared_lists(pool, 1, Some(id)).await?.pop())
}

/// The panel lists this many.
const SHOWN_IN_PANEL: i64 = 500;

/// An organizer takes the list `id` down (its page showed `version`): nobody reads or
/// deals it from now on; games that started with it keep their copy, and lobbies that
/// chose it are told. `false` when it changed since, or is down already.
#[tracing::instrument(skip(pool, live), err(level = "debug"))]
pub async fn take_down(
    pool: &PgPool,
    live: &Live,
    id: &str,
    version: i32,
    now: DateTime<Utc>,
) -> Result<bool, Fault> {
    let mut tx = pool.begin().await?;
    if !table_packs::take_down(&mut *tx, id, version, now).await? {
        return Ok(false);
    }
    let lobbies = pack_editor::touch_lobbies_using(&mut tx, id).await?;
    tx.commit().await?;
    live.tell(&lobbies, &[]);
    Ok(true)
}

/// An organizer copies the list `id` into a new draft pack of theirs, to edit and publish
/// like any pack.
#[tracing::instrument(skip(pool, by), fields(by = %by.username), err(level = "debug"))]
pub async fn copy_to_packs(pool: &PgPool, by: &Account, id: &str) -> PackResult<Option<Pack>> {
    // Players' lists only: another organizer's draft is not this page's to copy.
    if shared_list(pool, id).await?.is_none() {
        return Ok(None);
    }
    let mut conn = pool.acquire().await?;
    let Some(mut pack) = crate::db::packs::stored_pack(&mut conn, id).await? else {
        return Ok(None);
    };
    drop(conn);
    // Its locations keep their ids' words but take the new pack's id; those without roles
    // stay so (dealt alone) until an editor gives them some.
    // A name without Latin letters or digits makes no id of its own: the list's id then.
    let base = match pack.name.chars().any(|c| c.is_ascii_alphanumeric()) {
        true => rules::id_from_name(&pack.name),
        false => format!("{id}-copy"),
    };
    pack.name = (pack.name.chars())
        .take(rules::MAX_PACK_NAME_CHARS)
        .collect();
    Ok(Some(pack_changes::create(pool, by, pack, &base).await?))
}

/// The packs `user` made, then those they read by code.
pub async fn list_for(pool: &PgPool, user: Uuid) -> Result<Vec<TablePackRow>, Fault> {
    Ok(table_packs::list_for(pool, user).await?)
}
