#!/usr/bin/env bash
# A whole two-round classic game against a running server, with curl and jq only: four
# guests, a room, a game, questions, an accusation and its vote, a spy's guess, the
# standings and the history. Usage: scripts/curl-game.sh [base URL]
set -euo pipefail
B=${1:-http://127.0.0.1:8080}/api/v1
json=(-H 'content-type: application/json')

guest() { curl -sf -X POST "$B/guests" "${json[@]}" -d "{\"display_name\":\"$1\"}" | jq -r .token; }
view() { curl -sf "$B/rooms/$CODE" -H "authorization: Bearer $1"; }
act() { # act TOKEN JSON: one move; prints the phase after it
  curl -sf -X POST "$B/rooms/$CODE/actions" -H "authorization: Bearer $1" "${json[@]}" \
       -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" -d "$2" | jq -r .round.phase
}

T=("$(guest Ana)" "$(guest Ben)" "$(guest Cy)" "$(guest Di)")
CODE=$(curl -sf -X POST "$B/rooms" -H "authorization: Bearer ${T[0]}" "${json[@]}" \
       -d '{"rule_set":"classic","rounds":2,"pack_ids":["spyfall1"]}' | jq -r .code)
for t in "${T[@]:1}"; do curl -sf -X POST "$B/rooms/$CODE/players" -H "authorization: Bearer $t" >/dev/null; done
echo "room $CODE"
curl -sf -X POST "$B/rooms/$CODE/games" -H "authorization: Bearer ${T[0]}" >/dev/null

for round in 1 2; do
  # Round 1 is dealt by the host (R-2.6), round 2 by the previous spy: the host may too.
  curl -sf -X POST "$B/rooms/$CODE/rounds" -H "authorization: Bearer ${T[0]}" >/dev/null
  ID=() SPY=
  for i in 0 1 2 3; do
    v=$(view "${T[$i]}")
    ID[$i]=$(jq -r .me.player_id <<<"$v")
    echo "round $round, player $i sees: $(jq -c .round.my_card <<<"$v")"
    [ "$(jq -r .round.my_card.spy <<<"$v")" = true ] && SPY=$i
  done
  TURN=$(view "${T[0]}" | jq -r .round.turn_player_id)
  for i in 0 1 2 3; do [ "${ID[$i]}" = "$TURN" ] && ASKER=$i; done
  TARGET=$(( (ASKER + 1) % 4 ))
  echo "ask: $(act "${T[$ASKER]}" "{\"type\":\"ask\",\"target\":\"${ID[$TARGET]}\"}")"
  if [ "$round" = 1 ]; then
    # A non-spy puts the spy up for a vote; everyone else votes yes: indicted.
    ACCUSER=$(( (SPY + 1) % 4 ))
    echo "accuse: $(act "${T[$ACCUSER]}" "{\"type\":\"accuse\",\"suspect\":\"${ID[$SPY]}\"}")"
    for i in 0 1 2 3; do
      if [ "$i" != "$SPY" ] && [ "$i" != "$ACCUSER" ]; then
        echo "vote: $(act "${T[$i]}" '{"type":"vote","yes":true}')"
      fi
    done
  else
    # The spy names the first candidate location not played yet (R-2.8): right or wrong,
    # the round ends.
    FIRST=$(view "${T[$SPY]}" | jq -r '[.candidate_locations[] | select(.used | not)][0].id')
    echo "guess: $(act "${T[$SPY]}" "{\"type\":\"guess\",\"location_id\":\"$FIRST\"}")"
  fi
  view "${T[0]}" | jq -c '.round.result | {winner, outcome: .outcome.kind, points}'
done

view "${T[0]}" | jq -c '.game | {over, standings}'
curl -sf "$B/rooms/$CODE/rounds" -H "authorization: Bearer ${T[2]}" \
  | jq -c '.rounds[] | {number, location: .result.locations[0].name, winner: .result.winner}'
