// @ts-check
// The messages in use, from the Fluent catalogs in web/locales/. English is built into
// the app, as the fallback for anything a language lacks and for a phone that cannot
// fetch its language; every other language is fetched when chosen (the service worker
// keeps it for the next load), so the app does not grow with each language.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import englishText from "../../locales/en.ftl";
import languageNames from "../../locales/languages.json";

/** @typedef {import("./messages").Translate} Translate */
/** @typedef {import("./messages").MessageId} MessageId */
/** @typedef {{lang: string, t: Translate}} Messages */

/** The languages offered, each named in itself. */
export const LANGUAGES = /** @type {Record<string, string>} */ (languageNames);
const KEY = "spyfall.lang";

/** @param {string} lang @param {string} text */
function bundleOf(lang, text) {
  // No isolation marks around variables: every language offered is written left to right.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  bundle.addResource(new FluentResource(text));
  return bundle;
}

const englishBundle = bundleOf("en", englishText);

/** @param {string} lang @param {FluentBundle[]} bundles @returns {Messages} */
function messagesOf(lang, bundles) {
  /** @type {Translate} */
  const t = (id, ...args) => {
    for (const bundle of bundles) {
      const message = bundle.getMessage(id);
      if (!message?.value) continue;
      /** @type {Error[]} */
      const errors = [];
      const text = bundle.formatPattern(message.value, args[0], errors);
      // A catalog kept from before an upgrade may name a variable the app no longer
      // passes: English, which is built with the app, says it right.
      if (errors.length === 0 || bundle === bundles[bundles.length - 1]) return text;
    }
    return id;
  };
  return { lang, t };
}

export const english = messagesOf("en", [englishBundle]);

/** @param {string} lang */
const offered = (lang) => Object.hasOwn(LANGUAGES, lang);

/** A language's messages from its catalog's text, English behind them. @param {string} lang @param {string} text */
export const messagesFrom = (lang, text) => (lang === "en" ? english : messagesOf(lang, [bundleOf(lang, text), englishBundle]));

/** A language's messages, English behind them; fetched, so it may fail. @param {string} lang */
export async function loadMessages(lang) {
  if (lang === "en" || !offered(lang)) return english;
  const path = `/app/locales/${lang}.ftl`;
  // Whether the worker saw this fetch is known when it starts: it may take control of the
  // page while the fetch runs, which then went past it all the same.
  const pastTheWorker = !navigator.serviceWorker?.controller;
  const res = await fetch(path);
  if (!res.ok) throw new Error(`no catalog for ${lang}: ${res.status}`);
  const messages = messagesFrom(lang, await res.text());
  if (pastTheWorker) keepForOffline(path);
  return messages;
}

/**
 * A page the service worker does not control yet (the first visit) fetched its catalog
 * past it: ask it to keep a copy, so that the next load opens in this language offline.
 * @param {string} path
 */
function keepForOffline(path) {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  workers.ready.then((registration) => registration.active?.postMessage({ keep: path })).catch(() => undefined);
}

/** The saved choice, else the first of the browser's languages we have, else English. */
export function initialLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // Storage refused: fall back to the browser's languages.
  }
  if (saved && offered(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (offered(base)) return base;
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

export const MessagesContext = createContext(english);

/** The current messages. */
export const useMessages = () => useContext(MessagesContext);

/**
 * Names joined the way the language lists them ("A and B", "A и B").
 * @param {Messages} m
 * @param {string[]} items
 */
export const listOf = (m, items) =>
  // Intl.ListFormat is missing from phones older than 2021 (Safari before 14.1).
  typeof Intl.ListFormat === "function" ? new Intl.ListFormat(m.lang, { type: "conjunction" }).format(items) : items.join(", ");

/** @typedef {import("../api/types.js").ProblemCode | "network"} SaidProblem */
/**
 * `tsc` fails here when the API has a problem code that locales/en.ftl does not put in
 * words (`problem-<code>`); checkCatalogs then holds every other language to English.
 * @type {[Exclude<`problem-${SaidProblem}`, MessageId>] extends [never] ? true : never}
 */
const everyProblemSaid = true;
void everyProblemSaid;

/**
 * A problem as a sentence for the player: never the raw document.
 * @param {Messages} m
 * @param {{code: string}} problem
 */
export function problemText(m, problem) {
  const id = /** @type {MessageId} */ (`problem-${problem.code}`);
  const said = m.t(/** @type {"problem-internal_error"} */ (id));
  return said === id ? m.t("problem-internal_error") : said;
}
