// @ts-check
// The catalog in use: chosen from the browser's languages, changed by the switch and
// remembered on the device.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import en from "./en.js";
import ru from "./ru.js";

/** @typedef {typeof en} Messages */

/** @type {Record<string, Messages>} */
export const catalogs = { en, ru };
const KEY = "spyfall.lang";

/** The saved choice, else the first of the browser's languages we have, else English. */
export function initialLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // Storage refused: fall back to the browser's languages.
  }
  if (saved && catalogs[saved]) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (catalogs[base]) return base;
  }
  return "en";
}

/** @param {string} lang */
export function rememberLanguage(lang) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Not remembered; the choice lasts as long as the page.
  }
}

export const MessagesContext = createContext(en);

/** The current catalog. */
export const useMessages = () => useContext(MessagesContext);

/**
 * A problem as a sentence for the player: never the raw document.
 * @param {Messages} m
 * @param {{code: string}} problem
 */
export function problemText(m, problem) {
  return /** @type {Record<string, string>} */ (m.problems)[problem.code] ?? m.problems.internal_error;
}
