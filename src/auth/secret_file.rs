//! The JWT signing secret: from the environment, or generated once and kept in the data
//! directory so tokens survive a restart.

use std::fs;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

use anyhow::Context;
use rand::RngExt;

use crate::config::Config;
use crate::secret::Secret;

const FILE_NAME: &str = "jwt-secret";

/// The configured secret, else the one stored in `data_dir`, else a new one (stored).
pub fn load_or_create(config: &Config) -> anyhow::Result<Secret<String>> {
    if let Some(secret) = &config.jwt_secret {
        return Ok(secret.clone());
    }
    load_or_create_in(&config.data_dir)
}

fn load_or_create_in(dir: &Path) -> anyhow::Result<Secret<String>> {
    let path = dir.join(FILE_NAME);
    if let Ok(existing) = fs::read_to_string(&path) {
        let existing = existing.trim().to_string();
        if existing.len() >= 32 {
            return Ok(Secret::new(existing));
        }
    }
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let bytes: [u8; 32] = rand::rng().random();
    let secret = hex::encode(bytes);
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(&path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    file.write_all(secret.as_bytes())?;
    tracing::info!(path = %path.display(), "generated a new JWT signing secret");
    Ok(Secret::new(secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_secret_is_kept_for_the_next_start() {
        let dir = std::env::temp_dir().join(format!("spyfall-secret-{}", uuid::Uuid::new_v4()));
        let first = load_or_create_in(&dir).unwrap();
        let second = load_or_create_in(&dir).unwrap();
        assert_eq!(first.expose(), second.expose());
        assert_eq!(first.expose().len(), 64);
        fs::remove_dir_all(&dir).unwrap();
    }
}
