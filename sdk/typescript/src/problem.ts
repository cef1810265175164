// Refusals and failures as one error type that carries the problem's stable code.
import type { ProblemCode } from "./types.js";

/**
 * A refusal (an RFC 9457 problem from the server) or a failure to reach it. `code` is the
 * problem's code, or "network" when no answer came. A code this client does not know was
 * added later: act on `status` (see {@link advice}).
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode | "network" | (string & {}),
    detail: string,
    /** The whole problem document, with any fields beyond the standard ones. */
    readonly body: Record<string, unknown> = {},
    /** `Retry-After` in milliseconds, when the answer gave one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(detail);
    this.name = "ApiProblem";
  }
}

/** What a client may do after a problem, by status: the rule for codes it does not know. */
export type Advice = "wait_and_resend" | "read_then_decide" | "do_not_resend";

/** 429 and 503: resend after `Retry-After`; 409 and 412: read first; any other: don't resend. */
export function advice(problem: ApiProblem): Advice {
  if (problem.status === 0 || problem.status === 429 || problem.status === 503) return "wait_and_resend";
  if (problem.status === 409 || problem.status === 412) return "read_then_decide";
  return "do_not_resend";
}

/** `Retry-After` (seconds, or an HTTP date) as milliseconds from now, or null. */
export function retryAfter(headers: Headers): number | null {
  const value = headers.get("Retry-After")?.trim();
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : null;
  const at = Date.parse(value);
  return Number.isFinite(at) && at > Date.now() ? at - Date.now() : null;
}

/** The problem an answer carries; a body that is not one (a proxy's page) keeps its status. */
export async function problemOf(res: Response): Promise<ApiProblem> {
  const wait = retryAfter(res.headers);
  try {
    const body: unknown = await res.json();
    if (body && typeof body === "object" && typeof (body as { code?: unknown }).code === "string") {
      const doc = body as Record<string, unknown>;
      return new ApiProblem(res.status, doc.code as string, String(doc.detail ?? ""), doc, wait);
    }
  } catch {
    // Not JSON: fall through.
  }
  return new ApiProblem(res.status, res.status >= 500 ? "internal_error" : "bad_request", res.statusText, {}, wait);
}

/** A failure to reach the server (no answer at all). */
export function networkProblem(error: unknown): ApiProblem {
  return new ApiProblem(0, "network", error instanceof Error ? error.message : String(error));
}
