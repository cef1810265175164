// @ts-check
// Between rounds: the code to share, the players in seat order, the last round's result
// and the moves the view says this player may make on the table (never re-derived here).
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, copyText, useRefusalOfThisVersion, useRunner } from "../ui/common.js";
import { SettingsForm } from "../ui/settings_form.js";
import { moderatorId, playerName, tableMove } from "../ui/view_helpers.js";
import { RoundResult } from "./result.js";
import { RoundHistory } from "../ui/lobby/round_history.js";
import { Rules } from "../ui/rules.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */
/** @typedef {import("../api/types.js").PlayerView} PlayerView */

/** @param {import("./room.js").RoomProps} props */
export function Lobby({ view, show }) {
  const m = useMessages();
  const runner = useRunner();
  useRefusalOfThisVersion(runner, view.version);
  const [editing, setEditing] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const me = view.me;
  if (!me) return null;
  /** @param {() => Promise<import("../api/types.js").Written>} write */
  const write = (write) => runner.run(async () => show(await write()));

  const start = tableMove(view, "start_game");
  const deal = tableMove(view, "deal");
  const nextDealer = view.table.next_dealer_id;
  const roundOn = Boolean(view.round && view.round.phase !== "over");
  const league = view.table.league_play;
  // A league table plays what its night gives it: once it has, it says why it waits.
  const leagueDone = !roundOn && !deal && league
    ? league.closed === "night_finished"
      ? m.t("lobby-league-night-finished")
      : league.closed === "seating_over"
        ? m.t("lobby-league-seating-over")
        : league.games_left === 0
          ? m.t("lobby-league-games-played", { n: league.games_per_table })
          : null
    : null;
  const waiting = roundOn
    ? null
    : leagueDone
      ? leagueDone
      : nextDealer && !deal
      ? m.t("lobby-waiting-for-deal", { name: playerName(view, nextDealer) })
      : !start && !deal
        ? m.t("lobby-waiting-for-host")
        : null;
  // Said before the deal refuses it: how many more players this table needs (a moderator
  // is not one: `table.players` counts those dealt).
  const short = view.table.min_players - view.table.players;
  const settingsMove = tableMove(view, "change_settings");
  // Starting again mid-game resets the scores: it asks first.
  const midGame = Boolean(view.game && !view.game.over);

  return html`<div class="lobby">
    <h1 class="visually-hidden">${m.t("lobby-heading")}</h1>
    ${view.round?.result && html`<${RoundResult} view=${view} />`}
    ${me.in_round === false && view.round && view.round.phase !== "over" && html`<p class="notice">${m.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${start && !midGame && html`<button class="primary" type="button" disabled=${runner.busy} onClick=${() => write(() => api.startGame(view.code))}>${m.t("lobby-start-game")}</button>`}
      ${start && midGame && !restarting && html`<button type="button" onClick=${() => setRestarting(true)}>${m.t("lobby-new-game")}</button>`}
      ${restarting && html`<div class="card confirm" role="group"><p>${m.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${runner.busy} onClick=${() => (setRestarting(false), write(() => api.startGame(view.code)))}>${m.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${() => setRestarting(false)}>${m.t("round-cancel")}</button></div>`}
      ${deal && html`<button class="primary" type="button" disabled=${runner.busy} onClick=${() => write(() => api.deal(view.code))}>${view.round ? m.t("lobby-deal-next") : m.t("lobby-deal")}</button>`}
      ${waiting && html`<p class="muted" role="status">${waiting}</p>`}
    </div>
    <${ErrorLine} problem=${runner.problem} />
    <${Players} view=${view} write=${write} busy=${runner.busy} />
    <p class=${short > 0 ? "notice" : "muted"}>${m.t("lobby-bounds", { min: view.table.min_players, max: view.table.max_players })}
      ${short > 0 && ` ${m.t("lobby-need-more", { n: short })}`}</p>
    <${RoundHistory} view=${view} />
    <${Rules} view=${view} />
    ${!view.table.league && html`<${Share} view=${view} folded=${Boolean(view.game)} />`}
    <${GameSettings} view=${view} />
    ${settingsMove &&
    (editing
      ? html`<section class="card"><h2>${m.t("settings-title")}</h2>
          ${view.game?.settings && html`<p class="notice">${m.t("settings-applies-next-game")}</p>`}
          <${SettingsForm} current=${view.settings} busy=${runner.busy} submitLabel=${m.t("settings-save")}
            onSubmit=${(/** @type {any} */ settings) => write(async () => { const w = await api.updateRoom(view.code, { settings }); setEditing(false); return w; })} />
        </section>`
      : html`<div class="actions"><button type="button" onClick=${() => setEditing(true)}>${m.t("settings-title")}</button></div>`)}
    ${tableMove(view, "leave") && !leaving &&
    html`<div class="actions"><button class="quiet" type="button" disabled=${runner.busy} onClick=${() => setLeaving(true)}>${m.t("lobby-leave")}</button></div>`}
    ${leaving &&
    html`<div class="card confirm" role="alertdialog" aria-label=${m.t("lobby-leave")}><p>${m.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${runner.busy} onClick=${() => (setLeaving(false), write(() => api.removePlayer(view.code, me.player_id)))}>${m.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${() => setLeaving(false)}>${m.t("round-cancel")}</button></div>`}
  </div>`;
}

/**
 * The code, link and QR code to join: open before the first game, folded once one runs
 * (latecomers still join from it). The link is the server's public address
 * (`table.join_url`), never the address this browser happens to use.
 * @param {{view: RoomView, folded: boolean}} props
 */
function Share({ view, folded }) {
  const m = useMessages();
  const [copied, setCopied] = useState(false);
  const code = view.code;
  const link = view.table.join_url;
  const copy = async () => {
    await copyText(link, ".join-link input");
    setCopied(true);
  };
  const share = () => navigator.share({ title: m.t("app-title"), text: m.t("lobby-share-text", { code }), url: link }).catch(() => {});
  const body = html`<p>${m.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${m.t("lobby-code")}</span> <strong>${code}</strong></p>
    <label class="field join-link">${m.t("lobby-link")}
      <input type="text" readonly value=${link} onFocus=${(/** @type {Event} */ e) => /** @type {HTMLInputElement} */ (e.currentTarget).select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${copy}>${copied ? m.t("lobby-copied") : m.t("lobby-copy")}</button>
      ${typeof navigator.share === "function" && html`<button type="button" onClick=${share}>${m.t("lobby-share-button")}</button>`}
    </div>
    ${view.table.join_url_local_only && html`<p class="notice" role="status">${m.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${code}/qr.svg`} alt=${m.t("lobby-qr-alt", { code })} width="180" height="180" />
    <p class="muted tv-note">${m.t("lobby-tv", { url: `${link}/tv` })}</p>`;
  return folded
    ? html`<details class="card share"><summary>${m.t("lobby-invite")}</summary>${body}</details>`
    : html`<section class="card share">${body}</section>`;
}

/**
 * @param {{view: RoomView, busy: boolean, write: (w: () => Promise<import("../api/types.js").Written>) => void}} props
 */
function Players({ view, write, busy }) {
  const m = useMessages();
  const seated = view.players.filter((p) => p.seat != null).sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const kick = tableMove(view, "kick");
  const handOver = tableMove(view, "hand_over_host");
  const reorder = tableMove(view, "change_seat_order");
  /** @param {number} from @param {number} to */
  const move = (from, to) => {
    const order = seated.map((p) => p.id);
    [order[from], order[to]] = [order[to], order[from]];
    write(() => api.updateRoom(view.code, { seat_order: order }));
  };
  return html`<section class="card">
    <h2>${m.t("lobby-players")}</h2>
    <ol class="players">
      ${seated.map(
        (p, i) => html`<li class=${p.present ? "" : "away"}>
          <span class="name">${p.display_name}</span>
          <span class="tags">
            ${p.id === view.host_id && html`<span class="tag">${m.t("lobby-host")}</span>`}
            ${p.id === moderatorId(view) && html`<span class="tag">${m.t("moderator-tag")}</span>`}
            ${p.id === view.me?.player_id && html`<span class="tag">${m.t("lobby-you")}</span>`}
            ${!p.present && html`<span class="tag">${m.t("lobby-away")}</span>`}
            ${view.game && p.id !== view.game.moderator_id && html`<span class="score">${m.t("lobby-points", { n: p.score })}</span>`}
          </span>
          ${(reorder || handOver?.players.includes(p.id) || kick?.players.includes(p.id)) &&
          html`<details class="row-actions">
            <summary aria-label=${m.t("lobby-manage", { name: p.display_name })}>${m.t("lobby-manage-short")}</summary>
            ${reorder && i > 0 && html`<button type="button" class="small" disabled=${busy} aria-label=${m.t("lobby-move-up", { name: p.display_name })} onClick=${() => move(i, i - 1)}>↑</button>`}
            ${reorder && i < seated.length - 1 && html`<button type="button" class="small" disabled=${busy} aria-label=${m.t("lobby-move-down", { name: p.display_name })} onClick=${() => move(i, i + 1)}>↓</button>`}
            ${handOver?.players.includes(p.id) && html`<button type="button" class="small" disabled=${busy} onClick=${() => write(() => api.handOverHost(view.code, p.id))}>${m.t("lobby-make-host", { name: p.display_name })}</button>`}
            ${kick?.players.includes(p.id) && html`<button type="button" class="small danger" disabled=${busy} onClick=${() => write(() => api.removePlayer(view.code, p.id))}>${m.t("lobby-kick", { name: p.display_name })}</button>`}
          </details>`}
        </li>`,
      )}
    </ol>
  </section>`;
}

/**
 * During a game, the settings changed since it started: what this game plays with and
 * what the next one will (a change made during a game applies from the next one).
 * @param {{view: RoomView}} props
 */
function GameSettings({ view }) {
  const m = useMessages();
  const current = view.game?.settings;
  if (!current) return null;
  const next = view.settings;
  /** @type {(keyof typeof next)[]} */
  const keys = ["rule_set", "mode", "pack_ids", "location_ids", "rounds", "round_minutes", "show_roles", "vote_timeout_seconds", "spies", "captain_passes", "moderator"];
  const changed = keys.filter((k) => JSON.stringify(current[k]) !== JSON.stringify(next[k]));
  /** A setting's value in words; a choice of locations by how many. @param {string} k @param {unknown} v */
  const shown = (k, v) =>
    k !== "location_ids"
      ? settingValue(m, v)
      : Array.isArray(v)
        ? m.t("settings-locations-some", { count: v.length })
        : m.t("settings-locations-all");
  if (changed.length === 0) return null;
  return html`<section class="card">
    <h2>${m.t("settings-changed-title")}</h2>
    <p class="muted">${m.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${m.t("settings-this-game")}</th><th scope="col">${m.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${changed.map(
          (k) => html`<tr><th scope="row">${m.t(`settings-labels-${k}`)}</th><td>${shown(k, current[k])}</td><td>${shown(k, next[k])}</td></tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/**
 * A setting's value as words.
 * @param {import("../i18n/index.js").Messages} m
 * @param {unknown} value
 */
function settingValue(m, value) {
  if (value === null || value === undefined) return m.t("settings-round-minutes-auto");
  if (typeof value === "boolean") return value ? m.t("settings-yes") : m.t("settings-no");
  if (Array.isArray(value)) return value.join(", ");
  if (value === "classic" || value === "time_travel" || value === "standard" || value === "team") return m.t(`settings-${value}`);
  return String(value);
}
