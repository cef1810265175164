//! Seasons: the list, a season's page (its nights, its standings, its settings), and
//! creating a night with the settings all its tables play with.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

use super::errors::{AdminError, AdminResult};
use super::pages::{self, Layout, render};
use super::session::{Posted, Session};
use crate::app::AppError;
use crate::app::season::{self, NightShape, RatedPlayer, SeasonStanding};
use crate::db::league::{NightSummary, SeasonRow};
use crate::db::packs::NightPack;
use crate::engine::{Mode, RuleSet};
use crate::http::i18n::Texts;
use crate::http::state::AppState;
use crate::league::{self, csv};
use crate::notice::Notice;
use crate::rooms::settings::{
    MAX_LOCATION_IDS, MAX_PACKS, MAX_ROUNDS, MIN_LOCATION_IDS, RoomSettings, SettingsError,
    SettingsPatch,
};

#[derive(Template)]
#[template(path = "admin/league.html")]
struct SeasonsPage {
    layout: Layout,
    seasons: Vec<SeasonRow>,
    form: SeasonForm,
    errors: (Option<String>, Option<String>, Option<String>),
    /// The zone names the time zone field offers as it is typed.
    zones: Vec<&'static str>,
}

#[derive(Deserialize, Default)]
pub struct SeasonForm {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub best_nights: String,
    /// An IANA time zone name; empty for UTC.
    #[serde(default)]
    pub time_zone: String,
}

impl SeasonForm {
    /// The season as it is, for its form.
    fn of(season: &SeasonRow) -> SeasonForm {
        SeasonForm {
            name: season.name.clone(),
            best_nights: season
                .best_nights
                .map(|n| n.to_string())
                .unwrap_or_default(),
            time_zone: season.time_zone.clone(),
        }
    }
}

#[derive(Template)]
#[template(path = "admin/season.html")]
struct SeasonPage {
    layout: Layout,
    season: SeasonRow,
    nights: Vec<NightSummary>,
    standings: Vec<SeasonStanding>,
    ratings: Vec<RatedPlayer>,
    ranked_after: u32,
    edit: SeasonForm,
    edit_errors: SeasonErrors,
    night: NightForm,
    night_error: Option<String>,
    packs: Vec<NightPack>,
    /// The zone names the time zone field offers as it is typed.
    zones: Vec<&'static str>,
}

impl SeasonPage {
    /// A night's seating rounds seated so far, of all it has: "1 of 3".
    fn seated_of(&self, night: &NightSummary) -> String {
        self.layout.t2(
            "season-seated-of",
            ("seated", night.rounds_confirmed),
            ("total", night.seating_rounds),
        )
    }
}

/// The new-night form: the night's name and rounds, and the room settings of its tables.
#[derive(Deserialize)]
pub struct NightForm {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub seating_rounds: String,
    #[serde(default)]
    pub games_per_table: String,
    #[serde(default)]
    pub rule_set: String,
    #[serde(default)]
    pub mode: String,
    /// The ids of the packs ticked, in the list's order.
    #[serde(default)]
    pub packs: Vec<String>,
    #[serde(default)]
    pub rounds: String,
    /// Empty: by player count.
    #[serde(default)]
    pub round_minutes: String,
    #[serde(default)]
    pub show_roles: Option<String>,
    #[serde(default)]
    pub vote_timeout_seconds: String,
    /// The night's version, when its settings page sent the form.
    #[serde(default)]
    pub version: i64,
    /// `rounds` when only the name and seating rounds were sent (a running night).
    #[serde(default)]
    pub scope: String,
    /// The fingerprint of the night's settings the settings page was drawn from.
    #[serde(default)]
    pub seen: String,
}

impl Default for NightForm {
    fn default() -> Self {
        let s = RoomSettings::default();
        NightForm {
            name: String::new(),
            seating_rounds: "3".into(),
            games_per_table: "1".into(),
            rule_set: "classic".into(),
            mode: "standard".into(),
            packs: s.pack_ids.clone(),
            rounds: s.rounds.to_string(),
            round_minutes: String::new(),
            show_roles: Some("on".into()),
            vote_timeout_seconds: s.vote_timeout_seconds.to_string(),
            version: 0,
            scope: String::new(),
            seen: String::new(),
        }
    }
}

impl NightForm {
    /// A new night like `night`: its seating rounds, games per table and table settings;
    /// the name is the organizer's to give.
    pub(super) fn like(night: &crate::db::league::NightRow) -> Self {
        let s = &night.settings;
        NightForm {
            name: String::new(),
            seating_rounds: night.seating_rounds.to_string(),
            games_per_table: night.games_per_table.to_string(),
            rule_set: super::nights::page_words::api_name(&s.rule_set),
            mode: super::nights::page_words::api_name(&s.mode),
            packs: s.pack_ids.clone(),
            rounds: s.rounds.to_string(),
            round_minutes: s.round_minutes.map(|m| m.to_string()).unwrap_or_default(),
            show_roles: s.show_roles.then(|| "on".into()),
            vote_timeout_seconds: s.vote_timeout_seconds.to_string(),
            version: night.version,
            scope: String::new(),
            seen: String::new(),
        }
    }

