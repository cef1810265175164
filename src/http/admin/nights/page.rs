//! The night's page as the organizer sees it, built from a loaded night: no request, no
//! database, so it is tested on its own.

use askama::Template;
use uuid::Uuid;

use super::night_url;
use super::page_words::{audit, outcome_text, place, settings_text, table_status, winner_text};
use super::typed::Typed;
use crate::app::night::{NightData, Seating};
use crate::db::league::NightRow;
use crate::http::admin::pages::Layout;
use crate::http::i18n::Texts;
use crate::league::csv::AuditEntry;
use crate::public_address::PublicAddress;

pub struct PlayerLine {
    pub id: Uuid,
    pub name: String,
    pub account: String,
    pub claim_code: Option<String>,
    /// A walk-in's claim code was used: a phone holds their place.
    pub claimed: bool,
    pub withdrawn: bool,
    pub checked_in: bool,
    pub linkable: bool,
    /// Never placed in a seating round: a no-show the organizer may remove.
    pub removable: bool,
}

impl PlayerLine {
    /// "here", "expected" or "withdrawn".
    pub fn presence(&self) -> &'static str {
        match (self.withdrawn, self.checked_in) {
            (true, _) => "withdrawn",
            (false, true) => "here",
            (false, false) => "expected",
        }
    }

    /// The message that names [`Self::presence`] in the page's language.
    pub fn presence_id(&self) -> &'static str {
        match self.presence() {
            "withdrawn" => "night-presence-withdrawn",
            "here" => "night-presence-here",
            _ => "night-presence-expected",
        }
    }
}

/// Who the night expects, who is here, and who is missing.
pub struct Arrivals {
    pub registered: usize,
    pub here: usize,
    pub missing: usize,
    pub withdrawn: usize,
}

/// The night's seating settings as its form shows them.
pub struct SeatingSettings {
    pub method: &'static str,
    /// The method's name in the page's language.
    pub label: String,
    /// Each method's key and its name in the page's language.
    pub methods: Vec<(&'static str, String)>,
    pub min: String,
    pub max: String,
    /// "4 to 8", the sizes proposals use now.
    pub sizes: String,
}

pub struct SeatLine {
    pub id: Uuid,
    pub name: String,
}

pub struct TableView {
    pub number: usize,
    pub room_code: String,
    pub status: String,
    pub players: Vec<SeatLine>,
}

pub struct SeatingRoundView {
    pub round: u32,
    pub tables: Vec<TableView>,
    pub sitting_out: Vec<SeatLine>,
    /// The night's tables now (its latest seating round, the night not finished): the
    /// organizer may act at them in the host's place.
    pub current: bool,
}

pub struct StandingView {
    pub rank: u32,
    pub tied: bool,
    pub name: String,
    pub points: i32,
    pub adjustment: i32,
    pub rounds: u32,
    pub spy_wins: u32,
    pub spies_caught: u32,
    pub head_to_head: u32,
}

pub struct ResultView {
    pub round_id: Uuid,
    pub place: String,
    /// How the round ended and who won, in the page's language.
    pub result: String,
    pub spy: String,
    pub points: String,
    pub voided: bool,
}

/// Where the seating buttons post.
pub struct SeatingUrls {
    pub propose: String,
    pub propose_label: String,
    pub confirm: String,
    pub discard: String,
}

#[derive(Template)]
#[template(path = "admin/night.html")]
pub struct NightPage {
    layout: Layout,
    night: NightRow,
    settings: String,
    status: &'static str,
    projector_url: String,
    /// The address phones open for this night (the server's public address).
    phones_url: String,
    /// Only the server's own computer can open `phones_url`.
    local_only: bool,
    players: Vec<PlayerLine>,
    arrivals: Arrivals,
    seating: SeatingSettings,
    countdown: Option<String>,
    proposal: Option<SeatingRoundView>,
    unseated: Vec<SeatLine>,
    table_choices: Vec<usize>,
    rounds: Vec<SeatingRoundView>,
    can_propose: bool,
    standings: Vec<StandingView>,
    results: Vec<ResultView>,
    audit: Vec<AuditEntry>,
    error: Option<String>,
    urls: SeatingUrls,
    /// The forms' values: as typed when a change was refused.
    pub typed: Typed,
}

impl NightPage {
    /// A time in the season's time zone.
    pub fn local(&self, at: &chrono::DateTime<chrono::Utc>) -> String {
        crate::league::time_zone::local_time(*at, &self.night.time_zone)
    }

    /// The message that names the night's status (`status` stays the badge's class).
    pub fn status_id(&self) -> &'static str {
        match self.status {
            "finished" => "night-status-finished",
            "seating" => "night-status-seating",
            "playing" => "night-status-playing",
            _ => "night-status-registration",
        }
    }

