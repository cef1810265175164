// @ts-check
// The table itself during a round: the host removes a player, hands the host role on or
// ends the round; anyone leaves. Each asks first and says what it does (a departure voids
// the round in play, RULES.md R-7.5). Only the moves `me.table_moves` lists are offered,
// and none depends on a card, so the section looks the same on every player's phone but
// the host's.
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, useRefusalOfThisVersion, useRunner } from "./common.js";
import { moderating, tableMove } from "./view_helpers.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */

/**
 * @param {{view: RoomView, show: (w: import("../api/types.js").Written) => void}} props
 */
export function TableControls({ view, show }) {
  const m = useMessages();
  const runner = useRunner();
  useRefusalOfThisVersion(runner, view.version);
  const [asking, setAsking] = useState(/** @type {{text: string, label: string, write: () => Promise<import("../api/types.js").Written>} | null} */ (null));
  const me = view.me;
  if (!me) return null;
  const kick = tableMove(view, "kick");
  const handOver = tableMove(view, "hand_over_host");
  const abandon = tableMove(view, "abandon_round");
  const leave = tableMove(view, "leave");
  const code = view.code;
  /** @param {string} text @param {string} label @param {() => Promise<import("../api/types.js").Written>} write */
  const ask = (text, label, write) => () => setAsking({ text, label, write });

  if (asking) {
    return html`<section class="card confirm" role="alertdialog" aria-label=${asking.label}>
      <p>${asking.text}</p>
      <button type="button" class="primary danger" disabled=${runner.busy}
        onClick=${() => runner.run(async () => (show(await asking.write()), setAsking(null)))}>${asking.label}</button>
      <button type="button" class="quiet" onClick=${() => setAsking(null)}>${m.t("round-cancel")}</button>
      <${ErrorLine} problem=${runner.problem} />
    </section>`;
  }
  const others = view.players.filter((p) => p.seat != null && p.id !== me.player_id);
  return html`<details class="card table-controls">
    <summary>${m.t("table-title")}</summary>
    ${others.map((p) => {
      const name = p.display_name;
      const remove = kick?.players.includes(p.id);
      const host = handOver?.players.includes(p.id);
      return (remove || host) && html`<div class="row-actions">
        ${host && html`<button type="button" class="small" onClick=${ask(m.t("table-confirm-host", { name }), m.t("lobby-make-host", { name }), () => api.handOverHost(code, p.id))}>${m.t("lobby-make-host", { name })}</button>`}
        ${remove && html`<button type="button" class="small danger" onClick=${ask(m.t("table-confirm-remove", { name }), m.t("lobby-kick", { name }), () => api.removePlayer(code, p.id))}>${m.t("lobby-kick", { name })}</button>`}
      </div>`;
    })}
    ${abandon && html`<button type="button" class="danger" onClick=${ask(m.t("lobby-confirm-abandon"), m.t("lobby-abandon"), () => api.abandonRound(code))}>${m.t("lobby-abandon")}</button>`}
    ${leave && html`<button type="button" class="quiet" onClick=${ask(moderating(view) ? m.t("table-confirm-leave-lobby") : m.t("table-confirm-leave"), m.t("lobby-leave"), () => api.removePlayer(code, me.player_id))}>${m.t("lobby-leave")}</button>`}
    <p class="muted tv-note">${m.t("lobby-tv", { url: `${view.table.join_url}/tv` })}</p>
  </details>`;
}

/** Tells a player who has just become the host that they are. @param {{view: RoomView}} props */
export function NewHostNotice({ view }) {
  const m = useMessages();
  const [was, setWas] = useState(view.host_id);
  const mine = view.me && view.host_id === view.me.player_id;
  if (was !== view.host_id && !mine) setWas(view.host_id);
  if (!mine || was === view.host_id) return null;
  return html`<p class="notice" role="status">${m.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${() => setWas(view.host_id)}>${m.t("table-got-it")}</button></p>`;
}
