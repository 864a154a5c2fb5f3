#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== type check"
npx tsc --noEmit -p .
echo "== unit tests"
npx vitest run
echo "== scale-out: two server instances on one PostgreSQL server (Debian's package, installed when missing): shared state, and live lists across instances"
bash scripts/test-postgres.sh tests/unit/mock-server/scaleOut.test.ts tests/unit/mock-server/liveListsScaleOut.test.ts
echo "== builds (production and end-to-end)"
npx vite build --logLevel warn
npx vite build --mode e2e --outDir dist-e2e --logLevel warn
echo "== end-to-end tests (Chromium)"
npx playwright test -c tests/e2e/playwright.config.ts
