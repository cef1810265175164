#!/usr/bin/env bash
# P5: CPU per move. The server's and PostgreSQL's CPU time (user + system from /proc, every
# backend included) per write while the load generator plays, divided by PostgreSQL's CPU
# per pgbench TPC-B transaction at the same concurrency, in one run (target <= 2). Then,
# apart, the CPU per 304 poll and per shared 200 view under wrk; last, the play's CPU per
# write divided by the same baseline with pgbench paced to the play's writes per second.
#
# ROOMS (100), PLAYERS (8), THINK_MS (2000), PLAY_SECS (60) shape the play; CLIENTS (16) is
# pgbench's concurrency; DURATION (10) the wrk and pgbench runs; KEYS=1 sends an
# Idempotency-Key with every write, as the table app does; POLL=events has every phone
# follow the room's event stream, as the table app does, rather than poll it by ETag
# (POLL=etag, the default, as a client without streams does). PostgreSQL must be on this
# machine (its processes are read from /proc).
source "$(dirname "$0")/common.sh"
need wrk wrk
command -v pgbench >/dev/null || { echo "bench: pgbench is needed (apt-get install postgresql-contrib)" >&2; exit 1; }
ulimit -n 65536 2>/dev/null || true
source "$(dirname "$0")/cpu.sh"
CLIENTS=${CLIENTS:-16}

# 1. PostgreSQL's CPU per TPC-B transaction, pgbench as fast as it goes.
PGB_URL=${PGBENCH_URL:-postgres://postgres@127.0.0.1:5432/spyfall_pgbench}
psql "${PGB_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS spyfall_pgbench" -c "CREATE DATABASE spyfall_pgbench" >/dev/null 2>&1
pgbench -i -q -s 10 "$PGB_URL" >/dev/null 2>&1
# tpcb [RATE]: PostgreSQL's ms of CPU per TPC-B transaction, and how many ran; with RATE,
# pgbench's clients start that many transactions a second between them (`-R`).
tpcb() {
  local before out n
  before=$(pg_ticks)
  out=$(pgbench -c "$CLIENTS" -j 2 -T "$DURATION" ${1:+-R "$1"} "$PGB_URL" 2>/dev/null)
  n=$(awk -F': ' '/actually processed/ {split($2, n, "/"); print n[1]; exit}' <<<"$out")
  echo "$(ms $(( $(pg_ticks) - before )) "$n") $n"
}
# settle: what one measurement left PostgreSQL to do (a checkpoint, autovacuum's workers on
# the tables it churned) is done before the next is counted, up to a minute.
settle() {
  local sql="psql ${PGB_URL%/*}/postgres -qAt"
  $sql -c CHECKPOINT >/dev/null
  for _ in $(seq 1 120); do
    [ "$($sql -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'")" = 0 ] && return 0
    sleep 0.5
  done
}
read -r per_txn txns < <(tpcb)
echo "P5 pgbench TPC-B, $CLIENTS clients: $txns transactions, PostgreSQL $per_txn ms CPU each"
settle

# 2. The load generator's tables: server + PostgreSQL CPU per write.
start_server 18185
SERVER=${PIDS[-1]}
s0=$(ticks "$SERVER"); p0=$(pg_ticks)
report=$("$BIN/loadgen" --url http://127.0.0.1:18185 --rooms "${ROOMS:-100}" --players "${PLAYERS:-8}" \
  --seconds "${PLAY_SECS:-60}" --think-ms "${THINK_MS:-2000}" --poll "${POLL:-etag}" ${KEYS:+--keys}) || { echo "$report"; exit 1; }
server_ticks=$(( $(ticks "$SERVER") - s0 )); pg_play_ticks=$(( $(pg_ticks) - p0 ))
echo "$report"
writes=$(writes "$report")
per_write=$(ms $((server_ticks + pg_play_ticks)) "$writes")
echo "P5 play: $writes writes; server $(ms "$server_ticks" "$writes") + PostgreSQL $(ms "$pg_play_ticks" "$writes") = $per_write ms CPU per write"
echo "P5 CPU per write / CPU per TPC-B transaction: $(divide "$per_write" "$per_txn") (target <= 2)"

# 3. Reads apart: a 304 poll and a shared 200 view, each under wrk.
read -r CODE TOKEN ETAG < <(make_room http://127.0.0.1:18185)
per_request() { # LABEL, then wrk's arguments
  local label=$1; shift
  local s p out n
  s=$(ticks "$SERVER"); p=$(pg_ticks)
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" "$@")
  s=$(( $(ticks "$SERVER") - s )); p=$(( $(pg_ticks) - p ))
  n=$(awk '/requests in/ {print $1; exit}' <<<"$out")
  echo "P5 $label: $n requests; server $(ms "$s" "$n") + PostgreSQL $(ms "$p" "$n") ms CPU each"
}
per_request "304 polls" -H "authorization: Bearer $TOKEN" -H "if-none-match: $ETAG" \
  "http://127.0.0.1:18185/api/v1/rooms/$CODE"
per_request "shared 200 views" -H "authorization: Bearer $TOKEN" "http://127.0.0.1:18185/api/v1/rooms/$CODE"

# 4. The same baseline at the play's pace: a transaction's CPU depends on how many come a
# second (a commit alone flushes the WAL alone; idle processes wake for each), so the
# play's writes are also set against TPC-B transactions coming as often as they did, with
# the server stopped and what the play left to PostgreSQL done first.
rate=$(awk -v n="$writes" -v s="${PLAY_SECS:-60}" 'BEGIN{printf "%d", n / s + 0.5}')
[ "$rate" -ge 1 ] || { echo "bench: the play wrote less than once a second; no pace to compare" >&2; exit 1; }
kill "$SERVER"; wait "$SERVER" 2>/dev/null || true
settle
read -r paced_txn paced_n < <(tpcb "$rate")
echo "P5 pgbench TPC-B at the play's $rate/s: $paced_n transactions, PostgreSQL $paced_txn ms CPU each"
echo "P5 at the same pace: CPU per write / CPU per TPC-B transaction: $(divide "$per_write" "$paced_txn") (PostgreSQL's share alone $(divide "$(ms "$pg_play_ticks" "$writes")" "$paced_txn"))"
