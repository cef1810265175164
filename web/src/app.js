// @ts-check
// The root: which screen the address asks for, the session and the language.
import { useEffect, useRef, useState } from "preact/hooks";
import { html } from "./html.js";
import { LANGUAGES, MessagesContext, loadMessages, rememberLanguage } from "./i18n/index.js";
import { loadSession, saveSession } from "./api/session.js";
import { speak } from "./api/endpoints.js";
import { Home } from "./screens/home.js";
import { RoomScreen } from "./screens/room.js";
import { TvScreen } from "./screens/tv.js";
import { AccountScreen } from "./screens/account.js";
import { NightsScreen } from "./screens/nights.js";
import { NightScreen } from "./screens/night.js";
import { ListsScreen } from "./screens/lists.js";
import { ListScreen } from "./screens/list.js";
import { route } from "./router.js";

/** @typedef {import("./api/types.js").SessionView} SessionView */

/**
 * @typedef {object} SessionProps
 * @property {SessionView | null} session
 * @property {(session: SessionView | null) => void} setSession
 */

/** @typedef {import("./i18n/index.js").Messages} Messages */

/**
 * @param {{messages: Messages, arriving: Promise<Messages> | null}} props The language
 * first shown, and the one chosen when it was still on its way.
 */
export function App({ messages, arriving }) {
  const [m, setMessages] = useState(messages);
  const [languageFailed, setLanguageFailed] = useState(false);
  const latest = useRef(0);
  const [session, setSessionState] = useState(loadSession);
  const [path, setPath] = useState(location.pathname);
  const lang = m.lang;
  // Before any screen asks the server for anything: their effects run before this one's.
  speak(lang);

  /** Shows a language once loaded, unless another was chosen since. @param {Promise<Messages>} loading */
  const showWhenLoaded = (loading) => {
    const mine = ++latest.current;
    loading.then(
      (next) => latest.current === mine && (setMessages(next), setLanguageFailed(false)),
      () => latest.current === mine && setLanguageFailed(true),
    );
  };
  useEffect(() => {
    if (arriving) showWhenLoaded(arriving);
  }, []);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = m.t("app-title");
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
    "/r/{code}/tv": () => html`<${TvScreen} key=${code} code=${code} />`,
    "/nights/{code}": () => html`<${NightScreen} key=${code} code=${code} ...${props} />`,
    "/nights": () => html`<${NightsScreen} ...${props} />`,
    "/account": () => html`<${AccountScreen} ...${props} />`,
    "/lists": () => html`<${ListsScreen} ...${props} />`,
    "/lists/{code}": () => html`<${ListScreen} key=${code} code=${code} ...${props} />`,
  };
  const screen = (/** @type {Record<string, () => unknown>} */ (screens))[page]?.() ?? html`<${Home} ...${props} />`;

  return html`<${MessagesContext.Provider} value=${m}>
    ${screen}
    <footer class="page footer">
      <label>
        ${m.t("app-language")}
        <select
          value=${lang}
          onChange=${(/** @type {Event} */ e) => {
            const next = /** @type {HTMLSelectElement} */ (e.currentTarget).value;
            // Remembered once shown: a language that could not be fetched is not kept.
            showWhenLoaded(loadMessages(next).then((loaded) => (rememberLanguage(next), loaded)));
          }}
        >
          ${Object.entries(LANGUAGES).map(([code, name]) => html`<option value=${code} lang=${code}>${name}</option>`)}
        </select>
      </label>
      ${languageFailed && html`<p class="error" role="alert">${m.t("app-language-unavailable")}</p>`}
    </footer>
  </${MessagesContext.Provider}>`;
}
