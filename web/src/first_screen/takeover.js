// @ts-check
// The app taking over from the page's own first screen (reveal.js): what was typed there
// and where the caret was carry over to the app's own fields of the same names, so a
// player who started typing on a slow network loses nothing.

/** @type {Map<string, string>} */
const typed = new Map();
/** @type {{name: string, start: number | null, end: number | null} | null} */
let caret = null;

/** Reads the first screen, when it is shown, before the app replaces it. */
export function takeOver() {
  const first = document.getElementById("first-screen");
  if (!first || first.hidden) return;
  for (const input of first.querySelectorAll("input[name]")) {
    const field = /** @type {HTMLInputElement} */ (input);
    if (field.value) typed.set(field.name, field.value);
  }
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && first.contains(active)) {
    caret = { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  }
}

/** What was typed into the first screen's field `name`, if anything. @param {string} name */
export const typedBefore = (name) => typed.get(name);

/**
 * Once the app's screen is there: puts the caret back where it was, in the app's field of
 * the same name, and forgets what was typed (a later screen starts empty).
 * @param {Element} root
 */
export function finishTakeover(root) {
  typed.clear();
  if (!caret) return;
  const field = root.querySelector(`input[name="${caret.name}"]`);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end);
  caret = null;
}
