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
