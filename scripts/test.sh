#!/usr/bin/env bash
# Every test tier, in the order a failure is cheapest to find: typecheck, lint, unit, API, end to end.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the one before took (CI's time budget is kept by these figures).
step() {
  if [ -n "${STEP_NAME:-}" ]; then printf '(%s: %d s)\n' "$STEP_NAME" "$((SECONDS - STEP_START))"; fi
  STEP_NAME=$1
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
trap 'step "End: $SECONDS s in all"' EXIT

step "Chromium for the end-to-end tier"
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
export CHROMIUM_PATH
echo "$CHROMIUM_PATH"

step "Java and Saxon-HE for the official e-invoice validation"
SAXON_JAR=$(bash scripts/ensure-saxon.sh)
if [ -n "$SAXON_JAR" ]; then export SAXON_JAR; else unset SAXON_JAR; fi
echo "${SAXON_JAR:-(none: the official validation block is skipped)}"

# Side by side: each is one process on one core, and neither prints unless something is wrong.
step "Typecheck and lint"
npm run -s typecheck &
typecheck=$!
npm run -s lint &
lint=$!
failed=0
wait "$typecheck" || failed=1
wait "$lint" || failed=1
[ "$failed" = 0 ]

step "Build"
npx vite build --logLevel warn
npx vite build --ssr src/entry-server.tsx --outDir dist-ssr --logLevel warn

step "Unit and tooling tests (Vitest)"
npx vitest run --project unit --project unit-isolated --project tooling

# The API tier runs once, on a PostgreSQL server when there is one (what production runs), else on the
# embedded database. The embedded database is what `npm start` and the end-to-end tier run on: with a
# server, only the endpoint walk and the concurrency gate run on it again here.
PG_URL=$(bash scripts/ensure-postgres.sh)
if [ -n "$PG_URL" ]; then
  step "API tests on a PostgreSQL server (Vitest)"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
  step "API on the embedded database (PGlite): the endpoint walk and concurrent edits"
  npx vitest run --project api server/gates/endpoints.test.ts server/gates/concurrency.test.ts
else
  step "API tests on the embedded database (Vitest, PGlite)"
  npx vitest run --project api
fi

step "End-to-end tests (Playwright, Chromium, built app + API on a fresh database)"
npx playwright test
