//! The command-line subcommands other than `serve`.

use std::io::{BufRead, IsTerminal};
use std::path::Path;

use anyhow::{Context, bail};

use crate::auth::password;
use crate::config::Config;
use crate::db::admin::Upserted;
use crate::db::{self, Database};
use crate::http::i18n::{self, Texts};
use crate::notice::Notice;
use crate::packs::{Pack, append, csv, format, rules};
use crate::secret::Secret;
use crate::staff::Role;

/// `spyfall migrate`: applies the migrations (opening the database does) and exits.
pub async fn migrate(config: &Config) -> anyhow::Result<()> {
    let database = Database::open(config).await?;
    let applied = db::MIGRATOR.iter().count();
    database.close_leaving_adopted().await;
    eprintln!("spyfall: the database is at the latest of {applied} migrations");
    Ok(())
}

/// `spyfall purge [--dry-run]`: a retention pass at once, or what it would take.
pub async fn purge(config: &Config, dry_run: bool) -> anyhow::Result<()> {
    let database = Database::open(config).await?;
    let cutoffs = config.retention.cutoffs(chrono::Utc::now());
    let mut gone = Vec::new();
    let result = crate::app::retention::sweep(&database.pool, &cutoffs, dry_run, &mut gone).await;
    database.close_leaving_adopted().await;
    let swept = result?;
    if dry_run {
        println!("spyfall: dry run, nothing changed; a purge now: {swept}");
    } else {
        println!("spyfall: purged: {swept}");
    }
    Ok(())
}

/// `spyfall delete-user USERNAME --yes`: a player's data deleted on request.
pub async fn delete_user(config: &Config, username: &str, yes: bool) -> anyhow::Result<()> {
    if !yes {
        println!(
            "spyfall: this deletes the data of the player account '{username}': its tokens, its \
             name in every room and league night, and the account. Run it again with --yes."
        );
        return Ok(());
    }
    let database = Database::open(config).await?;
    let result = crate::app::privacy::erase(&database.pool, username).await;
    database.close_leaving_adopted().await;
    let erased = result?;
    println!(
        "spyfall: the data of '{username}' is deleted: {} tokens, {} names; the account row {}",
        erased.tokens,
        erased.names,
        if erased.row_deleted {
            "is deleted"
        } else {
            "stays without a username, password or name, for the rounds that name it"
        }
    );
    Ok(())
}

/// `spyfall create-admin USERNAME [--role R]`: the password comes from the terminal or
/// standard input, so it never shows in a process list or a shell history.
pub async fn create_admin(
    config: &Config,
    username: &str,
    role: &str,
    promote: bool,
) -> anyhow::Result<()> {
    let role = Role::parse(role).context("the role is 'admin' or 'organizer'")?;
    let username = crate::staff::accounts::valid_username(username).map_err(english)?;
    let password = read_password()?;
    crate::staff::accounts::valid_password(&password).map_err(english)?;
    let hash = password::hash(Secret::new(password)).await?;
    let database = Database::open(config).await?;
    let result = upsert_staff(&database.pool, &username, &hash, (role, promote)).await;
    database.close_leaving_adopted().await;
    let what = match result? {
        Upserted::Created => "created",
        Upserted::Updated => "updated (new password and role, enabled)",
        Upserted::Promoted => "made staff from a player account (its player sessions ended)",
        Upserted::IsPlayer => bail!(
            "'{username}' is a player's account; give --promote-player to make it a staff \
             account (its player sessions end), or choose another name"
        ),
    };
    eprintln!("spyfall: account '{username}' ({}) {what}", role.as_str());
    Ok(())
}

/// `upsert_account` in a transaction of its own.
async fn upsert_staff(
    pool: &sqlx::PgPool,
    username: &str,
    hash: &str,
    (role, promote): (Role, bool),
) -> anyhow::Result<Upserted> {
    let mut tx = pool.begin().await?;
    let done = db::admin::upsert_account(&mut tx, username, hash, role, promote).await?;
    tx.commit().await?;
    Ok(done)
}

