// @ts-check
// The players at the table, each of whom this phone's player may mark suspected or cleared
// as they cross off locations: a tap moves a player from unmarked to suspected to cleared
// and back. The marks stay on this phone for the round (the server is told nothing) and
// look the same whatever card the phone holds. The list is the whole table in seat order
// (without a moderator, who plays no part), the phone's own player too, as on a paper
// sheet: a list without its owner would differ from phone to phone, and a phone on the
// table must look like any other.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { loadNotes, notesKey, saveNotes } from "./phone_notes.js";
import { seatedPlayers } from "../view_helpers.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {"suspected" | "cleared"} Mark */

/** The mark a tap gives after `mark`. @param {Mark | undefined} mark @returns {Mark | undefined} */
const next = (mark) => (mark === undefined ? "suspected" : mark === "suspected" ? "cleared" : undefined);

/** @param {{view: RoomView}} props */
export function SuspectMarks({ view }) {
  const m = useMessages();
  const key = notesKey("suspects", view);
  const [marks, setMarks] = useState(() => loadNotes(key, /** @type {Record<string, Mark>} */ ({})));
  // What the last tap did, said to a screen reader (a button's changed name is not).
  const [said, setSaid] = useState("");
  useEffect(() => setMarks(loadNotes(key, {})), [key]);
  /** @param {Mark | undefined} mark */
  const stateOf = (mark) => (mark === "suspected" ? m.t("round-suspected") : mark === "cleared" ? m.t("round-cleared") : "");
  const seated = seatedPlayers(view);
  if (seated.length === 0) return null;
  /** @param {import("../../api/types.js").PlayerView} player */
  const tap = (player) => {
    const mark = next(marks[player.id]);
    const changed = { ...marks };
    if (mark) changed[player.id] = mark;
    else delete changed[player.id];
    setMarks(changed);
    saveNotes("suspects", view, changed);
    setSaid(`${player.display_name}: ${stateOf(mark) || m.t("round-unmarked")}`);
  };
  return html`<section class="card" aria-labelledby="suspects-title">
    <h2 id="suspects-title">${m.t("round-suspects")}</h2>
    <p class="muted" id="suspects-hint">${m.t("round-suspects-hint")}</p>
    <p class="visually-hidden" aria-live="polite">${said}</p>
    <ul class="grid suspects">
      ${seated.map((p) => {
        const mark = marks[p.id];
        const state = stateOf(mark);
        return html`<li>
          <button type="button" class=${`suspect${mark ? ` ${mark}` : ""}`} aria-describedby="suspects-hint" onClick=${() => tap(p)}>
            <span class="suspect-name">${p.display_name}</span>
            ${state && html`<span class="location-state">${state}</span>`}
          </button>
        </li>`;
      })}
    </ul>
  </section>`;
}
