// A client for the Spyfall server's v1 API. See README.md.
export { SpyfallClient, situationOf, type Written } from "./client.js";
export { follow, type FollowHandlers, type FollowOptions, type Follower, type LinkState } from "./follow.js";
export { frameParser, readStream, type Frame } from "./events.js";
export { ApiProblem, advice, problemOf, retryAfter, type Advice } from "./problem.js";
export {
  Transport,
  backoff,
  memoryTokens,
  randomKey,
  sleep,
  type CallOptions,
  type ClientOptions,
  type Reply,
  type TokenStore,
} from "./transport.js";
export type * from "./types.js";
