// @ts-check
// Team mode (R-10) as this player sees it: my part (captain or agent), the captains and
// whom each has picked, and the captain's moves the view lists: who acts first, pick an
// agent or refuse. Questions use the round's usual "ask" choices.
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { playerName, roundMove } from "../view_helpers.js";
import { useBuzzWhen } from "./device.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Action} Action */

/** @param {{view: RoomView, busy: boolean, act: (a: Action) => void}} props */
export function TeamPanel({ view, busy, act }) {
  const m = useMessages();
  const team = view.round?.team;
  const choose = roundMove(view, "choose_first_captain");
  const pick = roundMove(view, "pick");
  const refuse = roundMove(view, "refuse_pick");
  useBuzzWhen(Boolean(choose || pick));
  if (!team) return null;
  /** @param {string} id */
  const name = (id) => playerName(view, id);
  const role = view.me?.team_role;
  const phase = view.round?.phase;
  // Who acts now, for everyone at the table, agents included.
  const acting = phase === "team_questions" || phase === "team_picking" ? view.round?.turn_player_id : null;
  return html`<section class="card team" aria-live="polite">
    <h2>${m.t("team-title")}</h2>
    ${role && html`<p><strong>${role === "captain" ? m.t("team-you-captain") : m.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(team.order ?? team.captains).map((captain) => {
        const picked = team.picks.filter((p) => p.captain_id === captain).map((p) => name(p.agent_id));
        const done = team.refused.includes(captain);
        return html`<li>
          <strong>${m.t("team-captain", { name: name(captain) })}</strong>${done ? ` (${m.t("team-refused-mark")})` : ""}${`: ${picked.length > 0 ? picked.join(", ") : m.t("team-nobody-yet")}`}
        </li>`;
      })}
    </ul>
    ${acting && html`<p><strong>${phase === "team_picking" ? m.t("team-now-picking", { name: name(acting) }) : m.t("team-now-asking", { name: name(acting) })}</strong></p>`}
    ${team.unpicked_agents.length > 0 &&
    html`<p class="muted">${m.t("team-unpicked")}: ${team.unpicked_agents.map(name).join(", ")}</p>`}
    ${choose &&
    html`<p class="notice">${m.t("team-choose-first")}</p>
      <div class="choices">${choose.captains.map(
        (id) => html`<button type="button" disabled=${busy} onClick=${() => act({ type: "choose_first_captain", captain: id })}>${m.t("team-first-is", { name: name(id) })}</button>`,
      )}</div>`}
    ${!choose && team.choosing_first_captain.length > 0 && html`<p class="muted">${m.t("team-captains-choosing")}</p>`}
    ${pick &&
    html`<p class="notice">${m.t("team-pick-whom")}</p>
      <div class="choices">${pick.agents.map(
        (id) => html`<button type="button" disabled=${busy} onClick=${() => act({ type: "pick", agent: id })}>${m.t("team-pick", { name: name(id) })}</button>`,
      )}</div>`}
    ${refuse &&
    html`<button type="button" class="quiet" disabled=${busy} onClick=${() => act({ type: "refuse_pick" })}>${m.t("team-refuse")}</button>`}
  </section>`;
}
