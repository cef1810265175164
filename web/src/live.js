// @ts-check
// Keeps a room's (or a night's) view current with the SDK's follower (sdk/typescript):
// the event stream, every frame a whole view, and long-polls when streams keep failing.
// Added here is what only a browser knows: the network going and coming back, and a quiet
// connection checked now and then, since a venue's Wi-Fi can stay "online" and pass
// nothing. A night's stream also carries the room of my table, so a phone at a league
// night holds one stream: the room's watcher then listens to it and polls only while it
// is down.

import { api } from "./api/endpoints.js";

/** @typedef {import("./api/types.js").RoomView} RoomView */
/** @typedef {import("./api/endpoints.js").ApiProblem} ApiProblem */
/** @typedef {import("../../sdk/typescript/src/index.js").LinkState} LinkState */
/** @typedef {import("../../sdk/typescript/src/index.js").Follower<any>} Follower */

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

/** A connection with nothing heard for this long is checked. */
const QUIET_MS = 10_000;
/** How long that check may take before the connection counts as lost. */
const CHECK_MS = 4_000;
/** How long a carried view waits for its carrier's stream to open before polling itself. */
const CARRIER_GRACE_MS = 3_000;

/**
 * @param {string} code @param {Handlers<RoomView>} handlers
 * @param {Carrier | null} [carrier]  a stream that carries this room: none of its own then
 * @returns {Watcher<RoomView>}
 */
export const watchRoom = (code, handlers, carrier = null) =>
  carrier ? carriedRoom(code, handlers, carrier) : inBrowser((h) => api.followRoom(code, h), handlers);

/**
 * A room as its screen (a TV) shows it: no token, the public part of the players' views.
 * @param {string} code @param {Handlers<RoomView>} handlers
 * @returns {Watcher<RoomView>}
 */
export const watchScreen = (code, handlers) => inBrowser((h) => api.followRoomScreen(code, h), handlers);

/**
 * @param {string} code @param {Handlers<import("./api/types.js").Schemas["NightView"]>} handlers
 * @returns {Watcher<import("./api/types.js").Schemas["NightView"]> & {carrier: Carrier}}
 */
export function watchNight(code, handlers) {
  const carried = carriedRooms();
  /** @param {import("../../sdk/typescript/src/index.js").FollowHandlers<any>} h */
  const start = (h) =>
    api.followNight(
      code,
      {
        ...h,
        onStream: carried.setStreaming,
        onFrame: (frame) => carried.deliver(JSON.parse(frame.data), frame.event === "removed"),
      },
      { carries: ["room", "removed"] },
    );
  const watcher = inBrowser(start, handlers);
  return {
    carrier: carried,
    show: watcher.show,
    stop() {
      // Whoever listened to this stream listens to another now (or to none).
      carried.close();
      watcher.stop();
    },
  };
}

/**
 * A follower started by `start`, told at once when the browser says the network went or
 * came back, and checked when nothing was heard for a while.
 * @template V
 * @param {(handlers: import("../../sdk/typescript/src/index.js").FollowHandlers<V>) => Follower} start
 * @param {Handlers<V>} handlers
 * @returns {Watcher<V>}
 */
function inBrowser(start, handlers) {
  let checked = Date.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(checker);
    removeEventListener("offline", offline);
    removeEventListener("online", online);
    follower.stop();
  };
  // Refused for good (the room is gone): nothing is followed or checked any more.
  const onRefused = (/** @type {ApiProblem} */ problem) => (stop(), handlers.onRefused(problem));
  const follower = start({ onView: handlers.onView, onLink: handlers.onLink, onRefused });
  const offline = () => handlers.onLink("reconnecting");
  const online = () => follower.restart();
  addEventListener("offline", offline);
  addEventListener("online", online);
  // A network can drop without the browser noticing: when nothing was heard for a while
  // (the stream's keep-alives count), a quick request to the server tells whether it is
  // still there.
  const checker = setInterval(async () => {
    if (Date.now() - Math.max(follower.heardAt(), checked) < QUIET_MS) return;
    try {
      const res = await fetch("/healthz", { cache: "no-store", signal: AbortSignal.timeout(CHECK_MS) });
      if (res.ok) checked = Date.now();
    } catch {
      if (stopped) return;
      handlers.onLink("reconnecting");
      follower.restart();
    }
  }, QUIET_MS / 2);
  return {
    stop,
    show: follower.show,
  };
}

/**
 * A room whose views come on a carrier's stream: it polls only while that stream is down.
 * A carrier that starts with this view (a new language asks for both anew) is given a
 * moment to open: the view then needs no request of its own. If no frame came by then
 * (it went by before we listened), the view is read once.
 * @param {string} code @param {Handlers<RoomView>} handlers @param {Carrier} carrier
 * @returns {Watcher<RoomView>}
 */
function carriedRoom(code, handlers, carrier) {
  let version = -1;
  const reading = new AbortController();
  let stopped = false;
  let graceOver = false;
  /** @type {Watcher<RoomView> | null} */
  let poller = null;
  /** @param {RoomView} view */
  const onView = (view) => {
    if (view.version < version) return;
    version = view.version;
    handlers.onView(view);
  };
  const update = () => {
    if (stopped || !graceOver) return;
    if (carrier.streaming()) {
      poller?.stop();
      poller = null;
      handlers.onLink("live");
    } else {
      poller ??= inBrowser((h) => api.followRoom(code, h, { stream: false }), { ...handlers, onView });
    }
  };
  const grace = setTimeout(() => {
    graceOver = true;
    if (carrier.streaming() && version < 0) read();
    update();
  }, CARRIER_GRACE_MS);
  const read = () =>
    api.transport.call("GET", `/rooms/${encodeURIComponent(code)}`, { signal: reading.signal }).then(
      (reply) => !stopped && onView(/** @type {RoomView} */ (reply.data)),
      () => {},
    );
  // The carrier's own watcher says when the network goes; the table's banner is this one.
  const offline = () => handlers.onLink("reconnecting");
  addEventListener("offline", offline);
  addEventListener("online", update);
  const unsubscribe = [carrier.subscribe(code, (view) => onView(view)), carrier.onStreaming(update)];
  return {
    stop() {
      stopped = true;
      clearTimeout(grace);
      reading.abort();
      removeEventListener("offline", offline);
      removeEventListener("online", update);
      unsubscribe.forEach((f) => f());
      poller?.stop();
    },
    show(view, tag) {
      if (poller) poller.show(view, tag);
      else onView(view);
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
