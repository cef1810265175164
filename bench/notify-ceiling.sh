#!/usr/bin/env bash
# The ceiling of writes per database: one-row version bumps per second at CLIENTS (16)
# concurrent clients for DURATION (10) seconds, with and without a NOTIFY in the same
# transaction, while a session listens. PostgreSQL serialises the commits of transactions
# that notify on its notification queue, so every room change (each one notifies the
# instances) shares that ceiling.
set -euo pipefail
command -v pgbench >/dev/null || { echo "bench: pgbench is needed (apt-get install postgresql-contrib)" >&2; exit 1; }
URL=${PGBENCH_URL:-postgres://postgres@127.0.0.1:5432/spyfall_pgbench}
CLIENTS=${CLIENTS:-16}
DURATION=${DURATION:-10}
psql "${URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS spyfall_pgbench WITH (FORCE)" -c "CREATE DATABASE spyfall_pgbench" >/dev/null
psql "$URL" -qc "CREATE TABLE rooms (id int PRIMARY KEY, version bigint NOT NULL DEFAULT 0)" \
  -c "INSERT INTO rooms (id) SELECT g FROM generate_series(1, 1000) g" >/dev/null
dir=$(mktemp -d)
trap 'kill "$listener" 2>/dev/null || true; rm -rf "$dir"' EXIT
cat >"$dir/plain.sql" <<'SQL'
\set id random(1, 1000)
BEGIN;
UPDATE rooms SET version = version + 1 WHERE id = :id;
END;
SQL
cat >"$dir/notify.sql" <<'SQL'
\set id random(1, 1000)
BEGIN;
UPDATE rooms SET version = version + 1 WHERE id = :id;
SELECT pg_notify('room_changed', :id || ':1');
END;
SQL
psql "$URL" -qc "LISTEN room_changed" -c "SELECT pg_sleep($((2 * DURATION + 10)))" >/dev/null &
listener=$!
tps() { pgbench -n -c "$CLIENTS" -j 2 -T "$DURATION" -f "$dir/$1.sql" "$URL" 2>/dev/null | awk '/^tps/ {print $3; exit}'; }
plain=$(tps plain)
notify=$(tps notify)
echo "commits/s, $CLIENTS clients: $plain without NOTIFY, $notify with ($(awk -v a="$notify" -v b="$plain" 'BEGIN{printf "%.2f", a/b}') of it)"
# At a table's real pace (bench/p4-loadgen.sh with THINK_MS=10000) 1,000 tables make
# about 125 writes per second.
echo "tables at real pace one database carries: about $(awk -v n="$notify" 'BEGIN{printf "%d", n / 0.125}')"
