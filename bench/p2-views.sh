#!/usr/bin/env bash
# P2: full 200 room views per second / pgbench -S transactions per second at the same
# concurrency (target >= 0.3).
source "$(dirname "$0")/common.sh"
command -v pgbench >/dev/null || { echo "bench: pgbench is needed (apt-get install postgresql-contrib)" >&2; exit 1; }
start_server 18182
read -r CODE TOKEN _ < <(make_room http://127.0.0.1:18182)
views=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "authorization: Bearer $TOKEN" \
        "http://127.0.0.1:18182/api/v1/rooms/$CODE")
PGB_URL=${PGBENCH_URL:-postgres://postgres@127.0.0.1:5432/spyfall_pgbench}
psql "${PGB_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS spyfall_pgbench" -c "CREATE DATABASE spyfall_pgbench" >/dev/null
pgbench -i -q -s 10 "$PGB_URL" >/dev/null 2>&1
pgb=$(pgbench -S -c "$CONNECTIONS" -j 2 -T "$DURATION" "$PGB_URL" 2>/dev/null)
v=$(rps "$views"); t=$(awk '/^tps/ {print $3; exit}' <<<"$pgb")
echo "P2 views: $v req/s; pgbench -S: $t tps; ratio $(awk -v a="$v" -v b="$t" 'BEGIN{printf "%.2f", a/b}') (target >= 0.3)"
echo "P2 view latency: $(grep -E '^\s+Latency' <<<"$views")"
