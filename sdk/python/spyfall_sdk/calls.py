"""One call to the server's v1 API, made as a client that many phones share a venue's
Wi-Fi with should make it: every write under an `Idempotency-Key` that its retries keep,
so a resend never acts twice; retries on a lost connection, on 503 and on 429 after
`Retry-After` (else a growing, jittered wait), and, for a write, while the server still
runs its first attempt (409 `idempotency_key_in_use`); any other refusal raised as a
`Problem` carrying the problem's stable `code`. Only the standard library is used: a
venue may have no way to install anything."""

import http.client
import json
import random
import socket
import time
import urllib.error
import urllib.request
import uuid

#: How many times a call is sent before its last failure is raised.
ATTEMPTS = 5


class Problem(Exception):
    """A refusal (RFC 9457 problem+json), or `code` "network" when no answer came."""

    def __init__(self, status, code, detail, body=None, retry_after=None):
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail
        self.body = body or {}
        self.retry_after = retry_after


class Reply:
    """An answer: its status, JSON body (None when empty) and headers (lower-case names)."""

    def __init__(self, status, data, headers):
        self.status = status
        self.data = data
        self.headers = headers

    @property
    def etag(self):
        return self.headers.get("etag")

    @property
    def location(self):
        return self.headers.get("location")


def backoff(attempt):
    """Seconds to wait before attempt `attempt + 1`: doubling from 0.5 s, capped at 15 s,
    half of it random so that phones that failed together do not come back together."""
    base = min(15.0, 0.5 * 2**attempt)
    return base / 2 + random.random() * base / 2


def retry_after(headers):
    """The seconds a `Retry-After` header asks for, or None."""
    try:
        seconds = float(headers.get("retry-after", ""))
    except ValueError:
        return None
    return seconds if seconds > 0 else None


class Caller:
    """Sends calls to one server, as the holder of `token` (None: not signed in)."""

    def __init__(self, base_url, token=None, languages="en", timeout=70, sleep=time.sleep):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.languages = languages
        self.timeout = timeout
        self.sleep = sleep

    def headers(self, extra=None):
        headers = {"Accept": "application/json", "Accept-Language": self.languages}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        headers.update(extra or {})
        return headers

    def call(self, method, path, body=None, headers=None):
        """Sends `method path` (under /api/v1) and answers its Reply, retrying as the
        module says; a write carries one Idempotency-Key across all its attempts."""
        headers = self.headers(headers)
        if method != "GET":
            headers.setdefault("Idempotency-Key", str(uuid.uuid4()))
        data = None if body is None else json.dumps(body).encode()
        if data is not None:
            headers["Content-Type"] = "application/json"
        url = f"{self.base_url}/api/v1{path}"
        for attempt in range(ATTEMPTS):
            last = attempt + 1 == ATTEMPTS
            try:
                reply = self.send(urllib.request.Request(url, data, headers, method=method))
            except (OSError, http.client.HTTPException) as lost:
                if last:
                    raise Problem(0, "network", str(lost)) from lost
                self.sleep(backoff(attempt))
                continue
            if reply.status < 400:
                return reply
            problem = as_problem(reply)
            if last or not transient(problem, method):
                raise problem
            self.sleep(problem.retry_after or backoff(attempt))
        raise AssertionError("unreachable")

    def send(self, request):
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as res:
                return Reply(res.status, body_of(res.read()), lower(res.headers))
        except urllib.error.HTTPError as refused:
            return Reply(refused.code, body_of(refused.read()), lower(refused.headers))

    def stream(self, url, last_event_id=None):
        """Opens an event stream (an absolute `url` holding its ticket); answers the open
        response, to read lines from, or raises Problem."""
        headers = {"Accept": "text/event-stream"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        try:
            return urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=self.timeout)
        except urllib.error.HTTPError as refused:
            raise as_problem(Reply(refused.code, body_of(refused.read()), lower(refused.headers)))
        except (OSError, http.client.HTTPException, socket.timeout) as lost:
            raise Problem(0, "network", str(lost)) from lost


def transient(problem, method):
    """Whether sending the same call again may succeed by itself."""
    if problem.status in (429, 503):
        return True
    return method != "GET" and problem.code == "idempotency_key_in_use"


def as_problem(reply):
    body = reply.data if isinstance(reply.data, dict) else {}
    code = body.get("code", "unknown")
    return Problem(reply.status, code, body.get("detail", ""), body, retry_after(reply.headers))


def body_of(raw):
    return json.loads(raw) if raw else None


def lower(headers):
    return {k.lower(): v for k, v in headers.items()}
