#!/usr/bin/env bash
# Builds the storefront exactly as `npm test` does, against a throwaway emulator, for running
# `npx playwright test <spec>` alone while developing. Honours E2E_PORT (3100),
# E2E_EMULATOR_PORT (4100) and NEXT_DIST_DIR (.next), so several builds can coexist.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${E2E_PORT:-3100}
emulator_port=${E2E_EMULATOR_PORT:-4100}
EMULATOR_PORT=$emulator_port EMULATOR_DATA_DIR=:memory: STOREFRONT_URL=http://localhost:$port node --import tsx apps/emulator/src/main.ts &
emulator=$!
trap 'kill $emulator 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$emulator_port/__emulator/health" >/dev/null; do sleep 0.3; done
cd apps/storefront && EMULATOR_PORT=$emulator_port SITE_URL=http://localhost:$port NEXT_TELEMETRY_DISABLED=1 npx next build && node ../../scripts/lib/compile-hints.mjs
