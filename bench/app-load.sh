#!/usr/bin/env bash
# The table app's load budget: bytes of a first visit, and the time until the join screen
# is usable under Chromium's 4x CPU throttling and the slow-3G profile, cold and on a
# repeat visit (service worker), each beside the profile's own floor: one small request
# under the same throttling, measured in the same run. Needs the browser tests' packages
# (scripts/setup.sh --test) and Debian's chromium.
source "$(dirname "$0")/common.sh"
start_server 18191
node bench/app_load.mjs http://127.0.0.1:18191 "${RUNS:-5}"
