// The table app's other modes in a real headless Chromium, one browser context per phone,
// each game played through the screens only:
// - `final-voting`: time_travel with 4 phones; time runs out (the test server's clock is
//   moved) into final voting, shown in its order; one no passes a suspect
//   on, and the spy is convicted by the table.
// - `three`: the 3-player variant; a proposal to reveal the middle card, agreed by the
//   others, ends the round as the card says.
// - `team`: a whole team-mode game with 7 phones: in round 1 a captain says who
//   acts first, each captain asks every agent, the captains pick (the second picks the
//   spy), the spy names both locations in the order the view gives; rounds 2-4
//   run out of time and the unpicked spy names both; then everyone has captained
//   once and the game is over.
// - `two-spies`: classic with two spies among 7: five ballots cast at once (they
//   cross and are carried to fresher versions), indicting either spy wins for the table,
//   and the result names both.
// - `dead-phone`: classic with 5 phones, one of them dead: a vote shows its countdown and
//   whose ballot is missing on every phone; at the timeout it fails and every phone says
//   why, in place; the host then removes the dead phone's player from the round
//   screen, after a warning, and the round is void for all.
// After each game every page a phone showed is checked against the round's record
// and no phone may have logged an error or seen a failed request.
//
// Usage: node variants.mjs BASE_URL GAME. The clock is moved by asking the Rust test on
// stdout (`@@advance-clock MS`) and waiting for its `ok` on stdin.

import assert from "node:assert/strict";
import { PHONE, step } from "./phones.mjs";
import { accuse, advanceClock, apiGet, checkSecrecy, readCards, record, runGame, seatTable, snapshot, turnHolder } from "./table_kit.mjs";

const [base, game] = process.argv.slice(2);
const GAMES = { "final-voting": finalVoting, three, team, "two-spies": twoSpies, "dead-phone": deadPhone };
assert.ok(base && GAMES[game], `usage: variants.mjs BASE_URL ${Object.keys(GAMES).join("|")}`);
const shots = process.env.SCREENSHOTS;
const NAMES = ["Ana", "Boris", "Chen", "Dana", "Emil", "Fay", "Gleb"];

/** Every page each phone showed during the round. */
const seen = [];
let phones;
await runGame(base, async (open) => {
  phones = (n) => open(NAMES.slice(0, n));
  await GAMES[game]();
});

/** Deals round 1 of a new game from the host's phone and reads every card. */
async function dealFirstRound(table) {
  await table[0].button("Start a game").click();
  await table[0].button("Deal the round").click();
  return readCards(table, 1, seen);
}

/** Checks every page seen against its round's record; returns round 1's. */
async function secrecyChecked(phone, code) {
  const records = new Map();
  for (const { round } of seen) if (!records.has(round)) records.set(round, await record(phone, code, round));
  for (const { phone: name, round, html } of seen) checkSecrecy(name, html, records.get(round));
  return records.get(1);
}

async function finalVoting() {
  const table = await phones(4);
  step("four phones sit at a time_travel table with one-minute rounds");
  const code = await seatTable(table, { rule_set: "time_travel", rounds: 1, round_minutes: 1 });
  const deal = await dealFirstRound(table);
  assert.equal(deal.spies.length, 1, "one spy");

  step("time runs out: every phone shows final voting and its order (R-6.2, R-6.3)");
  await advanceClock(61_000);
  for (const p of table) await p.page.getByRole("heading", { name: "Final voting" }).waitFor();
  await table[0].visit(shots, "final-voting");
  await snapshot(table, 1, seen);

  step("each suspect in turn: one no passes them on, the spy is convicted by all");
  let convicted = null;
  for (let k = 0; k < table.length && !convicted; k += 1) {
    const suspect = await currentSuspect(table[0], k);
    const voters = table.filter((p) => p.name !== suspect);
    // A voter's phone must show this vote before the tap: a tap on the last suspect's
    // ballot is refused there (412), not moved to this one.
    const vote = async (p, answer) => {
      await p.page.getByRole("heading", { name: `Is ${suspect} the spy?` }).waitFor();
      await p.button(answer).click();
    };
    if (suspect === deal.spy.name) {
      for (const p of voters) await vote(p, "Yes, convict");
      convicted = suspect;
    } else {
      await vote(voters[0], "No");
    }
    await snapshot(table, 1, seen);
  }
  assert.equal(convicted, deal.spy.name, "the spy came up in the order");
  for (const p of table) await p.page.getByText(`${convicted} was convicted in the final vote.`).waitFor();
  await snapshot(table, 1, seen);
  const rec = await secrecyChecked(table[0], code);
  assert.equal(rec.result.outcome.kind, "convicted");
}

