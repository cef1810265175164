// @ts-check
// The candidate locations as a grid, in the alphabetical order of the phone's language.
// A tap crosses one off (kept on this phone for the round); the server's `used` marks are
// shown as such. When the spy guesses, a tap picks.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { loadNotes, notesKey, saveNotes } from "./phone_notes.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */

/**
 * The candidates in the alphabetical order of the phone's language, so that a spy scans
 * them as they would a list of their own (the server gives them in their packs' order).
 * @param {RoomView["candidate_locations"]} candidates @param {string} lang
 */
const sorted = (candidates, lang) => {
  const collator = new Intl.Collator(lang);
  return [...candidates].sort((a, b) => collator.compare(a.name, b.name));
};

/** @param {{view: RoomView, onPick: ((id: string) => void) | null}} props */
export function LocationGrid({ view, onPick }) {
  const m = useMessages();
  const key = notesKey("crossed", view);
  const [crossed, setCrossed] = useState(() => loadNotes(key, /** @type {string[]} */ ([])));
  useEffect(() => setCrossed(loadNotes(key, [])), [key]);
  /** @param {string} id */
  const toggle = (id) => {
    const next = crossed.includes(id) ? crossed.filter((c) => c !== id) : [...crossed, id];
    setCrossed(next);
    saveNotes("crossed", view, next);
  };
  return html`<section class="card">
    <h2>${m.t("round-locations")}</h2>
    <p class="muted">${onPick ? m.t("round-guess-pick") : m.t("round-locations-hint")}</p>
    <ul class="grid">
      ${sorted(view.candidate_locations, m.lang).map((l) => {
        const off = crossed.includes(l.id);
        const state = l.used ? m.t("round-used") : off ? m.t("round-crossed") : "";
        return html`<li>
          <button type="button" class=${`location${l.used ? " used" : ""}${off ? " crossed" : ""}`}
            aria-pressed=${onPick ? undefined : off} disabled=${Boolean(onPick && l.used)}
            onClick=${() => (onPick ? onPick(l.id) : toggle(l.id))}>
            <span class="location-name">${l.name}</span>
            ${state && html`<span class="location-state">${state}</span>`}
          </button>
        </li>`;
      })}
    </ul>
  </section>`;
}
