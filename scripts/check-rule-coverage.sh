#!/usr/bin/env bash
# Every clause id of RULES.md (R-4.2) must appear in a test: as `R-4.2` in the text or as
# `r_4_2` in a test's name. Prints the ids no test names and fails if there are any.
set -euo pipefail
cd "$(dirname "$0")/.."
rules=${1:-../shared/RULES.md}
missing=0
for id in $(grep -oE 'R-[0-9]+\.[0-9]+' "$rules" | sort -u -V); do
  name=$(echo "$id" | tr 'R.-' 'r__')
  # Test files count with either form; unit-test modules inside src/ by test name only.
  if ! grep -rqE "(^|[^a-z0-9])${name}_|${id}([^0-9]|$)" src/engine/tests tests \
     && ! grep -rqE "fn (${name}|[a-z0-9_]*_${name})_" src; then
    echo "no test names $id"
    missing=1
  fi
done
exit $missing
