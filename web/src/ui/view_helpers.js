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

/** The location's display name by id. @param {RoomView} view @param {string} id */
export function locationName(view, id) {
  return view.candidate_locations.find((l) => l.id === id)?.name ?? id;
}
