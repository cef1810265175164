// @ts-check
// `/nights`: my league nights, registering for one by its code (accounts), and a walk-in's
// claim code, which gives this phone its own session for the night.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, Link, navigate, useRunner } from "../ui/common.js";

/** @typedef {import("../api/types.js").Schemas["NightView"]} NightView */

/** @param {import("../app.js").SessionProps} props */
export function NightsScreen({ session, setSession }) {
  const m = useMessages();
  const runner = useRunner();
  const [nights, setNights] = useState(/** @type {NightView[] | null} */ (null));
  const [code, setCode] = useState("");
  // A claim slip's QR code opens `/nights?claim=CODE`: the code is filled in, one tap left.
  const [fromSlip] = useState(() => new URLSearchParams(location.search).get("claim") ?? "");
  const [claim, setClaim] = useState(fromSlip);
  // The code is a key to the walk-in's place: kept in the form, not in the history.
  useEffect(() => {
    if (fromSlip) history.replaceState(history.state, "", location.pathname);
  }, []);
  useEffect(() => {
    if (session) runner.run(async () => setNights(await api.myNights()));
  }, [session?.token]);
  const account = session && !session.user.guest;

  /** @param {Event} e */
  const join = (e) => {
    e.preventDefault();
    runner.run(async () => navigate(`/nights/${(await api.joinNight(code)).code}`));
  };
  /** @param {Event} e */
  const claimIt = (e) => {
    e.preventDefault();
    runner.run(async () => {
      const claimed = await api.claimWalkIn(claim);
      setSession({ token: claimed.token, user: claimed.user, expires_at: claimed.expires_at });
      navigate(`/nights/${claimed.night.code}`);
    });
  };

  const claimForm = html`<form class="card" onSubmit=${claimIt}>
    <h2>${m.t("nights-claim-title")}</h2>
    <p class="muted">${fromSlip ? m.t("nights-claim-from-slip") : m.t("nights-claim-hint")}</p>
    <label class="field">${m.t("nights-claim-code")}
      <input name="claim-code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="32" required
        value=${claim} onInput=${(/** @type {Event} */ e) => setClaim(/** @type {HTMLInputElement} */ (e.currentTarget).value)} />
    </label>
    <button class=${fromSlip ? "primary" : ""} type="submit" disabled=${runner.busy || !claim.trim()}>${m.t("nights-claim")}</button>
  </form>`;

  return html`<main class="page">
    <header class="bar"><${Link} to="/">${m.t("app-back")}</${Link}></header>
    <h1>${m.t("nights-title")}</h1>
    ${fromSlip && claimForm}
    ${nights && nights.length > 0 &&
    html`<section class="card">
      <h2>${m.t("nights-mine")}</h2>
      <ul class="night-list">${nights.map(
        (n) => html`<li><${Link} to=${`/nights/${n.code}`}>${n.name}</${Link}> <span class="muted">${n.season} · ${m.t("nights-status", { status: n.status })}</span></li>`,
      )}</ul>
    </section>`}
    ${nights && nights.length === 0 && html`<p class="muted">${m.t("nights-none")}</p>`}
    <form class="card" onSubmit=${join}>
      <h2>${m.t("nights-join-title")}</h2>
      ${account
        ? html`<label class="field">${m.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${code} onInput=${(/** @type {Event} */ e) => setCode(/** @type {HTMLInputElement} */ (e.currentTarget).value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${runner.busy || !code.trim()}>${m.t("nights-join")}</button>`
        : html`<p class="muted">${m.t("nights-account-needed")} <${Link} to="/account">${m.t("account-title")}</${Link}></p>`}
    </form>
    ${!fromSlip && claimForm}
    <${ErrorLine} problem=${runner.problem} />
  </main>`;
}
