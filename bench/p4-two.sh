#!/usr/bin/env bash
# P4 over two instances: the same load as bench/p4-loadgen.sh, half the tables through
# each of two servers on one database (their maps kept in step by LISTEN/NOTIFY), each
# half reported by its own load generator. ROOMS, PLAYERS, MINUTES, THINK_MS, RAMP_SECS as
# there; DB_CONNECTIONS is per instance.
source "$(dirname "$0")/common.sh"
ulimit -n 65536 2>/dev/null || true
DB_CONNECTIONS=${DB_CONNECTIONS:-16} start_server 18186
DB_CONNECTIONS=${DB_CONNECTIONS:-16} start_server 18187
half=$(( ${ROOMS:-1000} / 2 ))
out=${TMPDIR:-/tmp}
for port in 18186 18187; do
  "$BIN/loadgen" --url "http://127.0.0.1:$port" --rooms "$half" --seed "$port" \
    --players "${PLAYERS:-8}" --minutes "${MINUTES:-5}" --poll "${POLL:-etag}" \
    --think-ms "${THINK_MS:-10000}" --ramp-secs "${RAMP_SECS:-30}" >"$out/p4-two-$port.txt" 2>&1 &
  PIDS+=($!)
done
failed=0
for pid in "${PIDS[@]: -2}"; do wait "$pid" || failed=1; done
for port in 18186 18187; do echo "== instance on port $port"; grep -v '^  error: ' "$out/p4-two-$port.txt"; done
exit "$failed"
