// Following a room or a night as it changes. First by its event stream: a ticket from
// `POST …/events/tickets`, then the stream at the ticket's absolute url, every frame a
// whole view, reopened after a drop with a new ticket and `Last-Event-ID`. When streams
// keep failing to open (a proxy that buffers them), by long-polls for a minute:
// `If-None-Match` with the view's ETag and `?wait=25`, held by the server until the view
// changes, paced by `X-Poll-Interval` and `Retry-After`. Never an older view than one given.
import { readStream, type Frame } from "./events.js";
import { ApiProblem, problemOf } from "./problem.js";
import type { Transport } from "./transport.js";

export type LinkState = "live" | "reconnecting";

export interface FollowHandlers<V> {
  /** Every newer view (a write's answer given to `show` included), with its ETag if known. */
  onView(view: V, etag: string | null): void;
  /** The link went down ("reconnecting") or is back ("live"). */
  onLink?(state: LinkState): void;
  /** The server will not let the caller follow (the room is gone, …): following stopped. */
  onRefused?(problem: ApiProblem): void;
  /** The caller no longer sits at the room; its last view, saying why, came first. */
  onRemoved?(): void;
  /** A stream opened (true) or ended (false). */
  onStream?(open: boolean): void;
  /** Frames of other kinds: the rooms a night's stream carries ("room", "removed"). */
  onFrame?(frame: Frame): void;
}

export interface FollowOptions {
  /** false: long-polls only (a view some other stream carries while that one is down). */
  stream?: boolean;
  /** The stream opens at `{path}/events` as it is, with no ticket (a room's screen). */
  ticketless?: boolean;
  /**
   * Event names of other views the stream carries (a night's: ["room", "removed"]),
   * handed to `onFrame`; their "removed" is theirs, not the caller's.
   */
  carries?: string[];
}

export interface Follower<V> {
  stop(): void;
  /** A view a write answered: shown unless a newer one already was. */
  show(view: V, etag: string | null): void;
  /** Drops the stream or poll in hand and starts over at once (the network came back). */
  restart(): void;
  /** When the server was last heard from (ms since the epoch), keep-alives included. */
  heardAt(): number;
  /** Whether the stream is open now. */
  streaming(): boolean;
}

const WAIT_SECONDS = 25;
/** After this many streams in a row fail to open, long-poll instead for a while. */
const STREAM_FAILURES = 3;
const POLL_INSTEAD_MS = 60_000;
/** The server says something at least every 15 s; a stream silent for this long is dead. */
const STREAM_SILENCE_MS = 45_000;

type Ended = { ended: "dropped" | "failed" | "removed" | "stopped"; waitMs?: number | null } | { problem: ApiProblem };

