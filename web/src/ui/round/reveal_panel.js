// @ts-check
// The middle card of the 2- and 3-player variants (R-8.3, R-9.3): a proposal to reveal
// it, who agreed so far, and my answer when the view asks for it.
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { playerName, roundMove } from "../view_helpers.js";
import { useBuzzWhen } from "./device.js";
import { Countdown } from "./clock.js";
import { Waiting } from "./vote_panel.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Action} Action */

/** @param {{view: RoomView, busy: boolean, act: (a: Action) => void, skew: number}} props */
export function RevealPanel({ view, busy, act, skew }) {
  const m = useMessages();
  const proposal = view.round?.reveal_proposal;
  const mayAnswer = Boolean(roundMove(view, "answer_reveal_middle"));
  useBuzzWhen(mayAnswer);
  if (!proposal) return null;
  const agreed = proposal.agreed.map((id) => playerName(view, id));
  return html`<section class="card vote" aria-live="polite">
    <h2>${m.t("reveal-proposed", { name: playerName(view, proposal.proposed_by) })}</h2>
    <${Countdown} deadline=${proposal.deadline} skew=${skew} pausedSince=${view.round?.paused?.since} />
    <${Waiting} view=${view} ids=${proposal.waiting_for} />
    ${agreed.length > 0 && html`<p>${m.t("reveal-agreed")}: ${agreed.join(", ")}</p>`}
    ${mayAnswer
      ? html`<p class="notice">${m.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${busy} onClick=${() => act({ type: "answer_reveal_middle", agree: true })}>${m.t("reveal-agree")}</button>
            <button type="button" disabled=${busy} onClick=${() => act({ type: "answer_reveal_middle", agree: false })}>${m.t("reveal-refuse")}</button>
          </div>`
      : html`<p class="muted">${m.t("reveal-waiting")}</p>`}
  </section>`;
}
