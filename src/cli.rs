//! The command-line subcommands other than `serve`.

use std::path::Path;

use anyhow::{Context, bail};

use crate::config::Config;
use crate::db::{self, Database};
use crate::packs::format;

/// `spyfall migrate`: applies the migrations (opening the database does) and exits.
pub async fn migrate(config: &Config) -> anyhow::Result<()> {
    let database = Database::open(config).await?;
    let applied = db::MIGRATOR.iter().count();
    database.close_leaving_adopted().await;
    eprintln!("spyfall: the database is at the latest of {applied} migrations");
    Ok(())
}

/// `spyfall packs import FILE`: loads a pack file as a custom pack.
pub async fn import_pack(config: &Config, file: &Path, publish: bool) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let pack = format::parse(&file.display().to_string(), &text)?;
    let database = Database::open(config).await?;
    let result = async {
        let mut tx = database.pool.begin().await?;
        db::packs::lock_pack_loading(&mut tx).await?;
        if db::packs::is_bundled(&mut *tx, &pack.id).await? == Some(true) {
            bail!("'{}' is a bundled pack; give the pack another id", pack.id);
        }
        let outcome = db::packs::upsert_pack(&mut tx, &pack, false).await?;
        if publish {
            db::packs::set_published(&mut *tx, &pack.id, true).await?;
        }
        tx.commit().await?;
        eprintln!(
            "spyfall: pack '{}' ({} locations): {outcome:?}",
            pack.id,
            pack.locations.len()
        );
        Ok(())
    }
    .await;
    database.close_leaving_adopted().await;
    result
}

/// `spyfall packs export ID`: writes a pack in the file format.
pub async fn export_pack(config: &Config, id: &str, output: Option<&Path>) -> anyhow::Result<()> {
    let database = Database::open(config).await?;
    let result = async {
        let mut conn = database.pool.acquire().await?;
        let pack = db::packs::export_pack(&mut conn, id)
            .await?
            .with_context(|| format!("there is no pack '{id}'"))?;
        let text = format::render(&pack);
        match output {
            Some(path) => std::fs::write(path, text)
                .with_context(|| format!("cannot write {}", path.display()))?,
            None => print!("{text}"),
        }
        Ok(())
    }
    .await;
    database.close_leaving_adopted().await;
    result
}
