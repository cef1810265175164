//! An embedded PostgreSQL for running with no `DATABASE_URL`.
//!
//! The server uses the PostgreSQL binaries already installed on the machine (found on
//! `PATH` or under `/usr/lib/postgresql/*/bin`), keeps the cluster in a persistent data
//! directory, and listens only on a free loopback port with a generated password. Postgres
//! refuses to run as root, so when we are root the cluster belongs to the `postgres`
//! system user and every Postgres command runs as that user.

use std::fs;
use std::io::Write;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rand::RngExt;
use tokio::process::Command;

/// Why the embedded database could not start, worded for the person running the server.
#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    #[error(
        "no PostgreSQL server binaries (initdb, pg_ctl, postgres) were found on PATH or in \
         /usr/lib/postgresql/*/bin.\nWays out:\n  - install PostgreSQL (Debian/Ubuntu: \
         apt-get install postgresql),\n  - or run `docker compose up -d db` and set \
         DATABASE_URL=postgres://spyfall:spyfall@127.0.0.1:5432/spyfall,\n  - or set \
         DATABASE_URL to any PostgreSQL database you can use"
    )]
    NoBinaries,
    #[error(
        "running as root, the embedded database must run as the 'postgres' system user, \
         and there is none; create it (useradd --system postgres) or set DATABASE_URL"
    )]
    NoPostgresUser,
    #[error(
        "the 'postgres' system user cannot reach {0}; set SPYFALL_DATA_DIR to a directory it \
         can reach (for example /var/lib/spyfall) or set DATABASE_URL"
    )]
    Unreachable(PathBuf),
    #[error("{0:#}")]
    Other(#[from] anyhow::Error),
}

/// A running PostgreSQL cluster in `cluster_dir`.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    bin_dir: PathBuf,
    cluster_dir: PathBuf,
    port: u16,
    password: String,
    run_as: Option<(u32, u32)>,
    adopted: bool,
}

const SUPERUSER: &str = "spyfall";

impl EmbeddedPostgres {
    /// Starts (or adopts, when a previous run left it running) the cluster kept under
    /// `data_dir`, creating it on first use.
    pub async fn start(data_dir: &Path) -> Result<Self, EmbeddedError> {
        let bin_dir = find_binaries().ok_or(EmbeddedError::NoBinaries)?;
        fs::create_dir_all(data_dir)
            .with_context(|| format!("cannot create the data directory {}", data_dir.display()))?;
        let data_dir = data_dir
            .canonicalize()
            .with_context(|| format!("cannot resolve {}", data_dir.display()))?;
        let run_as = if is_root() {
            let ids = postgres_user_ids().ok_or(EmbeddedError::NoPostgresUser)?;
            check_reachable(&data_dir, ids)?;
            Some(ids)
        } else {
            None
        };

        // Several processes (test binaries, two servers) may start the same cluster at once.
        let lock = fs::File::create(data_dir.join(".postgres.lock"))
            .context("cannot create the database lock file")?;
        let lock = tokio::task::spawn_blocking(move || lock.lock().map(|_| lock))
            .await
            .context("lock task failed")?
            .context("cannot lock the database directory")?;

        let cluster_dir = data_dir.join("postgres");
        let password_file = data_dir.join("postgres-password");
        let mut pg = EmbeddedPostgres {
            bin_dir,
            cluster_dir,
            port: 0,
            password: String::new(),
            run_as,
            adopted: false,
        };
        if !pg.cluster_dir.join("PG_VERSION").exists() {
            pg.init(&data_dir, &password_file).await?;
        }
        pg.password = fs::read_to_string(&password_file)
            .with_context(|| format!("cannot read {}", password_file.display()))?
            .trim()
            .to_string();
        match pg.running_port() {
            Some(port) if pg.status_ok().await => {
                tracing::info!(port, "adopting the embedded PostgreSQL left running");
                pg.port = port;
                pg.adopted = true;
            }
            _ => pg.launch().await?,
        }
        drop(lock);
        Ok(pg)
    }

