// @ts-check
// Keeps a room's (or a night's) view current. It follows the server's event stream: a
// ticket from `POST …/events/tickets`, then an EventSource whose every frame is a whole
// view, so a change shows within milliseconds. When streams fail (a proxy that buffers
// them, an old server), it falls back to the long-poll: `If-None-Match` with the view's
// ETag, held by the server until it changes, honouring `X-Poll-Interval` and
// `Retry-After`. Either way it says "reconnecting" while the network is down, and checks
// a quiet connection now and then, since a venue's Wi-Fi can stay "online" and pass
// nothing.

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
/** A connection with nothing heard for this long is checked. */
const QUIET_MS = 10_000;
/** How long that check may take before the connection counts as lost. */
const CHECK_MS = 4_000;
/** After streams failed this many times in a row, long-poll for a while instead. */
const STREAM_FAILURES = 3;
const POLL_INSTEAD_MS = 60_000;

/** @param {string} code @param {Handlers<RoomView>} handlers @returns {Watcher<RoomView>} */
export const watchRoom = (code, handlers) => watch(`/rooms/${encodeURIComponent(code)}`, "room", handlers);

/**
 * @param {string} code @param {Handlers<import("./api/types.js").Schemas["NightView"]>} handlers
 * @returns {Watcher<import("./api/types.js").Schemas["NightView"]>}
 */
export const watchNight = (code, handlers) => watch(`/nights/${encodeURIComponent(code)}`, "night", handlers);

/**
 * @template {{version: number}} V
 * @param {string} path  under /api/v1
 * @param {string} kind  the stream's event name for a view
 * @param {Handlers<V>} handlers
 * @returns {Watcher<V>}
 */
function watch(path, kind, handlers) {
  /** @type {string | null} */
  let etag = null;
  let version = -1;
  let stopped = false;
  let heard = Date.now();
  /** Ends what is running now (a held poll, an open stream), so the loop goes on at once. */
  let interrupt = () => {};
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
    heard = Date.now();
    // A slow poll must not put back an older view than a write already showed.
    if (view.version < version) return;
    if (view.version > version || tag) etag = tag;
    version = view.version;
    handlers.onView(view);
  }

  /**
   * Follows the event stream until it ends: "dropped" after it was open, "failed" when it
   * never opened, "removed" when the caller no longer sits here, "stopped" when told to;
   * or the problem, when the server will not let us follow.
   * @returns {Promise<{ended: "dropped" | "failed" | "removed" | "stopped"} | {problem: ApiProblem}>}
   */
  async function stream() {
    const res = await fetch(`/api/v1${path}/events/tickets`, { method: "POST", headers: authHeaders() });
    if (!res.ok) {
      const problem = await problemOf(res);
      return [429, 503].includes(problem.status) || problem.status === 404 ? { ended: "failed" } : { problem };
    }
    const { url } = await res.json();
    return new Promise((resolve) => {
      const source = new EventSource(url);
      let opened = false;
      const end = (/** @type {"dropped" | "failed" | "removed" | "stopped"} */ how) => {
        source.close();
        resolve({ ended: how });
      };
      interrupt = () => end("stopped");
      source.addEventListener("open", () => {
        opened = true;
        heard = Date.now();
        handlers.onLink("live");
      });
      source.addEventListener(kind, (e) => accept(JSON.parse(/** @type {MessageEvent} */ (e).data), null));
      // A caller who left or was removed gets a last view saying why; the stream ends.
      source.addEventListener("removed", (e) => {
        accept(JSON.parse(/** @type {MessageEvent} */ (e).data), null);
        end("removed");
      });
      source.addEventListener("error", () => end(opened ? "dropped" : "failed"));
    });
  }

  /** One long-poll; held only when the link is known to be up. @param {boolean} hold */
  async function poll(hold) {
    const headers = authHeaders();
    if (etag) headers.set("If-None-Match", etag);
    const aborter = new AbortController();
    interrupt = () => aborter.abort();
    const wait = hold && etag ? WAIT_SECONDS : 0;
    const res = await fetch(`/api/v1${path}?wait=${wait}`, { headers, signal: aborter.signal });
    heard = Date.now();
    const interval = (Number(res.headers.get("X-Poll-Interval")) || 2) * 1000;
    if (res.status === 200) accept(await res.json(), res.headers.get("ETag"));
    else if (res.status !== 304) return { problem: await problemOf(res), wait: retryAfter(res.headers) };
    return { interval };
  }

  async function run() {
    let failures = 0;
    let streamFailures = 0;
    let pollUntil = 0;
    while (!stopped) {
      const started = Date.now();
      try {
        if (Date.now() >= pollUntil) {
          // A ticket that could not be fetched counts as a stream that failed.
          const outcome = await stream().catch(() => /** @type {const} */ ({ ended: "failed" }));
          if (stopped) return;
          if ("problem" in outcome) {
            handlers.onRefused(outcome.problem);
            return;
          }
          if (outcome.ended === "stopped") continue;
          // No stream follows a room for who left it: the view is polled, as any visitor's.
          if (outcome.ended === "removed") {
            pollUntil = Infinity;
            continue;
          }
          streamFailures = outcome.ended === "failed" ? streamFailures + 1 : 0;
          if (streamFailures >= STREAM_FAILURES) pollUntil = Date.now() + POLL_INSTEAD_MS;
          handlers.onLink("reconnecting");
          await nap(backoff(failures++));
          continue;
        }
        // Held only once a quick poll has shown the link is up: coming back, the banner
        // clears on the first answer, not at the end of a held request.
        const outcome = await poll(failures === 0);
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
        const hadFailed = failures > 0;
        failures = 0;
        handlers.onLink("live");
        if (!hadFailed) await nap(Math.max(0, (outcome.interval ?? 0) - (Date.now() - started)));
      } catch {
        if (stopped) return;
        handlers.onLink("reconnecting");
        await nap(backoff(failures++));
      }
    }
  }

  /** Starts over at once: the stream or poll in hand is dropped, any pause cut short. */
  const restart = () => {
    interrupt();
    wake();
  };
  // The browser knows first when the network goes: say so at once, and reconnect as soon
  // as it is back instead of waiting out the backoff.
  const offline = () => handlers.onLink("reconnecting");
  const online = () => restart();
  addEventListener("offline", offline);
  addEventListener("online", online);
  // A network can drop without the browser noticing: when nothing was heard for a while,
  // a quick request to the server tells whether it is still there.
  const checker = setInterval(async () => {
    if (Date.now() - heard < QUIET_MS) return;
    try {
      const res = await fetch("/healthz", { cache: "no-store", signal: AbortSignal.timeout(CHECK_MS) });
      if (res.ok) heard = Date.now();
    } catch {
      if (stopped) return;
      handlers.onLink("reconnecting");
      restart();
    }
  }, QUIET_MS / 2);

  run();
  return {
    stop() {
      stopped = true;
      clearInterval(checker);
      removeEventListener("offline", offline);
      removeEventListener("online", online);
      interrupt();
      wake();
    },
    show(view, tag) {
      accept(view, tag);
    },
  };
}
