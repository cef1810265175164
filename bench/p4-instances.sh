#!/usr/bin/env bash
# P4 over several instances on one database: the load generator's tables at a table's real
# pace split evenly over INSTANCES (default 2) servers sharing one database, their maps
# kept in step by LISTEN/NOTIFY, each share played by its own load generator; then the
# servers' and PostgreSQL's CPU per write and PostgreSQL's commits per second. ROOMS,
# PLAYERS, MINUTES, THINK_MS and RAMP_SECS as in p4-loadgen.sh; DB_CONNECTIONS is per
# instance (ROOMS is divided among them, rounded down). Run it with INSTANCES=1, 2 and 3 to
# see what another instance costs the database (every change is notified to every
# instance). PostgreSQL must run on this machine (its CPU is read from /proc).
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/cpu.sh"
ulimit -n 65536 2>/dev/null || true
n=${INSTANCES:-2}
ports=() servers=()
for i in $(seq 1 "$n"); do
  ports+=($((18185 + i)))
  DB_CONNECTIONS=${DB_CONNECTIONS:-16} start_server "${ports[-1]}"
  servers+=("${PIDS[-1]}")
done
server_ticks() { local sum=0 pid; for pid in "${servers[@]}"; do sum=$((sum + $(ticks "$pid"))); done; echo "$sum"; }
commits() { psql "$BENCH_DB_URL" -Atc "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"; }

out=${TMPDIR:-/tmp}
s0=$(server_ticks); p0=$(pg_ticks); c0=$(commits); t0=$(date +%s.%N)
generators=()
for port in "${ports[@]}"; do
  "$BIN/loadgen" --url "http://127.0.0.1:$port" --rooms "$(( ${ROOMS:-1000} / n ))" --seed "$port" \
    --players "${PLAYERS:-8}" --minutes "${MINUTES:-5}" --poll "${POLL:-etag}" \
    --think-ms "${THINK_MS:-10000}" --ramp-secs "${RAMP_SECS:-30}" >"$out/p4-instance-$port.txt" 2>&1 &
  generators+=($!)
  PIDS+=($!)
done
failed=0
for pid in "${generators[@]}"; do wait "$pid" || failed=1; done
s=$(( $(server_ticks) - s0 )); p=$(( $(pg_ticks) - p0 )); c=$(( $(commits) - c0 ))
secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{print b - a}')

total=0
for port in "${ports[@]}"; do
  echo "== instance on port $port"
  report=$(grep -v '^  error: ' "$out/p4-instance-$port.txt" || true)
  echo "$report"
  # The errors by kind (room codes left out), the first of each kept.
  grep '^  error: ' "$out/p4-instance-$port.txt" | sed -E 's/[A-Z]{5}/<code>/g' | sort | uniq -c | sort -rn | head -5 || true
  total=$((total + $(writes "$report")))
done
echo "P4 $n instance(s): $total writes; CPU per write: servers $(ms "$s" "$total") + PostgreSQL $(ms "$p" "$total") ms;" \
  "PostgreSQL $(awk -v c="$c" -v s="$secs" 'BEGIN{printf "%.0f", c / s}') commits/s"
exit "$failed"
