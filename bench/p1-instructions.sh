#!/usr/bin/env bash
# P1's work without the noise: instructions per request (valgrind's callgrind, user space,
# every thread) for GET /healthz and for a 304 poll, each counted over the requests wrk
# sends in DURATION (8) seconds to a server running under callgrind. Unlike P1's
# throughput ratio, which moves by 0.15 between runs of one binary on a shared machine,
# these counts repeat to within a percent, so two builds compare in one run each.
# RATE_LIMITS as in common.sh (`,` for the default budgets). MODES ("healthz 304") may add
# `view` and `view-de`: the room's whole view, shared per version, in English and in German.
# Needs valgrind.
source "$(dirname "$0")/common.sh"
need wrk wrk; need valgrind valgrind; need callgrind_control valgrind
PORT=18197
out=$(mktemp -d)
trap 'cleanup; rm -rf "$out"' EXIT
SPYFALL_ADDR=127.0.0.1:$PORT DATABASE_URL=$BENCH_DB_URL SPYFALL_DATA_DIR=${TMPDIR:-/tmp}/spyfall-bench \
  SPYFALL_RATE_LIMITS=${RATE_LIMITS:-off} SPYFALL_JWT_SECRET=bench-secret-bench-secret-bench-secret-00 RUST_LOG=warn \
  valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$out/callgrind.out" "$BIN/spyfall" serve \
  >"$out/server.log" 2>&1 &
server=$!
PIDS+=("$server")
ready=
for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && { ready=1; break; }; sleep 0.2; done
[ -n "$ready" ] || { echo "bench: the server under valgrind did not become ready" >&2; cat "$out/server.log" >&2; exit 1; }
read -r CODE TOKEN ETAG < <(make_room "http://127.0.0.1:$PORT")
wrk -t1 -c4 -d3s "http://127.0.0.1:$PORT/healthz" >/dev/null # warm up
for mode in ${MODES:-healthz 304}; do
  room=(-H "authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/rooms/$CODE")
  case $mode in
    healthz) args=("http://127.0.0.1:$PORT/healthz") ;;
    304) args=(-H "if-none-match: $ETAG" "${room[@]}") ;;
    view) args=("${room[@]}") ;;
    view-de) args=(-H "accept-language: de" "${room[@]}") ;;
    *) echo "bench: no mode $mode" >&2; exit 1 ;;
  esac
  callgrind_control -z "$server" >/dev/null
  n=$(wrk -t1 -c4 -d"${DURATION:-8}s" "${args[@]}" | awk '/requests in/ {print $1; exit}')
  [ "${n:-0}" -gt 0 ] || { echo "bench: wrk completed no $mode request" >&2; exit 1; }
  callgrind_control -d "$server" >/dev/null
  dump=$(ls -t "$out"/callgrind.out.* | head -1)
  ir=$(awk '/^summary:|^totals:/ {print $2; exit}' "$dump")
  eval "ir_${mode//-/_}=$(( ir / n ))"
  echo "P1 $mode: $n requests, $(( ir / n )) instructions each"
done
if [ -n "${ir_304:-}" ] && [ -n "${ir_healthz:-}" ]; then
  echo "P1 instructions per 304 / per /healthz: $(divide "$ir_304" "$ir_healthz")"
fi
