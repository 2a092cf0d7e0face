#!/usr/bin/env bash
# Makes sure Debian's chromium headless shell is installed for the Playwright stories and the bench
# (Playwright's own browser download cannot work here; scripts/lib/chromium.ts says why the shell).
# Installs it with apt-get when missing and we are root.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
if [[ -x "$CHROMIUM" ]]; then
  exit 0
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "ensure-browser: $CHROMIUM is missing. Install Debian's chromium-headless-shell (sudo apt-get install -y chromium-headless-shell)," >&2
  echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
  exit 1
fi
echo "ensure-browser: installing Debian's chromium-headless-shell…" >&2
if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell; } >&2; then
  echo "ensure-browser: apt-get could not install chromium-headless-shell; the browser stories cannot run." >&2
  exit 1
fi
[[ -x "$CHROMIUM" ]] || { echo "ensure-browser: chromium-headless-shell installed but $CHROMIUM is not there." >&2; exit 1; }
