# CPU time from /proc, for the scripts that charge a server's and PostgreSQL's CPU to the
# work they did. Source it after common.sh; PostgreSQL must run on this machine.
TICK=$(getconf CLK_TCK)

# ticks PID [with-children]: user + system clock ticks of a process (and of its children it
# has reaped, which is how a PostgreSQL backend that exited still counts).
ticks() {
  awk -v kids="${2:-}" '{ sub(/^.*\) /, ""); t = $12 + $13; if (kids) t += $14 + $15; print t }' "/proc/$1/stat"
}

PG_DATA=$(psql "${BENCH_DB_URL%/*}/postgres" -Atc 'SHOW data_directory')
POSTMASTER=$(head -1 "$PG_DATA/postmaster.pid")
# pg_ticks: the whole cluster's ticks: the postmaster with its reaped children, and every
# live child.
pg_ticks() {
  local sum
  sum=$(ticks "$POSTMASTER" kids)
  for child in $(pgrep -P "$POSTMASTER"); do
    sum=$((sum + $(ticks "$child" 2>/dev/null || echo 0)))
  done
  echo "$sum"
}

# ms TICKS N: milliseconds of CPU per one of N.
ms() { awk -v t="$1" -v n="$2" -v hz="$TICK" 'BEGIN{printf "%.3f", t * 1000 / hz / n}'; }

