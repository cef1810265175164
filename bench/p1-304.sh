#!/usr/bin/env bash
# P1: 304 polls per second / GET /healthz per second, same wrk load (target >= 0.8).
source "$(dirname "$0")/common.sh"
need wrk wrk
start_server 18181
read -r CODE TOKEN ETAG < <(make_room http://127.0.0.1:18181)
health=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" http://127.0.0.1:18181/healthz)
polls=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "authorization: Bearer $TOKEN" \
        -H "if-none-match: $ETAG" "http://127.0.0.1:18181/api/v1/rooms/$CODE")
status=$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Bearer $TOKEN" -H "if-none-match: $ETAG" \
         "http://127.0.0.1:18181/api/v1/rooms/$CODE")
[ "$status" = 304 ] || { echo "bench: the poll answered $status, not 304" >&2; exit 1; }
h=$(rps "$health"); p=$(rps "$polls")
echo "P1 healthz: $h req/s; 304 polls: $p req/s; ratio $(awk -v a="$p" -v b="$h" 'BEGIN{printf "%.2f", a/b}') (target >= 0.8)"
echo "P1 304 latency: $(grep -E '^\s+Latency' <<<"$polls")"
