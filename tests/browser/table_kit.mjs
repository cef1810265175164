// What the browser games share: seating phones at a new table through the UI, reading
// cards as players do, the round's record, the secrecy check of every page a phone showed
// and asking the Rust test that runs the game to move the server's clock or to
// act as the organizer.

import assert from "node:assert/strict";
import { createInterface } from "node:readline";
import { Phone, SPY_CARD, launch } from "./phones.mjs";

/**
 * The host creates a room with these settings (the form's field names), then every
 * other phone joins by the room's link. `visit(phone, screen)` is called on the host's
 * home, form and lobby screens and on the first guest's join form. Returns the room code.
 */
export async function seatTable(phones, settings = {}, visit = async () => {}) {
  const [host, ...guests] = phones;
  await host.goto("/");
  await visit(host, "home");
  await host.page.getByLabel("Your name").fill(host.name);
  await host.button("Create a room").click();
  await visit(host, "create-room");
  for (const [label, value] of Object.entries(settings)) {
    const field = host.page.locator(`[name="${label}"]`);
    const kind = await field.evaluate((el) => (el.type === "checkbox" ? "checkbox" : el.tagName));
    if (kind === "checkbox") await field.setChecked(Boolean(value));
    else if (kind === "SELECT") await field.selectOption(String(value));
    else await field.fill(String(value));
  }
  await host.button("Create a room").click();
  await host.page.waitForURL(/\/r\/[A-Z0-9]+$/);
  const code = (await host.page.locator(".room-code").innerText()).trim();
  assert.match(code, /^[A-Z0-9]+$/);
  for (const phone of guests) {
    await phone.goto(`/r/${code}`);
    if (phone === guests[0]) await visit(phone, "join");
    await phone.page.getByLabel("Your name").fill(phone.name);
    await phone.button("Join").click();
    await phone.page.locator(".players").getByText(phone.name, { exact: true }).waitFor();
  }
  await host.page.locator(".players li").nth(phones.length - 1).waitFor();
  await visit(host, "lobby");
  return code;
}

/** Every phone's card, read as a player would, kept in `seen` with the round's number. */
export async function readCards(phones, round, seen) {
  const cards = new Map();
  for (const p of phones) {
    await p.page.locator(".my-card").waitFor();
    const card = await p.readCard();
    cards.set(p.name, card);
    seen.push({ phone: p.name, round, html: card.html });
  }
  const spies = phones.filter((p) => cards.get(p.name).spy);
  /** A card's location line: the second line of a non-spy's card face. */
  const placeOf = (p) => cards.get(p.name).text.split("\n").map((l) => l.trim()).filter(Boolean)[1];
  const innocent = phones.find((p) => !cards.get(p.name).spy);
  return { cards, spies, spy: spies[0], location: placeOf(innocent), placeOf };
}

/** Every page each phone shows now, kept in `seen` for the secrecy check. */
export async function snapshot(phones, round, seen) {
  for (const phone of phones) seen.push({ phone: phone.name, round, html: await phone.html() });
}

/** The phone that shows it is its turn to ask, whichever shows it first. */
export function turnHolder(phones) {
  return Promise.any(
    phones.map((p) => p.page.getByText("Your turn: ask someone a question.").waitFor().then(() => p)),
  );
}

export async function accuse(phone, suspectName) {
  await phone.button("Accuse someone").click();
  await phone.button(`Accuse ${suspectName}`).click();
  await phone.page.locator(".vote").waitFor();
}

/** GET `path` of the API as `phone`'s player, with the token the app keeps. */
export function apiGet(phone, path) {
  return phone.page.evaluate(async (path) => {
    const token = JSON.parse(localStorage.getItem("spyfall.session")).token;
    return (await fetch(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  }, path);
}

/** The round's whole record, readable once it is over. */
export const record = (phone, code, round) => apiGet(phone, `/rooms/${code}/rounds/${round}`);

/**
 * on one page of `name`: a spy's page names no location of the round outside the
 * grid; a non-spy's page shows no role but their own and, in team mode, not the other
 * captain's location.
 */
export function checkSecrecy(name, html, record) {
  const { cards, locations } = record.result;
  const outsideGrid = html.replace(/<ul class="grid">[\s\S]*?<\/ul>/g, "");
  const spyPage = SPY_CARD.test(html);
  const mine = (/<p class="card-title">([^<]*)<\/p>/.exec(html) ?? [])[1];
  for (const place of locations) {
    if (spyPage || (mine && place.name !== mine)) {
      assert.ok(!outsideGrid.includes(place.name), `${name}'s page names ${place.name} outside the grid`);
    }
  }
  const myRole = (/<p class="card-role">([^<]*)<\/p>/.exec(html) ?? [])[1];
  for (const { card } of cards) {
    if (card.role && card.role !== myRole) {
      assert.ok(!outsideGrid.includes(`>${card.role}<`), `${name}'s page shows the role ${card.role}, not theirs`);
    }
  }
}

/** @type {import("node:readline").Interface | null} */
let requests = null;
let answers = null;

/**
 * Asks the Rust test that started this script for something only it can do (move the
 * server's clock, act as the organizer): `@@request` on stdout, answered by `ok` on stdin
 * once done.
 */
export async function ask(request) {
  requests ??= createInterface({ input: process.stdin });
  answers ??= requests[Symbol.asyncIterator]();
  console.log(`@@${request}`);
  const reply = await answers.next();
  assert.equal(reply.value, "ok", `the test did: ${request}`);
}

/** Moves the test server's clock on by `ms`. */
export const advanceClock = (ms) => ask(`advance-clock ${ms}`);

/** Lets the script end: stdin is no longer read. */
export function releaseRequests() {
  requests?.close();
}

/**
 * Runs a browser game: `game(open)` gets `open(names, options)`, which opens one phone per
 * name (options: Phone.open's, such as the browser's `locale`).
 * The game passes when it returns and no phone logged an error or saw a failed request;
 * on failure every page is kept as a screenshot in `SCREENSHOTS` (when set).
 */
export async function runGame(base, game) {
  const shots = process.env.SCREENSHOTS;
  const browser = await launch();
  const problems = [];
  const open = async (names, options = {}) => {
    const list = [];
    for (const name of names) list.push(await Phone.open(browser, base, name, problems, options));
    return list;
  };
  try {
    await game(open);
    assert.deepEqual(problems, [], "no console errors or failed requests");
    console.log("ok: every step passed");
  } catch (error) {
    console.error(problems.join("\n"));
    const pages = browser.contexts().flatMap((c) => c.pages());
    // What each phone showed when it failed: a flake in CI leaves no screenshots behind.
    for (const [i, page] of pages.entries()) {
      const text = await page.locator("body").innerText({ timeout: 2000 }).catch(() => "(unreadable)");
      console.error(`--- phone ${i}:\n${text.slice(0, 1500)}`);
    }
    if (shots) for (const [i, page] of pages.entries()) await page.screenshot({ path: `${shots}/failed-${i}.png`, fullPage: true });
    throw error;
  } finally {
    releaseRequests();
    await browser.close();
  }
}