/** Follows `path` (`/rooms/{code}` or `/nights/{code}`), whose stream names its views `kind`. */
export function follow<V extends { version: number }>(
  transport: Transport,
  path: string,
  kind: string,
  handlers: FollowHandlers<V>,
  options: FollowOptions = {},
): Follower<V> {
  const carried = new Set(options.carries ?? []);
  let etag: string | null = null;
  let version = -1;
  let lastId: string | null = null;
  let stopped = false;
  let open = false;
  let heard = Date.now();
  /** Failed attempts in a row (the backoff's count), and streams that failed to open. */
  let failures = 0;
  let streamFailures = 0;
  let aborter = new AbortController();
  let wake = () => {};
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(resolve, ms) : undefined;
      wake = () => (clearTimeout(timer), resolve());
    });

  function accept(view: V, tag: string | null) {
    heard = Date.now();
    if (view.version < version) return;
    if (view.version > version || tag) etag = tag;
    version = view.version;
    handlers.onView(view, tag);
  }

  function setOpen(now: boolean) {
    if (now === open) return;
    open = now;
    handlers.onStream?.(now);
  }

  /**
   * One stream, from its ticket to its end. It counts as opened once the server said
   * something on it (a view, or its keep-alive): a proxy that holds it silent is a
   * stream that failed, after which the view is long-polled.
   */
  async function stream(): Promise<Ended> {
    const ticket = await takeTicket().catch((error: unknown) => {
      if (aborter.signal.aborted) throw error;
      return { ended: "failed" } as const;
    });
    if (!("url" in ticket)) return ticket;
    const signal = aborter.signal;
    let outcome: Ended | null = null;
    let said = false;
    let silent = false;
    const spoke = () => {
      heard = Date.now();
      if (!said) (said = true), (failures = 0), (streamFailures = 0);
    };
    const onFrame = (frame: Frame) => {
      spoke();
      if (frame.id) lastId = frame.id;
      if (carried.has(frame.event)) return handlers.onFrame?.(frame);
      if (frame.event === kind) return accept(JSON.parse(frame.data), null);
      if (frame.event === "removed") {
        accept(JSON.parse(frame.data), null);
        outcome = { ended: "removed" };
      } else if (frame.event === "ended") {
        // The room or night is gone, or the caller no longer belongs: the last frame is
        // the problem, as a request would have answered it.
        const data = JSON.parse(frame.data);
        outcome = { problem: new ApiProblem(data.status ?? 404, data.code ?? "not_found", data.detail ?? "", data) };
      } else return; // an event added later: not for this client
      aborter.abort();
    };
    const onOpen = () => {
      heard = Date.now();
      handlers.onLink?.("live");
      setOpen(true);
    };
    const watchdog = setInterval(() => {
      if (Date.now() - heard > STREAM_SILENCE_MS) (silent = true), aborter.abort();
    }, STREAM_SILENCE_MS / 3);
    try {
      await readStream(transport, ticket.url, { onOpen, onFrame, onComment: spoke }, { lastEventId: lastId, signal });
    } catch (error) {
      // Refused at the door (an expired ticket: 401) or cut off: a new ticket next time.
      if (!(error instanceof ApiProblem)) throw error;
      if (!said) return { ended: "failed", waitMs: error.retryAfterMs };
    } finally {
      clearInterval(watchdog);
      setOpen(false);
    }
    if (outcome) return outcome;
    if (signal.aborted && !silent) return { ended: "stopped" };
    return { ended: said ? "dropped" : "failed" };
  }

  /** A ticket for the stream: its url, or how following ends. A busy server is a failed open. */
  async function takeTicket(): Promise<{ url: string } | Ended> {
    if (options.ticketless) return { url: transport.url(`${path}/events`) };
    const init = { method: "POST", headers: transport.headers(), signal: aborter.signal };
    const res = await transport.send(transport.url(`${path}/events/tickets`), init);
    if (res.ok) return { url: (await res.json()).url };
    const problem = await problemOf(res);
    if ([404, 429, 503].includes(problem.status)) return { ended: "failed", waitMs: problem.retryAfterMs };
    return { problem };
  }

  /** One long-poll; held only when the link is known to be up. */
  async function poll(hold: boolean): Promise<{ interval: number } | { problem: ApiProblem }> {
    const headers = transport.headers();
    if (etag) headers.set("If-None-Match", etag);
    const wait = hold && etag ? WAIT_SECONDS : 0;
    const res = await transport.send(transport.url(`${path}?wait=${wait}`), { headers, signal: aborter.signal });
    heard = Date.now();
    if (res.status === 200) accept(await res.json(), res.headers.get("ETag"));
    else if (res.status !== 304) return { problem: await problemOf(res) };
    return { interval: (Number(res.headers.get("X-Poll-Interval")) || 2) * 1000 };
  }

  async function run() {
    let pollUntil = options.stream === false ? Infinity : 0;
    while (!stopped) {
      const started = Date.now();
      aborter = new AbortController();
      try {
        if (Date.now() >= pollUntil) {
          const outcome = await stream();
          if (stopped) return;
          if ("problem" in outcome) return handlers.onRefused?.(outcome.problem);
          if (outcome.ended === "stopped") continue;
          if (outcome.ended === "removed") {
            // No stream follows a room for who left it: its view is polled, as a visitor's.
            handlers.onRemoved?.();
            pollUntil = Infinity;
            continue;
          }
          if (outcome.ended === "failed" && ++streamFailures >= STREAM_FAILURES) {
            // Counted until a stream speaks again: after the minute of polls, one more
            // failed open goes back to polling.
            pollUntil = Date.now() + POLL_INSTEAD_MS;
          }
          handlers.onLink?.("reconnecting");
          await nap(outcome.waitMs ?? transport.backoff(failures++));
          continue;
        }
        // Held only once a quick poll has shown the link is up: coming back, "live" is
        // said on the first answer, not at the end of a held request.
        const outcome = await poll(failures === 0);
        if ("problem" in outcome) {
          if (![429, 503].includes(outcome.problem.status)) return handlers.onRefused?.(outcome.problem);
          handlers.onLink?.("reconnecting");
          await nap(outcome.problem.retryAfterMs ?? transport.backoff(failures++));
          continue;
        }
        const hadFailed = failures > 0;
        failures = 0;
        handlers.onLink?.("live");
        if (!hadFailed) await nap(Math.max(0, outcome.interval - (Date.now() - started)));
      } catch {
        if (stopped) return;
        // A request cut short on purpose (`restart`) is not a lost connection.
        if (aborter.signal.aborted) continue;
        handlers.onLink?.("reconnecting");
        await nap(transport.backoff(failures++));
      }
    }
  }

  void run();
  return {
    stop() {
      stopped = true;
      aborter.abort();
      wake();
    },
    show: accept,
    restart() {
      aborter.abort();
      wake();
    },
    heardAt: () => heard,
    streaming: () => open,
  };
}
