// The projector page of a big night in a real headless Chromium, at 1920×1080 and
// 1280×720: page by page (each refresh turns to the next), every standings row and every
// table appears, nothing spills off the screen, names are large enough to read across a
// bar (28 px or more at 1080p) and a long one is cut with an ellipsis, not wrapped.
//
// Usage: node projector.mjs BASE_URL PROJECTOR_PATH PLAYERS TABLES LONG_NAME

import assert from "node:assert/strict";
import { launch, step } from "./phones.mjs";

const [base, path, players, tables, longName] = process.argv.slice(2);
assert.ok(base && path && players && tables && longName, "usage: projector.mjs BASE PATH PLAYERS TABLES LONG_NAME");
const shots = process.env.SCREENSHOTS;
const problems = [];
const browser = await launch();
try {
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    step(`the projector at ${width}×${height}: every row and table, page by page`);
    const wall = await browser.newContext({ viewport: { width, height } });
    const screen = await wall.newPage();
    screen.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} for ${r.url()}`));
    const names = new Set();
    const seen = new Set();
    await screen.goto(`${base}${path}`);
    const pages = Number((await screen.locator("#page").innerText()).match(/of (\d+)$/)[1]);
    assert.ok(pages >= 2, "a big night pages");
    for (let page = 1; page <= pages; page++) {
      await screen.goto(`${base}${path}?page=${page}`);
      assert.equal(await screen.locator("#page").innerText(), `Page ${page} of ${pages}`);
      const refresh = await screen.locator('meta[http-equiv="refresh"]').getAttribute("content");
      assert.equal(refresh, `10; url=${path}?page=${(page % pages) + 1}&lang=en`, "the next refresh turns the page, in its language");
      for (const cell of await screen.locator("td.name").all()) names.add(await cell.getAttribute("title"));
      for (const card of await screen.locator(".table").all()) seen.add(await card.getAttribute("data-table"));
      // Nothing is cut off at the bottom or the side, or runs under the footer.
      const spilled = await screen.evaluate(() => {
        const foot = document.querySelector("footer").getBoundingClientRect();
        const head = document.querySelector("header").getBoundingClientRect();
        return [...document.querySelectorAll("td, .table, footer, #join, #announcement")]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            const under = e.tagName !== "FOOTER" && r.bottom > foot.top + 1;
            const over = e.closest("main") && r.top < head.bottom - 1;
            return r.bottom > innerHeight + 1 || r.right > innerWidth + 1 || under || over;
          })
          .map((e) => e.textContent.trim().slice(0, 40));
      });
      assert.deepEqual(spilled, [], `page ${page} fits the screen`);
      if (width === 1920) {
        const small = await screen.evaluate(() =>
          [...document.querySelectorAll("td.name, .table li")].filter((e) => parseFloat(getComputedStyle(e).fontSize) < 28).length,
        );
        assert.equal(small, 0, "names are 28 px or more at 1080p");
        const kind = (await screen.locator("body").getAttribute("class")).replace("screen-", "");
        if (shots && !seen.has(`shot-${kind}`)) {
          seen.add(`shot-${kind}`);
          await screen.screenshot({ path: `${shots}/projector-forty-${kind}.png` });
        }
      }
    }
    assert.equal(names.size, Number(players), "every standings row was shown");
    const shown = [...seen].filter((s) => !s.startsWith("shot-"));
    assert.equal(shown.length, Number(tables), "every table was shown");

    step("a long name stays on one line, cut with an ellipsis where it does not fit");
    for (const [where, selector] of [["the standings", "td.name"], ["its table", ".table li"]]) {
      const long = screen.locator(selector, { hasText: longName }).first();
      for (let page = 1; (await long.count()) === 0 && page <= pages; page++) {
        await screen.goto(`${base}${path}?page=${page}`);
      }
      const cut = await long.evaluate((e) => ({
        clipped: e.scrollWidth > e.clientWidth,
        ellipsis: getComputedStyle(e).textOverflow === "ellipsis",
        lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
      }));
      assert.ok(cut.ellipsis && cut.lines === 1, `${where}: ${JSON.stringify(cut)}`);
      // A card's column is narrower than the name: there it is cut.
      if (where === "its table") assert.ok(cut.clipped, `${where}: the long name is cut`);
    }
    await wall.close();
  }
  assert.deepEqual(problems, []);
  console.log("ok: every step passed");
} finally {
  await browser.close();
}
