// @ts-check
// A round being played: my card (shown only while held), the clock, a pause, whose turn
// it is, the open vote, and the moves the view lists for me with their legal targets.
import { useEffect, useState } from "preact/hooks";
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { api } from "../api/endpoints.js";
import { ErrorLine, useRefusalOfThisVersion, useRunner } from "../ui/common.js";
import { moderating, playerName, roundMove } from "../ui/view_helpers.js";
import { Clock, Countdown } from "../ui/round/clock.js";
import { MyCard } from "../ui/round/my_card.js";
import { LocationGrid } from "../ui/round/location_grid.js";
import { SuspectMarks } from "../ui/round/suspect_marks.js";
import { notesKey } from "../ui/round/phone_notes.js";
import { RecentOutcome, RoundLog } from "../ui/round/round_log.js";
import { VotePanel, FinalVoting } from "../ui/round/vote_panel.js";
import { RevealPanel } from "../ui/round/reveal_panel.js";
import { TeamPanel } from "../ui/round/team_panel.js";
import { TeamGuess } from "../ui/round/team_guess.js";
import { useWakeLock } from "../ui/round/device.js";
import { ApiProblem } from "../api/endpoints.js";
import { TableControls } from "../ui/table_controls.js";
import { PausePanel } from "../ui/round/pause_panel.js";
import { AlertSwitch, useAlertSetting } from "../ui/round/alerts.js";
import { Rules } from "../ui/rules.js";

/** @typedef {import("../api/types.js").Action} Action */

/** How long a picker or a confirmation stays open untouched. */
const PICKER_OPEN_MS = 15_000;

/**
 * Sends a move made on `view`, stating the round's situation it was chosen in: the server
 * makes it while the round is still there, however many moves crossed it. On a 412 the
 * round has moved on: the fresh screen is shown and the player chooses again.
 * @param {import("../api/types.js").RoomView} view @param {Action} action @param {import("./room.js").RoomProps["show"]} show
 */
export async function sendMove(view, action, show) {
  try {
    show(await api.move(view, action));
  } catch (error) {
    if (error instanceof ApiProblem && error.code === "version_mismatch") {
      show(await api.roomAfter(view.code, view.version));
    }
    throw error;
  }
}

