#!/usr/bin/env bash
# Runs the whole test suite: unit tests and the integration tests (real server, real
# PostgreSQL). Uses DATABASE_URL's server when set, else an embedded cluster in the temp
# directory, which is stopped at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test || exit 1

# The load generator's binary, which the crash and polling tests run: a test build of the
# workspace does not build another package's binary.
cargo build -p loadgen || exit 1
cargo nextest run --workspace --no-fail-fast "$@"
status=$?

cluster="${TMPDIR:-/tmp}/spyfall-test-pg/postgres"
if [ -f "$cluster/postmaster.pid" ]; then
  pg_ctl_bin=$(command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$pg_ctl_bin" stop -D "$cluster" -m fast >/dev/null || true
  else
    "$pg_ctl_bin" stop -D "$cluster" -m fast >/dev/null || true
  fi
fi
exit $status
