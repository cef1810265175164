// @ts-check
// Names for the API's types, all taken from schema.d.ts, which is generated from the
// server's OpenAPI document: a change of the contract breaks `tsc`, not a phone.

/** @typedef {import("./schema").components["schemas"]} Schemas */
/** @typedef {Schemas["RoomView"]} RoomView */
/** @typedef {Schemas["RoundView"]} RoundView */
/** @typedef {Schemas["PlayerView"]} PlayerView */
/** @typedef {Schemas["Move"]} Move */
/** @typedef {Schemas["TableMove"]} TableMove */
/** @typedef {Schemas["Action"]} Action */
/** @typedef {Schemas["SessionView"]} SessionView */
/** @typedef {Schemas["UserView"]} UserView */
/** @typedef {Schemas["ProblemCode"]} ProblemCode */
/** @typedef {Schemas["PackSummary"]} PackSummary */

export {};
