"""The SDK's own behaviour, against a stub server that answers as scripted: what it
resends, with which key, after how long, and what it gives up on. (Games against the
real server are played by docs/examples/bot.py, which CI runs.)"""

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from spyfall_sdk import Client, Problem
from spyfall_sdk import following


class Stub:
    """A server answering each request with the next of `script`: (status, headers, body),
    or None to drop the connection unanswered. Records what it was sent."""

    def __init__(self, script):
        self.script = list(script)
        self.seen = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def handle_one(self):
                length = int(self.headers.get("Content-Length", 0))
                stub.seen.append((self.command, self.path, dict(self.headers), self.rfile.read(length)))
                answer = stub.script.pop(0)
                if answer is None:
                    self.close_connection = True
                    return
                status, headers, body = answer
                data = json.dumps(body).encode() if body is not None else b""
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = handle_one

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def client(self, waits):
        return Client(self.url, token="t", sleep=waits.append, timeout=5)

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def problem(status, code):
    return (status, {"Content-Type": "application/problem+json"}, {"status": status, "code": code, "detail": code})


VIEW = {"code": "BCDFG", "version": 3, "round": {"situation": "s1-playing-0-0-0"}}


class Calls(unittest.TestCase):
    def test_a_write_is_resent_after_retry_after_under_the_same_key(self):
        busy = (503, {"Retry-After": "2"}, {"status": 503, "code": "overloaded", "detail": ""})
        stub = Stub([busy, (200, {}, VIEW)])
        waits = []
        view = stub.client(waits).act("bcdfg", {"type": "ask", "target": "x"}, VIEW)
        stub.close()
        self.assertEqual(view, VIEW)
        self.assertEqual(waits, [2.0])
        keys = {headers["Idempotency-Key"] for _, _, headers, _ in stub.seen}
        self.assertEqual(len(stub.seen), 2)
        self.assertEqual(len(keys), 1, "one key across the resends")

    def test_a_lost_connection_is_retried(self):
        stub = Stub([None, (201, {"Location": "/api/v1/rooms/BCDFG"}, VIEW)])
        waits = []
        view = stub.client(waits).create_room()
        stub.close()
        self.assertEqual(view["code"], "BCDFG")
        self.assertEqual(len(waits), 1)

    def test_a_move_states_the_situation_it_was_chosen_in_and_a_412_is_not_resent(self):
        stub = Stub([problem(412, "version_mismatch")])
        waits = []
        with self.assertRaises(Problem) as raised:
            stub.client(waits).act("BCDFG", {"type": "vote", "yes": True}, VIEW)
        stub.close()
        self.assertEqual(raised.exception.code, "version_mismatch")
        self.assertEqual(waits, [])
        _, path, headers, body = stub.seen[0]
        self.assertEqual(path, "/api/v1/rooms/BCDFG/actions")
        self.assertEqual(headers["If-Match"], '"s1-playing-0-0-0"')
        self.assertEqual(json.loads(body), {"type": "vote", "yes": True})

    def test_a_read_carries_no_key_and_gives_up_after_its_attempts(self):
        stub = Stub([problem(429, "rate_limited")] * 5)
        waits = []
        with self.assertRaises(Problem) as raised:
            stub.client(waits).room("BCDFG")
        stub.close()
        self.assertEqual(raised.exception.status, 429)
        self.assertEqual(len(waits), 4)
        self.assertTrue(all("Idempotency-Key" not in h for _, _, h, _ in stub.seen))


class Following(unittest.TestCase):
    def test_when_streams_fail_the_room_is_followed_by_long_polls(self):
        ticket = lambda stub: (201, {}, {"url": f"{stub.url}/stream", "ticket": "t"})
        stub = Stub([])
        # Each stream opens and ends at once, as behind a proxy that buffers it.
        stub.script = [ticket(stub), (200, {"Content-Type": "text/event-stream"}, None)] * 3 + [
            (200, {"ETag": '"3-u"'}, VIEW),
            (304, {}, None),
            (200, {"ETag": '"4-u"'}, dict(VIEW, version=4)),
        ]
        waits = []
        views = stub.client(waits).follow("BCDFG")
        versions = [next(views)["version"], next(views)["version"]]
        stub.close()
        self.assertEqual(versions, [3, 4])
        polls = [(p, h.get("If-None-Match")) for m, p, h, _ in stub.seen if p.startswith("/api/v1/rooms/BCDFG?")]
        self.assertEqual(
            polls,
            [("/api/v1/rooms/BCDFG?wait=0", None), ("/api/v1/rooms/BCDFG?wait=25", '"3-u"'), ("/api/v1/rooms/BCDFG?wait=25", '"3-u"')],
        )
        self.assertEqual(len(waits), following.STREAM_FAILURES)


if __name__ == "__main__":
    unittest.main()
