#!/usr/bin/env bash
# P3: 10,000 held long-polls on one instance; each room changed through a second instance.
# Figures: the holding server's memory growth (target < 100 MB) and the wake-up latency
# p99 from a change being sent to the held poll's answer (target < 50 ms).
# ROOMS x PLAYERS polls (default 1250 x 8); WAVES changes of every room; IN_FLIGHT changes
# sent at once. STREAM=1: phones follow the room's event stream (SSE) instead of
# long-polling.
source "$(dirname "$0")/common.sh"
ROOMS=${ROOMS:-1250}; PLAYERS=${PLAYERS:-8}; WAVES=${WAVES:-3}; IN_FLIGHT=${IN_FLIGHT:-4}
# Each held poll is an open connection on both sides.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
start_server 18184
held_pid=${PIDS[-1]}
start_server 18185
"$BIN/loadgen" --hold --url http://127.0.0.1:18184 --change-url http://127.0.0.1:18185 \
  --rooms "$ROOMS" --players "$PLAYERS" --waves "$WAVES" --changes-in-flight "$IN_FLIGHT" \
  --server-pid "$held_pid" ${STREAM:+--stream}
