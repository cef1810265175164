//! The `spyfall` command: parses the command line and calls the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use spyfall::config::Config;

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
    /// Import or export location packs.
    Packs {
        #[command(subcommand)]
        action: PacksAction,
    },
}

#[derive(Subcommand)]
enum PacksAction {
    /// Load a pack file (the locations/ format) into the database as a custom pack.
    Import {
        file: PathBuf,
        /// Make it visible to hosts right away.
        #[arg(long)]
        publish: bool,
    },
    /// Write a pack in the locations/ format, to a file or standard output.
    Export {
        id: String,
        #[arg(long, short)]
        output: Option<PathBuf>,
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
            Command::Packs { action } => match action {
                PacksAction::Import { file, publish } => {
                    spyfall::cli::import_pack(&config, &file, publish).await
                }
                PacksAction::Export { id, output } => {
                    spyfall::cli::export_pack(&config, &id, output.as_deref()).await
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
    app.run_until_stopped().await
}
