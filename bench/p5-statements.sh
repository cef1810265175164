#!/usr/bin/env bash
# P5's statements: what a move costs PostgreSQL, statement by statement. A throwaway
# cluster with pg_stat_statements (initdb into a temporary folder, its own port), the
# server on it, and the load generator's tables playing; then every statement the play ran,
# with its calls per action, its mean time and how often it was planned (a prepared
# statement on a generic plan is planned once), then the WAL written per write and the
# stored size of a round's `state` column (what each move rewrites). Moves are the only
# writes of the play apart from its set-up (guests, rooms, joins, games, deals), which
# the report counts too.
#
# ROOMS (10), PLAYERS (8), THINK_MS (2000), PLAY_SECS (30) shape the play; KEYS=1 sends an
# Idempotency-Key with every write, as the table app does; POLL=events has the phones follow
# the room's event stream rather than poll it; ORDER_BY=total_exec_time lists
# the statements by the time they took in all rather than by their calls.
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
PG_PORT=${PG_PORT:-55439}
PG_TMP=$(mktemp -d)
export DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/spyfall_statements
source "$(dirname "$0")/common.sh"
# The cluster runs as the owner of its files: root may not run PostgreSQL.
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
chown postgres "$PG_TMP" 2>/dev/null || true
run_pg "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust >/dev/null
run_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/log" -w start -o \
  "-p $PG_PORT -k $PG_TMP -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c pg_stat_statements.track_planning=on -c jit=off" >/dev/null
stop_pg() { run_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$PG_TMP"; }
trap 'cleanup; stop_pg' EXIT
psql "postgres://postgres@127.0.0.1:$PG_PORT/postgres" -qc "CREATE DATABASE spyfall_statements" >/dev/null
SQL="psql $DATABASE_URL -qAt"
$SQL -c "CREATE EXTENSION pg_stat_statements" >/dev/null

case ${ORDER_BY:-calls} in calls|total_exec_time|mean_exec_time) ;; *) echo "bench: ORDER_BY is calls, total_exec_time or mean_exec_time" >&2; exit 1 ;; esac
start_server 18186
$SQL -c "SELECT pg_stat_statements_reset()" -c "SELECT pg_stat_reset_shared('wal')" >/dev/null
report=$("$BIN/loadgen" --url http://127.0.0.1:18186 --rooms "${ROOMS:-10}" --players "${PLAYERS:-8}" \
  --seconds "${PLAY_SECS:-30}" --think-ms "${THINK_MS:-2000}" --poll "${POLL:-etag}" ${KEYS:+--keys}) || { echo "$report"; exit 1; }
actions=$(count action "$report")
setup=$(( $(writes "$report") - actions ))
echo "P5 statements: $actions actions and $setup other writes in ${PLAY_SECS:-30} s"
echo "calls per action | mean ms | planned per call | mean planning ms | ms per write | statement"
$SQL -F ' | ' -c "SELECT round(calls::numeric / $actions, 2), round(mean_exec_time::numeric, 3),
                         round(plans::numeric / greatest(calls, 1), 2), round(mean_plan_time::numeric, 3),
                         round(total_exec_time::numeric / ($actions + $setup), 3),
                         left(regexp_replace(query, '\s+', ' ', 'g'), 110)
                  FROM pg_stat_statements
                  WHERE query NOT LIKE '%pg_stat_statements%'
                  ORDER BY ${ORDER_BY:-calls} DESC LIMIT ${TOP:-25}"
echo "P5 statements in all per write: $($SQL -c "SELECT round(sum(calls)::numeric / ($actions + $setup), 2)
        FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'")"
echo "P5 WAL bytes per write: $($SQL -c "SELECT round(wal_bytes / ($actions + $setup)) FROM pg_stat_wal")"
echo "P5 a round's state column, mean stored bytes: $($SQL -c "SELECT round(avg(pg_column_size(state))) FROM rounds")"
