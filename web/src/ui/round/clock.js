// @ts-check
// The round's clock: the server's deadline, read with this phone's clock corrected by the
// skew measured from the view's `now`. The server alone decides when time is up.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";

/** @typedef {import("../../api/types.js").Schemas["ClockView"]} ClockView */

/** @param {number} ms */
export function formatDuration(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, "0")}`;
}

/** @param {ClockView} clock @param {number} skew */
export function remaining(clock, skew) {
  if (!clock.running || !clock.deadline) return clock.remaining_ms;
  return Date.parse(clock.deadline) - (Date.now() + skew);
}

/** The last seconds of a round, when the clock shows it is nearly up. */
const URGENT_MS = 30_000;

/** Re-renders every second while `on`. @param {boolean} on @param {unknown} key */
function useSecondTick(on, key) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [on, key]);
}

/** @param {{clock: ClockView, skew: number, paused?: boolean}} props */
export function Clock({ clock, skew, paused }) {
  const m = useMessages();
  useSecondTick(clock.running, clock.deadline);
  const ms = remaining(clock, skew);
  if (ms <= 0) return html`<p class="clock up" role="status">${m.t("round-time-is-up")}</p>`;
  const urgent = clock.running && ms <= URGENT_MS;
  return html`<p class=${`clock${clock.running ? "" : " stopped"}${urgent ? " urgent" : ""}`}>
    ${clock.running && html`<span class="visually-hidden">${m.t("round-clock-running")}: </span>`}
    <time role="timer">${formatDuration(ms)}</time>
    ${!clock.running && html` <span class="muted">${paused ? m.t("round-clock-paused") : m.t("round-clock-stopped")}</span>`}
  </p>`;
}

/**
 * The time left until a wait's deadline (a vote, a reveal proposal, the spy's guess), as
 * the server set it, read with the skew-corrected clock; while the round is paused, what
 * was left when the pause began (the server moves the deadline on when it resumes).
 * @param {{deadline: string, skew: number, pausedSince?: string | null}} props
 */
export function Countdown({ deadline, skew, pausedSince }) {
  const m = useMessages();
  useSecondTick(!pausedSince, deadline);
  const now = pausedSince ? Date.parse(pausedSince) : Date.now() + skew;
  const ms = Date.parse(deadline) - now;
  return html`<p class=${`countdown${ms <= 10_000 ? " urgent" : ""}`}>
    <span role="timer">${m.t("round-time-left", { time: formatDuration(ms) })}</span>
  </p>`;
}