    /// The connection URL for `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://{SUPERUSER}:{}@127.0.0.1:{}/{database}",
            self.password, self.port
        )
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// True when the cluster was already running and this process only connected to it.
    pub fn adopted(&self) -> bool {
        self.adopted
    }

    /// Stops the cluster cleanly (fast shutdown: open sessions are ended, data is flushed).
    pub async fn stop(&self) -> anyhow::Result<()> {
        let out = self
            .pg_command("pg_ctl")
            .arg("stop")
            .arg("-D")
            .arg(&self.cluster_dir)
            .args(["-m", "fast", "-w", "-t", "60"])
            .output()
            .await
            .context("cannot run pg_ctl stop")?;
        if !out.status.success() {
            bail!(
                "pg_ctl stop failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        tracing::info!("embedded PostgreSQL stopped");
        Ok(())
    }

    async fn init(&self, data_dir: &Path, password_file: &Path) -> Result<(), EmbeddedError> {
        tracing::info!(dir = %self.cluster_dir.display(), "creating the embedded PostgreSQL cluster");
        let password = random_password();
        write_private(password_file, &password)?;
        fs::create_dir_all(&self.cluster_dir).context("cannot create the cluster directory")?;
        fs::set_permissions(&self.cluster_dir, fs::Permissions::from_mode(0o700))
            .context("cannot restrict the cluster directory")?;
        // initdb reads the superuser password from a file that its user must be able to read.
        let pwfile = data_dir.join(".initdb-password");
        write_private(&pwfile, &password)?;
        if let Some((uid, gid)) = self.run_as {
            std::os::unix::fs::chown(&self.cluster_dir, Some(uid), Some(gid))
                .context("cannot give the cluster directory to the postgres user")?;
            std::os::unix::fs::chown(&pwfile, Some(uid), Some(gid))
                .context("cannot give the password file to the postgres user")?;
        }
        let out = self
            .pg_command("initdb")
            .arg("-D")
            .arg(&self.cluster_dir)
            .args([
                "-U",
                SUPERUSER,
                "--auth=scram-sha-256",
                "-E",
                "UTF8",
                "--no-locale",
            ])
            .arg(format!("--pwfile={}", pwfile.display()))
            .output()
            .await
            .context("cannot run initdb");
        let _ = fs::remove_file(&pwfile);
        let out = out?;
        if !out.status.success() {
            let _ = fs::remove_dir_all(&self.cluster_dir);
            return Err(
                anyhow::anyhow!("initdb failed: {}", String::from_utf8_lossy(&out.stderr)).into(),
            );
        }
        Ok(())
    }

    async fn launch(&mut self) -> Result<(), EmbeddedError> {
        let port = free_loopback_port().context("cannot find a free loopback port")?;
        self.launch_on(port).await
    }

    /// Starts the cluster again after [`stop`](Self::stop), on the port it had, so that
    /// clients holding its URL reconnect (the database outage tests use this).
    pub async fn resume(&mut self) -> Result<(), EmbeddedError> {
        self.launch_on(self.port).await
    }

    async fn launch_on(&mut self, port: u16) -> Result<(), EmbeddedError> {
        let log = self.cluster_dir.join("server.log");
        let out = self
            .pg_command("pg_ctl")
            .arg("start")
            .arg("-D")
            .arg(&self.cluster_dir)
            .args(["-w", "-t", "60", "-l"])
            .arg(&log)
            .arg("-o")
            .arg(format!(
                "-c listen_addresses=127.0.0.1 -p {port} -c unix_socket_directories=''"
            ))
            .output()
            .await
            .context("cannot run pg_ctl start")?;
        if !out.status.success() {
            let tail = fs::read_to_string(&log).unwrap_or_default();
            let tail: Vec<&str> = tail.lines().rev().take(10).collect();
            return Err(anyhow::anyhow!(
                "PostgreSQL did not start: {}\n{}",
                String::from_utf8_lossy(&out.stderr).trim(),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            )
            .into());
        }
        tracing::info!(port, "embedded PostgreSQL started");
        self.port = port;
        Ok(())
    }

    /// The port recorded by a postmaster that may still be running.
    fn running_port(&self) -> Option<u16> {
        let pid_file = fs::read_to_string(self.cluster_dir.join("postmaster.pid")).ok()?;
        pid_file.lines().nth(3)?.trim().parse().ok()
    }

    async fn status_ok(&self) -> bool {
        self.pg_command("pg_ctl")
            .arg("status")
            .arg("-D")
            .arg(&self.cluster_dir)
            .output()
            .await
            .map(|o| o.status.success())
            .unwrap_or(false)
    }

    fn pg_command(&self, program: &str) -> Command {
        let mut cmd = Command::new(self.bin_dir.join(program));
        cmd.stdin(std::process::Stdio::null());
        // Keep the postmaster out of our process group so that a Ctrl-C aimed at the
        // server does not kill the database before the server has stopped it cleanly.
        cmd.process_group(0);
        if let Some((uid, gid)) = self.run_as {
            cmd.uid(uid).gid(gid);
            cmd.current_dir(&self.cluster_dir);
        }
        cmd
    }
}

/// The directory holding `initdb`, `pg_ctl` and `postgres`: first on `PATH`, then the
/// newest version under `/usr/lib/postgresql`.
pub fn find_binaries() -> Option<PathBuf> {
    let has_all = |dir: &Path| {
        ["initdb", "pg_ctl", "postgres"]
            .iter()
            .all(|b| dir.join(b).is_file())
    };
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            let pg_ctl = dir.join("pg_ctl");
            if let Ok(real) = pg_ctl.canonicalize()
                && let Some(real_dir) = real.parent()
                && has_all(real_dir)
            {
                return Some(real_dir.to_path_buf());
            }
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse::<u32>().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| has_all(bin))
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

fn is_root() -> bool {
    fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

/// uid and gid of the `postgres` system user, from `/etc/passwd`.
fn postgres_user_ids() -> Option<(u32, u32)> {
    let passwd = fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        if fields.first() == Some(&"postgres") && fields.len() > 3 {
            Some((fields[2].parse().ok()?, fields[3].parse().ok()?))
        } else {
            None
        }
    })
}

