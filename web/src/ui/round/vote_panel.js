// @ts-check
// An open vote: who accused whom, the ballots as they come in (public, R-4.7), and my
// yes/no when the view says I may vote. Final voting shows its order (R-6.3).
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { playerName, roundMove } from "../view_helpers.js";
import { Countdown } from "./clock.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Action} Action */

/** Who has not answered yet, or nothing when nobody is missing. @param {{view: RoomView, ids: string[]}} props */
export function Waiting({ view, ids }) {
  const m = useMessages();
  if (ids.length === 0) return null;
  return html`<p class="muted">${m.t("round-waiting-for", { names: ids.map((id) => playerName(view, id)).join(", ") })}</p>`;
}

/** @param {{view: RoomView, busy: boolean, act: (a: Action) => void, skew: number}} props */
export function VotePanel({ view, busy, act, skew }) {
  const m = useMessages();
  const vote = view.round?.vote;
  const mayVote = Boolean(roundMove(view, "vote"));
  if (!vote) return null;
  const suspect = playerName(view, vote.suspect_id);
  return html`<section class="card vote" aria-live="polite">
    ${vote.accuser_id && html`<p>${m.t("round-vote-title", { accuser: playerName(view, vote.accuser_id), suspect })}</p>`}
    <h2>${m.t("round-vote-question", { suspect })}</h2>
    <${Countdown} deadline=${vote.deadline} skew=${skew} pausedSince=${view.round?.paused?.since} />
    <${Waiting} view=${view} ids=${vote.waiting_for} />
    ${mayVote &&
    html`<p class="notice">${m.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${busy} onClick=${() => act({ type: "vote", yes: true })}>${m.t("round-vote-yes")}</button>
        <button type="button" disabled=${busy} onClick=${() => act({ type: "vote", yes: false })}>${m.t("round-vote-no")}</button>
      </div>`}
    <h3>${m.t("round-ballots")} (${vote.ballots.length}/${vote.voters_total})</h3>
    <ul class="ballots">
      ${vote.ballots.map(
        (b) => html`<li>${playerName(view, b.player_id)}: <strong>${b.yes ? m.t("round-voted-yes") : m.t("round-voted-no")}</strong></li>`,
      )}
    </ul>
  </section>`;
}

/** @param {{view: RoomView, busy: boolean, act: (a: Action) => void}} props */
export function FinalVoting({ view }) {
  const m = useMessages();
  const fv = view.round?.final_voting;
  if (!fv) return null;
  return html`<section class="card">
    <h2>${m.t("round-final-voting")}</h2>
    <p>${m.t("round-final-explained")}</p>
    ${fv.current_suspect_id && html`<p>${m.t("round-final-now", { name: playerName(view, fv.current_suspect_id) })}</p>`}
    ${fv.next_suspect_ids.length > 0 &&
    html`<p class="muted">${m.t("round-final-next")}: ${fv.next_suspect_ids.map((id) => playerName(view, id)).join(", ")}</p>`}
  </section>`;
}
