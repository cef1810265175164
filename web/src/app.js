// @ts-check
// The root: which screen the address asks for, the session and the language.
import { useEffect, useState } from "preact/hooks";
import { html } from "./html.js";
import { MessagesContext, catalogs, initialLanguage, rememberLanguage } from "./i18n/index.js";
import { loadSession, saveSession } from "./api/session.js";
import { Home } from "./screens/home.js";
import { RoomScreen } from "./screens/room.js";
import { AccountScreen } from "./screens/account.js";
import { NightsScreen } from "./screens/nights.js";
import { NightScreen } from "./screens/night.js";

/** @typedef {import("./api/types.js").SessionView} SessionView */

/**
 * @typedef {object} SessionProps
 * @property {SessionView | null} session
 * @property {(session: SessionView | null) => void} setSession
 */

export function App() {
  const [lang, setLang] = useState(initialLanguage);
  const [session, setSessionState] = useState(loadSession);
  const [path, setPath] = useState(location.pathname);
  const m = catalogs[lang] ?? catalogs.en;

  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = m.app.title;
  }, [lang]);

  /** @param {SessionView | null} next */
  const setSession = (next) => {
    saveSession(next);
    setSessionState(next);
  };
  const roomCode = /^\/r\/([A-Za-z0-9]{1,16})\/?$/.exec(path)?.[1];
  const nightCode = /^\/nights\/([A-Za-z0-9]{1,16})\/?$/.exec(path)?.[1];
  const props = { session, setSession };
  const screen = roomCode
    ? html`<${RoomScreen} key=${roomCode} code=${roomCode.toUpperCase()} ...${props} />`
    : nightCode
      ? html`<${NightScreen} key=${nightCode} code=${nightCode.toUpperCase()} ...${props} />`
      : path === "/nights" || path === "/nights/"
        ? html`<${NightsScreen} ...${props} />`
        : path === "/account"
          ? html`<${AccountScreen} ...${props} />`
          : html`<${Home} ...${props} />`;

  return html`<${MessagesContext.Provider} value=${m}>
    ${screen}
    <footer class="page footer">
      <label>
        ${m.app.language}
        <select
          value=${lang}
          onChange=${(/** @type {Event} */ e) => {
            const next = /** @type {HTMLSelectElement} */ (e.currentTarget).value;
            rememberLanguage(next);
            setLang(next);
          }}
        >
          ${Object.values(catalogs).map((c) => html`<option value=${c.lang} lang=${c.lang}>${c.languageName}</option>`)}
        </select>
      </label>
    </footer>
  </${MessagesContext.Provider}>`;
}
