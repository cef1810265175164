//! HS256 player tokens. Each token carries an id (`jti`) recorded in the database so that
//! it can be revoked before it expires.

use std::time::Duration;

use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Seconds of clock difference tolerated between the server instances and the token.
const LEEWAY_SECS: i64 = 5;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: Uuid,
    pub iat: i64,
    pub exp: i64,
    /// The token id, for revocation.
    pub jti: Uuid,
}

/// Claims with an expiry (`exp`, seconds since the epoch).
pub trait Expiring {
    fn expires_at(&self) -> i64;
}

impl Expiring for Claims {
    fn expires_at(&self) -> i64 {
        self.exp
    }
}

/// Why a presented token is refused. Every kind answers the same 401 to the client.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("the token is malformed or its signature does not match")]
    Invalid,
    #[error("the token has expired")]
    Expired,
    #[error("the token is not valid yet")]
    NotYetValid,
}

/// The signing and checking keys for player tokens.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    ttl: Duration,
}

impl TokenKeys {
    pub fn new(secret: &[u8], ttl: Duration) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        // The times are checked below against the server's clock, not the system's.
        validation.validate_exp = false;
        validation.set_required_spec_claims(&["exp", "sub", "iat"]);
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            ttl,
        }
    }

    /// Signs a new token for `user_id`, issued at `now`.
    pub fn issue(&self, user_id: Uuid, now: DateTime<Utc>) -> anyhow::Result<(String, Claims)> {
        let claims = Claims {
            sub: user_id,
            iat: now.timestamp(),
            exp: now.timestamp() + self.ttl.as_secs() as i64,
            jti: Uuid::new_v4(),
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?;
        Ok((token, claims))
    }

    /// How long what these keys sign stays valid.
    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    /// Signs other claims with these keys (e.g. an event-stream ticket); keys of their own
    /// keep one kind from passing for another.
    pub fn sign<C: Serialize>(&self, claims: &C) -> anyhow::Result<String> {
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            claims,
            &self.encoding,
        )?)
    }

    /// Checks the signature of claims signed with [`TokenKeys::sign`], and that they have
    /// not expired at `now` (their `exp`).
    pub fn decode<C: serde::de::DeserializeOwned + Expiring>(
        &self,
        token: &str,
        now: DateTime<Utc>,
    ) -> Result<C, TokenError> {
        let claims = jsonwebtoken::decode::<C>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|_| TokenError::Invalid)?;
        if claims.expires_at() < now.timestamp() - LEEWAY_SECS {
            return Err(TokenError::Expired);
        }
        Ok(claims)
    }

    /// Checks the signature, the algorithm and the times of a presented token at `now`.
    pub fn verify(&self, token: &str, now: DateTime<Utc>) -> Result<Claims, TokenError> {
        let claims: Claims = self.decode(token, now)?;
        if claims.iat > now.timestamp() + LEEWAY_SECS {
            return Err(TokenError::NotYetValid);
        }
        Ok(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> TokenKeys {
        TokenKeys::new(&[7u8; 32], Duration::from_secs(3600))
    }

    #[test]
    fn an_issued_token_verifies() {
        let user = Uuid::new_v4();
        let now = Utc::now();
        let (token, claims) = keys().issue(user, now).unwrap();
        assert_eq!(keys().verify(&token, now).unwrap(), claims);
        assert_eq!(claims.sub, user);
    }

    #[test]
    fn another_key_or_a_tampered_token_is_refused() {
        let now = Utc::now();
        let (token, _) = keys().issue(Uuid::new_v4(), now).unwrap();
        let other = TokenKeys::new(&[8u8; 32], Duration::from_secs(3600));
        assert_eq!(other.verify(&token, now), Err(TokenError::Invalid));
        let mut tampered = token.clone().into_bytes();
        let mid = tampered.len() / 2;
        tampered[mid] = if tampered[mid] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(tampered).unwrap();
        assert_eq!(keys().verify(&tampered, now), Err(TokenError::Invalid));
    }

    #[test]
    fn expired_and_future_tokens_are_refused() {
        let now = Utc::now();
        let (old, _) = keys()
            .issue(Uuid::new_v4(), now - chrono::Duration::hours(2))
            .unwrap();
        assert_eq!(keys().verify(&old, now), Err(TokenError::Expired));
        // Expiry is read off the clock the server passes, not the system's.
        let (fresh, _) = keys().issue(Uuid::new_v4(), now).unwrap();
        let later = now + chrono::Duration::hours(2);
        assert_eq!(keys().verify(&fresh, later), Err(TokenError::Expired));
        let (future, _) = keys()
            .issue(Uuid::new_v4(), now + chrono::Duration::minutes(10))
            .unwrap();
        assert_eq!(keys().verify(&future, now), Err(TokenError::NotYetValid));
    }

    #[test]
    fn alg_none_is_refused() {
        use base64::Engine as _;
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let now = Utc::now().timestamp();
        let header = b64.encode(br#"{"alg":"none","typ":"JWT"}"#);
        let payload = b64.encode(
            format!(
                r#"{{"sub":"{}","iat":{now},"exp":{},"jti":"{}"}}"#,
                Uuid::new_v4(),
                now + 60,
                Uuid::new_v4()
            )
            .as_bytes(),
        );
        let token = format!("{header}.{payload}.");
        assert_eq!(keys().verify(&token, Utc::now()), Err(TokenError::Invalid));
    }
}
