// A location list made at the table, in a real headless Chromium: a guest makes a list of
// ten in the app and shares it (code, link, QR code); another guest opens it by its code,
// creates a room with eight of its locations, and three phones join; every phone's
// candidates are those eight, and the cards name one of them. His next room starts from
// the same settings, which he also keeps under a name.
//
// Usage: node lists.mjs BASE_URL

import assert from "node:assert/strict";
import { step } from "./phones.mjs";
import { runGame } from "./table_kit.mjs";

const [base] = process.argv.slice(2);
assert.ok(base, "usage: lists.mjs BASE_URL");
const shots = process.env.SCREENSHOTS;
const PLACES = [
  "Bakery: Baker, Customer, Delivery driver",
  "Town hall: Mayor, Clerk",
  "Old mill",
  "Ferry: Captain, Passenger",
  "Football pitch",
  "Library: Librarian, Student",
  "Fire station",
  "Market: Stallholder, Shopper",
  "Harbour",
  "Cinema: Projectionist, Viewer",
];
const NAMES = PLACES.map((p) => p.split(":")[0]);

await runGame(base, async (open) => {
  const [ana, ben, cy, di] = await open(["Ana", "Ben", "Cy", "Di"]);

  step("Ana, a guest, makes a list of ten in the app");
  await ana.goto("/");
  await ana.page.getByRole("link", { name: "Location lists" }).click();
  await ana.page.getByLabel("Your name").fill("Ana");
  await ana.button("Make a list").click();
  await ana.page.getByLabel("Name of the list").fill("Our town");
  await ana.page.getByLabel("Locations, one per line").fill(PLACES.slice(0, 7).join("\n"));
  await ana.button("Save the list").click();
  await ana.page.getByRole("alert").filter({ hasText: "8 to 100 locations" }).waitFor();
  await ana.page.getByLabel("Locations, one per line").fill(PLACES.join("\n"));
  await ana.visit(shots, "list-editor");
  await ana.button("Save the list").click();
  await ana.page.waitForURL(/\/lists\/[A-Z]{6}$/);
  const code = (await ana.page.locator(".share-code").innerText()).trim();
  assert.match(code, /^[A-Z]{6}$/);

  step("its page shares it: the code, a link, a QR code; it lists the ten with their roles");
  assert.deepEqual(await ana.page.locator(".list-locations .location-name").allInnerTexts(), NAMES);
  const link = await ana.page.locator(".share-link input").inputValue();
  assert.ok(link.endsWith(`/lists/${code}`), link);
  const qr = await ana.page.request.get(`${base}/lists/${code}/qr.svg`);
  assert.equal(qr.headers()["content-type"], "image/svg+xml");
  await ana.visit(shots, "list-share");

  step("Ben, another guest, opens it by the link Ana sent (the code alone works as well)");
  await ben.goto("/lists");
  await ben.page.getByLabel("The list's code").fill(link);
  await ben.button("Open the list").click();
  await ben.page.getByLabel("Your name").fill("Ben");
  await ben.button("Open the list").click();
  await ben.page.getByText("This list is now among yours").waitFor();

  step("Ben creates a room with eight of its locations; Ana, Cy and Di join");
  await ben.goto("/");
  await ben.button("Create a room").click();
  await ben.page.locator('input[name="pack"][value="spyfall1"]').uncheck();
  await ben.page.getByLabel("Our town").check();
  await ben.page.locator(".location-choice summary").click();
  for (const dropped of ["Harbour", "Cinema"]) await ben.page.getByLabel(dropped, { exact: true }).uncheck();
  await ben.page.locator(".location-choice summary", { hasText: "8 chosen" }).waitFor();
  await ben.visit(shots, "create-room-with-a-list");
  await ben.button("Create a room").click();
  await ben.page.waitForURL(/\/r\/[A-Z0-9]+$/);
  const room = (await ben.page.locator(".room-code").innerText()).trim();
  for (const p of [ana, cy, di]) {
    await p.goto(`/r/${room}`);
    if (p !== ana) await p.page.getByLabel("Your name").fill(p.name);
    await p.button("Join").click();
    await p.page.locator(".players").getByText(p.name, { exact: true }).waitFor();
  }
  // The phones sort the candidates alphabetically.
  const eight = NAMES.slice(0, 8).sort(new Intl.Collator("en").compare);

  step("the game deals from the eight: every phone's candidates and every card");
  await ben.page.locator(".players li").nth(3).waitFor();
  await ben.button("Start a game").click();
  await ben.button("Deal the round").click();
  for (const p of [ana, ben, cy, di]) {
    await p.page.locator(".my-card").waitFor();
    assert.deepEqual(await p.page.locator(".grid .location-name").allInnerTexts(), eight, `${p.name}'s candidates`);
    const card = await p.readCard();
    if (!card.spy) assert.ok(eight.some((name) => card.text.includes(name)), card.text);
  }

  step("Ben's next room starts from these settings, and he keeps them under a name");
  await ben.goto("/");
  await ben.button("Create a room").click();
  await ben.page.getByText("Filled in with your last room's settings.").waitFor();
  assert.ok(await ben.page.getByLabel("Our town").isChecked(), "the list is chosen again");
  await ben.page.locator(".location-choice summary", { hasText: "8 chosen" }).waitFor();
  await ben.page.locator(".setups summary").click();
  await ben.page.getByLabel("Name these settings").fill("Town night");
  await ben.button("Keep these settings").click();
  await ben.button("Start from the defaults").click();
  assert.ok(!(await ben.page.getByLabel("Our town").isChecked()), "the defaults choose the first pack");
  await ben.button("Use “Town night”").click();
  assert.ok(await ben.page.getByLabel("Our town").isChecked(), "the kept setup chooses the list");
  await ben.page.reload();
  await ben.button("Create a room").click();
  await ben.page.locator(".setups summary").click();
  await ben.button("Use “Town night”").waitFor();
  await ben.visit(shots, "saved-setups");
});
