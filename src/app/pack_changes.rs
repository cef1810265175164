//! What pack editors do to their packs: create a draft, change it (one of the pure edits
//! of `packs::edit`), publish or unpublish it, delete it. Each change locks the pack,
//! checks the version the editor's page was made from, saves the pack whole with a new
//! version (recorded in its history, `pack_history`), and tells the lobbies offering it,
//! on this instance at once (others hear of it by notification).

use crate::app::error::Fault;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::pack_history::remember;
use crate::db::pack_editor::{self, EditorPackRow, PackHead};
use crate::live::Live;
use crate::notice::Notice;
use crate::packs::edit::{self, Edit, EditError, Field, for_field};
use crate::packs::rules::Problem;
use crate::packs::{Pack, diff};
use crate::staff::Account;

#[derive(Debug, thiserror::Error)]
pub enum PackError {
    /// No such pack, or not one the caller may see (which of the two is not told).
    #[error("no such pack")]
    NotFound,
    /// The caller may look at the pack but not change it.
    #[error("the pack is read-only for the caller")]
    ReadOnly(Box<PackHead>),
    #[error(transparent)]
    Fault(#[from] Fault),
}

pub type PackResult<T> = Result<T, PackError>;

/// How a change went.
pub enum Changed {
    Saved(Pack),
    /// The change was refused; the pack as it is, with the messages by field (for the
    /// panel to word, `edit::EditError::Invalid`).
    Refused(Pack, PackHead, Vec<(Field, Problem)>),
    /// The pack changed since the editor's page was made; nothing was saved.
    Stale(Pack, PackHead),
}

/// The packs `by` may open in the editor: their own and the bundled ones (an admin sees
/// every pack).
pub async fn list_for(pool: &PgPool, by: &Account) -> PackResult<Vec<EditorPackRow>> {
    Ok(pack_editor::list_for(pool, by.lists_only_own()).await?)
}

/// The id a new pack meant to be `base` would get: `base` itself when free.
pub async fn free_id(pool: &PgPool, base: &str) -> PackResult<String> {
    let mut conn = pool.acquire().await?;
    Ok(pack_editor::free_id(&mut conn, base).await?)
}

/// A pack the caller may see.
pub async fn visible(pool: &PgPool, by: &Account, id: &str) -> PackResult<(Pack, PackHead)> {
    let mut conn = pool.acquire().await?;
    match pack_editor::load(&mut conn, id, false).await? {
        Some((pack, head)) if by.may_see(head.ownership) => Ok((pack, head)),
        _ => Err(PackError::NotFound),
    }
}

/// The pack `id`, locked until the end of `tx`, if the caller may edit it.
pub async fn lock_editable(
    tx: &mut PgConnection,
    by: &Account,
    id: &str,
) -> PackResult<(Pack, PackHead)> {
    match pack_editor::load(tx, id, true).await? {
        Some((pack, head)) if by.may_edit(head.ownership) => Ok((pack, head)),
        Some((_, head)) if by.may_see(head.ownership) => Err(PackError::ReadOnly(head.into())),
        _ => Err(PackError::NotFound),
    }
}

/// Saves `pack` as a new draft of `by` under the first free id made from `base`.
#[tracing::instrument(skip(pool, by, pack), fields(by = %by.username), err(level = "debug"))]
pub async fn create(pool: &PgPool, by: &Account, mut pack: Pack, base: &str) -> PackResult<Pack> {
    let mut tx = pool.begin().await?;
    pack_editor::lock_pack_ids(&mut tx).await?;
    pack.id = pack_editor::free_id(&mut tx, base).await?;
    let version = pack_editor::create(&mut tx, &pack, by.user_id).await?;
    let what = format!("Created with {} locations", pack.locations.len());
    remember(&mut tx, by, version, (None, &pack), Some(what)).await?;
    tx.commit().await?;
    Ok(pack)
}

/// Applies `edit` to the pack `id`, whose page showed `version`.
#[tracing::instrument(skip(pool, live, by, edit), fields(by = %by.username), err(level = "debug"))]
pub async fn change(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: &str,
    version: i32,
    edit: Edit,
) -> PackResult<Changed> {
    let mut tx = pool.begin().await?;
    let (pack, head) = lock_editable(&mut tx, by, id).await?;
    if head.version != version {
        return Ok(Changed::Stale(pack, head));
    }
    let next = match edit::apply(&pack, edit) {
        Ok(next) => next,
        Err(EditError::Invalid(errors)) => return Ok(Changed::Refused(pack, head, errors)),
        Err(EditError::NoSuchLocation) => return Err(PackError::NotFound),
    };
    // Hosts may be choosing a published pack right now: it never becomes unplayable.
    if let (true, Err(_)) = (head.published, edit::publishable(&next)) {
        let why = Notice::new("pack-rule-published-keeps-location");
        return Ok(Changed::Refused(
            pack,
            head,
            vec![for_field(Field::Pack, why)],
        ));
    }
    let version = pack_editor::save(&mut tx, &next).await?;
    remember(&mut tx, by, version, (Some(&pack), &next), None).await?;
    commit_telling_lobbies(tx, live, id).await?;
    Ok(Changed::Saved(next))
}

/// Publishes (only published packs are offered to hosts) or unpublishes the pack.
#[tracing::instrument(skip(pool, live, by), fields(by = %by.username), err(level = "debug"))]
pub async fn publish(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: &str,
    version: i32,
    publish: bool,
) -> PackResult<Changed> {
    let mut tx = pool.begin().await?;
    let (pack, head) = lock_editable(&mut tx, by, id).await?;
    if head.version != version {
        return Ok(Changed::Stale(pack, head));
    }
    if let (true, Err(m)) = (publish, edit::publishable(&pack)) {
        return Ok(Changed::Refused(
            pack,
            head,
            vec![for_field(Field::Pack, m)],
        ));
    }
    if let Some(version) = crate::db::packs::set_published(&mut *tx, id, publish).await? {
        let what = if publish { "Published" } else { "Unpublished" };
        remember(
            &mut tx,
            by,
            version,
            (Some(&pack), &pack),
            Some(what.into()),
        )
        .await?;
    }
    commit_telling_lobbies(tx, live, id).await?;
    Ok(Changed::Saved(pack))
}

/// How importing a file into a pack went.
pub enum Imported {
    Saved(Pack),
    /// The pack changed since the preview was made; nothing was imported.
    Stale,
    /// The file no longer makes a valid pack with the pack as it is now.
    Refused(Pack),
}

/// Replaces the pack `id`, whose preview was made at `version`, with what `merge` makes
/// of it and the imported file.
#[tracing::instrument(skip(pool, live, by, merge), fields(by = %by.username), err(level = "debug"))]
pub async fn import_into(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: &str,
    version: i32,
    merge: impl FnOnce(&Pack) -> Option<Pack>,
) -> PackResult<Imported> {
    let mut tx = pool.begin().await?;
    let (current, head) = lock_editable(&mut tx, by, id).await?;
    if head.version != version {
        tx.rollback().await?;
        return Ok(Imported::Stale);
    }
    let Some(pack) = merge(&current) else {
        tx.rollback().await?;
        return Ok(Imported::Refused(current));
    };
    let version = pack_editor::save(&mut tx, &pack).await?;
    let changes = diff::summary(&diff::changes(Some(&current), &pack));
    let what = format!("Imported a file. {changes}");
    remember(&mut tx, by, version, (Some(&current), &pack), Some(what)).await?;
    commit_telling_lobbies(tx, live, &pack.id).await?;
    Ok(Imported::Saved(pack))
}

/// Deletes the pack; `None` when it changed since the editor asked (nothing deleted).
#[tracing::instrument(skip(pool, live, by), fields(by = %by.username), err(level = "debug"))]
pub async fn delete(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: &str,
    version: i32,
) -> PackResult<Option<Pack>> {
    let mut tx = pool.begin().await?;
    let (pack, head) = lock_editable(&mut tx, by, id).await?;
    if head.version != version {
        return Ok(None);
    }
    let touched = pack_editor::touch_lobbies_using(&mut tx, id).await?;
    pack_editor::delete(&mut *tx, id).await?;
    tx.commit().await?;
    tell_lobbies(live, &touched);
    Ok(Some(pack))
}

/// Bumps the lobbies offering pack `id`, commits, and tells this instance's lobbies.
pub(super) async fn commit_telling_lobbies(
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    live: &Live,
    id: &str,
) -> PackResult<()> {
    let touched = pack_editor::touch_lobbies_using(&mut tx, id).await?;
    tx.commit().await?;
    tell_lobbies(live, &touched);
    Ok(())
}

/// This instance learns the lobbies' new versions at once (others by notification), so
/// the next poll here sees the change rather than a 304.
fn tell_lobbies(live: &Live, touched: &[(Uuid, i64)]) {
    live.tell(touched, &[]);
}
