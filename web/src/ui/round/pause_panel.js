// @ts-check
// The host's pause: a button to stop every clock with a reason ("Pizza is here"), and
// while the round is paused a banner on every phone with the reason and, on the host's,
// the button that resumes it. Offered only as `me.table_moves` lists it, so the section
// looks the same on a spy's phone and anyone else's.
import { useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { api } from "../../api/endpoints.js";
import { ErrorLine, useRefusalOfThisVersion, useRunner } from "../common.js";
import { playerName, tableMove } from "../view_helpers.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */

/** The longest reason the server keeps. */
const MAX_REASON = 100;

/** @param {{view: RoomView, show: (w: import("../../api/types.js").Written) => void}} props */
export function PausePanel({ view, show }) {
  const m = useMessages();
  const runner = useRunner();
  useRefusalOfThisVersion(runner, view.version);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const paused = view.round?.paused;
  const code = view.code;
  if (paused) {
    const resume = tableMove(view, "resume_round");
    return html`<section class="card paused" role="status" aria-live="polite">
      <h2>${m.t("round-paused")}</h2>
      ${paused.reason && html`<p class="pause-reason">${paused.reason}</p>`}
      <p class="muted">${m.t("round-paused-by", { name: playerName(view, paused.player_id) })}</p>
      ${resume && html`<button type="button" class="primary" disabled=${runner.busy}
        onClick=${() => runner.run(async () => show(await api.resumeRound(code)))}>${m.t("round-resume")}</button>`}
      <${ErrorLine} problem=${runner.problem} />
    </section>`;
  }
  if (!tableMove(view, "pause_round")) return null;
  if (!asking) {
    return html`<div class="actions pause"><button type="button" class="quiet" onClick=${() => setAsking(true)}>${m.t("round-pause")}</button></div>`;
  }
  /** @param {Event} e */
  const submit = (e) => {
    e.preventDefault();
    runner.run(async () => {
      show(await api.pauseRound(code, reason.trim() || undefined));
      setAsking(false);
      setReason("");
    });
  };
  return html`<form class="card pause-form" onSubmit=${submit}>
    <label>${m.t("round-pause-reason")}
      <input type="text" maxlength=${MAX_REASON} value=${reason} placeholder=${m.t("round-pause-reason-example")}
        onInput=${(/** @type {any} */ e) => setReason(e.currentTarget.value)} />
    </label>
    <button type="submit" class="primary" disabled=${runner.busy}>${m.t("round-pause-confirm")}</button>
    <button type="button" class="quiet" onClick=${() => setAsking(false)}>${m.t("round-cancel")}</button>
    <${ErrorLine} problem=${runner.problem} />
  </form>`;
}