fn read_password() -> anyhow::Result<String> {
    if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password: ")?;
        let again = rpassword::prompt_password("Password again: ")?;
        if first != again {
            bail!("the two passwords differ");
        }
        Ok(first)
    } else {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_string())
    }
}

/// How `packs import` reads its file.
#[derive(Debug, Default)]
pub struct ImportOptions {
    pub publish: bool,
    /// `toml` or `csv`; from the extension when `None`.
    pub format: Option<String>,
    pub id: Option<String>,
    pub name: Option<String>,
}

/// `spyfall packs import FILE`: loads a pack file as a custom pack (new, or replacing
/// the custom pack with its id).
pub async fn import_pack(config: &Config, file: &Path, how: ImportOptions) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let shown = file.display().to_string();
    let is_csv = match how.format.as_deref() {
        Some("csv") => true,
        Some("toml") => false,
        Some(other) => bail!("the format is 'toml' or 'csv', not '{other}'"),
        None => shown.to_ascii_lowercase().ends_with(".csv"),
    };
    let database = Database::open(config).await?;
    let result = async {
        let mut tx = database.pool.begin().await?;
        db::packs::lock_pack_loading(&mut tx).await?;
        let pack = if is_csv {
            let id = how
                .id
                .as_deref()
                .context("a CSV file names no pack: give --id")?;
            let id = rules::pack_id(id).map_err(english)?;
            let locations = csv::parse_locations(&shown, &text).map_err(errors)?;
            let existing = db::packs::stored_pack(&mut tx, &id).await?;
            match (existing, &how.name) {
                (Some(p), name) => {
                    // A CSV file has no translations: the pack's stay with their locations.
                    let locations = locations
                        .into_iter()
                        .map(|l| append::keeping_translations(&p, l))
                        .collect();
                    Pack {
                        name: name.clone().unwrap_or(p.name),
                        locations,
                        ..p
                    }
                }
                (None, Some(name)) => Pack {
                    locations,
                    ..Pack::named(id, rules::pack_name(name).map_err(english)?)
                },
                (None, None) => bail!("there is no pack '{id}': give --name to make it"),
            }
        } else {
            format::parse_all_problems(&shown, &text).map_err(errors)?
        };
        if db::packs::is_bundled(&mut *tx, &pack.id).await? == Some(true) {
            bail!("'{}' is a bundled pack; give the pack another id", pack.id);
        }
        let outcome = db::packs::upsert_pack(&mut tx, &pack, false).await?;
        if how.publish {
            db::packs::set_published(&mut *tx, &pack.id, true).await?;
        }
        db::pack_editor::touch_lobbies_using(&mut tx, &pack.id).await?;
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

/// A refusal of the core as an error of the command line, which speaks English.
fn english(notice: Notice) -> anyhow::Error {
    anyhow::anyhow!(Texts::of(i18n::SOURCE).notice(&notice))
}

/// Every problem of a file, one per line, in English.
fn errors(list: Vec<format::PackFileError>) -> anyhow::Error {
    let words = Texts::of(i18n::SOURCE);
    let lines: Vec<String> = (list.iter())
        .map(|e| format!("{}:{}: {}", e.file, e.line, words.notice(&e.notice)))
        .collect();
    anyhow::anyhow!(
        "the file has {} problem(s):\n{}",
        lines.len(),
        lines.join("\n")
    )
}

/// `spyfall packs export ID`: writes a pack in the file format or as CSV.
pub async fn export_pack(
    config: &Config,
    id: &str,
    output: Option<&Path>,
    as_format: &str,
) -> anyhow::Result<()> {
    if as_format != "toml" && as_format != "csv" {
        bail!("the format is 'toml' or 'csv', not '{as_format}'");
    }
    let database = Database::open(config).await?;
    let result = async {
        let mut conn = database.pool.acquire().await?;
        let pack = db::packs::stored_pack(&mut conn, id)
            .await?
            .with_context(|| format!("there is no pack '{id}'"))?;
        let text = if as_format == "csv" {
            csv::render(&pack)
        } else {
            format::render(&pack)
        };
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
