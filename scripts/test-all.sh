#!/usr/bin/env bash
# Every test of the project, as CI runs them: static checks, the build, the unit and API tests, then the e2e shards.
# It ends with a table of each phase's wall and CPU time and the slowest test files (scripts/timing-table.mjs), also
# when a phase fails. Decision 0095 says where the time goes and why the phases run one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

TIMING_DIR=$(mktemp -d "${TMPDIR:-/tmp}/portal-test-all.XXXXXX")
export TIMING_DIR
export TEST_ALL_STARTED=$EPOCHREALTIME
trap 'node scripts/timing-table.mjs "$TIMING_DIR"; rm -rf "$TIMING_DIR"' EXIT

# The CPU seconds (user + system) of a shell's finished children, from what `times` wrote to the file $1.
cpu_seconds() { awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }

# phase NAME COMMAND...: runs the command, records its wall time, CPU time and exit code, and returns its exit code.
phase() {
  local name=$1 started code=0 mark="$TIMING_DIR/times.$BASHPID"
  shift
  printf '\n=== %s ===\n' "$name"
  started=$EPOCHREALTIME
  times >"$mark.before"
  "$@" || code=$?
  times >"$mark.after"
  printf '%s\t%s\t%s\t%s\n' "$name" "$(awk "BEGIN { print $EPOCHREALTIME - $started }")" \
    "$(awk "BEGIN { print $(cpu_seconds "$mark.after") - $(cpu_seconds "$mark.before") }")" "$code" >>"$TIMING_DIR/phases.tsv"
  return "$code"
}

phase "chromium" bash scripts/ensure-chromium.sh
phase "typecheck" npm run typecheck --silent
phase "lint" npx biome check .
phase "build" npm run build --silent

phase "unit and API tests (PGlite, and PostgreSQL when reachable)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$TIMING_DIR/vitest.json"
phase "e2e (Chromium, ${E2E_SHARDS:-2} shards)" bash scripts/e2e-shards.sh