    /// "Proposed tables for seating round 2 (seated by random). …"
    pub fn proposed_text(&self, round: &u32) -> String {
        self.layout.t2(
            "seating-proposed",
            ("round", *round),
            ("method", self.seating.label.as_str()),
        )
    }

    /// Who a proposal would place: the players here, and those registered not here yet.
    pub fn ready_text(&self) -> String {
        let a = &self.arrivals;
        if a.missing > 0 {
            self.layout.t2(
                "seating-ready-missing",
                ("here", a.here),
                ("missing", a.missing),
            )
        } else {
            self.layout.t1("seating-ready", "here", a.here)
        }
    }

    /// What a correction did: "voided Seating round 1, …" or "3 points for Ann".
    pub fn audit_what(&self, a: &AuditEntry) -> String {
        let target = a.target.as_str();
        match (a.kind.as_str(), a.points) {
            ("void", _) => self.layout.t1("night-audit-voided", "target", target),
            (_, Some(points)) => {
                (self.layout).t2("night-audit-points", ("points", points), ("target", target))
            }
            (_, None) => self.layout.t1("night-audit-adjusted", "target", target),
        }
    }
}

/// The page of `data` at `now` (the tables' clocks), with `error` when a change was just
/// refused.
pub fn night_page(
    layout: Layout,
    data: &NightData,
    error: Option<String>,
    now: chrono::DateTime<chrono::Utc>,
    public: &PublicAddress,
) -> NightPage {
    let texts = layout.texts;
    let confirmed = data.confirmed_rounds();
    let next_round = data.proposal().map_or(confirmed + 1, |p| p.round);
    let url = night_url(data.night.id);
    NightPage {
        layout,
        settings: settings_text(&texts, &data.night),
        status: data.status(),
        projector_url: format!("/league/{}", data.night.projector_token),
        phones_url: public.night(&data.night.code),
        local_only: public.local_only,
        arrivals: arrivals(data),
        seating: seating_settings(&texts, &data.night),
        countdown: (data.night.countdown_until)
            .map(|at| crate::league::time_zone::local_time(at, &data.night.time_zone)),
        players: player_lines(&texts, data),
        proposal: data.proposal().map(|p| proposal_view(&texts, data, p)),
        unseated: unseated(data),
        table_choices: (1..=data.proposal().map_or(0, |p| p.tables.len()) + 1).collect(),
        rounds: confirmed_rounds(&texts, data, now),
        can_propose: data.night.finished_at.is_none()
            && next_round <= data.night.seating_rounds as u32,
        standings: standings(data),
        results: results(&texts, data),
        audit: audit(&texts, data),
        error,
        typed: Typed {
            // The countdown running now, so that changing only the announcement keeps it.
            minutes: (data.night.countdown_until)
                .and_then(|at| crate::league::progress::minutes_until(at, now))
                .map(|m| m.to_string())
                .unwrap_or_default(),
            ..Typed::fresh(false)
        },
        urls: SeatingUrls {
            propose: format!("{url}/seating"),
            propose_label: texts.t1("seating-propose", "round", next_round),
            confirm: format!("{url}/seating/confirm"),
            discard: format!("{url}/seating/discard"),
        },
        night: data.night.clone(),
    }
}

fn seat_lines(data: &NightData, table: &[Uuid]) -> Vec<SeatLine> {
    table
        .iter()
        .map(|&id| SeatLine {
            id,
            name: data.name_of(id),
        })
        .collect()
}

fn arrivals(data: &NightData) -> Arrivals {
    let count = |f: &dyn Fn(&crate::db::league::NightPlayer) -> bool| {
        data.players.iter().filter(|p| f(p)).count()
    };
    Arrivals {
        registered: count(&|_| true),
        here: count(&|p| p.checked_in && !p.withdrawn),
        missing: count(&|p| !p.checked_in && !p.withdrawn),
        withdrawn: count(&|p| p.withdrawn),
    }
}

fn seating_settings(texts: &Texts, night: &NightRow) -> SeatingSettings {
    use crate::league::options::Method;
    let o = night.seating;
    let sizes = o.sizes(night.settings.mode);
    let label = |m: Method| {
        texts.t(match m {
            Method::FewestRepeats => "seating-method-fewest-repeats",
            Method::Random => "seating-method-random",
            Method::Balanced => "seating-method-balanced",
        })
    };
    SeatingSettings {
        method: o.method.key(),
        label: label(o.method),
        methods: Method::ALL.iter().map(|&m| (m.key(), label(m))).collect(),
        min: o.min.map(|n| n.to_string()).unwrap_or_default(),
        max: o.max.map(|n| n.to_string()).unwrap_or_default(),
        sizes: texts.t2("seating-sizes", ("min", sizes.min), ("max", sizes.max)),
    }
}

