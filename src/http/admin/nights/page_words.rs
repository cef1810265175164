//! The night page's sentences in the organizer's language: where a round was played, how
//! it ended and who won, a table's progress, what the night's tables play, and the
//! corrections' audit list (its CSV too).

use uuid::Uuid;

use crate::app::night::NightData;
use crate::db::league::{NightRow, TableRow};
use crate::http::i18n::Texts;
use crate::league::csv::AuditEntry;

/// "Seating round 2, table 1, game 1, round 3".
pub fn place(texts: &Texts, seating_round: u32, table: u32, game: u32, round: u32) -> String {
    let at = texts.t2(
        "night-place-table",
        ("seating", seating_round),
        ("table", table),
    );
    let game = texts.t2("night-place-game", ("game", game), ("round", round));
    texts.t2("night-place", ("table", at), ("game", game))
}

/// How a round ended, from the words `league::report::outcome_label` gives it (the report
/// keeps the label, not the outcome): in the page's language, or as given if unknown.
pub(super) fn outcome_text(texts: &Texts, label: &str) -> String {
    let id = match label {
        "spy unmasked by a vote" => "night-outcome-spy-unmasked",
        "a non-spy was voted out" => "night-outcome-non-spy-voted-out",
        "spy named the location" => "night-outcome-spy-guessed",
        "spy named a wrong location" => "night-outcome-spy-guessed-wrong",
        "time ran out" => "night-outcome-time-up",
        "spy convicted in final voting" => "night-outcome-spy-convicted",
        "a non-spy convicted in final voting" => "night-outcome-non-spy-convicted",
        "final voting convicted nobody" => "night-outcome-no-conviction",
        "the accused was the spy" => "night-outcome-accused-spy",
        "the accused was not the spy" => "night-outcome-accused-not-spy",
        "the middle card was revealed" => "night-outcome-middle-revealed",
        "team round" => "night-outcome-team",
        "void (a player left the table)" => "night-outcome-voided",
        "abandoned by the host" => "night-outcome-abandoned",
        "ended by the organizer" => "night-outcome-ended",
        other => return other.to_string(),
    };
    texts.t(id)
}

/// Who won a round ("spy won"), from `league::report::winner_label`'s word.
pub(super) fn winner_text(texts: &Texts, label: &str) -> String {
    let id = match label {
        "spy" => "night-winner-spy",
        "non-spies" => "night-winner-non-spies",
        "everyone" => "night-winner-everyone",
        "nobody" => "night-winner-nobody",
        "teams" => "night-winner-teams",
        other => return other.to_string(),
    };
    texts.t(id)
}

/// A table's game and round: "game 1: questions · 4:05 left · 2 rounds played".
pub(super) fn table_status(
    texts: &Texts,
    t: &TableRow,
    now: chrono::DateTime<chrono::Utc>,
) -> String {
    let played = texts.t1("night-table-played", "count", t.rounds_finished);
    let game = match (t.game_number, t.game_over) {
        (None, _) => return texts.t("night-table-waiting"),
        (Some(g), Some(true)) => texts.t1("night-table-game-over", "game", g),
        (Some(g), _) if t.in_round => texts.t2(
            "night-table-game-progress",
            ("game", g),
            (
                "progress",
                crate::http::projector::table_progress(texts, t, now),
            ),
        ),
        (Some(g), _) => texts.t1("night-table-game", "game", g),
    };
    format!("{game} · {played}")
}

/// What the night's tables play: "classic · standard · packs spyfall · 5 rounds a game · …".
pub(super) fn settings_text(texts: &Texts, night: &NightRow) -> String {
    let s = &night.settings;
    let rule_set = match s.rule_set {
        crate::engine::RuleSet::Classic => "night-summary-rule-classic",
        crate::engine::RuleSet::TimeTravel => "night-summary-rule-time-travel",
    };
    let mode = match s.mode {
        crate::engine::Mode::Standard => "night-summary-mode-standard",
        crate::engine::Mode::Team => "night-summary-mode-team",
    };
    let length = match s.round_minutes {
        Some(m) => texts.t1("night-summary-minutes", "minutes", m),
        None => texts.t("night-summary-length-auto"),
    };
    let roles = if s.show_roles {
        "night-summary-roles-shown"
    } else {
        "night-summary-roles-hidden"
    };
    [
        texts.t(rule_set),
        texts.t(mode),
        texts.t1("night-summary-packs", "packs", s.pack_ids.join(", ")),
        texts.t1("night-summary-rounds", "count", s.rounds),
        length,
        texts.t(roles),
        texts.t1("night-summary-votes", "seconds", s.vote_timeout_seconds),
    ]
    .join(" · ")
}

/// A settings value as the API writes it ("time_travel").
pub(crate) fn api_name(v: &impl serde::Serialize) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The night's corrections as the audit list and its CSV show them, in `texts`' language.
pub fn audit(texts: &Texts, data: &NightData) -> Vec<AuditEntry> {
    let target = |player: Option<Uuid>, round: Option<Uuid>| match (player, round) {
        (Some(p), _) => data.name_of(p),
        (None, Some(r)) => (data.report.rounds.iter().find(|l| l.round_id == r)).map_or_else(
            || texts.t("night-place-unknown"),
            |l| place(texts, l.seating_round, l.table, l.game, l.number),
        ),
        (None, None) => String::new(),
    };
    (data.corrections.iter())
        .map(|c| AuditEntry {
            at: c.at,
            by: c.by_name.clone(),
            kind: c.kind.clone(),
            target: target(c.player_id, c.round_id),
            points: c.points,
            reason: c.reason.clone(),
            changes: c.changes.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words `league::report` gives outcomes and winners, read from its source: every
    /// one must have a message here, or the page would show it in English.
    fn labels(function: &str) -> Vec<String> {
        let source = include_str!("../../../league/report.rs");
        let body = source.split(&format!("fn {function}(")).nth(1).unwrap();
        let body = &body[..body.find("\n}\n").unwrap()];
        (body.split("=> \"").skip(1))
            .map(|rest| rest.split('"').next().unwrap().to_string())
            .collect()
    }

    #[test]
    fn every_outcome_and_winner_the_report_names_is_translated() {
        let russian = Texts::of("ru");
        let outcomes = labels("outcome_label");
        let winners = labels("winner_label");
        assert!(
            outcomes.len() >= 15 && winners.len() >= 5,
            "{outcomes:?} {winners:?}"
        );
        for label in outcomes {
            assert_ne!(outcome_text(&russian, &label), label, "outcome {label:?}");
        }
        for label in winners {
            assert_ne!(winner_text(&russian, &label), label, "winner {label:?}");
        }
    }
}
