// Four bots play a whole game of four rounds through the SDK, each following the room
// and acting on its own views: `node out/examples/bot.js http://127.0.0.1:8080`.
// Bots act at the same moment, so their moves cross: a move the round no longer allows
// is refused (409 or 412) and the next view says what is left.
import { ApiProblem, SpyfallClient, type Action, type RoomView } from "../src/index.js";

const NAMES = ["Ana", "Ben", "Cy", "Di"];

/** The move a bot makes on `view`: only what `me.moves` and `me.table_moves` offer. */
export function choose(view: RoomView): Action | "deal" | null {
  const me = view.me;
  if (me?.table_moves?.some((m) => m.type === "deal")) return "deal";
  const byVote = (view.round?.number ?? 0) % 2 === 1;
  const offered = new Map((me?.moves ?? []).map((m) => [m.type, m]));
  const vote = offered.get("vote");
  if (vote) return { type: "vote", yes: true };
  const accuse = offered.get("accuse");
  if (byVote && accuse?.type === "accuse") return { type: "accuse", suspect: accuse.suspects[0] };
  if (!byVote && offered.has("guess")) {
    const unused = view.candidate_locations.find((c) => !c.used);
    if (unused) return { type: "guess", location_id: unused.id };
  }
  const ask = offered.get("ask");
  if (ask?.type === "ask") return { type: "ask", target: ask.targets[0] };
  return null;
}

/** Follows the room and moves until the game is over. */
async function play(phone: SpyfallClient, code: string, over: AbortController) {
  for await (const view of phone.views(code, over.signal)) {
    if (view.game?.over) return over.abort();
    const move = choose(view);
    try {
      if (move === "deal") await phone.deal(code, view);
      else if (move) await phone.move(view, move);
    } catch (crossed) {
      if (!(crossed instanceof ApiProblem) || ![409, 412].includes(crossed.status)) throw crossed;
    }
  }
}

/** Plays a game at `base`; answers the total of the standings, which the rounds' points make. */
export async function playGame(base: string): Promise<{ rounds: number; points: number }> {
  const phones = NAMES.map(() => new SpyfallClient({ baseUrl: base }));
  await Promise.all(phones.map((phone, i) => phone.guest(NAMES[i])));
  const [host] = phones;
  const { view } = await host.createRoom({ rule_set: "classic", rounds: 4 });
  for (const phone of phones.slice(1)) await phone.joinRoom(view.code);
  await host.startGame(view.code);
  const over = new AbortController();
  await Promise.all(phones.map((phone) => play(phone, view.code, over).catch((e) => (over.abort(), Promise.reject(e)))));
  const last = (await host.getRoom(view.code)).view;
  const rounds = (await host.rounds(view.code)).rounds;
  const standings = (last.game?.standings ?? []).reduce((sum, s) => sum + s.points, 0);
  const points = rounds.reduce((sum, r) => sum + (r.result?.points ?? []).reduce((s, p) => s + p.points, 0), 0);
  if (standings !== points) throw new Error(`standings ${standings}, rounds' points ${points}`);
  return { rounds: rounds.length, points };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rounds, points } = await playGame(process.argv[2] ?? "http://127.0.0.1:8080");
  console.log(`the bots played a game of ${rounds} rounds: standings add up to ${points} points`);
}
