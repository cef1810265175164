//! `Idempotency-Key` on writes: a retry gets the first answer instead of a second effect.
//!
//! The middleware fingerprints a keyed request (method, path, body) before any handler
//! runs. A write handler then claims the key inside its own transaction, before it locks
//! anything else: a transaction-scoped advisory lock tells a retry that the first request
//! is still running (409, after waiting briefly for it), and a stored reply answers a
//! retry once the first has finished.
//! The reply is stored in the same transaction as the change it answers, so a request
//! that changed something always has its reply on record, and one that failed left none.
//!
//! Only successful answers are stored: a refused request changed nothing, so sending it
//! again simply asks again.

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{CONTENT_TYPE, ETAG, HeaderName, HeaderValue, LOCATION};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpMessage, HttpRequest, HttpResponse, HttpResponseBuilder, web};
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, Postgres, Transaction};
use uuid::Uuid;

use crate::db::{self, idempotency::StoredReply};
use crate::engine::Millis;
use crate::engine::datetime as time;
use crate::http::caller::AuthUser;
use crate::http::problem::{ApiError, ApiResult, ProblemCode};
use crate::http::state::AppState;

pub const IDEMPOTENCY_KEY: HeaderName = HeaderName::from_static("idempotency-key");
/// Marks an answer that repeats the one stored for the request's key.
pub const REPLAYED: HeaderName = HeaderName::from_static("idempotent-replayed");
pub use crate::db::idempotency::KEEP_MS;
const MAX_KEY_LEN: usize = 255;
/// How long a retry waits for the first request with its key before it is told 409.
const IN_USE_WAIT_MS: u32 = 250;

/// The key a write was sent with, and what the request said.
#[derive(Debug, Clone)]
pub struct IdempotencyKey {
    pub key: String,
    pub fingerprint: Vec<u8>,
}

/// A handler's view of the request's key: `None` when the request carried none.
#[derive(Debug, Clone, Default)]
pub struct Idempotency(pub Option<IdempotencyKey>);

impl FromRequest for Idempotency {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(Ok(Idempotency(
            req.extensions().get::<IdempotencyKey>().cloned(),
        )))
    }
}

/// Middleware: checks the key of a POST, PUT, PATCH or DELETE and fingerprints the request,
/// putting the body back for the handler.
pub async fn fingerprint(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let is_write = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    let Some(raw) = req.headers().get(IDEMPOTENCY_KEY).filter(|_| is_write) else {
        return next.call(req).await;
    };
    let key = valid_key(raw)?;
    let limit = req
        .app_data::<web::Data<AppState>>()
        .map_or(64 * 1024, |s| s.config.max_body_bytes);
    let payload = req.parts_mut().1.take();
    // Boxed: a request without a key (every held poll) then keeps no room for reading one.
    let body = Box::pin(super::body_arrival::read_all(payload, limit, 0)).await?;
    let fingerprint = digest(&req, &body);
    req.extensions_mut()
        .insert(IdempotencyKey { key, fingerprint });
    req.set_payload(Payload::from(body));
    next.call(req).await
}

/// The request's method, target and body, digested: what a replay must match.
fn digest(req: &ServiceRequest, body: &[u8]) -> Vec<u8> {
    let mut hash = Sha256::new();
    hash.update(req.method().as_str());
    hash.update(b"\n");
    hash.update(req.uri().to_string());
    hash.update(b"\n");
    hash.update(body);
    hash.finalize().to_vec()
}

fn valid_key(raw: &HeaderValue) -> Result<String, ApiError> {
    let text = raw.to_str().unwrap_or_default();
    if text.is_empty() || text.len() > MAX_KEY_LEN || !text.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::bad_request(
            ProblemCode::InvalidIdempotencyKey,
            "Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.",
        ));
    }
    Ok(text.to_string())
}

/// A write's claim on its key, held until the write commits.
pub struct Claim {
    /// The caller.
    pub user_id: Uuid,
    key: Option<IdempotencyKey>,
    /// The instant the write happens at.
    pub now: Millis,
}

impl Idempotency {
    /// Claims the key for this transaction: `Err` with the stored answer when the key has
    /// been used for this very request, or a problem when it is in use or was used for
    /// another request. Call first in the transaction, before any row lock.
    pub async fn claim(
        &self,
        tx: &mut PgConnection,
        caller: AuthUser,
        now: Millis,
    ) -> ApiResult<Claim> {
        let claim = Claim {
            user_id: caller.user_id,
            key: self.0.clone(),
            now,
        };
        let Some(k) = &self.0 else {
            return Ok(claim);
        };
        let locked = db::idempotency::try_lock(tx, caller.user_id, &k.key).await?
            || db::idempotency::lock_within(tx, caller.user_id, &k.key, IN_USE_WAIT_MS).await?;
        if !locked {
            return Err(ApiError::conflict(
                ProblemCode::IdempotencyKeyInUse,
                "A request with this Idempotency-Key is still being handled; retry shortly.",
            ));
        }
        let since = time(now - KEEP_MS);
        match db::idempotency::find(tx, caller.user_id, &k.key, since).await? {
            None => Ok(claim),
            Some(stored) if stored.fingerprint == k.fingerprint => Err(replay(stored)),
            Some(_) => Err(ApiError::unprocessable(
                ProblemCode::IdempotencyKeyReused,
                "This Idempotency-Key was used for a different request.",
            )),
        }
    }
}

