// One table, three languages, in a real headless Chromium: four phones sit down, two
// switch the app to Russian and one to German, and each shows the candidates, its card
// and the result in its own language, by what the server sends it (the app asks in its
// language). The spy guesses by tapping a name in their language; the server judges the
// guess by the location's id, which the round's record shows.
//
// Usage: node languages.mjs BASE_URL

import assert from "node:assert/strict";
import { say, step } from "./phones.mjs";
import { apiGet, checkSecrecy, record, runGame, seatTable, snapshot } from "./table_kit.mjs";

const [base] = process.argv.slice(2);
assert.ok(base, "usage: languages.mjs BASE_URL");
const LANGS = { Ana: "ru", Boris: "en", Chen: "de", Dana: "ru" };

/** The pack's location names in `lang`, by id, as the API serves them. */
function namesIn(phone, lang) {
  return phone.page.evaluate(async (lang) => {
    const res = await fetch("/api/v1/packs/spyfall1", { headers: { "Accept-Language": lang } });
    const pack = await res.json();
    return Object.fromEntries(pack.locations.map((l) => [l.id, l.name]));
  }, lang);
}

await runGame(base, async (open) => {
  const phones = await open(Object.keys(LANGS));
  const [host] = phones;
  const lang = (p) => LANGS[p.name];

  step("four phones sit down and the host deals; three switch the app to Russian or German");
  const code = await seatTable(phones);
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  for (const p of phones) {
    await p.page.locator(".my-card").waitFor();
    if (lang(p) !== "en") await p.speak(lang(p));
  }
  const names = {};
  for (const l of new Set(Object.values(LANGS))) names[l] = await namesIn(host, l);

  step("each phone shows the candidates in its language");
  for (const p of phones) {
    const grid = p.page.locator(".grid .location-name");
    // In the alphabetical order of the phone's language.
    const wanted = Object.values(names[lang(p)]).sort(new Intl.Collator(lang(p)).compare);
    await grid.filter({ hasText: wanted[0] }).waitFor();
    assert.deepEqual(await grid.allInnerTexts(), wanted, `${p.name}'s candidates in ${lang(p)}`);
  }

  step("each card names the location in its phone's language");
  const views = new Map();
  for (const p of phones) views.set(p, (await apiGet(p, `/rooms/${code}`)).round.my_card);
  const spy = phones.find((p) => views.get(p).spy);
  const place = views.get(phones.find((p) => p !== spy)).location.id;
  assert.notEqual(names.ru[place], names.en[place]);
  assert.notEqual(names.de[place], names.ru[place]);
  for (const p of phones.filter((p) => p !== spy)) {
    const card = await p.readCard();
    assert.ok(card.text.includes(names[lang(p)][place]), `${p.name}'s card in ${lang(p)}: ${card.text}`);
  }
  const seen = [];
  await snapshot(phones, 1, seen);

  step("the spy taps the location in their language; every phone reads the result in its own");
  const spoken = lang(spy);
  await spy.button(say(spoken, "round-show-card")).click();
  await spy.button(say(spoken, "round-guess")).click();
  await spy.page.locator(".location", { hasText: names[spoken][place] }).click();
  await spy.button(say(spoken, "round-confirm")).click();
  for (const p of phones) {
    await p.page.locator(".result", { hasText: names[lang(p)][place] }).waitFor();
    await p.shot(process.env.SCREENSHOTS, `languages/result-${p.name}-${lang(p)}`, false);
  }
  const round = await record(host, code, 1);
  assert.equal(round.result.outcome.kind, "spy_guessed");
  assert.equal(round.result.outcome.location.id, place, "the guess is judged by id");
  assert.equal(round.result.outcome.correct, true);

  step("no page showed, in its language, what its player may not know (R-2.5)");
  for (const { phone, html } of seen) {
    const p = phones.find((p) => p.name === phone);
    checkSecrecy(phone, html, await recordIn(p, code, lang(p)));
  }
});

/** Round 1's record as `phone`'s player reads it in `lang`. */
function recordIn(phone, code, lang) {
  return phone.page.evaluate(
    async ([code, lang]) => {
      const token = JSON.parse(localStorage.getItem("spyfall.session")).token;
      const headers = { Authorization: `Bearer ${token}`, "Accept-Language": lang };
      return (await fetch(`/api/v1/rooms/${code}/rounds/1`, { headers })).json();
    },
    [code, lang],
  );
}
