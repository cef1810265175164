// The room on a TV (/r/CODE/tv) in a real headless Chromium: four phones play a two-round
// classic game while a fifth browser context, a 1080p screen with no login, watches it by
// the room's code alone. The TV shows the code and a QR code, the players and their
// points, the phase and a large clock, whose turn and who asked whom, the host's pause
// with its reason, the open ballot; it recovers by itself after going offline. Round 1
// runs out of time: phones with sound and vibration on buzz for their turn, each of the
// last seconds and time up (a phone with them off never does), and the TV sounds its
// time-up tone. Each end is revealed step by step (the spy, the location, every card), the
// game's with a podium. Nothing secret on the TV before an end: no card's location or
// role. Every TV screen is checked by axe-core in every language.
//
// Usage: node tv.mjs BASE_URL. Environment: CHROMIUM; SCREENSHOTS, a directory for them.

import assert from "node:assert/strict";
import { step } from "./phones.mjs";
import { accuse, advanceClock, apiGet, checkSecrecy, readCards, record, runGame, seatTable, turnHolder } from "./table_kit.mjs";

const [base] = process.argv.slice(2);
assert.ok(base, "usage: tv.mjs BASE_URL");
const shots = process.env.SCREENSHOTS;
const TV_SIZE = { width: 1920, height: 1080 };
// Records what a page vibrates and the notes it plays, in place of the device's.
const RECORDER = () => {
  window.__buzz = [];
  window.__notes = [];
  navigator.vibrate = (pattern) => (window.__buzz.push(JSON.stringify(pattern)), true);
  window.AudioContext = class {
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d) => d });
    createOscillator() {
      const osc = { frequency: { value: 0 }, connect: (g) => g, start: () => window.__notes.push(osc.frequency.value), stop() {} };
      return osc;
    }
  };
};
const BUZZ = { turn: "[120,60,120]", vote: "[250]", tick: "[40]", time_up: "[400,100,400]" };
const buzzes = (p) => p.page.evaluate(() => window.__buzz);
const waitForBuzz = (p, kind) => p.page.waitForFunction((k) => window.__buzz.includes(k), BUZZ[kind]);

/** The TV's secrecy, once the round's record is known: no location or role before the end. */
function checkTvPages(pages, over) {
  for (const [i, page] of pages.entries()) {
    checkSecrecy(`the TV, page ${i}`, page, over);
    for (const place of over.result.locations) assert.ok(!page.includes(place.name), `the TV named ${place.name} during the round`);
    for (const { card } of over.result.cards) assert.ok(!card.role || !page.includes(card.role), `the TV named the role ${card.role}`);
  }
}

