#!/usr/bin/env bash
# P4: the load generator's rooms x players for a while against one server: errors (target
# 0) and action p99 (target < 50 ms). ROOMS, PLAYERS, MINUTES and POLL (etag|long) adjust it.
source "$(dirname "$0")/common.sh"
ulimit -n 65536 2>/dev/null || true
DB_CONNECTIONS=${DB_CONNECTIONS:-32} start_server 18184
target/release/loadgen --url http://127.0.0.1:18184 --rooms "${ROOMS:-1000}" \
  --players "${PLAYERS:-8}" --minutes "${MINUTES:-5}" --poll "${POLL:-etag}"
