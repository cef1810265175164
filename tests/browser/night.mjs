// A league night on phones, in a real headless Chromium: four players log in, register
// and check in (three with the night's code, then a tap on arrival; one checks in from
// the night's link, which registers too), a walk-in uses the
// organizer's claim code; the organizer (the Rust
// test, asked with `@@seat`) seats a round, and every phone shows its table's room without
// a tap; the table plays a round there; the next seating round moves every phone to its
// new room, again without a tap; the night's standings show the round's points.
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
      await p.page.getByText("You are not registered for this night.").waitFor();
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

  step("a walk-in takes their place with the organizer's claim code");
  await walkIn.goto("/nights");
  await walkIn.page.getByLabel("Your code").fill(claim);
  await walkIn.button("Use the code").click();
  await walkIn.page.getByText("Wait here: your table shows").waitFor();

  step("the organizer seats round 1: every phone shows its table's room, untouched");
  await ask("seat");
  const room1 = await tableRoom(phones, 1);
  await accounts[0].visit(shots, "night-table");

  step("the table plays a round on the night's page");
  const host = await Promise.any(phones.map((p) => p.button("Start a game").waitFor().then(() => p)));
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  const deal = await readCards(phones, 1, seen);
  await snapshot(phones, 1, seen);
  await deal.spy.button("I am the spy: guess the location").click();
  await deal.spy.page.locator(".location", { hasText: deal.location }).click();
  await deal.spy.button("Yes, guess it").click();
  for (const p of phones) await p.page.getByText(`${deal.spy.name} guessed ${deal.location}: right.`).waitFor();
  const rec = await record(host, room1, 1);
  for (const { phone, html } of seen) checkSecrecy(phone, html, rec);

  step("the organizer seats round 2: every phone moves to its new room, untouched");
  await ask("seat");
  const room2 = await tableRoom(phones, 2);
  assert.notEqual(room2, room1, "a new room for the new seating round");

  step("the night's standings show the round's points");
  const spyPoints = rec.result.points.find((p) => rec.result.spies.includes(p.player_id)).points;
  await walkIn.page.getByText("Standings of the night").click();
  await walkIn.page.locator(".standings").getByText(`${deal.spy.name}: ${spyPoints} points`).waitFor();
  await walkIn.visit(shots, "night-standings");
});

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
  assert.equal(codes.size, 1, "five players, one table");
  return [...codes][0];
}
