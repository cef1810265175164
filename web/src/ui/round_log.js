// @ts-check
// The round's public log, newest first: what the table saw happen.
import { html } from "../html.js";
import { useMessages } from "../i18n/index.js";
import { playerName } from "./view_helpers.js";

/** @typedef {import("../api/types.js").RoomView} RoomView */
/** @typedef {import("../api/types.js").Schemas["LogEntry"]} LogEntry */

/** @param {{view: RoomView}} props */
export function RoundLog({ view }) {
  const m = useMessages();
  const log = view.round?.log ?? [];
  if (log.length === 0) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  /** @param {LogEntry["event"]} e */
  const line = (e) => {
    switch (e.type) {
      case "question_asked":
        return m.round.logAsked(name(e.asker_id), name(e.target_id));
      case "accusation_opened":
        return m.round.logAccused(name(e.accuser_id), name(e.suspect_id));
      case "vote_cast":
        return m.round.logVoted(name(e.player_id), e.yes ?? false);
      case "vote_failed":
        return m.round.logVoteFailed(name(e.suspect_id));
      case "time_up":
        return m.round.logTimeUp;
      case "final_vote_opened":
        return m.round.logFinalVote(name(e.suspect_id));
      case "reveal_proposed":
        return m.round.logRevealProposed(name(e.player_id));
      case "reveal_agreed":
        return m.round.logRevealAgreed(name(e.player_id));
      case "reveal_refused":
        return m.round.logRevealRefused(name(e.player_id));
      case "reveal_expired":
        return m.round.logRevealExpired(name(e.player_id));
      case "spy_guessed":
        return m.round.logGuessed(name(e.player_id));
      case "team_locations_guessed":
        return m.round.logTeamGuessed;
      case "first_captain_chosen":
        return m.round.logFirstCaptain(name(e.captain_id));
      case "agent_picked":
        return m.round.logPicked(name(e.captain_id), name(e.agent_id));
      case "pick_refused":
        return m.round.logPickRefused(name(e.captain_id));
      case "player_left":
        return (e.departure === "removed" ? m.round.logRemoved : m.round.logLeft)(name(e.player_id));
      case "round_abandoned":
        return m.round.logAbandoned;
      case "round_ended":
        return m.round.logEnded;
      default:
        return m.round.logOther;
    }
  };
  return html`<section class="card">
    <h2>${m.round.log}</h2>
    <ol class="log" reversed>
      ${[...log].reverse().map((entry) => html`<li>${line(entry.event)}</li>`)}
    </ol>
  </section>`;
}
