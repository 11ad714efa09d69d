#!/bin/sh
# Starts a peer adapter in the venv tools/setup-peers.sh made, so that
#   hlo-cts run --backend "subprocess:backends/adapters/run-adapter.sh xla-cpu" PATHS
# is all a run needs. PEER: xla-cpu, iree-cpu or stablehlo-interpreter.
# The venv: $HLO_CTS_PEERS_VENV, else .venv-peers in the repository root,
# else ~/.cache/hlo-cts/venv-peers (where tools/run-tests.sh makes it).
here=$(cd "$(dirname "$0")" && pwd)
venv=${HLO_CTS_PEERS_VENV:-$here/../../.venv-peers}
if [ -z "$HLO_CTS_PEERS_VENV" ] && [ ! -x "$venv/bin/python" ] && [ -n "$HOME" ]; then
  venv=$HOME/.cache/hlo-cts/venv-peers
fi
case "$1" in
  xla-cpu | iree-cpu | stablehlo-interpreter) script=$here/$(echo "$1" | tr - _).py ;;
  *) echo "usage: $0 xla-cpu|iree-cpu|stablehlo-interpreter" >&2; exit 2 ;;
esac
if [ ! -x "$venv/bin/python" ]; then
  echo "run-adapter: no venv at $venv (run tools/setup-peers.sh)" >&2
  exit 2
fi
# exec: the worker is this process, so the runner's kill reaches it.
exec "$venv/bin/python" "$script"
