// @ts-check
// The app's client of the API: the SDK (sdk/typescript), which makes every call as the
// contract asks (keys, resends, problems), with the token kept on this device and the
// language the app shows.
import { SpyfallClient } from "../../../sdk/typescript/src/index.js";
import { loadSession, saveSession } from "./session.js";

/** The language chosen in the app, which the server names packs and locations in. */
let language = "en";

/** Says which language the app shows from now on. @param {string} lang */
export function speak(lang) {
  language = lang;
}

export const api = new SpyfallClient({
  tokens: { token: () => loadSession()?.token ?? null, save: saveSession },
  languages: () => language,
});

export { ApiProblem } from "../../../sdk/typescript/src/index.js";
