// The program a PJRT plugin compiles, made from a test's: the entry
// renamed @main (PJRT's entry point), and a test that is one process grid
// (interpreter.run_parallel) turned into the one function every device runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "spec/result.h"

namespace hlo_cts::backends::pjrt {

// `text` with function @entry renamed @main; a function already named
// @main is renamed out of the way first.
std::string withEntryMain(std::string text, const std::string& entry);

// A test that is one interpreter.run_parallel grid of one function, as the
// spec's collective examples are: @main's arguments dealt to the processes,
// its results returned. XLA runs such a grid as one SPMD executable on
// replicas x partitions devices (partitions through its SPMD partitioner,
// every argument and result marked manual); `function` becomes that
// executable's @main.
struct ParallelPlan {
  std::string function;
  int64_t replicas = 0, partitions = 0;
  std::vector<size_t> operandArgs;  // run_parallel operand i is @main's argument operandArgs[i]
  // @main's results: {true, i} run_parallel's result i; {false, i} argument i.
  std::vector<std::pair<bool, size_t>> returns;
  std::string text;  // the module without the test's @main, `function` renamed @main
};

// The plan of a test whose entry is one interpreter.run_parallel grid; nullopt when the entry holds
// no run_parallel; a kNotSupported error saying why when the grid has no counterpart on `devices`
// devices.
Result<std::optional<ParallelPlan>> planParallel(const std::string& text, const std::string& entry,
                                                 size_t devices);

}  // namespace hlo_cts::backends::pjrt
