// @ts-check
// A host's room settings, kept on the device: the last ones used (offered at the next
// room) and setups kept under a name. Kept as the form holds them; the server checks
// them again when a room is made with them.
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";

/** @typedef {import("../api/types.js").Schemas["RoomSettings"]} RoomSettings */

const LAST = "spyfall.settings.last";
const NAMED = "spyfall.settings.named";
/** Enough for a host's habits; the oldest goes first. */
const MAX_NAMED = 12;

/** @param {string} key @returns {any} */
function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** @param {string} key @param {unknown} value */
function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing may refuse storage: nothing is remembered then.
  }
}

/** The settings of the last room this device made or changed, if any. @returns {RoomSettings | null} */
export const lastSettings = () => read(LAST);

/** @param {RoomSettings} settings */
export const rememberLast = (settings) => write(LAST, settings);

/** @returns {[string, RoomSettings][]} */
const named = () => (Array.isArray(read(NAMED)) ? read(NAMED) : []);

/**
 * The setups kept under a name: use one, forget one, keep the form's under a new name.
 * @param {{current: RoomSettings, onUse: (settings: RoomSettings) => void}} props
 */
export function Setups({ current, onUse }) {
  const m = useMessages();
  const [kept, setKept] = useState(named);
  const [name, setName] = useState("");
  /** @param {[string, RoomSettings][]} next */
  const store = (next) => (write(NAMED, next), setKept(next));
  const keep = () => {
    const label = name.trim();
    if (!label) return;
    /** @type {[string, RoomSettings][]} */
    const next = [[label, current], ...kept.filter(([n]) => n !== label)];
    store(next.slice(0, MAX_NAMED));
    setName("");
  };
  return html`<details class="field setups">
    <summary>${m.t("setups-title")}</summary>
    ${kept.length === 0 && html`<p class="muted">${m.t("setups-none")}</p>`}
    <ul class="setups-list">
      ${kept.map(
        ([label, settings]) => html`<li>
          <button type="button" class="small" onClick=${() => onUse(settings)}>${m.t("setups-use", { name: label })}</button>
          <button type="button" class="small quiet" aria-label=${m.t("setups-forget", { name: label })}
            onClick=${() => store(kept.filter(([n]) => n !== label))}>✕</button>
        </li>`,
      )}
    </ul>
    <label class="field">${m.t("setups-name")}
      <input name="setup_name" maxlength="40" value=${name}
        onInput=${(/** @type {Event} */ e) => setName(/** @type {HTMLInputElement} */ (e.currentTarget).value)} />
    </label>
    <button type="button" disabled=${!name.trim()} onClick=${keep}>${m.t("setups-save")}</button>
  </details>`;
}
