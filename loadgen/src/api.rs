//! The server's API as the bots call it: every call timed under its kind, every answer
//! that is not what the protocol promises counted as an error.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use reqwest::header::HeaderMap;
use reqwest::{Client, Method, StatusCode};
use serde_json::Value;
use uuid::Uuid;

use crate::record::Record;
use crate::stats::Stats;

#[derive(Clone)]
pub struct Api {
    pub client: Client,
    pub base: String,
    pub stats: Arc<Stats>,
    /// How long to keep trying a request the server cannot be reached for (a restart);
    /// writes then carry an `Idempotency-Key`, so that a retry never applies twice.
    pub ride_out: Option<Duration>,
    /// Every write carries an `Idempotency-Key`, as the table app's do.
    pub keyed: bool,
    pub record: Option<Arc<Record>>,
}

/// The pause between attempts to reach a server that is down.
const RECONNECT_PAUSE: Duration = Duration::from_millis(100);

/// An answer: status, headers, and the JSON body when there is one.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

/// Times a request refused with 503 and `Retry-After` is sent again.
const RETRIES: u32 = 3;

/// The wait an answer with one of the `refusals` statuses asks for in `Retry-After` (at
/// most 5 s): the server's back-pressure.
pub fn wait_asked(
    status: StatusCode,
    headers: &HeaderMap,
    refusals: &[StatusCode],
) -> Option<Duration> {
    if !refusals.contains(&status) {
        return None;
    }
    let secs: u64 = headers.get("retry-after")?.to_str().ok()?.parse().ok()?;
    Some(Duration::from_secs(secs.clamp(1, 5)))
}

impl Api {
    /// Sends a request; `None` (and an error counted) when it could not be sent or read.
    /// A 503 with `Retry-After` (the server's back-pressure: nothing was changed) is
    /// retried after that delay, as a phone does, a few times; it is counted apart and the
    /// time recorded is the whole wait for the final answer.
    pub async fn call(
        &self,
        kind: &'static str,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        headers: &[(&str, String)],
    ) -> Option<Answer> {
        let started = Instant::now();
        let mut attempt = 0;
        let mut headers = headers.to_vec();
        if (self.keyed || self.ride_out.is_some()) && method != Method::GET {
            headers.push(("idempotency-key", Uuid::new_v4().to_string()));
        }
        let answer = loop {
            let answer = self.send(&method, path, token, body, &headers).await?;
            let retry_after = wait_asked(
                answer.status,
                &answer.headers,
                &[StatusCode::SERVICE_UNAVAILABLE],
            );
            match retry_after {
                Some(wait) if attempt < RETRIES => {
                    attempt += 1;
                    self.stats.overloaded.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(wait).await;
                }
                _ => break answer,
            }
        };
        self.stats.record(kind, started.elapsed());
        if answer.headers.contains_key("idempotent-replayed") {
            self.stats.replayed.fetch_add(1, Ordering::Relaxed);
        }
        if answer.status.is_server_error() {
            self.stats.error(format!(
                "{method} {path}: {} {}",
                answer.status, answer.body
            ));
        }
        Some(answer)
    }

    /// Sends a request; with `ride_out`, one that cannot reach the server (or loses its
    /// connection before the answer) is sent again until it gets through or the time is up.
    async fn send(
        &self,
        method: &Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        headers: &[(&str, String)],
    ) -> Option<Answer> {
        let give_up = self.ride_out.map(|d| Instant::now() + d);
        let mut failed = false;
        loop {
            match self.send_once(method, path, token, body, headers).await {
                Ok(answer) => {
                    if failed {
                        self.stats.reconnected.fetch_add(1, Ordering::Relaxed);
                    }
                    return Some(answer);
                }
                Err(e) => match give_up {
                    Some(at) if Instant::now() < at => {
                        failed = true;
                        tokio::time::sleep(RECONNECT_PAUSE).await;
                    }
                    _ => {
                        self.stats.error(format!("{method} {path}: {e}"));
                        return None;
                    }
                },
            }
        }
    }

    async fn send_once(
        &self,
        method: &Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        headers: &[(&str, String)],
    ) -> Result<Answer, String> {
        let mut req = self
            .client
            .request(method.clone(), format!("{}/api/v1{path}", self.base));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(b);
        }
        for (name, value) in headers {
            req = req.header(*name, value);
        }
        let res = req.send().await.map_err(|e| e.to_string())?;
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res
            .bytes()
            .await
            .map_err(|e| format!("reading the body: {e}"))?;
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or(Value::Null)
        };
        Ok(Answer {
            status,
            headers,
            body,
        })
    }

    /// Notes an acknowledged write in the `--record` file.
    pub fn note(&self, entry: Value) {
        if let Some(record) = &self.record
            && let Err(e) = record.write(&entry)
        {
            self.stats.error(format!("writing the record: {e}"));
        }
    }

    /// A call that must answer `expected`; its body, or `None` with an error counted.
    pub async fn expect(
        &self,
        kind: &'static str,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        expected: StatusCode,
    ) -> Option<Value> {
        let answer = self
            .call(kind, method.clone(), path, token, body, &[])
            .await?;
        if answer.status != expected {
            if !answer.status.is_server_error() {
                self.stats.error(format!(
                    "{method} {path} {}: expected {expected}, got {} {}",
                    body.map(Value::to_string).unwrap_or_default(),
                    answer.status,
                    answer.body
                ));
            }
            return None;
        }
        Some(answer.body)
    }
}
