"""The hostile client of issue 35, as a measurement: slow bodies, then a poll flood, against
a running server, with a table's phones reading and playing beside them. Prints, for each
attack, how the table's requests fared (answered / refused, median latency against the
same requests before the attack) and what the server held (memory, open files, gauges).

Usage: python3 bench/floods.py BASE_URL SERVER_PID CODE HOST_TOKEN PHONE_TOKEN
Standard library only; run by bench/floods.sh."""

import asyncio
import json
import os
import statistics
import sys
import time

BASE, PID, CODE, HOST, PHONE = sys.argv[1:6]
HOSTPORT = BASE.split("//")[1]
H, P = HOSTPORT.split(":")
SLOW = int(os.environ.get("SLOW_BODIES", "1100"))
POLLS = int(os.environ.get("FLOOD_POLLS", "20000"))
# The slow senders come from this many addresses (the server reads X-Forwarded-For from
# loopback, as behind a proxy); the table's phones from another one.
ATTACK_ADDRESSES = int(os.environ.get("ATTACK_ADDRESSES", "1"))
TABLE = "X-Forwarded-For: 10.0.0.1"


async def request(method, path, token=None, body=None, headers=()):
    """One request on a connection of its own: (status, headers, seconds)."""
    started = time.perf_counter()
    r, w = await asyncio.open_connection(H, int(P))
    data = json.dumps(body).encode() if body is not None else b""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOSTPORT}", "Connection: close"]
    if token:
        lines.append(f"Authorization: Bearer {token}")
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    lines += list(headers)
    w.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
    await w.drain()
    raw = await r.read()
    w.close()
    head = raw.split(b"\r\n\r\n", 1)[0].decode(errors="replace").split("\r\n")
    status = int(head[0].split()[1]) if head and head[0] else 0
    hdrs = {k.lower(): v for k, _, v in (h.partition(": ") for h in head[1:])}
    return status, hdrs, time.perf_counter() - started


def server_figures():
    with open(f"/proc/{PID}/status") as f:
        rss = next(int(l.split()[1]) for l in f if l.startswith("VmRSS"))
    files = len(os.listdir(f"/proc/{PID}/fd"))
    return rss // 1024, files


async def metrics():
    r, w = await asyncio.open_connection(H, int(P))
    w.write(f"GET /metrics HTTP/1.1\r\nHost: {HOSTPORT}\r\nConnection: close\r\n\r\n".encode())
    text = (await r.read()).decode()
    w.close()
    out = {}
    for l in text.splitlines():
        for name in ("spyfall_long_polls_held", "spyfall_http_bodies_receiving",
                     "spyfall_http_rate_limited_total", "spyfall_http_overloaded_total",
                     "spyfall_http_bodies_timed_out_total"):
            if l.startswith(name + " "):
                out[name] = int(float(l.split()[1]))
    return out


async def table_round(n=60):
    """The table's phones at work: views, 304 polls, a question asked back and forth."""
    statuses, times = {}, []
    for _ in range(n):
        for method, path, token, body in (
            ("GET", f"/api/v1/rooms/{CODE}", PHONE, None),
            ("GET", "/readyz", None, None),
            ("POST", "/api/v1/guests", None, {"display_name": "Late"}),
        ):
            s, _, t = await request(method, path, token, body, [TABLE])
            statuses[s] = statuses.get(s, 0) + 1
            times.append(t)
    return statuses, statistics.median(times) * 1000


async def slow_body(i, done):
    """A connection announcing a large login form, then one byte each 1.5 s."""
    address = i % ATTACK_ADDRESSES
    try:
        r, w = await asyncio.open_connection(H, int(P))
        w.write(f"POST /admin/login HTTP/1.1\r\nHost: {HOSTPORT}\r\n"
                f"X-Forwarded-For: 10.66.{address // 256}.{address % 256}\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n"
                "Content-Length: 60000\r\n\r\n".encode())
        await w.drain()
        while not done.is_set():
            w.write(b"a")
            await w.drain()
            try:
                head = await asyncio.wait_for(r.read(12), 1.5)
                if head:
                    return int(head.split()[1])
            except asyncio.TimeoutError:
                pass
        w.close()
    except (OSError, ValueError, IndexError):
        return -1
    return 0


async def slow_bodies():
    done = asyncio.Event()
    attackers = [asyncio.create_task(slow_body(i, done)) for i in range(SLOW)]
    await asyncio.sleep(2)
    during, median = await table_round()
    m = await metrics()
    rss, files = server_figures()
    answers = await asyncio.gather(*attackers)
    done.set()
    told = {s: answers.count(s) for s in set(answers)}
    return during, median, m, rss, files, told


async def poll_flood(etag):
    """One guest's long-polls with its current tag, each closed as soon as it is sent."""
    sent = 0
    started = time.perf_counter()
    for _ in range(POLLS // 100):
        conns = []
        for _ in range(100):
            try:
                r, w = await asyncio.open_connection(H, int(P))
            except OSError:
                continue
            w.write(f"GET /api/v1/rooms/{CODE}?wait=60 HTTP/1.1\r\nHost: {HOSTPORT}\r\n"
                    f"Authorization: Bearer {HOST}\r\nIf-None-Match: {etag}\r\n"
                    "X-Forwarded-For: 10.77.0.1\r\n\r\n".encode())
            conns.append(w)
        for w in conns:
            await w.drain()
            w.close()
            sent += 1
    return sent, time.perf_counter() - started


async def main():
    rss0, files0 = server_figures()
    before, base = await table_round()
    print(f"before: table's requests {before}, median {base:.1f} ms; server {rss0} MB, {files0} files")

    during, median, m, rss, files, told = await slow_bodies()
    print(f"slow bodies ({SLOW} connections from {ATTACK_ADDRESSES} addresses, 1 byte / 1.5 s): table's requests {during}, "
          f"median {median:.1f} ms ({median / base:.2f}x before); readyz among them; "
          f"server {rss} MB, {files} files; gauges {m}; the slow senders were answered {told}")

    _, hdrs, _ = await request("GET", f"/api/v1/rooms/{CODE}", HOST)
    etag = hdrs.get("etag", "")
    flood = asyncio.create_task(poll_flood(etag))
    await asyncio.sleep(1)
    during, median = await table_round(30)
    sent, took = await flood
    m = await metrics()
    rss, files = server_figures()
    print(f"poll flood ({sent} closed long-polls in {took:.1f} s): table's requests {during}, "
          f"median {median:.1f} ms ({median / base:.2f}x before); server {rss} MB "
          f"(+{rss - rss0}), {files} files; gauges {m}")
    await asyncio.sleep(1)
    m = await metrics()
    print(f"1 s after the flood: gauges {m}")


asyncio.run(main())
