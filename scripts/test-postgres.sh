#!/usr/bin/env bash
# `npm run test:postgres`: the mock server's tests against a PostgreSQL server from Debian's packages instead of
# the embedded PGlite (scripts/with-postgres.sh), with TEST_DATABASE_URL. Extra arguments go to vitest (e.g. a test
# file); none: every mock-server test.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then set -- tests/unit/mock-server; fi
exec bash scripts/with-postgres.sh bash -c 'TEST_DATABASE_URL="$POSTGRES_URL" exec npx vitest run "$@"' vitest "$@"
