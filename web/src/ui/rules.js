// @ts-check
// How to play, for the table's own rules: the rule set, the mode, two spies, and the 2- and
// 3-player variants. Folded away in the lobby and on the round screen; the same on every
// phone, whatever its card.
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */

/** @param {{view: RoomView}} props */
export function Rules({ view }) {
  const m = useMessages();
  const s = view.game?.settings ?? view.settings;
  const team = s.mode === "team";
  const travel = s.rule_set === "time_travel";
  /** @type {string[]} */
  const points = team
    ? [m.t("rules-team"), m.t("rules-team-picks"), m.t("rules-team-end"), m.t("rules-team-score")]
    : [
        m.t("rules-basics"),
        m.t("rules-questions"),
        m.t("rules-vote"),
        m.t("rules-guess"),
        travel ? m.t("rules-time-up-travel") : m.t("rules-time-up-classic"),
        travel ? m.t("rules-score-travel") : m.t("rules-score-classic"),
        ...(travel ? [m.t("rules-small-tables")] : []),
        ...(s.spies > 1 ? [m.t("rules-two-spies")] : []),
      ];
  return html`<details class="card rules">
    <summary>${m.t("rules-title")}</summary>
    <ul>${points.map((p) => html`<li>${p}</li>`)}</ul>
  </details>`;
}
