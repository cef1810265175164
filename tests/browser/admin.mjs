// The admin panel in a real headless Chromium: an organizer logs in, makes a pack, adds
// locations and roles, fixes a validation error, imports a file, publishes the pack,
// finds it in GET /api/v1/packs, runs a league night (a season, a night, walk-ins checked
// in and out, tables of four so that one of five sits out, a seating proposed and
// confirmed, the projector's announcement and countdown, the printable table cards and
// night sheet), opens the night's projector page without a session (QR codes, table
// progress, the sit-out), reads the night in Russian, prints Spanish table cards and
// shows the projector in German, and logs out.
//
// Usage: node admin.mjs BASE_URL USERNAME PASSWORD
// Environment: CHROMIUM (default /usr/bin/chromium); SCREENSHOTS, a directory to save
// screenshots of the main pages in (none are taken without it).

import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "./phones.mjs";

const [base, username, password] = process.argv.slice(2);
assert.ok(base && username && password, "usage: admin.mjs BASE_URL USERNAME PASSWORD");
const shots = process.env.SCREENSHOTS;

const browser = await launch();
const problems = [];

async function shot(page, name) {
  if (shots) {
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }
}

function step(name) {
  console.log(`- ${name}`);
}

try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  // A blocked script or style (the CSP), or a failed asset, shows here.
  // Pages answer 401 or 422 on purpose; a stylesheet, script or icon must not fail.
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) {
      problems.push(`console: ${m.text()}`);
    }
  });
  page.on("response", (r) => {
    if (r.request().resourceType() !== "document" && r.status() >= 400) {
      problems.push(`${r.status()} for ${r.url()}`);
    }
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("dialog", (d) => d.accept());

  step("a page of the panel sends a visitor without a session to the login page");
  await page.goto(`${base}/admin/packs`);
  assert.match(page.url(), /\/admin\/login$/);
  await shot(page, "login");

  step("a wrong password is refused on the page");
  await page.fill("#f-username", username);
  await page.fill("#f-password", "not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("The username or the password is wrong.").waitFor();

  step("log in");
  await page.fill("#f-username", username);
  await page.fill("#f-password", password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/admin\/packs$/);
  await page.getByText(`Logged in as ${username}.`).waitFor();
  await shot(page, "packs");

  step("create a pack");
  const packName = "Pirate Night";
  await page.fill("#f-name", packName);
  await page.getByRole("button", { name: "Create pack" }).click();
  await page.waitForURL(/\/admin\/packs\/pirate-night$/);
  const packUrl = page.url();
  const packId = packUrl.split("/").pop();
  await page.getByRole("heading", { name: packName }).waitFor();

  step("add a location and its roles");
  await addLocation(page, "Ship Deck", "Captain\nFirst Mate\nCook\nLookout");
  await page.getByText("Location 'Ship Deck' added.").waitFor();

  step("a location with no name is refused next to the field, then fixed");
  await addLocation(page, "   ", "Smuggler\nCustoms Officer");
  const nameError = page.locator("#f-name-error");
  await nameError.waitFor();
  assert.match(await nameError.innerText(), /Location name must not be empty/);
  assert.equal(await page.locator("#f-name").getAttribute("aria-invalid"), "true");
  // What was typed is still there to be fixed.
  assert.match(await page.locator("#f-roles").inputValue(), /Customs Officer/);
  await shot(page, "validation");
  await page.fill("#f-name", "Harbour");
  await page.getByRole("button", { name: "Add location" }).click();
  await page.getByText("Location 'Harbour' added.").waitFor();

  step("move a location up");
  await page.getByRole("button", { name: "Move Harbour up" }).click();
  await page.getByText("Location moved.").waitFor();
  const names = await page.locator(".loc-name").allInnerTexts();
  assert.deepEqual(names, ["Harbour", "Ship Deck"]);

  step("import a CSV file into the pack: a preview first, then the import");
  const dir = mkdtempSync(join(tmpdir(), "spyfall-browser-"));
  const csv = join(dir, "pirates.csv");
  writeFileSync(
    csv,
    "location,role\nHarbour,Smuggler\nHarbour,Customs Officer\nShip Deck,Captain\n" +
      "Ship Deck,First Mate\nShip Deck,Cook\nShip Deck,Lookout\n" +
      "Treasure Island,Castaway\nTreasure Island,Parrot Keeper\n",
  );
  await page.goto(`${base}/admin/import?into=${packId}`);
  await page.setInputFiles("#f-file", csv);
  await page.getByRole("button", { name: "Preview the import" }).click();
  await page.getByRole("heading", { name: "What will change" }).waitFor();
  const changes = await page.locator("ul.changes li").allInnerTexts();
  assert.deepEqual(changes, ["Add the location 'Treasure Island' (2 roles)"]);
  await shot(page, "import-preview");
  await page.getByText("adding to its locations (none is removed)").waitFor();
  await page.getByRole("button", { name: "Add to the pack", exact: true }).click();
  await page.waitForURL(packUrl);
  await page.getByText(/it holds 3 now/).waitFor();

  step("publish the pack");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Published: hosts can now choose this pack.").waitFor();
  await page.locator("h1 .badge.published").waitFor();
  await shot(page, "pack");

  step("hosts see it in GET /api/v1/packs");
  const listed = await (await fetch(`${base}/api/v1/packs`)).json();
  const mine = listed.packs.find((p) => p.id === packId);
  assert.ok(mine, `${packId} is listed`);
  assert.equal(mine.location_count, 3);

  step("the rooms overview opens");
  await page.getByRole("link", { name: "Rooms" }).click();
  await page.getByRole("heading", { name: "Live rooms" }).waitFor();
  await shot(page, "rooms");

  step("create a league season and a night in it");
  await page.getByRole("link", { name: "League" }).click();
  await page.waitForURL(/\/admin\/league$/);
  await page.fill("#f-name", "Browser season");
  await page.getByRole("button", { name: "Create season" }).click();
  await page.waitForURL(/\/admin\/league\/seasons\/[0-9a-f-]+$/);
  await page.getByText("Season 'Browser season' created.").waitFor();
  await page.fill("#n-name", "Friday night");
  await page.fill("#n-rounds", "2");
  await page.getByRole("button", { name: "Create night" }).click();
  await page.waitForURL(/\/admin\/league\/nights\/[0-9a-f-]+$/);
  await page.getByText("Night 'Friday night' created").waitFor();

  step("add five walk-ins, each with a claim code");
  for (const name of ["Ada", "Bo", "Cy", "Dee", "Eve"]) {
    await page.selectOption("#p-kind", "walk_in");
    await page.fill("#p-name", name);
    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByText(`${name} added as a walk-in. Their claim code:`).waitFor();
  }
  assert.equal(await page.locator("code.claim").count(), 5);

  step("check-in: walk-ins are here; one is ticked off and back on");
  await page.locator("#arrivals").getByText("5 here").waitFor();
  const eveRow = page.locator("#players tr", { hasText: "Eve" });
  await eveRow.getByRole("button", { name: "Not here" }).click();
  await page.getByText("Eve is no longer checked in.").waitFor();
  await page.locator("#arrivals").getByText("4 here").waitFor();
  await page.locator("#players tr", { hasText: "Eve" }).getByRole("button", { name: "Check in" }).click();
  await page.getByText("Eve is checked in: seated from the next proposal.").waitFor();

  step("tables of exactly 4: five players here, so one sits the round out");
  await page.fill("#s-min", "4");
  await page.fill("#s-max", "4");
  await page.getByRole("button", { name: "Save seating settings" }).click();
  await page.getByText("Later proposals seat by fewest repeat meetings, at tables of 4 to 4.").waitFor();

  step("propose the first seating round, then confirm it: the table gets a room");
  await page.getByRole("button", { name: "Propose seating round 1" }).click();
  const proposed = page.getByText(/Seating round 1 proposed: 1 table, \w+ sits out\./);
  await proposed.waitFor();
  const sitter = (await proposed.textContent()).match(/1 table, (\w+) sits out/)[1];
  await page.locator("#sitting-out li", { hasText: sitter }).waitFor();
  await shot(page, "night-proposal");
  await page.getByRole("button", { name: "Confirm seating" }).click();
  const confirmed = page.getByText(/Seating round 1 confirmed; rooms table 1: [A-Z]{5}\./);
  await confirmed.waitFor();
  const roomCode = (await confirmed.textContent()).match(/table 1: ([A-Z]{5})/)[1];
  await page.fill("#b-line", "Pizza at the bar after round 1");
  await page.fill("#b-minutes", "25");
  await page.getByRole("button", { name: "Show on the projector" }).click();
  await page.getByText("The projector shows the announcement and the countdown.").waitFor();
  await shot(page, "night");

  step("print the table cards: the table, its room code and QR code, the seated names");
  const cards = await context.newPage();
  cards.on("console", (m) => m.type() === "error" && problems.push(`cards console: ${m.text()}`));
  await cards.goto(`${page.url().split("#")[0]}/print/tables`);
  const card = cards.locator('section.card[data-table="1"]');
  await card.getByRole("heading", { name: "Table 1" }).waitFor();
  await card.getByText(roomCode).waitFor();
  assert.equal(await card.locator(".qr svg").count(), 1, "a QR code on the card");
  assert.equal(await card.locator("li").count(), 4, "the four seated names");
  assert.equal(await card.getByText(sitter).count(), 0, "the sitter is on no card");
  await cards.emulateMedia({ media: "print" });
  assert.equal(await cards.locator(".toolbar").isVisible(), false, "the print stylesheet hides the toolbar");
  await shot(cards, "table-cards");
  await cards.goto(`${page.url().split("#")[0]}/print/sheet`);
  await cards.getByRole("heading", { name: "Seating round 1" }).waitFor();
  await shot(cards, "night-sheet");
  await cards.close();

  step("open the projector page in a browser without a session");
  const href = await page.locator("#projector-link").getAttribute("href");
  assert.match(href, /^\/league\/[0-9a-f]{32}$/);
  const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await wall.newPage();
  screen.on("console", (m) => m.type() === "error" && problems.push(`projector console: ${m.text()}`));
  screen.on("response", (r) => r.status() >= 400 && problems.push(`projector: ${r.status()} for ${r.url()}`));
  await screen.goto(`${base}${href}`);
  await screen.getByRole("heading", { name: "Friday night" }).waitFor();
  assert.equal(await screen.locator('meta[http-equiv="refresh"]').getAttribute("content"), "10");
  await screen.getByText(roomCode).waitFor();
  await screen.locator("#announcement").getByText("Pizza at the bar after round 1").waitFor();
  await screen.locator("#countdown").getByText(/^Next seating round at \d\d:\d\d \(in 2[45] min\)$/).waitFor();
  await screen.getByText(`Sitting this round out: ${sitter}`).waitFor();
  await screen.locator('.table[data-table="1"] .progress').getByText("waiting for the first game").waitFor();
  assert.equal(await screen.locator("#join svg").count(), 1, "a QR code to join the night");
  assert.equal(await screen.locator(".table-qr svg").count(), 1, "a QR code per table");
  for (const name of ["Ada", "Bo", "Cy", "Dee", "Eve"]) {
    assert.equal(await screen.locator("td.name", { hasText: name }).count(), 1, `${name} in the standings`);
  }
  // Readable across a room: the standings' text is large on a 1080p screen.
  const size = await screen.locator("td.name").first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 28, `standings text is ${size}px`);
  await shot(screen, "projector");
  await wall.close();

  step("the host is at the bar: the organizer starts table 1's game and deals from the night page");
  const nightUrl = page.url().split("#")[0];
  await page.goto(nightUrl);
  const act = async (label) => {
    const rescue = page.locator("details.rescue").first();
    if (!(await rescue.getAttribute("open"))) await rescue.locator("summary").click();
    await rescue.getByRole("button", { name: label }).click();
  };
  await act("Start the next game");
  await page.getByText(`Room ${roomCode}: A new game started.`).waitFor();
  await act("Deal the next round");
  await page.getByText(`Room ${roomCode}: The next round is dealt.`).waitFor();
  // Ending a round asks first; Cancel leaves it played.
  await act("End the round…");
  await page.getByRole("heading", { name: `End the round at room ${roomCode}?` }).waitFor();
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.locator("#seating").waitFor();

  step("seating round 2 while table 1 plays: the panel names the table and asks before ending its round");
  await page.getByRole("button", { name: "Propose seating round 2" }).click();
  await page.getByText(/Seating round 2 proposed/).waitFor();
  await page.getByRole("button", { name: "Confirm seating" }).click();
  await page.getByRole("heading", { name: "Seat the next round while tables still play?" }).waitFor();
  await page.getByText(new RegExp(`^Table 1 \\(room ${roomCode}\\): `)).waitFor();
  await shot(page, "night-seat-over-playing");
  await page.getByRole("button", { name: "End those rounds and confirm the seating" }).click();
  await page.getByText(/Seating round 2 confirmed; rooms table 1: [A-Z]{5}\./).waitFor();

  step("the pack page on a phone-sized screen");
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await phone.addCookies(await context.cookies());
  const small = await phone.newPage();
  await small.goto(packUrl);
  await small.getByRole("heading", { name: packName }).waitFor();
  const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await shot(small, "pack-phone");
  await phone.close();

  step("the panel in Russian; table cards printed in Spanish; the projector in German");
  await page.goto(nightUrl);
  await page.locator("header nav.languages").getByRole("link", { name: "Русский" }).click();
  await page.getByRole("heading", { name: "Рассадка", exact: true }).waitFor();
  assert.equal(await page.locator("html").getAttribute("lang"), "ru");
  await shot(page, "night-ru");
  await page.selectOption("#print-lang", "es");
  const [spanish] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Печать карточек столов" }).click(),
  ]);
  await spanish.locator('section.card[data-table="1"]').getByRole("heading", { name: "Mesa 1" }).waitFor();
  await spanish.getByText("Escanea para abrir esta mesa en la app").waitFor();
  await shot(spanish, "table-cards-es");
  await spanish.close();
  // The page offers the language printed in last, for the projector too.
  await page.reload();
  assert.equal(await page.locator("#print-lang").inputValue(), "es");
  await page.selectOption("#print-lang", "de");
  const [german] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Открыть экран проектора" }).click(),
  ]);
  await german.setViewportSize({ width: 1920, height: 1080 });
  await german.getByRole("heading", { name: "Tische" }).waitFor();
  await german.locator("th", { hasText: "Siege als Spion" }).waitFor();
  await shot(german, "projector-de");
  await german.close();
  await page.locator("header nav.languages").getByRole("link", { name: "English" }).click();
  await page.getByRole("heading", { name: "Seating", exact: true }).waitFor();

  step("log out: the panel asks for a login again");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(/\/admin\/login$/);
  await page.getByText("Logged out.").waitFor();
  await page.goto(`${base}/admin/packs`);
  assert.match(page.url(), /\/admin\/login$/);

  assert.deepEqual(problems, [], "no console errors (blocked scripts or styles)");
  console.log("ok: every step passed");
} finally {
  await browser.close();
}

async function addLocation(page, name, roles) {
  await page.fill("#f-name", name);
  await page.fill("#f-roles", roles);
  await page.getByRole("button", { name: "Add location" }).click();
}
