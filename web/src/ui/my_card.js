// @ts-check
// My card, hidden until I hold the button (or tap it: a tap shows it for a few seconds),
// so that a neighbour does not read it over my shoulder.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";

/** @typedef {import("../api/types.js").Schemas["MyCard"]} MyCardView */

const TAP_SHOWS_MS = 4000;

/** @param {{card: MyCardView | null | undefined, showRoles: boolean}} props */
export function MyCard({ card, showRoles }) {
  const m = useMessages();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), TAP_SHOWS_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!card) return null;
  const face = card.spy
    ? html`<p class="card-title">${m.round.youAreSpy}</p><p class="muted">${m.round.spyHint}</p>`
    : html`<p class="card-label">${m.round.location}</p>
        <p class="card-title">${card.location?.name}</p>
        ${showRoles && card.role && html`<p class="card-label">${m.round.role}</p><p class="card-role">${card.role}</p>`}`;
  return html`<section class="card my-card">
    <button type="button" class="card-button" aria-pressed=${shown} aria-controls="card-face"
      onPointerDown=${() => setShown(true)} onPointerUp=${() => setShown(false)} onPointerLeave=${() => setShown(false)}
      onKeyDown=${(/** @type {KeyboardEvent} */ e) => (e.key === " " || e.key === "Enter") && setShown(!shown)}
      onContextMenu=${(/** @type {Event} */ e) => e.preventDefault()}>
      ${shown ? m.round.hideCard : m.round.showCard}
    </button>
    <div id="card-face" class="card-face" hidden=${!shown}>${shown && face}</div>
    <p class="muted small-print">${m.round.cardHint}</p>
  </section>`;
}
