#!/usr/bin/env bash
# Runs the server. With no DATABASE_URL it starts its own PostgreSQL under ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec cargo run --release --bin spyfall -- serve "$@"