fn proposal_view(texts: &Texts, data: &NightData, proposal: &Seating) -> SeatingRoundView {
    SeatingRoundView {
        current: false,
        round: proposal.round,
        sitting_out: seat_lines(data, &proposal.sitting_out),
        tables: proposal
            .tables
            .iter()
            .enumerate()
            .map(|(i, t)| TableView {
                number: i + 1,
                room_code: String::new(),
                status: texts.t1("seating-players", "count", t.len()),
                players: seat_lines(data, t),
            })
            .collect(),
    }
}

/// The players here whom the waiting proposal does not place (checked in after it).
fn unseated(data: &NightData) -> Vec<SeatLine> {
    let Some(p) = data.proposal() else {
        return Vec::new();
    };
    data.players
        .iter()
        .filter(|pl| pl.checked_in && !pl.withdrawn)
        .filter(|pl| !p.tables.iter().any(|t| t.contains(&pl.id)))
        .filter(|pl| !p.sitting_out.contains(&pl.id))
        .map(|pl| SeatLine {
            id: pl.id,
            name: pl.display_name.clone(),
        })
        .collect()
}

/// The confirmed seating rounds, the latest first, with each table's room and progress.
fn confirmed_rounds(
    texts: &Texts,
    data: &NightData,
    now: chrono::DateTime<chrono::Utc>,
) -> Vec<SeatingRoundView> {
    let table_view = |s: &Seating, i: usize, t: &[Uuid]| {
        let row = data
            .tables
            .iter()
            .find(|r| r.round as u32 == s.round && r.table_number as usize == i + 1);
        TableView {
            number: i + 1,
            room_code: row.map(|r| r.room_code.clone()).unwrap_or_default(),
            status: row.map(|r| table_status(texts, r, now)).unwrap_or_default(),
            players: seat_lines(data, t),
        }
    };
    let latest = data.confirmed_rounds();
    let open = data.night.finished_at.is_none();
    data.seatings
        .iter()
        .filter(|s| s.confirmed)
        .rev()
        .map(|s| SeatingRoundView {
            current: open && s.round == latest,
            round: s.round,
            sitting_out: seat_lines(data, &s.sitting_out),
            tables: (s.tables.iter().enumerate())
                .map(|(i, t)| table_view(s, i, t))
                .collect(),
        })
        .collect()
}

fn standings(data: &NightData) -> Vec<StandingView> {
    (data.report.standings.iter())
        .map(|l| StandingView {
            rank: l.rank,
            tied: l.tied,
            name: data.name_of(l.player),
            points: l.points,
            adjustment: l.adjustment,
            rounds: l.rounds_played,
            spy_wins: l.spy_wins,
            spies_caught: l.spies_caught,
            head_to_head: l.head_to_head,
        })
        .collect()
}

/// The finished rounds, the latest first.
fn results(texts: &Texts, data: &NightData) -> Vec<ResultView> {
    let names = |ids: &mut dyn Iterator<Item = String>| ids.collect::<Vec<_>>().join(", ");
    (data.report.rounds.iter().rev())
        .map(|r| ResultView {
            round_id: r.round_id,
            place: place(texts, r.seating_round, r.table, r.game, r.number),
            result: texts.t2(
                "night-result",
                ("outcome", outcome_text(texts, r.outcome)),
                ("winner", winner_text(texts, r.winner)),
            ),
            spy: match r.played.spies.as_slice() {
                [] => "-".into(),
                spies => names(&mut spies.iter().map(|&s| data.name_of(s))),
            },
            points: names(
                &mut (r.played.points.iter()).map(|&(p, n)| format!("{} {n}", data.name_of(p))),
            ),
            voided: r.voided,
        })
        .collect()
}

