// The page's own first screen, in a real headless Chromium: before the app's script has
// run, a phone shows the home page's join form (or a room's, at the address a QR code
// opens) in its own language and takes typing; when the app takes over, it renders into
// the same elements, so the field typed in keeps its focus (and a phone its keyboard), what
// was typed and the caret. Where the first screen is not the app's (another address served
// the same kept page, a player signed in on this phone, another language chosen in the app)
// "Loading…" shows instead.
//
// The app is held back by serving the page without its script and adding the same script
// later: the page's policy allows it by its hash, so it runs as it would have.
//
// Usage: node first_screen.mjs BASE_URL

import assert from "node:assert/strict";
import { say, step } from "./phones.mjs";
import { apiGet, runGame } from "./table_kit.mjs";

const [base] = process.argv.slice(2);
assert.ok(base, "usage: first_screen.mjs BASE_URL");
const APP_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/;

/**
 * Opens `path` with the app held back (`served`: the page to serve there instead, as a
 * service worker would); returns the app's script, to run later.
 */
async function openHeld(phone, path, served = path) {
  let script = null;
  await phone.page.route(`${base}${path}`, async (route) => {
    const response = await route.fetch({ url: `${base}${served}` });
    const page = await response.text();
    script = APP_SCRIPT.exec(page)[1];
    await route.fulfill({ response, body: page.replace(APP_SCRIPT, "") });
  });
  await phone.goto(path);
  assert.ok(script, `the page at ${served} carries the app's script`);
  return script;
}

/** A room made by a host through the API; its code. */
async function roomCode() {
  const post = async (path, body, token) => {
    const headers = { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) };
    const res = await fetch(`${base}/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    assert.ok(res.ok, `${path}: ${res.status}`);
    return res.json();
  };
  const { token } = await post("/guests", { display_name: "Host" });
  const room = await post("/rooms", { rule_set: "classic", round_minutes: 8 }, token);
  return room.code ?? room.view.code;
}

/** Lets the held app run, and waits until it has replaced the first screen. */
async function takeOver(phone, script) {
  await phone.page.addScriptTag({ content: script, type: "module" });
  await phone.page.locator("footer select").waitFor();
  assert.equal(await phone.page.locator("#first-screen").count(), 0, "the app replaced the first screen");
}

await runGame(base, async (open) => {
  step("a German phone opens the app: the home page's join form, in German, before any app code ran");
  const [greta] = await open(["Greta"], { locale: "de-DE", serviceWorkers: "block" });
  const app = await openHeld(greta, "/");
  const name = greta.page.getByLabel(say("de", "home-your-name"));
  const code = greta.page.getByLabel(say("de", "home-code"));
  await name.waitFor();
  assert.equal(await greta.page.locator("#loading").count(), 0, "no Loading… beside it");
  assert.equal(await greta.page.locator("#first-screen").getAttribute("lang"), "de");
  await greta.shot(process.env.SCREENSHOTS, "app/first-screen-de", false);

  step("she types her name and the table's code; the app takes over keeping both and the caret");
  await name.fill("Greta");
  await code.fill("abcd");
  await code.press("ArrowLeft");
  assert.ok(await greta.page.locator("#first-screen").isVisible(), "still the page's own screen");
  await greta.page.evaluate(() => Object.assign(document.activeElement, { typedHere: true }));
  await takeOver(greta, app);
  const same = await greta.page.evaluate(() => document.activeElement?.typedHere === true);
  assert.ok(same, "the app took over the very field being typed in");
  assert.equal(await name.inputValue(), "Greta");
  assert.equal(await code.inputValue(), "ABCD");
  const caret = await greta.page.evaluate(() => {
    const field = /** @type {HTMLInputElement} */ (document.activeElement);
    return [field.name, field.selectionStart];
  });
  assert.deepEqual(caret, ["code", 3], "the caret where it was");
  assert.ok(await greta.button(say("de", "home-join")).isEnabled(), "joining is offered");

  step("a Russian phone opens a room's address (a QR code): the room's join form with its code");
  const room = await roomCode();
  const [ivan] = await open(["Ivan"], { locale: "ru-RU", serviceWorkers: "block" });
  const roomApp = await openHeld(ivan, `/r/${room.toLowerCase()}`);
  const joinHeading = ivan.page.getByRole("heading", { name: say("ru", "lobby-join-title") });
  await joinHeading.waitFor();
  assert.equal(await ivan.page.locator(".room-code").innerText(), room);

  step("he types his name and sends it with Enter before the app is there: the app sends it, he sits down");
  await ivan.page.getByLabel(say("ru", "home-your-name")).fill("Иван");
  await ivan.page.getByLabel(say("ru", "home-your-name")).press("Enter");
  await takeOver(ivan, roomApp);
  // Only a seated player is offered to leave.
  await ivan.button(say("ru", "lobby-leave")).waitFor();
  assert.equal(await joinHeading.count(), 0);
  const seated = await apiGet(ivan, `/rooms/${room}`);
  const me = seated.players.find((p) => p.id === seated.me?.player_id);
  assert.equal(me?.display_name, "Иван", "seated by the Enter pressed before the app ran");

  step("the same page kept for another address, a player signed in, another language chosen: Loading…");
  const [other] = await open(["Other"], { serviceWorkers: "block" });
  await openHeld(other, "/nights", "/");
  await other.page.locator("#loading").waitFor();
  assert.equal(await other.page.locator("#first-screen").isVisible(), false);
  const [returning] = await open(["Returning"], { serviceWorkers: "block" });
  await returning.context.addInitScript(() => localStorage.setItem("spyfall.session", "{}"));
  await openHeld(returning, "/");
  await returning.page.locator("#loading").waitFor();
  assert.equal(await returning.page.locator("#first-screen").isVisible(), false);
  const [chosen] = await open(["Chosen"], { serviceWorkers: "block" });
  await chosen.context.addInitScript(() => localStorage.setItem("spyfall.lang", "de"));
  await openHeld(chosen, "/");
  await chosen.page.locator("#loading").waitFor();
  assert.equal(await chosen.page.locator("#first-screen").getAttribute("lang"), "en");
  assert.equal(await chosen.page.locator("#first-screen").isVisible(), false);
});
