// @ts-check
// The current game's finished rounds, newest first: how each ended, the spy, the place and
// my points. Fetched when opened and again when another round has finished.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { listOf, useMessages } from "../../i18n/index.js";
import { api } from "../../api/endpoints.js";
import { ErrorLine, useRunner } from "../common.js";
import { playerName } from "../view_helpers.js";
import { ending, winnerLine } from "../../screens/result.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").RoundView} RoundView */

/** @param {{view: RoomView}} props */
export function RoundHistory({ view }) {
  const m = useMessages();
  const runner = useRunner();
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState(/** @type {RoundView[] | null} */ (null));
  const finished = `${view.game?.number}.${view.game?.round_number}.${view.round?.phase}`;
  useEffect(() => {
    if (open) runner.run(async () => setRounds((await api.rounds(view.code)).rounds));
  }, [open, finished]);
  if (!view.game || view.game.round_number === 0) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  const done = (rounds ?? []).filter((r) => r.result).reverse();
  return html`<details class="card history" onToggle=${(/** @type {Event} */ e) => setOpen(/** @type {HTMLDetailsElement} */ (e.currentTarget).open)}>
    <summary>${m.t("result-history")}</summary>
    <${ErrorLine} problem=${runner.problem} />
    <ol class="history-list">
      ${done.map((r) => {
        const result = /** @type {NonNullable<RoundView["result"]>} */ (r.result);
        const mine = result.points.find((p) => p.player_id === view.me?.player_id);
        return html`<li>
          <h3>${m.t("result-history-round", { n: r.number })}</h3>
          <p>${ending(m, result, name)} ${winnerLine(m, result)}</p>
          ${result.spies.length > 0 && html`<p>${m.t("result-spy-was", { names: listOf(m, result.spies.map(name)), count: result.spies.length })}</p>`}
          ${result.locations.length > 0 && html`<p>${m.t("result-location-was", { place: result.locations.map((l) => l.name).join(", ") })}</p>`}
          ${mine && html`<p class="muted">${m.t("result-my-points", { points: `${mine.points > 0 ? "+" : ""}${mine.points}` })}</p>`}
        </li>`;
      })}
    </ol>
  </details>`;
}
