// @ts-check
// My card, face down until I tap it: a tap shows it, another tap (or a few seconds) turns
// it face down again, so that a neighbour does not read it over my shoulder. What only my
// card allows (a spy's guess; with 2 or 3 players a non-spy's accusation: the view's
// `me.card_moves`) is offered on the card's face alone, so that a phone lying on the table
// with its card face down looks the same for a spy and for anyone else.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";

/** @typedef {import("../../api/types.js").Schemas["MyCard"]} MyCardView */

/** How long a shown card stays face up without a tap. */
export const CARD_SHOWN_MS = 6000;

/**
 * @param {{card: MyCardView | null | undefined, showRoles: boolean, spies?: number,
 *   children?: import("preact").ComponentChildren}} props
 * `children`: the moves only this card allows, shown on its face.
 */
export function MyCard({ card, showRoles, spies = 1, children }) {
  const m = useMessages();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), CARD_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!card) return null;
  const face = card.spy
    ? html`<p class="card-title">${spies > 1 ? m.t("round-you-are-one-of-two-spies") : m.t("round-you-are-spy")}</p><p class="muted">${m.t("round-spy-hint")}</p>`
    : html`<p class="card-label">${m.t("round-location")}</p>
        <p class="card-title">${card.location?.name}</p>
        ${showRoles && card.role && html`<p class="card-label">${m.t("round-role")}</p><p class="card-role">${card.role}</p>`}`;
  return html`<section class="card my-card">
    <button type="button" class="card-button" aria-expanded=${shown} aria-controls="card-face"
      onClick=${() => setShown(!shown)} onContextMenu=${(/** @type {Event} */ e) => e.preventDefault()}>
      ${shown ? m.t("round-hide-card") : m.t("round-show-card")}
    </button>
    <div id="card-face" class="card-face" hidden=${!shown}>
      ${shown && face}
      ${shown && children && html`<div class="actions" onClick=${() => setShown(false)}>${children}</div>`}
    </div>
    <p class="muted small-print">${m.t("round-card-hint")}</p>
  </section>`;
}
