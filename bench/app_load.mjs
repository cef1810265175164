// Measures one table app load budget run against BASE (see app-load.sh). Each sample is a
// fresh browser context (nothing cached): a cold visit, then a repeat visit in the same
// context once the service worker is in control. "Usable" is the join screen's name field
// and code field ready for input (the page's own first screen, or the app's); "app
// running" is the app's own screen (its language switch) in place, cold. Network: Chromium DevTools' "Slow 3G" preset (2,000 ms
// latency, 50,000 bytes/s each way); CPU: 4x slower.
//
// Usage: node bench/app_load.mjs BASE_URL RUNS (LOCALE=de-DE: a phone in another language,
// whose app fetches its catalog before it shows its own screen)

import { launch, say } from "../tests/browser/phones.mjs";

const [base, runsArg] = process.argv.slice(2);
const runs = Number(runsArg) || 5;
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const PROFILES = { unthrottled: null, "slow-3g-4x-cpu": SLOW_3G };
const LOCALE = process.env.LOCALE || "en-US";
const LANG = LOCALE.split("-")[0];

const browser = await launch();
try {
  for (const [name, network] of Object.entries(PROFILES)) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await sample(network));
    report(name, samples);
  }
} finally {
  await browser.close();
}

async function sample(network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: LOCALE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const bytes = { total: 0 };
  cdp.on("Network.loadingFinished", (e) => (bytes.total += e.encodedDataLength));
  if (network) {
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  const floor = await timed(page, async () => {
    await page.goto(`${base}/app/icon.svg`);
  });
  bytes.total = 0;
  const start = performance.now();
  await openJoinScreen(page);
  const cold = performance.now() - start;
  await page.locator("footer select").waitFor();
  const running = performance.now() - start;
  const coldBytes = bytes.total;
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const warm = await timed(page, () => openJoinScreen(page));
  await context.close();
  return { floor, cold, running, coldBytes, paint, warm };
}

async function openJoinScreen(page) {
  await page.goto(`${base}/`, { waitUntil: "commit" });
  await page.getByLabel(say(LANG, "home-your-name")).waitFor();
  await page.getByLabel(say(LANG, "home-code")).waitFor();
}

async function timed(page, action) {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(name, samples) {
  const m = (key) => median(samples.map((s) => s[key]));
  const floor = m("floor");
  const kb = (m("coldBytes") / 1000).toFixed(1);
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(
    `${name} (${LOCALE}): first visit ${kb} KB on the wire (target <= 100 KB); ` +
      `join screen usable cold ${ms(m("cold"))} (${(m("cold") / floor).toFixed(2)}x one request's ${ms(floor)}), ` +
      `first paint ${ms(m("paint"))}, app running ${ms(m("running"))}; repeat visit ${ms(m("warm"))} (${(m("warm") / floor).toFixed(2)}x) ` +
      `[median of ${samples.length}; target: usable within 1,000 ms]`,
  );
}
