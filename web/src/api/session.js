// @ts-check
// The player's token, kept on the device so that a reload, a crash or a locked phone
// comes back to the same seat.

/** @typedef {import("./types.js").SessionView} SessionView */
/** @typedef {import("./types.js").UserView} UserView */

const KEY = "spyfall.session";

/** @returns {SessionView | null} */
export function loadSession() {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? /** @type {SessionView} */ (JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** @param {SessionView | null} session */
export function saveSession(session) {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Private browsing may refuse storage: the session then lasts as long as the page.
  }
}

/** The token of the session kept on this device, or null. */
export function currentToken() {
  return loadSession()?.token ?? null;
}
