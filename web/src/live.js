// @ts-check
// Keeps a room's (or a night's) view current by the API's long-poll: `If-None-Match` with
// the view's ETag, held by the server until it changes. Honours `X-Poll-Interval` (the least
// time between polls) and `Retry-After`; backs off and says "reconnecting" while the
// network is down.

import { authHeaders, backoff, problemOf, retryAfter } from "./api/client.js";

/** @typedef {import("./api/types.js").RoomView} RoomView */
/** @typedef {import("./api/client.js").ApiProblem} ApiProblem */
/** @typedef {"live" | "reconnecting"} LinkState */

/**
 * @template V
 * @typedef {object} Watcher
 * @property {() => void} stop
 * @property {(view: V, etag: string | null) => void} show  a view a write returned
 */

/**
 * @template V
 * @typedef {{onView: (view: V) => void, onLink: (state: LinkState) => void, onRefused: (problem: ApiProblem) => void}} Handlers
 */

const WAIT_SECONDS = 25;

/** @param {string} code @param {Handlers<RoomView>} handlers @returns {Watcher<RoomView>} */
export const watchRoom = (code, handlers) => watch(`/rooms/${encodeURIComponent(code)}`, handlers);

/**
 * @param {string} code @param {Handlers<import("./api/types.js").Schemas["NightView"]>} handlers
 * @returns {Watcher<import("./api/types.js").Schemas["NightView"]>}
 */
export const watchNight = (code, handlers) => watch(`/nights/${encodeURIComponent(code)}`, handlers);

/**
 * @template {{version: number}} V
 * @param {string} path  under /api/v1
 * @param {Handlers<V>} handlers
 * @returns {Watcher<V>}
 */
function watch(path, handlers) {
  /** @type {string | null} */
  let etag = null;
  let version = -1;
  let stopped = false;
  /** @type {AbortController | null} */
  let inFlight = null;
  let wake = () => {};
  /** A pause that `wake` cuts short. @param {number} ms */
  const nap = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });

  /** @param {V} view @param {string | null} tag */
  function accept(view, tag) {
    // A slow poll must not put back an older view than a write already showed.
    if (view.version < version) return;
    version = view.version;
    etag = tag;
    handlers.onView(view);
  }

  async function poll() {
    const headers = authHeaders();
    if (etag) headers.set("If-None-Match", etag);
    inFlight = new AbortController();
    const res = await fetch(`/api/v1${path}?wait=${etag ? WAIT_SECONDS : 0}`, {
      headers,
      signal: inFlight.signal,
    });
    const interval = (Number(res.headers.get("X-Poll-Interval")) || 2) * 1000;
    if (res.status === 200) accept(await res.json(), res.headers.get("ETag"));
    else if (res.status !== 304) return { problem: await problemOf(res), wait: retryAfter(res.headers) };
    return { interval };
  }

  async function run() {
    let failures = 0;
    while (!stopped) {
      const started = Date.now();
      try {
        const outcome = await poll();
        if (outcome.problem) {
          const transient = [429, 503].includes(outcome.problem.status);
          if (!transient) {
            handlers.onRefused(outcome.problem);
            return;
          }
          handlers.onLink("reconnecting");
          await nap(outcome.wait ?? backoff(failures++));
          continue;
        }
        failures = 0;
        handlers.onLink("live");
        await nap(Math.max(0, (outcome.interval ?? 0) - (Date.now() - started)));
      } catch {
        if (stopped) return;
        if (inFlight?.signal.aborted) continue; // a write showed a newer view: poll again
        handlers.onLink("reconnecting");
        await nap(backoff(failures++));
      }
    }
  }

  // The browser knows first when the network goes: say so at once, and poll again as soon
  // as it is back instead of waiting out the backoff.
  const offline = () => handlers.onLink("reconnecting");
  const online = () => {
    inFlight?.abort();
    wake();
  };
  addEventListener("offline", offline);
  addEventListener("online", online);

  run();
  return {
    stop() {
      stopped = true;
      removeEventListener("offline", offline);
      removeEventListener("online", online);
      inFlight?.abort();
    },
    show(view, tag) {
      accept(view, tag);
      inFlight?.abort();
    },
  };
}
