// @ts-check
// What a player notes on their own phone during a round (locations crossed off, players
// marked): kept in the browser's storage for that round only, never told to the server.
// Saving a round's notes forgets the same kind of notes of every other round, so the
// storage stays small and a new round starts clean.

/** @typedef {import("../../api/types.js").RoomView} RoomView */

/** @param {string} kind @param {RoomView} view */
export const notesKey = (kind, view) => `spyfall.${kind}.${view.code}.${view.game?.number}.${view.round?.number}`;

/**
 * The notes kept under `key`, or `empty`.
 * @template T @param {string} key @param {T} empty @returns {T}
 */
export function loadNotes(key, empty) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") ?? empty;
  } catch {
    return empty;
  }
}

/** Keeps `notes` under `key`, forgetting the other rounds' of the same kind. @param {string} key @param {unknown} notes */
export function saveNotes(key, notes) {
  try {
    const kind = key.split(".").slice(0, 2).join(".") + ".";
    for (const old of Object.keys(localStorage)) if (old.startsWith(kind) && old !== key) localStorage.removeItem(old);
    localStorage.setItem(key, JSON.stringify(notes));
  } catch {
    // Private browsing may refuse storage: the notes then last as long as the page.
  }
}
