#!/usr/bin/env bash
# P2: full 200 room views per second / pgbench -S transactions per second at the same
# concurrency (target >= 0.3). Measured twice: every view read from the database
# (SPYFALL_SHARE_ROOM_STATES=0, the headline figure), and as served by default, where
# the views of one room version share one read.
source "$(dirname "$0")/common.sh"
need wrk wrk
command -v pgbench >/dev/null || { echo "bench: pgbench is needed (apt-get install postgresql-contrib)" >&2; exit 1; }

views_per_sec() { # PORT: full views per second of a fresh room on the server at PORT
  local code token
  read -r code token _ < <(make_room "http://127.0.0.1:$1")
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "authorization: Bearer $token" \
        "http://127.0.0.1:$1/api/v1/rooms/$code")
  echo "$(rps "$out") $(awk '/^\s+Latency/ {print $2; exit}' <<<"$out")"
}

SPYFALL_SHARE_ROOM_STATES=0 start_server 18182
read -r read_rps read_lat < <(views_per_sec 18182)
start_server 18183
read -r shared_rps shared_lat < <(views_per_sec 18183)

PGB_URL=${PGBENCH_URL:-postgres://postgres@127.0.0.1:5432/spyfall_pgbench}
psql "${PGB_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS spyfall_pgbench" -c "CREATE DATABASE spyfall_pgbench" >/dev/null 2>&1
pgbench -i -q -s 10 "$PGB_URL" >/dev/null 2>&1
pgb=$(pgbench -S -c "$CONNECTIONS" -j 2 -T "$DURATION" "$PGB_URL" 2>/dev/null)
t=$(awk '/^tps/ {print $3; exit}' <<<"$pgb")
ratio() { awk -v a="$1" -v b="$t" 'BEGIN{printf "%.2f", a/b}'; }
echo "P2 pgbench -S: $t tps"
echo "P2 views, each read from the database: $read_rps req/s (latency $read_lat); ratio $(ratio "$read_rps") (target >= 0.3)"
echo "P2 views, one read shared per version: $shared_rps req/s (latency $shared_lat); ratio $(ratio "$shared_rps")"
