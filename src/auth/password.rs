//! Argon2id password hashing, run on the blocking pool so it never stalls the async
//! workers that serve polling phones.

use anyhow::Context;
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::RngExt;

use crate::secret::Secret;

/// Hashes a password with Argon2id and a fresh random salt (PHC string format).
pub async fn hash(password: Secret<String>) -> anyhow::Result<String> {
    let salt_bytes: [u8; 16] = rand::rng().random();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::encode_b64(&salt_bytes).map_err(|e| anyhow::anyhow!("{e}"))?;
        Argon2::default()
            .hash_password(password.expose().as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("cannot hash the password: {e}"))
    })
    .await
    .context("the hashing task failed")?
}

/// Checks `password` against a stored hash. With no stored hash (unknown user) a dummy
/// hash is checked instead, so a login for an unknown name costs the same time as one for
/// a known name and does not reveal which names exist.
pub async fn verify(password: Secret<String>, stored: Option<String>) -> anyhow::Result<bool> {
    let known = stored.is_some();
    let stored = stored.unwrap_or_else(|| DUMMY_HASH.to_string());
    let matches = tokio::task::spawn_blocking(move || {
        let parsed = PasswordHash::new(&stored).map_err(|e| anyhow::anyhow!("bad hash: {e}"))?;
        Ok::<_, anyhow::Error>(
            Argon2::default()
                .verify_password(password.expose().as_bytes(), &parsed)
                .is_ok(),
        )
    })
    .await
    .context("the verification task failed")??;
    Ok(known && matches)
}

/// Argon2id (default parameters) hash of a random password nobody knows.
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c3B5ZmFsbGR1bW15c2FsdA$Jd9Q6dFJk5nqnvxxpO8ZmuKaH0oMU0+1JmBv3o8t6iU";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_verifies_only_its_own_password() {
        let h = hash(Secret::new("correct horse".into())).await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(
            verify(Secret::new("correct horse".into()), Some(h.clone()))
                .await
                .unwrap()
        );
        assert!(
            !verify(Secret::new("wrong horse".into()), Some(h))
                .await
                .unwrap()
        );
    }

    #[tokio::test]
    async fn an_unknown_user_never_verifies() {
        assert!(PasswordHash::new(DUMMY_HASH).is_ok());
        assert!(!verify(Secret::new("anything".into()), None).await.unwrap());
    }
}
