// @ts-check
// What the phone can do for the table: keep the screen awake during a round, buzz when
// a move is mine to make (with sound and vibration turned on). Both are skipped quietly
// where the browser does not allow them.
import { useEffect, useRef } from "preact/hooks";
import { alertsOn } from "./alerts.js";

export function useWakeLock() {
  useEffect(() => {
    /** @type {any} */
    const nav = navigator;
    /** @type {any} */
    let lock = null;
    let released = false;
    const take = () => {
      if (!nav.wakeLock || document.visibilityState !== "visible") return;
      nav.wakeLock
        .request("screen")
        .then((/** @type {any} */ l) => (released ? l.release() : (lock = l)))
        .catch(() => {});
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", take);
      lock?.release().catch(() => {});
    };
  }, []);
}

/** Vibrates once each time `needed` turns true, when alerts are on. @param {boolean} needed */
export function useBuzzWhen(needed) {
  const before = useRef(false);
  useEffect(() => {
    if (needed && !before.current && alertsOn() && "vibrate" in navigator) navigator.vibrate(200);
    before.current = needed;
  }, [needed]);
}
