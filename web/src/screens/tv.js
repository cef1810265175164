// @ts-check
// `/r/{code}/tv`: the room on a screen the whole table watches (a TV at 1080p), with no
// login. It is built from the room's screen view alone, which the server makes from
// what every player's view shares: never a card, never a secret. The code and a QR code
// to join, the players and their points, the phase and a large clock, whose turn, who
// asked whom, the open ballot, the final-voting order, a pause's reason; the end of a
// round revealed step by step, the end of a game with a podium. It follows the room's
// stream and recovers by itself after a network or database blip.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { watchScreen } from "../live.js";
import { ErrorLine } from "../ui/common.js";
import { Clock } from "../ui/round/clock.js";
import { FinalVoting, VotePanel } from "../ui/round/vote_panel.js";
import { PausePanel } from "../ui/round/pause_panel.js";
import { moderatorId, playerName } from "../ui/view_helpers.js";
import { RecentOutcome } from "../ui/round/round_log.js";
import { RoundReveal } from "../ui/tv/round_reveal.js";
import { Podium, endReason } from "./result.js";
import { useTimeUpSound, SoundSwitch } from "../ui/tv/sound.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */

/** @param {{code: string}} props */
export function TvScreen({ code }) {
  const m = useMessages();
  const [view, setView] = useState(/** @type {RoomView | null} */ (null));
  const [skew, setSkew] = useState(0);
  const [link, setLink] = useState(/** @type {import("../live.js").LinkState} */ ("live"));
  const [refused, setRefused] = useState(/** @type {import("../api/endpoints.js").ApiProblem | null} */ (null));
  useEffect(() => {
    document.documentElement.classList.add("tv-screen");
    const w = watchScreen(code, {
      onView: (v) => (setSkew(Date.parse(v.now) - Date.now()), setView(v), setRefused(null)),
      onLink: setLink,
      onRefused: setRefused,
    });
    return () => (w.stop(), document.documentElement.classList.remove("tv-screen"));
  }, [code, m.lang]);
  const sound = useTimeUpSound(view);

  return html`<main class="tv">
    <header class="tv-head">
      <div class="tv-code"><span class="muted">${m.t("lobby-code")}</span> <strong>${code}</strong></div>
      ${view && html`<p class="tv-join">${m.t("tv-join", { url: view.table.join_url })}</p>`}
      <img class="qr" src=${`/r/${code}/qr.svg`} alt=${m.t("lobby-qr-alt", { code })} width="160" height="160" />
    </header>
    ${link === "reconnecting" && html`<p class="banner" role="status">${m.t("app-reconnecting")}</p>`}
    ${refused && html`<${ErrorLine} problem=${refused} />`}
    ${view ? html`<div class="tv-body-grid">
      <${TvPlayers} view=${view} />
      <section class="tv-stage" aria-live="polite">${stage(view, skew, m)}</section>
    </div>` : !refused && html`<p class="muted">${m.t("app-loading")}</p>`}
    <${SoundSwitch} sound=${sound} />
  </main>`;
}

/**
 * What the middle of the screen shows: the round in play, the end of one, the podium, or
 * the wait for a deal.
 * @param {RoomView} view @param {number} skew @param {import("../i18n/index.js").Messages} m
 */
function stage(view, skew, m) {
  const round = view.round;
  const game = view.game;
  const reveal = round?.result && html`<${RoundReveal} key=${`${game?.number}.${round.number}`} view=${view} />`;
  if (game?.over) {
    // The last round's end first, then the podium.
    const leaders = game.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.player_id));
    return html`<div class="tv-final">${reveal}<div class="tv-game-over step-6">
      <h1>${m.t("result-game-over")}</h1>
      <p>${endReason(m, game.end_reason)} ${m.t("result-winner", { names: leaders.join(", ") })}</p>
      <${Podium} view=${view} />
    </div></div>`;
  }
  if (reveal) return reveal;
  if (!round || !game) {
    const dealer = view.table.next_dealer_id;
    return html`<h1>${m.t("tv-waiting")}</h1>
      <p>${dealer ? m.t("lobby-waiting-for-deal", { name: playerName(view, dealer) }) : m.t("lobby-waiting-for-host")}</p>`;
  }
  return html`<${TvRound} view=${view} skew=${skew} />`;
}

/** The round in play. @param {{view: RoomView, skew: number}} props */
function TvRound({ view, skew }) {
  const m = useMessages();
  const round = /** @type {NonNullable<RoomView["round"]>} */ (view.round);
  const game = view.game;
  const last = round.questions.at(-1);
  const asking = round.phase === "playing" || round.phase === "team_questions";
  const vote = round.vote;
  return html`<h1>${m.t("round-title", { n: round.number, total: game?.rounds_total ?? round.number })}</h1>
    <div class="tv-clock"><${Clock} clock=${round.clock} skew=${skew} paused=${Boolean(round.paused)} /></div>
    <${PausePanel} view=${view} show=${() => {}} />
    <${RecentOutcome} view=${view} skew=${skew} />
    ${asking && round.turn_player_id && !vote && !round.paused && html`<p class="tv-turn">${m.t("round-their-turn", { name: playerName(view, round.turn_player_id) })}</p>`}
    ${last && html`<p class="tv-last">${m.t("round-log-asked", { actor: playerName(view, last.asker_id), subject: playerName(view, last.target_id) })}</p>`}
    ${vote && html`<${VotePanel} view=${view} busy=${true} act=${() => {}} skew=${skew} />`}
    ${round.final_voting && html`<${FinalVoting} view=${view} />`}`;
}

/**
 * The players in seat order with their points; whose turn it is marked. Once a round is
 * over, the points as they stood before it until the reveal's last step, then the new
 * totals with the round's own: new totals any sooner would tell who the spy was.
 * @param {{view: RoomView}} props
 */
function TvPlayers({ view }) {
  const m = useMessages();
  const round = view.round;
  const turn = round && !round.result && !round.vote && !round.paused ? round.turn_player_id : null;
  const seated = view.players.filter((p) => p.present);
  /** @param {string} id */
  const gained = (id) => round?.result?.points.find((p) => p.player_id === id)?.points ?? 0;
  return html`<section class="tv-players">
    <h2>${m.t("lobby-players")}</h2>
    <ol>${seated.map(
      (p) => p.id === moderatorId(view)
        ? html`<li class="moderator"><span>${p.display_name}</span><strong>${m.t("moderator-tag")}</strong></li>`
        : html`<li class=${p.id === turn ? "turn" : ""}><span>${p.display_name}</span>
        ${round?.result
          ? html`<strong class="swap"><span class="early" aria-hidden="true">${m.t("lobby-points", { n: p.score - gained(p.id) })}</span>
              <span class="late">${m.t("lobby-points", { n: p.score })}<span class="gain">${gained(p.id) >= 0 ? "+" : ""}${gained(p.id)}</span></span></strong>`
          : html`<strong>${m.t("lobby-points", { n: p.score })}</strong>`}</li>`,
    )}</ol>
  </section>`;
}
