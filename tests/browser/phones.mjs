// Browsers for the browser tests: `launch` starts the system's headless Chromium; a Phone is
// one browser context at a phone's viewport, collecting console errors, page errors and
// failed requests as problems.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** The app's catalogs (web/locales). */
const LOCALES = new URL("../../web/locales/", import.meta.url);
/**
 * The app's languages (languages.json), each with its word for "Language", which the
 * footer of every screen shows.
 */
export const LANGUAGES = Object.fromEntries(
  Object.keys(JSON.parse(readFileSync(new URL("languages.json", LOCALES), "utf8"))).map((lang) => {
    const catalog = readFileSync(new URL(`${lang}.ftl`, LOCALES), "utf8");
    return [lang, catalog.match(/^app-language = (.+)$/m)[1]];
  }),
);

/** The text of the message `id` in `lang`'s catalog, for a message without variables. */
export function say(lang, id) {
  const catalog = readFileSync(new URL(`${lang}.ftl`, LOCALES), "utf8");
  const found = new RegExp(`^${id} = (.+)$`, "m").exec(catalog);
  if (!found) throw new Error(`no message ${id} in ${lang}`);
  return found[1];
}

export const PHONE = { width: 390, height: 844 };
/** What a spy's card says: one spy, or one of two. */
export const SPY_CARD = /You are (the spy|one of the two spies)/;

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export function step(name) {
  console.log(`- ${name}`);
}

export class Phone {
  /** @param {import("playwright-core").Browser} browser */
  static async open(browser, base, name, problems, options = {}) {
    // A screen (a TV) is given its own viewport: a large one, no touch.
    const phoneLike = !options.viewport;
    const context = await browser.newContext({
      viewport: options.viewport ?? PHONE,
      deviceScaleFactor: phoneLike ? 2 : 1,
      isMobile: phoneLike,
      hasTouch: phoneLike,
      locale: options.locale ?? "en-US",
      colorScheme: options.colorScheme ?? "light",
      // "block": no service worker, so that routes see the app's own requests.
      serviceWorkers: options.serviceWorkers ?? "allow",
    });
    const page = await context.newPage();
    const phone = new Phone(base, name, context, page, problems);
    page.on("console", (m) => {
      // A refused request logs "Failed to load resource"; the response handler below
      // judges those.
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) {
        problems.push(`${name} console: ${m.text()}`);
      }
    });
    page.on("pageerror", (e) => problems.push(`${name} page error: ${e.message}`));
    page.on("requestfailed", (r) => {
      // A long-poll the app aborts on purpose (a write showed a newer view) or a request
      // cut by going offline on purpose is not a failure.
      const reason = r.failure()?.errorText ?? "";
      if (!reason.includes("ERR_ABORTED") && !(phone.offline && reason.includes("INTERNET_DISCONNECTED"))) {
        problems.push(`${name} request failed: ${r.url()} ${reason}`);
      }
    });
    page.on("response", (r) => {
      if (r.status() >= 400 && !phone.expected.has(r.status())) {
        problems.push(`${name}: ${r.status()} for ${r.request().method()} ${r.url()}`);
      }
    });
    return phone;
  }

  constructor(base, name, context, page, problems) {
    this.base = base;
    this.problems = problems;
    this.audited = 0;
    this.name = name;
    this.context = context;
    this.page = page;
    this.offline = false;
    // 412: a move made on a screen one version behind, which the app resends when it
    // still means the same (crossing ballots); the contract's way, not a failure.
    this.expected = new Set([412]);
  }

  goto(path) {
    return this.page.goto(`${this.base}${path}`);
  }

  button(name, exact = true) {
    return this.page.getByRole("button", { name, exact });
  }

  async text() {
    return this.page.locator("main").innerText();
  }

  /**
   * The page's HTML as its secrecy checks read it: without the app's inline script and
   * styles, which are the server's same bytes on every phone (and name every screen's
   * markup).
   */
  async html() {
    return (await this.page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>/g, "");
  }

  /** The card's face, shown for a moment with the keyboard (as a hold would). */
  async readCard() {
    const button = this.page.locator(".card-button");
    await button.focus();
    await button.press("Enter");
    const face = this.page.locator("#card-face");
    await face.waitFor({ state: "visible" });
    const text = await face.innerText();
    const html = await this.html();
    await button.press("Enter");
    await face.waitFor({ state: "hidden" });
    return { text, spy: SPY_CARD.test(text), html };
  }

  /**
   * Accessibility (WCAG 2.2 AA, by axe-core) of the screen shown now, in every language
   * (or those given) and both colour schemes: every serious or critical violation becomes
   * a problem. Ends in English and light, as it started.
   */
  async audit(screen, languages = Object.keys(LANGUAGES)) {
    await this.page.evaluate(AXE);
    for (const scheme of ["light", "dark"]) {
      // Reduced motion: colours are judged as they settle, not halfway through a transition.
      await this.page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      for (const lang of languages) {
        await this.speak(lang);
        const found = await this.page.evaluate(async () => {
          const r = await window.axe.run(document, {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
            resultTypes: ["violations"],
          });
          return r.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        });
        for (const v of found) this.problems.push(`${this.name} ${screen} [${lang}, ${scheme}]: ${v}`);
        this.audited += 1;
      }
    }
    await this.speak("en");
    await this.page.emulateMedia({ colorScheme: "light", reducedMotion: null });
  }

  /**
   * Switches the app to `lang` and waits until it shows it: its words, and a room's
   * names (a room screen says which language its view was asked in).
   */
  async speak(lang) {
    await this.page.locator("footer select").selectOption(lang);
    await this.page.locator("footer label", { hasText: LANGUAGES[lang] }).waitFor();
    await this.page.waitForFunction(
      (l) => [...document.querySelectorAll("[data-lang]")].every((e) => e.getAttribute("data-lang") === l),
      lang,
    );
  }

  async setOffline(offline) {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  async shot(dir, name, fullPage = true) {
    if (dir) await this.page.screenshot({ path: join(dir, `${name}.png`), fullPage });
  }

  /** A screen worth keeping: its screenshot (when `dir` is set) and its audit (in `languages`, else all). */
  async visit(dir, name, languages) {
    await this.shot(dir, name);
    await this.audit(name, languages);
  }
}
