// @ts-check
// Calls to the public v1 API, as any phone app makes them: the token in Authorization,
// every write with an Idempotency-Key kept across its retries, retries only where the
// API says they are safe, and refusals turned into ApiProblem with the problem's code.

import { currentToken } from "./session.js";

/** @typedef {import("./types.js").ProblemCode} ProblemCode */

/** A refusal or failure: `code` is the problem's code, or "network" when none came. */
export class ApiProblem extends Error {
  /**
   * @param {number} status
   * @param {ProblemCode | "network"} code
   * @param {string} detail
   */
  constructor(status, code, detail) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {any} data      the JSON body, or null (204, 304)
 * @property {Headers} headers
 */

const RETRIES = 5;

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with jitter, capped at 15 s. @param {number} attempt */
export function backoff(attempt) {
  const base = Math.min(15000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** Seconds of a Retry-After header, as milliseconds, or null. @param {Headers} headers */
export function retryAfter(headers) {
  const seconds = Number(headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** The language chosen in the app, which the server names packs and locations in. */
let language = "en";

/** Says which language the app shows from now on. @param {string} lang */
export function speak(lang) {
  language = lang;
}

/** Headers every call carries: the app's language, and the token when this device holds one. */
export function authHeaders(init = {}) {
  const headers = new Headers(init);
  const token = currentToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  headers.set("Accept-Language", language);
  return headers;
}

/**
 * One API call, retried on a lost connection, on 503 and 429 (after Retry-After) and, for
 * a write, while the server still runs its first attempt (409 idempotency_key_in_use).
 * @param {string} method
 * @param {string} path  under /api/v1
 * @param {{body?: unknown, headers?: Record<string, string>, signal?: AbortSignal}} [options]
 * @returns {Promise<Reply>}
 */
export async function call(method, path, options = {}) {
  const headers = authHeaders(options.headers);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  if (method !== "GET") headers.set("Idempotency-Key", randomKey());
  const init = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  for (let attempt = 0; ; attempt++) {
    /** @type {Response} */
    let res;
    try {
      res = await fetch(`/api/v1${path}`, init);
    } catch (error) {
      if (options.signal?.aborted || attempt >= RETRIES) throw networkProblem(error);
      await sleep(backoff(attempt));
      continue;
    }
    if (res.ok || res.status === 304) return reply(res);
    const problem = await problemOf(res);
    const again = problem.status === 503 || problem.status === 429 || problem.code === "idempotency_key_in_use";
    if (!again || attempt >= RETRIES) throw problem;
    await sleep(retryAfter(res.headers) ?? backoff(attempt));
  }
}

/** @param {Response} res @returns {Promise<Reply>} */
async function reply(res) {
  const json = res.status !== 204 && res.status !== 304 && res.headers.get("Content-Type")?.includes("json");
  return { status: res.status, data: json ? await res.json() : null, headers: res.headers };
}

/** @param {Response} res @returns {Promise<ApiProblem>} */
export async function problemOf(res) {
  try {
    const body = await res.json();
    if (body && typeof body.code === "string") {
      return new ApiProblem(res.status, body.code, String(body.detail ?? ""));
    }
  } catch {
    // Not a problem document (a proxy's page, say): fall through.
  }
  return new ApiProblem(res.status, res.status >= 500 ? "internal_error" : "bad_request", res.statusText);
}

/** @param {unknown} error */
function networkProblem(error) {
  return new ApiProblem(0, "network", error instanceof Error ? error.message : String(error));
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. `crypto.randomUUID` exists only in a
 * secure context, and phones at a venue open the server over plain http on its LAN
 * address; `getRandomValues` works everywhere.
 */
function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