await runGame(base, async (open) => {
  const phones = await open(["Ana", "Boris", "Chen", "Dana"]);
  const [tv] = await open(["TV"], { viewport: TV_SIZE });
  for (const p of [...phones, tv]) await p.context.addInitScript(RECORDER);
  const [host, , , quiet] = phones;
  step("four phones sit at a two-round classic table; the lobby says the table can be watched on a TV");
  const code = await seatTable(phones, { rounds: 2 });
  await host.page.getByText(/can watch this table on a screen/).waitFor();
  assert.match(await host.page.locator(".tv-note").innerText(), new RegExp(`/r/${code}/tv`));

  step("a TV with no login opens the room by its code: the code, a QR code, the players");
  await tv.goto(`/r/${code}/tv`);
  await tv.page.locator(".tv-code").getByText(code).waitFor();
  assert.equal(await tv.page.locator("img.qr").count(), 1);
  for (const p of phones) await tv.page.locator(".tv-players").getByText(p.name, { exact: true }).waitFor();
  await tv.page.getByText("Waiting for the next deal").waitFor();
  await tv.visit(shots, "tv-lobby");
  await tv.button("Turn sound on").click();
  await tv.page.getByText("Sound is on: a tone when time is up.").waitFor();

  step("the host deals: the TV shows the round, a large clock and whose turn it is, and no card");
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  const round1 = await readCards(phones, 1, []);
  await tv.page.getByRole("heading", { name: "Round 1 of 2" }).waitFor();
  await tv.page.locator(".tv-clock time").waitFor();
  const asker = await turnHolder(phones);
  await tv.page.locator(".tv-turn").getByText(`${asker.name} asks a question.`).waitFor();
  await tv.page.locator(".tv-players li.turn").getByText(asker.name).waitFor();
  const tvPages = [await tv.html()];

  step("three phones turn sound and vibration on; the fourth leaves them off");
  for (const p of phones.filter((q) => q !== quiet)) {
    await p.button("Sound and vibration").click();
    await p.page.locator(".alerts [aria-pressed=true]").waitFor();
  }

  step("the TV goes offline; a question is asked meanwhile; back online it shows it by itself");
  await tv.setOffline(true);
  const askButton = asker.page.getByRole("button", { name: /^Ask / }).first();
  const askedName = (await askButton.innerText()).replace(/^Ask /, "");
  const asked = phones.find((p) => p.name === askedName);
  await askButton.click();
  await tv.setOffline(false);
  await tv.page.locator(".tv-last").getByText(`${asker.name} asked ${askedName}.`).waitFor();
  await tv.page.locator(".tv-turn").getByText(`${askedName} asks a question.`).waitFor();
  if (asked !== quiet) await waitForBuzz(asked, "turn");
  tvPages.push(await tv.html());

  step("the host pauses with a reason: the TV shows it and its clock stands still; the host resumes");
  await host.button("Pause the round").click();
  await host.page.getByLabel("Why? (everyone sees it)").fill("Pizza is here");
  await host.button("Pause").click();
  await tv.page.locator(".card.paused").getByText("Pizza is here", { exact: true }).waitFor();
  await tv.page.locator(".tv-clock").getByText("Paused").waitFor();
  tvPages.push(await tv.html());
  await tv.visit(shots, "tv-paused");
  await host.button("Resume the round").click();
  await tv.page.locator(".card.paused").waitFor({ state: "detached" });

  step("the last seconds tick on the phones with alerts on, and time up sounds on them and on the TV");
  const { round } = await apiGet(host, `/rooms/${code}`);
  // 15 s left: the ticks start at 10, whenever the phones see the view before then.
  await advanceClock(round.clock.remaining_ms - 15_000);
  // A question brings every phone a view with the server's time in it.
  await asked.page.getByRole("button", { name: /^Ask / }).first().click();
  for (const p of phones.filter((q) => q !== quiet)) await waitForBuzz(p, "tick");
  await advanceClock(16_000);
  for (const p of phones.filter((q) => q !== quiet)) await waitForBuzz(p, "time_up");
  await tv.page.waitForFunction(() => window.__notes.join(",").includes("990,660,440"));
  assert.deepEqual(await buzzes(quiet), [], "a phone with alerts off never buzzes");

  step("the TV reveals round 1's end step by step");
  const reveal = tv.page.locator(".tv-reveal");
  await reveal.getByText("And the spy was…").waitFor();
  await reveal.getByText(`The spy was ${round1.spy.name}.`).waitFor();
  await reveal.getByText(`The location was ${round1.location}.`).waitFor();
  for (const p of phones) await reveal.locator(".cards").getByText(p.name, { exact: true }).waitFor();
  const delays = await reveal.locator(".step").evaluateAll((els) => els.map((e) => getComputedStyle(e).animationDelay));
  assert.deepEqual(delays, ["0.5s", "2.5s", "4.5s", "6.5s", "8s", "9s"], "each step after the one before");
  checkTvPages(tvPages, await record(host, code, 1));

  step("round 2: a vote on the spy shows on the TV as it fills, and buzzes the phones with alerts on");
  await host.button("Deal the next round").click();
  const round2 = await readCards(phones, 2, []);
  await tv.page.getByRole("heading", { name: "Round 2 of 2" }).waitFor();
  const accuser = phones.find((p) => p !== round2.spy && p !== quiet);
  await accuse(accuser, round2.spy.name);
  await tv.page.locator(".vote").getByText(`Is ${round2.spy.name} the spy?`).waitFor();
  for (const p of phones.filter((q) => q !== quiet && q !== accuser)) await waitForBuzz(p, "vote");
  const voters = phones.filter((p) => p !== round2.spy && p !== accuser);
  await voters[0].button("Yes, convict").click();
  await tv.page.locator(".vote .ballots").getByText(`${voters[0].name}:`).waitFor();
  const tvPages2 = [await tv.html()];
  await tv.visit(shots, "tv-vote");

  step("the last yes indicts the spy: the TV reveals the end, then the game's podium");
  for (const p of voters.slice(1)) await p.button("Yes, convict").click();
  await reveal.getByText(`The spy was ${round2.spy.name}.`).waitFor();
  checkTvPages(tvPages2, await record(host, code, 2));
  const podium = tv.page.locator(".podium");
  await podium.waitFor();
  const { game } = await apiGet(host, `/rooms/${code}`);
  const leaders = game.standings.filter((s) => s.rank === 1).length;
  assert.equal(await podium.locator(".place-1").count(), leaders, "the podium's first place is the standings' leaders");
  await tv.page.locator(".tv-game-over").getByText("The game is over.").waitFor();
  await tv.page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await tv.visit(shots, "tv-podium");
  assert.deepEqual(await buzzes(quiet), [], "a phone with alerts off never buzzed");
});
