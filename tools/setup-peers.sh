#!/usr/bin/env bash
# Creates (or brings up to date) the Python virtual environment the peer
# adapters in backends/adapters/ run in: jax/jaxlib (XLA:CPU and the
# StableHLO reference interpreter), IREE, and XLA's CPU PJRT plugin (the
# lammps-jax-pjrt-cpu wheel, for `--backend xla-cpu-pjrt` / pjrt:), at the
# versions pinned in backends/adapters/requirements.txt.
#   tools/setup-peers.sh [VENV_DIR]     (default: .venv-peers in the repo root)
# Idempotent: a venv whose installed packages already match the pins is left
# alone without contacting the registry. Exits non-zero, saying why, when the
# venv cannot be created or the packages cannot be installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${1:-$root/.venv-peers}"
requirements="$root/backends/adapters/requirements.txt"
stamp="$venv/.hlo-cts-requirements"

# Any python3 the pinned wheels exist for (3.11 here: Debian 12's) with venv.
python="${HLO_CTS_PEERS_PYTHON:-python3}"

if [ -f "$stamp" ] && cmp -s "$stamp" "$requirements" && "$venv/bin/python" -c "
import jax, jaxlib, ml_dtypes, numpy, iree.compiler, iree.runtime, lammps_jax_pjrt_cpu" \
    2>/dev/null; then
  echo "setup-peers: $venv is up to date"
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  echo "setup-peers: creating $venv"
  if ! "$python" -m venv "$venv"; then
    # Debian ships venv's ensurepip separately; install it where we can.
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      rm -rf "$venv"
      apt-get install -y -qq python3-venv >/dev/null && "$python" -m venv "$venv" || {
        echo "setup-peers: cannot create a venv with $python" >&2; exit 1; }
    else
      echo "setup-peers: '$python -m venv' failed (on Debian: apt-get install python3-venv)" >&2
      exit 1
    fi
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
echo "setup-peers: done"
