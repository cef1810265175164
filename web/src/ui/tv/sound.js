// @ts-check
// The TV's time-up sound: off until someone at the screen turns it on (browsers allow a
// sound only after a tap), then played each time a round's time runs out.
import { useEffect, useRef, useState } from "preact/hooks";
import { html } from "../../html.js";
import { useMessages } from "../../i18n/index.js";
import { enableSound, playTone } from "../tone.js";

/** @typedef {import("../../api/types.js").RoomView} RoomView */

/** How many times time ran out in the view's round, keyed by the round. @param {RoomView | null} view */
function timeUps(view) {
  const round = view?.round;
  if (!round) return { key: "", n: 0 };
  return { key: `${view?.game?.number}.${round.number}`, n: round.log.filter((e) => e.event.type === "time_up").length };
}

/** @param {RoomView | null} view */
export function useTimeUpSound(view) {
  const [on, setOn] = useState(false);
  const seen = useRef(timeUps(null));
  const now = timeUps(view);
  useEffect(() => {
    // A new time-up in the same round sounds; a round first seen with one does not.
    if (on && now.key === seen.current.key && now.n > seen.current.n) playTone("time_up");
    seen.current = now;
  }, [now.key, now.n]);
  return { on, turnOn: () => setOn(enableSound()) };
}

/** @param {{sound: {on: boolean, turnOn: () => void}}} props */
export function SoundSwitch({ sound }) {
  const m = useMessages();
  if (sound.on) return html`<p class="tv-sound muted">${m.t("tv-sound-is-on")}</p>`;
  return html`<p class="tv-sound"><button type="button" class="quiet small" onClick=${sound.turnOn}>${m.t("tv-sound-on")}</button></p>`;
}
