// @ts-check
// The spy's two guesses in team mode (R-10.4, R-10.5): one location for each captain, in
// the order the view's `guess_for` gives, then a confirmation. Only on the spy's phone.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { locationName, playerName, roundMove } from "../view_helpers.js";
import { useBuzzWhen } from "./device.js";
import { LocationGrid } from "./location_grid.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Action} Action */

/** @param {{view: RoomView, busy: boolean, act: (a: Action) => void}} props */
export function TeamGuess({ view, busy, act }) {
  const m = useMessages();
  const [chosen, setChosen] = useState(/** @type {string[]} */ ([]));
  const mayGuess = Boolean(roundMove(view, "guess_team_locations"));
  const guessFor = view.round?.team?.guess_for ?? [];
  useBuzzWhen(mayGuess);
  useEffect(() => setChosen([]), [view.round?.number]);
  if (view.round?.phase !== "team_spy_guess") return null;
  if (!mayGuess || guessFor.length !== 2) {
    return html`<p class="notice" role="status">${m.t("team-spy-guessing", { name: playerName(view, view.round.turn_player_id) })}</p>`;
  }
  const whose = guessFor[Math.min(chosen.length, 1)];
  const places = chosen.map((id) => locationName(view, id));
  return html`<section class="card confirm" aria-live="polite">
    <h2>${m.t("team-guess-title")}</h2>
    ${places.map((place, i) => html`<p>${m.t("team-guessed", { captain: playerName(view, guessFor[i]), place })}</p>`)}
    ${chosen.length < 2
      ? html`<p class="notice">${m.t("team-guess-for", { captain: playerName(view, whose) })}</p>`
      : html`<button type="button" class="primary danger" disabled=${busy}
          onClick=${() => act({ type: "guess_team_locations", locations: chosen })}>${m.t("team-confirm-guess")}</button>`}
    ${chosen.length > 0 && html`<button type="button" class="quiet" onClick=${() => setChosen([])}>${m.t("team-start-again")}</button>`}
  </section>
  ${chosen.length < 2 && html`<${LocationGrid} view=${view} onPick=${(/** @type {string} */ id) => setChosen([...chosen, id])} />`}`;
}
