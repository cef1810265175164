// @ts-check
// Names for the API's types, from the SDK's, which are generated from the server's
// OpenAPI document: a change of the contract breaks `tsc`, not a phone.

/** @typedef {import("../../../sdk/typescript/src/types.js").Schemas} Schemas */
/** @typedef {import("../../../sdk/typescript/src/types.js").RoomView} RoomView */
/** @typedef {import("../../../sdk/typescript/src/types.js").RoundView} RoundView */
/** @typedef {import("../../../sdk/typescript/src/types.js").PlayerView} PlayerView */
/** @typedef {import("../../../sdk/typescript/src/types.js").Move} Move */
/** @typedef {import("../../../sdk/typescript/src/types.js").TableMove} TableMove */
/** @typedef {import("../../../sdk/typescript/src/types.js").Action} Action */
/** @typedef {import("../../../sdk/typescript/src/types.js").SessionView} SessionView */
/** @typedef {import("../../../sdk/typescript/src/types.js").UserView} UserView */
/** @typedef {import("../../../sdk/typescript/src/types.js").ProblemCode} ProblemCode */
/** @typedef {import("../../../sdk/typescript/src/types.js").PackSummary} PackSummary */
/** A write's answer: the new view and its ETag. @typedef {import("../../../sdk/typescript/src/client.js").Written} Written */

export {};
