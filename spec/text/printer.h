// Writing the IR back as StableHLO/CHLO text. The output is canonical:
// printing what the parser reads back from it gives the same text again, in
// the pretty and in the generic form.
//
// Canonical choices (documented where they differ from MLIR's printer):
// * values are renamed like MLIR does: entry block arguments %argN, results
//   %N (groups %N:k), nested regions continuing their parent's counters,
//   name hints (%c/%cst for stablehlo.constant, %iterArg for while, ...)
//   except in the generic form, where every value is numbered;
// * a dense elements attribute prints as a splat when all elements are
//   equal, as a hex blob when it has more than 100 elements (i1 blobs one byte
//   per element), and as a nested literal otherwise; floats use MLIR's
//   algorithm (printFloatLiteral), falling back to hex bits;
// * attribute dictionaries and properties print sorted by name;
// * aliases print at the top (`#a = ...`, `!t = ...`), resources at the end;
// * an implicit module prints as `module {`.
#pragma once

#include <string>

#include "spec/attribute.h"
#include "spec/ir.h"
#include "spec/type.h"

namespace hlo_cts {

struct PrintOptions {
  bool generic = false;   // every op (func.func and module included) in generic form
  bool debugInfo = true;  // print loc(...) where the IR has one
};

std::string printModule(const Module& module, const PrintOptions& options = {});
// One op (and its regions), values named as if the op were the top level.
std::string printOperation(const Operation& op, const PrintOptions& options = {});
std::string printType(const Type& type);
std::string printAttribute(const Attribute& attribute);
// One element as a dense literal writes it: "3", "1.500000e+00", "0x7FC00000",
// "true", "(1.000000e+00,2.000000e+00)".
std::string printElement(const Tensor& tensor, int64_t index);
// A tensor value the way `stablehlo-translate --interpret` prints results:
// "tensor<2xi32> {\n  [3, 3]\n}", nested brackets one line per row.
std::string printTensorValue(const Tensor& tensor);

}  // namespace hlo_cts
