// The op registry: every op has an OpId, and the facts every layer needs
// about it (name, dialect, family, flags, element-wise function) sit in one
// row of spec/op_list.def. Layers index arrays by OpId instead of keeping
// string-keyed tables of their own: the catalogue's OpDef (spec/ops/), the
// oracle's handlers, the profile's budgets. Operation caches its OpId when
// it is built, so no layer looks an op up by name at run time.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace hlo_cts {

enum class OpId : uint16_t {
#define HLO_CTS_OP(id, name, family, flags, math_fn) k##id,
#include "spec/op_list.def"
#undef HLO_CTS_OP
  // An op of a dialect hlo-cts does not know (kept by the parser, rejected
  // by the verifier).
  kUnknown,
};
inline constexpr size_t kNumOps = static_cast<size_t>(OpId::kUnknown);

// The concern that owns an op's semantics: spec/ops/<family>.cpp holds its
// OpDef, oracle/ops/<family>*.cpp its evaluation.
enum class OpFamily : uint8_t {
  kElementwise,
  kDataMovement,
  kIndexing,
  kControlFlow,
  kReduction,
  kLinalg,
  kCollective,
  kRandom,
  kQuantization,
  kMisc,        // constants, tuples, tokens, custom_call, feeds
  kStructure,   // builtin.module, func.*, stablehlo.return
  kTestHelper,  // check.*, interpreter.*: the test corpus's assertion and probe ops
};
std::string_view familyName(OpFamily family);  // "elementwise", "data_movement", ...

enum OpFlags : uint8_t {
  kNoFlags = 0,
  // Reads its float operands arithmetically: a backend with subnormal inputs
  // read as zero (DAZ) reads them so (profile flush_subnormals=inputs).
  kArithmetic = 1 << 0,
  // The text form the real printer gives the op, from which
  // spec/text/op_syntax.cpp makes its row (ops of another form have a row
  // written there): `%r = NAME %a : TYPE`, the same with an optional
  // result_accuracy, or `%r = NAME %a, %b : TYPE`; a commutative binary op
  // may print in reduce's compact `applies` form.
  kUnaryForm = 1 << 1,
  kAccurateUnaryForm = 1 << 2,
  kBinaryForm = 1 << 3,
  kCommutative = 1 << 4,
  // XLA HLO writes it as its mnemonic with '-' for '_', its operands and
  // result one to one and no attribute (spec/hlo/hlo_opcodes.cpp has the
  // opcodes of other forms).
  kHloPlain = 1 << 5,
  // Each result element is an element of its one operand, at an index
  // affine in the result's index (transpose, broadcast_in_dim, slice,
  // reverse): an executor can read the operand through the map instead of
  // copying it.
  kAffineIndexing = 1 << 6,
};

// The function an element-wise op computes on every element, where the
// oracle evaluates it through one correctly rounded (MPFR / MPC) function.
// The first entries are the complex forms of exact real operations.
enum class MathFn : uint8_t {
  kNone,
  kAdd,
  kSubtract,
  kMultiply,
  kDivide,
  kNegate,
  kConj,
  kSign,
  kSquare,
  kPower,  // binary
  kAtan2,  // binary
  kSqrt,
  kRsqrt,
  kCbrt,
  kExp,
  kExpm1,
  kLog,
  kLog1p,
  kLogistic,
  kSin,
  kCos,
  kTan,
  kTanh,
  kAcos,
  kAcosh,
  kAsin,
  kAsinh,
  kAtan,
  kAtanh,
  kCosh,
  kSinh,
  kAsinAcosKernel,  // chlo._asin_acos_kernel
  kErf,             // real only from here
  kErfc,
  kLgamma,
  kDigamma,
  kErfInv,
  kBesselI1e,
  kZeta,       // binary: Hurwitz ζ(s, q)
  kPolygamma,  // binary: ψ⁽ⁿ⁾(x)
};

struct OpInfo {
  OpId id;
  std::string_view name;  // "stablehlo.add"
  OpFamily family;
  uint8_t flags;
  MathFn mathFn;

  std::string_view dialect() const { return name.substr(0, name.find('.')); }
  std::string_view mnemonic() const { return name.substr(name.find('.') + 1); }
  bool readsFloatsArithmetically() const { return flags & kArithmetic; }
};

// The registry row of `id` (kUnknown has a row named "unknown").
const OpInfo& opInfo(OpId id);
inline std::string_view opName(OpId id) {
  return opInfo(id).name;
}
// The OpId of a full op name; "return" and "call" (func's short spellings)
// resolve too. kUnknown for anything else.
OpId opIdOf(std::string_view name);

// The op a CHLO broadcasting op computes after broadcasting its operands:
// chlo.broadcast_<f> is stablehlo.<f>, else chlo.<f> (chlo.broadcast_add ->
// stablehlo.add, chlo.broadcast_zeta -> chlo.zeta); any other op itself.
// Read off the registry's names, so a new broadcasting op needs no entry.
OpId broadcastBase(OpId id);

// Every known op, in OpId order.
std::array<OpId, kNumOps> allOps();

}  // namespace hlo_cts
