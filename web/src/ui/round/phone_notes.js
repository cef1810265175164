// @ts-check
// What a player notes on their own phone during a round (locations crossed off, players
// marked): kept in the browser's storage for that round only, never told to the server.
// Saving a round's notes forgets the same room's notes of that kind from its other
// rounds, so the storage stays small and a new round starts clean.

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {"crossed" | "suspects"} Kind */

/** @param {Kind} kind @param {RoomView} view */
const roomPrefix = (kind, view) => `spyfall.${kind}.${view.code}.`;

/** Where the notes of `kind` for `view`'s round are kept. @param {Kind} kind @param {RoomView} view */
export const notesKey = (kind, view) => `${roomPrefix(kind, view)}${view.game?.number}.${view.round?.number}`;

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

/** Keeps `notes` of `kind` for `view`'s round. @param {Kind} kind @param {RoomView} view @param {unknown} notes */
export function saveNotes(kind, view, notes) {
  const key = notesKey(kind, view);
  try {
    const prefix = roomPrefix(kind, view);
    for (const old of Object.keys(localStorage)) if (old.startsWith(prefix) && old !== key) localStorage.removeItem(old);
    localStorage.setItem(key, JSON.stringify(notes));
  } catch {
    // Private browsing may refuse storage: the notes then last as long as the page.
  }
}
