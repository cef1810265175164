// One call to the API as every client should make it: the token and languages on every
// request, one Idempotency-Key per write kept across all its resends, and resends only
// where the API says they are safe.
import { ApiProblem, networkProblem, problemOf } from "./problem.js";
import type { SessionView } from "./types.js";

/** Where the client keeps the caller's session: memory by default, a phone's storage in an app. */
export interface TokenStore {
  token(): string | null;
  /** Told of the session a sign-up, log-in or guest call gave (null: logged out). */
  save(session: SessionView | null): void;
}

export interface ClientOptions {
  /** The server's address, such as `http://192.168.1.20:8080`; "" for the page's own server. */
  baseUrl?: string;
  /** Where the token lives; by default in memory, starting from `token`. */
  tokens?: TokenStore;
  /** A token to start with (a bot's saved one), when no `tokens` store is given. */
  token?: string;
  /** The caller's languages as `Accept-Language` says them; asked on every call. */
  languages?: () => string;
  /** How many times a call is sent at most (5). */
  attempts?: number;
  /** How a wait is spent; a client that must not wait long can throw from it. */
  sleep?: (ms: number) => Promise<void>;
  /** The wait before resend number `attempt` when the server named none ({@link backoff}). */
  backoff?: (attempt: number) => number;
  /** The fetch to use (the global one by default). */
  fetch?: typeof fetch;
  /**
   * How long a request may wait for its answer's headers (70 s: more than a held
   * long-poll's 25 s) before it counts as a lost connection, since a dead link can leave
   * a request waiting forever.
   */
  timeoutMs?: number;
}

/** An answer: its status, its JSON body (null for 204 and 304) and its headers. */
export interface Reply<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
  etag: string | null;
  location: string | null;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with jitter, capped at 15 s. */
export function backoff(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** A token kept in memory only. */
export function memoryTokens(initial: string | null = null): TokenStore {
  let token = initial;
  return { token: () => token, save: (session) => void (token = session?.token ?? null) };
}

/**
 * 128 random bits as hex. `crypto.randomUUID` exists only in a secure context, and phones
 * at a venue reach the server over plain http on its LAN address.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether sending the same request again may succeed by itself. */
function transient(problem: ApiProblem, method: string): boolean {
  if (problem.status === 429 || problem.status === 503) return true;
  return method !== "GET" && problem.code === "idempotency_key_in_use";
}

export class Transport {
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly sleep: (ms: number) => Promise<void>;
  readonly backoff: (attempt: number) => number;
  private readonly languages: () => string;
  private readonly attempts: number;
  private readonly fetcher: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
    this.tokens = options.tokens ?? memoryTokens(options.token ?? null);
    this.languages = options.languages ?? (() => "en");
    this.attempts = options.attempts ?? 5;
    this.sleep = options.sleep ?? sleep;
    this.backoff = options.backoff ?? backoff;
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 70_000;
  }

  /** The absolute address of `path` under /api/v1. */
  url(path: string): string {
    return `${this.baseUrl}/api/v1${path}`;
  }

  /** Headers every request carries: the token when there is one, and the languages. */
  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers(extra);
    const token = this.tokens.token();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    headers.set("Accept-Language", this.languages());
    return headers;
  }

  /**
   * One request, sent once: the raw response, or a network problem when no answer came
   * within `timeoutMs` (null: no limit, for a stream, which its reader watches). The
   * caller's signal still aborts the body's reading after the headers came.
   */
  async send(url: string, init: RequestInit, timeoutMs: number | null = this.timeoutMs): Promise<Response> {
    const limit = new AbortController();
    const outer = init.signal;
    if (outer?.aborted) limit.abort();
    outer?.addEventListener("abort", () => limit.abort(), { once: true });
    const timer = timeoutMs === null ? undefined : setTimeout(() => limit.abort(), timeoutMs);
    try {
      return await this.fetcher(url, { ...init, signal: limit.signal });
    } catch (error) {
      throw outer?.aborted ? error : networkProblem(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * `method path` (under /api/v1), resent after a lost connection, on 429 and 503 (after
   * `Retry-After`, else a growing jittered wait) and, for a write, while the server still
   * runs its first attempt (409 `idempotency_key_in_use`). Any other refusal throws
   * {@link ApiProblem}. A write carries one `Idempotency-Key` across all its resends.
   */
  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers = this.headers(options.headers);
    if (options.body !== undefined) headers.set("Content-Type", "application/json");
    if (method !== "GET" && !headers.has("Idempotency-Key")) headers.set("Idempotency-Key", randomKey());
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const init: RequestInit = { method, headers, body, signal: options.signal };
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= this.attempts;
      let res: Response;
      try {
        res = await this.send(this.url(path), init);
      } catch (error) {
        if (!(error instanceof ApiProblem) || last || options.signal?.aborted) throw error;
        await this.sleep(this.backoff(attempt));
        continue;
      }
      if (res.ok || res.status === 304) return replyOf<T>(res);
      const problem = await problemOf(res);
      if (last || !transient(problem, method) || options.signal?.aborted) throw problem;
      await this.sleep(problem.retryAfterMs ?? this.backoff(attempt));
    }
  }
}

async function replyOf<T>(res: Response): Promise<Reply<T>> {
  const json = res.status !== 204 && res.status !== 304 && res.headers.get("Content-Type")?.includes("json");
  const data = (json ? await res.json() : null) as T;
  return { status: res.status, data, headers: res.headers, etag: res.headers.get("ETag"), location: res.headers.get("Location") };
}
