// @ts-check
// Reading the room view: names by id, and the moves the view lists for this player.

/** @typedef {import("../api/types.js").RoomView} RoomView */
/** @typedef {import("../api/types.js").TableMove} TableMove */
/** @typedef {import("../api/types.js").Move} Move */

/** @param {RoomView} view @param {string | null | undefined} id */
export function playerName(view, id) {
  return view.players.find((p) => p.id === id)?.display_name ?? "?";
}

/**
 * The table move of this type, if the view lists it for me.
 * @template {TableMove["type"]} T
 * @param {RoomView} view @param {T} type
 * @returns {Extract<TableMove, {type: T}> | undefined}
 */
export function tableMove(view, type) {
  return /** @type {any} */ (view.me?.table_moves.find((move) => move.type === type));
}

/**
 * The round move of this type, if the view lists it for me.
 * @template {Move["type"]} T
 * @param {RoomView} view @param {T} type
 * @returns {Extract<Move, {type: T}> | undefined}
 */
export function roundMove(view, type) {
  return /** @type {any} */ (view.me?.moves?.find((move) => move.type === type));
}

/**
 * Who is shown as the moderator: the moderator of the game the view shows (its rounds,
 * its results), else the next game's.
 * @param {RoomView} view
 */
export function moderatorId(view) {
  return view.game ? view.game.moderator_id : view.table.moderator_id;
}

/**
 * The seated players who play, in seat order: everyone but the moderator (who holds no
 * card and scores nothing).
 * @param {RoomView} view
 */
export function seatedPlayers(view) {
  return view.players
    .filter((p) => p.seat != null && p.id !== moderatorId(view))
    .sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
}

/** Whether this phone's player moderates the game being played. @param {RoomView} view */
export function moderating(view) {
  return Boolean(view.me && view.game && view.game.moderator_id === view.me.player_id);
}

/** The location's display name by id. @param {RoomView} view @param {string} id */
export function locationName(view, id) {
  return view.candidate_locations.find((l) => l.id === id)?.name ?? id;
}
