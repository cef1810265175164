//! The admin panel over HTTP, as a browser uses it: cookies, forms, CSRF tokens, redirects.
//! The real browser runs in `browser`.

mod auth;
mod browser;
mod claims;
mod cli;
mod csrf;
mod editor;
mod import;
mod languages;
pub mod league;
mod league_lock;
pub mod league_rules;
mod league_venue;
mod night_settings;
mod overview;
mod pack_history;
mod privacy;
mod shared_lists;

use std::collections::BTreeMap;

use reqwest::header::{COOKIE, HeaderMap, ORIGIN, SET_COOKIE};
use reqwest::{Method, Response, StatusCode};
use spyfall::staff::Role;

use crate::helpers::TestApp;

pub const PASSWORD: &str = "a long enough password";

/// Runs `spyfall ARGS` on the app's database; what it printed (it must succeed).
pub async fn cli_command(app: &TestApp, args: &[&str]) -> String {
    let mut c = tokio::process::Command::new(env!("CARGO_BIN_EXE_spyfall"));
    c.args(args)
        .env("DATABASE_URL", app.database_url())
        .env("RUST_LOG", "warn")
        .kill_on_drop(true);
    crate::helpers::run_ok(&mut c).await
}

/// A browser of the admin panel: its cookies and the CSRF token of the last page it saw.
pub struct Browser<'a> {
    pub app: &'a TestApp,
    pub cookies: BTreeMap<String, String>,
    pub csrf: String,
}

/// A page as a test reads it.
pub struct Page {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: String,
}

impl Page {
    pub fn location(&self) -> &str {
        self.headers
            .get("location")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }

    pub fn assert_has(&self, text: &str) {
        assert!(
            self.body.contains(text),
            "the page lacks {text:?}:\n{}",
            self.body
        );
    }
}

impl TestApp {
    /// Creates an admin panel account with [`PASSWORD`].
    pub async fn account(&self, username: &str, role: Role) {
        let hash = spyfall::auth::password::hash(spyfall::secret::Secret::new(PASSWORD.into()))
            .await
            .unwrap();
        let mut conn = self.pool.acquire().await.unwrap();
        spyfall::db::admin::upsert_account(&mut conn, username, &hash, role, false)
            .await
            .unwrap();
    }

    /// A browser logged in as a new account `username` with `role`.
    pub async fn logged_in(&self, username: &str, role: Role) -> Browser<'_> {
        self.account(username, role).await;
        let mut b = Browser::new(self);
        let res = b.log_in(username, PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        assert_eq!(res.location(), "/admin/packs");
        let page = b.get("/admin/packs").await;
        assert_eq!(page.status, StatusCode::OK);
        b
    }
}

impl<'a> Browser<'a> {
    pub fn new(app: &'a TestApp) -> Self {
        Browser {
            app,
            cookies: BTreeMap::new(),
            csrf: String::new(),
        }
    }

    /// Opens the login page and sends its form.
    pub async fn log_in(&mut self, username: &str, password: &str) -> Page {
        let page = self.get("/admin/login").await;
        assert_eq!(page.status, StatusCode::OK);
        self.post(
            "/admin/login",
            &[("username", username), ("password", password)],
        )
        .await
    }

    pub async fn get(&mut self, path: &str) -> Page {
        self.send(Method::GET, path, None, true).await
    }

    /// Posts a form from a page of the server, with the page's CSRF token.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let mut all = vec![("csrf", self.csrf.clone())];
        all.extend(fields.iter().map(|(k, v)| (*k, v.to_string())));
        let body = serde_urlencoded::to_string(&all).unwrap();
        self.send(Method::POST, path, Some(body), true).await
    }

    /// Posts exactly `body` (a form), with or without this site's `Origin`.
    pub async fn post_raw(&mut self, path: &str, body: &str, origin: bool) -> Page {
        self.send(Method::POST, path, Some(body.to_string()), origin)
            .await
    }

    pub async fn send(
        &mut self,
        method: Method,
        path: &str,
        form: Option<String>,
        origin: bool,
    ) -> Page {
        let mut req = self.app.client.request(method, self.app.url(path));
        if origin {
            req = req.header(ORIGIN, &self.app.address);
        }
        if let Some(form) = form {
            req = req
                .header("content-type", "application/x-www-form-urlencoded")
                .body(form);
        }
        self.finish(req).await
    }

    /// Sends a request with this browser's cookies, keeps the cookies it sets and the CSRF
    /// token of the page it returns.
    pub async fn finish(&mut self, req: reqwest::RequestBuilder) -> Page {
        let req = if self.cookies.is_empty() {
            req
        } else {
            let jar: Vec<String> = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            req.header(COOKIE, jar.join("; "))
        };
        let res: Response = req.send().await.expect("the request is sent");
        let status = res.status();
        let headers = res.headers().clone();
        for cookie in headers.get_all(SET_COOKIE) {
            let cookie = cookie.to_str().unwrap();
            let (pair, attributes) = cookie.split_once(';').unwrap_or((cookie, ""));
            let (name, value) = pair.split_once('=').unwrap();
            if value.is_empty() || attributes.contains("Max-Age=0") {
                self.cookies.remove(name);
            } else {
                self.cookies.insert(name.into(), value.into());
            }
        }
        let body = res.text().await.unwrap();
        if let Some(token) = csrf_of(&body) {
            self.csrf = token;
        }
        Page {
            status,
            headers,
            body,
        }
    }
}

/// The value of the first `csrf` input of a page.
pub fn csrf_of(body: &str) -> Option<String> {
    let at = body.find("name=\"csrf\" value=\"")? + "name=\"csrf\" value=\"".len();
    Some(body[at..].split('"').next()?.to_string())
}

/// The value of the `version` input of a page.
pub fn version_of(body: &str) -> String {
    let at = body
        .find("name=\"version\" value=\"")
        .expect("a version input")
        + "name=\"version\" value=\"".len();
    body[at..].split('"').next().unwrap().to_string()
}
