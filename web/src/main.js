// @ts-check
// The table app's entry: mount the root, and register the service worker that keeps the
// app's files so that a reload on a venue's bad Wi-Fi still opens it.
import { render } from "preact";
import { html } from "./html.js";
import { App } from "./app.js";

const root = document.getElementById("app");
if (root) {
  root.textContent = "";
  render(html`<${App} />`, root);
}
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Without it the app still works; only the offline reload is lost.
  });
}
