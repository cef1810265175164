// The table app in a real headless Chromium: five phones (one browser context each) play
// a classic game with nothing but the join code. In the lobby the host's start tapped
// offline is said not sent until someone sits down. Round 1: two phones (the spy's and
// another) mark suspects, kept across a reload, alike, told to no server, gone next round;
// a question tapped twice at once (one request), one tapped offline (said not sent until
// the room moves on), a pause with a reason on every phone (the host resumes), a failed
// vote, then the spy indicted; round 2: the spy guesses the location (a confirmation left
// open turns back by itself). Along the way: a reload keeps the seat and the card, a
// phone taken offline says it is reconnecting and recovers; in
// round 3 the host removes a player from the round screen after a warning, the round is
// void for everyone and the player removed is told so. After the rounds, every page a phone showed is
// checked against the round's record: no other player's card on a non-spy's page, and
// the location nowhere on the spy's but in the grid. Rules the screens are seen to
// follow: R-2.6 (round 2 dealt by round 1's spy), R-2.8 (the used location marked),
// R-3.1 (the one asked has the turn), R-4.2 (one no ends the vote), R-4.3 (all yes
// indicts), R-4.7 (ballots shown as cast), R-5.2 (a right guess wins for the spy).
//
// Usage: node table.mjs BASE_URL PUBLIC_URL (the server's SPYFALL_PUBLIC_URL)
// Environment: CHROMIUM (default /usr/bin/chromium); SCREENSHOTS, a directory to save
// screenshots of the screens in (none are taken without it).

import assert from "node:assert/strict";
import { LANGUAGES, step } from "./phones.mjs";
import { accuse, apiGet, checkSecrecy, readCards, record, runGame, seatTable, snapshot, turnHolder } from "./table_kit.mjs";

const [base, publicUrl] = process.argv.slice(2);
assert.ok(base && publicUrl, "usage: table.mjs BASE_URL PUBLIC_URL");
const shots = process.env.SCREENSHOTS;
const NAMES = ["Ana", "Boris", "Chen", "Dana", "Emil"];

/** Every page each phone showed during a round, with its round number. */
const seen = [];