fn player_lines(texts: &Texts, data: &NightData) -> Vec<PlayerLine> {
    (data.players.iter())
        .map(|p| PlayerLine {
            id: p.id,
            name: p.display_name.clone(),
            account: (p.username.clone()).unwrap_or_else(|| texts.t("night-account-walk-in")),
            claim_code: p.claim_code.clone(),
            claimed: data.on_a_phone.contains(&p.id),
            withdrawn: p.withdrawn,
            checked_in: p.checked_in,
            linkable: p.walk_in && p.username.is_none(),
            removable: !data.ever_placed(p.id),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use chrono::DateTime;

    use super::*;
    use crate::db::league::{NightPlayer, TableRow};
    use crate::league::report::Report;

    fn player(n: u128, name: &str, withdrawn: bool) -> NightPlayer {
        NightPlayer {
            id: Uuid::from_u128(n),
            user_id: Uuid::from_u128(100 + n),
            display_name: name.into(),
            walk_in: n == 3,
            claim_code: (n == 3).then(|| "CLAIM".into()),
            withdrawn,
            checked_in: n != 2,
            username: (n != 3).then(|| name.to_lowercase()),
        }
    }

    /// A night of three seating rounds: round 1 played at one table, round 2 proposed
    /// without Cleo (a walk-in), Dan withdrawn.
    fn night() -> NightData {
        let ids = |ns: &[u128]| ns.iter().map(|&n| Uuid::from_u128(n)).collect::<Vec<_>>();
        NightData {
            night: NightRow {
                id: Uuid::from_u128(9),
                season_id: Uuid::from_u128(8),
                season_name: "Autumn".into(),
                owner_id: None,
                code: "BCDFG".into(),
                name: "Friday".into(),
                settings: Default::default(),
                seating_rounds: 3,
                games_per_table: 1,
                seed: 1,
                projector_token: "tok".into(),
                version: 4,
                seating_version: 0,
                finished_at: None,
                created_at: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
                seating: Default::default(),
                announcement: String::new(),
                countdown_until: None,
                time_zone: "UTC".into(),
            },
            players: vec![
                player(1, "Ann", false),
                player(2, "Bo", false),
                player(3, "Cleo", false),
                player(4, "Dan", true),
            ],
            seatings: vec![
                Seating {
                    round: 1,
                    confirmed: true,
                    tables: vec![ids(&[1, 2, 3, 4])],
                    sitting_out: Vec::new(),
                },
                Seating {
                    round: 2,
                    confirmed: false,
                    tables: vec![ids(&[2, 1])],
                    sitting_out: Vec::new(),
                },
            ],
            tables: vec![TableRow {
                round: 1,
                table_number: 1,
                room_code: "KLMNP".into(),
                game_number: Some(1),
                game_over: Some(false),
                rounds_total: Some(5),
                rounds_finished: 2,
                in_round: true,
                phase: Some("voting".into()),
                deadline: None,
            }],
            report: Report::default(),
            corrections: Vec::new(),
            night_player: HashMap::new(),
            rounds: Vec::new(),
            on_a_phone: Default::default(),
        }
    }

    fn public() -> PublicAddress {
        PublicAddress {
            base: "http://10.0.0.2:8080".into(),
            local_only: false,
        }
    }

    fn layout() -> Layout {
        Layout {
            account: None,
            csrf: "csrf".into(),
            flash: None,
            section: "league",
            texts: Texts::of("en"),
            print_lang: "en",
        }
    }

    #[test]
    fn the_page_shows_the_proposal_who_it_leaves_out_and_the_rounds_played() {
        let data = night();
        let page = night_page(layout(), &data, None, data.night.created_at, &public());
        assert_eq!(page.status, "seating");
        // Bo is expected but not checked in; Dan is withdrawn.
        assert_eq!(
            (
                page.arrivals.here,
                page.arrivals.missing,
                page.arrivals.withdrawn
            ),
            (2, 1, 1)
        );
        assert_eq!(page.players[1].presence(), "expected");
        let proposal = page.proposal.as_ref().unwrap();
        assert_eq!(proposal.round, 2);
        let names: Vec<&str> = (proposal.tables[0].players.iter())
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(names, ["Bo", "Ann"]);
        // Cleo is active and not in the proposal; Dan is withdrawn, so not listed.
        let unseated: Vec<&str> = page.unseated.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(unseated, ["Cleo"]);
        // A player can be moved to the one table or to a new one.
        assert_eq!(page.table_choices, [1, 2]);
        assert!(page.can_propose);
        assert_eq!(page.urls.propose_label, "Propose seating round 2");
        assert_eq!(page.rounds.len(), 1);
        let played = &page.rounds[0].tables[0];
        assert_eq!(played.room_code, "KLMNP");
        assert_eq!(played.status, "game 1: accusation vote · 2 rounds played");
        let cleo = &page.players[2];
        assert!(cleo.linkable);
        assert_eq!(cleo.account, "walk-in (guest)");
        assert_eq!(cleo.claim_code.as_deref(), Some("CLAIM"));
    }

    #[test]
    fn a_night_with_every_round_seated_or_finished_offers_no_proposal() {
        let mut data = night();
        data.seatings[1].confirmed = true;
        data.night.seating_rounds = 2;
        let page = night_page(
            layout(),
            &data,
            Some("why".into()),
            data.night.created_at,
            &public(),
        );
        assert_eq!(page.status, "playing");
        assert!(page.proposal.is_none() && page.unseated.is_empty());
        assert!(!page.can_propose);
        assert_eq!(
            page.rounds.iter().map(|r| r.round).collect::<Vec<_>>(),
            [2, 1]
        );
        assert_eq!(page.error.as_deref(), Some("why"));
        data.night.seating_rounds = 3;
        data.night.finished_at = Some(data.night.created_at);
        let page = night_page(layout(), &data, None, data.night.created_at, &public());
        assert_eq!(page.status, "finished");
        assert!(!page.can_propose);
    }
}
