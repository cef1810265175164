//! The server's API as the bots call it: every call timed under its kind, every answer
//! that is not what the protocol promises counted as an error.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use reqwest::header::HeaderMap;
use reqwest::{Client, Method, StatusCode};
use serde_json::Value;

use crate::stats::Stats;

#[derive(Clone)]
pub struct Api {
    pub client: Client,
    pub base: String,
    pub stats: Arc<Stats>,
}

/// An answer: status, headers, and the JSON body when there is one.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

/// Times a request refused with 503 and `Retry-After` is sent again.
const RETRIES: u32 = 3;

/// The wait a 503 asks for (at most 5 s), when it is the server's back-pressure.
fn retry_after(answer: &Answer) -> Option<Duration> {
    if answer.status != StatusCode::SERVICE_UNAVAILABLE {
        return None;
    }
    let secs: u64 = answer
        .headers
        .get("retry-after")?
        .to_str()
        .ok()?
        .parse()
        .ok()?;
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
        let answer = loop {
            let answer = self.send(&method, path, token, body, headers).await?;
            let retry_after = retry_after(&answer);
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
        if answer.status.is_server_error() {
            self.stats.error(format!(
                "{method} {path}: {} {}",
                answer.status, answer.body
            ));
        }
        Some(answer)
    }

    async fn send(
        &self,
        method: &Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        headers: &[(&str, String)],
    ) -> Option<Answer> {
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
        let res = match req.send().await {
            Ok(res) => res,
            Err(e) => {
                self.stats.error(format!("{method} {path}: {e}"));
                return None;
            }
        };
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = match res.bytes().await {
            Ok(b) => b,
            Err(e) => {
                self.stats
                    .error(format!("{method} {path}: reading the body: {e}"));
                return None;
            }
        };
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or(Value::Null)
        };
        Some(Answer {
            status,
            headers,
            body,
        })
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
