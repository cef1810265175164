// @ts-check
// The table app's entry: mount the root, and register the service worker that keeps the
// app's files so that a reload on a venue's bad Wi-Fi still opens it.
import { render } from "preact";
import { html } from "./html.js";
import { App } from "./app.js";
import { english, initialLanguage, loadMessages } from "./i18n/index.js";
import { finishTakeover, firstScreenShown, takeOver } from "./first_screen/takeover.js";

/**
 * How long the page's own "Loading…" waits for a language other than English; its first
 * screen, already in that language and taking typing, waits longer rather than flash
 * English.
 */
const LANGUAGE_WAIT_MS = 3000;
const FIRST_SCREEN_WAIT_MS = 15000;

const root = document.getElementById("app");
if (root) {
  // A venue's Wi-Fi may never answer: past the wait, or when the language cannot be
  // fetched, the app opens in English, and changes to the language if it arrives.
  const loading = loadMessages(initialLanguage()).catch(() => english);
  const wait = firstScreenShown() ? FIRST_SCREEN_WAIT_MS : LANGUAGE_WAIT_MS;
  const waited = new Promise((resolve) => setTimeout(() => resolve(null), wait));
  Promise.race([loading, waited]).then((messages) => {
    takeOver(root);
    render(html`<${App} messages=${messages ?? english} arriving=${messages ? null : loading} />`, root);
    finishTakeover(root);
  });
}
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Without it the app still works; only the offline reload is lost.
  });
}
