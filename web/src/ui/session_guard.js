// @ts-check
// A player needs a token before joining or creating: a guest is made from the name given.
import { api } from "../api/endpoints.js";

/** @typedef {import("../api/types.js").SessionView} SessionView */

/**
 * @param {string} name
 * @param {SessionView | null} session
 * @param {(session: SessionView) => void} setSession
 */
export async function ensureSession(name, session, setSession) {
  if (session && Date.parse(session.expires_at) > Date.now()) return session;
  const made = await api.guest(name.trim());
  setSession(made);
  return made;
}
