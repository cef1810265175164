"""Following a room (or a night) as it changes. First by its event stream: a ticket from
`POST .../events/tickets`, then the stream at the ticket's absolute `url`, every frame a
whole view; a dropped stream is reopened with `Last-Event-ID` (a new ticket each time, so
an expired one never matters). When streams keep failing (a proxy that buffers them),
by long-polls for a minute: `If-None-Match` with the view's ETag and `?wait=25`, held by
the server until the view changes. Either way a view older than one already given is
never given."""

import json
import time

from .calls import Problem, backoff

#: After this many streams in a row fail to open, long-poll instead for a while.
STREAM_FAILURES = 3
POLL_INSTEAD_SECONDS = 60
WAIT_SECONDS = 25


def follow(caller, path, event, stop=None):
    """Yields the views of `path` (`/rooms/<code>`) as they change, from the current one on,
    until `stop()` says so, the caller is removed (the last view, saying why, is given),
    or the thing is gone (Problem raised)."""
    newest = -1
    failures = 0
    poll_until = 0.0
    last_id = None
    etag = None
    while not (stop and stop()):
        if time.monotonic() < poll_until:
            view, etag = poll(caller, path, etag)
            if view is not None and view["version"] > newest:
                newest = view["version"]
                yield view
            continue
        try:
            for kind, data in frames(caller, path, last_id):
                failures = 0
                if kind == "ended":
                    raise Problem(data.get("status", 404), data.get("code", "unknown"), data.get("detail", ""), data)
                if data["version"] > newest:
                    newest = last_id = data["version"]
                    yield data
                if kind == "removed" or (stop and stop()):
                    return
        except Problem as failed:
            if failed.status not in (0, 401, 429, 503):
                raise
            failures += 1
            if failures >= STREAM_FAILURES:
                poll_until = time.monotonic() + POLL_INSTEAD_SECONDS
                failures = 0
            caller.sleep(failed.retry_after or backoff(failures))


def frames(caller, path, last_id):
    """The (event, JSON data) frames of one stream of `path`, until it ends."""
    ticket = caller.call("POST", f"{path}/events/tickets").data
    with caller.stream(ticket["url"], last_id) as stream:
        kind, data = None, []
        for raw in stream:
            line = raw.decode("utf-8").rstrip("\r\n")
            if line.startswith(":"):
                continue
            if line.startswith("event:"):
                kind = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
            elif not line and data:
                yield kind, json.loads("\n".join(data))
                kind, data = None, []
    raise Problem(0, "network", "the stream ended")


def poll(caller, path, etag):
    """One long-poll from the view tagged `etag` (None: read at once): the view once it
    differs, or None when the wait ended with nothing new; and the tag to poll with next."""
    headers = {"If-None-Match": etag} if etag else {}
    wait = WAIT_SECONDS if etag else 0
    reply = caller.call("GET", f"{path}?wait={wait}", None, headers)
    if reply.status == 304:
        return None, etag
    return reply.data, reply.etag
