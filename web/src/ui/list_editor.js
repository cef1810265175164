// @ts-check
// A location list as its maker writes it: a name, then one location per line, roles after
// a colon. What the server would refuse for its shape is said here first, in the phone's
// language; the server checks again.
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";

/** @typedef {import("../api/types.js").Schemas["TablePackDraft"]} TablePackDraft */
/** @typedef {import("../api/types.js").Schemas["TablePackView"]} TablePackView */

export const MIN_LOCATIONS = 8;
export const MAX_LOCATIONS = 100;

/** A name's letters and digits, lower-cased, runs of anything else one hyphen. @param {string} name */
const slug = (name) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");

/** A list's locations as lines: `Name: role, role`. @param {TablePackView["locations"]} locations */
export const linesOf = (locations) =>
  locations.map((l) => (l.roles.length ? `${l.name}: ${l.roles.join(", ")}` : l.name)).join("\n");

/**
 * The draft the lines make, or the id of the message that says what is wrong.
 * @param {string} name @param {string} text @param {string} language
 * @returns {{draft: TablePackDraft} | {wrong: string}}
 */
export function draftOf(name, text, language) {
  const locations = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [place, roles = ""] = line.split(/:(.*)/s);
      return { name: place.trim(), roles: roles.split(",").map((r) => r.trim()).filter(Boolean) };
    });
  if (!name.trim()) return { wrong: "list-wrong-name" };
  if (locations.length < MIN_LOCATIONS || locations.length > MAX_LOCATIONS) return { wrong: "list-wrong-count" };
  // As the server tells locations apart: by their letters and digits, case aside.
  const seen = new Set(locations.map((l) => slug(l.name)));
  if (seen.has("") || seen.size !== locations.length) return { wrong: "list-wrong-twice" };
  return { draft: { name: name.trim(), language, locations } };
}

/**
 * @param {{current?: TablePackView, busy: boolean, onSave: (draft: TablePackDraft) => void, onCancel?: () => void}} props
 */
export function ListEditor({ current, busy, onSave, onCancel }) {
  const m = useMessages();
  const [name, setName] = useState(current?.name ?? "");
  const [text, setText] = useState(current ? linesOf(current.locations) : "");
  const [wrong, setWrong] = useState(/** @type {string | null} */ (null));
  const count = text.split("\n").filter((l) => l.trim()).length;
  /** @param {Event} e */
  const submit = (e) => {
    e.preventDefault();
    const made = draftOf(name, text, current?.language ?? m.lang);
    if ("wrong" in made) return setWrong(made.wrong);
    setWrong(null);
    onSave(made.draft);
  };
  return html`<form class="list-editor" onSubmit=${submit}>
    <label class="field">${m.t("list-name")}
      <input name="list_name" maxlength="32" required value=${name}
        onInput=${(/** @type {Event} */ e) => setName(/** @type {HTMLInputElement} */ (e.currentTarget).value)} />
    </label>
    <label class="field">${m.t("list-locations")}
      <textarea name="locations" rows="12" value=${text}
        onInput=${(/** @type {Event} */ e) => setText(/** @type {HTMLTextAreaElement} */ (e.currentTarget).value)}></textarea>
    </label>
    <p class="muted">${m.t("list-locations-hint", { min: MIN_LOCATIONS })} ${m.t("list-count", { count })}</p>
    ${wrong && html`<p class="error" role="alert">${m.t(/** @type {any} */ (wrong), { min: MIN_LOCATIONS, max: MAX_LOCATIONS })}</p>`}
    <div class="actions">
      <button class="primary" type="submit" disabled=${busy}>${m.t("list-save")}</button>
      ${onCancel && html`<button type="button" onClick=${onCancel}>${m.t("list-cancel")}</button>`}
    </div>
  </form>`;
}
