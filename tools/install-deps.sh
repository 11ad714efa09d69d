#!/usr/bin/env bash
# Installs every Debian package hlo-cts needs to build, test, fuzz and
# benchmark. Idempotent: packages already present are left alone.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git
  libgtest-dev libgmock-dev libbenchmark-dev
  libmpfr-dev libmpc-dev libgmp-dev
  libfmt-dev libcli11-dev nlohmann-json3-dev
  libhwy-dev libsleef-dev libeigen3-dev libtbb-dev
  python3 zlib1g-dev libssl-dev
  chromium
  clang libclang-rt-14-dev clang-format
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
