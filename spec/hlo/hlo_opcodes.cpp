#include "spec/hlo/hlo_opcodes.h"

#include <array>

namespace hlo_cts::hlo {
namespace {

using F = HloForm;

// clang-format off
constexpr std::array kOpcodes = {
    HloOpcode{"abs",                     OpId::kAbs,                 F::kPlain},
    HloOpcode{"add",                     OpId::kAdd,                 F::kPlain},
    HloOpcode{"after-all",               OpId::kAfterAll,            F::kPlain},
    HloOpcode{"all-gather",              OpId::kAllGather,           F::kSpecial},
    HloOpcode{"all-reduce",              OpId::kAllReduce,           F::kSpecial},
    HloOpcode{"all-to-all",              OpId::kAllToAll,            F::kSpecial},
    HloOpcode{"and",                     OpId::kAnd,                 F::kPlain},
    HloOpcode{"atan2",                   OpId::kAtan2,               F::kPlain},
    HloOpcode{"batch-norm-grad",         OpId::kBatchNormGrad,       F::kMultiple},
    HloOpcode{"batch-norm-inference",    OpId::kBatchNormInference,  F::kSpecial},
    HloOpcode{"batch-norm-training",     OpId::kBatchNormTraining,   F::kMultiple},
    HloOpcode{"bitcast-convert",         OpId::kBitcastConvert,      F::kPlain},
    HloOpcode{"broadcast",               OpId::kBroadcastInDim,      F::kSpecial},
    HloOpcode{"call",                    OpId::kFuncCall,                F::kSpecial},
    HloOpcode{"cbrt",                    OpId::kCbrt,                F::kPlain},
    HloOpcode{"ceil",                    OpId::kCeil,                F::kPlain},
    HloOpcode{"cholesky",                OpId::kCholesky,            F::kSpecial},
    HloOpcode{"clamp",                   OpId::kClamp,               F::kPlain},
    HloOpcode{"clz",                     OpId::kCountLeadingZeros,   F::kPlain},
    HloOpcode{"collective-permute",      OpId::kCollectivePermute,   F::kSpecial},
    HloOpcode{"compare",                 OpId::kCompare,             F::kSpecial},
    HloOpcode{"complex",                 OpId::kComplex,             F::kPlain},
    HloOpcode{"concatenate",             OpId::kConcatenate,         F::kSpecial},
    HloOpcode{"conditional",             OpId::kCase,                F::kSpecial},
    HloOpcode{"constant",                OpId::kConstant,            F::kSpecial},
    HloOpcode{"convert",                 OpId::kConvert,             F::kPlain},
    HloOpcode{"convolution",             OpId::kConvolution,         F::kSpecial},
    HloOpcode{"cosine",                  OpId::kCosine,              F::kPlain},
    HloOpcode{"custom-call",             OpId::kCustomCall,          F::kSpecial},
    HloOpcode{"divide",                  OpId::kDivide,              F::kPlain},
    HloOpcode{"dot",                     OpId::kDotGeneral,          F::kSpecial},
    HloOpcode{"dynamic-slice",           OpId::kDynamicSlice,        F::kSpecial},
    HloOpcode{"dynamic-update-slice",    OpId::kDynamicUpdateSlice,  F::kPlain},
    HloOpcode{"exponential",             OpId::kExponential,         F::kPlain},
    HloOpcode{"exponential-minus-one",   OpId::kExponentialMinusOne, F::kPlain},
    HloOpcode{"fft",                     OpId::kFft,                 F::kSpecial},
    HloOpcode{"floor",                   OpId::kFloor,               F::kPlain},
    HloOpcode{"gather",                  OpId::kGather,              F::kSpecial},
    HloOpcode{"get-tuple-element",       OpId::kGetTupleElement,     F::kSpecial},
    HloOpcode{"imag",                    OpId::kImag,                F::kPlain},
    HloOpcode{"iota",                    OpId::kIota,                F::kSpecial},
    HloOpcode{"is-finite",               OpId::kIsFinite,            F::kPlain},
    HloOpcode{"log",                     OpId::kLog,                 F::kPlain},
    HloOpcode{"log-plus-one",            OpId::kLogPlusOne,          F::kPlain},
    HloOpcode{"logistic",                OpId::kLogistic,            F::kPlain},
    HloOpcode{"map",                     OpId::kMap,                 F::kSpecial},
    HloOpcode{"maximum",                 OpId::kMaximum,             F::kPlain},
    HloOpcode{"minimum",                 OpId::kMinimum,             F::kPlain},
    HloOpcode{"multiply",                OpId::kMultiply,            F::kPlain},
    HloOpcode{"negate",                  OpId::kNegate,              F::kPlain},
    HloOpcode{"not",                     OpId::kNot,                 F::kPlain},
    HloOpcode{"opt-barrier",             OpId::kOptimizationBarrier, F::kSpecial},
    HloOpcode{"or",                      OpId::kOr,                  F::kPlain},
    HloOpcode{"pad",                     OpId::kPad,                 F::kSpecial},
    HloOpcode{"partition-id",            OpId::kPartitionId,         F::kPlain},
    HloOpcode{"popcnt",                  OpId::kPopcnt,              F::kPlain},
    HloOpcode{"power",                   OpId::kPower,               F::kPlain},
    HloOpcode{"real",                    OpId::kReal,                F::kPlain},
    HloOpcode{"reduce",                  OpId::kReduce,              F::kSpecial},
    HloOpcode{"reduce-scatter",          OpId::kReduceScatter,       F::kSpecial},
    HloOpcode{"reduce-precision",        OpId::kReducePrecision,     F::kSpecial},
    HloOpcode{"reduce-window",           OpId::kReduceWindow,        F::kSpecial},
    HloOpcode{"remainder",               OpId::kRemainder,           F::kPlain},
    HloOpcode{"replica-id",              OpId::kReplicaId,           F::kPlain},
    HloOpcode{"reshape",                 OpId::kReshape,             F::kPlain},
    HloOpcode{"reverse",                 OpId::kReverse,             F::kSpecial},
    HloOpcode{"rng",                     OpId::kRng,                 F::kSpecial},
    HloOpcode{"rng-bit-generator",       OpId::kRngBitGenerator,     F::kMultiple},
    HloOpcode{"round-nearest-afz",       OpId::kRoundNearestAfz,     F::kPlain},
    HloOpcode{"round-nearest-even",      OpId::kRoundNearestEven,    F::kPlain},
    HloOpcode{"rsqrt",                   OpId::kRsqrt,               F::kPlain},
    HloOpcode{"scatter",                 OpId::kScatter,             F::kSpecial},
    HloOpcode{"select",                  OpId::kSelect,              F::kPlain},
    HloOpcode{"select-and-scatter",      OpId::kSelectAndScatter,    F::kSpecial},
    HloOpcode{"shift-left",              OpId::kShiftLeft,           F::kPlain},
    HloOpcode{"shift-right-arithmetic",  OpId::kShiftRightArithmetic, F::kPlain},
    HloOpcode{"shift-right-logical",     OpId::kShiftRightLogical,   F::kPlain},
    HloOpcode{"sign",                    OpId::kSign,                F::kPlain},
    HloOpcode{"sine",                    OpId::kSine,                F::kPlain},
    HloOpcode{"slice",                   OpId::kSlice,               F::kSpecial},
    HloOpcode{"sort",                    OpId::kSort,                F::kSpecial},
    HloOpcode{"sqrt",                    OpId::kSqrt,                F::kPlain},
    HloOpcode{"subtract",                OpId::kSubtract,            F::kPlain},
    HloOpcode{"tan",                     OpId::kTan,                 F::kPlain},
    HloOpcode{"tanh",                    OpId::kTanh,                F::kPlain},
    HloOpcode{"topk",                    OpId::kChloTopK,            F::kSpecial},
    HloOpcode{"transpose",               OpId::kTranspose,           F::kSpecial},
    HloOpcode{"triangular-solve",        OpId::kTriangularSolve,     F::kSpecial},
    HloOpcode{"tuple",                   OpId::kTuple,               F::kSpecial},
    HloOpcode{"while",                   OpId::kWhile,               F::kSpecial},
    HloOpcode{"xor",                     OpId::kXor,                 F::kPlain},
};
// clang-format on

}  // namespace

std::span<const HloOpcode> hloOpcodes() {
  return kOpcodes;
}

const HloOpcode* lookupHloOpcode(std::string_view opcode) {
  for (const HloOpcode& entry : kOpcodes)
    if (entry.opcode == opcode) return &entry;
  return nullptr;
}

const HloOpcode* lookupHloOpcode(OpId op) {
  for (const HloOpcode& entry : kOpcodes)
    if (entry.op == op) return &entry;
  // stablehlo.if writes as a conditional too (true/false computations).
  if (op == OpId::kIf) return lookupHloOpcode("conditional");
  return nullptr;
}

}  // namespace hlo_cts::hlo
