// @ts-check
// Run by build.mjs (in Node, at build time): the app's own first screens, rendered to
// HTML in every language, for the server to write into the page (dist/first-screens.json).
// A phone on a slow network then sees a join form it can type into as soon as the page's
// first bytes arrive, before the app's script has arrived and run; the app takes over
// (takeover.js). Only the screens a player without a session sees first: home, and a
// room's join form (the address a table's QR code opens).
import { renderToString } from "preact-render-to-string";
import { html } from "../html.js";
import { MessagesContext, messagesFrom } from "../i18n/index.js";
import { Home } from "../screens/home.js";
import { RoomScreen } from "../screens/room.js";

const noSession = { session: null, setSession: () => undefined };

/** The pages rendered, by their pattern in pages.json. */
const PAGES = {
  "/": () => html`<${Home} ...${noSession} />`,
  "/r/{code}": () => html`<${RoomScreen} code="" ...${noSession} />`,
};

/**
 * Every page in every language: `{page: {lang: html}}`.
 * @param {Record<string, string>} catalogs each language's Fluent text
 */
export function firstScreens(catalogs) {
  /** @type {Record<string, Record<string, string>>} */
  const screens = {};
  for (const [page, screen] of Object.entries(PAGES)) {
    screens[page] = {};
    for (const [lang, text] of Object.entries(catalogs)) {
      const m = messagesFrom(lang, text);
      const tree = html`<${MessagesContext.Provider} value=${m}>${screen()}</${MessagesContext.Provider}>`;
      screens[page][lang] = renderToString(/** @type {import("preact").VNode} */ (tree));
    }
  }
  return screens;
}
