#!/usr/bin/env bash
# Builds the storefront exactly as `npm test` does (against a throwaway emulator on 4100), for
# running `npx playwright test` alone while developing.
set -euo pipefail
cd "$(dirname "$0")/.."
EMULATOR_PORT=4100 EMULATOR_DATA_DIR=:memory: STOREFRONT_URL=http://localhost:3100 node --import tsx apps/emulator/src/main.ts &
emulator=$!
trap 'kill $emulator 2>/dev/null || true' EXIT
until curl -sf http://127.0.0.1:4100/__emulator/health >/dev/null; do sleep 0.3; done
cd apps/storefront && EMULATOR_PORT=4100 SITE_URL=http://localhost:3100 NEXT_TELEMETRY_DISABLED=1 npx next build
