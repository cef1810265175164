// Following: the stream's frames, a reconnect with Last-Event-ID and a new ticket, and
// the long-poll fallback when streams keep failing, against a scripted server.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SpyfallClient, frameParser, type Frame } from "../src/index.js";
import { json, problem, stub, type Seen, type Step } from "./stub.js";

const view = (version: number) => ({ code: "ABCD", version });
const client = (base: string) => new SpyfallClient({ baseUrl: base, token: "t", backoff: () => 0 });

/** Resolves once `ok()` holds, checked after each of `events`' calls. */
function until(ok: () => boolean): { done: Promise<void>; check: () => void } {
  let resolve = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  return { done, check: () => ok() && resolve() };
}

test("frames are read whatever the chunks, with comments skipped and data lines joined", () => {
  const frames: Frame[] = [];
  const feed = frameParser((f) => frames.push(f));
  const text = ': hello\n\nevent: room\nid: 4\ndata: {"a":\ndata: 1}\n\nevent: removed\r\ndata: {}\r\n\r\n';
  for (let i = 0; i < text.length; i += 3) feed(text.slice(i, i + 3));
  assert.deepEqual(frames, [
    { event: "room", data: '{"a":\n1}', id: "4" },
    { event: "removed", data: "{}", id: "4" },
  ]);
});

test("a dropped stream is reopened with a new ticket and Last-Event-ID; views never go back", async () => {
  let tickets = 0;
  const stream = (frames: string): Step => (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.end(frames);
  };
  const route = (req: Seen): Step => {
    if (req.url.endsWith("/events/tickets")) {
      tickets += 1;
      return json(201, { url: `${base}/stream/${tickets}`, expires_at: "" });
    }
    if (req.url === "/stream/1") return stream(`event: room\nid: 5\ndata: ${JSON.stringify(view(5))}\n\n`);
    // The second stream repeats an older view before the newer one.
    return stream(`event: room\nid: 4\ndata: ${JSON.stringify(view(4))}\n\nevent: room\nid: 6\ndata: ${JSON.stringify(view(6))}\n\n`);
  };
  const server = await stub(route);
  const base = server.base;
  const got: number[] = [];
  const seen = until(() => got.includes(6));
  const follower = client(base).followRoom("ABCD", { onView: (v) => (got.push(v.version), seen.check()) });
  try {
    await seen.done;
    assert.deepEqual(got, [5, 6]);
    const opens = server.seen.filter((r) => r.url.startsWith("/stream/"));
    assert.equal(opens[0].headers["last-event-id"], undefined);
    assert.equal(opens[1].headers["last-event-id"], "5");
    assert.equal(server.seen.filter((r) => r.url.endsWith("/tickets")).length, opens.length, "a ticket for each open");
  } finally {
    follower.stop();
    await server.close();
  }
});

test("after three streams fail to open, the view is long-polled from its ETag", async () => {
  const route = (req: Seen): Step => {
    if (req.url.endsWith("/events/tickets")) return problem(503, "unavailable");
    if (req.headers["if-none-match"] === '"7"') return json(200, view(8), { ETag: '"8"', "X-Poll-Interval": "0" });
    return json(200, view(7), { ETag: '"7"', "X-Poll-Interval": "0" });
  };
  const server = await stub(route);
  const got: number[] = [];
  const links: string[] = [];
  const seen = until(() => got.includes(8));
  const follower = client(server.base).followRoom("ABCD", {
    onView: (v) => (got.push(v.version), seen.check()),
    onLink: (state) => links.push(state),
  });
  try {
    await seen.done;
    const tickets = server.seen.filter((r) => r.url.endsWith("/tickets")).length;
    assert.equal(tickets, 3, "three tries at a stream first");
    const polls = server.seen.filter((r) => r.url.startsWith("/api/v1/rooms/ABCD?wait="));
    assert.equal(polls[0].url, "/api/v1/rooms/ABCD?wait=0", "a quick read first");
    assert.equal(polls[1].url, "/api/v1/rooms/ABCD?wait=25", "then held from the ETag");
    assert.equal(polls[1].headers["if-none-match"], '"7"');
    assert.deepEqual(links.slice(0, 3), ["reconnecting", "reconnecting", "reconnecting"]);
    assert.equal(links.at(-1), "live");
  } finally {
    follower.stop();
    await server.close();
  }
});

test("streams refused at the door count as failed opens too; a night's carried rooms go to onFrame", async () => {
  const night = { code: "N1", version: 2 };
  const room = { code: "ABCD", version: 9 };
  let opens = 0;
  const route = (req: Seen): Step => {
    if (req.url.endsWith("/events/tickets")) return json(201, { url: `${server.base}/stream` });
    if (req.url === "/stream") {
      opens += 1;
      if (opens <= 3) return problem(401, "unauthorized");
      return (_r, res) =>
        res.writeHead(200, { "Content-Type": "text/event-stream" }).write(
          `event: night\nid: 2\ndata: ${JSON.stringify(night)}\n\nevent: later_kind\ndata: not json\n\n` +
            `event: removed\ndata: ${JSON.stringify(room)}\n\n`,
        );
    }
    return json(200, night, { ETag: '"2"', "X-Poll-Interval": "0" });
  };
  const server = await stub(route);
  const frames: string[] = [];
  const views: number[] = [];
  const seen = until(() => frames.length > 0);
  const polled = until(() => views.length > 0);
  const follower = client(server.base).followNight(
    "N1",
    { onView: (v) => (views.push(v.version), polled.check(), seen.check()), onFrame: (f) => (frames.push(f.event), seen.check()) },
    { carries: ["room", "removed"] },
  );
  try {
    await polled.done;
    assert.equal(opens, 3, "three refused streams, then long-polls");
    assert.ok(server.seen.some((r) => r.url === "/api/v1/nights/N1?wait=0"));
    // A minute of polls later a stream is tried again: here, at once.
    follower.stop();
    const again = client(server.base).followNight(
      "N1",
      { onView: () => {}, onFrame: (f) => (frames.push(f.event), seen.check()) },
      { carries: ["room", "removed"] },
    );
    await seen.done;
    again.stop();
    assert.deepEqual(frames, ["removed"], "a carried room's frame, and no event a client does not know");
  } finally {
    follower.stop();
    await server.close();
  }
});

test("a stream's last frame saying the room is gone stops following with that problem", async () => {
  const gone = { type: "/api/v1/problems#room_not_found", status: 404, code: "room_not_found", detail: "gone" };
  const route = (req: Seen): Step =>
    req.url.endsWith("/events/tickets")
      ? json(201, { url: `${server.base}/stream` })
      : (_r, res) => res.writeHead(200, { "Content-Type": "text/event-stream" }).end(`event: ended\ndata: ${JSON.stringify(gone)}\n\n`);
  const server = await stub(route);
  try {
    const refused = await new Promise((resolve) => client(server.base).followRoom("ABCD", { onView: () => {}, onRefused: resolve }));
    assert.equal((refused as { code: string }).code, "room_not_found");
  } finally {
    await server.close();
  }
});
