// @ts-check
// Sound and vibration, when this phone's owner turns them on (they are off until then):
// when it becomes my turn, when a vote opens, each of the round's last 10 seconds, and
// when time is up. Each comes from the view alone and from nothing that depends on a
// card, so a spy's phone sounds exactly as anyone else's. The choice is kept on the phone.
import { useEffect, useRef, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { enableSound, playTone } from "../tone.js";
import { remaining } from "./clock.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {"turn" | "vote" | "tick" | "time_up"} Alert */

const KEY = "spyfall.alerts";
/** Vibration patterns (ms on, off, on…), one per alert. */
const BUZZ = { turn: [120, 60, 120], vote: [250], tick: [40], time_up: [400, 100, 400] };
const LAST_SECONDS = 10;

/** The owner's choice, read once from the phone; every screen's switch shares it. */
let chosen = (() => {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
})();
/** @type {Set<(on: boolean) => void>} */
const listeners = new Set();

/** Whether this phone's owner turned alerts on. */
export const alertsOn = () => chosen;

/** Sounds and vibrates `kind`. @param {Alert} kind */
function alert(kind) {
  playTone(kind);
  if ("vibrate" in navigator) navigator.vibrate(BUZZ[kind]);
}

/** Whether alerts are on, and the switch; kept on the phone, shared by every screen. */
export function useAlertSetting() {
  const [on, setOn] = useState(chosen);
  useEffect(() => {
    listeners.add(setOn);
    return () => void listeners.delete(setOn);
  }, []);
  /** @param {boolean} next */
  const set = (next) => {
    if (next) enableSound();
    try {
      localStorage.setItem(KEY, next ? "on" : "off");
    } catch {
      // Private browsing: the choice lasts as long as the page.
    }
    chosen = next;
    listeners.forEach((listener) => listener(next));
  };
  return { on, set };
}

/**
 * Runs `then` each time `key` changes to a value for which `when` holds, except for the
 * first value seen once the view is there (a reload does not sound what already happened).
 * @param {string | null} key  `null` while there is no view yet
 * @param {boolean} when @param {() => void} then
 */
function useOnChange(key, when, then) {
  const last = useRef(/** @type {string | null} */ (null));
  useEffect(() => {
    if (key === null) return;
    if (last.current !== null && last.current !== key && when) then();
    last.current = key;
  }, [key]);
}

/**
 * The alerts of the room's view, whichever screen shows it (time up ends a classic round:
 * the result is shown by then). Whether they are on is read when one is due.
 * @param {RoomView | null} view @param {number} skew
 */
export function useRoundAlerts(view, skew) {
  const { on } = useAlertSetting();
  useEffect(() => {
    if (!on) return undefined;
    // A browser plays sound only after a tap on the page: a reload needs one again.
    const wake = () => enableSound();
    document.addEventListener("pointerdown", wake, { once: true });
    return () => document.removeEventListener("pointerdown", wake);
  }, [on]);
  const round = view?.round;
  const me = view?.me?.player_id;
  const id = `${view?.game?.number}.${round?.number}`;
  const asking = round?.phase === "playing" || round?.phase === "team_questions";
  const mine = Boolean(asking && !round?.vote && round?.turn_player_id === me);
  const fire = (/** @type {Alert} */ kind) => on && alert(kind);
  /** The key of what is watched, once there is a view. @param {string} part */
  const keyed = (part) => (view ? `${id}.${part}` : null);
  useOnChange(keyed(String(mine)), mine, () => fire("turn"));
  const vote = round?.vote;
  useOnChange(keyed(vote ? `${vote.suspect_id}.${round?.accusations.length}` : "-"), Boolean(vote && vote.accuser_id !== me), () => fire("vote"));
  const timeUps = round?.log.filter((e) => e.event.type === "time_up").length ?? 0;
  useOnChange(keyed(String(timeUps)), timeUps > 0, () => fire("time_up"));
  const clock = round?.clock;
  // The last seconds are watched only while alerts are on: no timer on a quiet phone.
  useEffect(() => {
    if (!on || !clock?.running || round?.paused) return undefined;
    let said = Infinity;
    const check = () => {
      const left = Math.ceil(remaining(clock, skew) / 1000);
      if (left > 0 && left <= LAST_SECONDS && left < said) (said = left), fire("tick");
    };
    check();
    const timer = setInterval(check, 250);
    return () => clearInterval(timer);
  }, [on, clock?.running, clock?.deadline, skew, Boolean(round?.paused)]);
}

/** The switch, the same on every phone. @param {{on: boolean, set: (on: boolean) => void}} props */
export function AlertSwitch({ on, set }) {
  const m = useMessages();
  return html`<p class="alerts">
    <button type="button" class="quiet small" aria-pressed=${on ? "true" : "false"} onClick=${() => set(!on)}>${m.t("round-alerts")}</button>
    <span class="muted"> ${on ? m.t("round-alerts-on") : m.t("round-alerts-off")}</span>
  </p>`;
}
