// Reading StableHLO/CHLO text (MLIR assembly) into the IR of spec/ir.h.
// Accepts the generic and the custom ("pretty") form of every op in the op
// syntax table (spec/text/op_syntax.h), unknown ops in generic form, older
// producers' spellings (inherent attributes in `{...}`, `dense<[..]>`
// dimension lists, bit-packed i1 blobs), aliases, locations and
// dialect_resources blobs. Errors are "file:line:col: error: expected X in Y"
// diagnostics; no input makes it crash, hang or allocate without bound.
//
// What the IR holds: inherent attributes are properties whichever way they
// were written (pretty form, `<{...}>` or `{...}`), with dimension lists as
// array<i64: ..>; an optional attribute that was not written is absent (its
// default is OpSyntax::attrs[].defaultText), never filled in. Struct
// attributes (#stablehlo.gather<...>, ...) hold every field, defaults
// included. Aliases are resolved (the definitions are kept in Module for
// printing); locations are kept as canonical `loc(...)` text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spec/attribute.h"
#include "spec/ir.h"
#include "spec/result.h"
#include "spec/type.h"

namespace hlo_cts {

// Splits `text` on `// -----` lines; every split becomes one Module (an empty
// split gives an empty module). Line and column numbers in diagnostics and in
// the IR are relative to the whole file.
Result<std::vector<Module>> parseSourceFile(std::string_view text, const std::string& filename);
// The text of each of those splits (views into `text`, split lines left out).
std::vector<std::string_view> sourceSplits(std::string_view text);

// One module: the text must not contain `// -----` splits (they would be
// comments, so everything parses as one module).
Result<Module> parseModule(std::string_view text, const std::string& filename);

// A lone type or attribute, e.g. "tensor<2x3xf32>" or "dense<[1, 2]> : tensor<2xi32>".
Result<Type> parseType(std::string_view text);
Result<Attribute> parseAttribute(std::string_view text);

// Limits that keep hostile input cheap (exposed for tests).
inline constexpr int kMaxNestingDepth = 200;
// A dense literal (or splat) may not expand to more storage than this, and
// all literals of one parse call together not to more than the total.
inline constexpr int64_t kMaxDenseBytes = int64_t{64} << 20;
inline constexpr int64_t kMaxTotalDenseBytes = int64_t{256} << 20;

}  // namespace hlo_cts
