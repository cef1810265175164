// A host who moderates without playing, in a real headless Chromium: the host ticks "The
// host moderates and does not play" when making the room, four players join, and a TV
// watches. The moderator deals, pauses and resumes, with no card and no move of the round,
// seeing nothing the TV does not: no location or role outside the list every player sees.
// The players' phones and the TV mark the moderator apart, the first player deals round 1
// and asks first (R-2.6 with a moderator), the players' suspect lists leave the moderator
// out, and once the players unmask the spy the moderator is in no standings or podium
// the players dealt are the players). The moderator's screens are checked by
// axe-core in every language.
//
// Usage: node moderator.mjs BASE_URL. Environment: CHROMIUM; SCREENSHOTS, a directory for
// them.

import assert from "node:assert/strict";
import { step } from "./phones.mjs";
import { accuse, apiGet, readCards, record, runGame, seatTable, turnHolder } from "./table_kit.mjs";

const [base] = process.argv.slice(2);
assert.ok(base, "usage: moderator.mjs BASE_URL");
const shots = process.env.SCREENSHOTS;

/** A page names no location and no role of the round outside the list everyone sees. */
function namesNothing(name, html, over) {
  const outsideGrid = html.replace(/<ul class="grid">[\s\S]*?<\/ul>/g, "");
  for (const place of over.result.locations) assert.ok(!outsideGrid.includes(place.name), `${name} named ${place.name}`);
  for (const { card } of over.result.cards) assert.ok(!card.role || !outsideGrid.includes(card.role), `${name} named the role ${card.role}`);
}

await runGame(base, async (open) => {
  const [mo, ...players] = await open(["Mo", "Ana", "Boris", "Chen", "Dana"]);
  const [tv] = await open(["TV"], { viewport: { width: 1920, height: 1080 } });
  step("the host makes a one-round room they moderate; four players join");
  const code = await seatTable([mo, ...players], { rounds: 1, moderator: true });
  for (const p of [mo, players[0]]) {
    const moRow = p.page.locator(".players li").filter({ hasText: /^Mo/ });
    await moRow.getByText("moderator", { exact: true }).waitFor();
  }
  assert.equal(await mo.page.getByText(/more player/).count(), 0, "four players are enough: the moderator is not one");
  await tv.goto(`/r/${code}/tv`);
  await tv.page.locator(".tv-players li.moderator").getByText("Mo", { exact: true }).waitFor();

  step("the moderator deals: every player gets a card, the moderator none");
  await mo.button("Start a game").click();
  await mo.button("Deal the round").click();
  const cards = await readCards(players, 1, []);
  await mo.page.getByText("You are moderating this game").waitFor();
  assert.equal(await mo.page.locator(".my-card").count(), 0, "no card for the moderator");
  assert.equal(await mo.button("Accuse someone").count(), 0, "no move of the round");
  const first = await turnHolder(players);
  assert.equal(first.name, "Ana", "R-2.6: the first player deals round 1 and asks first");
  const suspects = players[1].page.locator(".suspects");
  await suspects.getByText("Ana", { exact: true }).waitFor();
  assert.equal(await suspects.getByText("Mo", { exact: true }).count(), 0, "the moderator is no suspect");
  const moPages = [await mo.html()];
  await mo.visit(shots, "moderator");

  step("the moderator pauses with a reason and resumes");
  await mo.button("Pause the round").click();
  await mo.page.getByLabel("Why? (everyone sees it)").fill("Drinks");
  await mo.button("Pause").click();
  for (const p of [players[0], tv]) await p.page.locator(".card.paused").getByText("Drinks", { exact: true }).waitFor();
  moPages.push(await mo.html());
  await tv.shot(shots, "tv-moderator");
  await mo.button("Resume the round").click();
  await players[0].page.locator(".card.paused").waitFor({ state: "detached" });

  step("the players unmask the spy; the moderator is in no standings and on no podium");
  const accuser = players.find((p) => p !== cards.spy);
  await accuse(accuser, cards.spy.name);
  moPages.push(await mo.html());
  for (const p of players.filter((q) => q !== cards.spy && q !== accuser)) await p.button("Yes, convict").click();
  // The last ballot's answer may still be on its way: read the record once the round is over.
  await players[0].page.getByText(`${cards.spy.name} was indicted, and was the spy.`).waitFor();
  const over = await record(players[0], code, 1);
  for (const [i, page] of moPages.entries()) namesNothing(`the moderator's page ${i}`, page, over);
  await mo.page.locator(".by-round").waitFor();
  const rows = await mo.page.locator(".by-round tbody th").allInnerTexts();
  assert.deepEqual([...rows].sort(), players.map((p) => p.name).sort(), "the standings are the players'");
  await tv.page.locator(".podium").waitFor();
  assert.equal(await tv.page.locator(".podium").getByText("Mo", { exact: true }).count(), 0, "the moderator is on no podium");
  const { game } = await apiGet(mo, `/rooms/${code}`);
  assert.equal(game.standings.length, 4);
  await mo.visit(shots, "moderator-result");
});
