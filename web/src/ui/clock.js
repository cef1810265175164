// @ts-check
// The round's clock: the server's deadline, read with this phone's clock corrected by the
// skew measured from the view's `now`. The server alone decides when time is up.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";

/** @typedef {import("../api/types.js").Schemas["ClockView"]} ClockView */

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

/** @param {{clock: ClockView, skew: number}} props */
export function Clock({ clock, skew }) {
  const m = useMessages();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!clock.running) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [clock.running, clock.deadline]);
  const left = formatDuration(remaining(clock, skew));
  return html`<p class=${clock.running ? "clock" : "clock stopped"}>
    <span class="visually-hidden">${clock.running ? m.round.clockRunning : m.round.clockStopped}: </span>
    <time role="timer">${left}</time>
    ${!clock.running && html` <span class="muted">${m.round.clockStopped}</span>`}
  </p>`;
}
