// A league night on phones, in a real headless Chromium: four players log in, register
// and check in (three with the night's code, then a tap on arrival; one checks in from
// the night's link, which registers too), a walk-in uses the
// organizer's claim code; the organizer (the Rust
// test, asked with `@@seat`) seats a round at a table of four, and four phones show its
// room without a tap while the fifth says it sits the round out; the table plays a round
// there; the next seating round moves every phone on, again without a tap, and another
// player sits out; the night's standings show the round's points. All night, each phone
// follows the night and its table on the night's one event stream: no room stream, no
// room poll. A newcomer with no account checks in at the door with a name and a tap.
//
// Usage: node night.mjs BASE_URL NIGHT_CODE CLAIM_CODE. The accounts `ana`, `boris`,
// `chen` and `dana` (password "correct horse battery") exist; the walk-in is Emil.

import assert from "node:assert/strict";
import { step } from "./phones.mjs";
import { ask, checkSecrecy, readCards, record, runGame, snapshot } from "./table_kit.mjs";

const [base, nightCode, claim] = process.argv.slice(2);
assert.ok(base && nightCode && claim, "usage: night.mjs BASE_URL NIGHT_CODE CLAIM_CODE");
const shots = process.env.SCREENSHOTS;
const PASSWORD = "correct horse battery";
const seen = [];

await runGame(base, async (open) => {
  const phones = await open(["Ana", "Boris", "Chen", "Dana", "Emil"]);
  const accounts = phones.slice(0, 4);
  const walkIn = phones[4];

  step("four players log in on their phones and register with the night's code");
  for (const p of accounts) {
    await p.goto("/account");
    await p.page.getByLabel("Username").fill(p.name.toLowerCase());
    await p.page.getByLabel("Password").fill(PASSWORD);
    await p.page.locator('form button[type="submit"]').click();
    await p.page.waitForURL(`${base}/`);
    if (p === accounts[3]) {
      // The night's link (as its QR code on the projector gives it): refused, then a tap.
      p.expected.add(403);
      await p.goto(`/nights/${nightCode}`);
      await p.page.getByRole("heading", { name: "Check in for tonight" }).waitFor();
      assert.equal(await p.page.locator(".error").count(), 0, "a player at the door is not told off in red");
    } else {
      await p.goto("/nights");
      await p.page.getByLabel("Night code").fill(nightCode.toLowerCase());
    }
    if (p === accounts[3]) {
      // At the venue: checking in from the night's link registers too.
      await p.button("I'm here: check in").click();
    } else {
      await p.button("Register").click();
      step(`${p.name} arrives and checks in`);
      await p.page.getByText("When you arrive, check in").waitFor();
      if (p === accounts[0]) await p.visit(shots, "night-check-in");
      await p.button("I'm here: check in").click();
    }
    await p.page.getByText("Wait here: your table shows").waitFor();
  }
  await accounts[0].visit(shots, "night-waiting");

  step("a walk-in scans their claim slip: the code is filled in, one tap takes their place");
  await walkIn.goto(`/nights?claim=${claim}`);
  await walkIn.page.getByText("The code from your slip is filled in").waitFor();
  assert.equal(await walkIn.page.getByLabel("Your code").inputValue(), claim);
  await walkIn.button("Use the code").click();
  await walkIn.page.getByText("Wait here: your table shows").waitFor();

  // What each phone does to follow a room on its own: it should never need to.
  // (A phone that lost its network polls while the night's stream is down: not counted.)
  const roomFollows = [];
  const counted = new Set(phones);
  for (const p of phones) {
    p.page.on("request", (r) => {
      if (counted.has(p) && /\/api\/v1\/rooms\/[^/]+(\/events|\?wait=)/.test(r.url())) {
        roomFollows.push(`${p.name}: ${r.url()}`);
      }
    });
  }

  step("the organizer seats round 1 at a table of four: four phones show its room, untouched, the fifth that it sits out");
  await ask("seat");
  const first = await seating(phones, 1);
  await first.seated[0].visit(shots, "night-table");
  await first.sitter.visit(shots, "night-sitting-out");

  step("the table plays a round on the night's page");
  const table = first.seated;
  const host = await Promise.any(table.map((p) => p.button("Start a game").waitFor().then(() => p)));
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  const deal = await readCards(table, 1, seen);
  await snapshot(phones, 1, seen);
  step("a phone that loses the venue's Wi-Fi during the guess catches up when it is back");
  const dropped = table.find((p) => p !== deal.spy);
  counted.delete(dropped);
  await dropped.setOffline(true);
  await dropped.page.getByText("Reconnecting…").waitFor();
  await deal.spy.button("Show my card").click();
  await deal.spy.button("Guess the location").click();
  await deal.spy.page.locator(".location", { hasText: deal.location }).click();
  await deal.spy.button("Yes, guess it").click();
  await dropped.setOffline(false);
  for (const p of table) await p.page.getByText(`${deal.spy.name} guessed ${deal.location}: right.`).waitFor();
  await dropped.page.getByText("Reconnecting…").waitFor({ state: "detached" });
  const rec = await record(host, first.room, 1);
  for (const { phone, html } of seen) checkSecrecy(phone, html, rec);

  step("the organizer seats round 2: every phone moves on untouched, and another sits out");
  await ask("seat");
  const second = await seating(phones, 2);
  assert.notEqual(second.room, first.room, "a new room for the new seating round");
  assert.notEqual(second.sitter.name, first.sitter.name, "sit-outs take turns");

  step("the night's standings show the round's points");
  const spyPoints = rec.result.points.find((p) => rec.result.spies.includes(p.player_id)).points;
  const reader = second.seated.includes(walkIn) ? walkIn : second.sitter;
  await reader.page.getByText("Standings of the night").click();
  await reader.page.locator(".standings").getByText(`${deal.spy.name}: ${spyPoints} points`).waitFor();
  await reader.visit(shots, "night-standings");

  step("each phone followed the night and its table on one stream");
  assert.deepEqual(roomFollows, [], "a seated phone followed its room apart from the night");

  step("a newcomer scans the projector's code: a name and one tap check them in, no account needed");
  const [newcomer] = await open(["Fern"]);
  newcomer.expected.add(403);
  await newcomer.goto(`/nights/${nightCode}`);
  await newcomer.page.getByRole("heading", { name: "Check in for tonight" }).waitFor();
  await newcomer.visit(shots, "night-door");
  await newcomer.page.getByLabel("Your name").fill("Fern");
  await newcomer.button("I'm here: check in").click();
  await newcomer.page.getByText("Wait here: your table shows").waitFor();
});

