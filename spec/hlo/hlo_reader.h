// Reading XLA HLO text into the IR of spec/ir.h, the same IR the StableHLO
// parser produces, as XLA's parser reads the text: the `HloModule` line is
// optional, and without `ENTRY` the last computation is the entry;
// * the ENTRY computation becomes a public func.func with its own name
//   less XLA's uniquifying `.N` suffix (`ENTRY main.9` -> @main);
//   computations that `call`, `fusion` or `async-start` name, and those
//   nothing refers to, become private functions; computations used as
//   to_apply / condition / body / branch_computations / select / scatter are
//   inlined as the op's regions;
// * `parameter(N)` is argument N; a ROOT of tuple shape returns its leaves
//   (several results); tuples are flattened wherever StableHLO takes
//   several values (while state, if/case results, variadic reduce and sort,
//   optimization barrier), `get-tuple-element` of them picks the value;
// * `fusion` is a call, `copy` the identity, `bitcast` a reshape (default
//   layouts, same element type and count; otherwise refused), an async
//   start/done pair the op it starts (hlo_reader_wrappers.cpp);
// * layouts, `metadata=`, `sharding=`, `frontend_attributes=`,
//   `backend_config=` of ops other than custom-call, and the module's
//   name and header attributes are accepted and dropped;
// * custom-call targets `check.*` become the check dialect's ops (their
//   attributes are the backend_config, as the writer stores them).
// What the reader returns passes the checker; anything else is an error.
// Errors are "file:line:col: error: ..." diagnostics at the HLO text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts {

Result<Module> parseHloModule(std::string_view text, const std::string& file);

// A program file of either syntax: HLO text when the name ends in `.hlo`
// or the text begins with `HloModule`, StableHLO text otherwise; both are
// split on `// -----` lines (one module per split, as parseSourceFile and
// XLA's `hlo-opt --split-input-file` read them).
Result<std::vector<Module>> parseProgramFile(std::string_view text, const std::string& file);
bool isHloProgram(std::string_view text, std::string_view file);

}  // namespace hlo_cts
