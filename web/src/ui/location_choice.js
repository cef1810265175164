// @ts-check
// Which locations of the chosen packs a room plays: all of them, or those ticked. Folded
// until opened; the locations are fetched then, in the app's language.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";

/** @typedef {{id: string, name: string}} Place */
/** @typedef {import("../api/types.js").Schemas["TablePackSummary"]} TablePackSummary */

/**
 * @param {{packIds: string[], lists: TablePackSummary[], chosen: string[] | null,
 *   onChoose: (ids: string[] | null) => void}} props
 *   `chosen`: the ids ticked, `null` for all
 */
export function LocationChoice({ packIds, lists, chosen, onChoose }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const [places, setPlaces] = useState(/** @type {Place[]} */ ([]));
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    /** @param {string} id @returns {Promise<Place[]>} */
    const of = async (id) => {
      const list = lists.find((l) => l.id === id);
      return (list ? await api.sharedList(list.share_code) : await api.pack(id)).locations;
    };
    // A pack that cannot be read (no longer offered) leaves the others' places to choose.
    Promise.allSettled(packIds.map(of)).then((all) => {
      if (current) setPlaces(all.flatMap((r) => (r.status === "fulfilled" ? r.value : [])));
    });
    return () => {
      current = false;
    };
  }, [open, packIds.join(","), lists.map((l) => l.id).join(","), m.lang]);

  const ticked = chosen ?? places.map((p) => p.id);
  /** @param {string} id @param {boolean} on */
  const tick = (id, on) => {
    const next = on ? [...ticked, id] : ticked.filter((t) => t !== id);
    // Two at least: a team round deals two.
    if (next.length < 2) return;
    onChoose(next.length === places.length ? null : places.map((p) => p.id).filter((p) => next.includes(p)));
  };
  return html`<details class="field location-choice" onToggle=${(/** @type {Event} */ e) => setOpen(/** @type {HTMLDetailsElement} */ (e.currentTarget).open)}>
    <summary>${m.t("settings-locations")}: ${chosen ? m.t("settings-locations-some", { count: chosen.length }) : m.t("settings-locations-all")}</summary>
    ${places.map(
      (p) => html`<label class="check"><input type="checkbox" name="location" value=${p.id} checked=${ticked.includes(p.id)}
        onChange=${(/** @type {Event} */ e) => tick(p.id, /** @type {HTMLInputElement} */ (e.currentTarget).checked)} />
        ${p.name}</label>`,
    )}
  </details>`;
}
