// @ts-check
// Short tones made in the browser (Web Audio: nothing is fetched), played only once the
// person at the screen has turned sound on, which is also the tap a browser asks for
// before it lets a page make a sound.

/** @type {AudioContext | null} */
let context = null;

/** Turns sound on for this page (call from a tap). */
export function enableSound() {
  const Ctx = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
  if (!Ctx) return false;
  context ??= new Ctx();
  void context.resume();
  return true;
}

/**
 * The tones, as notes in Hz and their lengths in ms: a rising pair when something is
 * yours to do, a tick for the last seconds, a falling three for time up.
 * @type {Record<"turn" | "vote" | "tick" | "time_up", Array<[number, number]>>}
 */
const TONES = {
  turn: [[660, 120], [880, 160]],
  vote: [[880, 120], [660, 120], [880, 160]],
  tick: [[1000, 60]],
  time_up: [[990, 250], [660, 250], [440, 500]],
};

/** Plays `kind` if sound is on. @param {keyof typeof TONES} kind */
export function playTone(kind) {
  const ctx = context;
  if (!ctx) return;
  let at = ctx.currentTime;
  for (const [hz, ms] of TONES[kind]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + ms / 1000);
    at += ms / 1000 + 0.05;
  }
}
