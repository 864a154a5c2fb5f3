#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Any failure fails the run. At the end (failed or not) it
# prints each part's time, the whole run's, the 15 slowest test files and the e2e tests that passed only on a retry
# (scripts/testReport/).
set -euo pipefail
cd "$(dirname "$0")/.."
REPORT_DIR=.artifacts/test-report
rm -rf "$REPORT_DIR" && mkdir -p "$REPORT_DIR"
PARTS="$REPORT_DIR/parts.tsv"
: > "$PARTS"
WHOLE_START=$EPOCHREALTIME
report() {
  node --import tsx scripts/testReport/print.ts "$PARTS" "$REPORT_DIR/unit.json" "$REPORT_DIR/e2e.json" \
    "$(awk "BEGIN { print $EPOCHREALTIME - $WHOLE_START }")" || true
}
trap report EXIT

# part "<name>" command...: runs the command, logs its time and exit status, fails the run when it fails
part() {
  local name="$1" start status
  shift
  echo "== $name"
  start=$EPOCHREALTIME
  set +e
  "$@"
  status=$?
  set -e
  printf '%s\t%s\t%s\n' "$(awk "BEGIN { print $EPOCHREALTIME - $start }")" "$status" "$name" >> "$PARTS"
  return "$status"
}

part "browser (Debian's Chromium headless shell)" bash scripts/ensure-chromium.sh
# The type check runs alongside the unit tests: tsc keeps one core busy for ~40 s, and vitest's two workers leave
# time idle (while the seeded template is built, at the start and the end of the run): 10-20 s less than one after
# the other on 2 cores. Its output is printed once both are done, and a type error fails the run then.
TYPECHECK_LOG="$REPORT_DIR/typecheck.log"
# a larger young generation for the type check's and the unit tests' Node processes: fewer scavenges (the unit tests
# of mock-server/ and engine/, two paired runs: 0.97 and 0.99 of the time)
UNIT_NODE_OPTIONS="--max-semi-space-size=32 ${NODE_OPTIONS:-}"
part "type check (alongside the unit tests)" env NODE_OPTIONS="$UNIT_NODE_OPTIONS" npx tsc --noEmit -p . > "$TYPECHECK_LOG" 2>&1 &
TYPECHECK=$!
unit_status=0
part "unit tests" env NODE_OPTIONS="$UNIT_NODE_OPTIONS" npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/unit.json" || unit_status=$?
typecheck_status=0
wait "$TYPECHECK" || typecheck_status=$?
cat "$TYPECHECK_LOG"
if [ "$typecheck_status" -ne 0 ] || [ "$unit_status" -ne 0 ]; then exit 1; fi
part "scale-out: two instances on one PostgreSQL server" \
  bash scripts/test-postgres.sh tests/unit/mock-server/scaleOut.test.ts tests/unit/mock-server/liveListsScaleOut.test.ts \
  tests/unit/mock-server/serverCache.test.ts tests/unit/mock-server/serverStatements.test.ts tests/unit/mock-server/readCache.test.ts
part "builds (production and end-to-end)" bash -c 'npx vite build --logLevel warn && npx vite build --mode e2e --outDir dist-e2e --logLevel warn'
part "end-to-end tests (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$REPORT_DIR/e2e.json" npx playwright test -c tests/e2e/playwright.config.ts
