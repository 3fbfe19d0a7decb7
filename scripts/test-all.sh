#!/usr/bin/env bash
# Every test of the project, in the order CI runs them: static checks, unit and API tests, build, e2e. It ends with a
# table of each phase's wall time and the slowest test files (scripts/timing-table.mjs), also when a phase fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

TIMING_DIR=$(mktemp -d "${TMPDIR:-/tmp}/portal-test-all.XXXXXX")
export TIMING_DIR
trap 'node scripts/timing-table.mjs "$TIMING_DIR"; rm -rf "$TIMING_DIR"' EXIT

# phase NAME COMMAND...: runs the command, records its wall time and exit code, and stops the run when it fails.
phase() {
  local name=$1 started code=0
  shift
  printf '\n=== %s ===\n' "$name"
  started=$EPOCHREALTIME
  "$@" || code=$?
  printf '%s\t%s\t%s\n' "$name" "$(awk "BEGIN { print $EPOCHREALTIME - $started }")" "$code" >>"$TIMING_DIR/phases.tsv"
  return "$code"
}

phase "chromium" bash scripts/ensure-chromium.sh
phase "typecheck" npm run typecheck --silent
phase "lint" npx biome check .
phase "unit and API tests (PGlite, and PostgreSQL when reachable)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$TIMING_DIR/vitest.json"
phase "build" npm run build --silent
phase "e2e (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$TIMING_DIR/e2e.json" npm run test:e2e --silent
