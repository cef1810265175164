#!/usr/bin/env bash
# P3: 10,000 held long-polls on one instance; each room changed through a second instance.
# Figures: the holding server's memory growth (target < 100 MB) and the wake-up latency
# p99 from a change being sent to the held poll's answer (target < 50 ms).
# ROOMS x PLAYERS polls (default 1250 x 8); WAVES changes of every room; IN_FLIGHT changes
# sent at once. STREAM=1: phones follow the room's event stream (SSE) instead of
# long-polling. H2C=N: the phones' requests reach the holding server as a proxy in front
# would carry them, HTTP/2 streams over N connections to its SPYFALL_H2C_ADDR.
# PROXY=caddy: the phones connect to Caddy (apt-get install caddy), which passes their
# requests on to the holding server's SPYFALL_H2C_ADDR as HTTP/2 (h2c).
source "$(dirname "$0")/common.sh"
ROOMS=${ROOMS:-1250}; PLAYERS=${PLAYERS:-8}; WAVES=${WAVES:-3}; IN_FLIGHT=${IN_FLIGHT:-4}
# Each held poll is an open connection on both sides.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
case "${PROXY:-}" in
  ""|caddy) ;;
  *) echo "bench: PROXY=$PROXY: only caddy is known" >&2; exit 2 ;;
esac
if [ -n "${H2C:-}" ] && [ -n "${PROXY:-}" ]; then
  echo "bench: H2C and PROXY are two ways to reach the server; choose one" >&2; exit 2
fi
held_url=http://127.0.0.1:18184
if [ -n "${H2C:-}${PROXY:-}" ]; then
  SPYFALL_H2C_ADDR=127.0.0.1:18186 start_server 18184
  held_url=http://127.0.0.1:18186
else
  start_server 18184
fi
held_pid=${PIDS[-1]}
if [ "${PROXY:-}" = caddy ]; then
  need caddy caddy
  conf=${TMPDIR:-/tmp}/spyfall-bench-Caddyfile
  printf '{\n  admin off\n  auto_https off\n}\nhttp://127.0.0.1:18187 {\n  reverse_proxy h2c://127.0.0.1:18186\n}\n' >"$conf"
  caddy run --adapter caddyfile --config "$conf" >"${TMPDIR:-/tmp}/spyfall-bench-caddy.log" 2>&1 &
  PIDS+=($!)
  wait_ready 18187
  held_url=http://127.0.0.1:18187
fi
start_server 18185
"$BIN/loadgen" --hold --url "$held_url" --change-url http://127.0.0.1:18185 \
  --rooms "$ROOMS" --players "$PLAYERS" --waves "$WAVES" --changes-in-flight "$IN_FLIGHT" \
  --server-pid "$held_pid" ${STREAM:+--stream} ${H2C:+--h2c-connections "$H2C"}
