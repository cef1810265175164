// Names for the API's types. All come from schema.d.ts, which is generated from the
// server's OpenAPI document, so a change of the contract breaks `tsc`, not a client.
import type { components } from "./schema.js";

export type Schemas = components["schemas"];
export type RoomView = Schemas["RoomView"];
export type RoundView = Schemas["RoundView"];
export type PlayerView = Schemas["PlayerView"];
export type NightView = Schemas["NightView"];
export type Move = Schemas["Move"];
export type TableMove = Schemas["TableMove"];
export type Action = Schemas["Action"];
export type SessionView = Schemas["SessionView"];
export type UserView = Schemas["UserView"];
export type ProblemCode = Schemas["ProblemCode"];
export type PackSummary = Schemas["PackSummary"];
