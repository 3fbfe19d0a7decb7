#!/usr/bin/env bash
# Every test of the project, in the order CI runs them: static checks, unit and API tests, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n=== %s ===\n' "$*"; }

step "chromium"
bash scripts/ensure-chromium.sh
step "typecheck"
npm run typecheck --silent
step "lint"
npx biome check .
step "unit and API tests (PGlite, and PostgreSQL when reachable)"
npx vitest run
step "build"
npm run build --silent
step "e2e (Chromium)"
npm run test:e2e --silent
