#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: every fuzz target, linked with
# $LIB_FUZZING_ENGINE and compiled with the sanitizer flags of $CFLAGS /
# $CXXFLAGS (HLO_CTS_FUZZ_ENGINE given, so CMake adds none of its own),
# copied to $OUT with its seed corpus (<target>_seed_corpus.zip, from
# fuzz/seeds.sh) and, for the text targets, its dictionary (<target>.dict,
# written by the build from the op registry). Optimization and debug info
# are the engine's too (-O1 -gline-tables-only): the build type adds none.

# The system libraries (fmt, TBB, MPFR, ...) are built against libstdc++;
# OSS-Fuzz's default -stdlib=libc++ could not link with them.
CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"
export CXXFLAGS

build=$WORK/build
cmake -S "$SRC/hlo-cts" -B "$build" -G Ninja \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS_RELWITHDEBINFO= \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO= -DHLO_CTS_FUZZ=ON -DHLO_CTS_BENCH=OFF \
  -DHLO_CTS_FUZZ_ENGINE="$LIB_FUZZING_ENGINE"

targets=()
for source in "$SRC"/hlo-cts/fuzz/*_fuzzer.cpp; do targets+=("$(basename "$source" .cpp)"); done
ninja -C "$build" "${targets[@]}"

for target in "${targets[@]}"; do
  cp "$build/fuzz/$target" "$OUT/"
  if [[ -f "$build/fuzz/$target.dict" ]]; then cp "$build/fuzz/$target.dict" "$OUT/"; fi
  seeds="$WORK/seeds/$target"
  rm -rf "$seeds"
  "$SRC/hlo-cts/fuzz/seeds.sh" "$target" "$seeds"
  (cd "$seeds" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
done
