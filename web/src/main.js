// @ts-check
// The table app's entry: mount the root, and register the service worker that keeps the
// app's files so that a reload on a venue's bad Wi-Fi still opens it.
import { render } from "preact";
import { html } from "./html.js";
import { App } from "./app.js";
import { english, initialLanguage, loadMessages } from "./i18n/index.js";

const root = document.getElementById("app");
if (root) {
  // The page's own "Loading…" shows while a language other than English is fetched; if it
  // cannot be, the app opens in English rather than not at all.
  loadMessages(initialLanguage())
    .catch(() => english)
    .then((messages) => {
      root.textContent = "";
      render(html`<${App} messages=${messages} />`, root);
    });
}
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Without it the app still works; only the offline reload is lost.
  });
}
