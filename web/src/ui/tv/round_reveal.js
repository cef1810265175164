// @ts-check
// The end of a round on the TV, revealed with a moment of suspense: who the spy was, then
// the location, then every card, then how it ended and who won. Each step fades in
// after the one before (CSS delays: no timers; at once for who asks for less motion).
import { html } from "../../html.js";
import { listOf, useMessages } from "../../i18n/index.js";
import { playerName } from "../view_helpers.js";
import { ending, winnerLine } from "../../screens/result.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */

/** @param {{view: RoomView}} props */
export function RoundReveal({ view }) {
  const m = useMessages();
  const round = view.round;
  const result = round?.result;
  if (!round || !result) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  const spies = result.spies.map(name);
  const captains = round.team?.captains ?? null;
  const middle = result.middle_card;
  return html`<div class="tv-reveal">
    <h1>${m.t("tv-round-over", { n: round.number })}</h1>
    <p class="step step-0 drum">${m.t("tv-and-the-spy")}</p>
    <p class="step step-1 big">${spies.length > 0
      ? m.t("result-spy-was", { names: listOf(m, spies), count: spies.length })
      : middle && m.t("result-middle-was", { card: middle.spy ? m.t("result-spy-card") : (middle.location?.name ?? "") })}</p>
    <div class="step step-2 big">${captains
      ? result.locations.map((l, i) => html`<p>${m.t("team-location-of", { captain: name(captains[i]), place: l.name })}</p>`)
      : html`<p>${m.t("result-location-was", { place: result.locations.map((l) => l.name).join(", ") })}</p>`}</div>
    <ul class="step step-3 cards">
      ${result.cards.map(
        (c) => html`<li><strong>${name(c.player_id)}</strong> ${c.card.spy ? m.t("result-spy-card-short") : [c.card.location?.name, c.card.role].filter(Boolean).join(", ")}</li>`,
      )}
    </ul>
    <p class="step step-4">${ending(m, result, name)}</p>
    <p class="step step-5 big"><strong>${winnerLine(m, result)}</strong></p>
  </div>`;
}
