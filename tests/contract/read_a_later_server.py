"""A client generated from today's document, against a later server: one that answers a
room view with a phase, a move type and a log event today's document does not list, and
refuses a move with a problem code it does not list either. The later server is played
by a stub answering a view the real server gave (VIEW_JSON) with those additions. The
client must read all of it: known moves as their classes, the new one kept aside, the new
phase and code as values. Usage: read_a_later_server.py VIEW_JSON (the package
`spyfall_client` on PYTHONPATH)."""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from spyfall_client import AuthenticatedClient
from spyfall_client.api.play import act
from spyfall_client.api.rooms import get_room
from spyfall_client.models import AskAction, AskActionType, AskMove, ProblemBody, RoomView, RoundView


def later(view):
    """The view as a later server would send it."""
    view["round"]["phase"] = "later_phase"
    view["me"]["moves"].append({"type": "later_move", "targets": [view["me"]["player_id"]]})
    view["round"]["log"].append({"at": view["now"], "event": {"type": "later_event"}})
    return view


def stub(view):
    class Later(BaseHTTPRequestHandler):
        def answer(self, status, kind, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            self.answer(200, "application/json", view)

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            problem = {
                "type": "/api/v1/problems#later_refusal",
                "title": "Conflict",
                "status": 409,
                "detail": "A refusal a later server added.",
                "code": "later_refusal",
            }
            self.answer(409, "application/problem+json", problem)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Later)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def check(condition, what):
    if not condition:
        sys.exit(f"a later server's answer was misread: {what}")


def main(view_file):
    with open(view_file, encoding="utf-8") as f:
        view = later(json.load(f))
    server = stub(view)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    client = AuthenticatedClient(base_url=base, token="t", raise_on_unexpected_status=True)
    read = get_room.sync_detailed(view["code"], client=client).parsed
    check(isinstance(read, RoomView), f"the view is {type(read).__name__}")
    check(isinstance(read.round_, RoundView), f"the round is {type(read.round_).__name__}")
    check(read.round_.phase == "later_phase", f"phase {read.round_.phase!r}")
    moves = read.me.moves
    check(any(isinstance(m, AskMove) for m in moves), "the ask move kept its class")
    new = [m for m in moves if getattr(m, "type_", None) == "later_move"]
    check(len(new) == 1 and not isinstance(new[0], AskMove), f"the new move: {moves!r}")
    check(read.round_.log[-1].event.type_ == "later_event", "the new event is kept")
    ask = next(m for m in moves if isinstance(m, AskMove))
    action = AskAction(target=ask.targets[0], type_=AskActionType.ASK)
    refused = act.sync_detailed(view["code"], client=client, body=action)
    check(refused.status_code == 409, f"status {refused.status_code}")
    check(isinstance(refused.parsed, ProblemBody), f"the problem is {refused.parsed!r}")
    check(refused.parsed.code == "later_refusal", f"code {refused.parsed.code!r}")
    server.shutdown()
    print("read a later server's phase, move, event and code")


if __name__ == "__main__":
    main(sys.argv[1])
