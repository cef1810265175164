#!/usr/bin/env bash
# P4: the load generator's rooms x players for a while against one server: errors (target
# 0) and action p99 (target < 50 ms). ROOMS, PLAYERS, MINUTES, POLL (etag|long) and THINK_MS
# (a bot's mean pause before each move; 2000 ms is several times a real table's pace, where
# a question and its answer take ten seconds or more) and RAMP_SECS (the tables sit down
# over this many seconds) adjust it.
source "$(dirname "$0")/common.sh"
ulimit -n 65536 2>/dev/null || true
DB_CONNECTIONS=${DB_CONNECTIONS:-32} start_server 18184
"$BIN/loadgen" --url http://127.0.0.1:18184 --rooms "${ROOMS:-1000}" \
  --players "${PLAYERS:-8}" --minutes "${MINUTES:-5}" --poll "${POLL:-etag}" \
  --think-ms "${THINK_MS:-2000}" --ramp-secs "${RAMP_SECS:-30}"
