// @ts-check
// `/nights/{code}`: one night, kept live. When a seating round puts me at a table, that
// table's room is shown here, on the night's one stream; the next seating round moves me
// on without a tap.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { watchNight } from "../live.js";
import { ErrorLine, Link, NameField, useRunner } from "../ui/common.js";
import { ensureSession } from "../ui/session_guard.js";
import { RoomScreen } from "./room.js";

/** @typedef {import("../api/types.js").Schemas["NightView"]} NightView */
/** @typedef {import("../api/types.js").Schemas["StandingsView"]} StandingsView */
/** @typedef {import("../api/endpoints.js").ApiProblem} ApiProblem */

/** @param {import("../app.js").SessionProps & {code: string}} props */
export function NightScreen({ code, session, setSession }) {
  const m = useMessages();
  const [night, setNight] = useState(/** @type {NightView | null} */ (null));
  const [link, setLink] = useState(/** @type {import("../live.js").LinkState} */ ("live"));
  const [refused, setRefused] = useState(/** @type {ApiProblem | null} */ (null));
  // The night's stream, which also carries my table's room.
  const [carrier, setCarrier] = useState(/** @type {import("../live.js").Carrier | null} */ (null));
  // Bumped to watch again after registering here.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!session) return undefined;
    setRefused(null);
    const w = watchNight(code, {
      onView: setNight,
      onLink: setLink,
      onRefused: (problem) => {
        if (problem.code === "unauthorized") setSession(null);
        setRefused(problem);
      },
    });
    setCarrier(w.carrier);
    return () => w.stop();
    // In a new language, the stream (which carries my table) is asked for anew.
  }, [code, session?.token, attempt, m.lang]);

  const table = night?.my_table;
  const header = html`<header class="bar">
    <${Link} to="/nights">${m.t("nights-title")}</${Link}>
    <span class="room-code">${code}</span>
  </header>`;
  if (!session || refused) {
    // Someone who opened the night's link (its QR code on the projector) is at the venue:
    // a name and a tap check them in, as a guest if they have no account.
    const atTheDoor = !session || refused?.code === "not_in_night";
    return html`<main class="page">${header}
      ${atTheDoor
        ? html`<${DoorCheckIn} code=${code} session=${session} setSession=${setSession}
            onDone=${() => setAttempt(attempt + 1)} />`
        : html`<${ErrorLine} problem=${refused} /><${Link} to="/nights">${m.t("nights-join-title")}</${Link}>`}
    </main>`;
  }
  return html`<main>
    <div class="page night">
      ${header}
      ${link === "reconnecting" && !table && html`<p class="banner reconnecting" role="status">${m.t("app-reconnecting")}</p>`}
      ${!night
        ? html`<p class="muted">${m.t("app-loading")}</p>`
        : html`<section class="card" aria-live="polite">
            <h1>${night.name}</h1>
            <p class="muted">${night.season}</p>
            <p>${m.t("nights-status", { status: night.status })} · ${m.t("nights-playing-as", { name: night.me.display_name })}</p>
            ${night.announcement && html`<p class="banner announcement">${night.announcement}</p>`}
            ${night.next_seating_at && !table && html`<p class="muted">${m.t("nights-next-seating", { time: clockTime(night.next_seating_at, m.lang) })}</p>`}
            ${night.me.withdrawn && html`<p class="notice">${m.t("nights-withdrawn")}</p>`}
            ${!night.me.withdrawn && night.status !== "finished" && !night.me.checked_in &&
              html`<${CheckInButton} code=${code} onDone=${setNight} />`}
            ${night.me.sitting_out && html`<p class="notice" role="status">${m.t("nights-sitting-out", { round: night.current_round ?? 1 })}</p>`}
            ${table
              ? html`<p><strong>${m.t("nights-my-table", { table: table.table, round: table.round })}</strong></p>
                  <p class="muted">${table.players.map((p) => p.display_name).join(", ")}</p>`
              : night.status !== "finished" && night.me.checked_in && !night.me.sitting_out && !night.me.withdrawn &&
                html`<p class="notice" role="status">${m.t("nights-wait-seating")}</p>`}
          </section>`}
      ${night && html`<${Standings} code=${code} version=${night.version} />`}
    </div>
    ${table && html`<${RoomScreen} key=${table.room_code} code=${table.room_code} session=${session} setSession=${setSession}
      carrier=${carrier} embedded />`}
  </main>`;
}

