# Shared by the benchmark scripts: a release server on a database of the local PostgreSQL,
# a room with players, and helpers. Source it; set DATABASE_URL to use another server.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

BENCH_DB_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/spyfall_bench}
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-64}

need() { command -v "$1" >/dev/null || { echo "bench: $1 is needed (apt-get install $2)" >&2; exit 1; }; }
need jq jq; need curl curl

# BENCH_BIN: a folder of binaries built beforehand (another commit's, to compare two in
# alternating runs); else they are built here, where cargo puts them.
if [ -z "${BENCH_BIN:-}" ]; then
  cargo build --release --workspace --bins -q
fi
BIN=${BENCH_BIN:-${CARGO_TARGET_DIR:-target}/release}

PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT

# start_server PORT: a server on 127.0.0.1:PORT; waits until it is ready. The abuse limits
# are off unless RATE_LIMITS gives a policy (`,` for the default budgets), and so are the
# caps per address, since every simulated phone comes from loopback. SERVER_PREFIX runs it
# under a command (`taskset -c 0`).
start_server() {
  SPYFALL_ADDR=127.0.0.1:$1 DATABASE_URL=$BENCH_DB_URL SPYFALL_DATA_DIR=${TMPDIR:-/tmp}/spyfall-bench \
    SPYFALL_DB_MAX_CONNECTIONS=${DB_CONNECTIONS:-16} SPYFALL_MAX_HELD_POLLS=${MAX_HELD:-20000} \
    SPYFALL_MAX_HELD_PER_ADDRESS=${MAX_HELD:-20000} SPYFALL_MAX_RECEIVING_PER_ADDRESS=1024 \
    SPYFALL_RATE_LIMITS=${RATE_LIMITS:-off} SPYFALL_JWT_SECRET=bench-secret-bench-secret-bench-secret-00 RUST_LOG=warn \
    ${SERVER_PREFIX:-} "$BIN/spyfall" serve >"${TMPDIR:-/tmp}/spyfall-bench-$1.log" 2>&1 &
  PIDS+=($!)
  wait_ready "$1"
}

# wait_ready PORT: waits until what listens on 127.0.0.1:PORT answers /readyz.
wait_ready() {
  for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0
    sleep 0.1
  done
  echo "bench: nothing ready on port $1" >&2; exit 1
}

# make_room BASE: prints "CODE TOKEN ETAG" for a fresh 4-player room with a round dealt,
# seen by its host.
make_room() {
  local B=$1/api/v1 t code
  t=$(curl -sf -X POST "$B/guests" -H 'content-type: application/json' -d '{"display_name":"Host"}' | jq -r .token)
  code=$(curl -sf -X POST "$B/rooms" -H "authorization: Bearer $t" -H 'content-type: application/json' \
         -d '{"rule_set":"classic","round_minutes":30}' | jq -r .code)
  for n in Ben Cy Di; do
    local o
    o=$(curl -sf -X POST "$B/guests" -H 'content-type: application/json' -d "{\"display_name\":\"$n\"}" | jq -r .token)
    curl -sf -X POST "$B/rooms/$code/players" -H "authorization: Bearer $o" >/dev/null
  done
  curl -sf -X POST "$B/rooms/$code/games" -H "authorization: Bearer $t" >/dev/null
  curl -sf -X POST "$B/rooms/$code/rounds" -H "authorization: Bearer $t" >/dev/null
  local etag
  etag=$(curl -sf -D - -o /dev/null "$B/rooms/$code" -H "authorization: Bearer $t" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')
  echo "$code $t $etag"
}

# divide A B: A / B to two decimals, for the ratios the scripts print.
divide() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }

# rps WRK_OUTPUT: the requests per second wrk printed.
rps() { awk '/^Requests\/sec/ {print $2}' <<<"$1"; }

# count KIND REPORT: how many requests of KIND a load generator's report counts.
count() { awk -v k="$1" '$1 == k {print $2; found=1} END {if (!found) print 0}' <<<"$2"; }

# writes REPORT: the writes a load generator's report counts (moves, deals, new games, guests,
# rooms, joins).
writes() {
  local n=0 kind
  for kind in action deal start_game guest create_room join; do n=$((n + $(count "$kind" "$1"))); done
  echo "$n"
}
