// A phone lying on the table is public (API.md): with its card face down, a spy's phone
// must look exactly like anyone else's. In each mode, at each phase, this compares the
// screen of a spy's phone with a non-spy's phone, neither the host's nor the one on turn
// (nor a captain's, nor the suspect's): the accessibility tree of the page (every text,
// every button's name, in order), the two players' own names made alike and the clock's
// digits aside.
//
// A deal puts the spy card where chance puts it; a game is started again until the cards
// fall as a comparison needs (a bounded number of times: each try has at least one chance
// in six). With two players no phone is neither host nor on turn, so two tables play side
// by side and the same phone is compared across them.
//
// Usage: node glance.mjs BASE_URL MODE, MODE one of classic, final-voting, three, two,
// team, two-spies. The clock is moved by asking the Rust test (`@@advance-clock MS`).

import assert from "node:assert/strict";
import { LANGUAGES, step } from "./phones.mjs";
import { advanceClock, apiGet, runGame, seatTable } from "./table_kit.mjs";

const [base, mode] = process.argv.slice(2);
const MODES = { classic, "final-voting": finalVoting, three, two, team, "two-spies": twoSpies };
assert.ok(base && MODES[mode], `usage: glance.mjs BASE_URL ${Object.keys(MODES).join("|")}`);
const NAMES = ["Ana", "Boris", "Chen", "Dana", "Emil", "Fay", "Gleb"];
const TRIES = 40;


