// Resends, keys and refusals of one call, against a scripted server.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ApiProblem, SpyfallClient, advice } from "../src/index.js";
import { drop, inOrder, json, problem, stub } from "./stub.js";

const VIEW = { code: "ABCD", version: 3, round: { situation: "s1.9-playing-1-0-0-0-0" } };

/** A client of `base` that records its waits instead of spending them. */
function client(base: string, waits: number[] = []) {
  return new SpyfallClient({ baseUrl: base, token: "t0k", sleep: async (ms) => void waits.push(ms), backoff: () => 7 });
}

test("a write refused by a busy server is sent again after Retry-After, under the same key", async () => {
  const server = await stub(inOrder(problem(429, "rate_limited", { "Retry-After": "2" }), problem(503, "unavailable"), json(200, VIEW)));
  const waits: number[] = [];
  try {
    const { view } = await client(server.base, waits).startGame("abcd");
    assert.equal(view.version, 3);
    assert.deepEqual(waits, [2000, 7], "Retry-After when given, the backoff otherwise");
    const keys = server.seen.map((r) => r.headers["idempotency-key"]);
    assert.equal(keys.length, 3);
    assert.match(String(keys[0]), /^[0-9a-f]{32}$/);
    assert.ok(keys.every((k) => k === keys[0]), "one key across the resends");
    assert.ok(server.seen.every((r) => r.url === "/api/v1/rooms/ABCD/games" && r.headers.authorization === "Bearer t0k"));
  } finally {
    await server.close();
  }
});

test("a write whose connection dropped is sent again with its key; a second write has its own", async () => {
  const server = await stub(inOrder(drop, json(200, VIEW), json(200, VIEW)));
  try {
    const phone = client(server.base);
    await phone.deal("ABCD");
    await phone.deal("ABCD");
    const keys = server.seen.map((r) => r.headers["idempotency-key"]);
    assert.equal(keys[0], keys[1], "the resend keeps the key");
    assert.notEqual(keys[1], keys[2], "a new write, a new key");
  } finally {
    await server.close();
  }
});

test("a move states the round's situation, and a 412 is not sent again", async () => {
  const server = await stub(inOrder(problem(412, "version_mismatch")));
  try {
    const refused = await client(server.base)
      .move(VIEW as never, { type: "vote", yes: true })
      .catch((e: unknown) => e);
    assert.ok(refused instanceof ApiProblem);
    assert.equal(refused.code, "version_mismatch");
    assert.equal(advice(refused), "read_then_decide");
    assert.equal(server.seen.length, 1, "sent once");
    assert.equal(server.seen[0].headers["if-match"], `"${VIEW.round.situation}"`);
    assert.deepEqual(JSON.parse(server.seen[0].body), { type: "vote", yes: true });
  } finally {
    await server.close();
  }
});

test("reads carry no key; a code this client does not know is acted on by its status", async () => {
  const server = await stub(inOrder(problem(409, "a_code_added_later"), json(200, VIEW)));
  try {
    const refused = await client(server.base)
      .getRoom("ABCD")
      .catch((e: unknown) => e);
    assert.ok(refused instanceof ApiProblem);
    assert.equal(refused.code, "a_code_added_later");
    assert.equal(advice(refused), "read_then_decide");
    assert.equal(server.seen.length, 1, "a 409 on a read is not resent");
    assert.equal(server.seen[0].headers["idempotency-key"], undefined);
  } finally {
    await server.close();
  }
});

test("a write the server still runs is sent again, under its key, until it answers", async () => {
  const server = await stub(inOrder(problem(409, "idempotency_key_in_use"), json(200, VIEW)));
  try {
    await client(server.base).deal("ABCD");
    const keys = server.seen.map((r) => r.headers["idempotency-key"]);
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
  } finally {
    await server.close();
  }
});

test("a guest's token is kept and sent; logging out forgets it", async () => {
  const session = { token: "new-token", expires_at: "2030-01-01T00:00:00Z", user: { id: "u", display_name: "Ana" } };
  const server = await stub(inOrder(json(201, session), json(200, VIEW), json(204, null)));
  try {
    const phone = new SpyfallClient({ baseUrl: server.base });
    await phone.guest("Ana");
    await phone.getRoom("ABCD");
    await phone.logOut();
    assert.equal(server.seen[0].headers.authorization, undefined);
    assert.equal(server.seen[1].headers.authorization, "Bearer new-token");
    assert.equal(phone.transport.tokens.token(), null);
  } finally {
    await server.close();
  }
});
