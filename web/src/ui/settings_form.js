// @ts-check
// A room's settings as a form: for a new room, and for the host in the lobby. The server
// checks every value; its refusal is shown as a sentence.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { loadSession } from "../api/session.js";
import { LocationChoice } from "./location_choice.js";
import { Setups, lastSettings, rememberLast } from "./setups.js";

/** @typedef {import("../api/types.js").Schemas["RoomSettings"]} RoomSettings */
/** @typedef {import("../api/types.js").Schemas["PackSummary"]} PackSummary */
/** @typedef {import("../api/types.js").Schemas["TablePackSummary"]} TablePackSummary */

/** @type {RoomSettings} */
const DEFAULTS = {
  rule_set: "classic",
  mode: "standard",
  pack_ids: [],
  rounds: 5,
  round_minutes: null,
  show_roles: true,
  vote_timeout_seconds: 60,
  captain_passes: 1,
  spies: 1,
  location_ids: null,
  moderator: false,
};

/**
 * The pack a rule set is played with by default: Time Travel rules, the Time Travel pack;
 * else the first pack offered.
 * @param {PackSummary[]} packs @param {RoomSettings["rule_set"]} ruleSet @returns {string[]}
 */
function ownPack(packs, ruleSet) {
  const own = packs.find((p) => p.id === (ruleSet === "time_travel" ? "time-travel" : packs[0]?.id));
  return own ? [own.id] : [];
}

/**
 * @param {{current?: RoomSettings, busy: boolean, submitLabel: string, onSubmit: (settings: RoomSettings) => void}} props
 */