/** The `k`th suspect of final voting, once the phone's log shows the vote on them opened. */
async function currentSuspect(phone, k) {
  await phone.page.locator(".log li", { hasText: /^Final vote on / }).nth(k).waitFor();
  const question = await phone.page.locator(".vote h2").innerText();
  return /^Is (.*) the spy\?$/.exec(question)[1];
}

async function three() {
  const table = await phones(3);
  step("three phones sit at a time_travel table: the 3-player variant, a card in the middle");
  const code = await seatTable(table, { rule_set: "time_travel", rounds: 1 });
  const deal = await dealFirstRound(table);
  assert.ok(deal.spies.length <= 1, "at most one spy among the players (R-9.1)");
  await snapshot(table, 1, seen);

  step("one player proposes to reveal the middle card; the others agree (R-9.3)");
  const [proposer, ...others] = table;
  await proposer.button("Propose to reveal the middle card").click();
  for (const p of others) await p.page.getByText(`${proposer.name} proposes to reveal the middle card.`).waitFor();
  await others[0].visit(shots, "reveal-proposal");
  await snapshot(table, 1, seen);
  for (const p of others) await p.button("Yes, reveal").click();
  const spyCard = deal.spies.length === 0;
  const said = `The middle card was revealed: ${spyCard ? "the spy card" : "a location card"}.`;
  for (const p of table) await p.page.getByText(said).waitFor();
  await table[0].visit(shots, "result-three");
  const rec = await secrecyChecked(table[0], code);
  assert.equal(rec.result.middle_card.spy, spyCard, "the screen told what the record holds");
}

