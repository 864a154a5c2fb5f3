#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package..."
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install chromium: this needs root and apt-get. Install Debian's 'chromium' package, then run npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core >/dev/null; }; then
  echo "Installing chromium with apt-get failed; the end-to-end tests cannot run." >&2
  exit 1
fi
[ -x "$CHROMIUM" ] || { echo "chromium installed but $CHROMIUM is not there." >&2; exit 1; }
echo "Chromium installed: $($CHROMIUM --version 2>/dev/null || echo unknown version)"
