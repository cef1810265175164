// @ts-check
// A finished round as the table sees it: who the spy was, where they were, how it ended,
// the round's points and the game's standings.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import * as api from "../api/endpoints.js";
import { useMessages } from "../i18n/index.js";
import { playerName } from "../ui/view_helpers.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */
/** @typedef {import("../api/types.js").Schemas["RoundRecord"]} RoundRecord */

/** @param {{view: RoomView}} props */
export function RoundResult({ view }) {
  const m = useMessages();
  const result = view.round?.result;
  if (!result) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  const spies = result.spies.map(name);
  const places = result.locations.map((l) => l.name).join(", ");
  const middle = result.middle_card;
  // Team mode: each location is a captain's, the first captain's first.
  const captains = view.round?.team?.captains ?? null;
  return html`<section class="card result" aria-live="polite">
    <h2>${m.result.title}</h2>
    <p>${ending(m, result, name)}</p>
    <p><strong>${winnerLine(m, result)}</strong></p>
    ${spies.length > 0 && html`<p>${m.result.spyWas(spies)}</p>`}
    ${captains
      ? result.locations.map((l, i) => html`<p>${m.team.locationOf(name(captains[i]), l.name)}</p>`)
      : places && html`<p>${m.result.locationWas(places)}</p>`}
    ${middle && html`<p>${m.result.middleWas(middle.spy ? m.result.spyCard : (middle.location?.name ?? ""))}</p>`}
    <h3>${m.result.cards}</h3>
    <ul class="cards">
      ${result.cards.map(
        (c) => html`<li>${name(c.player_id)}: ${c.card.spy ? m.result.spyCardShort : [c.card.location?.name, c.card.role].filter(Boolean).join(", ")}</li>`,
      )}
    </ul>
    <h3>${m.result.points}</h3>
    <ul class="points">
      ${result.points.map((p) => html`<li>${name(p.player_id)}: ${p.points > 0 ? "+" : ""}${p.points}</li>`)}
    </ul>
    ${view.game && html`<${Standings} view=${view} />`}
  </section>`;
}

/** @param {import("../i18n/index.js").Messages} m @param {RoundRecord} result */
export function winnerLine(m, result) {
  return {
    spy: m.result.spiesWin,
    non_spies: m.result.nonSpiesWin,
    nobody: m.result.nobodyWins,
    everyone: m.result.everyoneWins,
    teams: m.result.teamsScore,
  }[result.winner];
}

/**
 * How the round ended, in a sentence.
 * @param {import("../i18n/index.js").Messages} m
 * @param {RoundRecord} result
 * @param {(id: string | null | undefined) => string} name
 */
export function ending(m, result, name) {
  const o = result.outcome;
  switch (o.kind) {
    case "indicted":
      return o.spy ? m.result.indictedSpy(name(o.suspect_id)) : m.result.indictedInnocent(name(o.suspect_id));
    case "spy_guessed":
      return (o.correct ? m.result.guessedRight : m.result.guessedWrong)(name(o.spy_id), o.location.name);
    case "time_up":
      return m.result.timeUp;
    case "convicted":
      return m.result.convicted(name(o.suspect_id));
    case "no_conviction":
      return m.result.noConviction;
    case "accused_revealed":
      return m.result.accusedRevealed(name(o.accuser_id), name(o.accused_id), o.spy);
    case "middle_revealed":
      return m.result.middleRevealed(o.spy_card);
    case "team": {
      const picked = o.spy_picked_by_id ? m.result.spyPicked(name(o.spy_picked_by_id)) : m.result.spyNotPicked;
      const guesses = o.guesses.map((g, i) => `${g.name} (${o.correct[i] ? m.result.right : m.result.wrong})`);
      return `${picked} ${guesses.length > 0 ? m.result.teamGuesses(guesses.join(", ")) : m.result.noTeamGuess}`;
    }
    case "voided":
      if (!o.player_id) return m.result.voided;
      return (o.departure === "removed" ? m.result.voidedRemoved : m.result.voidedLeft)(name(o.player_id));
    case "abandoned":
      return o.by === "organizer" ? m.result.abandonedByOrganizer : m.result.abandoned;
    default:
      return m.result.otherEnding;
  }
}

/** @param {{view: RoomView}} props */
function Standings({ view }) {
  const m = useMessages();
  const game = view.game;
  if (!game) return null;
  const leaders = game.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.player_id));
  return html`<div>
    <h3>${m.result.standings}</h3>
    <ol class="standings">
      ${game.standings.map(
        (s) => html`<li value=${s.rank}>${playerName(view, s.player_id)}: ${m.lobby.points(s.points)}${gone(view, s.player_id) ? ` (${m.lobby.away})` : ""}</li>`,
      )}
    </ol>
    ${game.over &&
    html`<p><strong>${m.result.gameOver} ${endReason(m, game.end_reason)} ${m.result.winner(leaders.join(", "))}</strong></p>
      <${Podium} view=${view} />
      <${PointsByRound} view=${view} />`}
  </div>`;
}

/** The game's first three places, the leaders in the middle. @param {{view: RoomView}} props */
function Podium({ view }) {
  const m = useMessages();
  const places = (view.game?.standings ?? []).filter((s) => s.rank <= 3);
  if (places.length === 0) return null;
  return html`<ol class="podium" aria-label=${m.result.podium}>
    ${places.map(
      (s) => html`<li class=${`place-${s.rank}`}><span class="place">${m.result.place(s.rank)}</span>
        <strong>${playerName(view, s.player_id)}</strong> <span>${m.lobby.points(s.points)}</span></li>`,
    )}
  </ol>`;
}

/** Every player's points in each round of the game, fetched once it is over. @param {{view: RoomView}} props */
function PointsByRound({ view }) {
  const m = useMessages();
  const [rounds, setRounds] = useState(/** @type {import("../api/types.js").RoundView[] | null} */ (null));
  const key = `${view.game?.number}.${view.game?.round_number}`;
  useEffect(() => {
    api.rounds(view.code).then((h) => setRounds(h.rounds)).catch(() => setRounds(null));
  }, [key]);
  if (!rounds || !view.game) return null;
  const finished = rounds.filter((r) => r.result);
  /** @param {import("../api/types.js").RoundView} r @param {string} id */
  const points = (r, id) => r.result?.points.find((p) => p.player_id === id)?.points;
  return html`<table class="by-round">
    <caption>${m.result.byRound}</caption>
    <thead><tr><th scope="col">${m.lobby.players}</th>${finished.map((r) => html`<th scope="col">${r.number}</th>`)}<th scope="col">${m.result.total}</th></tr></thead>
    <tbody>${view.game.standings.map(
      (s) => html`<tr><th scope="row">${playerName(view, s.player_id)}</th>
        ${finished.map((r) => html`<td>${points(r, s.player_id) ?? "–"}</td>`)}<td>${s.points}</td></tr>`,
    )}</tbody>
  </table>`;
}

/**
 * Why the game is over, in a sentence.
 * @param {import("../i18n/index.js").Messages} m
 * @param {import("../api/types.js").Schemas["GameEnd"] | null | undefined} reason
 */
function endReason(m, reason) {
  switch (reason) {
    case "last_round":
      return m.result.endedLastRound;
    case "everyone_captained":
      return m.result.endedEveryoneCaptained;
    case "too_few_players":
      return m.result.endedTooFewPlayers;
    default:
      return "";
  }
}

/** Whether the player left the table. @param {RoomView} view @param {string} id */
function gone(view, id) {
  return view.players.some((p) => p.id === id && !p.present);
}
