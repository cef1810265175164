// @ts-check
// Small pieces every screen uses: the error line and the runner for writes.
import { useEffect, useRef, useState } from "preact/hooks";
import { html } from "../html.js";
import { ApiProblem } from "../api/endpoints.js";
import { problemText, useMessages } from "../i18n/index.js";

/** A refusal in words, brought into view where it appears. @param {{problem: ApiProblem | null}} props */
export function ErrorLine({ problem }) {
  const m = useMessages();
  const line = useRef(/** @type {HTMLParagraphElement | null} */ (null));
  useEffect(() => line.current?.scrollIntoView({ block: "center" }), [problem]);
  if (!problem) return null;
  return html`<p class="error" role="alert" data-code=${problem.code} ref=${line}>${problemText(m, problem)}</p>`;
}

/**
 * Runs one write at a time: a second `run` while one runs does nothing (so a double tap
 * sends one request), `busy` meanwhile (buttons are disabled), `problem` when it was refused.
 * @returns {{busy: boolean, problem: ApiProblem | null, run: (work: () => Promise<void>) => Promise<void>, clear: () => void}}
 */
export function useRunner() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(/** @type {ApiProblem | null} */ (null));
  // `busy` is seen by the next render only: two taps before it would both pass it.
  const running = useRef(false);
  return {
    busy,
    problem,
    clear: () => setProblem(null),
    async run(work) {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      try {
        await work();
      } catch (error) {
        setProblem(error instanceof ApiProblem ? error : new ApiProblem(0, "internal_error", String(error)));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
  };
}

/**
 * Clears `runner`'s refusal once the room's `version` moves past the one it was shown
 * with: a refusal is about the screen it was made on, and left under a newer one it would
 * read as current.
 * @param {ReturnType<typeof useRunner>} runner @param {number} version
 */
export function useRefusalOfThisVersion(runner, version) {
  const shownWith = useRef(version);
  useEffect(() => {
    shownWith.current = version;
  }, [runner.problem]);
  useEffect(() => {
    if (runner.problem && shownWith.current !== version) runner.clear();
  }, [version]);
}

/** A link inside the app, followed without a page load. @param {{to: string, children: any}} props */
export function Link({ to, children }) {
  return html`<a href=${to} onClick=${(/** @type {Event} */ e) => (e.preventDefault(), navigate(to))}>${children}</a>`;
}

/** The player's name, as every form that makes a guest asks for it. @param {{value: string, onInput: (v: string) => void}} props */
export function NameField({ value, onInput }) {
  const m = useMessages();
  return html`<label class="field">
    ${m.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${value}
      onInput=${(/** @type {Event} */ e) => onInput(/** @type {HTMLInputElement} */ (e.currentTarget).value)} />
  </label>`;
}

/**
 * Puts `text` on the clipboard; without a secure context (a venue's plain http) there is
 * no clipboard API, so the read-only field `selector` showing it is selected and copied.
 * @param {string} text @param {string} selector
 */
export async function copyText(text, selector) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const field = /** @type {HTMLInputElement | null} */ (document.querySelector(selector));
    field?.select();
    document.execCommand("copy");
  }
}

/** Navigation inside the app without a page load. @param {string} to */
export function navigate(to) {
  history.pushState(null, "", to);
  dispatchEvent(new PopStateEvent("popstate"));
}
