//! A pack's history: every save through the panel is recorded with what changed, who saved
//! it and when, and the pack as it was; an earlier version can be restored, which saves it
//! again as a new version (the history keeps going forward, nothing is lost).

use sqlx::{PgConnection, PgPool};

use super::pack_changes::{self, PackError, PackResult};
use crate::db::pack_editor::{self, PackHead};
use crate::db::pack_history::{self, VersionRow};
use crate::live::Live;
use crate::notice::Notice;
use crate::packs::{Pack, diff, edit};
use crate::staff::Account;

/// Records `after`, saved by `by` as `version`; `what` says what changed, else the changes
/// from `before` are summed up.
pub(super) async fn remember(
    tx: &mut PgConnection,
    by: &Account,
    version: i32,
    (before, after): (Option<&Pack>, &Pack),
    what: Option<String>,
) -> sqlx::Result<()> {
    let what = what.unwrap_or_else(|| diff::summary(&diff::changes(before, after)));
    // As JSON, not a pack file: a draft may hold no location, which a pack file may not.
    let content = serde_json::to_string(after).map_err(|e| sqlx::Error::Encode(e.into()))?;
    pack_history::record(tx, &after.id, version, by.user_id, &what, &content).await
}

/// A pack with its recorded versions, newest first.
pub async fn history(
    pool: &PgPool,
    by: &Account,
    id: &str,
) -> PackResult<(Pack, PackHead, Vec<VersionRow>)> {
    let (pack, head) = pack_changes::visible(pool, by, id).await?;
    let versions = pack_history::list(pool, id).await?;
    Ok((pack, head, versions))
}

/// The pack as it is and as it was at `version`, for the restore's confirmation; `None`
/// when that version was not recorded.
pub async fn at_version(
    pool: &PgPool,
    by: &Account,
    id: &str,
    version: i32,
) -> PackResult<Option<(Pack, PackHead, Pack)>> {
    let (pack, head) = pack_changes::visible(pool, by, id).await?;
    let Some(content) = pack_history::content(pool, id, version).await? else {
        return Ok(None);
    };
    Ok(Some((pack, head, as_pack(id, &content)?)))
}

/// How a restore went.
pub enum Restored {
    Saved(Pack),
    /// The pack changed since the confirmation was shown; nothing was saved.
    Stale,
    /// That version was not recorded.
    Missing,
    /// The version cannot be restored as things are (a published pack keeps a location).
    Refused(Notice),
}

/// Saves the pack `id` as it was at `version`, if the confirmation was made at `seen`.
#[tracing::instrument(skip(pool, live, by), fields(by = %by.username), err(level = "debug"))]
pub async fn restore(
    pool: &PgPool,
    live: &Live,
    by: &Account,
    id: &str,
    seen: i32,
    version: i32,
) -> PackResult<Restored> {
    let mut tx = pool.begin().await?;
    let (current, head) = pack_changes::lock_editable(&mut tx, by, id).await?;
    if head.version != seen {
        return Ok(Restored::Stale);
    }
    let Some(content) = pack_history::content(&mut *tx, id, version).await? else {
        return Ok(Restored::Missing);
    };
    let earlier = as_pack(id, &content)?;
    if let (true, Err(_)) = (head.published, edit::publishable(&earlier)) {
        let why = Notice::new("history-restore-refused");
        return Ok(Restored::Refused(why));
    }
    let saved = pack_editor::save(&mut tx, &earlier).await?;
    let what = format!("Restored version {version}");
    remember(&mut tx, by, saved, (Some(&current), &earlier), Some(what)).await?;
    pack_changes::commit_telling_lobbies(tx, live, id).await?;
    Ok(Restored::Saved(earlier))
}

/// A recorded version as the pack `id`.
fn as_pack(id: &str, content: &str) -> PackResult<Pack> {
    let pack: Pack = serde_json::from_str(content)
        .map_err(|e| PackError::from(anyhow::anyhow!("recorded version unreadable: {e}")))?;
    Ok(Pack {
        id: id.to_string(),
        ..pack
    })
}