/**
 * The hour and minute of an API time on this phone's clock, written as the chosen language
 * writes them (not the browser's language: a phone set to English shows a Russian page's
 * times the Russian way).
 * @param {string} at @param {string} lang
 */
function clockTime(at, lang) {
  return new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(new Date(at));
}

/**
 * At the door, from the night's link: a newcomer gives a name and checks in (a guest,
 * who may make it an account later and keep the night's points); someone signed in just
 * checks in. Or signs in first, and comes back here.
 * @param {import("../app.js").SessionProps & {code: string, onDone: () => void}} props
 */
function DoorCheckIn({ code, session, setSession, onDone }) {
  const m = useMessages();
  const runner = useRunner();
  const [name, setName] = useState(session?.user.display_name ?? "");
  /** @param {Event} e */
  const submit = (e) => {
    e.preventDefault();
    runner.run(async () => {
      await ensureSession(name, session, setSession);
      await api.checkIn(code);
      onDone();
    });
  };
  return html`<form class="card" onSubmit=${submit}>
    <h1>${m.t("nights-door-title")}</h1>
    <p>${m.t("nights-check-in-hint")}</p>
    ${!session && html`<${NameField} value=${name} onInput=${setName} />`}
    <button class="primary" type="submit" disabled=${runner.busy || (!session && !name.trim())}>${m.t("nights-check-in")}</button>
    <${ErrorLine} problem=${runner.problem} />
    ${(!session || session.user.guest) &&
    html`<p class="muted">${m.t("nights-have-account")} <${Link} to=${`/account?next=${encodeURIComponent(`/nights/${code}`)}`}>${m.t("nights-sign-in")}</${Link}></p>`}
  </form>`;
}

/** Checks the player in on arrival. @param {{code: string, onDone: (view: NightView) => void}} props */
function CheckInButton({ code, onDone }) {
  const m = useMessages();
  const runner = useRunner();
  return html`<div>
    <p>${m.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${runner.busy}
      onClick=${() => runner.run(async () => onDone(await api.checkIn(code)))}>${m.t("nights-check-in")}</button>
    <${ErrorLine} problem=${runner.problem} />
  </div>`;
}

/**
 * The night's standings, fetched when opened and again when the night changes (rounds'
 * points land between seating rounds: reopening fetches them).
 * @param {{code: string, version: number}} props
 */
function Standings({ code, version }) {
  const m = useMessages();
  const runner = useRunner();
  const [open, setOpen] = useState(false);
  const [standings, setStandings] = useState(/** @type {StandingsView | null} */ (null));
  useEffect(() => {
    if (open) runner.run(async () => setStandings(await api.nightStandings(code)));
  }, [code, version, open]);
  return html`<details class="card" onToggle=${(/** @type {Event} */ e) => setOpen(/** @type {HTMLDetailsElement} */ (e.currentTarget).open)}>
    <summary>${m.t("nights-standings")}</summary>
    <${ErrorLine} problem=${runner.problem} />
    <ol class="standings">
      ${(standings?.standings ?? []).map(
        (s) => html`<li value=${s.rank} class=${s.me ? "me" : ""}>${s.display_name}: ${m.t("lobby-points", { n: s.points })} · ${m.t("nights-rounds-played", { n: s.rounds_played })} · ${m.t("ledger-spy", { n: s.spy_rounds, expected: s.expected_spy_rounds })}${s.me ? ` (${m.t("lobby-you")})` : ""}</li>`,
      )}
    </ol>
  </details>`;
}
