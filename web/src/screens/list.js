// @ts-check
// `/lists/{code}`: one location list, opened by its code (a link, a QR code, a code typed):
// reading it adds it to mine, so I may play it. Its maker shares it (code, link, QR code)
// and changes it; anyone may start a room with it.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, Link, NameField, copyText, navigate, useRunner } from "../ui/common.js";
import { ListEditor } from "../ui/list_editor.js";
import { ensureSession } from "../ui/session_guard.js";

/** @typedef {import("../api/types.js").Schemas["TablePackView"]} TablePackView */

/** @param {import("../app.js").SessionProps & {code: string}} props */
export function ListScreen({ code, session, setSession }) {
  const m = useMessages();
  const runner = useRunner();
  const [list, setList] = useState(/** @type {TablePackView | null} */ (null));
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(session?.user.display_name ?? "");
  useEffect(() => {
    if (session) runner.run(async () => setList(await api.sharedList(code)));
  }, [code, session?.token]);

  /** @param {Event} e */
  const open = (e) => {
    e.preventDefault();
    // Read here: the reading the new session brings about would find the runner busy.
    runner.run(async () => {
      await ensureSession(name, session, setSession);
      setList(await api.sharedList(code));
    });
  };
  /** @param {import("../api/types.js").Schemas["TablePackDraft"]} draft */
  const save = (draft) =>
    runner.run(async () => {
      if (!list) return;
      setList(await api.changeList(list.id, draft));
      setEditing(false);
    });
  const play = () =>
    runner.run(async () => {
      if (!list) return;
      const { view } = await api.createRoom({ pack_ids: [list.id] });
      navigate(`/r/${view.code}`);
    });

  const header = html`<header class="bar"><${Link} to="/lists">${m.t("lists-title")}</${Link}></header>`;
  if (!session) {
    return html`<main class="page list">${header}
      <form class="card" onSubmit=${open}>
        <h1>${m.t("list-open-title")} <span class="share-code">${code}</span></h1>
        <${NameField} value=${name} onInput=${setName} />
        <button class="primary" type="submit" disabled=${runner.busy || !name.trim()}>${m.t("list-open")}</button>
      </form>
      <${ErrorLine} problem=${runner.problem} />
    </main>`;
  }
  if (!list) {
    return html`<main class="page list">${header}
      ${runner.problem ? html`<${ErrorLine} problem=${runner.problem} />` : html`<p class="muted">${m.t("app-loading")}</p>`}
    </main>`;
  }
  return html`<main class="page list" data-version=${list.version}>${header}
    <h1>${list.name}</h1>
    <p class="muted">${list.made_by_me ? m.t("list-by-you") : m.t("list-added")}</p>
    ${editing
      ? html`<section class="card"><${ListEditor} current=${list} busy=${runner.busy} onSave=${save} onCancel=${() => setEditing(false)} /></section>`
      : html`<section class="card">
          <h2>${m.t("list-count", { count: list.locations.length })}</h2>
          <ul class="list-locations">
            ${list.locations.map(
              (l) => html`<li><span class="location-name">${l.name}</span>${l.roles.length > 0 && html`<span class="muted">: ${l.roles.join(", ")}</span>`}</li>`,
            )}
          </ul>
          ${list.made_by_me && html`<button type="button" onClick=${() => setEditing(true)}>${m.t("list-edit")}</button>`}
        </section>`}
    <${ShareCard} list=${list} />
    <div class="actions">
      <button class="primary" type="button" disabled=${runner.busy} onClick=${play}>${m.t("list-play")}</button>
    </div>
    <${ErrorLine} problem=${runner.problem} />
  </main>`;
}

/** The list's code, link and QR code, to pass on. @param {{list: TablePackView}} props */
function ShareCard({ list }) {
  const m = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await copyText(list.share_url, ".share-link input");
    setCopied(true);
  };
  return html`<section class="card share">
    <h2>${m.t("list-share-title")}</h2>
    <p>${m.t("list-share")}</p>
    <p class="join-code"><span class="muted">${m.t("list-code")}</span> <strong class="share-code">${list.share_code}</strong></p>
    <label class="field share-link">${m.t("list-link")}
      <input type="text" readonly value=${list.share_url} onFocus=${(/** @type {Event} */ e) => /** @type {HTMLInputElement} */ (e.currentTarget).select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${copy}>${copied ? m.t("list-copied") : m.t("list-copy")}</button>
    </div>
    <img class="qr" src=${`/lists/${list.share_code}/qr.svg`} alt=${m.t("list-qr-alt", { code: list.share_code })} width="180" height="180" />
  </section>`;
}
