// @ts-check
// The round's public log, newest first: what the table saw happen.
import { useEffect, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { playerName } from "../view_helpers.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Schemas["LogEntry"]} LogEntry */

/** @param {{view: RoomView}} props */
export function RoundLog({ view }) {
  const m = useMessages();
  const log = view.round?.log ?? [];
  if (log.length === 0) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  /** @param {LogEntry["event"]} e @param {number} i */
  const line = (e, i) => {
    switch (e.type) {
      case "question_asked":
        return m.t("round-log-asked", { actor: name(e.asker_id), subject: name(e.target_id) });
      case "accusation_opened":
        return m.t("round-log-accused", { actor: name(e.accuser_id), subject: name(e.suspect_id) });
      case "vote_cast":
        return m.t("round-log-voted", { actor: name(e.player_id), vote: e.yes ? "yes" : "no" });
      case "vote_failed":
        return voteFailed(m, log, i, name);
      case "time_up":
        return m.t("round-log-time-up");
      case "final_vote_opened":
        return m.t("round-log-final-vote", { subject: name(e.suspect_id) });
      case "reveal_proposed":
        return m.t("round-log-reveal-proposed", { actor: name(e.player_id) });
      case "reveal_agreed":
        return m.t("round-log-reveal-agreed", { actor: name(e.player_id) });
      case "reveal_refused":
        return m.t("round-log-reveal-refused", { actor: name(e.player_id) });
      case "reveal_expired":
        return m.t("round-log-reveal-expired", { actor: name(e.player_id) });
      case "spy_guessed":
        return m.t("round-log-guessed", { actor: name(e.player_id) });
      case "team_locations_guessed":
        return m.t("round-log-team-guessed");
      case "first_captain_chosen":
        return m.t("round-log-first-captain", { actor: name(e.captain_id) });
      case "agent_picked":
        return m.t("round-log-picked", { actor: name(e.captain_id), subject: name(e.agent_id) });
      case "pick_refused":
        return m.t("round-log-pick-refused", { actor: name(e.captain_id) });
      case "player_left":
        return m.t(e.departure === "removed" ? "round-log-removed" : "round-log-left", { actor: name(e.player_id) });
      case "round_abandoned":
        return e.by === "organizer" ? m.t("round-log-ended-by-organizer") : m.t("round-log-abandoned");
      case "round_paused":
        return e.reason
          ? m.t("round-log-paused-reason", { actor: name(e.player_id), reason: e.reason })
          : m.t("round-log-paused", { actor: name(e.player_id) });
      case "round_resumed":
        return m.t("round-log-resumed", { actor: name(e.player_id) });
      case "round_ended":
        return m.t("round-log-ended");
      default:
        return m.t("round-log-other");
    }
  };
  return html`<section class="card">
    <h2>${m.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...log].reverse().map((entry, k) => html`<li>${line(entry.event, log.length - 1 - k)}</li>`)}
    </ol>
  </section>`;
}

/**
 * Why the vote of `log[i]` (a `vote_failed`) failed, in a sentence: the ballots missing at
 * its timeout, or the no cast just before it.
 * @param {import("../../i18n/index.js").Messages} m
 * @param {LogEntry[]} log @param {number} i
 * @param {(id: string | null | undefined) => string} name
 */
export function voteFailed(m, log, i, name) {
  const e = log[i].event;
  if (e.type !== "vote_failed") return "";
  const missing = e.missing_ids ?? [];
  if (missing.length > 0) return m.t("round-log-vote-timed-out", { subject: name(e.suspect_id), missing: missing.map(name).join(", ") });
  const no = log[i - 1]?.event;
  if (no?.type === "vote_cast" && !no.yes) return m.t("round-log-vote-failed-no", { subject: name(e.suspect_id), no: name(no.player_id) });
  return m.t("round-log-vote-failed", { subject: name(e.suspect_id) });
}

/** How long a failed vote or a turned-down proposal stays in place on the round screen. */
const RECENT_MS = 8000;
/** An outcome older than this when the phone first sees it (a reload) is not shown. */
const STALE_MS = 60_000;

/**
 * The last vote that failed, or proposal turned down or lapsed, shown in place for a few
 * seconds with why, so that it does not vanish into the log.
 * @param {{view: RoomView, skew: number}} props
 */
export function RecentOutcome({ view, skew }) {
  const m = useMessages();
  const log = view.round?.log ?? [];
  let i = log.length - 1;
  while (i >= 0 && !["vote_failed", "reveal_refused", "reveal_expired"].includes(log[i].event.type)) i -= 1;
  // Shown for a while from when this phone first saw it (not from the server's time: a
  // view may reach the phone seconds later); one from long ago is not shown at all.
  const key = i < 0 ? null : `${log[i].at}/${i}`;
  const fresh = i >= 0 && Date.now() + skew - Date.parse(log[i].at) < STALE_MS;
  const [seen, setSeen] = useState(/** @type {{key: string | null, at: number}} */ ({ key: null, at: 0 }));
  if (key !== seen.key) setSeen({ key, at: Date.now() });
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!key) return undefined;
    const timer = setTimeout(() => rerender((n) => n + 1), RECENT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  if (!fresh || key !== seen.key || Date.now() - seen.at >= RECENT_MS) return null;
  /** @param {string | null | undefined} id */
  const name = (id) => playerName(view, id);
  const e = log[i].event;
  const text =
    e.type === "vote_failed"
      ? voteFailed(m, log, i, name)
      : e.type === "reveal_refused"
        ? m.t("round-log-reveal-refused", { actor: name(e.player_id) })
        : e.type === "reveal_expired"
          ? m.t("round-log-reveal-expired", { actor: name(e.player_id) })
          : "";
  return html`<p class="notice recent" role="status">${text}</p>`;
}