/**
 * Waits until every phone shows seating round `round`: four at its one table (returns its
 * room code and phones), one told it sits the round out.
 */
async function seating(phones, round) {
  const seatedText = new RegExp(`^Your table: \\d+ \\(seating round ${round}\\)$`);
  const outText = `You sit seating round ${round} out`;
  const placed = await Promise.all(
    phones.map((p) =>
      Promise.any([
        p.page.getByText(seatedText).waitFor().then(() => "seated"),
        p.page.getByText(outText).waitFor().then(() => "out"),
      ]),
    ),
  );
  const seated = phones.filter((_, i) => placed[i] === "seated");
  const out = phones.filter((_, i) => placed[i] === "out");
  assert.equal(out.length, 1, "tables of four: one of five sits out");
  assert.equal(await out[0].page.locator(".room").count(), 0, "no room for the player sitting out");
  return { room: await tableRoom(seated, round), seated, sitter: out[0] };
}

/** Waits until every phone shows its table of seating round `round`; returns the room code. */
async function tableRoom(phones, round) {
  const codes = new Set();
  for (const p of phones) {
    await p.page.getByText(new RegExp(`^Your table: \\d+ \\(seating round ${round}\\)$`)).waitFor();
    const room = p.page.locator(".room .room-code");
    await room.waitFor();
    await p.page.locator(".room .players").waitFor();
    assert.equal(await p.page.locator("img.qr").count(), 0, "the organizer seats a league table: no invitation");
    codes.add((await room.innerText()).trim());
  }
  assert.equal(codes.size, 1, "four players, one table");
  return [...codes][0];
}
