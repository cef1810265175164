// @ts-check
// `/r/{code}`: one room as this player sees it, kept live. Joins first when the player is
// not at the table; then the lobby between rounds and the round while one is played.
import { useEffect, useRef, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { watchRoom } from "../live.js";
import { ErrorLine, Link, NameField, useRunner } from "../ui/common.js";
import { ensureSession } from "../ui/session_guard.js";
import { Lobby } from "./lobby.js";
import { NewHostNotice } from "../ui/table_controls.js";
import { RoundScreen } from "./round.js";
import { useRoundAlerts } from "../ui/round/alerts.js";
import { moderating } from "../ui/view_helpers.js";
import { typedBefore } from "../first_screen/takeover.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */
/** @typedef {import("../api/endpoints.js").ApiProblem} ApiProblem */
/** @typedef {import("../live.js").Watcher<RoomView>} Watcher */

/**
 * What a screen of the room gets: the view, and `show` for the view a write returned.
 * @typedef {object} RoomProps
 * @property {RoomView} view
 * @property {(written: import("../api/types.js").Written) => void} show
 * @property {number} skew  the server's clock minus this phone's, in milliseconds
 */

/**
 * `embedded`: shown inside a night's page, which holds the page's one `main`; `carrier`:
 * the night's stream, which carries this room (one stream per phone).
 * @param {import("../app.js").SessionProps & {code: string, embedded?: boolean,
 *   carrier?: import("../live.js").Carrier | null}} props
 */
export function RoomScreen({ code, session, setSession, embedded = false, carrier = null }) {
  const m = useMessages();
  const [view, setView] = useState(/** @type {RoomView | null} */ (null));
  // The language the view shown was asked in: until a new language's view arrives, the
  // last one's names stay.
  const [viewLang, setViewLang] = useState(m.lang);
  const [skew, setSkew] = useState(0);
  const [link, setLink] = useState(/** @type {import("../live.js").LinkState} */ ("live"));
  const [refused, setRefused] = useState(/** @type {ApiProblem | null} */ (null));
  // Kept here: making a guest re-renders the room, and the join's refusal must outlive it.
  const [joinProblem, setJoinProblem] = useState(/** @type {ApiProblem | null} */ (null));
  const watcher = useRef(/** @type {Watcher | null} */ (null));

  useEffect(() => {
    if (!session) return undefined;
    setRefused(null);
    const asked = m.lang;
    const w = watchRoom(code, {
      onView: (v) => {
        setSkew(Date.parse(v.now) - Date.now());
        setView(v);
        setViewLang(asked);
      },
      onLink: setLink,
      onRefused: (problem) => {
        if (problem.code === "unauthorized") setSession(null);
        setRefused(problem);
      },
    }, carrier);
    watcher.current = w;
    return () => w.stop();
    // A new language follows the room anew, as views come in the language asked for (a
    // carried room follows anew with its new carrier).
  }, [code, session?.token, carrier, carrier ? null : m.lang]);

  useRoundAlerts(view, skew);

  /** @param {import("../api/types.js").Written} written */
  const show = (written) => watcher.current?.show(written.view, written.etag);

  let body;
  if (refused && refused.code !== "unauthorized") {
    body = html`<${ErrorLine} problem=${refused} />`;
  } else if (view && view.table.closed && !view.me) {
    body = null;
  } else if (!session || (view && !view.me && !view.removed)) {
    body = html`<${JoinForm} code=${code} session=${session} setSession=${setSession} show=${show}
      problem=${joinProblem} setProblem=${setJoinProblem} />`;
  } else if (!view) {
    body = html`<p class="muted">${m.t("app-loading")}</p>`;
  } else if (!view.me) {
    const kicked = view.removed?.reason === "kicked";
    body = html`<p class="notice" role="status">${kicked ? m.t("lobby-removed") : m.t("lobby-left")}</p>
      ${!kicked && !view.table.league && !view.table.closed &&
      html`<${JoinForm} code=${code} session=${session} setSession=${setSession} show=${show}
        problem=${joinProblem} setProblem=${setJoinProblem} again=${true} />`}`;
  } else if (view.round && view.round.phase !== "over" && (view.me.in_round || moderating(view))) {
    body = html`<${RoundScreen} view=${view} show=${show} skew=${skew} />`;
  } else {
    body = html`<${Lobby} view=${view} show=${show} skew=${skew} />`;
  }

  const Tag = embedded ? "section" : "main";
  // The version shown, and its names' language, for tests that wait until a phone has
  // caught up with a change.
  const followed = view && !refused && session;
  return html`<${Tag} class="page room" data-version=${view?.version} data-lang=${followed ? viewLang : undefined}>
    <header class="bar">
      ${!embedded && html`<${Link} to="/">${m.t("app-back")}</${Link}>`}
      <span><span class="room-code-label">${m.t("lobby-code")}</span> <span class="room-code">${code}</span></span>
    </header>
    ${link === "reconnecting" && html`<p class="banner reconnecting" role="status">${m.t("app-reconnecting")}</p>`}
    ${view?.table.closed && html`<p class="notice" role="status">${m.t("lobby-closed")}</p>`}
    ${view?.me && html`<${NewHostNotice} view=${view} />`}
    ${body}
  </${Tag}>`;
}

/**
 * @param {import("../app.js").SessionProps & {code: string, show: RoomProps["show"], again?: boolean,
 *   problem: ApiProblem | null, setProblem: (p: ApiProblem | null) => void}} props
 * `again`: the player left this table and may sit down again.
 */
function JoinForm({ code, session, setSession, show, problem, setProblem, again = false }) {
  const m = useMessages();
  const [name, setName] = useState(typedBefore("display_name") ?? session?.user.display_name ?? "");
  const runner = useRunner();
  /** @param {Event} e */
  const submit = (e) => {
    e.preventDefault();
    setProblem(null);
    runner.run(async () => {
      const made = await ensureSession(name, session, setSession);
      try {
        const written = await api.joinRoom(code, name);
        if (made === session) show(written);
      } catch (error) {
        setProblem(/** @type {ApiProblem} */ (error));
      }
    });
  };
  return html`<form class="card" onSubmit=${submit}>
    <h2>${again ? m.t("lobby-join-again") : m.t("lobby-join-title")}</h2>
    <${NameField} value=${name} onInput=${setName} />
    <button class="primary" type="submit" disabled=${runner.busy || !name.trim()}>${m.t("lobby-join-as")}</button>
    <${ErrorLine} problem=${problem ?? runner.problem} />
  </form>`;
}
