#!/usr/bin/env bash
# Creates (or brings up to date) the Python virtual environment the peer
# adapters in backends/adapters/ run in: jax/jaxlib (XLA:CPU and the
# StableHLO reference interpreter) and IREE, at the versions pinned in
# backends/adapters/requirements.txt.
#   tools/setup-peers.sh [VENV_DIR]     (default: .venv-peers in the repo root)
# Idempotent: a venv whose installed packages already match the pins is left
# alone without contacting the registry. Exits non-zero, saying why, when the
# venv cannot be created or the packages cannot be installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${1:-$root/.venv-peers}"
requirements="$root/backends/adapters/requirements.txt"
stamp="$venv/.hlo-cts-requirements"

# Debian's python3 (not a user's pyenv or conda one) is what CI has; any
# python3 >= 3.11 with venv works.
python="${HLO_CTS_PEERS_PYTHON:-python3}"

if [ -f "$stamp" ] && cmp -s "$stamp" "$requirements" && "$venv/bin/python" -c "
import jax, jaxlib, ml_dtypes, numpy, iree.compiler, iree.runtime" 2>/dev/null; then
  echo "setup-peers: $venv is up to date"
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  echo "setup-peers: creating $venv"
  if ! "$python" -m venv "$venv"; then
    echo "setup-peers: '$python -m venv' failed (on Debian: apt-get install python3-venv)" >&2
    exit 1
  fi
fi

echo "setup-peers: installing $(grep -c '^[a-z]' "$requirements") pinned packages into $venv"
# Retries and a generous timeout ride out a registry blip; a real outage
# still fails here, loudly, rather than in the adapter tests.
if ! "$venv/bin/python" -m pip install --disable-pip-version-check --no-input \
    --retries 5 --timeout 60 -r "$requirements"; then
  echo "setup-peers: pip could not install backends/adapters/requirements.txt" \
       "(is PyPI reachable?)" >&2
  exit 1
fi
cp "$requirements" "$stamp"
echo "setup-peers: done ($("$venv/bin/python" -c 'import jax, iree.compiler.version as v; print("jax", jax.__version__)'))"
