// Browsers for the browser tests: `launch` starts the system's headless Chromium; a Phone is
// one browser context at a phone's viewport, collecting console errors, page errors and
// failed requests as problems.

import { join } from "node:path";
import { chromium } from "playwright-core";

export const PHONE = { width: 390, height: 844 };

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
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: options.locale ?? "en-US",
      colorScheme: options.colorScheme ?? "light",
    });
    const page = await context.newPage();
    const phone = new Phone(base, name, context, page);
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

  constructor(base, name, context, page) {
    this.base = base;
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

  /** The card's face, shown for a moment with the keyboard (as a hold would). */
  async readCard() {
    const button = this.page.locator(".card-button");
    await button.focus();
    await button.press("Enter");
    const face = this.page.locator("#card-face");
    await face.waitFor({ state: "visible" });
    const text = await face.innerText();
    const html = await this.page.content();
    await button.press("Enter");
    await face.waitFor({ state: "hidden" });
    return { text, spy: text.includes("You are the spy"), html };
  }

  async setOffline(offline) {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  async shot(dir, name) {
    if (dir) await this.page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }
}