async function team() {
  const table = await phones(7);
  step("seven phones sit at a team-mode table (R-10)");
  const code = await seatTable(table, { rule_set: "time_travel", mode: "team" });
  const deal = await dealFirstRound(table);
  assert.equal(deal.spies.length, 1, "one spy among the agents");
  const captains = [];
  for (const p of table) if ((await p.text()).includes("You are a captain")) captains.push(p);
  assert.equal(captains.length, 2, "two captains (R-10.1)");
  await snapshot(table, 1, seen);

  step("a captain says who acts first; each captain asks every agent (R-10.3)");
  await captains[1].button(`${captains[0].name} first`).click();
  await captains[0].page.getByText("Your turn: ask someone a question.").waitFor();
  await captains[0].visit(shots, "team");
  // Each captain asks each of the five agents once: ten questions, then the picking.
  for (let asked = 0; asked < 10; asked += 1) {
    const asker = await turnHolder(captains);
    await asker.page.getByRole("button", { name: /^Ask / }).first().click();
    await asker.page.locator(".log li", { hasText: / asked / }).nth(asked).waitFor();
    await snapshot(table, 1, seen);
  }
  await captains[0].page.getByText("Pick an agent for your team, or stop picking.").waitFor();
  await snapshot(table, 1, seen);

  step("the first captain picks an agent, the second picks the spy (R-10.4)");
  const agent = table.find((p) => !captains.includes(p) && p !== deal.spy);
  await captains[0].button(`Pick ${agent.name}`).click();
  await captains[1].button(`Pick ${deal.spy.name}`).click();
  for (const p of table.filter((q) => q !== deal.spy)) {
    await p.page.getByText(`${deal.spy.name} is the spy and is naming both locations.`).waitFor();
  }
  await snapshot(table.filter((q) => q !== deal.spy), 1, seen);

  step("the spy names the picking captain's location first, then the other's");
  const [first, second] = [captains[1], captains[0]];
  await deal.spy.page.getByText(`Tap the location of captain ${first.name}.`).waitFor();
  await deal.spy.visit(shots, "team-guess");
  await deal.spy.page.locator(".location", { hasText: deal.placeOf(first) }).click();
  await deal.spy.page.getByText(`Tap the location of captain ${second.name}.`).waitFor();
  await deal.spy.page.locator(".location", { hasText: deal.placeOf(second) }).click();
  await deal.spy.button("Yes, name these two").click();
  const said = `${first.name} picked the spy. The spy named ${deal.placeOf(first)} (right), ${deal.placeOf(second)} (right).`;
  for (const p of table) await p.page.getByText(said).waitFor();
  await table[0].visit(shots, "result-team");

  step("rounds 2 to 4: time runs out with the spy unpicked, who names both locations (R-10.5)");
  for (let round = 2; round <= 4; round += 1) await teamRoundTimedOut(table, code, round);
  step("everyone has captained once: the game is over, says why, and shows a podium and the points by round (R-10.7)");
  for (const p of table) await p.page.getByText("The game is over. Everyone at the table has been captain.").waitFor();
  const host = table[0];
  await host.page.getByRole("list", { name: "The podium" }).waitFor();
  const byRound = host.page.getByRole("table", { name: "Points by round" });
  await byRound.waitFor();
  assert.equal(await byRound.locator("tbody tr").count(), table.length, "a row for every player");
  assert.equal(await byRound.locator("thead th").count(), 4 + 3, "a column for each of the 4 rounds, the name, the total and the spy rounds");
  // The fair-deal ledger: a captain is never dealt the spy card and an agent's chance is
  // one in five, so three rounds as an agent give 0.6 on average, two give 0.4.
  const ledger = await byRound.locator("tbody tr td:last-child").allInnerTexts();
  const parsed = ledger.map((cell) => /^(\d+) \(≈ (0\.[46])\)$/.exec(cell));
  assert.ok(parsed.every(Boolean), `the spy rounds against chance: ${ledger}`);
  const sum = (i) => parsed.reduce((total, p) => total + Number(p[i]), 0);
  assert.equal(sum(1), 4, "one spy a round");
  assert.equal(Math.round(sum(2) * 10), 40, "chance alone gives the four rounds' spies too");
  // German's words are the longest: on the narrowest phone the table scrolls inside its
  // card, and the podium (with ties, up to a place a player) wraps, rather than running
  // past the card's edge.
  await host.speak("de");
  await host.page.setViewportSize({ width: 360, height: 740 });
  const past = await host.page.locator("table.by-round").evaluate((t) => {
    const card = t.closest(".card");
    return card.scrollWidth - card.clientWidth;
  });
  assert.ok(past <= 0, `the podium or the points by round run ${past}px past their card`);
  const wider = await host.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wider <= 0, `the game-over page is ${wider}px wider than the phone`);
  await host.page.setViewportSize(PHONE);
  await host.speak("en");
  await host.visit(shots, "game-over");
  const rec = await secrecyChecked(table[0], code);
  assert.deepEqual(rec.result.outcome.correct, [true, true]);
}

