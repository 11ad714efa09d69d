// Writing the IR as XLA HLO text. The module's one public function is the
// ENTRY computation (named as the function), private functions are plain
// computations, and every region becomes a computation of its own, printed
// before the computation that uses it. Several results (of a function, a
// region or an op) are a tuple, taken apart with get-tuple-element right
// after the op; while state is one tuple; the values an if/case branch
// reads from outside are passed to each branch as one tuple. Shapes carry
// the default layout ({rank-1,...,0}); instruction names are
// `<opcode>.<N>`, numbered through the module. The output is canonical:
// reading it (parseHloModule) and writing again gives the same text.
//
// What HLO cannot express is an error naming the op and its location:
// dynamic shapes, quantized and tf32/index types, ops without an HLO
// opcode, regions that read values from outside (except if/case branches),
// modules without exactly one public function (printHloModules writes
// one HLO module per public function instead).
#pragma once

#include <string>
#include <string_view>

#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts {

Result<std::string> printHloModule(const Module& module);

// Between HLO modules in one text: the line StableHLO files split on, and
// XLA's `hlo-opt --split-input-file` too; parseProgramFile reads such text
// as one module per split.
inline constexpr std::string_view kHloModuleSeparator = "// -----";

// The module as HLO text, one HloModule per public function (each with the
// module's private functions as computations), kHloModuleSeparator lines
// between them; a module of one public function prints as printHloModule.
Result<std::string> printHloModules(const Module& module);

}  // namespace hlo_cts
