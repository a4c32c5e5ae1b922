#!/usr/bin/env bash
# Java and Saxon-HE for the official e-invoice validation (vendor/peppol-validation, docs/e-invoice.md
# "Full validation"). Installs Debian's default-jre-headless and libsaxonhe-java when either is missing
# and we may (root, or password-less sudo). Prints the Saxon jar's path on success. When they cannot be
# installed: an error under CI=true (a CI run must not pass without the validation), else a warning
# and nothing printed (the validation block of invoice-ubl.test.ts is then skipped).
set -euo pipefail

SAXON_JAR=${SAXON_JAR:-/usr/share/java/Saxon-HE.jar}
PACKAGES=(default-jre-headless libsaxonhe-java)

present() { command -v java >/dev/null 2>&1 && [ -f "$SAXON_JAR" ]; }

if present; then
  echo "$SAXON_JAR"
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  as_root=()
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n env DEBIAN_FRONTEND=noninteractive)
else
  echo "The official e-invoice validation needs Java and Saxon-HE (java on the PATH, $SAXON_JAR)" >&2
  echo "and they could not be installed: install them (Debian/Ubuntu: sudo apt-get install ${PACKAGES[*]})," >&2
  echo "or set SAXON_JAR to a Saxon-HE jar, then run npm test again." >&2
  if [ "${CI:-}" = "true" ]; then
    echo "ERROR: CI=true: the tests must not run without the official validation." >&2
    exit 1
  fi
  echo "WARNING: the official validation block of invoice-ubl.test.ts will be skipped." >&2
  exit 0
fi

echo "Java or Saxon-HE missing: installing Debian's ${PACKAGES[*]}..." >&2
"${as_root[@]}" apt-get update -qq >&2
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >&2

if present; then
  echo "$SAXON_JAR"
else
  echo "ERROR: ${PACKAGES[*]} installed, but java or $SAXON_JAR is still missing." >&2
  exit 1
fi
