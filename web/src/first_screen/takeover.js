// @ts-check
// The app taking over from the page's own first screen (reveal.js). The app renders into
// the first screen's own elements (Preact reuses the elements it finds in place, the
// fields included), so the field being typed in keeps its focus and a phone's keyboard
// stays open; what was typed is where the app's screens start from. Should an element not
// be reused, the caret is put back in the app's field of the same name. A form sent with
// Enter before the app was there (reveal.js) is sent now.

/** @type {Map<string, string>} */
const typed = new Map();
/** @type {{name: string, start: number | null, end: number | null} | null} */
let caret = null;
/** The field whose form was sent before the app was there. @type {string | null} */
let sent = null;

/** The first screen, when it is shown. */
function shownScreen() {
  const first = document.getElementById("first-screen");
  return first && !first.hidden ? first : null;
}

/** Whether the page shows its first screen: a phone can type there while the app waits. */
export const firstScreenShown = () => shownScreen() !== null;

/**
 * Readies `root` for the app's first render: keeps the first screen, when shown, as its
 * only child (reading what was typed into it), else empties it.
 * @param {Element} root
 */
export function takeOver(root) {
  const first = shownScreen();
  if (!first) {
    root.textContent = "";
    return;
  }
  for (const input of first.querySelectorAll("input[name]")) {
    const field = /** @type {HTMLInputElement} */ (input);
    if (field.value) typed.set(field.name, field.value);
  }
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && first.contains(active)) {
    caret = { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  }
  sent = first.dataset.sent ?? null;
  // Its siblings go (its script, blank text): removing them leaves the focus alone.
  for (const node of [...root.childNodes]) if (node !== first) node.remove();
}

/** What was typed into the first screen's field `name`, if anything. @param {string} name */
export const typedBefore = (name) => typed.get(name);

/**
 * Once the app's screen is there: the caret where it was, in the field of the same name,
 * what was typed forgotten (a later screen starts empty), and a form sent before sent
 * (the browser asks for a field still empty, as it would have).
 * @param {Element} root
 */
export function finishTakeover(root) {
  typed.clear();
  /** @param {string} name */
  const fieldNamed = (name) => {
    const field = root.querySelector(`input[name="${name}"]`);
    return field instanceof HTMLInputElement ? field : null;
  };
  const field = caret && fieldNamed(caret.name);
  if (caret && field) {
    if (document.activeElement !== field) field.focus();
    if (caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end);
  }
  if (sent) fieldNamed(sent)?.form?.requestSubmit();
  caret = null;
  sent = null;
}
