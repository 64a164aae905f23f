#!/bin/sh
# Makes .build/venv-maloja: Maloja (malojaserver from PyPI) in a virtual environment of Debian's
# python3, the real ListenBrainz-API server the scrobbler's tests send to. Made once and kept;
# `make test` starts this in the background while Swift builds (pip takes about two minutes on a
# loaded machine), and the tests wait for its stamp. Safe to run twice at once (flock).
set -eu
cd "$(dirname "$0")/../.."
venv=.build/venv-maloja
mkdir -p .build
exec 9>.build/venv-maloja.lock
flock 9
if [ -f "$venv/ready" ]; then exit 0; fi
rm -rf "$venv"
started=$(date +%s)
/usr/bin/python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check malojaserver
"$venv/bin/python" -c "import maloja" >/dev/null
echo "pip: $(( $(date +%s) - started )) s" > "$venv/ready"
cat "$venv/ready"
