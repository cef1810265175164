// A scripted server for the SDK's own tests: each request is handed to the next step of
// a script, which answers it (or drops the connection), and is kept for the test to read.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Step = (req: Seen, res: ServerResponse) => void;

/** Answers JSON with `status` and any extra headers. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (_req, res) => {
    const type = status >= 400 ? "application/problem+json" : "application/json";
    res.writeHead(status, { "Content-Type": type, ...headers }).end(JSON.stringify(body));
  };

/** Drops the connection without an answer. */
export const drop: Step = (_req, res) => void res.socket?.destroy();

export const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { type: `/api/v1/problems#${code}`, title: code, status, code, detail: `${code} here` }, headers);

/** A server that plays `script` in order (a step may match requests itself with `route`). */
export async function stub(route: (req: Seen) => Step) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const got = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(got);
      route(got)(got, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** `steps` in order, one per request. */
export function inOrder(...steps: Step[]): (req: Seen) => Step {
  let next = 0;
  return () => steps[Math.min(next++, steps.length - 1)];
}