/** A team round left to the clock: the spy then names the first captain's place right. */
async function teamRoundTimedOut(table, code, round) {
  const dealer = await Promise.any(table.map((p) => p.button("Deal the next round").waitFor().then(() => p)));
  await dealer.button("Deal the next round").click();
  const deal = await readCards(table, round, seen);
  await snapshot(table, round, seen);
  await advanceClock((await apiGet(dealer, `/rooms/${code}`)).round.clock.remaining_ms + 1000);
  const prompt = deal.spy.page.getByText(/^Tap the location of captain /);
  const captainOf = async () => /captain (.*)\.$/.exec(await prompt.innerText())[1];
  const firstName = await captainOf();
  const firstPlace = deal.placeOf(table.find((p) => p.name === firstName));
  await deal.spy.page.locator(".location", { hasText: firstPlace }).click();
  await prompt.filter({ hasNotText: firstName }).waitFor();
  const secondName = await captainOf();
  const secondPlace = deal.placeOf(table.find((p) => p.name === secondName));
  await deal.spy.page.locator(".location", { hasText: secondPlace }).click();
  await deal.spy.button("Yes, name these two").click();
  for (const p of table) await p.page.getByText(`Nobody picked the spy. The spy named ${firstPlace} (right), ${secondPlace} (right).`).waitFor();
}

async function twoSpies() {
  const table = await phones(7);
  step("seven phones sit at a classic table with two spies (R-12.1)");
  const code = await seatTable(table, { spies: 2, rounds: 1 });
  const deal = await dealFirstRound(table);
  assert.equal(deal.spies.length, 2, "two spy cards (R-12.2)");
  await snapshot(table, 1, seen);

  step("a player puts one spy to the vote; everyone else says yes (R-12.3)");
  const [spyA, spyB] = deal.spies;
  const accuser = table.find((p) => !deal.spies.includes(p));
  await accuse(accuser, spyA.name);
  await snapshot(table, 1, seen);
  // Five ballots at once: they cross, and each overtaken one is carried to the fresher
  // version (412, then sent again) instead of being lost.
  await Promise.all(table.filter((q) => q !== spyA && q !== accuser).map((p) => p.button("Yes, convict").click()));
  for (const p of table) {
    await p.page.getByText(`${spyA.name} was indicted, and was the spy.`).waitFor();
    await p.page.getByText(`The spies were ${spyA.name} and ${spyB.name}.`).waitFor();
  }
  await table[0].visit(shots, "result-two-spies");
  const rec = await secrecyChecked(table[0], code);
  assert.equal(rec.result.winner, "non_spies");
}

async function deadPhone() {
  const table = await phones(5);
  step("five phones sit at a classic table; one of them will die");
  const code = await seatTable(table, { rule_set: "classic", rounds: 2, vote_timeout_seconds: 30 });
  const deal = await dealFirstRound(table);
  const [host] = table;
  const dead = table.find((p) => p !== host && p !== deal.spy);
  await dead.page.close();
  const alive = table.filter((p) => p !== dead);
  const suspect = alive.find((p) => p !== host);

  step("the host accuses; every live phone shows the vote's countdown and who is missing");
  await accuse(host, suspect.name);
  for (const p of alive.filter((q) => q !== host && q !== suspect)) await p.button("Yes, convict").click();
  for (const p of alive) {
    await p.page.getByText(`Waiting for ${dead.name}.`).waitFor();
    await p.page.locator(".vote .countdown", { hasText: /0:\d\d left/ }).waitFor();
  }
  await host.visit(shots, "vote-waiting");
  await snapshot(alive, 1, seen);

  step("the timeout passes: the vote fails, and every phone says why in place (R-4.4)");
  await advanceClock(30_000);
  const why = `The vote on ${suspect.name} failed: ${dead.name} did not vote in time, and a missing vote counts as no.`;
  for (const p of alive) await p.page.locator(".recent", { hasText: why }).waitFor();
  await host.visit(shots, "vote-failed");

  step("the host removes the dead phone's player, after a warning: the round is void (R-7.5)");
  await host.page.getByText("The table: players, host, leaving").click();
  await host.button(`Remove ${dead.name}`).click();
  await host.page.getByRole("alertdialog").getByRole("button", { name: `Remove ${dead.name}` }).click();
  const voided = `The round is void: the host removed ${dead.name} from the table.`;
  for (const p of alive) await p.page.getByText(voided, { exact: false }).first().waitFor();
  await secrecyChecked(host, code);
}