export function SettingsForm({ current, busy, submitLabel, onSubmit }) {
  const m = useMessages();
  // A new room starts from the last one's settings, when this device made one.
  const [fromLast] = useState(() => (current ? null : lastSettings()));
  const [s, setS] = useState(current ?? (fromLast ? { ...DEFAULTS, ...fromLast } : DEFAULTS));
  const [packs, setPacks] = useState(/** @type {PackSummary[]} */ ([]));
  const [lists, setLists] = useState(/** @type {TablePackSummary[] | null} */ (null));
  useEffect(() => {
    // Lists made at a table (mine, and those added by code) are offered beside the packs.
    if (loadSession()) api.myLists().then((mine) => setLists(mine.packs), () => setLists([]));
    else setLists([]);
  }, []);
  /**
   * Remembered settings may name a pack no longer offered (a list taken down, another
   * player's): a new room keeps only what it may choose, its own pack when none is left.
   * @param {RoomSettings} prev @returns {RoomSettings}
   */
  const offeredOnly = (prev) => {
    if (current || !lists || packs.length === 0) return prev;
    const offered = new Set([...packs, ...lists].map((p) => p.id));
    const kept = prev.pack_ids.filter((id) => offered.has(id));
    if (kept.length === prev.pack_ids.length) return prev;
    return { ...prev, pack_ids: kept.length ? kept : ownPack(packs, prev.rule_set), location_ids: null };
  };
  useEffect(() => setS(offeredOnly), [packs, lists]);
  useEffect(() => {
    api.packs()
      .then((list) => {
        setPacks(list.packs);
        // The rules may have been chosen before the packs arrived: their own pack then.
        setS((prev) => (prev.pack_ids.length ? prev : { ...prev, pack_ids: ownPack(list.packs, prev.rule_set) }));
      })
      .catch(() => setPacks([]));
    // Again in another language: the server names the packs in the app's.
  }, [m.lang]);

  /** @template {keyof RoomSettings} K @param {K} key @param {RoomSettings[K]} value */
  const set = (key, value) => setS({ ...s, [key]: value });
  /** @param {Event} e */
  const value = (e) => /** @type {HTMLInputElement} */ (e.currentTarget).value;
  /** @param {Event} e */
  const number = (e) => Number(value(e));
  /**
   * A change of rules brings the rule set's own pack along while the packs are still the
   * first one offered (the form's default): Time Travel rules, the Time Travel pack.
   * @param {RoomSettings["rule_set"]} ruleSet
   */
  const chooseRules = (ruleSet) => {
    const untouched = s.pack_ids.length === 1 && s.pack_ids[0] === packs[0]?.id;
    const own = ownPack(packs, ruleSet);
    const pack_ids = untouched && own.length ? own : s.pack_ids;
    setS({ ...s, rule_set: ruleSet, pack_ids, location_ids: pack_ids === s.pack_ids ? s.location_ids : null });
  };
  /** Other packs, other locations: every location of the packs, until chosen again. @param {string} id @param {boolean} on */
  const togglePack = (id, on) =>
    setS({ ...s, pack_ids: on ? [...s.pack_ids, id] : s.pack_ids.filter((p) => p !== id), location_ids: null });
  /** @param {{id: string, name: string}} p */
  const packBox = (p) => html`<label class="check"><input type="checkbox" name="pack" value=${p.id} checked=${s.pack_ids.includes(p.id)}
    onChange=${(/** @type {Event} */ e) => togglePack(p.id, /** @type {HTMLInputElement} */ (e.currentTarget).checked)} />
    ${p.name}</label>`;

  return html`<form class="settings" onSubmit=${(/** @type {Event} */ e) => (e.preventDefault(), rememberLast(s), onSubmit(s))}>
    ${fromLast && html`<p class="muted from-last">${m.t("setups-from-last")}
      <button type="button" class="small quiet" onClick=${() => setS({ ...DEFAULTS, pack_ids: ownPack(packs, DEFAULTS.rule_set) })}>${m.t("setups-defaults")}</button></p>`}
    ${!current && html`<${Setups} current=${s} onUse=${(/** @type {RoomSettings} */ kept) => setS(offeredOnly({ ...DEFAULTS, ...kept }))} />`}
    <label class="field">${m.t("settings-rule-set")}
      <select name="rule_set" value=${s.rule_set} onChange=${(/** @type {Event} */ e) => chooseRules(/** @type {any} */ (value(e)))}>
        <option value="classic">${m.t("settings-classic")}</option>
        <option value="time_travel">${m.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${m.t("settings-mode")}
      <select name="mode" value=${s.mode} onChange=${(/** @type {Event} */ e) => set("mode", /** @type {any} */ (value(e)))}>
        <option value="standard">${m.t("settings-standard")}</option>
        <option value="team">${m.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${m.t("settings-packs")}</legend>
      ${packs.map(packBox)}
      ${lists && lists.length > 0 && html`<p class="muted">${m.t("settings-lists")}</p>${lists.map(packBox)}`}
    </fieldset>
    <${LocationChoice} packIds=${s.pack_ids} lists=${lists ?? []} chosen=${s.location_ids ?? null}
      onChoose=${(/** @type {string[] | null} */ ids) => set("location_ids", ids)} />
    ${s.mode !== "team" &&
    html`<label class="field">${m.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${s.rounds} onInput=${(/** @type {Event} */ e) => set("rounds", number(e))} />
    </label>`}
    <label class="field">${m.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${m.t("settings-round-minutes-auto")}
        value=${s.round_minutes ?? ""} onInput=${(/** @type {Event} */ e) => set("round_minutes", value(e) ? number(e) : null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${s.show_roles}
        onChange=${(/** @type {Event} */ e) => set("show_roles", /** @type {HTMLInputElement} */ (e.currentTarget).checked)} />
      ${m.t("settings-show-roles")}
    </label>
    <label class="field">${m.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${s.vote_timeout_seconds}
        onInput=${(/** @type {Event} */ e) => set("vote_timeout_seconds", number(e))} />
    </label>
    <label class="field">${m.t("settings-spies")}
      <select name="spies" value=${String(s.spies)} onChange=${(/** @type {Event} */ e) => set("spies", number(e))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${s.mode === "team" &&
    html`<label class="field">${m.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(s.captain_passes)} onChange=${(/** @type {Event} */ e) => set("captain_passes", number(e))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <label class="check">
      <input type="checkbox" name="moderator" checked=${s.moderator} aria-describedby="moderator-hint"
        onChange=${(/** @type {Event} */ e) => set("moderator", /** @type {HTMLInputElement} */ (e.currentTarget).checked)} />
      ${m.t("settings-moderator")}
    </label>
    <p class="muted small-print" id="moderator-hint">${m.t("settings-moderator-hint")}</p>
    <button class="primary" type="submit" disabled=${busy || s.pack_ids.length === 0}>${submitLabel}</button>
  </form>`;
}
