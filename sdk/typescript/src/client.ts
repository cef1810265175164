// The operations a table's client makes, one method each, typed by the API document.
// Anything else: `client.transport.call(method, path, options)` with the same retries.
import { follow, type FollowHandlers, type Follower, type FollowOptions } from "./follow.js";
import { ApiProblem } from "./problem.js";
import { Transport, type ClientOptions, type Reply } from "./transport.js";
import type { Action, NightView, RoomView, Schemas, SessionView } from "./types.js";

/** A write's answer: the caller's new view, and its ETag for a follower to poll from. */
export interface Written {
  view: RoomView;
  etag: string | null;
}

const written = (reply: Reply<RoomView>): Written => ({ view: reply.data, etag: reply.etag });

const roomPath = (code: string) => `/rooms/${encodeURIComponent(code.trim().toUpperCase())}`;
const nightPath = (code: string) => `/nights/${encodeURIComponent(code.trim().toUpperCase())}`;

/** `If-Match` stating the room's version a view showed, when one is given. */
const seenHeaders = (view?: { version: number }): Record<string, string> =>
  view ? { "If-Match": `"${view.version}"` } : {};

/**
 * What a move states it was chosen on: the round's situation (the server makes the move
 * while the round is still in it, however many other moves crossed it), or with no round
 * the room's version.
 */
export const situationOf = (view: RoomView): string => `"${view.round?.situation ?? view.version}"`;

export class SpyfallClient {
  readonly transport: Transport;

  constructor(options: ClientOptions = {}) {
    this.transport = new Transport(options);
  }

  private async session(path: string, body: unknown): Promise<SessionView> {
    const session = (await this.transport.call<SessionView>("POST", path, { body })).data;
    this.transport.tokens.save(session);
    return session;
  }

  /** A guest for this device; the client keeps its token. */
  guest(display_name: string) {
    return this.session("/guests", { display_name });
  }
  logIn(body: Schemas["Credentials"]) {
    return this.session("/sessions", body);
  }
  signUp(body: Schemas["Registration"]) {
    return this.session("/users", body);
  }
  /** Turns this guest into an account, keeping its seats and points. */
  makeAccount(body: Schemas["AccountRequest"]) {
    return this.session("/me/account", body);
  }
  async logOut(): Promise<void> {
    await this.transport.call("DELETE", "/sessions/current");
    this.transport.tokens.save(null);
  }

  async packs(): Promise<Schemas["PackList"]> {
    return (await this.transport.call<Schemas["PackList"]>("GET", "/packs")).data;
  }
  /** One pack with its locations. */
  async pack(id: string): Promise<Schemas["PackDetail"]> {
    return (await this.transport.call<Schemas["PackDetail"]>("GET", `/packs/${encodeURIComponent(id)}`)).data;
  }
  /** The lists I made, then those I added by code. */
  async myLists(): Promise<Schemas["MyPacks"]> {
    return (await this.transport.call<Schemas["MyPacks"]>("GET", "/me/packs")).data;
  }
  async makeList(body: Schemas["TablePackDraft"]): Promise<Schemas["TablePackView"]> {
    return (await this.transport.call<Schemas["TablePackView"]>("POST", "/packs", { body })).data;
  }
  async changeList(id: string, body: Schemas["TablePackDraft"]): Promise<Schemas["TablePackView"]> {
    const path = `/packs/${encodeURIComponent(id)}`;
    return (await this.transport.call<Schemas["TablePackView"]>("PUT", path, { body })).data;
  }
  /** A list by the code its maker shared; reading it lets me choose it for my rooms. */
  async sharedList(code: string): Promise<Schemas["TablePackView"]> {
    const path = `/packs/shared/${encodeURIComponent(code)}`;
    return (await this.transport.call<Schemas["TablePackView"]>("GET", path)).data;
  }

  private async room(method: string, path: string, options: { body?: unknown; view?: { version: number } } = {}) {
    const headers = seenHeaders(options.view);
    return written(await this.transport.call<RoomView>(method, path, { body: options.body, headers }));
  }

