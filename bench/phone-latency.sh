#!/usr/bin/env bash
# How soon a move shows on the other phones at a table: five phones in headless Chromium,
# the app following the room's event stream, beside the same app made to long-poll (its
# stream blocked), measured in the same run (bench/phone_latency.mjs). Needs the browser
# tests' packages (scripts/setup.sh --test) and Debian's chromium.
source "$(dirname "$0")/common.sh"
start_server 18192
node bench/phone_latency.mjs http://127.0.0.1:18192 "${QUESTIONS:-20}"
