#!/usr/bin/env bash
# The hostile client of issue 35 as figures: SLOW_BODIES connections sending a body at one
# byte per 1.5 s, then FLOOD_POLLS long-polls by one guest, each closed at once, while a
# table's phones read and play. Prints what the table's requests got (against the same
# requests just before) and what the server held. docs/reliability.md gives the figures.
source "$(dirname "$0")/common.sh"
need python3 python3
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
# As behind a proxy on this machine: X-Forwarded-For names each client's address.
export SPYFALL_CLIENT_ADDRESS_HEADER=x-forwarded-for
start_server 18190
pid=${PIDS[-1]}
read -r CODE TOKEN ETAG < <(make_room http://127.0.0.1:18190)
phone=$(curl -sf -X POST http://127.0.0.1:18190/api/v1/guests -H 'content-type: application/json' \
        -d '{"display_name":"Phone"}' | jq -r .token)
curl -sf -X POST "http://127.0.0.1:18190/api/v1/rooms/$CODE/players" -H "authorization: Bearer $phone" >/dev/null
python3 "$(dirname "$0")/floods.py" http://127.0.0.1:18190 "$pid" "$CODE" "$TOKEN" "$phone"
