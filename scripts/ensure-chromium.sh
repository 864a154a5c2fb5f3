#!/usr/bin/env bash
# Debian's Chromium for the browser tests and the bench (Playwright cannot download its own browser here).
#   bash scripts/ensure-chromium.sh           the headless shell the end-to-end tests drive (/usr/bin/chromium-headless-shell)
#   bash scripts/ensure-chromium.sh chromium  the whole browser the bench measures (/usr/bin/chromium)
# The headless shell is the same Chromium without the browser's own layers (Playwright's default for headless
# tests): the e2e suite took a third less CPU in it than in `chromium --headless` on this 2-core machine.
set -euo pipefail
PACKAGE="${1:-chromium-headless-shell}"
case "$PACKAGE" in
  chromium-headless-shell | chromium) ;;
  *) echo "ensure-chromium.sh: unknown package '$PACKAGE' (chromium-headless-shell or chromium)" >&2; exit 2 ;;
esac
BINARY="/usr/bin/$PACKAGE"
if [ -x "$BINARY" ]; then exit 0; fi
echo "$BINARY is missing: installing Debian's $PACKAGE package..."
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install $PACKAGE: this needs root and apt-get. Install Debian's '$PACKAGE' package, then run again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq "$PACKAGE" fonts-dejavu-core >/dev/null; }; then
  echo "Installing $PACKAGE with apt-get failed; the browser tests cannot run." >&2
  exit 1
fi
[ -x "$BINARY" ] || { echo "$PACKAGE installed but $BINARY is not there." >&2; exit 1; }
echo "$PACKAGE installed: $("$BINARY" --version 2>/dev/null || echo unknown version)"
