#!/usr/bin/env bash
# Fetch real-world corpora that the extractor tests run over when present (tests skip when absent).
#   - CPython's email test messages (Debian package libpython3.11-testsuite → /usr/lib/python3.11/test/test_email/data)
#   - markdown-it-py's CommonMark fixtures (its sdist, unpacked into tests/.data/, which is gitignored)
# icalendar's own test calendars ship inside its wheel, so they need no step here.
# Idempotent, and never fails the CI: a download that is impossible only means those tests skip.
set -u
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
[ -x "$PY" ] || PY=python3
DATA=tests/.data
mkdir -p "$DATA"

if [ ! -d /usr/lib/python3.11/test/test_email/data ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo -n"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libpython3.11-testsuite; } \
    >/dev/null 2>&1 || echo "test-data: libpython3.11-testsuite not installed; CPython email corpus tests will skip"
fi

if [ ! -d "$DATA/markdown-it-py" ]; then
  tmp="$(mktemp -d)"
  if "$PY" -m pip download --quiet --no-binary :all: --no-deps --dest "$tmp" markdown-it-py >/dev/null 2>&1; then
    sdist="$(ls "$tmp"/markdown_it_py-*.tar.gz 2>/dev/null | head -n 1)"
    if [ -n "$sdist" ]; then
      mkdir -p "$tmp/x" && tar -xzf "$sdist" -C "$tmp/x" && mv "$tmp"/x/markdown_it_py-* "$DATA/markdown-it-py"
    fi
  fi
  rm -rf "$tmp"
  [ -d "$DATA/markdown-it-py" ] || echo "test-data: markdown-it-py sdist unavailable; CommonMark fixture tests will skip"
fi
exit 0