  createRoom(settings: Schemas["SettingsPatch"] = {}) {
    return this.room("POST", "/rooms", { body: settings });
  }
  joinRoom(code: string, display_name?: string) {
    return this.room("POST", `${roomPath(code)}/players`, { body: display_name ? { display_name } : {} });
  }
  /** The host changes the settings; with `view`, only while the room is as it showed. */
  updateRoom(code: string, patch: Schemas["RoomPatch"], view?: { version: number }) {
    return this.room("PATCH", roomPath(code), { body: patch, view });
  }
  removePlayer(code: string, playerId: string, view?: { version: number }) {
    return this.room("DELETE", `${roomPath(code)}/players/${encodeURIComponent(playerId)}`, { view });
  }
  handOverHost(code: string, player_id: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/host`, { body: { player_id }, view });
  }
  startGame(code: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/games`, { view });
  }
  deal(code: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/rounds`, { view });
  }
  abandonRound(code: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/rounds/current/abandon`, { view });
  }
  /** The host pauses the round in play, saying why (at most 100 characters) or not. */
  pauseRound(code: string, reason?: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/rounds/current/pause`, { body: reason ? { reason } : {}, view });
  }
  /** The host resumes the paused round: every clock runs again from where it stood. */
  resumeRound(code: string, view?: { version: number }) {
    return this.room("POST", `${roomPath(code)}/rounds/current/resume`, { view });
  }

  /**
   * Makes `action`, chosen from `view`'s `me.moves` or `me.table_moves`, stating the
   * round's situation it was chosen in. Ballots of a fast table cross each other and all
   * count; once the round has moved on the server refuses it (412 `version_mismatch`)
   * and nothing is done: read the room ({@link roomAfter}) and choose again.
   */
  async move(view: RoomView, action: Action): Promise<Written> {
    const headers = { "If-Match": situationOf(view) };
    return written(await this.transport.call<RoomView>("POST", `${roomPath(view.code)}/actions`, { body: action, headers }));
  }

  /** The caller's view now, without waiting. */
  getRoom(code: string) {
    return this.room("GET", roomPath(code));
  }

  /**
   * The caller's view once it is newer than `version`, held up to 10 s: after a 412, which
   * proves a newer version exists, a plain read could still answer the older one (a
   * server's memory of a room trails its commit by a moment).
   */
  async roomAfter(code: string, version: number): Promise<Written> {
    const now = await this.getRoom(code);
    if (now.view.version > version || !now.etag) return now;
    const headers = { "If-None-Match": now.etag };
    const reply = await this.transport.call<RoomView>("GET", `${roomPath(code)}?wait=10`, { headers });
    return reply.status === 304 ? now : written(reply);
  }

  /** The current game's rounds (finished ones whole). */
  async rounds(code: string): Promise<Schemas["RoundHistory"]> {
    return (await this.transport.call<Schemas["RoundHistory"]>("GET", `${roomPath(code)}/rounds`)).data;
  }

  /** The nights I am registered for, newest first. */
  async myNights(): Promise<NightView[]> {
    return (await this.transport.call<NightView[]>("GET", "/me/nights")).data;
  }
  /** Check in on arrival (registers an account not yet registered). */
  async checkIn(code: string): Promise<NightView> {
    return (await this.transport.call<NightView>("POST", `${nightPath(code)}/check-in`)).data;
  }
  /** Register for a night by its code (accounts only). */
  async joinNight(code: string): Promise<NightView> {
    return (await this.transport.call<NightView>("POST", `${nightPath(code)}/players`, { body: {} })).data;
  }
  /** A walk-in's phone takes its place: a session for it, which the client keeps. */
  async claimWalkIn(code: string): Promise<Schemas["ClaimView"]> {
    const claim = (await this.transport.call<Schemas["ClaimView"]>("POST", "/nights/claim", { body: { code } })).data;
    this.transport.tokens.save({ token: claim.token, user: claim.user, expires_at: claim.expires_at });
    return claim;
  }
  async nightStandings(code: string): Promise<Schemas["StandingsView"]> {
    return (await this.transport.call<Schemas["StandingsView"]>("GET", `${nightPath(code)}/standings`)).data;
  }

  /** Follows a room: `onView` gets the caller's view on every change (see {@link follow}). */
  followRoom(code: string, handlers: FollowHandlers<RoomView>, options?: FollowOptions): Follower<RoomView> {
    return follow(this.transport, roomPath(code), "room", handlers, options);
  }
  /**
   * Follows a room as a screen everyone watches shows it (a TV): no token, only the public
   * part of the players' views, its stream opened without a ticket.
   */
  followRoomScreen(code: string, handlers: FollowHandlers<RoomView>): Follower<RoomView> {
    return follow(this.transport, `${roomPath(code)}/screen`, "room", handlers, { ticketless: true });
  }
  /** The room as its screen shows it now, without waiting. */
  async getRoomScreen(code: string): Promise<RoomView> {
    return (await this.transport.call<RoomView>("GET", `${roomPath(code)}/screen`)).data;
  }
  /** Follows a night; its stream also carries the caller's table's room (`onFrame`). */
  followNight(code: string, handlers: FollowHandlers<NightView>, options?: FollowOptions): Follower<NightView> {
    return follow(this.transport, nightPath(code), "night", handlers, options);
  }

  /**
   * The caller's views of a room as they change, for a bot's `for await`: from the current
   * one on, until `signal` aborts or the caller is removed (the last view says why).
   * A refusal (the room is gone) is thrown.
   */
  async *views(code: string, signal?: AbortSignal): AsyncGenerator<RoomView> {
    const queue: RoomView[] = [];
    let failed: ApiProblem | null = null;
    let ended = false;
    let wake = () => {};
    const follower = this.followRoom(code, {
      onView: (view) => (queue.push(view), wake()),
      onRefused: (problem) => ((failed = problem), wake()),
      onRemoved: () => ((ended = true), wake()),
    });
    const abort = () => wake();
    signal?.addEventListener("abort", abort);
    try {
      while (!signal?.aborted) {
        const next = queue.shift();
        if (next) yield next;
        else if (failed) throw failed;
        else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      signal?.removeEventListener("abort", abort);
      follower.stop();
    }
  }
}