    /// Whether the pack `id` is ticked.
    pub fn has_pack(&self, id: &str) -> bool {
        self.packs.iter().any(|p| p == id)
    }

    /// The night's name, seating rounds and table settings, or the first thing wrong, in
    /// `texts`' language.
    pub(super) fn parse(
        &self,
        texts: &Texts,
    ) -> Result<(String, NightShape, RoomSettings), String> {
        let said = |n: Notice| texts.notice(&n);
        let name = league::name(&self.name).map_err(said)?;
        let shape = NightShape {
            seating_rounds: league::seating_rounds(&self.seating_rounds).map_err(said)?,
            games_per_table: league::games_per_table(&self.games_per_table).map_err(said)?,
        };
        // `wrong`: the message id saying the field is not a whole number.
        let number = |raw: &str, wrong: &str| -> Result<u32, String> {
            raw.trim().parse::<u32>().map_err(|_| texts.t(wrong))
        };
        let round_minutes = match self.round_minutes.trim() {
            "" => None,
            m => Some(number(m, "night-round-minutes-number")?),
        };
        let patch = SettingsPatch {
            // Empty for the usual; anything else not in the list is refused, never guessed.
            rule_set: Some(match self.rule_set.as_str() {
                "" | "classic" => RuleSet::Classic,
                "time_travel" => RuleSet::TimeTravel,
                _ => return Err(texts.t("night-choose-rule-set")),
            }),
            mode: Some(match self.mode.as_str() {
                "" | "standard" => Mode::Standard,
                "team" => Mode::Team,
                _ => return Err(texts.t("night-choose-mode")),
            }),
            pack_ids: Some(self.packs.clone()),
            rounds: Some(number(&self.rounds, "night-rounds-number")?),
            round_minutes: Some(round_minutes),
            show_roles: Some(self.show_roles.is_some()),
            vote_timeout_seconds: Some(number(&self.vote_timeout_seconds, "night-vote-number")?),
            captain_passes: None,
            spies: None,
            location_ids: None,
            // A league table's host plays: the night's players are its players.
            moderator: Some(false),
        };
        let settings = patch
            .apply(&RoomSettings::default())
            .map_err(|e| settings_text(texts, &e))?;
        Ok((name, shape, settings))
    }
}

/// Why a night's table settings were refused, in `texts`' language.
fn settings_text(texts: &Texts, e: &SettingsError) -> String {
    match e {
        SettingsError::TeamNeedsTimeTravel => texts.t("night-settings-team-needs-time-travel"),
        SettingsError::PackCount => texts.t1("night-settings-pack-count", "max", MAX_PACKS),
        SettingsError::Rounds => texts.t1("night-settings-rounds", "max", MAX_ROUNDS),
        SettingsError::RoundMinutes => texts.t("night-settings-round-minutes"),
        SettingsError::VoteTimeout => texts.t("night-settings-vote-timeout"),
        SettingsError::CaptainPasses => texts.t("night-settings-captain-passes"),
        SettingsError::Spies => texts.t("night-settings-spies"),
        SettingsError::TwoSpiesNeedStandardPlay => texts.t("night-settings-two-spies"),
        SettingsError::LocationSelection => texts.t2(
            "night-settings-locations",
            ("min", MIN_LOCATION_IDS),
            ("max", MAX_LOCATION_IDS),
        ),
    }
}

/// What the organizer reads when a night's packs are refused; `None` for other errors.
fn packs_refusal(texts: &Texts, e: &AppError) -> Option<String> {
    season::packs_refusal(e).map(|n| texts.notice(&n))
}

/// A season form field's error in `texts`' language, if it has one.
fn field_error<T>(texts: &Texts, field: &Result<T, Notice>) -> Option<String> {
    field.as_ref().err().map(|n| texts.notice(n))
}

/// The season form's messages: name, best nights, time zone.
type SeasonErrors = (Option<String>, Option<String>, Option<String>);

/// The season form read: its name, best nights counted and time zone, or each field's
/// message.
fn checked_season(
    texts: &Texts,
    form: &SeasonForm,
) -> Result<(String, Option<i32>, String), SeasonErrors> {
    match (
        league::name(&form.name),
        league::best_nights(&form.best_nights),
        crate::league::time_zone::parse(&form.time_zone),
    ) {
        (Ok(name), Ok(best), Ok(zone)) => Ok((name, best, zone)),
        (name, best, zone) => Err((
            field_error(texts, &name),
            field_error(texts, &best),
            field_error(texts, &zone),
        )),
    }
}

pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> AdminResult<HttpResponse> {
    seasons_page(
        &req,
        &state,
        &session,
        StatusCode::OK,
        SeasonForm::default(),
        (None, None, None),
    )
    .await
}

async fn seasons_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    status: StatusCode,
    form: SeasonForm,
    errors: (Option<String>, Option<String>, Option<String>),
) -> AdminResult<HttpResponse> {
    let page = SeasonsPage {
        layout: Layout::new(req, session, "league"),
        seasons: season::of_organizer(&state.pool, &session.account).await?,
        form,
        errors,
        zones: crate::league::time_zone::names(),
    };
    render(req, status, &page)
}

pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<SeasonForm>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let texts = session.texts;
    let (name, best, zone) = match checked_season(&texts, &form) {
        Ok(checked) => checked,
        Err(errors) => {
            return seasons_page(
                &req,
                &state,
                &session,
                StatusCode::UNPROCESSABLE_ENTITY,
                form,
                errors,
            )
            .await;
        }
    };
    let id = season::create(&state.pool, &session.account, &name, best, &zone).await?;
    Ok(pages::redirect_with(
        &season_url(id),
        "ok",
        &texts.t1("season-created", "name", &name),
    ))
}

/// The season `id` if the caller runs it, else 404 (whether it exists is not told).
pub(super) async fn runnable(
    state: &AppState,
    session: &Session,
    id: Uuid,
) -> AdminResult<SeasonRow> {
    let season = season::runnable(&state.pool, &session.account, id).await?;
    season.ok_or(AdminError::NotFound)
}

pub async fn show(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let season = runnable(&state, &session, *id).await?;
    let edit = SeasonForm::of(&season);
    season_page(
        &req,
        &state,
        &session,
        season,
        StatusCode::OK,
        SeasonTyped {
            edit,
            ..SeasonTyped::default()
        },
    )
    .await
}

/// What was typed into the season page's forms, with the messages for them.
#[derive(Default)]
struct SeasonTyped {
    edit: SeasonForm,
    edit_errors: SeasonErrors,
    night: Option<NightForm>,
    night_error: Option<String>,
}

async fn season_page(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    season: SeasonRow,
    status: StatusCode,
    typed: SeasonTyped,
) -> AdminResult<HttpResponse> {
    let overview = season::overview(&state.pool, &season).await?;
    let page = SeasonPage {
        layout: Layout::new(req, session, "league"),
        nights: overview.nights,
        packs: overview.packs,
        season,
        standings: overview.standings,
        ratings: overview.ratings,
        ranked_after: crate::league::ratings::RANKED_AFTER,
        edit: typed.edit,
        edit_errors: typed.edit_errors,
        night: typed.night.unwrap_or_else(|| {
            overview
                .latest
                .as_ref()
                .map_or_else(NightForm::default, NightForm::like)
        }),
        night_error: typed.night_error,
        zones: crate::league::time_zone::names(),
    };
    render(req, status, &page)
}

pub async fn update(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<SeasonForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let season = runnable(&state, &session, *id).await?;
    let texts = session.texts;
    let (name, best, zone) = match checked_season(&texts, &form) {
        Ok(checked) => checked,
        Err(edit_errors) => {
            let typed = SeasonTyped {
                edit_errors,
                edit: form,
                ..SeasonTyped::default()
            };
            return season_page(
                &req,
                &state,
                &session,
                season,
                StatusCode::UNPROCESSABLE_ENTITY,
                typed,
            )
            .await;
        }
    };
    season::update(&state.pool, &season, &name, best, &zone).await?;
    Ok(pages::redirect_with(
        &season_url(season.id),
        "ok",
        &texts.t("season-saved"),
    ))
}

pub async fn create_night(
    req: HttpRequest,
    state: web::Data<AppState>,
    posted: Posted<NightForm>,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let Posted { session, form } = posted;
    let season = runnable(&state, &session, *id).await?;
    let texts = session.texts;
    let refused = |form, message| SeasonTyped {
        edit: SeasonForm::of(&season),
        night: Some(form),
        night_error: Some(message),
        ..SeasonTyped::default()
    };
    let (name, shape, settings) = match form.parse(&texts) {
        Ok(parsed) => parsed,
        Err(message) => {
            let typed = refused(form, message);
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return season_page(&req, &state, &session, season, status, typed).await;
        }
    };
    let created = season::create_night(&state.pool, &season, &name, shape, &settings);
    let message = match created.await {
        Ok((id, night_code)) => {
            return Ok(pages::redirect_with(
                &super::nights::night_url(id),
                "ok",
                &texts.t2("night-created", ("name", &name), ("code", night_code)),
            ));
        }
        Err(e) => packs_refusal(&texts, &e).ok_or(e)?,
    };
    let typed = refused(form, message);
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    season_page(&req, &state, &session, season, status, typed).await
}

/// The season's standings as CSV.
pub async fn standings_csv(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<Uuid>,
) -> AdminResult<HttpResponse> {
    let season = runnable(&state, &session, *id).await?;
    let standings = season::season_standings(&state.pool, &season).await?;
    let body = csv::season_standings(
        &standings
            .iter()
            .map(|s| (&s.line, s.name.as_str()))
            .collect::<Vec<_>>(),
    );
    Ok(csv_download(
        &format!("{}-standings.csv", league::file_stem(&season.name)),
        body,
    ))
}

/// A CSV file to download.
pub fn csv_download(filename: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{filename}\""),
        ))
        .body(body)
}

pub fn season_url(id: Uuid) -> String {
    format!("/admin/league/seasons/{id}")
}
