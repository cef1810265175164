"""Four bots play a whole classic game through the Python SDK (sdk/python), each on its own
thread as four phones would: each follows the room (event stream, long-poll fallback) and,
on every view, makes a move its view offers, stating the view it chose on. Odd rounds end by
an accusation and a vote, even ones by the spy's guess. Bots act at the same moment, so
their moves cross: a move the round no longer allows is refused (409 or 412) and the bot
goes on with the next view. At the end the host reads the rounds back and checks that the
standings add up to the rounds' points.

Usage: PYTHONPATH=sdk/python python3 docs/examples/bot.py http://localhost:8080"""

import sys
import threading
import time

from spyfall_sdk import Client, Problem

NAMES = ["Ana", "Ben", "Cy", "Di"]


def choose(view):
    """The move this bot makes on `view`, or None: only what `me.moves` (and
    `me.table_moves`) offer, never anything worked out from the rules."""
    me = view.get("me") or {}
    if any(m["type"] == "deal" for m in me.get("table_moves") or []):
        return "deal"
    round_ = view.get("round") or {}
    by_vote = round_.get("number", 0) % 2 == 1
    offered = {m["type"]: m for m in me.get("moves") or []}
    if "vote" in offered:
        return {"type": "vote", "yes": True}
    if by_vote and "accuse" in offered:
        return {"type": "accuse", "suspect": offered["accuse"]["suspects"][0]}
    if not by_vote and "guess" in offered:
        unused = [c["id"] for c in view["candidate_locations"] if not c.get("used")]
        return {"type": "guess", "location_id": unused[0]}
    if "ask" in offered:
        return {"type": "ask", "target": offered["ask"]["targets"][0]}
    return None


def play(phone, code, over, failures):
    """Follows the room and moves until the game is over."""
    try:
        for view in phone.follow(code, stop=over.is_set):
            if (view.get("game") or {}).get("over"):
                over.set()
                return
            move = choose(view)
            try:
                if move == "deal":
                    phone.deal(code, view)
                elif move is not None:
                    phone.act(code, move, view)
            except Problem as crossed:
                # Another phone's move came first: the next view says what is left.
                if crossed.status not in (409, 412):
                    raise
    except Exception as failed:  # noqa: BLE001 - reported by the main thread
        failures.append(failed)
        over.set()


def main(base_url):
    phones = [Client(base_url) for _ in NAMES]
    for phone, name in zip(phones, NAMES):
        phone.guest(name)
    host = phones[0]
    code = host.create_room({"rule_set": "classic", "rounds": 4})["code"]
    for phone in phones[1:]:
        phone.join(code)
    host.start_game(code)
    over, failures = threading.Event(), []
    # Daemons: a bot still waiting for a frame when another failed does not keep the
    # script from ending.
    threads = [threading.Thread(target=play, args=(p, code, over, failures), daemon=True) for p in phones]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 240
    for thread in threads:
        thread.join(timeout=max(0, deadline - time.monotonic()))
    if failures or not over.is_set():
        sys.exit(f"the game did not end: {failures!r}")
    last = host.room(code)
    rounds = host.rounds(code)["rounds"]
    standings = sum(s["points"] for s in last["game"]["standings"])
    points = sum(p["points"] for r in rounds for p in r["result"]["points"])
    if standings != points or len(rounds) != 4:
        sys.exit(f"{len(rounds)} rounds: standings {standings}, rounds' points {points}")
    print(f"the bots played a game of {len(rounds)} rounds: standings add up to {standings} points")


if __name__ == "__main__":
    main(sys.argv[1])