/// The headers of a write's answer that a replay of it repeats.
#[derive(Debug, Clone, Default)]
pub struct Headers {
    /// When the answer is a view a client may poll on.
    pub etag: Option<String>,
    /// For a 201: the path of what the write created.
    pub location: Option<String>,
}

impl Headers {
    /// A write's JSON answer with these headers.
    pub fn answer(&self, status: StatusCode, json: Vec<u8>) -> HttpResponse {
        let mut res = HttpResponse::build(status);
        res.insert_header((CONTENT_TYPE, "application/json"));
        self.on(&mut res);
        res.body(json)
    }

    /// Puts the headers on an answer.
    pub fn on(&self, res: &mut HttpResponseBuilder) {
        if let Some(tag) = &self.etag {
            res.insert_header((ETAG, tag.clone()));
        }
        if let Some(path) = &self.location {
            res.insert_header((LOCATION, path.clone()));
        }
    }
}

impl Claim {
    /// Stores the answer under the key (when there is one), commits, and answers, with
    /// its `headers`.
    pub async fn commit(
        self,
        mut tx: Transaction<'static, Postgres>,
        status: StatusCode,
        body: &impl Serialize,
        headers: Headers,
    ) -> ApiResult<HttpResponse> {
        let bytes = serde_json::to_vec(body).map_err(anyhow::Error::from)?;
        if let Some(k) = &self.key {
            let reply = StoredReply {
                fingerprint: k.fingerprint.clone(),
                status: status.as_u16() as i16,
                body: bytes.clone(),
                etag: headers.etag.clone(),
                location: headers.location.clone(),
            };
            db::idempotency::store(&mut tx, self.user_id, &k.key, &reply, time(self.now)).await?;
        }
        tx.commit().await?;
        Ok(headers.answer(status, bytes))
    }
}

fn replay(stored: StoredReply) -> ApiError {
    let status = u16::try_from(stored.status)
        .ok()
        .and_then(|s| StatusCode::from_u16(s).ok())
        .unwrap_or(StatusCode::OK);
    ApiError::Replay {
        status,
        body: stored.body.into(),
        headers: Headers {
            etag: stored.etag,
            location: stored.location,
        },
    }
}

/// The header every write accepts, for the OpenAPI document.
#[allow(dead_code)]
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct WriteHeaders {
    /// 1 to 255 visible ASCII characters, e.g. a UUID, kept 24 h per user: a retry with
    /// the same key and request gets the first answer (with `Idempotent-Replayed: true`)
    /// and changes nothing; the same key with another request gets 422
    /// `idempotency_key_reused`; while the first is still running (a retry waits up to
    /// 250 ms for it), 409 `idempotency_key_in_use`. Only successful answers are kept.
    #[serde(rename = "Idempotency-Key")]
    #[param(pattern = r"^[!-~]{1,255}$")]
    idempotency_key: Option<String>,
}

/// The headers a write at a room's table accepts (a move, and the host's changes), for
/// the OpenAPI document.
#[allow(dead_code)]
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct TableWriteHeaders {
    /// 1 to 255 visible ASCII characters, e.g. a UUID, kept 24 h per user: a retry with
    /// the same key and request gets the first answer (with `Idempotent-Replayed: true`)
    /// and changes nothing; the same key with another request gets 422
    /// `idempotency_key_reused`; while the first is still running, 409
    /// `idempotency_key_in_use`. A new move or change takes a new key; a resend after a
    /// timeout takes the same one.
    #[serde(rename = "Idempotency-Key")]
    #[param(pattern = r"^[!-~]{1,255}$")]
    idempotency_key: Option<String>,
    /// What the request was chosen on. `"<version>"` (the room view's `version` in quotes,
    /// or its ETag): refused with 412 `version_mismatch`, changing nothing, when the room
    /// has changed at all since that view. `"<situation>"` (the view's `round.situation`):
    /// refused so only when the round's situation has changed (another round, phase,
    /// ballot or reveal proposal), so a move still allowed is made as chosen however many
    /// other moves came between: the resend rule, kept by the server. `*` (or no header)
    /// acts on whatever is current. A value starting with `s` is read as a situation;
    /// anything else that is not a version is 400 `invalid_if_match`.
    #[serde(rename = "If-Match")]
    if_match: Option<String>,
}

/// The header as a stream ticket's request takes it, for the OpenAPI document.
#[allow(dead_code)]
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct TicketHeaders {
    /// Accepted but not replayed: asking again gives another ticket, which is harmless
    /// (each is short-lived and opens only the caller's own stream).
    #[serde(rename = "Idempotency-Key")]
    #[param(pattern = r"^[!-~]{1,255}$")]
    idempotency_key: Option<String>,
}

/// The header as the identity writes take it, for the OpenAPI document.
#[allow(dead_code)]
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
pub struct SessionWriteHeaders {
    /// Accepted but not replayed here: these answers carry a new token, which the server
    /// does not keep. A retry opens another session; a retried registration gets 409
    /// `username_taken` (log in instead); a retried logout gets 401.
    #[serde(rename = "Idempotency-Key")]
    #[param(pattern = r"^[!-~]{1,255}$")]
    idempotency_key: Option<String>,
}
