// @ts-check
// `/lists`: my location lists (those I made, then those I added by code), making a new
// one, and adding one by the code its maker reads out.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, Link, NameField, navigate, useRunner } from "../ui/common.js";
import { ListEditor } from "../ui/list_editor.js";
import { ensureSession } from "../ui/session_guard.js";

/** @typedef {import("../api/types.js").Schemas["TablePackSummary"]} TablePackSummary */

/** @param {import("../app.js").SessionProps} props */
export function ListsScreen({ session, setSession }) {
  const m = useMessages();
  const runner = useRunner();
  const [lists, setLists] = useState(/** @type {TablePackSummary[] | null} */ (null));
  const [making, setMaking] = useState(false);
  const [name, setName] = useState(session?.user.display_name ?? "");
  const [code, setCode] = useState("");
  useEffect(() => {
    if (session) runner.run(async () => setLists((await api.myLists()).packs));
  }, [session?.token]);

  /** @param {import("../api/types.js").Schemas["TablePackDraft"]} draft */
  const make = (draft) =>
    runner.run(async () => {
      await ensureSession(name, session, setSession);
      navigate(`/lists/${(await api.makeList(draft)).share_code}`);
    });
  /** @param {Event} e */
  const add = (e) => {
    e.preventDefault();
    // A pasted link works as well as the code it ends with.
    const typed = code.trim().split("/lists/").pop() ?? "";
    navigate(`/lists/${typed.replace(/[\s/-]/g, "").toUpperCase()}`);
  };

  return html`<main class="page lists">
    <header class="bar"><${Link} to="/">${m.t("app-back")}</${Link}></header>
    <h1>${m.t("lists-title")}</h1>
    <p class="muted">${m.t("lists-intro")}</p>
    ${!session && html`<section class="card"><${NameField} value=${name} onInput=${setName} /></section>`}
    ${session &&
    html`<section class="card">
      <h2>${m.t("lists-mine")}</h2>
      ${lists?.length === 0 && html`<p class="muted">${m.t("lists-none")}</p>`}
      <ul class="my-lists">
        ${(lists ?? []).map(
          (l) => html`<li>
            <${Link} to=${`/lists/${l.share_code}`}>${l.name}</${Link}>
            <span class="muted"> ${m.t("list-count", { count: l.location_count })}, ${l.made_by_me ? m.t("lists-yours") : m.t("lists-added")}</span>
          </li>`,
        )}
      </ul>
    </section>`}
    <section class="card">
      <h2>${m.t("lists-new")}</h2>
      ${making
        ? html`<${ListEditor} busy=${runner.busy || (!session && !name.trim())} onSave=${make} onCancel=${() => setMaking(false)} />`
        : html`<button type="button" onClick=${() => setMaking(true)}>${m.t("lists-new")}</button>`}
    </section>
    <form class="card" onSubmit=${add}>
      <h2>${m.t("lists-add-title")}</h2>
      <label class="field">${m.t("lists-add-code")}
        <input name="list_code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="200" required value=${code}
          onInput=${(/** @type {Event} */ e) => setCode(/** @type {HTMLInputElement} */ (e.currentTarget).value)} />
      </label>
      <button class="primary" type="submit" disabled=${!code.trim()}>${m.t("lists-add")}</button>
    </form>
    <${ErrorLine} problem=${runner.problem} />
  </main>`;
}
