// How soon a move shows on the other phones: five phones at a classic table in headless
// Chromium; the phone on turn asks a question, and from the moment its tap's answer
// arrives until each other phone shows the new line in the round's log is one sample. Run
// twice in one go: the app as it is (following the room's event stream), and the same app
// with the event stream blocked, so that it falls back to the long-poll: the baseline.
//
// Usage: node bench/phone_latency.mjs BASE_URL QUESTIONS

import { Phone, launch } from "../tests/browser/phones.mjs";
import { seatTable } from "../tests/browser/table_kit.mjs";

const [base, questionsArg] = process.argv.slice(2);
const questions = Number(questionsArg) || 20;
const NAMES = ["Ana", "Boris", "Chen", "Dana", "Emil"];

const browser = await launch();
const results = {};
try {
  for (const mode of ["event-stream", "long-poll"]) results[mode] = await measure(mode);
} finally {
  await browser.close();
}
const s = results["event-stream"];
const p = results["long-poll"];
console.log(`ratio event-stream / long-poll: p50 ${(s.p50 / p.p50).toFixed(2)}, p95 ${(s.p95 / p.p95).toFixed(2)}`);

async function measure(mode) {
  const problems = [];
  const phones = [];
  for (const name of NAMES) phones.push(await Phone.open(browser, base, name, problems));
  if (mode === "long-poll") {
    for (const p of phones) await p.context.route(/\/events(\/tickets)?(\?|$)/, (route) => route.abort());
  }
  await seatTable(phones, { rule_set: "classic", round_minutes: 30 });
  const [host] = phones;
  await host.button("Start a game").click();
  await host.button("Deal the round").click();
  for (const p of phones) await p.page.locator(".my-card").waitFor();
  const samples = [];
  for (let k = 0; k < questions; k += 1) {
    const asker = await Promise.any(phones.map((p) => p.page.getByText("Your turn: ask someone a question.").waitFor().then(() => p)));
    const answered = asker.page.waitForResponse((r) => r.url().endsWith("/actions") && r.request().method() === "POST");
    await asker.page.getByRole("button", { name: /^Ask / }).first().click();
    await answered;
    const t0 = performance.now();
    const others = phones.filter((p) => p !== asker);
    const shown = await Promise.all(
      others.map(async (p) => {
        await p.page.locator(".log li").nth(k).waitFor();
        return performance.now() - t0;
      }),
    );
    samples.push(...shown);
  }
  for (const p of phones) await p.context.close();
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const figures = { n: samples.length, p50: at(0.5), p90: at(0.9), p95: at(0.95), max: samples[samples.length - 1] };
  console.log(
    `${mode}: ${figures.n} samples, p50 ${figures.p50.toFixed(0)} ms, p90 ${figures.p90.toFixed(0)} ms, ` +
      `p95 ${figures.p95.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms`,
  );
  return figures;
}
