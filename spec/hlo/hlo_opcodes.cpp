#include "spec/hlo/hlo_opcodes.h"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <vector>

namespace hlo_cts::hlo {
namespace {

using F = HloForm;
using V = HloValue;

// clang-format off
// Opcodes with attributes, several results or another name than the op's
// mnemonic.
constexpr std::array kWritten = {
    HloOpcode{"all-gather", OpId::kAllGather, F::kSpecial},
    HloOpcode{"all-reduce", OpId::kAllReduce, F::kSpecial},
    HloOpcode{"all-to-all", OpId::kAllToAll, F::kSpecial},
    HloOpcode{"batch-norm-grad", OpId::kBatchNormGrad, F::kMultiple},
    HloOpcode{"batch-norm-inference", OpId::kBatchNormInference, F::kSpecial},
    HloOpcode{"batch-norm-training", OpId::kBatchNormTraining, F::kMultiple},
    HloOpcode{"broadcast", OpId::kBroadcastInDim, F::kRenamed,
              {{{"dimensions", "broadcast_dimensions"}}}},
    HloOpcode{"call", OpId::kFuncCall, F::kSpecial},
    HloOpcode{"cholesky", OpId::kCholesky, F::kSpecial},
    HloOpcode{"clz", OpId::kCountLeadingZeros, F::kPlain},
    HloOpcode{"collective-permute", OpId::kCollectivePermute, F::kSpecial},
    HloOpcode{"compare", OpId::kCompare, F::kSpecial},
    HloOpcode{"concatenate", OpId::kConcatenate, F::kRenamed,
              {{{"dimensions", "dimension", V::kIntInList, "i64"}}}},
    HloOpcode{"conditional", OpId::kCase, F::kSpecial},
    HloOpcode{"constant", OpId::kConstant, F::kSpecial},
    HloOpcode{"convolution", OpId::kConvolution, F::kSpecial},
    HloOpcode{"custom-call", OpId::kCustomCall, F::kSpecial},
    HloOpcode{"dot", OpId::kDotGeneral, F::kSpecial},
    HloOpcode{"dynamic-slice", OpId::kDynamicSlice, F::kRenamed,
              {{{"dynamic_slice_sizes", "slice_sizes"}}}},
    HloOpcode{"fft", OpId::kFft, F::kRenamed,
              {{{"fft_type", "fft_type", V::kEnum, "fft_type"}, {"fft_length", "fft_length"}}}},
    HloOpcode{"gather", OpId::kGather, F::kSpecial},
    HloOpcode{"get-tuple-element", OpId::kGetTupleElement, F::kSpecial},
    HloOpcode{"iota", OpId::kIota, F::kRenamed,
              {{{"iota_dimension", "iota_dimension", V::kInt, "i64"}}}},
    HloOpcode{"map", OpId::kMap, F::kSpecial},
    HloOpcode{"opt-barrier", OpId::kOptimizationBarrier, F::kSpecial},
    HloOpcode{"pad", OpId::kPad, F::kSpecial},
    HloOpcode{"reduce", OpId::kReduce, F::kSpecial},
    HloOpcode{"reduce-scatter", OpId::kReduceScatter, F::kSpecial},
    HloOpcode{"reduce-precision", OpId::kReducePrecision, F::kRenamed,
              {{{"exponent_bits", "exponent_bits", V::kInt, "i32"},
                  {"mantissa_bits", "mantissa_bits", V::kInt, "i32"}}}},
    HloOpcode{"reduce-window", OpId::kReduceWindow, F::kSpecial},
    HloOpcode{"reverse", OpId::kReverse, F::kRenamed,
              {{{"dimensions", "dimensions"}}}},
    HloOpcode{"rng", OpId::kRng, F::kSpecial},
    HloOpcode{"rng-bit-generator", OpId::kRngBitGenerator, F::kMultiple},
    HloOpcode{"scatter", OpId::kScatter, F::kSpecial},
    HloOpcode{"select-and-scatter", OpId::kSelectAndScatter, F::kSpecial},
    HloOpcode{"slice", OpId::kSlice, F::kSpecial},
    HloOpcode{"sort", OpId::kSort, F::kSpecial},
    HloOpcode{"topk", OpId::kChloTopK, F::kSpecial},
    HloOpcode{"transpose", OpId::kTranspose, F::kRenamed,
              {{{"dimensions", "permutation"}}}},
    HloOpcode{"triangular-solve", OpId::kTriangularSolve, F::kSpecial},
    HloOpcode{"tuple", OpId::kTuple, F::kSpecial},
    HloOpcode{"while", OpId::kWhile, F::kSpecial},
};
// clang-format on

// The table: the registry's kHloPlain ops (their mnemonic, '_' written '-'),
// then the rows above.
struct Table {
  std::vector<std::string> plainOpcodes;  // the storage of the plain rows' names
  std::vector<HloOpcode> rows;
  std::unordered_map<std::string_view, const HloOpcode*> byOpcode;
  std::array<const HloOpcode*, kNumOps> byOp{};

  Table() {
    plainOpcodes.reserve(kNumOps);
    for (OpId id : allOps()) {
      if (!(opInfo(id).flags & kHloPlain)) continue;
      std::string opcode(opInfo(id).mnemonic());
      std::replace(opcode.begin(), opcode.end(), '_', '-');
      rows.push_back({plainOpcodes.emplace_back(std::move(opcode)), id, F::kPlain});
    }
    rows.insert(rows.end(), kWritten.begin(), kWritten.end());
    for (const HloOpcode& row : rows) {
      byOpcode.emplace(row.opcode, &row);
      byOp[static_cast<size_t>(row.op)] = &row;
    }
  }
};

const Table& table() {
  static const Table instance;
  return instance;
}

}  // namespace

std::span<const HloOpcode> hloOpcodes() {
  return table().rows;
}

const HloOpcode* lookupHloOpcode(std::string_view opcode) {
  auto it = table().byOpcode.find(opcode);
  return it == table().byOpcode.end() ? nullptr : it->second;
}

const HloOpcode* lookupHloOpcode(OpId op) {
  // stablehlo.if writes as a conditional too (true/false computations).
  if (op == OpId::kIf) return lookupHloOpcode("conditional");
  return static_cast<size_t>(op) < kNumOps ? table().byOp[static_cast<size_t>(op)] : nullptr;
}

}  // namespace hlo_cts::hlo