await runGame(base, async (open) => {
  const phones = await open(NAMES);
  const [host] = phones;

  step("the host opens the app, names themself and creates a room; four more phones join by its link");
  const code = await seatTable(phones, {}, (phone, name) => phone.visit(shots, name));
  assert.equal(await host.page.locator("img.qr").count(), 1, "the lobby shows a QR code");
  step("the lobby shows the link phones open (SPYFALL_PUBLIC_URL), labelled, with Copy");
  assert.equal(await host.page.getByLabel("Link to this table").inputValue(), `${publicUrl}/r/${code}`);
  await host.button("Copy the link").click();
  await host.button("Copied").waitFor();
  assert.equal(await host.page.getByText("Only this computer can open this link").count(), 0);
  await standApart(host.page.locator("body"), "the lobby's buttons");
  const options = host.page.locator("details.row-actions summary").nth(1);
  await options.click();
  await standApart(host.page.locator("details.row-actions[open]"), "a player's options in the lobby");
  await options.click();

  step("the host's start tapped offline is said not sent; the message goes once someone sits down");
  await host.setOffline(true);
  await host.button("Start a game").click();
  const startNotSent = host.page.getByRole("alert").filter({ hasText: "this was not sent" });
  await startNotSent.waitFor();
  await host.setOffline(false);
  await host.page.getByText("Reconnecting…").waitFor({ state: "detached" });
  assert.equal(await startNotSent.count(), 1, "the message stays while nothing has changed");

  step("a latecomer whose name is taken is told so, joins under another, leaves after a warning, and may sit down again");
  const [late] = await open(["Ana"]);
  late.expected.add(409);
  // This phone opens the server as phones at a venue do, over plain http on its LAN
  // address: no secure context, so no crypto.randomUUID.
  await late.page.addInitScript(() => {
    delete Crypto.prototype.randomUUID;
  });
  await late.goto(`/r/${code}`);
  await late.page.getByLabel("Your name").fill("Ana");
  await late.button("Join").click();
  await late.page.getByText("Someone at this table already has that name. Choose another.").waitFor();
  await late.page.getByLabel("Your name").fill("Fay");
  await late.button("Join").click();
  await late.page.locator(".players").getByText("Fay", { exact: true }).waitFor();
  await startNotSent.waitFor({ state: "detached" });
  await late.button("Leave the table").click();
  await late.page.getByText("Leave the table? You can join again with the room's code.").waitFor();
  await late.page.getByRole("alertdialog").getByRole("button", { name: "Leave the table" }).click();
  await late.page.getByText("You left this table.").waitFor();
  await late.page.getByRole("heading", { name: "Sit down at this table again" }).waitFor();
  await late.context.close();
  await host.page.locator(".players li").nth(NAMES.length).waitFor({ state: "detached" });

  step("the host starts the game and deals");
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  const round1 = await readCards(phones, 1, seen);
  assert.equal(round1.spies.length, 1, "one spy");
  await host.visit(shots, "round");
  await snapshot(phones, 1, seen);
  if (shots) {
    // docs/screenshots/app/languages: the round screen in every language, card face down.
    for (const lang of Object.keys(LANGUAGES)) {
      await host.speak(lang);
      await host.shot(shots, `languages/round-${lang}`, false);
    }
    await host.speak("en");
  }

  step("players mark suspects on their own phones: kept across a reload, alike on the spy's, told to nobody");
  const marker = phones.find((p) => p !== round1.spy);
  const [suspected, cleared] = phones.filter((p) => p !== marker && p !== round1.spy);
  const versionBefore = (await apiGet(marker, `/rooms/${code}`)).version;
  await marker.page.locator(".location").first().click();
  for (const phone of [marker, round1.spy]) {
    await phone.page.locator(".suspect", { hasText: suspected.name }).click();
    await phone.page.locator(".suspect", { hasText: cleared.name }).click();
    await phone.page.locator(".suspect", { hasText: cleared.name }).click();
  }
  const section = (phone) => phone.page.locator("section", { has: phone.page.locator(".suspects") }).innerHTML();
  assert.equal(await section(round1.spy), await section(marker), "the same marks look the same on the spy's phone");
  await marker.page.reload();
  await marker.page.locator(".suspect.suspected", { hasText: suspected.name }).waitFor();
  await marker.page.locator(".suspect.cleared", { hasText: cleared.name }).waitFor();
  assert.equal(await marker.page.locator(".location.crossed").count(), 1, "the crossed-off location stays beside the marks");
  assert.equal((await apiGet(marker, `/rooms/${code}`)).version, versionBefore, "the server was told nothing");
  const marksOf = (phone) =>
    phone.page.locator(".suspect").evaluateAll((buttons) => buttons.map((b) => `${b.className}|${b.querySelector(".location-state")?.textContent ?? ""}`).sort());
  assert.deepEqual(await marksOf(marker), ["suspect cleared|cleared", "suspect suspected|suspected", "suspect|", "suspect|", "suspect|"]);
  await marker.visit(shots, "suspect-marks");
  await snapshot(phones, 1, seen);

  step("the dealer asks a question, tapped twice in one instant: one request; the turn passes to the one asked");
  const asker = await turnHolder(phones);
  const askButton = asker.page.getByRole("button", { name: /^Ask / }).first();
  const askedName = (await askButton.innerText()).replace(/^Ask /, "");
  // Moves told apart by their idempotency key: a retry of one move (after a 503, say) is
  // the same move sent again.
  const moves = new Set();
  const countMove = (r) => r.method() === "POST" && r.url().endsWith("/actions") && moves.add(r.headers()["idempotency-key"]);
  asker.page.on("request", countMove);
  await askButton.evaluate((b) => (b.click(), b.click()));
  const asked = phones.find((p) => p.name === askedName);
  await asked.page.getByText("Your turn: ask someone a question.").waitFor();
  await asker.page.locator(".log").getByText(`${asker.name} asked ${askedName}`, { exact: false }).first().waitFor();
  asker.page.off("request", countMove);
  assert.equal(moves.size, 1, "two taps before the screen changed sent one move");
  await snapshot(phones, 1, seen);

  step("a question tapped offline is said not sent, and the message goes once the room moves on");
  await asked.setOffline(true);
  await asked.page.getByRole("button", { name: /^Ask / }).first().click();
  const notSent = asked.page.getByRole("alert").filter({ hasText: "this was not sent" });
  await notSent.waitFor();
  await asked.setOffline(false);
  await asked.page.getByText("Reconnecting…").waitFor({ state: "detached" });
  assert.equal(await notSent.count(), 1, "the message stays while nothing has changed");

  step("the host pauses the round with a reason: every phone says so, the clocks stop, nobody may move; the host resumes");
  await host.button("Pause the round").click();
  await host.page.getByLabel("Why? (everyone sees it)").fill("Pizza is here");
  await host.button("Pause").click();
  for (const p of phones) {
    const banner = p.page.locator(".card.paused");
    await banner.getByText("Pizza is here", { exact: true }).waitFor();
    await banner.getByText(`Paused by ${host.name}. Every clock has stopped.`).waitFor();
    await p.page.locator(".clock").getByText("Paused").waitFor();
  }
  await notSent.waitFor({ state: "detached" });
  assert.equal(await asked.page.getByRole("button", { name: /^Ask / }).count(), 0, "no question while paused");
  for (const p of phones.filter((q) => q !== host)) {
    assert.equal(await p.button("Resume the round").count(), 0, "only the host resumes");
  }
  const frozen = await host.page.locator(".clock time").innerText();
  const { round: pausedRound } = await apiGet(host, `/rooms/${code}`);
  const left = Math.ceil(pausedRound.clock.remaining_ms / 1000);
  assert.equal(pausedRound.clock.running, false);
  assert.equal(frozen, `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`, "the phone shows the time the server keeps");
  await host.visit(shots, "paused");
  await snapshot(phones, 1, seen);
  assert.equal(await host.page.locator(".clock time").innerText(), frozen, "the clock stands still");
  await host.button("Resume the round").click();
  for (const p of phones) await p.page.locator(".card.paused").waitFor({ state: "detached" });
  await asked.page.getByRole("button", { name: /^Ask / }).first().waitFor();
  await host.page.locator(".log").getByText(`${host.name} paused the round: Pizza is here`).waitFor();

  step("a vote on an innocent player fails on one no (R-4.2)");
  const innocents = phones.filter((p) => p !== round1.spy);
  const [accuser1, suspect1, naysayer] = innocents;
  await accuse(accuser1, suspect1.name);
  await naysayer.button("No").click();
  for (const p of phones) await p.page.locator(".vote").waitFor({ state: "detached" });
  await snapshot(phones, 1, seen);

  step("a second accuser puts the spy to the vote and everyone else says yes (R-4.3)");
  const accuser2 = innocents[3];
  await accuse(accuser2, round1.spy.name);
  await snapshot(phones, 1, seen);
  // Stopped for the vote: the clock says so once, to the eye and to a screen reader alike.
  const stopped = await host.page.locator("p.clock").textContent();
  assert.equal(stopped.split("Clock stopped").length, 2, `the clock names its state once: ${stopped}`);
  const [firstYes, ...otherYes] = phones.filter((p) => p !== round1.spy && p !== accuser2);
  await firstYes.button("Yes, convict").click();
  // Ballots are public as they are cast: the suspect's own phone shows this one.
  await round1.spy.page.locator(".ballots").getByText(`${firstYes.name}: yes`, { exact: true }).waitFor();
  await round1.spy.visit(shots, "vote");
  for (const p of otherYes) await p.button("Yes, convict").click();
  for (const p of phones) {
    await p.page.getByText(`${round1.spy.name} was indicted, and was the spy.`).waitFor();
  }
  await host.visit(shots, "result");

  step("round 2: the last spy deals (R-2.6); a reload keeps the seat and the card");
  await round1.spy.button("Deal the next round").click();
  const round2 = await readCards(phones, 2, seen);
  await snapshot(phones, 2, seen);
  const reloaded = phones.find((p) => p !== round2.spy);
  await reloaded.page.reload();
  const again = await reloaded.readCard();
  assert.equal(again.text, round2.cards.get(reloaded.name).text, "the card after a reload");
  assert.ok((await round2.spy.page.locator(".location.used").count()) >= 1, "round 1's location is marked used");
  await marker.page.locator(".suspect").first().waitFor();
  assert.equal(await marker.page.locator(".suspect.suspected, .suspect.cleared").count(), 0, "a new round starts unmarked");

  step("a phone taken offline says it is reconnecting, in view however far it has scrolled, and recovers");
  await reloaded.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await reloaded.setOffline(true);
  await reloaded.page.getByText("Reconnecting…").waitFor();
  assert.ok(await uncovered(reloaded.page.getByText("Reconnecting…")), "the round's heading does not cover the banner");
  await reloaded.shot(shots, "reconnecting", false);
  await reloaded.setOffline(false);
  await reloaded.page.getByText("Reconnecting…").waitFor({ state: "detached" });

  step("a network that passes nothing while the browser thinks it is online is noticed too");
  reloaded.offline = true;
  await reloaded.context.route("**/*", (route) => route.abort("internetdisconnected"));
  await reloaded.page.getByText("Reconnecting…").waitFor();
  await reloaded.context.unroute("**/*");
  reloaded.offline = false;
  await reloaded.page.getByText("Reconnecting…").waitFor({ state: "detached" });

  step("the spy guesses the location from their card's face, with a confirmation");
  const place = round2.location;
  const confirmGuess = round2.spy.button("Yes, guess it");
  const openGuess = async () => {
    await round2.spy.button("Show my card").click();
    await round2.spy.button("Guess the location").click();
    await round2.spy.page.locator(".location", { hasText: place }).click();
    await confirmGuess.waitFor();
  };
  await openGuess();
  // Audited in English alone: every language's would outlast the confirmation's 15 s on a
  // busy machine. Still open after the audit, it was open throughout (it only closes).
  await round2.spy.visit(shots, "guess", ["en"]);
  assert.equal(await confirmGuess.count(), 1, "the confirmation stayed open through its audit");
  // Left open, it turns back by itself, so that a phone put down mid-guess does not keep
  // saying whose it is; the guess is then made from a confirmation opened again.
  await confirmGuess.waitFor({ state: "detached", timeout: 60_000 });
  assert.equal(await round2.spy.page.getByText("Tap the location you guess.").count(), 0, "nor the guess's picker");
  await openGuess();
  await confirmGuess.click();
  for (const p of phones) await p.page.getByText(`${round2.spy.name} guessed ${place}: right.`).waitFor();

  step("round 3: the host removes a player mid-round, after a warning; the round is void (R-7.5)");
  await round2.spy.button("Deal the next round").click();
  for (const p of phones) await p.page.locator(".my-card").waitFor();
  const leaver = phones.find((p) => p !== host);
  await host.page.getByText("The table: players, host, leaving").click();
  await standApart(host.page.locator(".table-controls"), "the host's table controls");
  await host.button(`Remove ${leaver.name}`).click();
  await host.page.getByText(`Remove ${leaver.name} from the table? They cannot join again. A round in play is void`).waitFor();
  await host.visit(shots, "remove-confirm");
  await host.page.getByRole("alertdialog").getByRole("button", { name: `Remove ${leaver.name}` }).click();
  const void3 = `The round is void: the host removed ${leaver.name} from the table.`;
  for (const p of phones.filter((q) => q !== leaver)) await p.page.getByText(void3, { exact: false }).first().waitFor();
  await leaver.page.getByText("The host removed you from this table.").waitFor();
  await leaver.visit(shots, "removed");

  step("the account and league-night screens");
  await host.goto("/account");
  await host.page.getByRole("heading", { name: "Account", exact: true }).waitFor();
  await host.visit(shots, "account");
  await host.goto("/nights");
  await host.page.getByRole("heading", { name: "Walk-in code" }).waitFor();
  await host.visit(shots, "nights");

  step("a phone whose browser speaks Russian opens in Russian, and offline from what the service worker kept");
  const [olga] = await open(["Olga"], { locale: "ru-RU" });
  await olga.goto("/");
  await olga.page.getByRole("heading", { name: "Присоединиться к столу" }).waitFor();
  // The first load fetched Russian before the worker took over: the app asks it to keep it.
  assert.ok(await kept(olga.page, "/app/locales/ru.ftl"), "the service worker keeps the Russian catalog");
  await olga.setOffline(true);
  await olga.page.reload();
  await olga.page.getByRole("heading", { name: "Присоединиться к столу" }).waitFor();
  await olga.shot(shots, "home-ru-offline");
  await olga.setOffline(false);

  step("a language slow to arrive: the app opens in English and changes when it comes; one that cannot be fetched is said so");
  const [pavel] = await open(["Pavel"], { locale: "ru-RU", serviceWorkers: "block" });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await pavel.context.route("**/app/locales/ru.ftl", async (route) => {
    await held;
    await route.continue();
  });
  await pavel.goto("/");
  await pavel.page.getByRole("heading", { name: "Join a table" }).waitFor();
  release();
  await pavel.page.getByRole("heading", { name: "Присоединиться к столу" }).waitFor();
  pavel.offline = true;
  await pavel.context.route("**/app/locales/de.ftl", (route) => route.abort("internetdisconnected"));
  await pavel.page.locator("footer select").selectOption("de");
  await pavel.page.getByRole("alert").filter({ hasText: "Не удалось загрузить этот язык" }).waitFor();
  assert.equal(await pavel.page.locator("footer select").inputValue(), "ru", "the switch shows the language still shown");
  await pavel.context.unroute("**/app/locales/de.ftl");
  pavel.offline = false;
  await pavel.page.locator("footer select").selectOption("de");
  await pavel.page.getByRole("heading", { name: "Einem Tisch beitreten" }).waitFor();
  assert.equal(await pavel.page.getByRole("alert").count(), 0, "the notice goes once the language shows");

  step("no page showed what its player may not know (R-2.5)");
  const records = [await record(host, code, 1), await record(host, code, 2)];
  for (const { phone, round, html } of seen) checkSecrecy(phone, html, records[round - 1]);
});

/** Asserts that no two of the buttons shown in `scope` come closer than 6 CSS pixels: buttons that touch invite the wrong tap. */
async function standApart(scope, what) {
  const closest = await scope.evaluate((el) => {
    const shown = [...el.querySelectorAll("button")].filter((b) => b.checkVisibility());
    let least = { gap: Infinity, between: [] };
    shown.forEach((a, i) =>
      shown.slice(i + 1).forEach((b) => {
        const [r, s] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const gap = Math.max(s.left - r.right, r.left - s.right, s.top - r.bottom, r.top - s.bottom);
        if (gap < least.gap) least = { gap, between: [a.textContent, b.textContent] };
      }),
    );
    return least;
  });
  assert.ok(closest.gap >= 6, `${what}: ${closest.between.join(" and ")} ${closest.gap}px apart`);
}

/** Whether `banner` is in view with nothing drawn over its middle. */
function uncovered(banner) {
  return banner.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && el.contains(hit);
  });
}

/** Whether the service worker's cache comes to hold `path` within 30 s (it is written after the response). */
function kept(page, path) {
  return page.evaluate(async (path) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await (await caches.open("spyfall-shell")).match(path)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }, path);
}
