// The SDK against the real server, whose address the Rust test gives in SPYFALL_URL:
// moves crossing on one situation, following by the stream, and the example bots'
// whole game.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ApiProblem, SpyfallClient, advice, type RoomView } from "../../src/index.js";
import { playGame } from "../../examples/bot.js";

const base = process.env.SPYFALL_URL ?? "";

/** Four guests at one classic room, round 1 dealt; each follows the room. */
async function dealtTable() {
  const phones = ["Ana", "Ben", "Cy", "Di"].map(() => new SpyfallClient({ baseUrl: base }));
  await Promise.all(phones.map((p, i) => p.guest(["Ana", "Ben", "Cy", "Di"][i])));
  const { view } = await phones[0].createRoom({ rule_set: "classic", rounds: 1 });
  for (const p of phones.slice(1)) await p.joinRoom(view.code);
  const latest: RoomView[] = [];
  const streamed = new Set<number>();
  const waiters: (() => void)[] = [];
  const followers = phones.map((p, i) =>
    p.followRoom(view.code, {
      onView: (v) => ((latest[i] = v), waiters.splice(0).forEach((w) => w())),
      onStream: (open) => void (open && streamed.add(i)),
    }),
  );
  /** Resolves once every phone's latest view satisfies `ok`. */
  const everyone = (ok: (v: RoomView) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (phones.every((_, i) => latest[i] && ok(latest[i])) ? resolve() : waiters.push(check));
      check();
    });
  const started = await phones[0].startGame(view.code);
  await phones[0].deal(view.code, started.view);
  await everyone((v) => v.round?.phase === "playing");
  return { phones, code: view.code, latest, everyone, streamed: () => streamed.size, stop: () => followers.forEach((f) => f.stop()) };
}

test("ballots chosen on one view cross and both count; one on a finished vote is refused", async () => {
  assert.ok(base, "SPYFALL_URL names the server to test against");
  const table = await dealtTable();
  try {
    const { phones, latest } = table;
    const spy = latest.findIndex((v) => v.round?.my_card?.spy);
    const spyId = latest[spy].me!.player_id;
    const accuser = latest.findIndex((v, i) => i !== spy && v.me?.moves?.some((m) => m.type === "accuse" && m.suspects.includes(spyId)));
    assert.ok(spy >= 0 && accuser >= 0, "a spy, and a player who may accuse them");
    await phones[accuser].move(latest[accuser], { type: "accuse", suspect: spyId });
    const voters = [0, 1, 2, 3].filter((i) => i !== spy && i !== accuser);
    await table.everyone((v) => v.round?.vote != null);
    const onOneView = voters.map((i) => latest[i]);
    await Promise.all(voters.map((i, k) => phones[i].move(onOneView[k], { type: "vote", yes: true })));
    await table.everyone((v) => v.round?.phase === "over");
    assert.equal(latest[0].round?.result?.winner, "non_spies");
    assert.equal(table.streamed(), 4, "every phone followed by the event stream");

    const stale = await phones[voters[0]].move(onOneView[0], { type: "vote", yes: true }).catch((e: unknown) => e);
    assert.ok(stale instanceof ApiProblem, "a ballot on a finished vote is refused");
    assert.equal(stale.status, 412);
    assert.equal(advice(stale), "read_then_decide");
    const fresh = await phones[voters[0]].roomAfter(table.code, onOneView[0].version);
    assert.equal(fresh.view.round?.phase, "over");
  } finally {
    table.stop();
  }
});

test("the example bots play a whole game through the SDK, and the standings add up", async () => {
  assert.ok(base, "SPYFALL_URL names the server to test against");
  const { rounds, points } = await playGame(base);
  assert.equal(rounds, 4);
  assert.ok(points > 0);
});
