// Compiled against the types generated from the server's OpenAPI document: a client can
// read the moves a view offers and send the action they name, typed end to end.
import type { components, operations } from "./spyfall-api";

type RoomView = operations["getRoom"]["responses"][200]["content"]["application/json"];
type Action = components["schemas"]["Action"];

/** The question the caller may ask first, if asking is one of their moves now. */
export function firstQuestion(view: RoomView): Action | undefined {
  for (const move of view.me?.moves ?? []) {
    if (move.type === "ask" && move.targets.length > 0) {
      return { type: "ask", target: move.targets[0] };
    }
  }
  return undefined;
}
