// Server-sent events read over fetch, so that one code path follows a room in a browser,
// in Node (which has no EventSource) and in a native shell, and a reconnect can say
// `Last-Event-ID` itself.
import { ApiProblem, problemOf } from "./problem.js";
import type { Transport } from "./transport.js";

/** One frame of a stream: its event name ("message" when unnamed), data and id. */
export interface Frame {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Opens the stream at `url` (absolute: a ticket's) and hands each frame to `onFrame`, with
 * `onOpen` once the server has answered. Resolves when the stream ends; throws
 * {@link ApiProblem} when it is refused (an expired ticket: 401), or "network" on a
 * lost connection.
 */
export async function readStream(
  transport: Transport,
  url: string,
  handlers: { onOpen: () => void; onFrame: (frame: Frame) => void; onComment?: () => void },
  options: { lastEventId?: string | null; signal?: AbortSignal } = {},
): Promise<void> {
  const headers = new Headers({ Accept: "text/event-stream" });
  if (options.lastEventId) headers.set("Last-Event-ID", options.lastEventId);
  const res = await transport.send(url, { headers, signal: options.signal, cache: "no-store" });
  if (!res.ok) throw await problemOf(res);
  if (!res.body) throw new ApiProblem(0, "network", "the stream has no body");
  handlers.onOpen();
  const parser = frameParser(handlers.onFrame, handlers.onComment);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser(value);
    }
  } catch (error) {
    // Whatever ended the reading (a frame a handler refused too), the connection is let go:
    // the server counts it among the caller's held streams until then.
    await reader.cancel().catch(() => {});
    if (options.signal?.aborted) return;
    throw new ApiProblem(0, "network", error instanceof Error ? error.message : String(error));
  } finally {
    reader.releaseLock();
  }
}

/**
 * A parser fed the stream's text in chunks of any size, calling `onFrame` for every
 * complete frame: lines `event:`, `data:` (joined by newlines), `id:`, a blank line
 * ending the frame (the WHATWG event-stream format, lines ending in LF or CRLF). A
 * comment (`:`, the server's keep-alive) is no frame but tells `onComment` the link is up.
 */
export function frameParser(onFrame: (frame: Frame) => void, onComment = () => {}): (chunk: string) => void {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | null = null;
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onFrame({ event: event || "message", data: data.join("\n"), id });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return onComment();
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  };
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? "";
    lines.forEach(line);
  };
}