/** A write to the API as `phone`'s player. */
function apiSend(phone, method, path, body) {
  return phone.page.evaluate(
    async ([method, path, body]) => {
      const token = JSON.parse(localStorage.getItem("spyfall.session")).token;
      const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const res = await fetch(`/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body],
  );
}

/**
 * Starts games and deals their first round from the host's phone until `fits(views)` holds
 * for every phone's view of the round; returns the views by phone.
 */
async function dealUntil(table, code, fits) {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    if (attempt > 0) assert.equal((await apiSend(table[0], "POST", `/rooms/${code}/rounds/current/abandon`)).status, 200);
    assert.equal((await apiSend(table[0], "POST", `/rooms/${code}/games`)).status, 201);
    assert.equal((await apiSend(table[0], "POST", `/rooms/${code}/rounds`)).status, 201);
    const views = [];
    for (const p of table) views.push(await apiGet(p, `/rooms/${code}`));
    if (fits(views)) return views;
  }
  assert.fail(`no deal in ${TRIES} fitted the comparison`);
}

const isSpy = (view) => view.round.my_card?.spy === true;
const myId = (view) => view.me.player_id;

/** Waits until every phone shows the room at `version` or later. */
async function settled(table, code) {
  const { version } = await apiGet(table[0], `/rooms/${code}`);
  for (const p of table) {
    await p.page.waitForFunction(
      (version) => Number(document.querySelector(".room")?.dataset.version ?? -1) >= version,
      version,
    );
  }
}

/** A phone's screen with its card face down, as anyone at the table could read it. */
async function glance(phone, names) {
  assert.equal(await phone.page.locator("#card-face").isHidden(), true, `${phone.name}'s card is face down`);
  let tree = await phone.page.locator("main").ariaSnapshot();
  for (const name of names) tree = tree.replaceAll(name, "PLAYER");
  return tree.replace(/\d+:\d\d/g, "M:SS");
}

/**
 * The screens of `a` and `b` (a spy and a non-spy, in either order) must be the same, in
 * every language of the app.
 */
async function same(a, b, phase) {
  const names = [a.name, b.name];
  for (const lang of Object.keys(LANGUAGES)) {
    for (const p of [a, b]) await p.speak(lang);
    const [ta, tb] = [await glance(a, names), await glance(b, names)];
    assert.equal(ta, tb, `${phase} [${lang}]: ${a.name}'s and ${b.name}'s screens differ with their cards face down`);
  }
  for (const p of [a, b]) await p.speak("en");
  step(`${phase}: ${a.name} and ${b.name} show the same screen, in every language`);
}

/** The spy and a non-spy among `candidates` (seats), if the deal gives both. */
function pair(views, candidates) {
  const spy = candidates.find((i) => isSpy(views[i]));
  const other = candidates.find((i) => !isSpy(views[i]));
  return spy === undefined || other === undefined ? null : [spy, other];
}

async function classic() {
  const table = await open(NAMES.slice(0, 5));
  const code = await seatTable(table, { rule_set: "classic", rounds: 1 });
  step("five phones at a classic table; the host deals and asks first");
  // The host deals and has the turn; the host accuses seat 4, so seats 1 to 3 hold the
  // spy and a non-spy who may both vote.
  const views = await dealUntil(table, code, (v) => pair(v, [1, 2, 3]) !== null && !isSpy(v[0]));
  const [s, o] = pair(views, [1, 2, 3]);
  await settled(table, code);
  await same(table[s], table[o], "playing");
  await apiSend(table[0], "POST", `/rooms/${code}/actions`, { type: "accuse", suspect: myId(views[4]) });
  await settled(table, code);
  await same(table[s], table[o], "a vote");
}

async function finalVoting() {
  const table = await open(NAMES.slice(0, 5));
  const code = await seatTable(table, { rule_set: "time_travel", rounds: 1, round_minutes: 1 });
  step("five phones at a time_travel table; time runs out into final voting");
  // Final voting puts the dealer to the vote first: compare two voters who are neither
  // the host nor the dealer.
  let seats;
  const views = await dealUntil(table, code, (v) => {
    const dealer = v[0].round.dealer_id;
    const voters = [1, 2, 3, 4].filter((i) => myId(v[i]) !== dealer);
    seats = pair(v, voters);
    return seats !== null;
  });
  await advanceClock(views[0].round.clock.remaining_ms + 1000);
  await apiGet(table[0], `/rooms/${code}`);
  await settled(table, code);
  const [s, o] = seats;
  await same(table[s], table[o], "final voting");
}

/** Has the host on turn: whoever holds the turn asks the host. */
async function turnToHost(table, code) {
  const view = await apiGet(table[0], `/rooms/${code}`);
  const holder = table.findIndex((_, i) => i > 0 && view.players.find((p) => p.seat === i)?.id === view.round.turn_player_id);
  if (holder > 0) {
    const res = await apiSend(table[holder], "POST", `/rooms/${code}/actions`, { type: "ask", target: view.me.player_id });
    assert.equal(res.status, 200);
  }
}

async function three() {
  const table = await open(NAMES.slice(0, 3));
  const code = await seatTable(table, { rule_set: "time_travel", rounds: 1 });
  step("three phones at a time_travel table: a card lies in the middle");
  const views = await dealUntil(table, code, (v) => pair(v, [1, 2]) !== null);
  const [s, o] = pair(views, [1, 2]);
  await turnToHost(table, code);
  await settled(table, code);
  await same(table[s], table[o], "playing (3 players)");
  await apiSend(table[0], "POST", `/rooms/${code}/actions`, { type: "propose_reveal_middle" });
  await settled(table, code);
  await same(table[s], table[o], "a reveal proposal (3 players)");
}

async function two() {
  // Two tables of the same two names; Boris holds the spy card at one and not the other.
  const [left, right] = [await open(NAMES.slice(0, 2)), await open(NAMES.slice(0, 2))];
  const tables = [];
  for (const [table, spy] of [
    [left, true],
    [right, false],
  ]) {
    const code = await seatTable(table, { rule_set: "time_travel", rounds: 1 });
    // The host deals and holds the turn at both tables, Boris the spy at one only.
    await dealUntil(table, code, (v) => isSpy(v[1]) === spy && v[0].round.turn_player_id === myId(v[0]));
    await settled(table, code);
    tables.push({ table, code });
  }
  step("two tables of two phones: Boris is the spy at one, not at the other");
  const glanceAt = async ({ table, code }) => (await glance(table[1], [])).replaceAll(code, "CODE");
  const compare = async (phase) => {
    for (const lang of Object.keys(LANGUAGES)) {
      for (const { table } of tables) await table[1].speak(lang);
      assert.equal(await glanceAt(tables[0]), await glanceAt(tables[1]), `${phase} [${lang}]: Boris's screens differ`);
    }
    for (const { table } of tables) await table[1].speak("en");
    step(`${phase}: Boris's screen is the same as the spy and as a non-spy, in every language`);
  };
  await compare("playing (2 players)");
  for (const { table, code } of tables) {
    await apiSend(table[0], "POST", `/rooms/${code}/actions`, { type: "propose_reveal_middle" });
    await settled(table, code);
  }
  await compare("a reveal proposal (2 players)");
}

async function team() {
  const table = await open(NAMES);
  const code = await seatTable(table, { rule_set: "time_travel", mode: "team" });
  step("seven phones at a team table");
  let seats;
  const views = await dealUntil(table, code, (v) => {
    const captains = v[0].round.team.captains;
    seats = pair(v, [1, 2, 3, 4, 5, 6].filter((i) => !captains.includes(myId(v[i]))));
    return seats !== null;
  });
  const [s, o] = seats;
  await settled(table, code);
  await same(table[s], table[o], "the captains choose who acts first");
  const [first, second] = views[0].round.team.captains;
  const captainPhone = (id) => table[views.findIndex((v) => myId(v) === id)];
  await apiSend(captainPhone(first), "POST", `/rooms/${code}/actions`, { type: "choose_first_captain", captain: first });
  await settled(table, code);
  await same(table[s], table[o], "team questions");
  for (const captain of [first, second]) {
    const agents = (await apiGet(table[0], `/rooms/${code}`)).round.team.unpicked_agents;
    for (const agent of agents) {
      const res = await apiSend(captainPhone(captain), "POST", `/rooms/${code}/actions`, { type: "ask", target: agent });
      assert.equal(res.status, 200);
    }
  }
  await settled(table, code);
  assert.equal((await apiGet(table[0], `/rooms/${code}`)).round.phase, "team_picking");
  await same(table[s], table[o], "team picking");
}

async function twoSpies() {
  const table = await open(NAMES);
  const code = await seatTable(table, { rule_set: "classic", spies: 2, rounds: 1 });
  step("seven phones at a classic table with two spies");
  // The host deals, asks first and accuses seat 6: compare two of seats 1 to 5.
  const views = await dealUntil(table, code, (v) => pair(v, [1, 2, 3, 4, 5]) !== null && !isSpy(v[0]));
  const [s, o] = pair(views, [1, 2, 3, 4, 5]);
  await settled(table, code);
  await same(table[s], table[o], "playing (two spies)");
  await apiSend(table[0], "POST", `/rooms/${code}/actions`, { type: "accuse", suspect: myId(views[6]) });
  await settled(table, code);
  await same(table[s], table[o], "a vote (two spies)");
}

/** Opens one phone per name. */
let open;
await runGame(base, async (o) => {
  open = o;
  await MODES[mode]();
});
