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
  const r = m.rules;
  const s = view.game?.settings ?? view.settings;
  const team = s.mode === "team";
  const travel = s.rule_set === "time_travel";
  /** @type {string[]} */
  const points = team
    ? [r.team, r.teamPicks, r.teamEnd, r.teamScore]
    : [
        r.basics,
        r.questions,
        r.vote,
        r.guess,
        travel ? r.timeUpTravel : r.timeUpClassic,
        travel ? r.scoreTravel : r.scoreClassic,
        ...(travel ? [r.smallTables] : []),
        ...(s.spies > 1 ? [r.twoSpies] : []),
      ];
  return html`<details class="card rules">
    <summary>${r.title}</summary>
    <ul>${points.map((p) => html`<li>${p}</li>`)}</ul>
  </details>`;
}
