// @ts-check
// A finished round as the table sees it: who the spy was, where they were, how it ended,
// the round's points and the game's standings.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { api } from "../api/endpoints.js";
import { listOf, useMessages } from "../i18n/index.js";
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
    <h2>${m.t("result-title")}</h2>
    <p>${ending(m, result, name)}</p>
    <p><strong>${winnerLine(m, result)}</strong></p>
    ${spies.length > 0 && html`<p>${m.t("result-spy-was", { names: listOf(m, spies), count: spies.length })}</p>`}
    ${captains
      ? result.locations.map((l, i) => html`<p>${m.t("team-location-of", { captain: name(captains[i]), place: l.name })}</p>`)
      : places && html`<p>${m.t("result-location-was", { place: places })}</p>`}
    ${middle && html`<p>${m.t("result-middle-was", { card: middle.spy ? m.t("result-spy-card") : (middle.location?.name ?? "") })}</p>`}
    <h3>${m.t("result-cards")}</h3>
    <ul class="cards">
      ${result.cards.map(
        (c) => html`<li>${name(c.player_id)}: ${c.card.spy ? m.t("result-spy-card-short") : [c.card.location?.name, c.card.role].filter(Boolean).join(", ")}</li>`,
      )}
    </ul>
    <h3>${m.t("result-points")}</h3>
    <ul class="points">
      ${result.points.map((p) => html`<li>${name(p.player_id)}: ${p.points > 0 ? "+" : ""}${p.points}</li>`)}
    </ul>
    ${view.game && html`<${Standings} view=${view} />`}
  </section>`;
}

/** @param {import("../i18n/index.js").Messages} m @param {RoundRecord} result */
export function winnerLine(m, result) {
  return {
    spy: m.t("result-spies-win"),
    non_spies: m.t("result-non-spies-win"),
    nobody: m.t("result-nobody-wins"),
    everyone: m.t("result-everyone-wins"),
    teams: m.t("result-teams-score"),
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
      return o.spy ? m.t("result-indicted-spy", { name: name(o.suspect_id) }) : m.t("result-indicted-innocent", { name: name(o.suspect_id) });
    case "spy_guessed":
      return m.t(o.correct ? "result-guessed-right" : "result-guessed-wrong", { name: name(o.spy_id), place: o.location.name });
    case "time_up":
      return m.t("result-time-up");
    case "convicted":
      return m.t("result-convicted", { name: name(o.suspect_id) });
    case "no_conviction":
      return m.t("result-no-conviction");
    case "accused_revealed":
      return m.t("result-accused-revealed", { accuser: name(o.accuser_id), accused: name(o.accused_id), spy: o.spy ? "yes" : "no" });
    case "middle_revealed":
      return m.t("result-middle-revealed", { card: o.spy_card ? "spy" : "location" });
    case "team": {
      const picked = o.spy_picked_by_id ? m.t("result-spy-picked", { captain: name(o.spy_picked_by_id) }) : m.t("result-spy-not-picked");
      const guesses = o.guesses.map((g, i) => `${g.name} (${o.correct[i] ? m.t("result-right") : m.t("result-wrong")})`);
      return `${picked} ${guesses.length > 0 ? m.t("result-team-guesses", { guesses: guesses.join(", ") }) : m.t("result-no-team-guess")}`;
    }
    case "voided":
      if (!o.player_id) return m.t("result-voided");
      return m.t(o.departure === "removed" ? "result-voided-removed" : "result-voided-left", { name: name(o.player_id) });
    case "abandoned":
      return o.by === "organizer" ? m.t("result-abandoned-by-organizer") : m.t("result-abandoned");
    default:
      return m.t("result-other-ending");
  }
}

/** @param {{view: RoomView}} props */
function Standings({ view }) {
  const m = useMessages();
  const game = view.game;
  if (!game) return null;
  const leaders = game.standings.filter((s) => s.rank === 1).map((s) => playerName(view, s.player_id));
  return html`<div>
    <h3>${m.t("result-standings")}</h3>
    <ol class="standings">
      ${game.standings.map(
        (s) => html`<li value=${s.rank}>${playerName(view, s.player_id)}: ${m.t("lobby-points", { n: s.points })}${gone(view, s.player_id) ? ` (${m.t("lobby-away")})` : ""}</li>`,
      )}
    </ol>
    ${game.over &&
    html`<p><strong>${m.t("result-game-over")} ${endReason(m, game.end_reason)} ${m.t("result-winner", { names: leaders.join(", ") })}</strong></p>
      <${Podium} view=${view} />
      <${PointsByRound} view=${view} />`}
  </div>`;
}

/** The game's first three places, the leaders in the middle. @param {{view: RoomView}} props */
export function Podium({ view }) {
  const m = useMessages();
  const places = (view.game?.standings ?? []).filter((s) => s.rank <= 3);
  if (places.length === 0) return null;
  return html`<ol class="podium" aria-label=${m.t("result-podium")}>
    ${places.map(
      (s) => html`<li class=${`place-${s.rank}`}><span class="place">${m.t("result-place", { n: s.rank })}</span>
        <strong>${playerName(view, s.player_id)}</strong> <span>${m.t("lobby-points", { n: s.points })}</span></li>`,
    )}
  </ol>`;
}

/** Every player's points in each round of the game, fetched once it is over. @param {{view: RoomView}} props */
function PointsByRound({ view }) {
  const m = useMessages();
  const [history, setHistory] = useState(/** @type {import("../api/types.js").Schemas["RoundHistory"] | null} */ (null));
  const key = `${view.game?.number}.${view.game?.round_number}`;
  useEffect(() => {
    api.rounds(view.code).then(setHistory).catch(() => setHistory(null));
  }, [key]);
  if (!history || !view.game) return null;
  const rounds = history.rounds;
  /** @param {string} id */
  const deal = (id) => history.spy_deals.find((d) => d.player_id === id);
  const finished = rounds.filter((r) => r.result);
  /** @param {import("../api/types.js").RoundView} r @param {string} id */
  const points = (r, id) => r.result?.points.find((p) => p.player_id === id)?.points;
  // A long game's columns may be wider than a phone: the table scrolls, not the card.
  return html`<div class="by-round-scroll" tabindex="0" role="region" aria-labelledby="by-round-caption"><table class="by-round">
    <caption id="by-round-caption">${m.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${m.t("lobby-players")}</th>${finished.map((r) => html`<th scope="col">${r.number}</th>`)}<th scope="col">${m.t("result-total")}</th><th scope="col">${m.t("ledger-column")}</th></tr></thead>
    <tbody>${view.game.standings.map(
      (s) => html`<tr><th scope="row">${playerName(view, s.player_id)}</th>
        ${finished.map((r) => html`<td>${points(r, s.player_id) ?? "–"}</td>`)}<td>${s.points}</td>
        <td>${m.t("ledger-cell", { n: deal(s.player_id)?.spy_rounds ?? 0, expected: deal(s.player_id)?.expected_spy_rounds ?? 0 })}</td></tr>`,
    )}</tbody>
  </table></div>
  <p class="muted">${m.t("ledger-explained")}</p>`;
}

/**
 * Why the game is over, in a sentence.
 * @param {import("../i18n/index.js").Messages} m
 * @param {import("../api/types.js").Schemas["GameEnd"] | null | undefined} reason
 */
export function endReason(m, reason) {
  switch (reason) {
    case "last_round":
      return m.t("result-ended-last-round");
    case "everyone_captained":
      return m.t("result-ended-everyone-captained");
    case "too_few_players":
      return m.t("result-ended-too-few-players");
    default:
      return "";
  }
}

/** Whether the player left the table. @param {RoomView} view @param {string} id */
function gone(view, id) {
  return view.players.some((p) => p.id === id && !p.present);
}
