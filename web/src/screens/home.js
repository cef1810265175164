// @ts-check
// `/`: a name, then join a table by its code or make a new one. Also the way to the
// account page, and for organizers and developers to the admin panel and the API.
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, Link, NameField, navigate, useRunner } from "../ui/common.js";
import { SettingsForm } from "../ui/settings_form.js";
import { ensureSession } from "../ui/session_guard.js";
import { typedBefore } from "../first_screen/takeover.js";

/** @param {import("../app.js").SessionProps} props */
export function Home({ session, setSession }) {
  const m = useMessages();
  const [name, setName] = useState(typedBefore("display_name") ?? session?.user.display_name ?? "");
  const [code, setCode] = useState((typedBefore("code") ?? "").toUpperCase());
  const [creating, setCreating] = useState(false);
  const runner = useRunner();

  /** @param {Event} e */
  const join = (e) => {
    e.preventDefault();
    runner.run(async () => {
      await ensureSession(name, session, setSession);
      const { view } = await api.joinRoom(code, name);
      navigate(`/r/${view.code}`);
    });
  };
  /** @param {import("../api/types.js").Schemas["SettingsPatch"]} settings */
  const create = (settings) =>
    runner.run(async () => {
      await ensureSession(name, session, setSession);
      const { view } = await api.createRoom(settings);
      navigate(`/r/${view.code}`);
    });

  return html`<main class="page">
    <h1>${m.t("app-title")}</h1>
    <p class="muted">${m.t("app-tagline")}</p>
    <section class="card">
      <${NameField} value=${name} onInput=${setName} />
      ${session && html`<p class="muted">${m.t("home-signed-in-as", { name: session.user.display_name })}${session.user.guest ? ` (${m.t("home-guest")})` : ""}</p>`}
    </section>
    <form class="card" onSubmit=${join}>
      <h2>${m.t("home-join-title")}</h2>
      <label class="field">
        ${m.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${code}
          onInput=${(/** @type {Event} */ e) => setCode(/** @type {HTMLInputElement} */ (e.currentTarget).value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${runner.busy || !name.trim() || !code.trim()}>${m.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${m.t("home-create-title")}</h2>
      ${creating
        ? html`<${SettingsForm} busy=${runner.busy || !name.trim()} submitLabel=${m.t("home-create")} onSubmit=${create} />`
        : html`<button type="button" onClick=${() => setCreating(true)}>${m.t("home-create")}</button>`}
    </section>
    <${ErrorLine} problem=${runner.problem} />
    <nav class="links">
      <${Link} to="/account">${m.t("account-title")}</${Link}>
      <${Link} to="/lists">${m.t("lists-title")}</${Link}>
      <${Link} to="/nights">${m.t("home-nights")}</${Link}>
      <a href="/admin">${m.t("home-organizers")}</a>
      <a href="/api/v1/docs">${m.t("home-developers")}</a>
    </nav>
  </main>`;
}
