#!/usr/bin/env bash
# P1: 304 polls per second / GET /healthz per second, same wrk load (target >= 0.8).
# ROUNDS (1) pairs of runs, each /healthz then the 304 for DURATION seconds, so that a
# drift of the shared machine during the run falls on both; each pair's ratio is printed,
# then the median. PIN=1 runs the server on the first core and wrk on the second, so that
# the two do not take turns on the same core (the ratio is then the server's own).
source "$(dirname "$0")/common.sh"
need wrk wrk
if [ "${PIN:-0}" = 1 ]; then
  need taskset util-linux
  [ "$(nproc)" -ge 2 ] || { echo "bench: PIN=1 needs two cores" >&2; exit 1; }
  SERVER_PREFIX="taskset -c 0"; WRK="taskset -c 1 wrk"
else
  WRK=wrk
fi
start_server 18181
read -r CODE TOKEN ETAG < <(make_room http://127.0.0.1:18181)
status=$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Bearer $TOKEN" -H "if-none-match: $ETAG" \
         "http://127.0.0.1:18181/api/v1/rooms/$CODE")
[ "$status" = 304 ] || { echo "bench: the poll answered $status, not 304" >&2; exit 1; }
ratios=()
for round in $(seq 1 "${ROUNDS:-1}"); do
  health=$($WRK -t2 -c"$CONNECTIONS" -d"${DURATION}s" http://127.0.0.1:18181/healthz)
  polls=$($WRK -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "authorization: Bearer $TOKEN" \
          -H "if-none-match: $ETAG" "http://127.0.0.1:18181/api/v1/rooms/$CODE")
  h=$(rps "$health"); p=$(rps "$polls")
  ratio=$(divide "$p" "$h")
  ratios+=("$ratio")
  echo "P1 healthz: $h req/s; 304 polls: $p req/s; ratio $ratio (target >= 0.8)"
  echo "P1 304 latency: $(grep -E '^\s+Latency' <<<"$polls")"
done
if [ "${#ratios[@]}" -gt 1 ]; then
  echo "P1 median of ${#ratios[@]} pairs: $(printf '%s\n' "${ratios[@]}" | sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); if (NR%2) print a[m]; else printf "%.2f\n", (a[m]+a[m+1])/2}')"
fi
