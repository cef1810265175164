// @ts-check
// The service worker: keeps the app's own files so that a reload on a venue's bad Wi-Fi
// still opens the app, which then reconnects. It never touches the API: a player's view
// is never kept on the device by it. Bundled by build.mjs with the app's page list.
import pages from "./pages.json";


const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = "spyfall-shell";
/** Every page of the app answers with the shell; `{code}` is any one path segment. */
const PAGES = pages.map((page) => new RegExp(`^${page.replace("{code}", "[^/]+")}/?$`));
/** The page carries the app's styles and script (the server writes them into it). */
const SHELL = ["/", "/app/icon.svg", "/app/manifest.webmanifest"];
/** A language's messages: kept once a phone has fetched it (see "message" below). */
const CATALOG = /^\/app\/locales\/[a-z-]+\.ftl$/;

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => sw.skipWaiting()));
});

// The app asks for its language's catalog to be kept when it fetched it before this
// worker controlled the page (a first visit).
sw.addEventListener("message", (event) => {
  const path = event.data?.keep;
  if (typeof path === "string" && CATALOG.test(path)) {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.add(path)));
  }
});

/** Kept by workers from before the page carried the app's styles and script. */
const RETIRED = ["/app/app.js", "/app/app.css"];

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(RETIRED.map((path) => cache.delete(path))))
      .then(() => sw.clients.claim()),
  );
});

// The kept copy at once when there is one, fetched again behind it for the next load (a
// venue's Wi-Fi may take seconds to answer, or never); the network when nothing is kept.
// A language's catalog is kept the same way.
// An upgraded server's files thus show from the second load on, which is safe: the v1
// API only grows, so the app one load behind still speaks it. Pages of the app all
// answer with the shell.
sw.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  const page = event.request.mode === "navigate" && PAGES.some((re) => re.test(url.pathname));
  const kept = SHELL.includes(url.pathname) || CATALOG.test(url.pathname);
  if (!page && !kept) return;
  const key = page ? "/" : url.pathname;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const copy = await cache.match(key);
      const fresh = fetch(event.request).then((res) => {
        if (res.ok) event.waitUntil(cache.put(key, res.clone()));
        return res;
      });
      if (!copy) return fresh;
      event.waitUntil(fresh.catch(() => undefined));
      return copy;
    })(),
  );
});
