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
import { route } from "./router.js";

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
  const props = { session, setSession };
  const { page, code } = route(path);
  const screens = {
    "/r/{code}": () => html`<${RoomScreen} key=${code} code=${code} ...${props} />`,
    "/nights/{code}": () => html`<${NightScreen} key=${code} code=${code} ...${props} />`,
    "/nights": () => html`<${NightsScreen} ...${props} />`,
    "/account": () => html`<${AccountScreen} ...${props} />`,
  };
  const screen = (/** @type {Record<string, () => unknown>} */ (screens))[page]?.() ?? html`<${Home} ...${props} />`;

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