/** @param {import("./room.js").RoomProps} props */
export function RoundScreen({ view, show, skew }) {
  const m = useMessages();
  const runner = useRunner();
  useRefusalOfThisVersion(runner, view.version);
  const [picking, setPicking] = useState(/** @type {"accuse" | "guess" | null} */ (null));
  const [guessing, setGuessing] = useState(/** @type {string | null} */ (null));
  const [accusing, setAccusing] = useState(/** @type {string | null} */ (null));
  useWakeLock();
  const alerts = useAlertSetting();
  const round = view.round;
  const game = view.game;
  useEffect(() => {
    setPicking(null);
    setGuessing(null);
    setAccusing(null);
  }, [round?.number, round?.phase]);
  // A picker or confirmation left open turns back by itself, as the card does: a phone
  // put down mid-guess does not keep showing that its owner is the spy.
  useEffect(() => {
    if (!picking && !guessing && !accusing) return undefined;
    const timer = setTimeout(() => (setPicking(null), setGuessing(null), setAccusing(null)), PICKER_OPEN_MS);
    return () => clearTimeout(timer);
  }, [picking, guessing, accusing]);
  // A confirmation opened from low on the page is brought into view.
  useEffect(() => {
    if (guessing || accusing) document.querySelector(".round .confirm")?.scrollIntoView({ block: "center" });
  }, [guessing, accusing]);
  if (!round || !game) return null;

  /** @param {Action} action */
  const act = (action) => runner.run(() => sendMove(view, action, show));
  const ask = roundMove(view, "ask");
  const accuse = roundMove(view, "accuse");
  const guess = roundMove(view, "guess");
  const propose = roundMove(view, "propose_reveal_middle");
  const teamGuess = roundMove(view, "guess_team_locations");
  const asking = round.phase === "playing" || round.phase === "team_questions";
  const turn = asking ? round.turn_player_id : null;
  // With 2 or 3 players an accusation is a reveal, not a vote: it is confirmed first.
  const outright = round.variant === "two_player" || round.variant === "three_player";
  /** Moves only my card allows go on its face (`me.card_moves`). @param {string} kind */
  const onCard = (kind) => (view.me?.card_moves ?? []).some((k) => k === kind);
  const accuseButton = accuse && picking !== "accuse" && html`<button type="button" onClick=${() => setPicking("accuse")}>${m.t("round-accuse")}</button>`;
  const guessButton = guess && picking !== "guess" && html`<button type="button" onClick=${() => setPicking("guess")}>${m.t("round-guess")}</button>`;
  const cardActions = [onCard("accuse") && accuseButton, onCard("guess") && guessButton].filter(Boolean);

  return html`<div class="round">
    <header class="round-head">
      <h1>${m.t("round-title", { n: round.number, total: game.rounds_total })}</h1>
      <${Clock} clock=${round.clock} skew=${skew} paused=${Boolean(round.paused)} />
    </header>
    <${PausePanel} view=${view} show=${show} />
    ${moderating(view)
      ? html`<section class="card moderator-note"><p class="card-title">${m.t("moderator-title")}</p>
          <p class="muted">${m.t("moderator-hint")}</p></section>`
      : html`<${MyCard} card=${round.my_card} showRoles=${view.settings.show_roles} spies=${(game.settings ?? view.settings).spies}>
          ${cardActions.length > 0 ? cardActions : null}
        </${MyCard}>`}
    ${round.final_voting && html`<${FinalVoting} view=${view} busy=${runner.busy} act=${act} />`}
    <${RecentOutcome} view=${view} skew=${skew} />
    ${round.vote && html`<${VotePanel} view=${view} busy=${runner.busy} act=${act} skew=${skew} />`}
    ${round.reveal_proposal && html`<${RevealPanel} view=${view} busy=${runner.busy} act=${act} skew=${skew} />`}
    ${round.team && html`<${TeamPanel} view=${view} busy=${runner.busy} act=${act} />`}
    ${round.phase === "team_spy_guess" && html`<${TeamGuess} view=${view} busy=${runner.busy} act=${act} />`}
    ${round.phase === "team_spy_guess" && round.team?.guess_deadline &&
    html`<${Countdown} deadline=${round.team.guess_deadline} skew=${skew} pausedSince=${round.paused?.since} />`}
    ${turn && !round.vote && !round.paused &&
    html`<section class="card turn" aria-live="polite">
      <p><strong>${turn === view.me?.player_id ? m.t("round-your-turn") : m.t("round-their-turn", { name: playerName(view, turn) })}</strong></p>
      ${ask && html`<p class="muted">${m.t("round-ask-whom")}</p>
        <div class="choices">${ask.targets.map(
          (id) => html`<button type="button" disabled=${runner.busy} onClick=${() => act({ type: "ask", target: id })}>${m.t("round-ask", { name: playerName(view, id) })}</button>`,
        )}</div>`}
    </section>`}
    ${picking === "accuse" && accuse && !accusing &&
    html`<section class="card" aria-label=${m.t("round-accuse")}>
      <p>${outright ? m.t("round-accuse-whom-small") : m.t("round-accuse-whom")}</p>
      <div class="choices">${accuse.suspects.map(
        (id) => html`<button type="button" class="danger" disabled=${runner.busy}
          onClick=${() => (outright ? setAccusing(id) : act({ type: "accuse", suspect: id }))}>${m.t("round-accuse-one", { name: playerName(view, id) })}</button>`,
      )}</div>
      <button type="button" class="quiet" onClick=${() => setPicking(null)}>${m.t("round-cancel")}</button>
    </section>`}
    ${accusing &&
    html`<section class="card confirm" role="alertdialog" aria-label=${m.t("round-accuse")}>
      <p>${m.t("round-accuse-confirm", { name: playerName(view, accusing) })}</p>
      <button type="button" class="primary danger" disabled=${runner.busy} onClick=${() => act({ type: "accuse", suspect: accusing })}>${m.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${() => (setAccusing(null), setPicking(null))}>${m.t("round-cancel")}</button>
    </section>`}
    ${guessing &&
    html`<section class="card confirm" role="alertdialog" aria-label=${m.t("round-guess")}>
      <p>${m.t("round-guess-confirm", { place: view.candidate_locations.find((l) => l.id === guessing)?.name ?? "" })}</p>
      <button type="button" class="primary danger" disabled=${runner.busy} onClick=${() => act({ type: "guess", location_id: guessing })}>${m.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${() => (setGuessing(null), setPicking(null))}>${m.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!onCard("accuse") && accuseButton}
      ${!onCard("guess") && guessButton}
      ${propose && html`<button type="button" disabled=${runner.busy} onClick=${() => act({ type: "propose_reveal_middle" })}>${m.t("reveal-propose")}</button>`}
    </div>
    <${ErrorLine} problem=${runner.problem} />
    ${picking === "guess" && !guessing &&
    html`<p class="notice">${m.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${() => setPicking(null)}>${m.t("round-cancel")}</button></p>`}
    ${!teamGuess && html`<${LocationGrid} key=${notesKey("crossed", view)} view=${view} onPick=${picking === "guess" && guess ? setGuessing : null} />`}
    <${SuspectMarks} key=${notesKey("suspects", view)} view=${view} />
    <${AlertSwitch} on=${alerts.on} set=${alerts.set} />
    <${RoundLog} view=${view} />
    <${Rules} view=${view} />
    <${TableControls} view=${view} show=${show} />
  </div>`;
}
