//! The bundled packs (`locations/*.toml`), loaded into the database at every start.
//!
//! Loading is idempotent: an unchanged file writes nothing, an edited file updates its
//! pack (and bumps its version). A malformed file stops the start with its name and line.

use std::path::{Path, PathBuf};

use anyhow::Context;
use sqlx::PgPool;

use crate::db::packs::{UpsertOutcome, upsert_pack};
use crate::packs::format::{self, Pack};

/// Copies compiled into the binary, used when no packs directory is found on disk.
const EMBEDDED: &[(&str, &str)] = &[
    (
        "spyfall1.toml",
        include_str!("../../locations/spyfall1.toml"),
    ),
    (
        "spyfall2.toml",
        include_str!("../../locations/spyfall2.toml"),
    ),
    (
        "time-travel.toml",
        include_str!("../../locations/time-travel.toml"),
    ),
];

/// Reads the bundled pack files: from `dir` when given, else from `./locations` when it
/// exists, else the embedded copies.
pub fn read_files(dir: Option<&Path>) -> anyhow::Result<Vec<(String, String)>> {
    let dir = match dir {
        Some(d) => Some(d.to_path_buf()),
        None => Some(PathBuf::from("locations")).filter(|d| d.is_dir()),
    };
    let Some(dir) = dir else {
        return Ok(EMBEDDED
            .iter()
            .map(|(name, text)| (format!("locations/{name}"), text.to_string()))
            .collect());
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot read the packs directory {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p)
                .with_context(|| format!("cannot read {}", p.display()))?;
            Ok((p.display().to_string(), text))
        })
        .collect()
}

/// Parses every file; the first malformed one is the error.
pub fn parse_all(files: &[(String, String)]) -> Result<Vec<Pack>, format::PackFileError> {
    files
        .iter()
        .map(|(name, text)| format::parse(name, text))
        .collect()
}

/// Counts of what a load did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SyncReport {
    pub created: usize,
    pub updated: usize,
    pub unchanged: usize,
}

/// Writes the packs into the database as bundled, published packs; the rooms between games
/// offering a pack that changed get a new version.
pub async fn sync(pool: &PgPool, packs: &[Pack]) -> anyhow::Result<SyncReport> {
    let mut tx = pool.begin().await?;
    // Several instances may start at once; one loads at a time.
    crate::db::packs::lock_pack_loading(&mut tx).await?;
    let mut report = SyncReport::default();
    for pack in packs {
        match upsert_pack(&mut tx, pack, true).await? {
            UpsertOutcome::Created => report.created += 1,
            UpsertOutcome::Updated => {
                // Lobbies offering it show its new names: a state held at their version
                // would not (instances take a join's state from the one they hold).
                crate::db::pack_editor::touch_lobbies_using(&mut tx, &pack.id).await?;
                report.updated += 1
            }
            UpsertOutcome::Unchanged => report.unchanged += 1,
        }
    }
    tx.commit().await?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_packs_parse_with_their_published_sizes() {
        let files: Vec<(String, String)> = EMBEDDED
            .iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
        let packs = parse_all(&files).unwrap();
        let sizes: Vec<(&str, usize)> = packs
            .iter()
            .map(|p| (p.id.as_str(), p.locations.len()))
            .collect();
        assert_eq!(
            sizes,
            vec![("spyfall1", 28), ("spyfall2", 20), ("time-travel", 20)]
        );
        let time_travel = &packs[2];
        assert!(time_travel.locations.iter().all(|l| l.roles.len() == 7));
    }
}
