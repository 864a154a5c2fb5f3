#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL server from Debian's packages: installs `postgresql` with apt-get
# when it is missing (as root, as scripts/ensure-chromium.sh does for Chromium), starts a cluster on PG_TEST_PORT
# (default 3202) owned by a non-root user, runs the command with POSTGRES_URL (its maintenance database), and
# removes the cluster at the end. Used by `npm run test:postgres` and the scale-out bench.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PG_TEST_PORT:-3202}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is missing: installing Debian's postgresql package..."
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "Cannot install postgresql: this needs root and apt-get. Install Debian's 'postgresql' package, then run again." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
  [ -n "$BIN" ] || { echo "postgresql installed but no /usr/lib/postgresql/*/bin" >&2; exit 1; }
fi

# PostgreSQL refuses to run as root: the cluster belongs to the package's postgres user then
CLUSTER="$(mktemp -d /tmp/mock-pg-XXXXXX)"
as_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$CLUSTER"
  as_owner() { runuser -u postgres -- "$@"; }
fi
stop_cluster() {
  as_owner "$BIN/pg_ctl" -D "$CLUSTER/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER"
}
trap stop_cluster EXIT

echo "== PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throw-away cluster in $CLUSTER)"
as_owner "$BIN/initdb" -D "$CLUSTER/data" -U tester -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_owner "$BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w -o "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300" start >/dev/null

export POSTGRES_URL="postgres://tester@127.0.0.1:$PORT/postgres"
"$@"
