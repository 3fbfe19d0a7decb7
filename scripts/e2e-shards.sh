#!/usr/bin/env bash
# The e2e suite in E2E_SHARDS Playwright runs at once (default 2), each with a portal of its own: its own port, server,
# embedded database with the demo data, SMTP sink and OpenID provider (playwright.config.ts derives them all from
# E2E_PORT), so the shards share no state; each writes its traces in test-results/shard-N and retries a failed test
# once (E2E_RETRIES). Each shard's output is printed whole once it ends; the run fails when any
# shard fails. With TIMING_DIR set, each shard writes its JSON report there (scripts/timing-table.mjs reads them).
set -uo pipefail
cd "$(dirname "$0")/../e2e"
shards=${E2E_SHARDS:-2}
base=${E2E_PORT:-3100}
logs=$(mktemp -d "${TMPDIR:-/tmp}/portal-e2e-shards.XXXXXX")
pids=()
for i in $(seq 1 "$shards"); do
  (
    export E2E_PORT=$((base + (i - 1) * 10)) E2E_OUTPUT_DIR="test-results/shard-$i" E2E_RETRIES=${E2E_RETRIES:-1}
    [ -n "${TIMING_DIR:-}" ] && export PLAYWRIGHT_JSON_OUTPUT_NAME="$TIMING_DIR/e2e-$i.json"
    npx playwright test --shard="$i/$shards" "$@"
  ) >"$logs/$i.log" 2>&1 &
  pids+=($!)
done
code=0
for i in $(seq 1 "$shards"); do
  wait "${pids[$((i - 1))]}" || code=1
  printf '\n--- e2e shard %s/%s ---\n' "$i" "$shards"
  cat "$logs/$i.log"
done
rm -rf "$logs"
exit "$code"
