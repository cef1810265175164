#!/usr/bin/env bash
# Checks that the committed query data in .sqlx/ matches the queries and the migrated
# schema. The build compiles offline from .sqlx/, so a migration that changes a column
# without changing a query's text would otherwise compile against stale types.
#
# Uses DATABASE_URL's server when set, else the local PostgreSQL at 127.0.0.1:5432; the
# check runs in a database of its own, dropped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

sqlx_version=$(sed -n '/^name = "sqlx"$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)
if ! cargo sqlx --version 2>/dev/null | grep -q "$sqlx_version"; then
  echo "check-sqlx: installing sqlx-cli $sqlx_version"
  cargo install --locked sqlx-cli --version "$sqlx_version" \
    --no-default-features --features postgres
fi

server=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
server=${server%/*}
if ! pg_isready -d "$server/postgres" -q 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect 15 main start 2>/dev/null || true
fi
database="spyfall_sqlx_check_$$"
url="$server/$database"
trap 'cargo sqlx database drop -y -D "$url" >/dev/null 2>&1 || true' EXIT

cargo sqlx database create -D "$url"
cargo sqlx migrate run -D "$url" >/dev/null
SQLX_OFFLINE=false DATABASE_URL="$url" cargo sqlx prepare --check -- --all-targets
