//! Accounts of the admin panel, managed by admins: create organizers (or admins), disable
//! and enable them. Disabling ends the account's sessions at once.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

use super::errors::{AdminError, AdminResult};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::app::staff_accounts::{self, AccountError};
use crate::http::i18n::Texts;
use crate::http::state::AppState;
use crate::secret::Secret;
use crate::staff::Role;
use crate::staff::accounts::{valid_password, valid_username};

pub struct AccountLine {
    pub id: Uuid,
    pub username: String,
    pub role: String,
    pub disabled: bool,
    pub packs: i64,
    pub created: String,
    pub is_me: bool,
}

#[derive(Template)]
#[template(path = "admin/accounts.html")]
struct AccountsPage {
    layout: Layout,
    accounts: Vec<AccountLine>,
    form: NewAccountForm,
    username_error: Option<String>,
    password_error: Option<String>,
}

#[derive(Deserialize, Default)]
pub struct NewAccountForm {
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub role: String,
}

#[derive(Deserialize)]
pub struct Empty {}

pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> AdminResult<HttpResponse> {
    session.require_admin()?;
    let form = NewAccountForm {
        role: "organizer".into(),
        ..NewAccountForm::default()
    };
    accounts_page(&req, &state, &session, StatusCode::OK, form, None, None).await
}

async fn accounts_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    status: StatusCode,
    mut form: NewAccountForm,
    username_error: Option<String>,
    password_error: Option<String>,
) -> AdminResult<HttpResponse> {
    let accounts = staff_accounts::list(&state.pool)
        .await?
        .into_iter()
        .map(|a| AccountLine {
            is_me: a.id == session.account.user_id,
            id: a.id,
            username: a.username,
            role: a.role,
            disabled: a.disabled,
            packs: a.packs,
            created: a.created_at.format("%Y-%m-%d").to_string(),
        })
        .collect();
    // A password typed into a refused form is never sent back to the browser.
    form.password.clear();
    let page = AccountsPage {
        layout: Layout::new(req, session, "accounts"),
        accounts,
        form,
        username_error,
        password_error,
    };
    render(req, status, &page)
}

pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<NewAccountForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    session.require_admin()?;
    let texts = session.texts;
    let role = Role::parse(&form.role)
        .ok_or_else(|| AdminError::BadRequest(texts.t("accounts-choose-role")))?;
    // The rules' refusals, in the reader's language, next to their fields.
    let username = match valid_username(&form.username) {
        Ok(u) => u,
        Err(refused) => {
            let m = Some(texts.notice(&refused));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return accounts_page(&req, &state, &session, status, form, m, None).await;
        }
    };
    if let Err(refused) = valid_password(&form.password) {
        let m = Some(texts.notice(&refused));
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return accounts_page(&req, &state, &session, status, form, None, m).await;
    }
    let password = Secret::new(form.password.clone());
    match staff_accounts::create(&state.pool, &username, password, role).await {
        Ok(()) => {
            let role = texts.t1("accounts-role-name", "role", role.as_str());
            let said = texts.t2("accounts-created", ("username", &username), ("role", &role));
            Ok(pages::redirect_with("/admin/accounts", "ok", &said))
        }
        Err(AccountError::UsernameTaken) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            let m = Some(texts.t("accounts-taken"));
            accounts_page(&req, &state, &session, status, form, m, None).await
        }
        Err(e) => Err(e.into()),
    }
}

pub async fn disable(
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    posted: Posted<Empty>,
) -> AdminResult<HttpResponse> {
    let texts = posted.session.texts;
    set_disabled(&texts, &state, &posted.session, *id, true).await
}

pub async fn enable(
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    posted: Posted<Empty>,
) -> AdminResult<HttpResponse> {
    let texts = posted.session.texts;
    set_disabled(&texts, &state, &posted.session, *id, false).await
}

async fn set_disabled(
    texts: &Texts,
    state: &AppState,
    session: &Session,
    id: Uuid,
    disabled: bool,
) -> AdminResult<HttpResponse> {
    session.require_admin()?;
    let now = state.clock.now();
    match staff_accounts::set_disabled(&state.pool, &session.account, id, disabled, now).await {
        Ok(()) => {}
        Err(AccountError::OwnAccount) => {
            return Ok(pages::redirect_with(
                "/admin/accounts",
                "error",
                &texts.t("accounts-own"),
            ));
        }
        Err(e) => return Err(e.into()),
    }
    let message = if disabled {
        texts.t("accounts-disabled-done")
    } else {
        texts.t("accounts-enabled-done")
    };
    Ok(pages::redirect_with("/admin/accounts", "ok", &message))
}

impl From<AccountError> for AdminError {
    fn from(e: AccountError) -> Self {
        match e {
            AccountError::NotFound => AdminError::NotFound,
            AccountError::Fault(e) => e.into(),
            other => AdminError::BadRequest(crate::text::sentence(&other.to_string())),
        }
    }
}
