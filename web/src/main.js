// @ts-check
// The table app's entry: mount the root, and register the service worker that keeps the
// app's files so that a reload on a venue's bad Wi-Fi still opens it.
import { render } from "preact";
import { html } from "./html.js";
import { App } from "./app.js";
import { english, initialLanguage, loadMessages } from "./i18n/index.js";
import { finishTakeover, takeOver } from "./first_screen/takeover.js";

/** How long the page's own "Loading…" (or first screen) waits for a language other than English. */
const LANGUAGE_WAIT_MS = 3000;

const root = document.getElementById("app");
if (root) {
  // A venue's Wi-Fi may never answer: past the wait, or when the language cannot be
  // fetched, the app opens in English, and changes to the language if it arrives.
  const loading = loadMessages(initialLanguage()).catch(() => english);
  const waited = new Promise((resolve) => setTimeout(() => resolve(null), LANGUAGE_WAIT_MS));
  Promise.race([loading, waited]).then((messages) => {
    takeOver();
    root.textContent = "";
    render(html`<${App} messages=${messages ?? english} arriving=${messages ? null : loading} />`, root);
    finishTakeover(root);
  });
}
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Without it the app still works; only the offline reload is lost.
  });
}
