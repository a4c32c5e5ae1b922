#!/usr/bin/env bash
# The end-to-end tier alone: builds the SPA and runs Playwright against it and a fresh in-memory API.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
export CHROMIUM_PATH
npx vite build --logLevel warn
npx vite build --ssr src/entry-server.tsx --outDir dist-ssr --logLevel warn
npx playwright test "$@"
