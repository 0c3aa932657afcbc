#!/usr/bin/env bash
# The Python programs the tests run that Debian does not package, from PyPI into .build/pydeps
# (run with Debian's python3 and its python3-i3ipc): autotiling, a published i3ipc script.
# Pinned, without dependencies (i3ipc comes from Debian), fetched once. The wheel is downloaded
# and unpacked rather than installed, so no interpreter's environment changes (an install through
# pyenv's shims also rehashes them, which waits on pyenv's lock).
set -euo pipefail
cd "$(dirname "$0")/.."
target=.build/pydeps
if [ -f "$target/autotiling/main.py" ]; then exit 0; fi
wheels=$(mktemp -d)
trap 'rm -rf "$wheels"' EXIT
for try in 1 2 3; do
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: -d "$wheels" autotiling==1.9.3 && break
  [ "$try" = 3 ] && { echo "ensure-pydeps: autotiling could not be fetched from PyPI" >&2; exit 1; }
  sleep 5
done
# The wheel checked against the hash it had when it was chosen: what runs is what was read.
echo "4d93443b36e278d2b67dc7d93e676f970a9dd0ee68f1a99d5c9ce7c1251e2264  $wheels/autotiling-1.9.3-py3-none-any.whl" | sha256sum --check --quiet
mkdir -p "$target"
python3 -m zipfile -e "$wheels"/autotiling-1.9.3-py3-none-any.whl "$target"
