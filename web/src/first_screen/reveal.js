// @ts-check
// The page's own first screen (see render.js) is sent hidden; this inline script, right
// after it, shows it only where it is the screen the app will show: the same address
// (the service worker answers every address with one kept page), the phone's chosen
// language, and no player signed in on this phone (a returning player's screen is the
// app's, which their service worker opens at once). Otherwise "Loading…" stays until the
// app takes over. A form sent with the keyboard's Enter or Go before the app is there is
// remembered, for the app to send (takeover.js): its button is still disabled then.
(() => {
  const first = document.getElementById("first-screen");
  const loading = document.getElementById("loading");
  if (!first || !loading) return;
  let chosen = null;
  let signedIn = false;
  try {
    chosen = localStorage.getItem("spyfall.lang");
    signedIn = localStorage.getItem("spyfall.session") !== null;
  } catch {
    // Storage refused: the app cannot remember either, so the browser's language it is.
  }
  if (signedIn || (chosen && chosen !== first.lang)) return;
  const path = location.pathname.replace(/\/$/, "") || "/";
  const room = /^\/r\/([A-Za-z0-9]{1,16})$/.exec(path);
  const page = first.dataset.page;
  if (page === "/r/{code}" ? !room : page !== path) return;
  if (room) for (const code of first.querySelectorAll(".room-code")) code.textContent = room[1].toUpperCase();
  loading.remove();
  first.hidden = false;
  first.addEventListener("keydown", (event) => {
    const field = event.target;
    // An Enter that ends a word being composed (an input method's) sends nothing.
    const sends = event.key === "Enter" && !event.isComposing;
    if (sends && field instanceof HTMLInputElement && field.form) first.dataset.sent = field.name;
  });
})();
