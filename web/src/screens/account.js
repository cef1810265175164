// @ts-check
// `/account`: log in, sign up, turn this guest into an account (keeping seats and
// results), or log out (the token is revoked on the server).
import { useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, Link, navigate, useRunner } from "../ui/common.js";

/** @param {import("../app.js").SessionProps} props */
export function AccountScreen({ session, setSession }) {
  const m = useMessages();
  const runner = useRunner();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState(session?.user.display_name ?? "");
  const [mode, setMode] = useState(/** @type {"log_in" | "sign_up"} */ ("log_in"));
  const guest = session?.user.guest ?? false;

  /** @param {Event} e */
  const submit = (e) => {
    e.preventDefault();
    runner.run(async () => {
      const made = guest
        ? await api.makeAccount({ username, password, display_name: name || null })
        : mode === "sign_up"
          ? await api.signUp({ username, password, display_name: name })
          : await api.logIn({ username, password });
      setSession(made);
      // Back where the player came from (a night's link), else home.
      const next = new URLSearchParams(location.search).get("next");
      navigate(next && next.startsWith("/") && !next.startsWith("//") ? next : "/");
    });
  };
  const logOut = () =>
    runner.run(async () => {
      await api.logOut();
      setSession(null);
    });
  /** @param {(v: string) => void} set */
  const input = (set) => (/** @type {Event} */ e) => set(/** @type {HTMLInputElement} */ (e.currentTarget).value);

  const signedIn = session && !guest;
  return html`<main class="page">
    <header class="bar"><${Link} to="/">${m.t("app-back")}</${Link}></header>
    <h1>${m.t("account-title")}</h1>
    ${session && html`<p>${m.t("home-signed-in-as", { name: session.user.display_name })}${guest ? ` (${m.t("home-guest")})` : ""}</p>`}
    ${!signedIn &&
    html`<form class="card" onSubmit=${submit}>
      <h2>${guest ? m.t("account-make-account") : mode === "sign_up" ? m.t("account-sign-up") : m.t("account-log-in")}</h2>
      ${!guest &&
      html`<div class="choices two" role="group">
        <button type="button" aria-pressed=${mode === "log_in"} onClick=${() => setMode("log_in")}>${m.t("account-log-in")}</button>
        <button type="button" aria-pressed=${mode === "sign_up"} onClick=${() => setMode("sign_up")}>${m.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${m.t("account-username")}
        <input name="username" autocomplete="username" required value=${username} onInput=${input(setUsername)} />
      </label>
      <label class="field">${m.t("account-password")}
        <input name="password" type="password" autocomplete=${mode === "log_in" && !guest ? "current-password" : "new-password"}
          required value=${password} onInput=${input(setPassword)} />
      </label>
      ${(guest || mode === "sign_up") &&
      html`<label class="field">${m.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${name} onInput=${input(setName)} />
      </label>`}
      <button class="primary" type="submit" disabled=${runner.busy}>
        ${guest ? m.t("account-submit-make") : mode === "sign_up" ? m.t("account-submit-sign-up") : m.t("account-submit-log-in")}
      </button>
    </form>`}
    ${session && html`<button type="button" class="quiet" disabled=${runner.busy} onClick=${logOut}>${m.t("account-log-out")}</button>`}
    <${ErrorLine} problem=${runner.problem} />
  </main>`;
}
