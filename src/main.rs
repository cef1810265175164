//! The `spyfall` command: parses the command line and calls the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use spyfall::config::Config;

/// jemalloc leaves the untouched pages of idle connections' buffers out of the process's
/// memory, and holds less for every held poll and event stream than the system allocator
/// (BENCHMARKS.md, P3).
#[cfg(not(target_env = "msvc"))]
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[derive(Parser)]
#[command(name = "spyfall", version, about = "A Spyfall game server")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP server (the default).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
    /// Create an admin panel account, or reset an existing one's password and role. The
    /// password is read from the terminal (asked twice) or from the first line of
    /// standard input, never from the command line.
    CreateAdmin {
        username: String,
        /// `admin` (everything, manages accounts) or `organizer` (their own packs).
        #[arg(long, default_value = "admin")]
        role: String,
        /// Make an existing player account a staff account (its player sessions end);
        /// without it, a player's username is refused.
        #[arg(long)]
        promote_player: bool,
    },
    /// Apply the retention periods now (docs/operations.md): close idle rooms, delete old
    /// closed rooms, idle guests and expired tokens. The server does this every minute.
    Purge {
        /// Only say what would go; change nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Delete a player account's data on request (docs/operations.md, Privacy): its
    /// tokens go, its name goes from every room and league night, and the account goes
    /// (or stays as a nameless row where played rounds or league results stand on it).
    DeleteUser {
        username: String,
        /// Needed to do it; without it, only says what would be done.
        #[arg(long)]
        yes: bool,
    },
    /// Import or export location packs.
    Packs {
        #[command(subcommand)]
        action: PacksAction,
    },
}

#[derive(Subcommand)]
enum PacksAction {
    /// Load a pack file into the database as a custom pack: the locations/ format
    /// (.toml), or CSV rows of location,role (.csv, with --id and, for a new pack, --name).
    Import {
        file: PathBuf,
        /// Make it visible to hosts right away.
        #[arg(long)]
        publish: bool,
        /// `toml` or `csv`; by default from the file's extension.
        #[arg(long)]
        format: Option<String>,
        /// CSV: the pack to replace the locations of, or the id of a new pack.
        #[arg(long)]
        id: Option<String>,
        /// CSV: the name of a new pack.
        #[arg(long)]
        name: Option<String>,
    },
    /// Write a pack in the locations/ format or as CSV, to a file or standard output.
    Export {
        id: String,
        #[arg(long, short)]
        output: Option<PathBuf>,
        /// `toml` (default) or `csv`.
        #[arg(long, default_value = "toml")]
        format: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("spyfall: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    spyfall::telemetry::init(config.log_format);
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("spyfall: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async move {
        match cli.command.unwrap_or(Command::Serve) {
            Command::Serve => serve(config).await,
            Command::Migrate => spyfall::cli::migrate(&config).await,
            Command::CreateAdmin {
                username,
                role,
                promote_player,
            } => spyfall::cli::create_admin(&config, &username, &role, promote_player).await,
            Command::Purge { dry_run } => spyfall::cli::purge(&config, dry_run).await,
            Command::DeleteUser { username, yes } => {
                spyfall::cli::delete_user(&config, &username, yes).await
            }
            Command::Packs { action } => match action {
                PacksAction::Import {
                    file,
                    publish,
                    format,
                    id,
                    name,
                } => {
                    let how = spyfall::cli::ImportOptions {
                        publish,
                        format,
                        id,
                        name,
                    };
                    spyfall::cli::import_pack(&config, &file, how).await
                }
                PacksAction::Export { id, output, format } => {
                    spyfall::cli::export_pack(&config, &id, output.as_deref(), &format).await
                }
            },
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spyfall: {e:#}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let app = spyfall::startup::Application::build(config).await?;
    tracing::info!(port = app.port(), "listening");
    if let Some(port) = app.h2c_port() {
        tracing::info!(port, "listening for a proxy's HTTP/2 (h2c)");
    }
    announce(app.public());
    app.run_until_signalled().await
}

/// Tells whoever started the server the address phones open, with a QR code of it drawn
/// in the terminal, or why phones cannot reach it yet.
fn announce(public: &spyfall::public_address::PublicAddress) {
    if public.local_only {
        eprintln!(
            "spyfall: only this computer can open {}: to let phones in, listen on the \
             network (SPYFALL_ADDR=0.0.0.0:8080) or set SPYFALL_PUBLIC_URL",
            public.base
        );
        return;
    }
    eprintln!("spyfall: phones at the table open {}", public.base);
    if let Ok(code) = qrcode::QrCode::new(public.base.as_bytes()) {
        let drawn = code
            .render::<qrcode::render::unicode::Dense1x2>()
            .quiet_zone(true)
            .build();
        eprintln!("{drawn}");
    }
}