/// Every ancestor of `dir` must be searchable by the postgres user, or Postgres cannot
/// open its own data directory.
fn check_reachable(dir: &Path, (uid, gid): (u32, u32)) -> Result<(), EmbeddedError> {
    for ancestor in dir.ancestors().skip(1) {
        let Ok(meta) = fs::metadata(ancestor) else {
            continue;
        };
        let mode = meta.mode();
        let ok = (meta.uid() == uid && mode & 0o100 != 0)
            || (meta.gid() == gid && mode & 0o010 != 0)
            || mode & 0o001 != 0;
        if !ok {
            return Err(EmbeddedError::Unreachable(ancestor.to_path_buf()));
        }
    }
    Ok(())
}

fn free_loopback_port() -> std::io::Result<u16> {
    let listener = std::net::TcpListener::bind(("127.0.0.1", 0))?;
    Ok(listener.local_addr()?.port())
}

fn random_password() -> String {
    let bytes: [u8; 24] = rand::rng().random();
    hex::encode(bytes)
}

fn write_private(path: &Path, contents: &str) -> anyhow::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    file.write_all(contents.as_bytes())?;
    Ok(())
}

use std::os::unix::fs::OpenOptionsExt;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_machines_postgres_binaries() {
        // The project's set-up scripts install PostgreSQL, so the binaries must be found.
        let dir = find_binaries().expect("PostgreSQL binaries");
        assert!(dir.join("initdb").is_file());
    }

    #[test]
    fn an_unsearchable_ancestor_is_reported() {
        let base = std::env::temp_dir().join(format!("spyfall-reach-{}", uuid::Uuid::new_v4()));
        let inner = base.join("inner");
        fs::create_dir_all(&inner).unwrap();
        fs::set_permissions(&base, fs::Permissions::from_mode(0o700)).unwrap();
        let meta = fs::metadata(&base).unwrap();
        // An id that owns nothing here stands for the postgres user.
        let stranger = (meta.uid() + 12345, meta.gid() + 12345);
        let err = check_reachable(&inner, stranger).unwrap_err();
        assert!(matches!(err, EmbeddedError::Unreachable(p) if p == base));
        fs::set_permissions(&base, fs::Permissions::from_mode(0o711)).unwrap();
        assert!(check_reachable(&inner, stranger).is_ok());
        fs::remove_dir_all(&base).unwrap();
    }
}
