// @ts-check
// The API operations the app uses, one function each, typed by the generated schema.

import { call } from "./client.js";

/** @typedef {import("./types.js").Schemas} Schemas */
/** @typedef {import("./types.js").RoomView} RoomView */
/** @typedef {import("./types.js").SessionView} SessionView */

/** @param {string} code */
const room = (code) => `/rooms/${encodeURIComponent(code.trim().toUpperCase())}`;

/** A write's answer: the caller's new view and its ETag, for the watcher to show. */
/** @typedef {{view: RoomView, etag: string | null}} Written */

/** @param {import("./client.js").Reply} reply @returns {Written} */
const written = (reply) => ({ view: reply.data, etag: reply.headers.get("ETag") });

/** @param {string} display_name @returns {Promise<SessionView>} */
export const guest = async (display_name) => (await call("POST", "/guests", { body: { display_name } })).data;

/** @param {Schemas["Credentials"]} body @returns {Promise<SessionView>} */
export const logIn = async (body) => (await call("POST", "/sessions", { body })).data;

/** @param {Schemas["Registration"]} body @returns {Promise<SessionView>} */
export const signUp = async (body) => (await call("POST", "/users", { body })).data;

/** @param {Schemas["AccountRequest"]} body @returns {Promise<SessionView>} */
export const makeAccount = async (body) => (await call("POST", "/me/account", { body })).data;

export const logOut = async () => {
  await call("DELETE", "/sessions/current");
};

/** @returns {Promise<Schemas["PackList"]>} */
export const packs = async () => (await call("GET", "/packs")).data;

/** One pack with its locations. @param {string} id @returns {Promise<Schemas["PackDetail"]>} */
export const pack = async (id) => (await call("GET", `/packs/${encodeURIComponent(id)}`)).data;

/** The lists I made, then those I added by code. @returns {Promise<Schemas["MyPacks"]>} */
export const myLists = async () => (await call("GET", "/me/packs")).data;

/** @param {Schemas["TablePackDraft"]} body @returns {Promise<Schemas["TablePackView"]>} */
export const makeList = async (body) => (await call("POST", "/packs", { body })).data;

/** @param {string} id @param {Schemas["TablePackDraft"]} body @returns {Promise<Schemas["TablePackView"]>} */
export const changeList = async (id, body) => (await call("PUT", `/packs/${encodeURIComponent(id)}`, { body })).data;

/**
 * A list by the code its maker shared; reading it lets me choose it for my rooms.
 * @param {string} code @returns {Promise<Schemas["TablePackView"]>}
 */
export const sharedList = async (code) => (await call("GET", `/packs/shared/${encodeURIComponent(code)}`)).data;

/** @param {Schemas["SettingsPatch"]} settings @returns {Promise<Written>} */
export const createRoom = async (settings) => written(await call("POST", "/rooms", { body: settings }));

/** @param {string} code @param {string | undefined} display_name */
export const joinRoom = async (code, display_name) =>
  written(await call("POST", `${room(code)}/players`, { body: display_name ? { display_name } : {} }));

/** @param {string} code @param {Schemas["RoomPatch"]} patch */
export const updateRoom = async (code, patch) => written(await call("PATCH", room(code), { body: patch }));

/** @param {string} code @param {string} playerId */
export const removePlayer = async (code, playerId) =>
  written(await call("DELETE", `${room(code)}/players/${encodeURIComponent(playerId)}`));

/** @param {string} code @param {string} player_id */
export const handOverHost = async (code, player_id) =>
  written(await call("POST", `${room(code)}/host`, { body: { player_id } }));

/** @param {string} code */
export const startGame = async (code) => written(await call("POST", `${room(code)}/games`));

/** @param {string} code */
export const deal = async (code) => written(await call("POST", `${room(code)}/rounds`));

/** @param {string} code */
export const abandonRound = async (code) => written(await call("POST", `${room(code)}/rounds/current/abandon`));

/**
 * One move; `If-Match` what it was chosen on, the round's situation (the server makes it while
 * the round is still there: ballots of a fast table cross each other and all count) or, with
 * no round shown, the room's version. Refused (412) once the round has moved on, instead of
 * landing somewhere the player did not see.
 * @param {string} code @param {Schemas["Action"]} action @param {string | number} seen
 */
export const act = async (code, action, seen) =>
  written(await call("POST", `${room(code)}/actions`, { body: action, headers: { "If-Match": `"${seen}"` } }));

/** The caller's view now, without waiting. @param {string} code */
export const getRoom = async (code) => written(await call("GET", room(code)));

/**
 * The caller's view once it is newer than `version`, held up to 10 s. After a 412, which
 * proves a newer version exists, a plain read could still answer the older one: a server's
 * memory of a room trails its commit by a moment, and a busy one by more. Then it waits on
 * the ETag that read gave, which only the server knows how to spell (it names the
 * caller's languages too).
 * @param {string} code @param {number} version
 */
export const getRoomAfter = async (code, version) => {
  const now = written(await call("GET", room(code)));
  if (now.view.version > version || !now.etag) return now;
  const reply = await call("GET", `${room(code)}?wait=10`, { headers: { "If-None-Match": now.etag } });
  return reply.status === 304 ? now : written(reply);
};

/** The current game's rounds (finished ones whole). @param {string} code @returns {Promise<Schemas["RoundHistory"]>} */
export const rounds = async (code) => (await call("GET", `${room(code)}/rounds`)).data;

/** The nights I am registered for, newest first. @returns {Promise<Schemas["NightView"][]>} */
export const myNights = async () => (await call("GET", "/me/nights")).data;

/** Check in on arrival (registers an account not yet registered). @param {string} code @returns {Promise<Schemas["NightView"]>} */
export const checkIn = async (code) =>
  (await call("POST", `/nights/${encodeURIComponent(code.trim().toUpperCase())}/check-in`)).data;

/** Register for a night by its code (accounts only). @param {string} code @returns {Promise<Schemas["NightView"]>} */
export const joinNight = async (code) =>
  (await call("POST", `/nights/${encodeURIComponent(code.trim().toUpperCase())}/players`, { body: {} })).data;

/** A walk-in's phone takes its place: a session for it. @param {string} code @returns {Promise<Schemas["ClaimView"]>} */
export const claimWalkIn = async (code) => (await call("POST", "/nights/claim", { body: { code } })).data;

/** @param {string} code @returns {Promise<Schemas["StandingsView"]>} */
export const nightStandings = async (code) => (await call("GET", `/nights/${encodeURIComponent(code)}/standings`)).data;
