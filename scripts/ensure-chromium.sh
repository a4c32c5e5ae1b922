#!/usr/bin/env bash
# Finds a Chromium for Playwright (it cannot download its own browsers here); installs Debian's when
# none is found and we may; otherwise says clearly what to do. Prints the path on success.
set -euo pipefail

find_chromium() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if path=$(find_chromium); then
  echo "$path"
  exit 0
fi

echo "No Chromium found: installing Debian's chromium package..." >&2
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium fonts-liberation >&2
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  sudo -n apt-get update -qq >&2
  sudo -n apt-get install -y -qq chromium fonts-liberation >&2
else
  echo "ERROR: the end-to-end tests need Chromium and it could not be installed." >&2
  echo "       Install it yourself (Debian/Ubuntu: sudo apt-get install chromium)," >&2
  echo "       or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again." >&2
  exit 1
fi

if path=$(find_chromium); then
  echo "$path"
else
  echo "ERROR: chromium was installed but no binary was found; set CHROMIUM_PATH." >&2
  exit 1
fi
