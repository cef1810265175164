// @ts-check
// The service worker: keeps the app's own files so that a reload on a venue's bad Wi-Fi
// still opens the app, which then reconnects. It never touches the API: a player's view
// is never kept on the device by it.


const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = "spyfall-shell";
const SHELL = ["/", "/app/app.js", "/app/app.css", "/app/icon.svg", "/app/manifest.webmanifest"];

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(sw.clients.claim());
});

// Network first, so an upgraded server's files are used at once; the kept copy when the
// network fails. Pages of the app all answer with the shell.
sw.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  const page = event.request.mode === "navigate" && (url.pathname === "/" || /^\/(r|nights|account)(\/|$)/.test(url.pathname));
  const shellFile = SHELL.includes(url.pathname);
  if (!page && !shellFile) return;
  const key = page ? "/" : url.pathname;
  event.respondWith(
    fetch(event.request)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((cache) => cache.put(key, copy));
        }
        return res;
      })
      .catch(async () => (await caches.match(key)) ?? Response.error()),
  );
});
