// @ts-check
// A move chosen on a screen that was one version behind (412 version_mismatch) is sent
// again only when the fresh view shows the same situation and still lists the same move
// with the same target: the same round and phase, the same open vote. Anything else, and
// the player sees the fresh screen and chooses again.

/** @typedef {import("../../api/types.js").RoomView} RoomView */
/** @typedef {import("../../api/types.js").Action} Action */

/** @param {RoomView} before @param {RoomView} now @param {Action} action */
export function stillMeant(before, now, action) {
  const a = before.round;
  const b = now.round;
  if (!a || !b || a.number !== b.number || a.phase !== b.phase) return false;
  if (a.vote?.suspect_id !== b.vote?.suspect_id || a.vote?.accuser_id !== b.vote?.accuser_id) return false;
  const moves = now.me?.moves ?? [];
  switch (action.type) {
    case "ask":
      return moves.some((m) => m.type === "ask" && m.targets.includes(action.target));
    case "accuse":
      return moves.some((m) => m.type === "accuse" && m.suspects.includes(action.suspect));
    default:
      return moves.some((m) => m.type === action.type);
  }
}
