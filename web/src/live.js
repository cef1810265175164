// @ts-check
// Keeps a room's (or a night's) view current. It follows the server's event stream: a
// ticket from `POST …/events/tickets`, then an EventSource whose every frame is a whole
// view, so a change shows within milliseconds. When streams fail (a proxy that buffers
// them, an old server), it falls back to the long-poll: `If-None-Match` with the view's
// ETag, held by the server until it changes, honouring `X-Poll-Interval` and
// `Retry-After`. Either way it says "reconnecting" while the network is down, and checks
// a quiet connection now and then, since a venue's Wi-Fi can stay "online" and pass
// nothing. A night's stream also carries the room of my table, so a phone at a league
// night holds one stream: the room's watcher then listens to it and polls only while it
// is down.

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
 * A stream that carries rooms' views besides its own (a night's carries my table's).
 * @typedef {object} Carrier
 * @property {() => boolean} streaming  whether the stream is open now
 * @property {(code: string, sink: (view: RoomView, removed: boolean) => void) => () => void} subscribe
 *   hands `sink` the room's views (the last one at once); returns the unsubscribe
 * @property {(listener: () => void) => () => void} onStreaming  told when the stream opens or ends
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
/** How long a carried view waits for its carrier's stream to open before polling itself. */
const CARRIER_GRACE_MS = 3_000;

/**
 * @param {string} code @param {Handlers<RoomView>} handlers
 * @param {Carrier | null} [carrier]  a stream that carries this room: none of its own then
 * @returns {Watcher<RoomView>}
 */
export const watchRoom = (code, handlers, carrier = null) =>
  watch(`/rooms/${encodeURIComponent(code)}`, "room", handlers, carrier ? { carrier, key: code } : {});

/**
 * @param {string} code @param {Handlers<import("./api/types.js").Schemas["NightView"]>} handlers
 * @returns {Watcher<import("./api/types.js").Schemas["NightView"]> & {carrier: Carrier}}
 */
export const watchNight = (code, handlers) =>
  /** @type {any} */ (watch(`/nights/${encodeURIComponent(code)}`, "night", handlers, { carries: true }));

/**
 * @template {{version: number}} V
 * @param {string} path  under /api/v1
 * @param {string} kind  the stream's event name for a view
 * @param {Handlers<V>} handlers
 * @param {{carries?: boolean, carrier?: Carrier, key?: string}} options  `carries`: the
 *   stream carries rooms (a night's); `carrier`: this view comes on that stream, `key` its code
 * @returns {Watcher<V> & {carrier: Carrier}}
 */
function watch(path, kind, handlers, { carries = false, carrier, key = "" } = {}) {
  /** @type {string | null} */
  let etag = null;
  let version = -1;
  let stopped = false;
  let heard = Date.now();
  /** Ends what is running now (a held poll, an open stream), so the loop goes on at once. */
  let interrupt = () => {};
  let wake = () => {};
  /** A pause that `wake` cuts short; an endless one (`Infinity`) only `wake` ends. @param {number} ms */
  const nap = (ms) =>
    new Promise((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(resolve, ms) : undefined;
      wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });

  const carried = carriedRooms();

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
        carried.setStreaming(false);
        resolve({ ended: how });
      };
      interrupt = () => end("stopped");
      source.addEventListener("open", () => {
        opened = true;
        heard = Date.now();
        handlers.onLink("live");
        carried.setStreaming(true);
      });
      source.addEventListener(kind, (e) => accept(JSON.parse(/** @type {MessageEvent} */ (e).data), null));
      if (carries) {
        for (const frame of ["room", "removed"]) {
          source.addEventListener(frame, (e) => {
            heard = Date.now();
            carried.deliver(JSON.parse(/** @type {MessageEvent} */ (e).data), frame === "removed");
          });
        }
      } else {
        // A caller who left or was removed gets a last view saying why; the stream ends.
        source.addEventListener("removed", (e) => {
          accept(JSON.parse(/** @type {MessageEvent} */ (e).data), null);
          end("removed");
        });
      }
      // The room or night is gone, or the caller no longer belongs: the last frame is
      // the problem, as a request would have answered it.
      source.addEventListener("ended", (e) => {
        source.close();
        carried.setStreaming(false);
        resolve({ problem: JSON.parse(/** @type {MessageEvent} */ (e).data) });
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
    // A carried view has no stream of its own: it polls while its carrier's is down.
    let pollUntil = carrier ? Infinity : 0;
    // A carrier that starts with this view (a new language asks for both anew) is given a
    // moment to open its stream: the view then needs no request of its own.
    let graceGiven = !carrier;
    while (!stopped) {
      const started = Date.now();
      if (carrier?.streaming()) {
        failures = 0;
        handlers.onLink("live");
        // The carrier's frames bring this view. Until the first has come, it is given the
        // grace period, then read once here, in case that frame went by before we listened.
        if (version < 0 && !graceGiven) {
          graceGiven = true;
          await nap(CARRIER_GRACE_MS);
          if (version < 0 && !stopped) await poll(false).catch(() => undefined);
          continue;
        }
        await nap(Infinity);
        continue;
      }
      if (!graceGiven) {
        graceGiven = true;
        await nap(CARRIER_GRACE_MS);
        continue;
      }
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
      } catch (error) {
        if (stopped) return;
        // A request cut short on purpose (`restart`) is not a lost connection.
        if (/** @type {Error} */ (error)?.name === "AbortError") continue;
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
    if (Date.now() - heard < QUIET_MS || carrier?.streaming()) return;
    try {
      const res = await fetch("/healthz", { cache: "no-store", signal: AbortSignal.timeout(CHECK_MS) });
      if (res.ok) heard = Date.now();
    } catch {
      if (stopped) return;
      handlers.onLink("reconnecting");
      restart();
    }
  }, QUIET_MS / 2);

  // Following a carrier: its frames are this view's, and a change of its stream starts
  // this loop over (to wait on it, or to poll).
  const unsubscribe = carrier
    ? [carrier.subscribe(key, (view, removed) => accept(/** @type {any} */ (view), null)), carrier.onStreaming(restart)]
    : [];

  run();
  return {
    carrier: carried,
    stop() {
      stopped = true;
      // Whoever listened to this stream listens to another now (or to none).
      carried.close();
      unsubscribe.forEach((f) => f());
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

/**
 * The rooms a stream carries: the last view of each, and who listens.
 * @returns {Carrier & {setStreaming: (open: boolean) => void, deliver: (view: RoomView, removed: boolean) => void,
 *   close: () => void}}
 */
function carriedRooms() {
  let open = false;
  /** @type {Map<string, {view: RoomView, removed: boolean}>} */
  const latest = new Map();
  /** @type {Map<string, Set<(view: RoomView, removed: boolean) => void>>} */
  const sinks = new Map();
  /** @type {Set<() => void>} */
  const listeners = new Set();
  return {
    streaming: () => open,
    setStreaming(now) {
      if (now === open) return;
      open = now;
      listeners.forEach((f) => f());
    },
    deliver(view, removed) {
      latest.set(view.code, { view, removed });
      sinks.get(view.code)?.forEach((sink) => sink(view, removed));
    },
    subscribe(code, sink) {
      const set = sinks.get(code) ?? new Set();
      sinks.set(code, set.add(sink));
      const last = latest.get(code);
      if (last) sink(last.view, last.removed);
      return () => set.delete(sink);
    },
    onStreaming(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      sinks.clear();
      listeners.clear();
    },
  };
}
